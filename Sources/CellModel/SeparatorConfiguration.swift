import Primitives

/// How the separator below a cell is drawn, as `UIListSeparatorConfiguration`: set on a list for
/// all its cells, and on a cell for that cell (as UIKit's `itemSeparatorHandler` would), where
/// whatever the cell leaves automatic comes from the list.
///
/// ```swift
/// var separator = SeparatorConfiguration()
/// separator.bottomSeparatorInsets = DirectionalEdgeInsets(leading: 0, trailing: 16)   // from the cell's edge
/// separator.bottomSeparatorVisibility = .visible                                        // even below the last cell
/// ```
public struct SeparatorConfiguration: Hashable, Codable, Sendable {
    /// Whether the separator is drawn.
    public enum Visibility: String, Hashable, Codable, Sendable, CaseIterable {
        /// As the list decides: below every cell of a section but the last, never in sidebars.
        case automatic
        case visible
        case hidden
    }

    public var bottomSeparatorVisibility: Visibility
    /// The separator's distances from the cell's leading and trailing edges (top and bottom are
    /// not used). `nil` is UIKit's automatic insets: from the primary text's leading edge (the
    /// image's, when there is no text) to the cell's trailing edge.
    public var bottomSeparatorInsets: DirectionalEdgeInsets?
    /// The separator along the cell's top edge: `.automatic` draws none (a list separates its
    /// rows with the separators below them), `.visible` draws one as the bottom one is drawn.
    public var topSeparatorVisibility: Visibility
    /// The top separator's insets, as ``bottomSeparatorInsets``.
    public var topSeparatorInsets: DirectionalEdgeInsets?
    /// The separator's colour (`UIListSeparatorConfiguration.color`); `nil`, like `.separator`, is
    /// the theme's separator colour, as iOS draws `.separator`.
    public var color: DynamicColor?

    /// ``color`` unless it is the default: `nil` for `.separator`, which the theme draws measured.
    public var drawnColor: DynamicColor? { color == .semantic(.separator) ? nil : color }

    /// Creates a configuration; by default everything is automatic.
    public init(
        bottomSeparatorVisibility: Visibility = .automatic, bottomSeparatorInsets: DirectionalEdgeInsets? = nil,
        topSeparatorVisibility: Visibility = .automatic, topSeparatorInsets: DirectionalEdgeInsets? = nil,
        color: DynamicColor? = nil
    ) {
        self.bottomSeparatorVisibility = bottomSeparatorVisibility
        self.bottomSeparatorInsets = bottomSeparatorInsets
        self.topSeparatorVisibility = topSeparatorVisibility
        self.topSeparatorInsets = topSeparatorInsets
        self.color = color
    }

    /// This configuration where it is set, `list` where it is automatic.
    public func overriding(_ list: SeparatorConfiguration) -> SeparatorConfiguration {
        SeparatorConfiguration(
            bottomSeparatorVisibility: bottomSeparatorVisibility == .automatic
                ? list.bottomSeparatorVisibility : bottomSeparatorVisibility,
            bottomSeparatorInsets: bottomSeparatorInsets ?? list.bottomSeparatorInsets,
            topSeparatorVisibility: topSeparatorVisibility == .automatic
                ? list.topSeparatorVisibility : topSeparatorVisibility,
            topSeparatorInsets: topSeparatorInsets ?? list.topSeparatorInsets, color: color ?? list.color)
    }
}
