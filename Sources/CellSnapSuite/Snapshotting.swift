import CellLayout
import CellModel
import DisplayList
import ImageDiff
import Pixels
import Primitives
import Rendering

/// What a strategy makes of a value: an image (with its structural text form), or text.
public enum Snapshot: Sendable {
    /// A bitmap rendered at `scale`, the structural text that produced it (stored beside the PNG:
    /// the placed tree's ``StructureForm`` for cells, lists and collections, the display list's text
    /// form for display lists), and the symbols it drew as placeholders because no catalog has them
    /// (warnings, or failures when strict).
    case image(RGBAImage, scale: Double, structure: String?, placeholderSymbols: [String] = [])
    /// A render as Cairo drew it, checked as ``image(_:scale:structure:placeholderSymbols:)`` of its
    /// RGBA pixels (`PremultipliedImage.rgba()`) is, with the same verdicts, messages and files,
    /// but compared with the reference's rows as they are inflated: a matching render builds
    /// neither RGBA image. CellSnap's own image strategies make these for assertions
    /// (``Snapshotting/render``); their ``Snapshotting/snapshot`` gives the RGBA pixels.
    case rendered(PremultipliedImage, scale: Double, structure: String?, placeholderSymbols: [String] = [])
    /// The whole content of a screen too long to hold as one image (past `PNG.maximumHeight` or
    /// `PNG.maximumPixels`), drawn a band at a time whenever its pixels are needed: recorded as the
    /// PNG ``image(_:scale:structure:placeholderSymbols:)`` would write (`PNG.encode(bands:text:source:)`)
    /// and compared with the reference band by band as its rows are inflated, so that memory holds
    /// a band, never the image. ``withRGBAPixels()`` leaves it as it is.
    case banded(BandedRender, scale: Double, structure: String?, placeholderSymbols: [String] = [])
    /// A text snapshot, such as a layout tree or a display list dump, stored with `pathExtension`.
    case text(String, pathExtension: String = "txt")

    /// The snapshot with a render's pixels converted to RGBA (``image(_:scale:structure:placeholderSymbols:)``).
    public func withRGBAPixels() -> Snapshot {
        guard case .rendered(let render, let scale, let structure, let symbols) = self else { return self }
        return .image(render.rgba(), scale: scale, structure: structure, placeholderSymbols: symbols)
    }

    /// The symbols an image snapshot drew as placeholders.
    public var placeholderSymbols: [String] {
        switch self {
        case .image(_, _, _, let symbols), .rendered(_, _, _, let symbols), .banded(_, _, _, let symbols): symbols
        case .text: []
        }
    }
}

/// A way to snapshot a value: a small value of closures that composes with ``pullback(_:)``, in the
/// spirit of swift-snapshot-testing's `Snapshotting`.
///
/// ```swift
/// let cellImage: Snapshotting<ListCell> = .image(width: 393)
/// let asDisplayList = Snapshotting<DisplayList>.png(scale: 3)
/// let viaLayout = asDisplayList.pullback { (cell: ListCell) in
///     try CellSnapshots.displayList(of: ListCellLayout.node(for: cell, width: 393), width: 393, traits: cell.state.traits)
/// }
/// ```
public struct Snapshotting<Value> {
    /// A short name of the strategy, the default variant name: `png@3x`, `layout`, `dump`; empty
    /// for the `image` strategies, whose reference is `<test>.png`.
    public var name: String
    /// The tolerance images are compared with.
    public var tolerance: Tolerance
    /// The smallest move or resize, in points, that a failure's structural diff reports
    /// (``StructuralDiff/defaultThreshold`` unless set).
    public var structuralThreshold = StructuralDiff.defaultThreshold
    /// Makes the snapshot of a value, an image as its RGBA pixels (``Snapshot/image(_:scale:structure:placeholderSymbols:)``).
    public var snapshot: (Value) throws -> Snapshot {
        get {
            let make = self.make
            return { try make($0).withRGBAPixels() }
        }
        set { make = newValue }
    }
    /// Makes the snapshot an assertion checks: ``snapshot``'s, but an image the strategy draws
    /// left as Cairo drew it (``Snapshot/rendered(_:scale:structure:placeholderSymbols:)``), to be
    /// compared with the reference as it is inflated.
    public var render: (Value) throws -> Snapshot { make }
    /// What the strategy makes of a value.
    private var make: (Value) throws -> Snapshot
    /// The design lint of the render the snapshot shows, without the rules given, or `nil` when
    /// the strategy does not render a layout CellSnap owns (see ``LintPolicy``).
    public var lint: ((Value, Set<LintRule>) throws -> LintReport)?

    /// Creates a strategy.
    public init(
        name: String, tolerance: Tolerance = .exact,
        lint: ((Value, Set<LintRule>) throws -> LintReport)? = nil,
        snapshot: @escaping (Value) throws -> Snapshot
    ) {
        self.name = name
        self.tolerance = tolerance
        self.lint = lint
        self.make = snapshot
    }

