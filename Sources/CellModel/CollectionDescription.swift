import Primitives

/// A collection view's content: sections, each with its own layout (a flowing tag cloud, a
/// compositional grid or row, or a list section), drawn with one set of traits.
///
/// ```swift
/// let tags = ["Swift", "Linux", "Cairo"].map { ListCell(content: .tag(TagContentConfiguration(text: $0))) }
/// var header = ListContentConfiguration.groupedHeader()
/// header.text = "Settings"
/// let collection = CollectionDescription(sections: [
///     CollectionSection(layout: .flow(FlowLayoutConfiguration(alignment: .leading)), items: tags),
///     CollectionSection(layout: .compositional(.grid(columns: 3, itemHeight: .estimated(44))), items: gridCells),
///     CollectionSection(layout: .list(.insetGrouped), header: header, items: rows),
/// ])
/// ```
public struct CollectionDescription: Hashable, Codable, Sendable {
    public var sections: [CollectionSection]
    public var traits: Traits
    /// The collection view's background colour.
    public var background: DynamicColor
    /// The height fractional heights of a section's top-level group refer to, as a collection
    /// view's bounds would (an iPhone's 852 pt by default).
    public var viewportHeight: Double
    /// The space between consecutive sections (`UICollectionViewCompositionalLayoutConfiguration.interSectionSpacing`).
    public var interSectionSpacing: Double
    /// Headers and footers of the whole layout (the configuration's `boundarySupplementaryItems`),
    /// above the first section and below the last.
    public var boundaryItems: [BoundaryItemLayout]
    /// The views of ``boundaryItems``, by kind.
    public var supplementaryViews: [CollectionSupplementaryView]
    /// The safe area's inset on each side, which list sections keep as a list does
    /// (``ListDescription/sideSafeAreaInset``); `nil` for none; with
    /// ``trailingSideSafeAreaInset``, the leading side's. Compositional sections measure their
    /// insets from it through their content insets reference instead.
    public var sideSafeAreaInset: Double?
    /// Elements a layout of the app's own placed (a `UICollectionViewLayout` subclass), drawn over
    /// the sections (a collection converted from such a layout has no sections); the collection is
    /// at least as tall as its content size.
    public var placedLayout: PlacedCollectionLayout?
    /// The safe area's inset on the trailing side when it differs from the leading side's
    /// (``ListDescription/trailingSideSafeAreaInset``); `nil` is the leading side's.
    public var trailingSideSafeAreaInset: Double?

    /// Creates a collection; each item's state takes the collection's traits when it is laid out.
    public init(
        sections: [CollectionSection], traits: Traits = Traits(),
        background: DynamicColor = .semantic(.systemBackground),
        viewportHeight: Double = DevicePreset.defaultScreenHeight, interSectionSpacing: Double = 0,
        boundaryItems: [BoundaryItemLayout] = [],
        supplementaryViews: [CollectionSupplementaryView] = [], sideSafeAreaInset: Double? = nil,
        trailingSideSafeAreaInset: Double? = nil, placedLayout: PlacedCollectionLayout? = nil
    ) {
        self.placedLayout = placedLayout
        self.sideSafeAreaInset = sideSafeAreaInset
        self.trailingSideSafeAreaInset = trailingSideSafeAreaInset
        self.sections = sections
        self.traits = traits
        self.background = background
        self.viewportHeight = viewportHeight
        self.interSectionSpacing = interSectionSpacing
        self.boundaryItems = boundaryItems
        self.supplementaryViews = supplementaryViews
    }

    /// The safe area's insets on the leading and trailing sides (zero for none).
    public var sideSafeAreaInsets: (leading: Double, trailing: Double) {
        (sideSafeAreaInset ?? 0, trailingSideSafeAreaInset ?? sideSafeAreaInset ?? 0)
    }
}

