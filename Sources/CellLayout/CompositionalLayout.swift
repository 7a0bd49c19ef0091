import CellModel
import Primitives

/// A compositional layout section, as `NSCollectionLayoutSection`: its group is repeated until the
/// items run out, each repetition below the last (or beside it, in a section that scrolls
/// orthogonally, which is drawn at rest as one row clipped at the collection's edges), with its
/// boundary items (headers, footers), its items' and groups' supplementary items (badges) and its
/// decorations (backgrounds).
///
/// Lengths resolve as UIKit resolves them:
/// - fractional lengths are fractions of the containing group's size inside its content insets
///   (the section's content width, inside its content insets, and the viewport height for the
///   top-level group); a fractional width may size a height, for squares;
/// - a group repeats its subitems, in order, as long as the next one fits its length; a group
///   with `count` shares its length (less the spacing) equally among that many copies of its
///   first subitem;
/// - flexible inter-item spacing and flexible edge spacing share the length the members leave
///   free equally; fixed ones are added as they are;
/// - estimated lengths are replaced by the measured ones: an item's fitting size, a group's
///   extent around its subitems; a fraction of a length that is itself estimated is measured too;
///   lengths uniform across siblings take the largest measured one of the group;
/// - in a group whose cross length is estimated, items with an estimated cross length are
///   stretched to the tallest (or widest) one, so the cells of a grid row are equally high;
/// - an item's content insets shrink the cell inside the item's frame; supplementary items are
///   anchored to the cell's frame (a group's to the group's frame inside its insets);
/// - boundary items that extend the boundary sit above (top) or below (bottom) the content and
///   its content insets, as wide as the content when they follow the content insets; others lie
///   over the content where their alignment puts them;
/// - a background decoration spans the section's whole frame inside its own content insets, and
///   is drawn below everything else; other elements are drawn by `zIndex`, cells before
///   supplementary views at the same index.
///
/// A partly filled last group keeps its size; an empty section takes no space.
public struct CompositionalNode: LayoutNode {
    public let layout: CompositionalSectionLayout
    public let items: [any LayoutNode]
    /// The views of the section's supplementary and decoration elements, by kind and item
    /// (`nil` for boundary items and decorations).
    public let supplementaryViews: [CompositionalElementKey: any LayoutNode]
    /// The section's index, for the elements' identities; `nil` for the layout's own boundary
    /// items, laid out as a section around the sections.
    public let section: Int?
    /// Keys this section's arrangements in the context (the stored properties are constants, so copies may share it).
    private let key = ArrangementKey<CompositionalArrangement>()
    /// The height fractional heights of the top-level group refer to.
    public let viewportHeight: Double

    /// Creates a section of `items` laid out by `layout`.
    public init(
        _ layout: CompositionalSectionLayout, items: [any LayoutNode],
        viewportHeight: Double = DevicePreset.defaultScreenHeight,
        supplementaryViews: [CompositionalElementKey: any LayoutNode] = [:], section: Int? = 0
    ) {
        self.layout = layout
        self.items = items
        self.viewportHeight = viewportHeight
        self.supplementaryViews = supplementaryViews
        self.section = section
    }

