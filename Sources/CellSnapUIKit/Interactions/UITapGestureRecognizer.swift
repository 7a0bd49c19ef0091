import Foundation

/// A recognizer of taps, as UIKit's `UITapGestureRecognizer`: one tap of one finger by default.
///
/// ```swift
/// let doubleTap = UITapGestureRecognizer()
/// doubleTap.numberOfTapsRequired = 2
/// ```
///
/// No visible effect: it recognizes touches, and a snapshot has none.
@preconcurrency @MainActor open class UITapGestureRecognizer: UIGestureRecognizer {
    open var numberOfTapsRequired = 1
    /// No visible effect: it recognizes touches, and a snapshot is a screen at rest with no touches.
    open var numberOfTouchesRequired = 1
}
