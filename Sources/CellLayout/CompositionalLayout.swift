import CellModel
import Primitives

/// A compositional layout section, as `NSCollectionLayoutSection`: its group is repeated until the
/// items run out, each repetition below the last (or beside it, in a section that scrolls
/// orthogonally, which is drawn as one row clipped at the container's edge).
///
/// Lengths resolve as UIKit resolves them:
/// - fractional lengths are fractions of the containing group (the section's content width and the
///   viewport height for the top-level group); a fractional width may size a height, for squares;
/// - a repeating group (`count`) shares its length equally among its copies;
/// - estimated lengths are replaced by the measured ones: an item's fitting size, a group's
///   extent around its subitems; a fraction of a length that is itself estimated is measured too;
/// - in a group whose cross length is estimated, items with an estimated cross length are
///   stretched to the tallest (or widest) one, so the cells of a grid row are equally high;
/// - an item's content insets shrink the cell inside the item's frame.
///
/// A partly filled last group keeps its size; an empty section takes no space.
public struct CompositionalNode: LayoutNode {
    public let layout: CompositionalSectionLayout
    public let items: [any LayoutNode]
    /// Keys this section's arrangements in the context (the stored properties are constants, so copies may share it).
    private let identity = ArrangementIdentity()
    /// The height fractional heights of the top-level group refer to.
    public let viewportHeight: Double

    /// Creates a section of `items` laid out by `layout`.
    public init(_ layout: CompositionalSectionLayout, items: [any LayoutNode], viewportHeight: Double = 852) {
        self.layout = layout
        self.items = items
        self.viewportHeight = viewportHeight
    }

    public func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
        let width = proposal.width ?? 0
        return Size(width: width, height: arrangement(width: width, context: context).height)
    }

    public func place(in bounds: Rect, context: LayoutContext) -> PlacedNode {
        let arrangement = arrangement(width: bounds.width, context: context)
        let children = zip(items, arrangement.frames).enumerated().map { index, pair in
            let (item, frame) = pair
            let insets = arrangement.cellInsets[index]
            return item.place(
                in: frame.offsetBy(dx: bounds.minX, dy: bounds.minY).inset(by: insets.edgeInsets),
                context: context)
        }
        return PlacedNode(
            role: layout.scrollsOrthogonally ? "compositional.orthogonal" : "compositional", frame: bounds,
            clipsToBounds: layout.scrollsOrthogonally, children: children)
    }

    /// Every item's frame (before its content insets) relative to the section's top-left corner,
    /// the content insets of each, and the section's height.
    public func arrangement(width: Double, context: LayoutContext) -> (
        frames: [Rect], cellInsets: [DirectionalEdgeInsets], height: Double
    ) {
        context.arrangements.arrangement(of: identity, width: width) {
            computeArrangement(width: width, context: context)
        }
    }

    private func computeArrangement(width: Double, context: LayoutContext) -> (
        frames: [Rect], cellInsets: [DirectionalEdgeInsets], height: Double
    ) {
        guard !items.isEmpty else { return ([], [], 0) }
        let insets = layout.contentInsets
        let container = Extent(width: max(0, width - insets.leading - insets.trailing), height: viewportHeight)
        var resolver = Resolver(items: items, context: context)
        var frames: [Rect] = []
        var position = layout.scrollsOrthogonally ? insets.leading : insets.top
        var rowHeight = 0.0
        while resolver.next < items.count {
            let start = resolver.next
            let group = resolver.resolve(layout.group, in: container)
            guard resolver.next > start else { break }
            let origin =
                layout.scrollsOrthogonally ? Point(x: position, y: insets.top) : Point(x: insets.leading, y: position)
            frames += group.frames.map { $0.offsetBy(dx: origin.x, dy: origin.y) }
            position += (layout.scrollsOrthogonally ? group.size.width : group.size.height) + layout.interGroupSpacing
            rowHeight = max(rowHeight, group.size.height)
        }
        let height =
            layout.scrollsOrthogonally
            ? insets.top + rowHeight + insets.bottom
            : position - layout.interGroupSpacing + insets.bottom
        return (frames, resolver.cellInsets, height)
    }
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
        case .estimated: nil
        }
    }
}

