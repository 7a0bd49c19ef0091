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

    /// The target–action pairs, in the order they were added, each target kept weakly as UIKit
    /// keeps a control's (a controller that is the target of a recognizer on its own view is freed
    /// with its view, as memory-leak checks of app tests expect); the selectors are kept as UIKit
    /// declares them and fire through the target–action machinery when one is performed.
    private var targetActions: [(target: WeakTarget, action: Selector)] = []
    /// The pairs whose target is still alive.
    var targets: [(target: AnyObject, action: Selector)] {
        targetActions.compactMap { pair in pair.target.object.map { ($0, pair.action) } }
    }
    /// The view the recognizer is attached to (set by `addGestureRecognizer(_:)`).
    ///
    /// No visible effect: it recognizes touches, and a snapshot is a screen at rest with no touches.
    open internal(set) weak var view: UIView?
    /// The recognizer's state: `.possible` until a touch moves it on, which a still picture never does.
    ///
    /// No visible effect: it recognizes touches, and a snapshot is a screen at rest with no touches.
    open var state = State.possible
    /// No visible effect: it recognizes touches, and a snapshot is a screen at rest with no touches.
    open weak var delegate: (any UIGestureRecognizerDelegate)?
    /// No visible effect: it recognizes touches, and a snapshot is a screen at rest with no touches.
    open var isEnabled = true
    /// No visible effect: it recognizes touches, and a snapshot is a screen at rest with no touches.
    open var cancelsTouchesInView = true
    /// No visible effect: it recognizes touches, and a snapshot is a screen at rest with no touches.
    open var delaysTouchesBegan = false
    /// No visible effect: it recognizes touches, and a snapshot is a screen at rest with no touches.
    open var delaysTouchesEnded = true
    /// No visible effect: it recognizes touches, and a snapshot is a screen at rest with no touches.
    open var requiresExclusiveTouchType = true
    /// No visible effect: it recognizes touches, and a snapshot is a screen at rest with no touches.
    open var allowedTouchTypes: [NSNumber] = []
    /// No visible effect: it recognizes touches, and a snapshot is a screen at rest with no touches.
    open var allowedPressTypes: [NSNumber] = []
    /// A name to find the recognizer by in debugging.
    ///
    /// No visible effect: it recognizes touches, and a snapshot is a screen at rest with no touches.
    open var name: String?
    /// The recognizers that must fail before this one begins (``require(toFail:)``).
    private(set) var requiredToFail: [UIGestureRecognizer] = []

    /// A recognizer that sends `action` to `target` when it recognizes its gesture.
    ///
    /// No visible effect: it recognizes touches, and a snapshot is a screen at rest with no touches.
    public init(target: Any?, action: Selector?) {
        super.init()
        if let target, let action { addTarget(target, action: action) }
    }

    /// A recognizer without a target.
    ///
    /// No visible effect: it recognizes touches, and a snapshot is a screen at rest with no touches.
    public override convenience init() { self.init(target: nil, action: nil) }

    /// A recognizer as a nib or storyboard makes it: Linux has no nibs to decode, so it has no
    /// targets and UIKit's defaults, and nothing is read from `coder` (as ``UIView/init(coder:)``).
    ///
    /// No visible effect: it recognizes touches, and a snapshot is a screen at rest with no touches.
    public init?(coder: NSCoder) { super.init() }

    /// The modifier keys held during the gesture's latest event: none, as a screen at rest has no
    /// keyboard (UIKit's value before any event).
    ///
    /// No visible effect: it recognizes touches, and a snapshot is a screen at rest with no touches.
    open var modifierFlags: UIKeyModifierFlags { [] }

    /// Adds a target–action pair.
    ///
    /// No visible effect: it recognizes touches, and a snapshot is a screen at rest with no touches.
    open func addTarget(_ target: Any, action: Selector) {
        targetActions.append((WeakTarget(target as AnyObject), action))
    }

    /// Removes the pairs of `target` (every target when `nil`) with `action` (every action when `nil`).
    ///
    /// No visible effect: it recognizes touches, and a snapshot is a screen at rest with no touches.
    open func removeTarget(_ target: Any?, action: Selector?) {
        targetActions.removeAll { pair in
            pair.target.object == nil
                || (target == nil || pair.target.object === target as AnyObject)
                    && (action == nil || pair.action == action)
        }
    }

    /// Makes the recognizer wait for `otherGestureRecognizer` to fail before it begins.
    ///
    /// No visible effect: it recognizes touches, and a snapshot is a screen at rest with no touches.
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        requiredToFail.append(otherGestureRecognizer)
    }

    /// Where a test's simulated gesture is, in the recognizer's view's coordinates
    /// (``cellSnapSimulateRecognition(at:)``); `nil` when there is none.
    var simulatedLocation: CGPoint?

    /// The number of touches: one while a test simulates the gesture
    /// (``cellSnapSimulateRecognition(at:)``), none otherwise (a still picture has no touches).
    ///
    /// No visible effect: it recognizes touches, and a snapshot is a screen at rest with no touches.
    open var numberOfTouches: Int { simulatedLocation == nil ? 0 : 1 }

    /// Where the gesture is in `view` (the window's coordinates when `nil`): the point a test
    /// simulates the gesture at (``cellSnapSimulateRecognition(at:)``), converted through the
    /// views' frames and bounds; the origin when no gesture is simulated.
    ///
    /// No visible effect: it recognizes touches, and a snapshot is a screen at rest with no touches.
    open func location(in view: UIView?) -> CGPoint {
        guard let simulatedLocation else { return .zero }
        return Self.convert(simulatedLocation, from: self.view, to: view)
    }

    /// Where touch `touchIndex` is in `view`: the simulated gesture's one touch, as ``location(in:)``.
    ///
    /// No visible effect: it recognizes touches, and a snapshot is a screen at rest with no touches.
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        touchIndex == 0 ? location(in: view) : .zero
    }

    /// Resets the recognizer to `.possible`, as UIKit does after a gesture ends.
    ///
    /// No visible effect: it recognizes touches, and a snapshot is a screen at rest with no touches.
    open func reset() { state = .possible }

    /// Whether this recognizer may prevent `preventedGestureRecognizer` from recognizing.
    ///
    /// No visible effect: it recognizes touches, and a snapshot is a screen at rest with no touches.
    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// Whether `preventingGestureRecognizer` may prevent this one from recognizing.
    ///
    /// No visible effect: it recognizes touches, and a snapshot is a screen at rest with no touches.
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// Whether this recognizer waits for `otherGestureRecognizer` to fail.
    ///
    /// No visible effect: it recognizes touches, and a snapshot is a screen at rest with no touches.
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    /// Whether `otherGestureRecognizer` waits for this one to fail.
    ///
    /// No visible effect: it recognizes touches, and a snapshot is a screen at rest with no touches.
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    // The events a recognizer subclass reads to change its state: a test may call them; CellSnap
    // sends none, as a still picture has no touches (`cellSnapSimulateRecognition(at:)` recognizes
    // without them).
    /// No visible effect: touches arrive from a finger, and a still picture has none.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// No visible effect: touches arrive from a finger, and a still picture has none.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// No visible effect: touches arrive from a finger, and a still picture has none.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// No visible effect: touches arrive from a finger, and a still picture has none.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// No visible effect: touches arrive from a finger, and a still picture has none.
    open func touchesEstimatedPropertiesUpdated(_ touches: Set<UITouch>) {}
    /// No visible effect: presses arrive from a remote or keyboard, and a still picture has none.
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent) {}
    /// No visible effect: presses arrive from a remote or keyboard, and a still picture has none.
    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent) {}
    /// No visible effect: presses arrive from a remote or keyboard, and a still picture has none.
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent) {}
    /// No visible effect: presses arrive from a remote or keyboard, and a still picture has none.
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent) {}
    /// Stops the recognizer from tracking `touch`.
    ///
    /// No visible effect: touches arrive from a finger, and a still picture has none.
    open func ignore(_ touch: UITouch, for event: UIEvent) {}
    /// The mouse or trackpad buttons the recognizer answers to (iOS 13.4): the primary one.
    ///
    /// No visible effect: buttons are pressed by a hand, and a still picture has none.
    open var buttonMask = UIEvent.ButtonMask.primary
    /// Whether the recognizer takes `event` (iOS 13.4): `true`, until a subclass says otherwise.
    ///
    /// No visible effect: events arrive from a finger, a pointer or a keyboard, and a still picture has none.
    open func shouldReceive(_ event: UIEvent) -> Bool { true }
}

