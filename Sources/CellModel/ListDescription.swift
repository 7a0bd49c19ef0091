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
    /// A header of the app's own, drawn in place of ``header`` as a row of its own above the
    /// section: outside the section's group, on the header background unless the cell sets another,
    /// without a separator, as tall as its content or its ``ListCell/rowHeight`` (a table view's
    /// `tableView(_:viewForHeaderInSection:)` view).
    public var headerView: ListCell?
    /// A footer of the app's own, drawn in place of ``footer`` below the section, as ``headerView``.
    public var footerView: ListCell?
    /// A fixed height for the header (a table view's `sectionHeaderHeight` or
    /// `tableView(_:heightForHeaderInSection:)`): ``header`` is that tall, its text placed as a
    /// fixed-height row's (``ListCell/rowHeight``); without a header, the section has an empty header of that height in place of
    /// the appearance's spacing above it. `nil` is the automatic height. A ``headerView`` takes
    /// its own ``ListCell/rowHeight`` instead.
    public var headerHeight: Double?
    /// A fixed height for the footer, as ``headerHeight``; without a footer, an empty footer of that height.
    public var footerHeight: Double?

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

    private enum CodingKeys: String, CodingKey {
        case header, footer, headerMode, cells, headerView, footerView, headerHeight, footerHeight
    }

    /// Decodes a section; `headerMode` may be left out (supplementary), and so may the header and
    /// footer views and heights (none).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        header = try container.decodeIfPresent(ListContentConfiguration.self, forKey: .header)
        footer = try container.decodeIfPresent(ListContentConfiguration.self, forKey: .footer)
        headerMode = try container.decodeIfPresent(HeaderMode.self, forKey: .headerMode) ?? .supplementary
        cells = try container.decode([ListCell].self, forKey: .cells)
        headerView = try container.decodeIfPresent(ListCell.self, forKey: .headerView)
        footerView = try container.decodeIfPresent(ListCell.self, forKey: .footerView)
        headerHeight = try container.decodeIfPresent(Double.self, forKey: .headerHeight)
        footerHeight = try container.decodeIfPresent(Double.self, forKey: .footerHeight)
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
    /// appearance's (`ListLayout.listBackground(_:)` in CellLayout).
    public var backgroundColor: DynamicColor?
    /// The space above each section header, as `UICollectionLayoutListConfiguration.headerTopPadding`;
    /// `nil` is the theme's automatic space (``Theme/headerTopPadding`` above the first section's
    /// header, ``Theme/headerSpacingAfterSection`` above the others). CellSnap draws it as the whole
    /// space between the section above (or the list's top) and the header's text: the theme's
    /// measured spaces include the header's own top margin, which is not measured apart, so a
    /// header with this padding sits that much higher than UIKit's, which adds the padding above
    /// that margin (a documented approximation).
    public var headerTopPadding: Double?
    /// The safe area's inset on each side of the list (a phone held sideways: 47 pt on an iPhone 13),
    /// `nil` for none; with ``trailingSideSafeAreaInset``, the leading side's. As UIKit insets the
    /// layout margins from the safe area, an inset grouped list's sections start this much further
    /// in, and the other appearances' rows keep their full width with their content (text, images,
    /// separators) this much further in.
    public var sideSafeAreaInset: Double?
    /// The safe area's inset on the trailing side when it differs from the leading side's
    /// (``sideSafeAreaInset``): a phone held sideways with its sensor housing on one side, a split
    /// view's column beside another. `nil` is the leading side's.
    public var trailingSideSafeAreaInset: Double?

    /// Creates a list; each cell's state takes the list's traits when it is laid out.
    public init(
        appearance: ListAppearance, sections: [ListSection],
        separatorConfiguration: SeparatorConfiguration = SeparatorConfiguration(), traits: Traits = Traits(),
        backgroundColor: DynamicColor? = nil, headerTopPadding: Double? = nil, sideSafeAreaInset: Double? = nil,
        trailingSideSafeAreaInset: Double? = nil
    ) {
        self.appearance = appearance
        self.sections = sections
        self.separatorConfiguration = separatorConfiguration
        self.traits = traits
        self.backgroundColor = backgroundColor
        self.headerTopPadding = headerTopPadding
        self.sideSafeAreaInset = sideSafeAreaInset
        self.trailingSideSafeAreaInset = trailingSideSafeAreaInset
    }

    /// The safe area's insets on the leading and trailing sides (zero for none).
    public var sideSafeAreaInsets: (leading: Double, trailing: Double) {
        (sideSafeAreaInset ?? 0, trailingSideSafeAreaInset ?? sideSafeAreaInset ?? 0)
    }
}
