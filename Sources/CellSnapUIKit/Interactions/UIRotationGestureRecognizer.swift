import Foundation

/// A recognizer of two-finger rotations, as UIKit's `UIRotationGestureRecognizer`: its rotation
/// and velocity are zero until two fingers turn, which never happens in a still picture.
///
/// ```swift
/// let rotation = UIRotationGestureRecognizer()
/// rotation.rotation = 0
/// ```
///
/// No visible effect: it recognizes touches, and a snapshot has none.
@preconcurrency @MainActor open class UIRotationGestureRecognizer: UIGestureRecognizer {
    /// The rotation in radians (0 at rest; settable, as in UIKit).
    ///
    /// No visible effect: it recognizes touches, and a snapshot is a screen at rest with no touches.
    open var rotation: CGFloat = 0
    /// How fast the rotation changes: zero, at rest.
    ///
    /// No visible effect: it recognizes touches, and a snapshot is a screen at rest with no touches.
    open var velocity: CGFloat { 0 }
}