    /// The same strategy for another type of value, transformed into this one first.
    public func pullback<NewValue>(_ transform: @escaping (NewValue) throws -> Value) -> Snapshotting<NewValue> {
        let lint = self.lint.map { lint in { (value: NewValue, off: Set<LintRule>) in try lint(transform(value), off) }
        }
        var strategy = Snapshotting<NewValue>(name: name, tolerance: tolerance, lint: lint) {
            try self.render(transform($0))
        }
        strategy.structuralThreshold = structuralThreshold
        return strategy
    }
}

extension Snapshotting where Value == DisplayList {
    /// The display list rendered to a PNG at `scale`, with its text form kept for structural diffs.
    public static func png(scale: Double = 3, tolerance: Tolerance = .exact) -> Snapshotting {
        Snapshotting(name: "png@\(TextForm.number(scale))x", tolerance: tolerance) { list in
            .rendered(
                try Renderer().bitmap(list, scale: scale).image, scale: scale, structure: list.description,
                placeholderSymbols: list.placeholderSymbols)
        }
    }

    /// The display list's stable text form.
    public static var dump: Snapshotting {
        Snapshotting(name: "dump") { .text($0.description) }
    }

    /// The display list as an SVG document (text as outlines, ids numbered per document), compared
    /// as text: a reference `.svg` that opens in any browser.
    public static var svg: Snapshotting {
        Snapshotting(name: "svg") { list in
            .text(String(decoding: try Renderer().svg(list).data, as: UTF8.self), pathExtension: "svg")
        }
    }
}

extension Snapshotting where Value == RGBAImage {
    /// The image itself.
    public static func image(tolerance: Tolerance = .exact) -> Snapshotting {
        Snapshotting(name: "image", tolerance: tolerance) { .image($0, scale: 1, structure: nil) }
    }
}

extension Snapshotting where Value == ListCell {
    /// The cell laid out at `width` as a plain list row and rendered at its traits' scale.
    public static func image(
        width: Double = DevicePreset.defaultScreenWidth, background: DynamicColor = .semantic(.systemBackground),
        tolerance: Tolerance = .exact
    ) -> Snapshotting {
        Snapshotting(
            name: "", tolerance: tolerance,
            lint: { cell, off in try CellSnapshots.lint(cell, width: width, background: background, disabling: off) },
            snapshot: { cell in
                try CellSnapshots.image(
                    of: try CellSnapshots.layout(of: cell, width: width),
                    background: background.resolved(for: cell.state.traits.colorAppearance),
                    scale: cell.state.traits.displayScale)
            })
    }

    /// The cell's placed layout tree as text, exact frames included.
    public static func layout(width: Double = DevicePreset.defaultScreenWidth) -> Snapshotting {
        Snapshotting(name: "layout") { cell in .text(try CellSnapshots.layout(of: cell, width: width).description) }
    }
}

extension Snapshotting where Value == ListDescription {
    /// The list laid out at `width` and rendered at its traits' scale.
    public static func image(width: Double = DevicePreset.defaultScreenWidth, tolerance: Tolerance = .exact)
        -> Snapshotting
    {
        Snapshotting(
            name: "", tolerance: tolerance,
            lint: { list, off in
                try CellSnapshots.lint(
                    ListLayout.node(for: list, width: width), width: width, traits: list.traits, disabling: off)
            },
            snapshot: { list in
                try CellSnapshots.image(
                    of: ListLayout.node(for: list, width: width), width: width, traits: list.traits,
                    tolerance: tolerance)
            })
    }

    /// The list's placed layout tree as text, exact frames included.
    public static func layout(width: Double = DevicePreset.defaultScreenWidth) -> Snapshotting {
        Snapshotting(name: "layout") { list in
            let context = LayoutContext(
                measurer: try Renderer().textEngine, direction: list.traits.direction, scale: list.traits.displayScale)
            return .text(
                LayoutEngine.layout(ListLayout.node(for: list, width: width), width: width, context: context)
                    .description)
        }
    }
}

/// Any layout (a screen of views, a list, a collection) to draw `width` points wide with `traits`.
public struct LaidOutValue: Sendable {
    public var node: any LayoutNode
    public var width: Double
    public var traits: Traits

    /// Creates a value to draw.
    public init(node: any LayoutNode, width: Double, traits: Traits) {
        self.node = node
        self.width = width
        self.traits = traits
    }
}

extension Snapshotting where Value == LaidOutValue {
    /// The layout rendered at its traits' scale, its placed tree kept for structural diffs and lint.
    public static func image(tolerance: Tolerance = .exact) -> Snapshotting {
        Snapshotting(
            name: "", tolerance: tolerance,
            lint: { value, off in
                try CellSnapshots.lint(value.node, width: value.width, traits: value.traits, disabling: off)
            },
            snapshot: { value in
                try CellSnapshots.image(of: value.node, width: value.width, traits: value.traits, tolerance: tolerance)
            })
    }