/// What a gesture recognizer asks its delegate, as UIKit's `UIGestureRecognizerDelegate`; every
/// requirement is optional in UIKit, so each has UIKit's default here.
///
/// No visible effect: the questions are asked while touches are recognized, which never happens
/// in a still picture.
@preconcurrency @MainActor public protocol UIGestureRecognizerDelegate: NSObjectProtocol {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    /// No visible effect: it recognizes touches, and a snapshot is a screen at rest with no touches.
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool
    /// No visible effect: it recognizes touches, and a snapshot is a screen at rest with no touches.
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool
    /// No visible effect: it recognizes touches, and a snapshot is a screen at rest with no touches.
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool
    /// No visible effect: it recognizes touches, and a snapshot is a screen at rest with no touches.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool
    /// No visible effect: it recognizes touches, and a snapshot is a screen at rest with no touches.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive press: UIPress) -> Bool
}

extension UIGestureRecognizerDelegate {
    /// No visible effect: it recognizes touches, and a snapshot is a screen at rest with no touches.
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// No visible effect: it recognizes touches, and a snapshot is a screen at rest with no touches.
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { false }
    /// No visible effect: it recognizes touches, and a snapshot is a screen at rest with no touches.
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { false }
    /// No visible effect: it recognizes touches, and a snapshot is a screen at rest with no touches.
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { false }
    /// No visible effect: it recognizes touches, and a snapshot is a screen at rest with no touches.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        true
    }
    /// No visible effect: it recognizes touches, and a snapshot is a screen at rest with no touches.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive press: UIPress) -> Bool {
        true
    }
}
