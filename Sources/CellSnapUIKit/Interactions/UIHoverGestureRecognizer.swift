import Foundation

/// A recognizer of a pointer or a stylus hovering over a view, as UIKit's
/// `UIHoverGestureRecognizer` (iOS 13): it begins when the pointer enters the view, changes while
/// it moves and ends when it leaves. A stylus's members (iOS 16.1) answer as UIKit does for a
/// pointer, which has no height, angle or roll.
///
/// ```swift
/// let hover = UIHoverGestureRecognizer(target: nil, action: nil)
/// UIView().addGestureRecognizer(hover)
/// hover.altitudeAngle   // π/2
/// ```
///
/// No visible effect: a pointer hovers only with a trackpad, a mouse or a stylus, and a snapshot
/// has none.
@preconcurrency @MainActor open class UIHoverGestureRecognizer: UIGestureRecognizer {
    /// The stylus's height above the screen, normalised (iOS 16.1): 0 for a pointer.
    ///
    /// No visible effect: a pointer hovers only with a trackpad, a mouse or a stylus, and a snapshot has none.
    open var zOffset: CGFloat { 0 }
    /// The stylus's angle to the screen (iOS 16.1): π/2, upright, as for a pointer.
    ///
    /// No visible effect: a pointer hovers only with a trackpad, a mouse or a stylus, and a snapshot has none.
    open var altitudeAngle: CGFloat { .pi / 2 }
    /// The stylus's roll (iOS 17.5): 0.
    ///
    /// No visible effect: a pointer hovers only with a trackpad, a mouse or a stylus, and a snapshot has none.
    open var rollAngle: CGFloat { 0 }
    /// The stylus's direction in `view` (iOS 16.1): 0, along the x axis.
    ///
    /// No visible effect: a pointer hovers only with a trackpad, a mouse or a stylus, and a snapshot has none.
    open func azimuthAngle(in view: UIView?) -> CGFloat { 0 }
    /// The unit vector of ``azimuthAngle(in:)`` (iOS 16.1).
    ///
    /// No visible effect: a pointer hovers only with a trackpad, a mouse or a stylus, and a snapshot has none.
    open func azimuthUnitVector(in view: UIView?) -> CGVector {
        let angle = azimuthAngle(in: view)
        return CGVector(dx: cos(angle), dy: sin(angle))
    }
}