/// A section of a collection: its layout, its items, and an optional header and footer spanning
/// the collection's width.
public struct CollectionSection: Hashable, Codable, Sendable {
    public var layout: SectionLayout
    public var header: ListContentConfiguration?
    public var footer: ListContentConfiguration?
    public var items: [ListCell]
    /// Where a list section's header comes from: a supplementary header, or its first item
    /// (`UICollectionLayoutListConfiguration.HeaderMode.firstItemInSection`). Other layouts draw
    /// supplementary headers only.
    public var headerMode: ListSection.HeaderMode
    /// The views of a compositional section's supplementary and decoration elements (its boundary
    /// items, its items' supplementary items and its decorations), drawn where the layout puts them.
    public var supplementaryViews: [CollectionSupplementaryView]
    /// A list section's header of the app's own (a supplementary view that is not a list cell with a
    /// list content configuration), drawn in place of ``header`` as ``ListSection/headerView`` is.
    public var headerView: ListCell?
    /// A list section's footer of the app's own, drawn in place of ``footer``, as ``headerView``.
    public var footerView: ListCell?
    /// A list section's boundary items beyond its list's header and footer (a compositional
    /// section's are its layout's), placed around the list's rows as a compositional section
    /// places them, their views in ``supplementaryViews``.
    public var boundaryItems: [BoundaryItemLayout] = []
    /// A list section's decorations (a compositional section's are its layout's), drawn behind
    /// the section, their views in ``supplementaryViews``.
    public var decorationItems: [DecorationItemLayout] = []

    /// Creates a section.
    public init(
        layout: SectionLayout, header: ListContentConfiguration? = nil, footer: ListContentConfiguration? = nil,
        headerMode: ListSection.HeaderMode = .supplementary, items: [ListCell],
        supplementaryViews: [CollectionSupplementaryView] = []
    ) {
        self.layout = layout
        self.header = header
        self.footer = footer
        self.headerMode = headerMode
        self.items = items
        self.supplementaryViews = supplementaryViews
    }

    private enum CodingKeys: String, CodingKey {
        case layout, header, footer, items, headerMode, supplementaryViews, headerView, footerView, boundaryItems
        case decorationItems
    }

    /// Decodes a section; `headerMode` may be left out (supplementary), and `supplementaryViews`,
    /// `boundaryItems` and `decorationItems` (none), `headerView` and `footerView` (none).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        layout = try container.decode(SectionLayout.self, forKey: .layout)
        header = try container.decodeIfPresent(ListContentConfiguration.self, forKey: .header)
        footer = try container.decodeIfPresent(ListContentConfiguration.self, forKey: .footer)
        items = try container.decode([ListCell].self, forKey: .items)
        headerMode = try container.decodeIfPresent(ListSection.HeaderMode.self, forKey: .headerMode) ?? .supplementary
        supplementaryViews =
            try container.decodeIfPresent([CollectionSupplementaryView].self, forKey: .supplementaryViews) ?? []
        headerView = try container.decodeIfPresent(ListCell.self, forKey: .headerView)
        footerView = try container.decodeIfPresent(ListCell.self, forKey: .footerView)
        boundaryItems = try container.decodeIfPresent([BoundaryItemLayout].self, forKey: .boundaryItems) ?? []
        decorationItems = try container.decodeIfPresent([DecorationItemLayout].self, forKey: .decorationItems) ?? []
    }
}

/// How a section arranges its items.
public enum SectionLayout: Hashable, Codable, Sendable {
    /// Items at their own fitting sizes, in rows that wrap at the container's width.
    case flow(FlowLayoutConfiguration)
    /// Items in groups, as `NSCollectionLayoutSection`.
    case compositional(CompositionalSectionLayout)
    /// A list section in an appearance, as `NSCollectionLayoutSection.list(using:layoutEnvironment:)`:
    /// the items are list rows with separators, and the header and footer are the list's.
    /// `backgroundColor` fills the section's area in place of the appearance's background, and
    /// `headerTopPadding` is the space above its header (see ``ListDescription/headerTopPadding``),
    /// as their namesakes in the section's `UICollectionLayoutListConfiguration`.
    case list(ListAppearance, backgroundColor: DynamicColor? = nil, headerTopPadding: Double? = nil)
}

