import CellModel
import Primitives

/// A length along each axis, either of which may not be known yet (estimated).
///
/// A fraction of an estimated length is a fraction of the estimate: UIKit self-sizes only items
/// whose own dimension is estimated, so an item of `.fractionalHeight(1)` in a group of
/// `.estimated(100)` height is 100 pt tall whatever its cell's content, and the group with it.
struct Extent {
    var width: Double?
    var height: Double?
    /// The estimates standing for `width` and `height` where those are not known, for fractions.
    var estimatedWidth: Double?
    var estimatedHeight: Double?

    /// `dimension` resolved against this extent; `nil` when it must be measured.
    func length(of dimension: LayoutDimension) -> Double? {
        switch dimension {
        case .fractionalWidth(let fraction): (width ?? estimatedWidth).map { $0 * fraction }
        case .fractionalHeight(let fraction): (height ?? estimatedHeight).map { $0 * fraction }
        case .absolute(let length): length
        case .estimated, .uniformAcrossSiblings: nil
        }
    }

    /// The extent of a group or item of `size` in this one, with the estimates of its estimated
    /// lengths.
    func extent(of size: LayoutSize) -> Extent {
        func estimate(_ dimension: LayoutDimension) -> Double? {
            if case .estimated(let value) = dimension { value } else { nil }
        }
        return Extent(
            width: length(of: size.width), height: length(of: size.height),
            estimatedWidth: estimate(size.width), estimatedHeight: estimate(size.height))
    }

    /// The extent inside `insets`, where known.
    func inset(by insets: DirectionalEdgeInsets) -> Extent {
        func inset(_ length: Double?, _ before: Double, _ after: Double) -> Double? {
            length.map { max(0, $0 - before - after) }
        }
        return Extent(
            width: inset(width, insets.leading, insets.trailing), height: inset(height, insets.top, insets.bottom),
            estimatedWidth: inset(estimatedWidth, insets.leading, insets.trailing),
            estimatedHeight: inset(estimatedHeight, insets.top, insets.bottom))
    }
}

/// Resolves groups into frames, handing out items in order.
struct Resolver {
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

    /// The length each of a group's `count` repeated subitems takes along the group's axis.
    struct SharedLength {
        var length: Double
        var horizontal: Bool
    }

    mutating func resolve(_ group: CompositionalGroup, in container: Extent, sharedMain: SharedLength? = nil)
        -> Resolved
    {
        var extent = container.extent(of: group.size)
        // A subgroup repeated `count` times takes its share of its parent's length along the
        // parent's axis, whatever its own dimension says, as an item does.
        if let sharedMain {
            if sharedMain.horizontal { extent.width = sharedMain.length } else { extent.height = sharedMain.length }
        }
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
                member = resolve(
                    subgroup, in: inner, sharedMain: sharedMain.map { SharedLength(length: $0, horizontal: horizontal) }
                )
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
