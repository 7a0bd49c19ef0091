import CellModel
import Primitives

/// Where a supplementary item attaches to its item, as UIKit's `NSCollectionLayoutAnchor`: the
/// edges it keeps to, moved by an offset in points or in fractions of its own size.
@preconcurrency @MainActor open class NSCollectionLayoutAnchor {
    open private(set) var edges: NSDirectionalRectEdge
    open private(set) var offset: CGPoint
    open private(set) var isAbsoluteOffset: Bool
    open var isFractionalOffset: Bool { !isAbsoluteOffset && offset != .zero }

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

    /// The anchor CellModel lays out. UIKit documents an anchor of one edge or of two adjacent
    /// ones (a corner); real layouts also name both edges of an axis (`[.bottom, .leading,
    /// .trailing]` under an item wider than its container), which UIKit lays out without
    /// complaint. CellSnap's choice, undocumented by Apple: an axis whose two edges are named is
    /// anchored at its middle, as an axis with neither, so the item is centred across both edges.
    var model: LayoutAnchor {
        let pairs: [(NSDirectionalRectEdge, LayoutAnchor.Edge)] = [
            (.top, .top), (.leading, .leading), (.bottom, .bottom), (.trailing, .trailing),
        ]
        return LayoutAnchor(
            edges: Set(pairs.filter { edges.contains($0.0) }.map(\.1)),
            offset: Point(x: Double(offset.x), y: Double(offset.y)), isFractional: !isAbsoluteOffset)
    }
}

/// A view attached to an item or group, as UIKit's `NSCollectionLayoutSupplementaryItem`: a badge.
@preconcurrency @MainActor open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    open private(set) var elementKind: String
    open private(set) var containerAnchor: NSCollectionLayoutAnchor
    open private(set) var itemAnchor: NSCollectionLayoutAnchor?
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

    func supplementaryModel() -> SupplementaryItemLayout {
        SupplementaryItemLayout(
            kind: elementKind, size: layoutSize.model, containerAnchor: containerAnchor.model,
            itemAnchor: itemAnchor?.model, zIndex: zIndex, contentInsets: contentInsets.model)
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
    open private(set) var alignment: NSRectAlignment
    open private(set) var offset: CGPoint
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

    /// A boundary item made with a supplementary item's initialiser, which Swift code calls on this
    /// class too (in UIKit it is the class factory `supplementaryItemWithLayoutSize:elementKind:containerAnchor:`,
    /// which every subclass inherits): the anchor's edges are its alignment (`[.top, .leading]` is
    /// `.topLeading`) and its absolute offset is its offset. UIKit does not document this case;
    /// CellSnap reads the anchor as the one the app wrote. Edges that name no edge or corner, a
    /// fractional offset and an item anchor are refused when the layout is drawn.
    public override init(
        layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor,
        itemAnchor: NSCollectionLayoutAnchor?
    ) {
        alignment = Self.alignment(of: containerAnchor.edges)
        offset = containerAnchor.isAbsoluteOffset ? containerAnchor.offset : .zero
        super.init(
            layoutSize: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor, itemAnchor: itemAnchor)
    }

    private static func alignment(of edges: NSDirectionalRectEdge) -> NSRectAlignment {
        let alignments: [(NSDirectionalRectEdge, NSRectAlignment)] = [
            (.top, .top), (.bottom, .bottom), (.leading, .leading), (.trailing, .trailing),
            ([.top, .leading], .topLeading), ([.top, .trailing], .topTrailing),
            ([.bottom, .leading], .bottomLeading), ([.bottom, .trailing], .bottomTrailing),
        ]
        return alignments.first { $0.0 == edges }?.1 ?? .none
    }

    func boundaryModel() throws -> BoundaryItemLayout {
        let call = "NSCollectionLayoutBoundarySupplementaryItem(elementKind: \"\(elementKind)\")"
        if alignment == .none {
            throw CellSnapUIKitError(call: call, reason: "a boundary item sits on an edge or corner of its section")
        }
        if containerAnchor.isFractionalOffset || itemAnchor != nil {
            throw CellSnapUIKitError(
                call: call,
                reason:
                    "a boundary item is placed by its alignment and an absolute offset; it has no fractional offset nor item anchor"
            )
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
    open private(set) var elementKind: String
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
    open class func background(elementKind: String) -> NSCollectionLayoutDecorationItem {
        NSCollectionLayoutDecorationItem(elementKind: elementKind)
    }

    var decorationModel: DecorationItemLayout {
        DecorationItemLayout(kind: elementKind, contentInsets: contentInsets.model, zIndex: zIndex)
    }
}
