import Foundation
import Primitives

/// An app's own symbol, as an SF Symbols template defines it (the `.symbolset` of an asset
/// catalog): filled outlines for some weights and scales, drawn at 100 points, each measured from
/// its left margin on its baseline.
///
/// A weight the template draws is taken as it is; another weight is interpolated between the
/// nearest lighter and heavier weights the template draws at the same scale when their outlines
/// are compatible (the same commands in the same order), and otherwise the nearest weight is taken.
///
/// ```swift
/// let square = Path.rect(Rect(x: 10, y: -70, width: 60, height: 70))
/// let design = CustomSymbolDesign(variants: [
///     CustomSymbolDesign.Variant(weight: .regular, scale: .medium, shapes: [.init(path: square)], advance: 80)
/// ])!
/// let image = design.image(pointSize: 17, weight: .bold, scale: .medium)   // 13.6 x 11.9 pt
/// ```
public struct CustomSymbolDesign: Sendable, Hashable, Codable {
    /// A symbol scale, as the template's `-S`, `-M` and `-L` groups.
    public enum Scale: String, CaseIterable, Sendable, Hashable, Codable {
        case small = "S", medium = "M", large = "L"

        /// The template group that draws `scale`.
        public init(_ scale: SymbolScale) {
            switch scale {
            case .small: self = .small
            case .medium: self = .medium
            case .large: self = .large
            }
        }
    }

    /// One filled outline of a variant.
    public struct Shape: Sendable, Hashable, Codable {
        public var path: Path
        public var fillRule: FillRule

        /// Creates a shape.
        public init(path: Path, fillRule: FillRule = .nonZero) {
            self.path = path
            self.fillRule = fillRule
        }
    }

    /// The outlines of one weight at one scale, in template units (the template draws at 100
    /// points), with the origin at the left margin on the baseline and y growing downwards.
    public struct Variant: Sendable, Hashable, Codable {
        public var weight: FontWeight
        public var scale: Scale
        public var shapes: [Shape]
        /// The distance from the left to the right margin, in template units.
        public var advance: Double

        /// Creates a variant.
        public init(weight: FontWeight, scale: Scale, shapes: [Shape], advance: Double) {
            self.weight = weight
            self.scale = scale
            self.shapes = shapes
            self.advance = advance
        }
    }

    /// The template's point size: outlines are drawn at 100 points.
    public static let templatePointSize = 100.0

    /// The variants the template draws.
    public let variants: [Variant]

    /// A design from its variants; `nil` without a medium-scale variant, the scale every other one falls back to.
    public init?(variants: [Variant]) {
        guard variants.contains(where: { $0.scale == .medium }) else { return nil }
        self.variants = variants
    }

    private enum CodingKeys: String, CodingKey { case variants }

