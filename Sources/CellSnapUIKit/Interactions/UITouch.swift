import Foundation

/// A finger on the screen, as UIKit's `UITouch`: the type gesture recognizer delegates and
/// responders are handed. CellSnap makes none (a snapshot has no touches); code that receives one
/// compiles and reads its properties.
///
/// No visible effect: touches exist only while a user touches the screen, never in a still picture.
@preconcurrency @MainActor open class UITouch: NSObject {
    /// A touch's phase, as `UITouch.Phase`.
    public enum Phase: Int, Hashable, Sendable {
        case began = 0, moved, stationary, ended, cancelled, regionEntered, regionMoved, regionExited
    }

    /// What made a touch, as `UITouch.TouchType`.
    public enum TouchType: Int, Hashable, Sendable {
        case direct = 0, indirect, pencil, indirectPointer
    }

    /// No visible effect: touches and presses exist only while something is pressed, never at rest.
    open var phase = Phase.began
    /// No visible effect: touches and presses exist only while something is pressed, never at rest.
    open var type = TouchType.direct
    /// No visible effect: touches and presses exist only while something is pressed, never at rest.
    open var tapCount = 0
    /// No visible effect: touches and presses exist only while something is pressed, never at rest.
    open var timestamp: TimeInterval = 0
    /// No visible effect: touches and presses exist only while something is pressed, never at rest.
    open weak var view: UIView?
    /// No visible effect: touches and presses exist only while something is pressed, never at rest.
    open weak var window: UIWindow?
    /// No visible effect: touches and presses exist only while something is pressed, never at rest.
    open var force: CGFloat = 0
    /// No visible effect: touches and presses exist only while something is pressed, never at rest.
    open var maximumPossibleForce: CGFloat = 0
    /// No visible effect: touches and presses exist only while something is pressed, never at rest.
    open var majorRadius: CGFloat = 0
    /// No visible effect: touches and presses exist only while something is pressed, never at rest.
    open var gestureRecognizers: [UIGestureRecognizer]? { view?.gestureRecognizers }

    /// No visible effect: touches and presses exist only while something is pressed, never at rest.
    public override init() { super.init() }

    /// Where the touch is in `view`: the origin (CellSnap's touches never move).
    ///
    /// No visible effect: touches and presses exist only while something is pressed, never at rest.
    open func location(in view: UIView?) -> CGPoint { .zero }
    /// Where the touch was before, in `view`: the origin.
    ///
    /// No visible effect: touches and presses exist only while something is pressed, never at rest.
    open func previousLocation(in view: UIView?) -> CGPoint { .zero }
}

/// A press of a physical button, as UIKit's `UIPress`.
///
/// No visible effect: presses exist only while a button is pressed, never in a still picture.
@preconcurrency @MainActor open class UIPress: NSObject {
    /// A press's phase, as `UIPress.Phase`.
    public enum Phase: Int, Hashable, Sendable {
        case began = 0, changed, stationary, ended, cancelled
    }

    /// The button pressed, as `UIPress.PressType`.
    public enum PressType: Int, Hashable, Sendable {
        case upArrow = 0, downArrow, leftArrow, rightArrow, select, menu, playPause
        case pageUp = 30, pageDown = 31
        case tvRemoteOneTwoThree = 32, tvRemoteFour = 33
    }

    /// No visible effect: touches and presses exist only while something is pressed, never at rest.
    open var phase = Phase.began
    /// No visible effect: touches and presses exist only while something is pressed, never at rest.
    open var type = PressType.select
    /// No visible effect: touches and presses exist only while something is pressed, never at rest.
    open var timestamp: TimeInterval = 0
    /// No visible effect: touches and presses exist only while something is pressed, never at rest.
    open var force: CGFloat = 0
    /// No visible effect: touches and presses exist only while something is pressed, never at rest.
    open weak var responder: UIResponder?
    /// No visible effect: touches and presses exist only while something is pressed, never at rest.
    open var gestureRecognizers: [UIGestureRecognizer]?

    /// No visible effect: touches and presses exist only while something is pressed, never at rest.
    public override init() { super.init() }
}
