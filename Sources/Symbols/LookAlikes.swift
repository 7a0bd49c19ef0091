import Primitives
import Synchronization

/// The bundled look-alikes: open-licensed drawings (Lucide, ISC licence) of the SF Symbols names
/// apps use most, for names CellSnap has no design of its own for. They are not Apple's glyphs:
/// each is marked as a look-alike (``Symbol/lookAlikeSource``) in `cellsnap symbols` and on the
/// symbol sheet.
///
/// An SF name maps by meaning to a Lucide icon and the SF modifiers composed on it, in the name's
/// order: `fill` fills the icon's outline and cuts its inner lines out, `circle`, `square`, `app`
/// and `rectangle` draw it smaller inside that container (filled with the icon cut out when `fill`
/// follows), `slash` strikes it through, and `badge.plus` (and the other marks) add a small badge
/// at its lower right. Strokes take the weight's width as CellSnap's own symbols do, and the
/// drawing is centred on the middle of capital letters. Names that iOS mirrors in right-to-left
/// layouts (`chevron.forward`, `text.bubble`) are drawn mirrored under ``rightToLeftName(of:)``.
///
/// The data is read on the first look-up of a name CellSnap does not draw itself, never before.
///
/// ```swift
/// let trash = SymbolCatalog.symbol(named: "trash.slash")!   // Lucide's trash-2, struck through
/// trash.lookAlikeSource   // "Lucide trash-2"
/// ```
enum LookAlikes {
    /// How one name is drawn: its icon and the modifiers composed on it, in order.
    struct Entry: Sendable {
        var icon: String
        var modifiers: [String]
        var flipsInRightToLeft: Bool
    }

    /// The suffix of the name a mirrored look-alike is drawn under in right-to-left layouts, as SF
    /// Symbols names its right-to-left localizations (`text.bubble.rtl`).
    static let rightToLeftSuffix = ".rtl"

    /// Lucide's grid: icons are drawn in a 24-unit square, their live area 20 units wide.
    private static let unitsPerGrid = SymbolDesign.emUnits / 20

    static let entries: [String: Entry] = {
        var entries: [String: Entry] = [:]
        for line in LookAlikeData.names.split(separator: "\n") {
            let fields = line.split(separator: "|", omittingEmptySubsequences: false)
            guard fields.count == 4 else { continue }
            entries[String(fields[0])] = Entry(
                icon: String(fields[1]), modifiers: fields[2].split(separator: " ").map(String.init),
                flipsInRightToLeft: fields[3] == "rtl")
        }
        return entries
    }()

    /// Every look-alike name, sorted.
    static let names: [String] = entries.keys.sorted()

    private static let icons: [String: [Path]] = {
        var icons: [String: [Path]] = [:]
        for line in LookAlikeData.icons.split(separator: "\n") {
            let fields = line.split(separator: "|")
            guard let name = fields.first else { continue }
            // The data is generated and checked by the tests; an element that does not parse is left out.
            icons[String(name)] = fields.dropFirst().compactMap { try? SVGPathData.parse(String($0)) }
        }
        return icons
    }()

    /// The base glyphs there are, by Lucide name.
    private static let iconNames = Set(icons.keys)

    /// The symbols composed so far, by name: layout and drawing look a name up many times.
    private static let composed = Mutex<[String: Symbol]>([:])

    /// The look-alike called `name` (or a mirrored one, `<name>.rtl`), or `nil`.
    static func symbol(named name: String) -> Symbol? {
        if let known = composed.withLock({ $0[name] }) { return known }
        guard let symbol = compose(name) else { return nil }
        composed.withLock { $0[name] = symbol }
        return symbol
    }

    private static func compose(_ name: String) -> Symbol? {
        var base = name
        var mirrored = false
        if name.hasSuffix(rightToLeftSuffix) {
            base = String(name.dropLast(rightToLeftSuffix.count))
            mirrored = true
        }
        guard let entry = entries[base] ?? LookAlikeGrammar.entry(for: base, icons: iconNames),
            !mirrored || entry.flipsInRightToLeft, let paths = icons[entry.icon],
            !paths.isEmpty
        else { return nil }
        return Symbol(
            name: name, lookAlike: composedDesign(paths, modifiers: entry.modifiers, mirrored: mirrored),
            source: "Lucide \(entry.icon)")
    }