    /// Decodes a design, refusing one without a medium-scale variant as ``init(variants:)`` does.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let variants = try container.decode([Variant].self, forKey: .variants)
        guard let design = CustomSymbolDesign(variants: variants) else {
            throw DecodingError.dataCorruptedError(
                forKey: .variants, in: container, debugDescription: "a custom symbol needs a medium-scale variant")
        }
        self = design
    }

    /// The symbol at a point size, weight and scale, or `nil` when the template draws nothing at
    /// that scale. The frame is as wide as the margins and as tall as the ink; the baseline is
    /// measured from the frame's top.
    public func image(pointSize: Double, weight: FontWeight, scale: Scale) -> SymbolImage? {
        guard let variant = variant(weight: weight, scale: scale) else { return nil }
        return Self.image(of: variant, pointSize: pointSize)
    }

    /// The symbol at a point size, weight and symbol scale: the template's group for the scale,
    /// or its medium group grown by ``SymbolScale/glyphFactor`` when it draws none at that scale.
    func image(pointSize: Double, weight: FontWeight, symbolScale: SymbolScale) -> SymbolImage {
        let scale = Scale(symbolScale)
        if let drawn = variant(weight: weight, scale: scale) { return Self.image(of: drawn, pointSize: pointSize) }
        return Self.image(
            of: variant(weight: weight, scale: .medium)!, pointSize: pointSize * symbolScale.glyphFactor)
    }

    private static func image(of variant: Variant, pointSize: Double) -> SymbolImage {
        let unit = pointSize / templatePointSize
        let ink = inkBounds(variant.shapes.map(\.path))
        let transform = AffineTransform.translation(x: 0, y: -ink.minY).concatenating(.scale(x: unit, y: unit))
        let layers = variant.shapes.map {
            SymbolLayer(path: $0.path.applying(transform), paint: .fill, fillRule: $0.fillRule)
        }
        return SymbolImage(
            size: Size(width: variant.advance * unit, height: ink.height * unit), baseline: -ink.minY * unit,
            layers: layers)
    }

    /// The variant for `weight` at `scale`: drawn, interpolated, or the nearest drawn weight.
    public func variant(weight: FontWeight, scale: Scale) -> Variant? {
        let drawn = variants.filter { $0.scale == scale }.sorted { $0.weight < $1.weight }
        if let exact = drawn.first(where: { $0.weight == weight }) { return exact }
        let lighter = drawn.last { $0.weight < weight }
        let heavier = drawn.first { $0.weight > weight }
        if let lighter, let heavier {
            let t =
                Double(weight.numericValue - lighter.weight.numericValue)
                / Double(heavier.weight.numericValue - lighter.weight.numericValue)
            if let blend = Self.interpolate(lighter, heavier, t, weight: weight) { return blend }
            // Incompatible outlines: the nearer weight (the lighter one on a tie).
            return t <= 0.5 ? lighter : heavier
        }
        return lighter ?? heavier
    }

    /// `a` and `b` blended at `t` (0 is `a`), or `nil` when their outlines differ in structure.
    static func interpolate(_ a: Variant, _ b: Variant, _ t: Double, weight: FontWeight) -> Variant? {
        guard a.shapes.count == b.shapes.count else { return nil }
        var shapes: [Shape] = []
        for (shapeA, shapeB) in zip(a.shapes, b.shapes) {
            guard shapeA.fillRule == shapeB.fillRule,
                let path = interpolate(shapeA.path, shapeB.path, t)
            else { return nil }
            shapes.append(Shape(path: path, fillRule: shapeA.fillRule))
        }
        return Variant(weight: weight, scale: a.scale, shapes: shapes, advance: a.advance + (b.advance - a.advance) * t)
    }

    private static func interpolate(_ a: Path, _ b: Path, _ t: Double) -> Path? {
        guard a.elements.count == b.elements.count else { return nil }
        func mix(_ p: Point, _ q: Point) -> Point { Point(x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t) }
        var elements: [Path.Element] = []
        for (x, y) in zip(a.elements, b.elements) {
            switch (x, y) {
            case (.move(let p), .move(let q)): elements.append(.move(mix(p, q)))
            case (.line(let p), .line(let q)): elements.append(.line(mix(p, q)))
            case (.curve(let p1, let p2, let p3), .curve(let q1, let q2, let q3)):
                elements.append(.curve(control1: mix(p1, q1), control2: mix(p2, q2), end: mix(p3, q3)))
            case (.close, .close): elements.append(.close)
            default: return nil
            }
        }
        return Path(elements: elements)
    }

    /// The tight bounds of the paths' outlines (curve extremes included, control points not).
    public static func inkBounds(_ paths: [Path]) -> Rect {
        var xs: [Double] = []
        var ys: [Double] = []
        for path in paths {
            var current = Point(x: 0, y: 0)
            var start = current
            for element in path.elements {
                switch element {
                case .move(let p):
                    (current, start) = (p, p)
                    xs.append(p.x)
                    ys.append(p.y)
                case .line(let p):
                    current = p
                    xs.append(p.x)
                    ys.append(p.y)
                case .curve(let c1, let c2, let end):
                    xs += cubicExtremes(current.x, c1.x, c2.x, end.x)
                    ys += cubicExtremes(current.y, c1.y, c2.y, end.y)
                    current = end
                case .close:
                    current = start
                }
            }
        }
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return .zero }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The end value and every extreme inside one coordinate of a cubic Bézier.
    private static func cubicExtremes(_ p0: Double, _ p1: Double, _ p2: Double, _ p3: Double) -> [Double] {
        // The derivative is a quadratic a t² + b t + c.
        let a = -p0 + 3 * p1 - 3 * p2 + p3
        let b = 2 * (p0 - 2 * p1 + p2)
        let c = p1 - p0
        var roots: [Double] = []
        if abs(a) < 1e-12 {
            if abs(b) > 1e-12 { roots.append(-c / b) }
        } else {
            let discriminant = b * b - 4 * a * c
            if discriminant >= 0 {
                let root = discriminant.squareRoot()
                roots += [(-b + root) / (2 * a), (-b - root) / (2 * a)]
            }
        }
        func value(_ t: Double) -> Double {
            let u = 1 - t
            return u * u * u * p0 + 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t * p3
        }
        return [p3] + roots.filter { $0 > 0 && $0 < 1 }.map(value)
    }
}