/// A flow layout, as `UICollectionViewFlowLayout`: every item takes its compressed fitting size
/// (self-sizing items) or the one item size, and rows wrap at the container's width.
public struct FlowLayoutConfiguration: Hashable, Codable, Sendable {
    /// How the items of a row share its width.
    public enum RowAlignment: String, Hashable, Codable, Sendable, CaseIterable {
        case leading, center, trailing
        /// Extra space goes between the items, so that every row but the last spans the width.
        case justified
    }

    /// The least horizontal gap between neighbouring items in a row.
    public var itemSpacing: Double
    /// The vertical gap between rows.
    public var lineSpacing: Double
    /// Space around the items (an empty section has none).
    public var sectionInsets: DirectionalEdgeInsets
    public var alignment: RowAlignment
    /// Every item's size (`UICollectionViewFlowLayout.itemSize`, without `estimatedItemSize`),
    /// narrowed to the width between the insets when wider; `nil` sizes each item to fit.
    public var itemSize: Size?

    /// Creates a flow layout: 8 pt between items and rows, 16 pt around them, rows aligned to the
    /// leading edge, items sized to fit.
    public init(
        itemSpacing: Double = 8, lineSpacing: Double = 8,
        sectionInsets: DirectionalEdgeInsets = DirectionalEdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16),
        alignment: RowAlignment = .leading, itemSize: Size? = nil
    ) {
        self.itemSize = itemSize
        self.itemSpacing = itemSpacing
        self.lineSpacing = lineSpacing
        self.sectionInsets = sectionInsets
        self.alignment = alignment
    }
}

/// A length in a compositional layout, as `NSCollectionLayoutDimension`.
public enum LayoutDimension: Hashable, Codable, Sendable {
    /// A fraction of the container's width.
    case fractionalWidth(Double)
    /// A fraction of the container's height.
    case fractionalHeight(Double)
    /// A fixed number of points.
    case absolute(Double)
    /// A first guess that the item's measured (self-sized) length replaces.
    case estimated(Double)
    /// Measured like an estimated length, then the largest of the measured lengths of the group's
    /// members with this dimension, so that siblings are uniform (iOS 17's `uniformAcrossSiblings(estimate:)`).
    case uniformAcrossSiblings(estimate: Double)

    /// Whether the length comes from measuring the content.
    public var isEstimated: Bool {
        switch self {
        case .estimated, .uniformAcrossSiblings: true
        default: false
        }
    }
}

/// A width and a height in a compositional layout, as `NSCollectionLayoutSize`.
public struct LayoutSize: Hashable, Codable, Sendable {
    public var width: LayoutDimension
    public var height: LayoutDimension

    /// Creates a size.
    public init(width: LayoutDimension, height: LayoutDimension) {
        self.width = width
        self.height = height
    }
}

/// An item of a compositional layout, as `NSCollectionLayoutItem`: its size, insets that shrink
/// the cell inside it, space around it in its group, and the supplementary items attached to it.
public struct CompositionalItem: Hashable, Codable, Sendable {
    public var size: LayoutSize
    public var contentInsets: DirectionalEdgeInsets
    public var edgeSpacing: LayoutEdgeSpacing?
    /// Attached to the cell's frame (inside the content insets), one set per item.
    public var supplementaryItems: [SupplementaryItemLayout]

    /// Creates an item.
    public init(
        size: LayoutSize, contentInsets: DirectionalEdgeInsets = DirectionalEdgeInsets(),
        edgeSpacing: LayoutEdgeSpacing? = nil, supplementaryItems: [SupplementaryItemLayout] = []
    ) {
        self.size = size
        self.contentInsets = contentInsets
        self.edgeSpacing = edgeSpacing
        self.supplementaryItems = supplementaryItems
    }
}

/// An item of a custom group: its frame in the group (leading is the left edge) and its stacking
/// order, as `NSCollectionLayoutGroupCustomItem`.
public struct CustomGroupItem: Hashable, Codable, Sendable {
    public var frame: Rect
    public var zIndex: Int

