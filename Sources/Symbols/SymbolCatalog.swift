import Foundation
import Primitives

/// The catalog of symbols CellSnap can draw, by SF Symbols name.
///
/// Every accessory glyph (`chevron.right`, `checkmark`, `minus.circle.fill`, `plus.circle.fill`,
/// `line.3.horizontal`, `info.circle`, `circle`, `checkmark.circle.fill`, `chevron.up.chevron.down`)
/// and the common list icons. The geometry is CellSnap's own, drawn in the SF style: round caps
/// and joins, weights that thicken strokes, designs sized relative to the point size. Beyond them,
/// bundled look-alikes of the names apps use most (``lookAlikeNames``), marked as such.
public enum SymbolCatalog {
    /// The symbol called `name`, or `nil` when nothing draws it. Searched in order: the custom
    /// symbols in scope (``CustomSymbols``), the team's exported symbols (``ExportedSymbols``),
    /// CellSnap's own designs, then the bundled look-alikes (read on the first name that reaches them).
    public static func symbol(named name: String) -> Symbol? {
        CustomSymbols.symbol(named: name) ?? ExportedSymbols.symbol(named: name)
            ?? designs[name].map { Symbol(name: name, design: $0) } ?? LookAlikes.symbol(named: name)
    }

    /// The names CellSnap draws with its own designs, sorted.
    public static let names: [String] = designs.keys.sorted()

    /// The names drawn by bundled look-alikes (and not by CellSnap's own designs), sorted.
    public static var lookAlikeNames: [String] { LookAlikes.names.filter { designs[$0] == nil } }

    /// The name a symbol is drawn under in right-to-left layouts when it points the other way
    /// there: `chevron.left` for `chevron.right` (and back), and a look-alike's mirrored drawing
    /// (`chevron.forward.rtl`) for the names iOS mirrors; `name` itself otherwise.
    public static func rightToLeftName(of name: String) -> String {
        switch name {
        case "chevron.right": return "chevron.left"
        case "chevron.left": return "chevron.right"
        default:
            guard designs[name] == nil, CustomSymbols.symbol(named: name) == nil,
                ExportedSymbols.symbol(named: name) == nil
            else { return name }
            return LookAlikes.rightToLeftName(of: name) ?? name
        }
    }

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