/// Custom symbols from asset catalogs, found by ``SymbolCatalog/symbol(named:)`` before
/// CellSnap's own.
///
/// A render given its own catalogs (a spec's `assets:`) looks its symbols up in a **scope**:
/// ``withScope(_:_:)`` binds the designs that layout inside it finds, for this task or thread
/// only, and nothing else is found inside a scope — so what one spec draws never depends on
/// which other specs ran before it. Layout copies a custom symbol's design into its display item,
/// so the drawing needs no scope.
///
/// Outside any scope, the process-wide registry is searched: catalogs that Swift code registers
/// for the whole process on purpose (`AssetCatalogs.register(at:)`, ``register(_:named:source:)``).
/// A name keeps the design it was first registered with for the life of the process, so that
/// renders never depend on which catalog was read first: registering another design under a
/// taken name is an error naming both sources; registering the same design again does nothing.
/// Safe to use from any thread.
///
/// ```swift
/// let square = Path.rect(Rect(x: 10, y: -70, width: 60, height: 70))
/// let design = CustomSymbolDesign(variants: [
///     CustomSymbolDesign.Variant(weight: .regular, scale: .medium, shapes: [.init(path: square)], advance: 80)
/// ])!
/// try CustomSymbols.register(design, named: "brand.square", source: "App/Assets.xcassets")
/// SymbolCatalog.symbol(named: "brand.square")   // the custom symbol
/// ```
public enum CustomSymbols {
    private final class Registry: @unchecked Sendable {
        let lock = NSLock()
        var entries: [String: (design: CustomSymbolDesign, source: String)] = [:]
    }

    private static let registry = Registry()

    /// The designs in scope, or `nil` outside any scope (the registry is searched then).
    @TaskLocal private static var scope: [String: CustomSymbolDesign]?

    /// Runs `body` with `designs` (by name) as the only custom symbols layout finds, on this task
    /// or thread and the tasks it starts; an empty scope finds none, even names the process
    /// registered.
    public static func withScope<Result>(_ designs: [String: CustomSymbolDesign], _ body: () throws -> Result)
        rethrows -> Result
    {
        try $scope.withValue(designs, operation: body)
    }

    /// Registers `design` as the symbol `name`, read from `source` (named in errors).
    public static func register(_ design: CustomSymbolDesign, named name: String, source: String) throws {
        registry.lock.lock()
        defer { registry.lock.unlock() }
        if let existing = registry.entries[name] {
            guard existing.design == design else {
                throw CustomSymbolConflict(name: name, registeredSource: existing.source, newSource: source)
            }
            return
        }
        registry.entries[name] = (design, source)
    }

    /// The custom symbol called `name`: the scope's when one is bound, else the one registered for
    /// the process, if any.
    public static func symbol(named name: String) -> Symbol? {
        if let scope { return scope[name].map { Symbol(name: name, custom: $0) } }
        registry.lock.lock()
        defer { registry.lock.unlock() }
        return registry.entries[name].map { Symbol(name: name, custom: $0.design) }
    }

    /// Whether CellSnap's own catalog draws `name` (custom symbols aside).
    public static func isBuiltIn(_ name: String) -> Bool { SymbolCatalog.designs[name] != nil }
}

/// A custom symbol name registered twice with different designs.
public struct CustomSymbolConflict: Error, CustomStringConvertible, Equatable {
    public var name: String
    public var registeredSource: String
    public var newSource: String

    /// Creates the error.
    public init(name: String, registeredSource: String, newSource: String) {
        self.name = name
        self.registeredSource = registeredSource
        self.newSource = newSource
    }

    public var description: String {
        "\(newSource): the custom symbol '\(name)' is already registered with another design from \(registeredSource); a name draws one design per run"
    }
}
