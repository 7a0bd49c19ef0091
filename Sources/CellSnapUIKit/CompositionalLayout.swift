import CellModel
import Primitives

/// A length in a compositional layout, as UIKit's `NSCollectionLayoutDimension`.
@preconcurrency @MainActor public final class NSCollectionLayoutDimension {
    let model: LayoutDimension
    init(_ model: LayoutDimension) { self.model = model }

    /// A fraction of the containing group's width.
    public class func fractionalWidth(_ fractionalWidth: CGFloat) -> Self {
        Self(.fractionalWidth(Double(fractionalWidth)))
    }
    /// A fraction of the containing group's height.
    public class func fractionalHeight(_ fractionalHeight: CGFloat) -> Self {
        Self(.fractionalHeight(Double(fractionalHeight)))
    }
    public class func absolute(_ absoluteDimension: CGFloat) -> Self { Self(.absolute(Double(absoluteDimension))) }
    /// A first guess that the measured length of the view replaces.
    public class func estimated(_ estimatedDimension: CGFloat) -> Self {
        Self(.estimated(Double(estimatedDimension)))
    }
    /// Measured, then the largest measured length among the group's items with this dimension (iOS 17).
    public class func uniformAcrossSiblings(estimate estimatedDimension: CGFloat) -> Self {
        Self(.uniformAcrossSiblings(estimate: Double(estimatedDimension)))
    }

    public var isFractionalWidth: Bool { if case .fractionalWidth = model { true } else { false } }
    public var isFractionalHeight: Bool { if case .fractionalHeight = model { true } else { false } }
    public var isAbsolute: Bool { if case .absolute = model { true } else { false } }
    public var isEstimated: Bool { if case .estimated = model { true } else { false } }
    public var isUniformAcrossSiblings: Bool { if case .uniformAcrossSiblings = model { true } else { false } }
    public var dimension: CGFloat {
        switch model {
        case .fractionalWidth(let value), .fractionalHeight(let value), .absolute(let value), .estimated(let value),
            .uniformAcrossSiblings(let value):
            CGFloat(value)
        }
    }
}

/// A width and a height, as UIKit's `NSCollectionLayoutSize`.
@preconcurrency @MainActor open class NSCollectionLayoutSize {
    public let widthDimension: NSCollectionLayoutDimension
    public let heightDimension: NSCollectionLayoutDimension
    public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension)
    {
        widthDimension = width
        heightDimension = height
    }
    var model: LayoutSize { LayoutSize(width: widthDimension.model, height: heightDimension.model) }
}

/// The space between a group's items or around an item, as UIKit's `NSCollectionLayoutSpacing`:
/// fixed, or flexible (at least the length, sharing the free space of the group).
@preconcurrency @MainActor public final class NSCollectionLayoutSpacing {
    let model: LayoutSpacing
    init(_ model: LayoutSpacing) { self.model = model }

    public class func fixed(_ fixedSpacing: CGFloat) -> Self { Self(.fixed(Double(fixedSpacing))) }
    public class func flexible(_ flexibleSpacing: CGFloat) -> Self { Self(.flexible(Double(flexibleSpacing))) }
    public var spacing: CGFloat { CGFloat(model.length) }
    public var isFixedSpacing: Bool { !model.isFlexible }
    public var isFlexibleSpacing: Bool { model.isFlexible }
}

/// Space around an item in its group, as UIKit's `NSCollectionLayoutEdgeSpacing`.
@preconcurrency @MainActor open class NSCollectionLayoutEdgeSpacing {
    public let leading: NSCollectionLayoutSpacing?
    public let top: NSCollectionLayoutSpacing?
    public let trailing: NSCollectionLayoutSpacing?
    public let bottom: NSCollectionLayoutSpacing?

    public init(
        leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?, trailing: NSCollectionLayoutSpacing?,
        bottom: NSCollectionLayoutSpacing?
    ) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
    }

    var model: LayoutEdgeSpacing {
        LayoutEdgeSpacing(leading: leading?.model, top: top?.model, trailing: trailing?.model, bottom: bottom?.model)
    }
}

/// An item of a compositional layout, as UIKit's `NSCollectionLayoutItem`: its size, content
/// insets, edge spacing and supplementary items (badges).
@preconcurrency @MainActor open class NSCollectionLayoutItem {
    public let layoutSize: NSCollectionLayoutSize
    /// Space between the item's frame and its view.
    open var contentInsets = NSDirectionalEdgeInsets()
    /// Space around the item in its group.
    open var edgeSpacing: NSCollectionLayoutEdgeSpacing?
    /// The supplementary items attached to the item.
    open var supplementaryItems: [NSCollectionLayoutSupplementaryItem] { attachedItems }
    var attachedItems: [NSCollectionLayoutSupplementaryItem]

