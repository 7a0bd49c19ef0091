import Foundation

/// A distance to move content by, as UIKit's `UIOffset`.
///
/// ```swift
/// let offset = UIOffset(horizontal: 0, vertical: -2)
/// ```
public struct UIOffset: Hashable, Sendable {
    public var horizontal: CGFloat
    public var vertical: CGFloat

    /// An offset.
    public init(horizontal: CGFloat, vertical: CGFloat) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// No offset.
    public init() { self.init(horizontal: 0, vertical: 0) }

    /// No offset, as `UIOffset.zero`.
    public static let zero = UIOffset()
}

/// The metrics a bar's appearance is set for, as UIKit's `UIBarMetrics`.
public enum UIBarMetrics: Int, Hashable, Sendable {
    case `default` = 0, compact = 1, defaultPrompt = 101, compactPrompt = 102
}
