import Foundation

// UIKit's first animation API (deprecated since iOS 13 for the block-based calls): the changes
// made between `beginAnimations(_:context:)` and `commitAnimations()` animate with the settings
// given in between. As with the block-based calls (UIView+Animation.swift), every change applies
// at once, so a snapshot shows where the animation ends; at the commit of the outermost block the
// delegate hears the will-start and did-stop selectors it set, with `finished` true.

extension UIView {
    /// A transition of the old animation API, as `UIView.AnimationTransition`.
    public enum AnimationTransition: Int, Hashable, Sendable {
        case none = 0, flipFromLeft, flipFromRight, curlUp, curlDown
    }

    /// An animation block being set up: its name, delegate and selectors.
    @MainActor private struct AnimationBlock {
        let id: String?
        let context: UnsafeMutableRawPointer?
        var delegate: AnyObject?
        var willStart: Selector?
        var didStop: Selector?
    }

    @MainActor private static var animationBlocks: [AnimationBlock] = []

    /// Begins an animation block named `animationID`, with `context` handed to its delegate.
    public static func beginAnimations(_ animationID: String?, context: UnsafeMutableRawPointer?) {
        animationBlocks.append(AnimationBlock(id: animationID, context: context))
    }

    /// Ends the innermost animation block. The changes it made are already applied; its delegate
    /// is sent the will-start selector (`animationID`, `context`) and then the did-stop selector
    /// (`animationID`, `finished` as an `NSNumber` of `true`, `context`), as UIKit sends them.
    public static func commitAnimations() {
        guard let block = animationBlocks.popLast(), let delegate = block.delegate else { return }
        let context: Any? = block.context.map { $0 as Any }
        if let willStart = block.willStart {
            _ = UIApplication.send(willStart, to: delegate, arguments: [block.id, context])
        }
        if let didStop = block.didStop {
            _ = UIApplication.send(didStop, to: delegate, arguments: [block.id, NSNumber(value: true), context])
        }
    }

    /// The object told when the current block starts and stops (by the selectors below).
    public static func setAnimationDelegate(_ delegate: Any?) {
        updateBlock { $0.delegate = delegate.map { $0 as AnyObject } }
    }

    /// The selector sent to the delegate when the current block starts.
    public static func setAnimationWillStart(_ selector: Selector?) { updateBlock { $0.willStart = selector } }

    /// The selector sent to the delegate when the current block stops.
    public static func setAnimationDidStop(_ selector: Selector?) { updateBlock { $0.didStop = selector } }

    /// The current block's duration.
    ///
    /// No visible effect: the changes apply at once and a snapshot shows where they end.
    public static func setAnimationDuration(_ duration: TimeInterval) {}

    /// The current block's delay.
    ///
    /// No visible effect: the changes apply at once and a snapshot shows where they end.
    public static func setAnimationDelay(_ delay: TimeInterval) {}

    /// The current block's start date.
    ///
    /// No visible effect: the changes apply at once and a snapshot shows where they end.
    public static func setAnimationStart(_ startDate: Date) {}

    /// The current block's timing curve.
    ///
    /// No visible effect: the changes apply at once and a snapshot shows where they end.
    public static func setAnimationCurve(_ curve: AnimationCurve) {}

    /// How many times the current block repeats.
    ///
    /// No visible effect: the changes apply at once and a snapshot shows where they end.
    public static func setAnimationRepeatCount(_ repeatCount: Float) {}

    /// Whether the current block plays backwards after each repeat.
    ///
    /// No visible effect: the changes apply at once and a snapshot shows where they end.
    public static func setAnimationRepeatAutoreverses(_ repeatAutoreverses: Bool) {}

    /// Whether the current block starts from the values on screen.
    ///
    /// No visible effect: the changes apply at once and a snapshot shows where they end.
    public static func setAnimationBeginsFromCurrentState(_ fromCurrentState: Bool) {}

    /// A flip or curl of `view` for the current block.
    ///
    /// No visible effect: the transition is over at once and a snapshot shows the view after it.
    public static func setAnimationTransition(_ transition: AnimationTransition, for view: UIView, cache: Bool) {}

    /// Changes the innermost block being set up (none outside `beginAnimations`, as in UIKit).
    private static func updateBlock(_ change: (inout AnimationBlock) -> Void) {
        guard !animationBlocks.isEmpty else { return }
        change(&animationBlocks[animationBlocks.count - 1])
    }
}