    public convenience init(layoutSize: NSCollectionLayoutSize) {
        self.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    public init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
        self.layoutSize = layoutSize
        attachedItems = supplementaryItems
    }

    /// The item as a member of a group, whose inner size (where known) is `container`.
    func modelSubitem(container: CGSize?) throws -> CompositionalGroup.Subitem {
        .item(
            CompositionalItem(
                size: layoutSize.model, contentInsets: contentInsets.model, edgeSpacing: edgeSpacing?.model,
                supplementaryItems: try supplementaryItems.map { try $0.supplementaryModel() }))
    }
}

/// A frame in a custom group, as UIKit's `NSCollectionLayoutGroupCustomItem`.
@preconcurrency @MainActor open class NSCollectionLayoutGroupCustomItem {
    public let frame: CGRect
    public let zIndex: Int

    public convenience init(frame: CGRect) { self.init(frame: frame, zIndex: 0) }
    public init(frame: CGRect, zIndex: Int) {
        self.frame = frame
        self.zIndex = zIndex
    }
}

/// What a custom group's items are, asked with the group's size as the container, as UIKit's
/// `NSCollectionLayoutGroupCustomItemProvider`.
public typealias NSCollectionLayoutGroupCustomItemProvider =
    @MainActor (any NSCollectionLayoutEnvironment) -> [NSCollectionLayoutGroupCustomItem]