    /// The name a look-alike is drawn under in right-to-left layouts: its mirrored drawing for a
    /// name iOS mirrors, `nil` otherwise.
    static func rightToLeftName(of name: String) -> String? {
        (entries[name] ?? LookAlikeGrammar.entry(for: name, icons: iconNames)).flatMap {
            $0.flipsInRightToLeft ? name + rightToLeftSuffix : nil
        }
    }

    // MARK: - Composition (on Lucide's 24-unit grid)

    private enum Paint { case stroke, fill, cut, cutFill }

    private struct Piece {
        var path: Path
        var paint: Paint
        /// The stroke's width relative to the weight's: thinner for an icon drawn small inside a container.
        var strokeFactor = 1.0
    }

    private static func composedDesign(_ paths: [Path], modifiers: [String], mirrored: Bool) -> SymbolDesign {
        let containers = ["circle", "square", "app", "rectangle"]
        let containerIndex = modifiers.firstIndex { containers.contains($0) }
        let fillIndex = modifiers.firstIndex(of: "fill")
        var pieces: [Piece]
        if let fillIndex, containerIndex == nil || fillIndex < containerIndex! {
            pieces = filled(paths)
        } else {
            pieces = paths.map { Piece(path: $0, paint: .stroke) }
        }
        if let containerIndex {
            pieces = contained(
                pieces, in: modifiers[containerIndex], filled: fillIndex.map { $0 > containerIndex } ?? false)
        }
        if modifiers.contains("slash") { pieces = slashed(pieces) }
        for modifier in modifiers where modifier.hasPrefix("badge.") {
            pieces = badged(pieces, mark: String(modifier.dropFirst("badge.".count)))
        }
        let ink = CustomSymbolDesign.inkBounds(pieces.filter { $0.paint == .stroke || $0.paint == .fill }.map(\.path))
        let unit = unitsPerGrid
        var transform = AffineTransform.scale(x: unit, y: unit).concatenating(
            .translation(x: -ink.minX * unit, y: -ink.minY * unit))
        if mirrored {
            transform = transform.concatenating(.scale(x: -1, y: 1)).concatenating(
                .translation(x: ink.width * unit, y: 0))
        }
        let placed = pieces.map {
            Piece(path: $0.path.applying(transform), paint: $0.paint, strokeFactor: $0.strokeFactor)
        }
        return design(ink.width * unit, ink.height * unit) { stroke in
            placed.flatMap { piece -> [SymbolLayer] in
                let width = stroke * piece.strokeFactor
                return switch piece.paint {
                case .stroke: [Symbols.stroke(piece.path, width)]
                case .fill: fill(piece.path, rounding: width)
                case .cut: [knockout(piece.path, width)]
                case .cutFill: [knockoutFill(piece.path), knockout(piece.path, width)]
                }
            }
        }
    }

    /// The icon filled: its outline (the largest closed shapes) filled, and the lines inside it cut out.
    private static func filled(_ paths: [Path]) -> [Piece] {
        let closed = paths.filter(isClosed)
        let largest = closed.map { area(CustomSymbolDesign.inkBounds([$0])) }.max() ?? 0
        let bodies = closed.filter { area(CustomSymbolDesign.inkBounds([$0])) >= largest * 0.4 }
        guard !bodies.isEmpty else { return paths.map { Piece(path: $0, paint: .stroke) } }
        let body = CustomSymbolDesign.inkBounds(bodies)
        // The filled outline first, so that the lines cut out of it come after it, whatever the icon's order.
        let pieces = paths.map { path in
            if bodies.contains(path) { return Piece(path: path, paint: .fill) }
            let bounds = CustomSymbolDesign.inkBounds([path])
            let inside =
                bounds.minX >= body.minX && bounds.maxX <= body.maxX && bounds.minY >= body.minY
                && bounds.maxY <= body.maxY
            return Piece(path: path, paint: inside ? .cut : .stroke)
        }
        return pieces.filter { $0.paint == .fill } + pieces.filter { $0.paint != .fill }
    }

