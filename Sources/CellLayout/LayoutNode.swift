import DisplayList
import Primitives

/// A size offered to a node. A `nil` dimension asks for the node's ideal size along that axis.
public struct ProposedSize: Hashable, Sendable {
    public var width: Double?
    public var height: Double?

    /// Creates a proposal.
    public init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }

    /// Creates a proposal of exactly `size`.
    public init(_ size: Size) {
        self.init(width: size.width, height: size.height)
    }

    /// Asks for the ideal size in both directions.
    public static let unspecified = ProposedSize(width: nil, height: nil)
}

/// What every node needs while measuring and placing: how to measure text, the layout direction
/// and the scale frames will be snapped to.
///
/// Measured text passes from measuring to placing through ``textCache``, an explicit cache, so
/// that placing never measures the same text again.
public final class LayoutContext {
    /// The text measurer, usually the renderer's `TextEngine`, behind a cache.
    public let textCache: TextMeasurementCache
    /// Arrangements of collection sections, computed once per width and reused between measuring and placing.
    public let arrangements = ArrangementCache()
    /// Sizes nodes were placed at, for nodes that report them (see ``PlacementLog``).
    public let placements = PlacementLog()
    /// The direction leading and trailing map to.
    public let direction: LayoutDirection
    /// Device pixels per point; frames are snapped to multiples of `1 / scale`.
    public let scale: Double
    /// The vertical extent of the content that will be drawn, when only that part needs placing
    /// (a scroll view's visible bounds): an item whose row lies wholly above or below it is left
    /// unplaced (see ``ElementNode``). `nil`, the default, places everything.
    public var placementWindow: ClosedRange<Double>?
    /// The items left unplaced because they lie outside ``placementWindow``.
    public internal(set) var unplacedElements: Set<LayoutElement> = []
    /// The width of the layout running (``LayoutEngine/layout(_:width:minimumHeight:context:)``),
    /// which a right-to-left layout is mirrored within before its frames are snapped; `nil` outside one.
    public internal(set) var layoutWidth: Double?

    /// Creates a context.
    public init(measurer: any TextMeasuring, direction: LayoutDirection = .leftToRight, scale: Double = 3) {
        self.textCache = TextMeasurementCache(measurer: measurer)
        self.direction = direction
        self.scale = scale
    }
}

/// Remembers text measurements, keyed by text, style and width.
public final class TextMeasurementCache {
    /// The measurer behind the cache: measurements made elsewhere with the same measurer object
    /// (solutions remembered across contexts) are as good as its own.
    public let measurer: any TextMeasuring
    private var entries: [Key: TextMetrics] = [:]

    private struct Key: Hashable {
        var text: String
        var style: TextStyle
        var width: Double?
    }

    /// Creates an empty cache in front of `measurer`.
    public init(measurer: any TextMeasuring) {
        self.measurer = measurer
    }

    /// The metrics of `text` in `style` wrapped to `width`, measured once.
    public func measure(_ text: String, style: TextStyle, width: Double?) -> TextMetrics {
        let key = Key(text: text, style: style, width: width)
        if let metrics = entries[key] { return metrics }
        let metrics = measurer.measure(text, style: style, width: width)
        entries[key] = metrics
        return metrics
    }

    /// The number of distinct measurements made so far.
    public var count: Int { entries.count }
}

/// Remembers the arrangement of a node with many items (a flow or compositional section, a
/// constraint solution) for each width it was computed at, so that measuring, the stacks around it
/// and placing share one.
///
/// Entries are keyed by the ``ArrangementKey`` the node holds, and the key's type parameter is the
/// arrangement's type: a node stores and reads back only its own type, and asking with a key of
/// another type does not compile. The cache keeps each key alive, so its identity cannot be reused
/// by another node while the context lives.
public final class ArrangementCache {
    private var tables: [ObjectIdentifier: any ArrangementTable] = [:]

    /// Creates an empty cache.
    public init() {}

    /// The arrangement of `key`'s node at `width`, computed by `compute` the first time.
    public func arrangement<Arrangement>(
        for key: ArrangementKey<Arrangement>, width: Double, _ compute: () -> Arrangement
    ) -> Arrangement {
        let table = self.table(for: key)
        if let cached = table.byWidth[width] { return cached }
        let arrangement = compute()
        table.byWidth[width] = arrangement
        return arrangement
    }

    /// The table of `key`, made on first use. Tables are found by the key's identity and each
    /// holds its key, whose type is the table's, so the table found is always `key`'s own.
    private func table<Arrangement>(for key: ArrangementKey<Arrangement>) -> TypedArrangementTable<Arrangement> {
        if let table = tables[ObjectIdentifier(key)] as? TypedArrangementTable<Arrangement>, table.key === key {
            return table
        }
        let table = TypedArrangementTable(key: key)
        tables[ObjectIdentifier(key)] = table
        return table
    }
}

/// The arrangements of one key, by width (see ``ArrangementCache``).
private protocol ArrangementTable: AnyObject {}

private final class TypedArrangementTable<Arrangement>: ArrangementTable {
    let key: ArrangementKey<Arrangement>
    var byWidth: [Double: Arrangement] = [:]

    init(key: ArrangementKey<Arrangement>) {
        self.key = key
    }
}

/// The sizes nodes were placed at, by the identity of an object each such node holds: how a front
/// end learns the size a node of its own is drawn at (CellSnapUIKit lays a converted cell out once
/// to run UIKit's `layoutSubviews()` pass at the size each content view is placed at).
///
/// The log keeps each object alive, so its identity cannot be reused by another while the context lives.
public final class PlacementLog {
    private var sizes: [ObjectIdentifier: (owner: AnyObject, size: Size)] = [:]

    /// Creates an empty log.
    public init() {}

    /// Records that the node holding `owner` was placed at `size` (the last placement counts).
    public func record(_ size: Size, for owner: AnyObject) { sizes[ObjectIdentifier(owner)] = (owner, size) }

    /// The size the node holding `owner` was last placed at, if it was placed.
    public func size(for owner: AnyObject) -> Size? { sizes[ObjectIdentifier(owner)]?.size }
}

/// The key a node with a cached arrangement of type `Arrangement` carries; see ``ArrangementCache``.
/// Each key is its own identity: copies of a node share its key, other nodes have their own.
public final class ArrangementKey<Arrangement>: Sendable {
    /// Creates a new key.
    public init() {}
}

/// Something that can be measured and placed.
///
/// Measuring never places: ``sizeThatFits(_:context:)`` only answers a size. Placing returns
/// values: ``place(in:context:)`` gives an immutable ``PlacedNode`` tree. Nodes lay out in
/// left-to-right coordinates; right-to-left layouts are mirrored once at the end
/// (see ``LayoutEngine``), so a node never needs to think about direction.
public protocol LayoutNode: Sendable {
    /// The size the node takes when offered `proposal`.
    func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size
    /// The node placed in `bounds` (in the parent's coordinates, left to right).
    func place(in bounds: Rect, context: LayoutContext) -> PlacedNode
}