/// A group of items or groups, as UIKit's `NSCollectionLayoutGroup`: side by side, one below the
/// other, or at frames of their own (custom).
@preconcurrency @MainActor open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    enum Arrangement {
        case horizontal, vertical
        case custom(NSCollectionLayoutGroupCustomItemProvider)
    }

    let arrangement: Arrangement
    public let subitems: [NSCollectionLayoutItem]
    let count: Int?
    /// The space between neighbouring subitems; `nil` is none.
    open var interItemSpacing: NSCollectionLayoutSpacing?
    /// The supplementary items attached to each placed group.
    open override var supplementaryItems: [NSCollectionLayoutSupplementaryItem] {
        get { attachedItems }
        set { attachedItems = newValue }
    }

    init(
        _ arrangement: Arrangement, layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem], count: Int?
    ) {
        self.arrangement = arrangement
        self.subitems = subitems
        self.count = count
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// Subitems side by side, repeated in order while they fit the group's width.
    public class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem])
        -> NSCollectionLayoutGroup
    {
        NSCollectionLayoutGroup(.horizontal, layoutSize: layoutSize, subitems: subitems, count: nil)
    }
    /// Subitems one below the other, repeated in order while they fit the group's height.
    public class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem])
        -> NSCollectionLayoutGroup
    {
        NSCollectionLayoutGroup(.vertical, layoutSize: layoutSize, subitems: subitems, count: nil)
    }
    /// `count` copies of `subitem` sharing the group's width less the spacing (iOS 16's name).
    public class func horizontal(
        layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
    ) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(.horizontal, layoutSize: layoutSize, subitems: [subitem], count: count)
    }
    /// `count` copies of `subitem` sharing the group's height less the spacing (iOS 16's name).
    public class func vertical(
        layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
    ) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(.vertical, layoutSize: layoutSize, subitems: [subitem], count: count)
    }
    /// `count` copies of `subitem` side by side (the name before iOS 16, still in the SDK).
    @available(iOS, introduced: 13.0, deprecated: 16.0, renamed: "horizontal(layoutSize:repeatingSubitem:count:)")
    public class func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int)
        -> NSCollectionLayoutGroup
    {
        NSCollectionLayoutGroup(.horizontal, layoutSize: layoutSize, subitems: [subitem], count: count)
    }
    /// `count` copies of `subitem` one below the other (the name before iOS 16, still in the SDK).
    @available(iOS, introduced: 13.0, deprecated: 16.0, renamed: "vertical(layoutSize:repeatingSubitem:count:)")
    public class func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int)
        -> NSCollectionLayoutGroup
    {
        NSCollectionLayoutGroup(.vertical, layoutSize: layoutSize, subitems: [subitem], count: count)
    }
    /// Items at the frames `itemProvider` gives for the group's size, one per cell.
    public class func custom(
        layoutSize: NSCollectionLayoutSize, itemProvider: @escaping NSCollectionLayoutGroupCustomItemProvider
    ) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(.custom(itemProvider), layoutSize: layoutSize, subitems: [], count: nil)
    }

    /// The group's model; `container` is the inner size of the group it is in (the section's
    /// content size for a top-level group), where known, which a custom group's provider is asked with.
    func modelGroup(container: CGSize?) throws -> CompositionalGroup {
        let spacing = interItemSpacing?.model ?? .fixed(0)
        if let count, count < 1 {
            throw CellSnapUIKitError(
                call: "NSCollectionLayoutGroup(layoutSize:repeatingSubitem:count: \(count))",
                reason: "a group repeats its subitem at least once")
        }
        let size = container.flatMap { resolved(layoutSize.model, in: $0) }
        let inner = size.map {
            CGSize(
                width: max(0, $0.width - contentInsets.leading - contentInsets.trailing),
                height: max(0, $0.height - contentInsets.top - contentInsets.bottom))
        }
        var group: CompositionalGroup
        switch arrangement {
        case .custom(let provider):
            guard let size else {
                throw CellSnapUIKitError(
                    call: "NSCollectionLayoutGroup.custom(layoutSize:itemProvider:)",
                    reason: "a custom group's size must be known before its items are measured (absolute or fractional)"
                )
            }
            let environment = LayoutEnvironment(
                container: LayoutContainer(contentSize: size, contentInsets: NSDirectionalEdgeInsets()),
                traitCollection: UITraitCollection())
            let items = provider(environment).map {
                CustomGroupItem(
                    frame: Rect(
                        x: Double($0.frame.minX), y: Double($0.frame.minY), width: Double($0.frame.width),
                        height: Double($0.frame.height)), zIndex: $0.zIndex)
            }
            group = CompositionalGroup(size: layoutSize.model, customItems: items)
        case .horizontal, .vertical:
            let axis: Axis = if case .horizontal = arrangement { .horizontal } else { .vertical }
            guard !subitems.isEmpty else {
                throw CellSnapUIKitError(
                    call: "NSCollectionLayoutGroup.\(axis)(layoutSize:subitems: [])",
                    reason: "a group needs at least one subitem")
            }
            let children = try subitems.map { try $0.modelSubitem(container: inner) }
            if let count {
                group = CompositionalGroup(
                    axis: axis, size: layoutSize.model, repeating: children[0], count: count,
                    interItemSpacing: spacing.length)
            } else {
                group = CompositionalGroup(
                    axis: axis, size: layoutSize.model, subitems: children, interItemSpacing: spacing.length)
            }
            group.interItemSpacingIsFlexible = spacing.isFlexible
        }
        group.contentInsets = contentInsets.model
        group.edgeSpacing = edgeSpacing?.model
        group.supplementaryItems = try supplementaryItems.map { try $0.supplementaryModel() }
        return group
    }

    override func modelSubitem(container: CGSize?) throws -> CompositionalGroup.Subitem {
        .group(try modelGroup(container: container))
    }

    /// `size` in a group whose inner size is `container`, when it does not depend on measuring.
    private func resolved(_ size: LayoutSize, in container: CGSize) -> CGSize? {
        func length(_ dimension: LayoutDimension) -> Double? {
            switch dimension {
            case .fractionalWidth(let fraction): Double(container.width) * fraction
            case .fractionalHeight(let fraction): Double(container.height) * fraction
            case .absolute(let length): length
            case .estimated, .uniformAcrossSiblings: nil
            }
        }
        guard let width = length(size.width), let height = length(size.height) else { return nil }
        return CGSize(width: width, height: height)
    }
}

/// Where a supplementary item attaches to its item, as UIKit's `NSCollectionLayoutAnchor`: the
/// edges it keeps to, moved by an offset in points or in fractions of its own size.
@preconcurrency @MainActor open class NSCollectionLayoutAnchor {
    public let edges: NSDirectionalRectEdge
    public let offset: CGPoint
    public let isAbsoluteOffset: Bool
    public var isFractionalOffset: Bool { !isAbsoluteOffset && offset != .zero }

    public convenience init(edges: NSDirectionalRectEdge) { self.init(edges: edges, offset: .zero, absolute: true) }
    public convenience init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) {
        self.init(edges: edges, offset: absoluteOffset, absolute: true)
    }
    public convenience init(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint) {
        self.init(edges: edges, offset: fractionalOffset, absolute: false)
    }
    init(edges: NSDirectionalRectEdge, offset: CGPoint, absolute: Bool) {
        self.edges = edges
        self.offset = offset
        isAbsoluteOffset = absolute
    }

    func model(call: String) throws -> LayoutAnchor {
        let pairs: [(NSDirectionalRectEdge, LayoutAnchor.Edge)] = [
            (.top, .top), (.leading, .leading), (.bottom, .bottom), (.trailing, .trailing),
        ]
        let modelEdges = Set(pairs.filter { edges.contains($0.0) }.map(\.1))
        if modelEdges.isSuperset(of: [.top, .bottom]) || modelEdges.isSuperset(of: [.leading, .trailing]) {
            throw CellSnapUIKitError(
                call: call,
                reason: "an anchor keeps to one edge on each axis (opposite edges conflict), as UIKit asserts")
        }
        return LayoutAnchor(
            edges: modelEdges, offset: Point(x: Double(offset.x), y: Double(offset.y)), isFractional: !isAbsoluteOffset)
    }
}

