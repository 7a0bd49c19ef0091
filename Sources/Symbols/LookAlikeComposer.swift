import Primitives

/// Composes a look-alike's drawing from its recipe (``LookAlikes/Entry``) on Lucide's 24-unit grid:
/// each base glyph is drawn once, from its paths, and everything a name adds to it (a fill, an
/// enclosure, a slash, a badge, a second glyph beside or behind it, copies, a number's digits) is
/// derived from those paths in the proportions of ``LookAlikeProportions``.
enum LookAlikeComposer {
    typealias P = LookAlikeProportions

    enum Paint { case stroke, fill, cut, cutFill }

    struct Piece {
        var path: Path
        var paint: Paint
        /// The stroke's width relative to the weight's: thinner for a glyph drawn small inside an enclosure.
        var strokeFactor = 1.0

        func applying(_ transform: AffineTransform) -> Piece {
            Piece(path: path.applying(transform), paint: paint, strokeFactor: strokeFactor)
        }
    }

    /// The design of `entry`, mirrored for right-to-left layouts when asked, or `nil` when one of its
    /// glyphs is missing.
    static func design(_ entry: LookAlikes.Entry, icons: [String: [Path]], mirrored: Bool) -> SymbolDesign? {
        guard let pieces = pieces(entry, icons: icons), !pieces.isEmpty else { return nil }
        let ink = CustomSymbolDesign.inkBounds(pieces.filter { $0.paint == .stroke || $0.paint == .fill }.map(\.path))
        let unit = SymbolDesign.emUnits / P.gridUnitsPerPointSize
        var transform = AffineTransform.scale(x: unit, y: unit).concatenating(
            .translation(x: -ink.minX * unit, y: -ink.minY * unit))
        if mirrored {
            transform = transform.concatenating(.scale(x: -1, y: 1)).concatenating(
                .translation(x: ink.width * unit, y: 0))
        }
        let placed = pieces.map { $0.applying(transform) }
        return Symbols.design(ink.width * unit, ink.height * unit) { stroke in
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

    /// The pieces of `entry` on the grid: its base (filled when a `fill` comes before any enclosure),
    /// then its enclosure, slash and badges.
    static func pieces(_ entry: LookAlikes.Entry, icons: [String: [Path]]) -> [Piece]? {
        let modifiers = entry.modifiers
        let containerIndex = modifiers.firstIndex(where: LookAlikeGrammar.isContainer)
        let fillIndex = modifiers.firstIndex(of: "fill")
        let fillsBase = fillIndex.map { containerIndex == nil || $0 < containerIndex! } ?? false
        guard var pieces = basePieces(entry.base, filled: fillsBase, icons: icons) else { return nil }
        for strike in modifiers where ["bar", "bars", "stem", "top"].contains(strike) {
            pieces = struck(pieces, by: strike)
        }
        for part in modifiers where part.hasPrefix("half.") || part.hasPrefix("inset.") || part.hasPrefix("cross.") {
            // A glyph with no closed outline has no part to fill: the name is refused.
            guard let partly = partlyFilled(pieces, part: part) else { return nil }
            pieces = partly
        }
        if let containerIndex {
            let portrait = modifiers[containerIndex...].contains("portrait")
            guard
                let enclosed = contained(
                    pieces, in: modifiers[containerIndex], portrait: portrait,
                    filled: fillIndex.map { $0 > containerIndex } ?? false, icons: icons)
            else { return nil }
            pieces = enclosed
        }
        if modifiers.contains("slash") { pieces = slashed(pieces) }
        for modifier in modifiers where modifier.hasPrefix("badge.") {
            guard let badge = badged(pieces, mark: String(modifier.dropFirst("badge.".count)), icons: icons)
            else { return nil }
            pieces = badge
        }
        return pieces
    }

    private static func basePieces(_ base: LookAlikes.Base, filled: Bool, icons: [String: [Path]]) -> [Piece]? {
        switch base {
        case .icon(let name):
            guard let paths = icons[name], !paths.isEmpty else { return nil }
            // A glyph with no body to fill, or whose filled form reads as something else, is
            // refused filled: never drawn as its outline.
            guard filled else { return paths.map { Piece(path: $0, paint: .stroke) } }
            return LookAlikes.notFilled.contains(name) ? nil : self.filled(paths)
        case .label(let text):
            return label(text, icons: icons)
        case .copies(let glyph, let count):
            guard let one = basePieces(glyph, filled: filled, icons: icons) else { return nil }
            return stacked(Array(repeating: one, count: count))
        case .pair(let first, let second), .over(let first, let second):
            guard let front = pieces(filled ? withFill(first) : first, icons: icons),
                let other = pieces(filled ? withFill(second) : second, icons: icons)
            else { return nil }
            if case .pair = base { return paired(front, other) }
            return stacked([other, front])
        }
    }

    private static func withFill(_ entry: LookAlikes.Entry) -> LookAlikes.Entry {
        var entry = entry
        if !entry.modifiers.contains("fill") { entry.modifiers.append("fill") }
        return entry
    }

    /// A label's digits and letters side by side, centred on the grid's middle, narrowed to the
    /// live area when they are wider.
    private static func label(_ text: String, icons: [String: [Path]]) -> [Piece]? {
        var pieces: [Piece] = []
        var x = 0.0
        for character in text {
            guard let paths = icons[LookAlikes.glyph(of: character)] else { return nil }
            let box = CustomSymbolDesign.inkBounds(paths)
            let shift = AffineTransform.translation(x: x - box.minX, y: 0)
            pieces += paths.map { Piece(path: $0.applying(shift), paint: .stroke) }
            x += box.width + P.labelGap
        }
        let width = x - P.labelGap
        let scale = min(1, P.labelMaxWidth / width)
        let place = AffineTransform.translation(x: -width / 2, y: -12).concatenating(.scale(x: scale, y: scale))
            .concatenating(.translation(x: 12, y: 12))
        return pieces.map { $0.applying(place) }
    }

    /// The enclosure's outline on the grid, and the scale of the glyph inside it.
    private static func enclosure(_ name: String, portrait: Bool, icons: [String: [Path]]) -> (Path, Double)? {
        func centred(_ size: Size) -> Rect {
            let size = portrait ? Size(width: size.height, height: size.width) : size
            return Rect(x: 12 - size.width / 2, y: 12 - size.height / 2, width: size.width, height: size.height)
        }
        switch name {
        case "circle": return (.circle(center: Point(x: 12, y: 12), radius: P.circleRadius), P.enclosedScale)
        case "rectangle":
            let rect = centred(P.rectangleSize)
            return (.roundedRect(rect, radii: CornerRadii(all: P.rectangleCornerRadius)), P.enclosedScaleInRectangle)
        case "capsule": return (.capsule(centred(P.capsuleSize)), P.enclosedScaleInRectangle)
        case "shield":
            guard let shield = icons["shield"]?.first else { return nil }
            return (shield, P.enclosedScale)
        case "circlepath":
            guard let arrows = icons["refresh-cw"] else { return nil }
            return (merged(arrows), P.enclosedScale)
        default:
            let side = 24 - 2 * P.squareInset
            let radius = name == "app" ? P.appCornerRadius : P.squareCornerRadius
            let rect = Rect(x: P.squareInset, y: P.squareInset, width: side, height: side)
            return (.roundedRect(rect, radii: CornerRadii(all: radius)), P.enclosedScale)
        }
    }

    /// The glyph drawn smaller inside an enclosure, the enclosure filled and the glyph cut out of it
    /// when `filled`.
    private static func contained(
        _ pieces: [Piece], in container: String, portrait: Bool, filled: Bool, icons: [String: [Path]]
    ) -> [Piece]? {
        if container.hasPrefix(LookAlikeGrammar.shapePrefix) {
            return shaped(
                pieces, in: String(container.dropFirst(LookAlikeGrammar.shapePrefix.count)), filled: filled,
                icons: icons)
        }
        // Two arrows around a glyph have no inside to fill.
        guard !(filled && container == "circlepath"),
            let (outline, factor) = enclosure(container, portrait: portrait, icons: icons)
        else { return nil }
        let shrink = AffineTransform.translation(x: -12, y: -12).concatenating(.scale(x: factor, y: factor))
            .concatenating(.translation(x: 12, y: 12))
        let inner = pieces.map { piece -> Piece in
            var piece = piece.applying(shrink)
            piece.strokeFactor *= P.enclosedStrokeFactor
            if filled { piece.paint = piece.paint == .fill ? .cutFill : .cut }
            return piece
        }
        return [Piece(path: outline, paint: filled ? .fill : .stroke)] + inner
    }

    /// The glyph with part of its outline (its largest closed shapes) filled: one half, the other half
    /// cut away and the strokes drawn again over it, or a copy of the outline at
    /// ``LookAlikeProportions/insetScale`` inside it.
    private static func partlyFilled(_ pieces: [Piece], part: String) -> [Piece]? {
        let closed = pieces.filter { $0.paint == .stroke && isClosed($0.path) }
        let largest = closed.map { area(CustomSymbolDesign.inkBounds([$0.path])) }.max() ?? 0
        let bodies = closed.filter { area(CustomSymbolDesign.inkBounds([$0.path])) >= largest * 0.4 }
        guard !bodies.isEmpty else { return nil }
        let box = CustomSymbolDesign.inkBounds(bodies.map(\.path))
        if part.hasPrefix("cross.") { return crossCellFilled(pieces, closed: closed, direction: part) }
        if part == "inset.fill" {
            let shrink = AffineTransform.translation(x: -box.midX, y: -box.midY)
                .concatenating(.scale(x: P.insetScale, y: P.insetScale)).concatenating(
                    .translation(x: box.midX, y: box.midY))
            return pieces
                + bodies.map { Piece(path: $0.path.applying(shrink), paint: .fill, strokeFactor: $0.strokeFactor) }
        }
        if part.hasPrefix("inset.") {
            guard let region = insetRegion(String(part.dropFirst("inset.".count)), of: box) else { return nil }
            return pieces + [Piece(path: region, paint: .fill)]
        }
        let m = 2.0
        let other: Rect
        switch part {
        case "half.left":
            other = Rect(x: box.midX, y: box.minY - m, width: box.width / 2 + m, height: box.height + 2 * m)
        case "half.right":
            other = Rect(x: box.minX - m, y: box.minY - m, width: box.width / 2 + m, height: box.height + 2 * m)
        case "half.top":
            other = Rect(x: box.minX - m, y: box.midY, width: box.width + 2 * m, height: box.height / 2 + m)
        default: other = Rect(x: box.minX - m, y: box.minY - m, width: box.width + 2 * m, height: box.height / 2 + m)
        }
        let fills = bodies.map { Piece(path: $0.path, paint: .fill, strokeFactor: $0.strokeFactor) }
        return fills + [Piece(path: .rect(other), paint: .cutFill, strokeFactor: 0)] + pieces
    }

    /// A currency sign's strokes across its letters: one bar or two across the middle, a vertical
    /// stem through it, or a bar above it (`top`), reaching past the letters' ink.
    private static func struck(_ pieces: [Piece], by strike: String) -> [Piece] {
        let box = inkBounds(pieces)
        let reach = P.strikeOvershoot
        func across(_ y: Double) -> Piece {
            Piece(path: polyline([(box.minX - reach, y), (box.maxX + reach, y)]), paint: .stroke)
        }
        switch strike {
        case "bar": return pieces + [across(box.midY)]
        case "bars":
            return pieces + [across(box.midY - P.strikeBarSpacing / 2), across(box.midY + P.strikeBarSpacing / 2)]
        default:
            return pieces + [
                Piece(path: polyline([(box.midX, box.minY - reach), (box.midX, box.maxY + reach)]), paint: .stroke)
            ]
        }
    }

    /// A slash from the top left to the bottom right, with a gap cut on its lower left.
    private static func slashed(_ pieces: [Piece]) -> [Piece] {
        let start = P.slashStart
        let end = P.slashEnd
        let gap = polyline([
            (start.x + P.slashGapStartOffset.x, start.y + P.slashGapStartOffset.y),
            (end.x + P.slashGapEndOffset.x, end.y + P.slashGapEndOffset.y),
        ])
        return pieces + [
            Piece(path: gap, paint: .cut), Piece(path: polyline([(start.x, start.y), (end.x, end.y)]), paint: .stroke),
        ]
    }

    /// A badge at the lower right: the glyph cut away around it, and the mark drawn in it, or
    /// another glyph (`icon:<icon>`, `label:<text>`) at ``LookAlikeProportions/badgeGlyphScale``.
    private static func badged(_ pieces: [Piece], mark: String, icons: [String: [Path]]) -> [Piece]? {
        let center = P.badgeCenter
        let cut = Piece(path: .circle(center: center, radius: P.badgeCutRadius), paint: .cutFill)
        let glyph: LookAlikes.Base? =
            mark.hasPrefix("icon:")
            ? .icon(String(mark.dropFirst("icon:".count)))
            : mark.hasPrefix("label:") ? .label(String(mark.dropFirst("label:".count))) : nil
        guard let glyph else {
            return pieces + [cut] + LookAlikeBadges.marks(mark, at: center).map { Piece(path: $0, paint: .stroke) }
        }
        guard let drawn = basePieces(glyph, filled: false, icons: icons) else { return nil }
        let place = AffineTransform.translation(x: -12, y: -12)
            .concatenating(.scale(x: P.badgeGlyphScale, y: P.badgeGlyphScale))
            .concatenating(.translation(x: center.x, y: center.y))
        return pieces + [cut]
            + drawn.map { piece in
                var piece = piece.applying(place)
                piece.strokeFactor *= P.enclosedStrokeFactor
                return piece
            }
    }

    /// Several paths as one, each a subpath of it.
    private static func merged(_ paths: [Path]) -> Path {
        var result = Path()
        for element in paths.flatMap(\.elements) {
            switch element {
            case .move(let p): result.move(to: p)
            case .line(let p): result.addLine(to: p)
            case .curve(let c1, let c2, let end): result.addCurve(to: end, control1: c1, control2: c2)
            case .close: result.closeSubpath()
            }
        }
        return result
    }

    /// Two glyphs side by side, each smaller, centred together on the grid's middle.
    private static func paired(_ first: [Piece], _ second: [Piece]) -> [Piece] {
        let a = inkBounds(first), b = inkBounds(second)
        let s = P.pairScale
        let width = (a.width + b.width) * s + P.pairGap
        let left = 12 - width / 2
        func place(_ pieces: [Piece], _ box: Rect, x: Double) -> [Piece] {
            let transform = AffineTransform.translation(x: -box.minX, y: -box.midY).concatenating(.scale(x: s, y: s))
                .concatenating(.translation(x: x, y: 12))
            return pieces.map { $0.applying(transform) }
        }
        return place(first, a, x: left) + place(second, b, x: left + a.width * s + P.pairGap)
    }

    /// Glyphs stacked from the back (first) to the front (last): each smaller, each one behind moved
    /// up and to the right, and each cut away behind the one in front of it.
    private static func stacked(_ layers: [[Piece]]) -> [Piece] {
        let count = Double(layers.count)
        var result: [Piece] = []
        for (index, layer) in layers.enumerated() {
            let step = (count - 1) / 2 - Double(index)
            let transform = AffineTransform.translation(x: -12, y: -12)
                .concatenating(.scale(x: P.stackScale, y: P.stackScale))
                .concatenating(.translation(x: 12 + step * P.stackOffset, y: 12 - step * P.stackOffset))
            let placed = layer.map { $0.applying(transform) }
            if index > 0 {
                let box = inkBounds(placed)
                let margin = P.stackCutMargin
                let cut = Rect(
                    x: box.minX - margin, y: box.minY - margin, width: box.width + 2 * margin,
                    height: box.height + 2 * margin)
                result.append(Piece(path: .roundedRect(cut, radii: CornerRadii(all: margin * 2)), paint: .cutFill))
            }
            result += placed
        }
        return result
    }

    private static func inkBounds(_ pieces: [Piece]) -> Rect {
        CustomSymbolDesign.inkBounds(pieces.filter { $0.paint == .stroke || $0.paint == .fill }.map(\.path))
    }

    static func isClosed(_ path: Path) -> Bool {
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

    static func area(_ rect: Rect) -> Double { rect.width * rect.height }
}
