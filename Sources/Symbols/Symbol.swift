import Primitives

/// One layer of a symbol image: a path that is filled or stroked, normally or as a knockout.
public struct SymbolLayer: Sendable, Hashable {
    /// How the path is painted.
    public enum Paint: Sendable, Hashable {
        case fill
        /// Stroked with round caps and round joins.
        case stroke(lineWidth: Double)
    }

    /// How the layer combines with the layers painted before it.
    public enum Blend: Sendable, Hashable {
        case normal
        /// Erases what earlier layers of the same symbol painted (the check cut out of a filled circle).
        case knockout
    }

    public var path: Path
    public var paint: Paint
    public var blend: Blend
    public var fillRule: FillRule

    /// Creates a layer.
    public init(path: Path, paint: Paint, blend: Blend = .normal, fillRule: FillRule = .nonZero) {
        self.path = path
        self.paint = paint
        self.blend = blend
        self.fillRule = fillRule
    }
}

/// A symbol drawn at one point size and weight, in points, with its origin at the top-left of its
/// image frame, as a `UIImage(systemName:)` with a symbol configuration would be.
public struct SymbolImage: Sendable, Hashable {
    /// The image frame.
    public var size: Size
    /// The y of the text baseline the symbol sits on, from the top of the frame.
    public var baseline: Double
    /// The layers, painted in order.
    public var layers: [SymbolLayer]
}

/// A named vector symbol in the SF Symbols naming scheme, drawn from CellSnap's own geometry, an
/// SF Symbols template (an app's custom symbol, or a team's exported system symbol), or a bundled
/// look-alike (``lookAlikeSource``).
///
/// ```swift
/// let chevron = SymbolCatalog.symbol(named: "chevron.right")!
/// let image = chevron.image(pointSize: 17, weight: .semibold)   // about 8 x 14 pt
/// let large = chevron.image(pointSize: 17, weight: .semibold, scale: .large)   // about 10 x 18 pt
/// ```
public struct Symbol: Sendable, Hashable {
    /// The symbol's name, as `chevron.right`.
    public let name: String
    /// CellSnap's own geometry, or an app's custom symbol from an asset catalog.
    let drawing: Drawing

    enum Drawing: Sendable {
        case builtIn(SymbolDesign)
        case custom(CustomSymbolDesign)
        /// A bundled look-alike and where its drawing comes from (`Lucide trash-2`).
        case lookAlike(SymbolDesign, source: String)
    }

    init(name: String, design: SymbolDesign) {
        self.name = name
        self.drawing = .builtIn(design)
    }

    init(name: String, lookAlike design: SymbolDesign, source: String) {
        self.name = name
        self.drawing = .lookAlike(design, source: source)
    }

    /// Where a bundled look-alike's drawing comes from (`Lucide trash-2`): not Apple's glyph but
    /// an openly licensed icon of the same meaning; `nil` for CellSnap's own and template symbols.
    public var lookAlikeSource: String? {
        if case .lookAlike(_, let source) = drawing { source } else { nil }
    }

    /// An app's custom symbol called `name`, drawn from its template's `design`.
    public init(name: String, custom: CustomSymbolDesign) {
        self.name = name
        self.drawing = .custom(custom)
    }

    /// The template design of a custom symbol; `nil` for CellSnap's own.
    public var customDesign: CustomSymbolDesign? {
        if case .custom(let design) = drawing { design } else { nil }
    }

    /// The symbol at a point size, weight and scale: the frame scales with the point size, strokes
    /// thicken with the weight, and a small or large scale draws the glyph ``SymbolScale/glyphFactor``
    /// times the medium one, with the weight's stroke and centred on the same capital letters. A
    /// custom symbol takes its template's outlines for the weight at the scale (a scale the
    /// template does not draw is its medium outlines grown by the factor).
    public func image(pointSize: Double, weight: FontWeight, scale: SymbolScale = .medium) -> SymbolImage {
        let design: SymbolDesign
        switch drawing {
        case .builtIn(let builtIn), .lookAlike(let builtIn, _): design = builtIn
        case .custom(let custom): return custom.image(pointSize: pointSize, weight: weight, symbolScale: scale)
        }
        let (unit, stroke) = Self.units(pointSize: pointSize, weight: weight, scale: scale)
        let outset = stroke / 2
        let transform = AffineTransform.translation(x: outset, y: outset).concatenating(.scale(x: unit, y: unit))
        let layers = design.layers(stroke).map { layer in
            var scaled = layer
            scaled.path = layer.path.applying(transform)
            if case .stroke(let width) = layer.paint { scaled.paint = .stroke(lineWidth: width * unit) }
            return scaled
        }
        let metrics = self.metrics(pointSize: pointSize, weight: weight, scale: scale)
        return SymbolImage(size: metrics.size, baseline: metrics.baseline, layers: layers)
    }

    /// The size and baseline ``image(pointSize:weight:scale:)`` gives, without building its paths
    /// (what layout needs).
    public func metrics(pointSize: Double, weight: FontWeight, scale: SymbolScale = .medium) -> (
        size: Size, baseline: Double
    ) {
        let design: SymbolDesign
        switch drawing {
        case .builtIn(let builtIn), .lookAlike(let builtIn, _): design = builtIn
        case .custom(let custom):
            let image = custom.image(pointSize: pointSize, weight: weight, symbolScale: scale)
            return (image.size, image.baseline)
        }
        let (unit, stroke) = Self.units(pointSize: pointSize, weight: weight, scale: scale)
        // The glyph grows about its middle, which stays on the middle of capital letters: the
        // baseline's distance below that middle is the text's, whatever the scale.
        let belowMiddle = design.baseline - design.size.height / 2
        return (
            Size(width: (design.size.width + stroke) * unit, height: (design.size.height + stroke) * unit),
            (design.baseline + stroke / 2 + belowMiddle * (1 / scale.glyphFactor - 1)) * unit
        )
    }

    /// Points per design unit, and the stroke in design units: a scale grows the units and thins
    /// the stroke in them by the same factor, so the stroke keeps its width in points.
    private static func units(pointSize: Double, weight: FontWeight, scale: SymbolScale) -> (
        unit: Double, stroke: Double
    ) {
        let factor = scale.glyphFactor
        return (pointSize / SymbolDesign.emUnits * factor, SymbolDesign.strokeWidth(weight) / factor)
    }

    public static func == (lhs: Symbol, rhs: Symbol) -> Bool { lhs.name == rhs.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

/// A symbol's geometry in design units (100 units = the point size), without the stroke outset.
struct SymbolDesign: Sendable {
    /// The box the design is drawn in; strokes are centred on the design's lines, so the image
    /// frame adds half a stroke on every side.
    var size: Size
    /// The baseline's y in the box.
    var baseline: Double
    /// The layers for a stroke width in design units.
    var layers: @Sendable (Double) -> [SymbolLayer]

    static let emUnits = 100.0

    /// Stroke widths in design units per weight, close to SF Symbols' at the same point size.
    static func strokeWidth(_ weight: FontWeight) -> Double {
        switch weight {
        case .ultraLight: 3.5
        case .thin: 5
        case .light: 7
        case .regular: 8.5
        case .medium: 9.5
        case .semibold: 10.5
        case .bold: 12
        case .heavy: 14
        case .black: 16
        }
    }
}