/// A view attached to an item or group, as UIKit's `NSCollectionLayoutSupplementaryItem`: a badge.
@preconcurrency @MainActor open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    public let elementKind: String
    public let containerAnchor: NSCollectionLayoutAnchor
    public let itemAnchor: NSCollectionLayoutAnchor?
    /// The stacking order among the section's elements.
    open var zIndex = 0

    public convenience init(
        layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor
    ) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor, itemAnchor: nil)
    }

    public init(
        layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor,
        itemAnchor: NSCollectionLayoutAnchor?
    ) {
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        self.itemAnchor = itemAnchor
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    func supplementaryModel() throws -> SupplementaryItemLayout {
        let call = "NSCollectionLayoutSupplementaryItem(elementKind: \"\(elementKind)\")"
        return SupplementaryItemLayout(
            kind: elementKind, size: layoutSize.model, containerAnchor: try containerAnchor.model(call: call),
            itemAnchor: try itemAnchor?.model(call: call), zIndex: zIndex, contentInsets: contentInsets.model)
    }

    override func modelSubitem(container: CGSize?) throws -> CompositionalGroup.Subitem {
        throw CellSnapUIKitError(
            call: "NSCollectionLayoutSupplementaryItem(elementKind: \"\(elementKind)\") as a group's subitem",
            reason: "supplementary items attach to items and groups (supplementaryItems), they are not items")
    }
}

/// Where a boundary item sits, as UIKit's `NSRectAlignment`.
public enum NSRectAlignment: Int, Hashable, Sendable {
    case none, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing

    var model: RectAlignment {
        switch self {
        case .none: .none
        case .top: .top
        case .topLeading: .topLeading
        case .leading: .leading
        case .bottomLeading: .bottomLeading
        case .bottom: .bottom
        case .bottomTrailing: .bottomTrailing
        case .trailing: .trailing
        case .topTrailing: .topTrailing
        }
    }
}

/// A header, footer or other element on an edge of a section or of the whole layout, as UIKit's
/// `NSCollectionLayoutBoundarySupplementaryItem`.
@preconcurrency @MainActor open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    public let alignment: NSRectAlignment
    public let offset: CGPoint
    /// Whether the element stays in the visible bounds while its section scrolls by.
    open var pinToVisibleBounds = false
    /// Whether a top or bottom element makes room for itself (the default), or lies over the content.
    open var extendsBoundary = true

    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, alignment: alignment, absoluteOffset: .zero)
    }

    public init(
        layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment, absoluteOffset: CGPoint
    ) {
        self.alignment = alignment
        offset = absoluteOffset
        super.init(
            layoutSize: layoutSize, elementKind: elementKind,
            containerAnchor: NSCollectionLayoutAnchor(edges: [], offset: absoluteOffset, absolute: true),
            itemAnchor: nil)
    }

    func boundaryModel() throws -> BoundaryItemLayout {
        if alignment == .none {
            throw CellSnapUIKitError(
                call: "NSCollectionLayoutBoundarySupplementaryItem(elementKind: \"\(elementKind)\", alignment: .none)",
                reason: "a boundary item sits on an edge or corner of its section")
        }
        return BoundaryItemLayout(
            kind: elementKind, size: layoutSize.model, alignment: alignment.model,
            offset: Point(x: Double(offset.x), y: Double(offset.y)), extendsBoundary: extendsBoundary,
            pinsToVisibleBounds: pinToVisibleBounds, zIndex: zIndex, contentInsets: contentInsets.model)
    }
}

/// A view behind a section, as UIKit's `NSCollectionLayoutDecorationItem`: a background, whose
/// view is made from the class the layout registered for its kind.
@preconcurrency @MainActor open class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
    public let elementKind: String
    /// The stacking order; a decoration is below the section's other elements.
    open var zIndex = 0

    init(elementKind: String) {
        self.elementKind = elementKind
        super.init(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)),
            supplementaryItems: [])
    }

    /// A background spanning its section.
    public class func background(elementKind: String) -> NSCollectionLayoutDecorationItem {
        NSCollectionLayoutDecorationItem(elementKind: elementKind)
    }

    var decorationModel: DecorationItemLayout {
        DecorationItemLayout(kind: elementKind, contentInsets: contentInsets.model, zIndex: zIndex)
    }
}
