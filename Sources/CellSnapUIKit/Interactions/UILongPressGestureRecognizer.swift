import Foundation

/// A recognizer of long presses, as UIKit's `UILongPressGestureRecognizer`: one finger held
/// for half a second without moving more than 10 pt, by default.
///
/// ```swift
/// let press = UILongPressGestureRecognizer()
/// press.minimumPressDuration = 1
/// ```
///
/// No visible effect: it recognizes touches, and a snapshot has none.
@preconcurrency @MainActor open class UILongPressGestureRecognizer: UIGestureRecognizer {
    open var numberOfTapsRequired = 0
    /// No visible effect: it recognizes touches, and a snapshot is a screen at rest with no touches.
    open var numberOfTouchesRequired = 1
    /// No visible effect: it recognizes touches, and a snapshot is a screen at rest with no touches.
    open var minimumPressDuration: TimeInterval = 0.5
    /// No visible effect: it recognizes touches, and a snapshot is a screen at rest with no touches.
    open var allowableMovement: CGFloat = 10
}
