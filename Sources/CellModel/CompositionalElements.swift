import Primitives

/// The space between neighbours in a compositional layout, as `NSCollectionLayoutSpacing`: a
/// fixed length, or a flexible one that is at least `length` and takes a share of the space the
/// group's members leave free.
public struct LayoutSpacing: Hashable, Codable, Sendable {
    /// The length (the least length when flexible).
    public var length: Double
    /// Whether the spacing grows to share the free space of its group.
    public var isFlexible: Bool

    /// A spacing of exactly `length` points.
    public static func fixed(_ length: Double) -> LayoutSpacing { LayoutSpacing(length: length, isFlexible: false) }
    /// A spacing of at least `length` points that shares the free space.
    public static func flexible(_ length: Double) -> LayoutSpacing { LayoutSpacing(length: length, isFlexible: true) }
}

/// Space around an item in its group, as `NSCollectionLayoutEdgeSpacing`: each edge fixed,
/// flexible or none.
public struct LayoutEdgeSpacing: Hashable, Codable, Sendable {
    public var leading: LayoutSpacing?
    public var top: LayoutSpacing?
    public var trailing: LayoutSpacing?
    public var bottom: LayoutSpacing?

    /// Creates an edge spacing.
    public init(
        leading: LayoutSpacing? = nil, top: LayoutSpacing? = nil, trailing: LayoutSpacing? = nil,
        bottom: LayoutSpacing? = nil
    ) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
    }
}

/// Where a supplementary item attaches to the item or group it belongs to, as
/// `NSCollectionLayoutAnchor`: the edges it keeps to (none on an axis centres it there), and an
/// offset in points or in fractions of the supplementary item's own size (x towards the trailing
/// edge, y downwards).
public struct LayoutAnchor: Hashable, Codable, Sendable {
    /// An edge of a rectangle, as `NSDirectionalRectEdge`.
    public enum Edge: String, Hashable, Codable, Sendable, CaseIterable { case top, leading, bottom, trailing }

    public var edges: Set<Edge>
    public var offset: Point
    /// Whether ``offset`` is a fraction of the supplementary item's size.
    public var isFractional: Bool

    /// Creates an anchor.
    public init(edges: Set<Edge>, offset: Point = .zero, isFractional: Bool = false) {
        self.edges = edges
        self.offset = offset
        self.isFractional = isFractional
    }

    /// The point of `rect` the edges name: an edge's side, the middle on an axis without one.
    public func point(in rect: Rect) -> Point {
        func along(low: Edge, high: Edge, min: Double, length: Double) -> Double {
            switch (edges.contains(low), edges.contains(high)) {
            case (true, false): min
            case (false, true): min + length
            default: min + length / 2
            }
        }
        return Point(
            x: along(low: .leading, high: .trailing, min: rect.minX, length: rect.width),
            y: along(low: .top, high: .bottom, min: rect.minY, length: rect.height))
    }

    /// The offset in points for an element of `size`.
    public func offset(for size: Size) -> Point {
        isFractional ? Point(x: offset.x * size.width, y: offset.y * size.height) : offset
    }
}

/// A supplementary view attached to every item (or group) of a compositional layout, as
/// `NSCollectionLayoutSupplementaryItem`: a badge on an item, a frame around a group.
public struct SupplementaryItemLayout: Hashable, Codable, Sendable {
    /// The element kind; the collection's views of this kind are drawn in it.
    public var kind: String
    /// Its size; fractions refer to the item (or group) it is attached to.
    public var size: LayoutSize
    /// Where it attaches to the item.
    public var containerAnchor: LayoutAnchor
    /// Which point of the supplementary item sits at the container anchor (UIKit's `itemAnchor`);
    /// `nil` places it by the container anchor alone.
    public var itemAnchor: LayoutAnchor?
    /// The stacking order among the section's elements (higher is in front).
    public var zIndex: Int
    /// Space between the element's frame and its view.
    public var contentInsets: DirectionalEdgeInsets

    /// Creates a supplementary item.
    public init(
        kind: String, size: LayoutSize, containerAnchor: LayoutAnchor, itemAnchor: LayoutAnchor? = nil,
        zIndex: Int = 0, contentInsets: DirectionalEdgeInsets = DirectionalEdgeInsets()
    ) {
        self.kind = kind
        self.size = size
        self.containerAnchor = containerAnchor
        self.itemAnchor = itemAnchor
        self.zIndex = zIndex
        self.contentInsets = contentInsets
    }