    public func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
        let width = proposal.width ?? 0
        return Size(width: width, height: arrangement(width: width, context: context).height)
    }

    public func place(in bounds: Rect, context: LayoutContext) -> PlacedNode {
        let arrangement = arrangement(width: bounds.width, context: context)
        func moved(_ frame: Rect) -> Rect { frame.offsetBy(dx: bounds.minX, dy: bounds.minY) }
        var layers: [(z: Int, order: Int, node: PlacedNode)] = []
        var decorations: [(z: Int, node: PlacedNode)] = []
        var band: [(z: Int, order: Int, node: PlacedNode)] = []
        for (index, item) in items.enumerated() where index < arrangement.frames.count {
            let node = item.place(in: moved(arrangement.frames[index]), context: context)
            let entry: (z: Int, order: Int, node: PlacedNode) = (arrangement.cellZIndices[index], 0, node)
            if arrangement.clip != nil { band.append(entry) } else { layers.append(entry) }
        }
        for element in arrangement.elements {
            guard let view = supplementaryViews[element.key] else { continue }
            var node = view.place(in: moved(element.frame), context: context)
            node.element = element.identity(section: section)
            switch element.placement {
            case .decoration: decorations.append((element.zIndex, node))
            case .boundary: layers.append((element.zIndex, 1, node))
            case .attached:
                if arrangement.clip != nil {
                    band.append((element.zIndex, 1, node))
                } else {
                    layers.append((element.zIndex, 1, node))
                }
            }
        }
        func ordered(_ entries: [(z: Int, order: Int, node: PlacedNode)]) -> [PlacedNode] {
            entries.enumerated().sorted { lhs, rhs in
                (lhs.element.z, lhs.element.order, lhs.offset) < (rhs.element.z, rhs.element.order, rhs.offset)
            }.map(\.element.node)
        }
        var children = decorations.enumerated().sorted { ($0.element.z, $0.offset) < ($1.element.z, $1.offset) }.map(
            \.element.node)
        if let clip = arrangement.clip {
            // The cells of a section that scrolls sideways live in a scroll view as wide as the
            // collection, which clips them (and their badges) at its edges.
            let scroller = PlacedNode(
                role: .compositionalOrthogonal, frame: moved(clip), clipsToBounds: true, children: ordered(band))
            // A section that is nothing but its row is the row.
            if children.isEmpty && layers.isEmpty && scroller.frame == bounds { return scroller }
            children.append(scroller)
        }
        children += ordered(layers)
        return PlacedNode(role: .compositional, frame: bounds, children: children)
    }

    /// The section at `width`: each item's cell frame relative to the section's top-left corner,
    /// the frames of its supplementary and decoration elements, and its height.
    public func arrangement(width: Double, context: LayoutContext) -> CompositionalArrangement {
        context.arrangements.arrangement(for: key, width: width) {
            computeArrangement(width: width, context: context)
        }
    }

    /// What the section's groups take their fractions of: the width inside the section's insets
    /// (`contentWidth`), or for an orthogonally scrolling section the whole `width` inside the
    /// reference insets, since its scrolling band spans the collection and its own insets only
    /// move the groups. Measured from an iOS recording: a 0.42 group with 10 pt insets is 0.42 of
    /// the screen's width.
    private func groupContainer(width: Double, contentWidth: Double) -> Extent {
        let reference = layout.referenceInsets
        let orthogonal = layout.orthogonalScrollingBehavior != .none
        return Extent(
            width: orthogonal ? max(0, width - reference.leading - reference.trailing) : contentWidth,
            height: viewportHeight)
    }

    private func computeArrangement(width: Double, context: LayoutContext) -> CompositionalArrangement {
        var result = CompositionalArrangement()
        guard !items.isEmpty else { return result }
        let insets = layout.contentInsets, reference = layout.referenceInsets
        let leading = insets.leading + reference.leading, trailing = insets.trailing + reference.trailing
        let contentWidth = max(0, width - leading - trailing)
        let container = groupContainer(width: width, contentWidth: contentWidth)
        var resolver = Resolver(items: items, supplementaryViews: supplementaryViews, context: context)
        var groupFrames: [Rect] = []
        var groups: [Resolver.Resolved] = []
        while resolver.next < items.count {
            let start = resolver.next
            let group = resolver.resolve(layout.group, in: container)
            guard resolver.next > start else { break }
            groups.append(group)
        }
        // The boundary items' sizes: as wide as the content (or the collection), measured when estimated.
        let (boundaryX, boundaryTrailing) = layout.boundaryItemInsets
        let boundaryWidth = max(0, width - boundaryX - boundaryTrailing)
        let boundaries = layout.boundaryItems.map { item in
            (
                item,
                resolver.size(
                    of: item.size, contentInsets: item.contentInsets, key: .init(kind: item.kind, item: nil),
                    in: Extent(width: boundaryWidth, height: viewportHeight))
            )
        }
        let topExtent = boundaries.filter { $0.0.extendsBoundary && $0.0.alignment.isTop }.map(\.1.height).max() ?? 0
        let contentTop = topExtent
        // The groups, one below the other or, orthogonally, side by side at rest.
        let orthogonal = layout.orthogonalScrollingBehavior != .none
        var position = orthogonal ? leading : contentTop + insets.top
        if orthogonal, layout.orthogonalScrollingBehavior == .groupPagingCentered, let first = groups.first {
            position = leading + (contentWidth - first.size.width) / 2
        }
        var rowHeight = 0.0
        for group in groups {
            let origin = orthogonal ? Point(x: position, y: contentTop + insets.top) : Point(x: leading, y: position)
            groupFrames.append(Rect(origin: origin, size: group.size))
            position += (orthogonal ? group.size.width : group.size.height) + layout.interGroupSpacing
            rowHeight = max(rowHeight, group.size.height)
        }
        let contentBottom =
            orthogonal
            ? contentTop + insets.top + rowHeight + insets.bottom
            : (groups.isEmpty ? contentTop + insets.top : position - layout.interGroupSpacing) + insets.bottom
        // Cells, with their content insets, and the elements attached to items and groups.
        var frames = resolver.itemFrames
        var elements: [CompositionalArrangement.Element] = []
        for (offset, group) in groups.enumerated() {
            let origin = groupFrames[offset].origin
            for index in group.items { frames[index] = frames[index].offsetBy(dx: origin.x, dy: origin.y) }
            for attached in group.attached {
                elements.append(
                    .init(
                        key: .init(kind: attached.layout.kind, item: attached.item),
                        frame: attached.frame.offsetBy(dx: origin.x, dy: origin.y), zIndex: attached.layout.zIndex,
                        placement: .attached))
            }
        }
        for index in frames.indices {
            let cell = frames[index].inset(by: resolver.cellInsets[index].edgeInsets)
            frames[index] = cell
            for supplementary in resolver.itemSupplementaries[index] {
                let size = resolver.size(
                    of: supplementary.size, contentInsets: supplementary.contentInsets,
                    key: .init(kind: supplementary.kind, item: index),
                    in: Extent(width: cell.width, height: cell.height))
                elements.append(
                    .init(
                        key: .init(kind: supplementary.kind, item: index),
                        frame: supplementary.frame(of: size, in: cell).inset(
                            by: supplementary.contentInsets.edgeInsets), zIndex: supplementary.zIndex,
                        placement: .attached))
            }
        }
        // Boundary items around the content.
        let bottomExtent =
            boundaries.filter { $0.0.extendsBoundary && $0.0.alignment.isBottom }.map(\.1.height).max() ?? 0
        let height = contentBottom + bottomExtent
        for (item, size) in boundaries {
            let area: Rect
            if item.extendsBoundary && item.alignment.isTop {
                area = Rect(x: boundaryX, y: 0, width: boundaryWidth, height: topExtent)
            } else if item.extendsBoundary && item.alignment.isBottom {
                area = Rect(x: boundaryX, y: contentBottom, width: boundaryWidth, height: bottomExtent)
            } else {
                area = Rect(x: boundaryX, y: contentTop, width: boundaryWidth, height: contentBottom - contentTop)
            }
            let anchored = LayoutAnchor(edges: item.alignment.edges).point(in: area)
            let own = LayoutAnchor(edges: item.alignment.edges).point(in: Rect(origin: .zero, size: size))
            let frame = Rect(
                x: anchored.x + item.offset.x - own.x, y: anchored.y + item.offset.y - own.y, width: size.width,
                height: size.height)
            elements.append(
                .init(
                    key: .init(kind: item.kind, item: nil), frame: frame.inset(by: item.contentInsets.edgeInsets),
                    zIndex: item.zIndex, placement: .boundary, pinsToVisibleBounds: item.pinsToVisibleBounds))
        }
        // Backgrounds: the whole section inside their insets.
        for decoration in layout.decorationItems {
            elements.append(
                .init(
                    key: .init(kind: decoration.kind, item: nil),
                    frame: Rect(x: 0, y: 0, width: width, height: height).inset(
                        by: decoration.contentInsets.edgeInsets),
                    zIndex: decoration.zIndex, placement: .decoration))
        }
        result.frames = frames
        result.cellZIndices = resolver.cellZIndices
        result.elements = elements
        result.height = height
        if orthogonal { result.clip = Rect(x: 0, y: contentTop, width: width, height: contentBottom - contentTop) }
        return result
    }
}

