import Primitives

/// A section of a list: an optional header and footer, and its cells.
public struct ListSection: Hashable, Codable, Sendable {
    /// Where a section's header comes from, as `UICollectionLayoutListConfiguration.HeaderMode`.
    public enum HeaderMode: String, Hashable, Codable, Sendable {
        /// Only the ``ListSection/header`` supplementary view, when there is one.
        case supplementary
        /// The first cell is the section's header: outside the section's cell group, on the
        /// header background, without a separator (an outline header in a sidebar, for example).
        case firstItemInSection
    }

    public var header: ListContentConfiguration?
    public var footer: ListContentConfiguration?
    public var headerMode: HeaderMode
    public var cells: [ListCell]

    /// Creates a section.
    public init(
        header: ListContentConfiguration? = nil, footer: ListContentConfiguration? = nil,
        headerMode: HeaderMode = .supplementary, cells: [ListCell]
    ) {
        self.header = header
        self.footer = footer
        self.headerMode = headerMode
        self.cells = cells
    }

    private enum CodingKeys: String, CodingKey { case header, footer, headerMode, cells }

    /// Decodes a section; `headerMode` may be left out (supplementary).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        header = try container.decodeIfPresent(ListContentConfiguration.self, forKey: .header)
        footer = try container.decodeIfPresent(ListContentConfiguration.self, forKey: .footer)
        headerMode = try container.decodeIfPresent(HeaderMode.self, forKey: .headerMode) ?? .supplementary
        cells = try container.decode([ListCell].self, forKey: .cells)
    }
}

/// A whole list: its appearance, its sections, its separators and the traits it is drawn with.
public struct ListDescription: Hashable, Codable, Sendable {
    public var appearance: ListAppearance
    public var sections: [ListSection]
    /// The separators of every cell, as `UICollectionLayoutListConfiguration.separatorConfiguration`;
    /// a cell's own configuration overrides what it sets.
    public var separatorConfiguration: SeparatorConfiguration
    public var traits: Traits
    /// The list's background, as `UICollectionLayoutListConfiguration.backgroundColor`; `nil` is the
    /// appearance's (``ListLayout/listBackground(_:)``).
    public var backgroundColor: DynamicColor?
    /// The space above each section header, as `UICollectionLayoutListConfiguration.headerTopPadding`;
    /// `nil` is the theme's automatic space (``Theme/headerTopPadding`` above the first section's
    /// header, ``Theme/headerSpacingAfterSection`` above the others). CellSnap draws it as the whole
    /// space between the section above (or the list's top) and the header's text: the theme's
    /// measured spaces include the header's own top margin, which is not measured apart, so a
    /// header with this padding sits that much higher than UIKit's, which adds the padding above
    /// that margin (a documented approximation).
    public var headerTopPadding: Double?

    /// Creates a list; each cell's state takes the list's traits when it is laid out.
    public init(
        appearance: ListAppearance, sections: [ListSection],
        separatorConfiguration: SeparatorConfiguration = SeparatorConfiguration(), traits: Traits = Traits(),
        backgroundColor: DynamicColor? = nil, headerTopPadding: Double? = nil
    ) {
        self.appearance = appearance
        self.sections = sections
        self.separatorConfiguration = separatorConfiguration
        self.traits = traits
        self.backgroundColor = backgroundColor
        self.headerTopPadding = headerTopPadding
    }
}