    /// The icon drawn at about 60% inside a container, the container filled and the icon cut out of it when `filled`.
    private static func contained(_ pieces: [Piece], in container: String, filled: Bool) -> [Piece] {
        let outline: Path
        let factor: Double
        switch container {
        case "circle":
            outline = .circle(center: Point(x: 12, y: 12), radius: 10)
            factor = 0.55
        case "rectangle":
            outline = .roundedRect(Rect(x: 1, y: 5, width: 22, height: 14), radii: CornerRadii(all: 3))
            factor = 0.5
        default:
            outline = .roundedRect(
                Rect(x: 2, y: 2, width: 20, height: 20), radii: CornerRadii(all: container == "app" ? 5 : 3.5))
            factor = 0.55
        }
        let shrink = AffineTransform.translation(x: -12, y: -12).concatenating(.scale(x: factor, y: factor))
            .concatenating(.translation(x: 12, y: 12))
        let inner = pieces.map { piece -> Piece in
            var piece = piece
            piece.path = piece.path.applying(shrink)
            piece.strokeFactor *= 0.75
            if filled { piece.paint = piece.paint == .fill ? .cutFill : .cut }
            return piece
        }
        return [Piece(path: outline, paint: filled ? .fill : .stroke)] + inner
    }

    /// A slash from the top left to the bottom right, with a gap cut on each side of it.
    private static func slashed(_ pieces: [Piece]) -> [Piece] {
        var line = Path()
        line.move(to: Point(x: 3, y: 3))
        line.addLine(to: Point(x: 21, y: 21))
        var gap = Path()
        gap.move(to: Point(x: 2.2, y: 4.6))
        gap.addLine(to: Point(x: 19.4, y: 21.8))
        return pieces + [Piece(path: gap, paint: .cut), Piece(path: line, paint: .stroke)]
    }

    /// A badge at the lower right: the icon cut away around it, and the mark drawn in it.
    private static func badged(_ pieces: [Piece], mark: String) -> [Piece] {
        let center = Point(x: 20, y: 19)
        let cut = Piece(path: .circle(center: center, radius: 6.2), paint: .cutFill)
        func line(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Path {
            polyline([(center.x + x1, center.y + y1), (center.x + x2, center.y + y2)])
        }
        let marks: [Path]
        switch mark {
        case "plus": marks = [line(-3.5, 0, 3.5, 0), line(0, -3.5, 0, 3.5)]
        case "minus": marks = [line(-3.5, 0, 3.5, 0)]
        case "xmark": marks = [line(-2.8, -2.8, 2.8, 2.8), line(2.8, -2.8, -2.8, 2.8)]
        case "checkmark":
            marks = [
                polyline([(center.x - 3.2, center.y), (center.x - 1, center.y + 2.6), (center.x + 3.4, center.y - 2.8)])
            ]
        case "clock":
            marks = [
                .circle(center: center, radius: 4.2),
                polyline([(center.x, center.y - 2.4), (center.x, center.y), (center.x + 1.8, center.y + 1)]),
            ]
        case "questionmark":
            var hook = Path()
            hook.move(to: Point(x: center.x - 2, y: center.y - 1.8))
            hook.addArc(center: Point(x: center.x, y: center.y - 1.8), radius: 2, startAngle: .pi, endAngle: .pi * 2.4)
            hook.addLine(to: Point(x: center.x, y: center.y + 1.2))
            marks = [hook, line(0, 3.6, 0, 3.61)]
        default: marks = [line(0, -3.6, 0, 1.2), line(0, 3.6, 0, 3.61)]  // exclamationmark
        }
        return pieces + [cut] + marks.map { Piece(path: $0, paint: .stroke) }
    }

    private static func isClosed(_ path: Path) -> Bool {
        if path.elements.contains(where: { if case .close = $0 { true } else { false } }) { return true }
        guard case .move(let start) = path.elements.first, let last = path.elements.last else { return false }
        let end: Point
        switch last {
        case .line(let p), .move(let p): end = p
        case .curve(_, _, let p): end = p
        case .close: end = start
        }
        return abs(end.x - start.x) < 0.01 && abs(end.y - start.y) < 0.01
    }

    private static func area(_ rect: Rect) -> Double { rect.width * rect.height }
}
