import Foundation

/// A recognizer of drags that start at an edge of the screen, as UIKit's
/// `UIScreenEdgePanGestureRecognizer`.
///
/// ```swift
/// let edge = UIScreenEdgePanGestureRecognizer()
/// edge.edges = .left
/// ```
///
/// No visible effect: it recognizes touches, and a snapshot has none.
@preconcurrency @MainActor open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// The edges a drag may start from (none by default).
    ///
    /// No visible effect: it recognizes touches, and a snapshot is a screen at rest with no touches.
    open var edges = UIRectEdge()
}

/// Edges of a rectangle, as UIKit's `UIRectEdge`.
public struct UIRectEdge: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = UIRectEdge(rawValue: 1 << 0)
    public static let left = UIRectEdge(rawValue: 1 << 1)
    public static let bottom = UIRectEdge(rawValue: 1 << 2)
    public static let right = UIRectEdge(rawValue: 1 << 3)
    public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}