/// Resolves groups into frames, handing out items in order.
private struct Resolver {
    let items: [any LayoutNode]
    let context: LayoutContext
    /// The next item to place.
    var next = 0
    /// The content insets of each placed item, in item order.
    var cellInsets: [DirectionalEdgeInsets] = []

    init(items: [any LayoutNode], context: LayoutContext) {
        self.items = items
        self.context = context
    }

    /// One member of a group after resolving: its size, and the frames of the items it holds
    /// (relative to its own origin).
    struct Resolved {
        var size: Size
        var frames: [Rect]
        /// How an item's cross length follows its group's when that is estimated; `nil` for groups.
        var crossRule: CrossRule?
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

    mutating func resolve(_ group: CompositionalGroup, in container: Extent) -> Resolved {
        let horizontal = group.axis == .horizontal
        let extent = Extent(
            width: container.length(of: group.size.width), height: container.length(of: group.size.height))
        let groupMain = horizontal ? extent.width : extent.height
        let groupCross = horizontal ? extent.height : extent.width
        var slots = group.subitems
        var sharedMain: Double?
        if let count = group.count, let first = group.subitems.first, count > 0 {
            slots = Array(repeating: first, count: count)
            sharedMain = groupMain.map { ($0 - group.interItemSpacing * Double(count - 1)) / Double(count) }
        }
        var members: [Resolved] = []
        for slot in slots where next < items.count {
            switch slot {
            case .item(let item):
                members.append(resolveItem(item, in: extent, axis: group.axis, sharedMain: sharedMain))
            case .group(let subgroup):
                var container = extent
                if let sharedMain {
                    if horizontal { container.width = sharedMain } else { container.height = sharedMain }
                }
                let start = next
                let resolved = resolve(subgroup, in: container)
                if next > start { members.append(resolved) }
            }
        }
        func main(_ size: Size) -> Double { horizontal ? size.width : size.height }
        func cross(_ size: Size) -> Double { horizontal ? size.height : size.width }
        let finalCross =
            groupCross ?? members.filter { if case .fraction = $0.crossRule { false } else { true } }.map {
                cross($0.size)
            }.max() ?? 0
        var frames: [Rect] = []
        var position = 0.0
        for member in members {
            let offset = horizontal ? Point(x: position, y: 0) : Point(x: 0, y: position)
            guard let rule = member.crossRule else {
                frames += member.frames.map { $0.offsetBy(dx: offset.x, dy: offset.y) }
                position += main(member.size) + group.interItemSpacing
                continue
            }
            var size = member.size
            let stretchedCross: Double? =
                switch rule {
                case .fixed: nil
                case .stretched: groupCross == nil ? finalCross : nil
                case .fraction(let fraction): finalCross * fraction
                }
            if let stretchedCross {
                if horizontal { size.height = stretchedCross } else { size.width = stretchedCross }
            }
            frames.append(Rect(origin: offset, size: size))
            position += main(size) + group.interItemSpacing
        }
        let usedMain = max(0, position - group.interItemSpacing)
        let finalMain = groupMain ?? usedMain
        let size = horizontal ? Size(width: finalMain, height: finalCross) : Size(width: finalCross, height: finalMain)
        return Resolved(size: size, frames: frames)
    }

    /// An item's size in a group of `extent`, measuring estimated lengths (and fractions of
    /// lengths not known yet), and consumes the next cell.
    private mutating func resolveItem(_ item: CompositionalItem, in extent: Extent, axis: Axis, sharedMain: Double?)
        -> Resolved
    {
        let node = items[next]
        next += 1
        cellInsets.append(item.contentInsets)
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
        return Resolved(size: size, frames: [Rect(origin: .zero, size: size)], crossRule: crossRule)
    }
}