    /// Creates a custom item.
    public init(frame: Rect, zIndex: Int = 0) {
        self.frame = frame
        self.zIndex = zIndex
    }
}

/// A group of a compositional layout, as `NSCollectionLayoutGroup`: items or groups side by side
/// (horizontal) or one below the other (vertical), repeated in order as long as they fit the
/// group's length; or items at frames of their own (a custom group).
public struct CompositionalGroup: Hashable, Codable, Sendable {
    /// A member of a group.
    public indirect enum Subitem: Hashable, Codable, Sendable {
        case item(CompositionalItem)
        case group(CompositionalGroup)
    }

    public var axis: Axis
    public var size: LayoutSize
    public var subitems: [Subitem]
    /// When set, the first subitem is repeated this many times and the group's length is shared
    /// equally among the copies (`NSCollectionLayoutGroup.horizontal(layoutSize:repeatingSubitem:count:)`).
    public var count: Int?
    /// The gap between neighbouring subitems (the least gap when ``interItemSpacingIsFlexible``).
    public var interItemSpacing: Double
    /// Whether the gaps share the length the subitems leave free (`.flexible` spacing).
    public var interItemSpacingIsFlexible = false
    /// Insets inside the group's frame that its subitems are laid out in (their fractions refer
    /// to the inset size).
    public var contentInsets = DirectionalEdgeInsets()
    /// Space around the group in its own group.
    public var edgeSpacing: LayoutEdgeSpacing?
    /// Attached to each placed group's frame (inside its content insets).
    public var supplementaryItems: [SupplementaryItemLayout] = []
    /// A custom group's items, one per cell, at their own frames; `nil` for a horizontal or
    /// vertical group.
    public var customItems: [CustomGroupItem]?

    /// Creates a group of `subitems`.
    public init(axis: Axis, size: LayoutSize, subitems: [Subitem], interItemSpacing: Double = 0) {
        self.axis = axis
        self.size = size
        self.subitems = subitems
        self.interItemSpacing = interItemSpacing
    }

    /// Creates a custom group whose cells take `items`' frames (`NSCollectionLayoutGroup.custom(layoutSize:itemProvider:)`).
    public init(size: LayoutSize, customItems: [CustomGroupItem]) {
        self.init(axis: .horizontal, size: size, subitems: [])
        self.customItems = customItems
    }

    /// Creates a group that repeats `subitem` `count` times, sharing the group's length equally.
    public init(axis: Axis, size: LayoutSize, repeating subitem: Subitem, count: Int, interItemSpacing: Double = 0) {
        self.init(axis: axis, size: size, subitems: [subitem], interItemSpacing: interItemSpacing)
        self.count = count
    }
}

/// A section of a compositional layout, as `NSCollectionLayoutSection`: one group, repeated until
/// the items run out.
public struct CompositionalSectionLayout: Hashable, Codable, Sendable {
    public var group: CompositionalGroup
    /// The gap between consecutive groups.
    public var interGroupSpacing: Double
    /// Space around the groups; the header and footer follow the leading and trailing insets.
    public var contentInsets: DirectionalEdgeInsets
    /// Margins of the collection the content insets are measured from (its safe area, layout
    /// margins or readable content guide, as `contentInsetsReference` says), leading and trailing.
    public var referenceInsets: DirectionalEdgeInsets
    /// How the section scrolls sideways: `.none` stacks its groups downwards; any other behaviour
    /// puts them in one row, drawn at rest and clipped at the collection's edges, as iOS shows it.
    public var orthogonalScrollingBehavior: OrthogonalScrollingBehavior
    /// Headers, footers and other elements on the section's edges.
    public var boundaryItems: [BoundaryItemLayout]
    /// Backgrounds behind the section.
    public var decorationItems: [DecorationItemLayout]
    /// Whether boundary items follow the leading and trailing content insets (`supplementariesFollowContentInsets`).
    public var supplementariesFollowContentInsets: Bool
    /// Margins of the collection the boundary items are measured from, leading and trailing
    /// (`supplementaryContentInsetsReference`); `nil` measures them as the content is, and from the
    /// collection's edges where they do not follow the content insets.
    public var supplementaryReferenceInsets: DirectionalEdgeInsets?

