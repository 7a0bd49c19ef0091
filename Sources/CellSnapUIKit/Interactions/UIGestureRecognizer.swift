import Foundation

/// A gesture recognizer, as UIKit's `UIGestureRecognizer`: its targets and actions, delegate,
/// state and settings are kept as UIKit keeps them, and ``UIView/addGestureRecognizer(_:)``
/// attaches it to its view.
///
/// ```swift
/// let tap = UITapGestureRecognizer(target: nil, action: nil)
/// tap.numberOfTapsRequired = 2
/// tap.cancelsTouchesInView = false
/// let view = UIView()
/// view.addGestureRecognizer(tap)
/// ```
///
/// No visible effect: a gesture recognizer recognizes touches, and a snapshot is a screen at rest
/// with no touches; nothing it holds changes what the view draws.
@preconcurrency @MainActor open class UIGestureRecognizer: NSObject {
    /// A recognizer's state, as `UIGestureRecognizer.State`.
    public enum State: Int, Hashable, Sendable {
        case possible = 0, began, changed, ended, cancelled, failed
        /// A discrete gesture's recognized state, `.ended`.
        public static var recognized: State { .ended }
    }

    /// The target–action pairs, in the order they were added; the selectors are kept as UIKit
    /// declares them and fire through the target–action machinery when one is performed.
    private(set) var targets: [(target: AnyObject, action: Selector)] = []
    /// The view the recognizer is attached to (set by `addGestureRecognizer(_:)`).
    open internal(set) weak var view: UIView?
    /// The recognizer's state: `.possible` until a touch moves it on, which a still picture never does.
    open var state = State.possible
    open weak var delegate: (any UIGestureRecognizerDelegate)?
    open var isEnabled = true
    open var cancelsTouchesInView = true
    open var delaysTouchesBegan = false
    open var delaysTouchesEnded = true
    open var requiresExclusiveTouchType = true
    open var allowedTouchTypes: [NSNumber] = []
    open var allowedPressTypes: [NSNumber] = []
    /// A name to find the recognizer by in debugging.
    open var name: String?
    /// The recognizers that must fail before this one begins (``require(toFail:)``).
    private(set) var requiredToFail: [UIGestureRecognizer] = []

    /// A recognizer that sends `action` to `target` when it recognizes its gesture.
    public init(target: Any?, action: Selector?) {
        super.init()
        if let target, let action { addTarget(target, action: action) }
    }

    /// A recognizer without a target.
    public override convenience init() { self.init(target: nil, action: nil) }

    /// Adds a target–action pair.
    open func addTarget(_ target: Any, action: Selector) { targets.append((target as AnyObject, action)) }

    /// Removes the pairs of `target` (every target when `nil`) with `action` (every action when `nil`).
    open func removeTarget(_ target: Any?, action: Selector?) {
        targets.removeAll { pair in
            (target == nil || pair.target === target as AnyObject) && (action == nil || pair.action == action)
        }
    }

    /// Makes the recognizer wait for `otherGestureRecognizer` to fail before it begins.
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        requiredToFail.append(otherGestureRecognizer)
    }

    /// The number of touches: none, in a still picture.
    open var numberOfTouches: Int { 0 }

    /// Where the gesture is in `view`: the origin, as a recognizer without touches reports it.
    open func location(in view: UIView?) -> CGPoint { .zero }

    /// Where touch `touchIndex` is in `view`: the origin (there are no touches).
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint { .zero }

    /// Resets the recognizer to `.possible`, as UIKit does after a gesture ends.
    open func reset() { state = .possible }

    /// Whether this recognizer may prevent `preventedGestureRecognizer` from recognizing.
    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// Whether `preventingGestureRecognizer` may prevent this one from recognizing.
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// Whether this recognizer waits for `otherGestureRecognizer` to fail.
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    /// Whether `otherGestureRecognizer` waits for this one to fail.
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
}

/// What a gesture recognizer asks its delegate, as UIKit's `UIGestureRecognizerDelegate`; every
/// requirement is optional in UIKit, so each has UIKit's default here.
///
/// No visible effect: the questions are asked while touches are recognized, which never happens
/// in a still picture.
@preconcurrency @MainActor public protocol UIGestureRecognizerDelegate: NSObjectProtocol {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive press: UIPress) -> Bool
}

extension UIGestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { false }
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { false }
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { false }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        true
    }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive press: UIPress) -> Bool {
        true
    }
}