/// A supplementary or decoration element of a section: its kind, and the item it is attached to
/// (`nil` for boundary items and decorations).
public struct CompositionalElementKey: Hashable, Sendable {
    public var kind: String
    public var item: Int?

    /// Creates a key.
    public init(kind: String, item: Int?) {
        self.kind = kind
        self.item = item
    }
}

/// Where a compositional section puts its cells and elements, relative to its top-left corner.
public struct CompositionalArrangement: Sendable {
    /// A supplementary or decoration element's frame (its view's frame, inside its content insets).
    public struct Element: Sendable {
        /// What kind of element it is: attached to an item or group, on the section's boundary, behind it.
        public enum Placement: Sendable { case attached, boundary, decoration }

        public var key: CompositionalElementKey
        public var frame: Rect
        public var zIndex: Int
        public var placement: Placement
        /// A boundary item that stays in the visible bounds while its section scrolls by.
        public var pinsToVisibleBounds = false

        /// The element's identity in section `section` (`nil`: an element of the whole layout).
        public func identity(section: Int?) -> LayoutElement {
            guard let section else { return .layoutSupplementary(kind: key.kind) }
            return placement == .decoration
                ? .decoration(kind: key.kind, section: section)
                : .supplementary(kind: key.kind, section: section, item: key.item ?? 0)
        }
    }

    /// Each placed item's cell frame (inside its content insets), in item order.
    public var frames: [Rect] = []
    /// Each placed item's stacking order (a custom group item's `zIndex`; 0 otherwise).
    public var cellZIndices: [Int] = []
    public var elements: [Element] = []
    public var height = 0.0
    /// For a section that scrolls sideways, the band its cells are clipped to: the collection's
    /// width, the content's height.
    public var clip: Rect?
}