    /// How far the boundary items stand in from the collection's leading and trailing edges: their
    /// reference's margins (the content's when none is set; none when they do not follow the
    /// content insets), plus the content insets when they follow them.
    public var boundaryItemInsets: (leading: Double, trailing: Double) {
        let follows = supplementariesFollowContentInsets
        let reference = supplementaryReferenceInsets ?? (follows ? referenceInsets : DirectionalEdgeInsets())
        return (
            reference.leading + (follows ? contentInsets.leading : 0),
            reference.trailing + (follows ? contentInsets.trailing : 0)
        )
    }

    /// Groups follow each other horizontally in one row that scrolls sideways (`.continuous`).
    public var scrollsOrthogonally: Bool {
        get { orthogonalScrollingBehavior != .none }
        set { orthogonalScrollingBehavior = newValue ? .continuous : .none }
    }

    /// Creates a section layout.
    public init(
        group: CompositionalGroup, interGroupSpacing: Double = 0,
        contentInsets: DirectionalEdgeInsets = DirectionalEdgeInsets(), scrollsOrthogonally: Bool = false,
        orthogonalScrollingBehavior: OrthogonalScrollingBehavior? = nil, boundaryItems: [BoundaryItemLayout] = [],
        decorationItems: [DecorationItemLayout] = [], referenceInsets: DirectionalEdgeInsets = DirectionalEdgeInsets(),
        supplementariesFollowContentInsets: Bool = true, supplementaryReferenceInsets: DirectionalEdgeInsets? = nil
    ) {
        self.group = group
        self.interGroupSpacing = interGroupSpacing
        self.contentInsets = contentInsets
        self.orthogonalScrollingBehavior = orthogonalScrollingBehavior ?? (scrollsOrthogonally ? .continuous : .none)
        self.boundaryItems = boundaryItems
        self.decorationItems = decorationItems
        self.referenceInsets = referenceInsets
        self.supplementariesFollowContentInsets = supplementariesFollowContentInsets
        self.supplementaryReferenceInsets = supplementaryReferenceInsets
    }

    /// A grid of `columns` equal columns: rows of self-sized height (or `itemHeight`), `spacing`
    /// between items and rows, `insets` around the grid.
    public static func grid(
        columns: Int, itemHeight: LayoutDimension = .estimated(44), spacing: Double = 8,
        insets: DirectionalEdgeInsets = DirectionalEdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
    ) -> CompositionalSectionLayout {
        let item = CompositionalItem(
            size: LayoutSize(width: .fractionalWidth(1 / Double(max(1, columns))), height: itemHeight))
        let row = CompositionalGroup(
            axis: .horizontal, size: LayoutSize(width: .fractionalWidth(1), height: itemHeight), repeating: .item(item),
            count: columns,
            interItemSpacing: spacing)
        return CompositionalSectionLayout(group: row, interGroupSpacing: spacing, contentInsets: insets)
    }

    /// A single row of `itemSize` items, `spacing` apart, that scrolls sideways and is clipped at
    /// the container's edge (an emoji picker's row).
    public static func horizontalRow(
        itemSize: LayoutSize, spacing: Double = 8,
        insets: DirectionalEdgeInsets = DirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
    ) -> CompositionalSectionLayout {
        // The item fills its group, whose size is the item size; estimated lengths stay estimated.
        let fill = LayoutSize(
            width: itemSize.width.isEstimated ? itemSize.width : .fractionalWidth(1),
            height: itemSize.height.isEstimated ? itemSize.height : .fractionalHeight(1))
        let group = CompositionalGroup(
            axis: .horizontal, size: itemSize, subitems: [.item(CompositionalItem(size: fill))])
        return CompositionalSectionLayout(
            group: group, interGroupSpacing: spacing, contentInsets: insets, scrollsOrthogonally: true)
    }
}
