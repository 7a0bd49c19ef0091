import Foundation

/// A recognizer of swipes, as UIKit's `UISwipeGestureRecognizer`: one finger to the right by default.
///
/// ```swift
/// let swipe = UISwipeGestureRecognizer()
/// swipe.direction = [.left, .right]
/// ```
///
/// No visible effect: it recognizes touches, and a snapshot has none.
@preconcurrency @MainActor open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// The directions a swipe is recognized in, as `UISwipeGestureRecognizer.Direction`.
    public struct Direction: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let right = Direction(rawValue: 1 << 0)
        public static let left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2)
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// No visible effect: it recognizes touches, and a snapshot is a screen at rest with no touches.
    open var numberOfTouchesRequired = 1
    /// No visible effect: it recognizes touches, and a snapshot is a screen at rest with no touches.
    open var direction = Direction.right
}
