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

    /// The touch's location at the digitizer's full precision, in `view`: as UIKit answers for a
    /// touch without a more precise location, ``location(in:)``.
    ///
    /// No visible effect: touches and presses exist only while something is pressed, never at rest.
    open func preciseLocation(in view: UIView?) -> CGPoint { location(in: view) }
    /// The previous location at full precision: ``previousLocation(in:)``, as for a finger.
    ///
    /// No visible effect: touches and presses exist only while something is pressed, never at rest.
    open func precisePreviousLocation(in view: UIView?) -> CGPoint { previousLocation(in: view) }

    /// How far the touch's radius may be off, in points: 0, CellSnap's touches are exact.
    ///
    /// No visible effect: touches and presses exist only while something is pressed, never at rest.
    open var majorRadiusTolerance: CGFloat { 0 }
    /// A stylus's angle to the screen: π/2, upright, the value UIKit gives a finger.
    ///
    /// No visible effect: touches and presses exist only while something is pressed, never at rest.
    open var altitudeAngle: CGFloat { .pi / 2 }
    /// A stylus's direction in `view`: 0 (along the x axis), the value UIKit gives a finger.
    ///
    /// No visible effect: touches and presses exist only while something is pressed, never at rest.
    open func azimuthAngle(in view: UIView?) -> CGFloat { 0 }
    /// The unit vector of ``azimuthAngle(in:)``: (1, 0).
    ///
    /// No visible effect: touches and presses exist only while something is pressed, never at rest.
    open func azimuthUnitVector(in view: UIView?) -> CGVector {
        let angle = azimuthAngle(in: view)
        return CGVector(dx: cos(angle), dy: sin(angle))
    }
    /// A stylus's roll about its axis (iOS 17.5): 0.
    ///
    /// No visible effect: touches and presses exist only while something is pressed, never at rest.
    open var rollAngle: CGFloat { 0 }
    /// The properties whose values are estimates: none, CellSnap's touches are not estimated.
    ///
    /// No visible effect: touches and presses exist only while something is pressed, never at rest.
    open var estimatedProperties: UITouch.Properties { [] }
    /// The estimated properties whose values will be updated: none.
    ///
    /// No visible effect: touches and presses exist only while something is pressed, never at rest.
    open var estimatedPropertiesExpectingUpdates: UITouch.Properties { [] }
    /// The index that matches an estimated touch with its update: `nil`, as for a touch with no
    /// estimated properties.
    ///
    /// No visible effect: touches and presses exist only while something is pressed, never at rest.
    open var estimationUpdateIndex: NSNumber? { nil }
}

extension UITouch {
    /// The properties of a touch that may be estimated, as UIKit's `UITouch.Properties`.
    public struct Properties: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let force = Properties(rawValue: 1 << 0)
        public static let azimuth = Properties(rawValue: 1 << 1)
        public static let altitude = Properties(rawValue: 1 << 2)
        public static let location = Properties(rawValue: 1 << 3)
        /// A stylus's roll (iOS 17.5).
        public static let roll = Properties(rawValue: 1 << 4)
    }
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
    /// The key of a hardware keyboard pressed (iOS 13.4), `nil` for a remote's or a game
    /// controller's button.
    ///
    /// No visible effect: touches and presses exist only while something is pressed, never at rest.
    open var key: UIKey?
    /// The window the press was delivered in: the responder's, when it is a view or a view in a window.
    ///
    /// No visible effect: touches and presses exist only while something is pressed, never at rest.
    open var window: UIWindow? {
        if let window = responder as? UIWindow { return window }
        return (responder as? UIView)?.window ?? (responder as? UIViewController)?.viewIfLoaded?.window
    }

    /// No visible effect: touches and presses exist only while something is pressed, never at rest.
    public override init() { super.init() }
}