    /// The layout's placed tree as text, exact frames included.
    public static var layout: Snapshotting {
        Snapshotting(name: "layout") { value in
            .text(try CellSnapshots.layout(of: value.node, width: value.width, traits: value.traits).description)
        }
    }
}

extension Snapshotting where Value == CollectionDescription {
    /// The collection laid out at `width` (flow, compositional and list sections, items at their
    /// fitting sizes) and rendered at its traits' scale.
    public static func image(width: Double = DevicePreset.defaultScreenWidth, tolerance: Tolerance = .exact)
        -> Snapshotting
    {
        Snapshotting(
            name: "", tolerance: tolerance,
            lint: { collection, off in
                try CellSnapshots.lint(
                    CollectionLayout.node(for: collection, width: width), width: width, traits: collection.traits,
                    disabling: off)
            },
            snapshot: { collection in
                try CellSnapshots.image(
                    of: CollectionLayout.node(for: collection, width: width), width: width, traits: collection.traits,
                    tolerance: tolerance)
            })
    }

    /// The collection's placed layout tree as text, exact frames included.
    public static func layout(width: Double = DevicePreset.defaultScreenWidth) -> Snapshotting {
        Snapshotting(name: "layout") { collection in
            let context = LayoutContext(
                measurer: try Renderer().textEngine, direction: collection.traits.direction,
                scale: collection.traits.displayScale)
            return .text(
                LayoutEngine.layout(
                    CollectionLayout.node(for: collection, width: width), width: width, context: context
                ).description)
        }
    }
}

/// Lays cells out the way the cell strategies do.
public enum CellSnapshots {
    /// The placed layout of `cell` as a plain-list row of `width` points, for its traits.
    public static func layout(of cell: ListCell, width: Double) throws -> LayoutResult {
        let traits = cell.state.traits
        let context = LayoutContext(
            measurer: try Renderer().textEngine, direction: traits.direction, scale: traits.displayScale)
        let row = ListCellLayout.revealingSwipeActions(
            of: cell, row: ListCellLayout.node(for: cell, width: width, separator: false))
        return LayoutEngine.layout(row, width: width, context: context)
    }

    /// The display list of a whole layout (a list or a collection) `width` points wide, for `traits`.
    public static func displayList(of node: any LayoutNode, width: Double, traits: Traits) throws -> DisplayList {
        try layout(of: node, width: width, traits: traits).displayList()
    }

    /// The placed layout of a whole layout (a list or a collection) `width` points wide, for `traits`.
    public static func layout(of node: any LayoutNode, width: Double, traits: Traits) throws -> LayoutResult {
        let context = LayoutContext(
            measurer: try Renderer().textEngine, direction: traits.direction, scale: traits.displayScale)
        return LayoutEngine.layout(node, width: width, context: context)
    }

    /// The image of a whole layout (a list or a collection) `width` points wide, for `traits`.
    static func image(of node: any LayoutNode, width: Double, traits: Traits, tolerance: Tolerance) throws -> Snapshot {
        let context = LayoutContext(
            measurer: try Renderer().textEngine, direction: traits.direction, scale: traits.displayScale)
        return try image(
            of: LayoutEngine.layout(node, width: width, context: context), background: nil, scale: traits.displayScale)
    }

    /// The image of a layout drawn on `background` at `scale`, with the placed tree's
    /// ``StructureForm`` as its structure: the whole layout, however tall (`Renderer.wholeImage`
    /// draws what one surface cannot hold in bands; what one surface holds is drawn straight into
    /// a bitmap that the comparison reads; what one image cannot hold is left to be drawn in bands
    /// when it is written or compared, ``Snapshot/banded(_:scale:structure:placeholderSymbols:)``).
    static func image(of layout: LayoutResult, background: Color?, scale: Double) throws -> Snapshot {
        let list = layout.displayList(background: background)
        let structure = StructureForm.text(of: layout, background: background)
        // One surface holds it: the fused path renders straight into the pooled bitmap.
        guard (try? Renderer.bitmapSize(of: list.size, scale: scale)) == nil else {
            return .rendered(try Renderer().bitmap(list, scale: scale).image, scale: scale, structure: structure)
        }
        guard Renderer.fitsWholeImage(list.size, scale: scale) else {
            return .banded(try Renderer().bandedImage(list, scale: scale), scale: scale, structure: structure)
        }
        return .image(try Renderer().wholeImage(list, scale: scale).image, scale: scale, structure: structure)
    }

    /// The display list of `cell` on `background`.
    public static func displayList(of cell: ListCell, width: Double, background: DynamicColor) throws -> DisplayList {
        try layout(of: cell, width: width).displayList(
            background: background.resolved(for: cell.state.traits.colorAppearance))
    }
}