    /// The frame of the supplementary item of `size` attached to `container` (leading is the
    /// left edge): the point of the element its item anchor names (by default the container
    /// anchor's edges, which keeps the element inside them) goes to the point of the container the
    /// container anchor names, then moves by the container anchor's offset; an item anchor's
    /// offset moves its point within the element.
    public func frame(of size: Size, in container: Rect) -> Rect {
        let own = itemAnchor ?? LayoutAnchor(edges: containerAnchor.edges)
        let target = containerAnchor.point(in: container), moved = containerAnchor.offset(for: size)
        let point = own.point(in: Rect(origin: .zero, size: size)), shift = own.offset(for: size)
        return Rect(
            x: target.x + moved.x - point.x - shift.x, y: target.y + moved.y - point.y - shift.y, width: size.width,
            height: size.height)
    }
}

/// Where a boundary supplementary item sits on its section or layout, as `NSRectAlignment`.
public enum RectAlignment: String, Hashable, Codable, Sendable, CaseIterable {
    case none, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing

    /// Whether the element sits above the content (top edge), below it (bottom edge), or beside it.
    public var isTop: Bool { [.top, .topLeading, .topTrailing].contains(self) }
    public var isBottom: Bool { [.bottom, .bottomLeading, .bottomTrailing].contains(self) }

    /// The anchor edges of the alignment.
    public var edges: Set<LayoutAnchor.Edge> {
        switch self {
        case .none: []
        case .top: [.top]
        case .topLeading: [.top, .leading]
        case .leading: [.leading]
        case .bottomLeading: [.bottom, .leading]
        case .bottom: [.bottom]
        case .bottomTrailing: [.bottom, .trailing]
        case .trailing: [.trailing]
        case .topTrailing: [.top, .trailing]
        }
    }
}

/// A header, footer or other element on an edge of a section or of the whole layout, as
/// `NSCollectionLayoutBoundarySupplementaryItem`.
public struct BoundaryItemLayout: Hashable, Codable, Sendable {
    public var kind: String
    /// Its size; fractions refer to the section's (or layout's) content area.
    public var size: LayoutSize
    public var alignment: RectAlignment
    /// Moves the element from where its alignment puts it, in points.
    public var offset: Point
    /// Whether a top or bottom element makes room for itself (the content moves past it), as
    /// `extendsBoundary`; when `false` it lies over the content.
    public var extendsBoundary: Bool
    /// Whether it stays in the visible bounds while its section scrolls by, as `pinToVisibleBounds`.
    public var pinsToVisibleBounds: Bool
    public var zIndex: Int
    /// Space between the element's frame and its view.
    public var contentInsets: DirectionalEdgeInsets

    /// Creates a boundary item; like UIKit's, it extends the boundary and is not pinned.
    public init(
        kind: String, size: LayoutSize, alignment: RectAlignment, offset: Point = .zero, extendsBoundary: Bool = true,
        pinsToVisibleBounds: Bool = false, zIndex: Int = 0,
        contentInsets: DirectionalEdgeInsets = DirectionalEdgeInsets()
    ) {
        self.kind = kind
        self.size = size
        self.alignment = alignment
        self.offset = offset
        self.extendsBoundary = extendsBoundary
        self.pinsToVisibleBounds = pinsToVisibleBounds
        self.zIndex = zIndex
        self.contentInsets = contentInsets
    }
}

/// A decoration behind a section, as `NSCollectionLayoutDecorationItem.background(elementKind:)`:
/// it spans the section's area inside the section's content insets, then inside its own.
public struct DecorationItemLayout: Hashable, Codable, Sendable {
    public var kind: String
    public var contentInsets: DirectionalEdgeInsets
    /// The stacking order; a decoration is always below the section's other elements.
    public var zIndex: Int

    /// Creates a background decoration.
    public init(kind: String, contentInsets: DirectionalEdgeInsets = DirectionalEdgeInsets(), zIndex: Int = 0) {
        self.kind = kind
        self.contentInsets = contentInsets
        self.zIndex = zIndex
    }
}

/// How a section that scrolls sideways settles, as `UICollectionLayoutSectionOrthogonalScrollingBehavior`.
/// At rest (as a screen appears) every behaviour shows its first group at the leading content
/// inset, except `groupPagingCentered`, which centres it.
public enum OrthogonalScrollingBehavior: String, Hashable, Codable, Sendable, CaseIterable {
    case none, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
}

/// A view a collection shows in a supplementary or decoration element: its kind, the item it
/// belongs to (`nil` for a section's or the layout's boundary items and decorations), and its
/// content, drawn as a cell whose content fills it.
public struct CollectionSupplementaryView: Hashable, Codable, Sendable {
    public var kind: String
    public var item: Int?
    public var view: ListCell

    /// Creates a supplementary view.
    public init(kind: String, item: Int? = nil, view: ListCell) {
        self.kind = kind
        self.item = item
        self.view = view
    }
}
