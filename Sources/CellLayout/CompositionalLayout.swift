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
    private let identity = ArrangementIdentity()
    /// The height fractional heights of the top-level group refer to.
    public let viewportHeight: Double

    /// Creates a section of `items` laid out by `layout`.
    public init(
        _ layout: CompositionalSectionLayout, items: [any LayoutNode], viewportHeight: Double = 852,
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
                role: "compositional.orthogonal", frame: moved(clip), clipsToBounds: true, children: ordered(band))
            // A section that is nothing but its row is the row.
            if children.isEmpty && layers.isEmpty && scroller.frame == bounds { return scroller }
            children.append(scroller)
        }
        children += ordered(layers)
        return PlacedNode(role: "compositional", frame: bounds, children: children)
    }

    /// The section at `width`: each item's cell frame relative to the section's top-left corner,
    /// the frames of its supplementary and decoration elements, and its height.
    public func arrangement(width: Double, context: LayoutContext) -> CompositionalArrangement {
        context.arrangements.arrangement(of: identity, width: width) {
            computeArrangement(width: width, context: context)
        }
    }

    private func computeArrangement(width: Double, context: LayoutContext) -> CompositionalArrangement {
        var result = CompositionalArrangement()
        guard !items.isEmpty else { return result }
        let insets = layout.contentInsets, reference = layout.referenceInsets
        let leading = insets.leading + reference.leading, trailing = insets.trailing + reference.trailing
        let contentWidth = max(0, width - leading - trailing)
        let container = Extent(width: contentWidth, height: viewportHeight)
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
        let boundaryX = layout.supplementariesFollowContentInsets ? leading : 0
        let boundaryWidth = layout.supplementariesFollowContentInsets ? contentWidth : width
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

/// A length along each axis, either of which may not be known yet (estimated).
private struct Extent {
    var width: Double?
    var height: Double?

    /// `dimension` resolved against this extent; `nil` when it must be measured.
    func length(of dimension: LayoutDimension) -> Double? {
        switch dimension {
        case .fractionalWidth(let fraction): width.map { $0 * fraction }
        case .fractionalHeight(let fraction): height.map { $0 * fraction }
        case .absolute(let length): length
        case .estimated, .uniformAcrossSiblings: nil
        }
    }

    /// The extent inside `insets`, where known.
    func inset(by insets: DirectionalEdgeInsets) -> Extent {
        Extent(
            width: width.map { max(0, $0 - insets.leading - insets.trailing) },
            height: height.map { max(0, $0 - insets.top - insets.bottom) })
    }
}

/// Resolves groups into frames, handing out items in order.
private struct Resolver {
    let items: [any LayoutNode]
    let supplementaryViews: [CompositionalElementKey: any LayoutNode]
    let context: LayoutContext
    /// The next item to place.
    var next = 0
    /// The frame of each placed item (before its content insets), relative to its top-level
    /// group once that group is resolved.
    var itemFrames: [Rect] = []
    /// The content insets, supplementary items and stacking order of each placed item.
    var cellInsets: [DirectionalEdgeInsets] = []
    var itemSupplementaries: [[SupplementaryItemLayout]] = []
    var cellZIndices: [Int] = []

    init(items: [any LayoutNode], supplementaryViews: [CompositionalElementKey: any LayoutNode], context: LayoutContext)
    {
        self.items = items
        self.supplementaryViews = supplementaryViews
        self.context = context
    }

    /// An element attached to a group, relative to the group's origin.
    struct Attached {
        var layout: SupplementaryItemLayout
        var frame: Rect
        var item: Int
    }

    /// One member of a group after resolving: its size, the items it holds (their frames relative
    /// to its own origin) and the elements attached to its groups.
    struct Resolved {
        var size: Size
        var items: [Int]
        var attached: [Attached] = []
        /// How an item's cross length follows its group's when that is estimated; `nil` for groups.
        var crossRule: CrossRule?
        /// The item's edge spacing (a group's own, for groups).
        var edgeSpacing: LayoutEdgeSpacing?
        /// Which lengths of an item are uniform across its siblings.
        var uniform: (width: Bool, height: Bool) = (false, false)
    }

    /// How an item's cross length follows a group whose cross length is estimated.
    enum CrossRule: Equatable {
        /// Known from the start; the item keeps it.
        case fixed
        /// Measured, then stretched to the group's cross length.
        case stretched
        /// A fraction of the group's cross length; it does not take part in measuring it.
        case fraction(Double)
    }

    /// Moves the frames of `member`'s items and attached elements by `offset`.
    mutating func move(_ member: Resolved, by offset: Point) -> Resolved {
        var moved = member
        for index in member.items { itemFrames[index] = itemFrames[index].offsetBy(dx: offset.x, dy: offset.y) }
        moved.attached = member.attached.map {
            var element = $0
            element.frame = element.frame.offsetBy(dx: offset.x, dy: offset.y)
            return element
        }
        return moved
    }

    mutating func resolve(_ group: CompositionalGroup, in container: Extent) -> Resolved {
        let extent = Extent(
            width: container.length(of: group.size.width), height: container.length(of: group.size.height))
        let inner = extent.inset(by: group.contentInsets)
        let firstItem = next
        var resolved: Resolved
        if let custom = group.customItems {
            resolved = resolveCustom(custom, extent: extent)
        } else {
            resolved = resolveStack(group, extent: extent, inner: inner)
        }
        resolved.edgeSpacing = group.edgeSpacing
        // Supplementary items attached to the group, inside its insets.
        if next > firstItem {
            let frame = Rect(origin: .zero, size: resolved.size).inset(by: group.contentInsets.edgeInsets)
            for supplementary in group.supplementaryItems {
                let size = size(
                    of: supplementary.size, contentInsets: supplementary.contentInsets,
                    key: .init(kind: supplementary.kind, item: firstItem),
                    in: Extent(width: frame.width, height: frame.height))
                resolved.attached.append(
                    Attached(
                        layout: supplementary,
                        frame: supplementary.frame(of: size, in: frame).inset(
                            by: supplementary.contentInsets.edgeInsets), item: firstItem))
            }
        }
        return resolved
    }

    /// A custom group: each item at its frame in the group.
    private mutating func resolveCustom(_ custom: [CustomGroupItem], extent: Extent) -> Resolved {
        var members: [Int] = []
        for customItem in custom where next < items.count {
            members.append(next)
            itemFrames.append(customItem.frame)
            cellInsets.append(DirectionalEdgeInsets())
            itemSupplementaries.append([])
            cellZIndices.append(customItem.zIndex)
            next += 1
        }
        let bounds = members.map { itemFrames[$0] }.reduce(Rect(x: 0, y: 0, width: 0, height: 0)) { $0.union($1) }
        let size = Size(width: extent.width ?? bounds.maxX, height: extent.height ?? bounds.maxY)
        return Resolved(size: size, items: members)
    }

    /// A horizontal or vertical group.
    private mutating func resolveStack(_ group: CompositionalGroup, extent: Extent, inner: Extent) -> Resolved {
        let horizontal = group.axis == .horizontal
        let groupMain = horizontal ? inner.width : inner.height
        let groupCross = horizontal ? inner.height : inner.width
        func main(_ size: Size) -> Double { horizontal ? size.width : size.height }
        func cross(_ size: Size) -> Double { horizontal ? size.height : size.width }
        func mainEdges(_ spacing: LayoutEdgeSpacing?) -> (LayoutSpacing?, LayoutSpacing?) {
            horizontal ? (spacing?.leading, spacing?.trailing) : (spacing?.top, spacing?.bottom)
        }
        func crossEdges(_ spacing: LayoutEdgeSpacing?) -> (LayoutSpacing?, LayoutSpacing?) {
            horizontal ? (spacing?.top, spacing?.bottom) : (spacing?.leading, spacing?.trailing)
        }
        var sharedMain: Double?
        var slots = group.subitems
        if let count = group.count, let first = group.subitems.first, count > 0 {
            slots = Array(repeating: first, count: count)
            sharedMain = groupMain.map { ($0 - group.interItemSpacing * Double(count - 1)) / Double(count) }
        }
        // The members: the slots in order, repeated (without a count) while the next one fits.
        var members: [Resolved] = []
        var used = 0.0
        var slot = 0
        var consumedThisRound = false
        let repeats = group.count == nil && groupMain != nil
        while next < items.count, !slots.isEmpty {
            if slot == slots.count {
                // Another round of the subitems, while the last one placed something.
                guard repeats, consumedThisRound else { break }
                slot = 0
                consumedThisRound = false
            }
            let before = self
            let start = next
            let member: Resolved
            switch slots[slot] {
            case .item(let item):
                member = resolveItem(item, in: inner, axis: group.axis, sharedMain: sharedMain)
            case .group(let subgroup):
                var container = inner
                if let sharedMain {
                    if horizontal { container.width = sharedMain } else { container.height = sharedMain }
                }
                member = resolve(subgroup, in: container)
            }
            slot += 1
            guard next > start else { continue }
            consumedThisRound = true
            let (lead, trail) = mainEdges(member.edgeSpacing)
            let length =
                main(member.size) + (lead?.length ?? 0) + (trail?.length ?? 0)
                + (members.isEmpty ? 0 : group.interItemSpacing)
            if repeats, !members.isEmpty, let groupMain, used + length > groupMain + 1e-6 {
                self = before
                break
            }
            used += length
            members.append(member)
        }
        // Lengths uniform across siblings take the largest measured one.
        let uniformWidth = members.filter(\.uniform.width).map(\.size.width).max()
        let uniformHeight = members.filter(\.uniform.height).map(\.size.height).max()
        for index in members.indices {
            if members[index].uniform.width, let uniformWidth { members[index].size.width = uniformWidth }
            if members[index].uniform.height, let uniformHeight { members[index].size.height = uniformHeight }
        }
        // The cross length: the group's, or the largest member's (fractions do not measure it).
        let finalCross =
            groupCross
            ?? members.filter { if case .fraction = $0.crossRule { false } else { true } }.map { member in
                let (top, bottom) = crossEdges(member.edgeSpacing)
                return cross(member.size) + (top?.length ?? 0) + (bottom?.length ?? 0)
            }.max() ?? 0
        for index in members.indices {
            guard let rule = members[index].crossRule else { continue }
            let stretched: Double? =
                switch rule {
                case .fixed: nil
                case .stretched: groupCross == nil ? finalCross : nil
                case .fraction(let fraction): finalCross * fraction
                }
            if let stretched {
                if horizontal { members[index].size.height = stretched } else { members[index].size.width = stretched }
            }
            for item in members[index].items { itemFrames[item].size = members[index].size }
        }
        // Flexible spacing (between members and on their edges) shares the free main length.
        var springs = 0
        for (offset, member) in members.enumerated() {
            let (lead, trail) = mainEdges(member.edgeSpacing)
            springs += (lead?.isFlexible == true ? 1 : 0) + (trail?.isFlexible == true ? 1 : 0)
            if offset > 0 && group.interItemSpacingIsFlexible { springs += 1 }
        }
        let usedMain = members.enumerated().reduce(0.0) { total, pair in
            let (lead, trail) = mainEdges(pair.element.edgeSpacing)
            return total + main(pair.element.size) + (lead?.length ?? 0) + (trail?.length ?? 0)
                + (pair.offset > 0 ? group.interItemSpacing : 0)
        }
        let share = springs > 0 && groupMain != nil ? max(0, groupMain! - usedMain) / Double(springs) : 0
        func spacing(_ value: LayoutSpacing?) -> Double {
            (value?.length ?? 0) + (value?.isFlexible == true ? share : 0)
        }
        var position = 0.0
        var placed: [Resolved] = []
        for (offset, member) in members.enumerated() {
            if offset > 0 { position += group.interItemSpacing + (group.interItemSpacingIsFlexible ? share : 0) }
            let (lead, trail) = mainEdges(member.edgeSpacing)
            position += spacing(lead)
            // Across: the top (leading) spacing, and flexible spacing sharing what is left.
            let (top, bottom) = crossEdges(member.edgeSpacing)
            var crossOffset = top?.length ?? 0
            let free = finalCross - cross(member.size) - (top?.length ?? 0) - (bottom?.length ?? 0)
            switch (top?.isFlexible == true, bottom?.isFlexible == true) {
            case (true, true): crossOffset += max(0, free) / 2
            case (true, false): crossOffset += max(0, free)
            default: break
            }
            let origin = horizontal ? Point(x: position, y: crossOffset) : Point(x: crossOffset, y: position)
            placed.append(
                move(
                    member, by: Point(x: origin.x + group.contentInsets.leading, y: origin.y + group.contentInsets.top))
            )
            position += main(member.size) + spacing(trail)
        }
        let finalMain = groupMain ?? position
        let insets = group.contentInsets
        let size =
            horizontal
            ? Size(
                width: (extent.width ?? finalMain + insets.leading + insets.trailing),
                height: extent.height ?? finalCross + insets.top + insets.bottom)
            : Size(
                width: extent.width ?? finalCross + insets.leading + insets.trailing,
                height: extent.height ?? finalMain + insets.top + insets.bottom)
        return Resolved(size: size, items: placed.flatMap(\.items), attached: placed.flatMap(\.attached))
    }

    /// An item's size in a group of `extent`, measuring estimated lengths (and fractions of
    /// lengths not known yet), and consumes the next cell.
    private mutating func resolveItem(_ item: CompositionalItem, in extent: Extent, axis: Axis, sharedMain: Double?)
        -> Resolved
    {
        let node = items[next]
        let index = next
        next += 1
        cellInsets.append(item.contentInsets)
        itemSupplementaries.append(item.supplementaryItems)
        cellZIndices.append(0)
        let insets = item.contentInsets
        let horizontalInsets = insets.leading + insets.trailing, verticalInsets = insets.top + insets.bottom
        let horizontal = axis == .horizontal
        var width = horizontal ? sharedMain ?? extent.length(of: item.size.width) : extent.length(of: item.size.width)
        var height =
            horizontal ? extent.length(of: item.size.height) : sharedMain ?? extent.length(of: item.size.height)
        // The cross length: known, a fraction of the group's once that is known, or measured.
        let crossDimension = horizontal ? item.size.height : item.size.width
        var crossRule = CrossRule.fixed
        if (horizontal ? height : width) == nil {
            switch (crossDimension, axis) {
            case (.fractionalHeight(let fraction), .horizontal), (.fractionalWidth(let fraction), .vertical):
                crossRule = .fraction(fraction)
            default: crossRule = .stretched
            }
        }
        if width == nil {
            let proposal = ProposedSize(width: extent.width.map { max(0, $0 - horizontalInsets) }, height: nil)
            width =
                CellFitting.size(of: node, proposal: proposal, mode: .compressed, context: context).width
                + horizontalInsets
        }
        if height == nil {
            let proposal = ProposedSize(width: max(0, width! - horizontalInsets), height: nil)
            height =
                CellFitting.size(of: node, proposal: proposal, mode: .expanded, context: context).height
                + verticalInsets
        }
        let size = Size(width: width!, height: height!)
        itemFrames.append(Rect(origin: .zero, size: size))
        var uniform = (width: false, height: false)
        if case .uniformAcrossSiblings = item.size.width { uniform.width = true }
        if case .uniformAcrossSiblings = item.size.height { uniform.height = true }
        return Resolved(
            size: size, items: [index], crossRule: crossRule, edgeSpacing: item.edgeSpacing, uniform: uniform)
    }

    /// The size of a supplementary element of `size` in `extent`, measuring its view for
    /// estimated lengths (plus its content insets).
    func size(
        of size: LayoutSize, contentInsets insets: DirectionalEdgeInsets, key: CompositionalElementKey,
        in extent: Extent
    )
        -> Size
    {
        var width = extent.length(of: size.width)
        var height = extent.length(of: size.height)
        let view = supplementaryViews[key]
        let horizontalInsets = insets.leading + insets.trailing, verticalInsets = insets.top + insets.bottom
        if width == nil {
            let proposal = ProposedSize(width: extent.width.map { max(0, $0 - horizontalInsets) }, height: nil)
            width =
                view.map { CellFitting.size(of: $0, proposal: proposal, mode: .compressed, context: context).width }
                .map { $0 + horizontalInsets } ?? estimate(size.width)
        }
        if height == nil {
            let proposal = ProposedSize(width: max(0, width! - horizontalInsets), height: nil)
            height =
                view.map { CellFitting.size(of: $0, proposal: proposal, mode: .expanded, context: context).height }
                .map { $0 + verticalInsets } ?? estimate(size.height)
        }
        return Size(width: width!, height: height!)
    }

    private func estimate(_ dimension: LayoutDimension) -> Double {
        switch dimension {
        case .estimated(let value), .uniformAcrossSiblings(let value): value
        default: 0
        }
    }
}

extension Rect {
    /// The smallest rectangle holding both.
    fileprivate func union(_ other: Rect) -> Rect {
        let minX = Swift.min(self.minX, other.minX), minY = Swift.min(self.minY, other.minY)
        let maxX = Swift.max(self.maxX, other.maxX), maxY = Swift.max(self.maxY, other.maxY)
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
