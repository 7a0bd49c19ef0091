import Foundation
import Primitives

/// The catalog of symbols CellSnap can draw, by SF Symbols name.
///
/// Every accessory glyph (`chevron.right`, `checkmark`, `minus.circle.fill`, `plus.circle.fill`,
/// `line.3.horizontal`, `info.circle`, `circle`, `checkmark.circle.fill`, `chevron.up.chevron.down`)
/// and the common list icons. The geometry is CellSnap's own, drawn in the SF style: round caps
/// and joins, weights that thicken strokes, designs sized relative to the point size.
public enum SymbolCatalog {
    /// The symbol called `name`, or `nil` when the catalog has none. Custom symbols registered
    /// from asset catalogs (``CustomSymbols``) are found first.
    public static func symbol(named name: String) -> Symbol? {
        CustomSymbols.symbol(named: name) ?? designs[name].map { Symbol(name: name, design: $0) }
    }

    /// Every symbol name, sorted.
    public static let names: [String] = designs.keys.sorted()

    static let designs: [String: SymbolDesign] = {
        var all: [String: SymbolDesign] = [:]
        for family in [arrowsAndMarks, circles, objects, settings, communication, media, commerce, indicators] {
            all.merge(family) { first, _ in first }
        }
        return all
    }()
}

// MARK: - Drawing helpers (design units: 100 = the point size)

/// A symbol whose box is `width` x `height`, centred on the middle of capital letters.
func design(_ width: Double, _ height: Double, _ layers: @escaping @Sendable (Double) -> [SymbolLayer]) -> SymbolDesign
{
    SymbolDesign(size: Size(width: width, height: height), baseline: height / 2 + 36.35, layers: layers)
}

func polyline(_ points: [(Double, Double)], closed: Bool = false) -> Path {
    var path = Path()
    for (index, point) in points.enumerated() {
        let p = Point(x: point.0, y: point.1)
        if index == 0 { path.move(to: p) } else { path.addLine(to: p) }
    }
    if closed { path.closeSubpath() }
    return path
}

func circle(_ x: Double, _ y: Double, _ radius: Double) -> Path {
    .circle(center: Point(x: x, y: y), radius: radius)
}

func arc(_ x: Double, _ y: Double, _ radius: Double, from start: Double, to end: Double) -> Path {
    var path = Path()
    path.addArc(center: Point(x: x, y: y), radius: radius, startAngle: start * .pi / 180, endAngle: end * .pi / 180)
    return path
}

func rounded(_ x: Double, _ y: Double, _ width: Double, _ height: Double, _ radius: Double) -> Path {
    .roundedRect(Rect(x: x, y: y, width: width, height: height), radii: CornerRadii(all: radius))
}

func stroke(_ path: Path, _ width: Double) -> SymbolLayer { SymbolLayer(path: path, paint: .stroke(lineWidth: width)) }

/// A filled shape whose corners are rounded by a stroke of the same path.
func fill(_ path: Path, rounding width: Double = 0, rule: FillRule = .nonZero) -> [SymbolLayer] {
    [SymbolLayer(path: path, paint: .fill, fillRule: rule)] + (width > 0 ? [stroke(path, width)] : [])
}

func knockout(_ path: Path, _ width: Double) -> SymbolLayer {
    SymbolLayer(path: path, paint: .stroke(lineWidth: width), blend: .knockout)
}

func knockoutFill(_ path: Path) -> SymbolLayer {
    SymbolLayer(path: path, paint: .fill, blend: .knockout)
}

/// Both the outline (`name`) and the filled (`name.fill`) variant of a shape. `details` are
/// drawn in both; `cutouts` are drawn in the outline and cut out of the filled variant.
func outlineAndFill(
    _ name: String, _ width: Double, _ height: Double, _ shape: Path,
    details: @escaping @Sendable (Double) -> [SymbolLayer] = { _ in [] },
    cutouts: @escaping @Sendable (Double) -> [Path] = { _ in [] }
) -> [String: SymbolDesign] {
    [
        name: design(width, height) { s in [stroke(shape, s)] + details(s) + cutouts(s).map { stroke($0, s) } },
        name + ".fill": design(width, height) { s in
            fill(shape, rounding: s) + details(s) + cutouts(s).map { knockout($0, s) }
        },
    ]
}

/// A filled disc of the `circle` symbol's size with `marks` cut out of it.
func disc(_ marks: @escaping @Sendable (Double) -> [Path]) -> SymbolDesign {
    design(100, 100) { s in
        fill(circle(50, 50, 50), rounding: s) + marks(s).map { knockout($0, s * 1.15) }
    }
}
