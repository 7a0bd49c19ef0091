import Primitives

extension LookAlikeComposer {
    /// The glyph drawn smaller inside an enclosure shaped as an object (`l2.button.angledtop.vertical.left`,
    /// `abs.brakesignal`, ``LookAlikeGrammar/shapes``): centred in the shape's closed outline, at the
    /// shape's scale, its strokes thinner as in any enclosure; when `filled`, the closed outline
    /// filled and the glyph cut out of it, the shape's open lines (a brake light's arcs) drawn as
    /// they are. `nil` when the shape has no closed outline.
    static func shaped(_ pieces: [Piece], in shape: String, filled: Bool, icons: [String: [Path]]) -> [Piece]? {
        guard let paths = icons[shape], let scale = LookAlikeGrammar.shapeScales[shape] else { return nil }
        let outlines = paths.filter(isClosed)
        guard !outlines.isEmpty else { return nil }
        let body = CustomSymbolDesign.inkBounds(outlines)
        let glyph = CustomSymbolDesign.inkBounds(pieces.filter { $0.paint == .stroke || $0.paint == .fill }.map(\.path))
        let place = AffineTransform.translation(x: -glyph.midX, y: -glyph.midY)
            .concatenating(.scale(x: scale, y: scale)).concatenating(.translation(x: body.midX, y: body.midY))
        let inner = pieces.map { piece -> Piece in
            var piece = piece.applying(place)
            piece.strokeFactor *= LookAlikeProportions.enclosedStrokeFactor
            if filled { piece.paint = piece.paint == .fill ? .cutFill : .cut }
            return piece
        }
        let shapePieces = paths.map { Piece(path: $0, paint: filled && isClosed($0) ? .fill : .stroke) }
        return shapePieces.filter { $0.paint == .fill } + shapePieces.filter { $0.paint != .fill } + inner
    }

    /// The glyph with one of its cells filled (`cross.up`, `cross.left`): of its closed parts, the
    /// one furthest that way from the glyph's middle, the nearest to the middle line across
    /// breaking a tie (the middle key of a row of arrow keys is `down`). `nil` for a glyph of fewer
    /// than two closed parts, which has no cells.
    static func crossCellFilled(_ pieces: [Piece], closed: [Piece], direction: String) -> [Piece]? {
        guard closed.count >= 2 else { return nil }
        let whole = CustomSymbolDesign.inkBounds(closed.map(\.path))
        let (dx, dy): (Double, Double) =
            switch direction {
            case "cross.up": (0, -1)
            case "cross.down": (0, 1)
            case "cross.left": (-1, 0)
            default: (1, 0)
            }
        func score(_ piece: Piece) -> Double {
            let box = CustomSymbolDesign.inkBounds([piece.path])
            let x = box.midX - whole.midX
            let y = box.midY - whole.midY
            return (x * dx + y * dy) - 0.5 * abs(x * dy - y * dx)
        }
        guard let cell = closed.max(by: { score($0) < score($1) }) else { return nil }
        return [Piece(path: cell.path, paint: .fill, strokeFactor: cell.strokeFactor)] + pieces
    }
}
