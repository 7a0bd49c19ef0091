import Foundation

/// A recognizer of pinches, as UIKit's `UIPinchGestureRecognizer`: its scale is 1 and its velocity
/// zero until two fingers move, which never happens in a still picture.
///
/// ```swift
/// let pinch = UIPinchGestureRecognizer()
/// pinch.scale = 1
/// ```
///
/// No visible effect: it recognizes touches, and a snapshot has none.
@preconcurrency @MainActor open class UIPinchGestureRecognizer: UIGestureRecognizer {
    /// The scale of the pinch, relative to the fingers' first distance (1 at rest; settable, as in UIKit).
    ///
    /// No visible effect: it recognizes touches, and a snapshot is a screen at rest with no touches.
    open var scale: CGFloat = 1
    /// How fast the scale changes: zero, at rest.
    ///
    /// No visible effect: it recognizes touches, and a snapshot is a screen at rest with no touches.
    open var velocity: CGFloat { 0 }
}
