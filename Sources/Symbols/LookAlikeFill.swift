import Primitives

extension LookAlikeComposer {
    /// The glyph filled, or `nil` when it has no body to fill (a filled name is then refused rather
    /// than drawn as its outline): its body filled, the lines inside the body cut out of it, the
    /// others stroked. The body is its largest shapes (the largest at least
    /// ``LookAlikeProportions/smallestBody`` of the glyph's area) (those of at least 0.4 of the largest's area,
    /// measured by their bounds) among its closed paths and its open outlines whose ends are close
    /// (``LookAlikeProportions/openOutlineGap``), which are filled as if closed by a straight line:
    /// Lucide draws a cloud open at its foot where the rain falls, a clipboard open where its clip
    /// sits, a car open between its wheels.
    static func filled(_ paths: [Path]) -> [Piece]? {
        // A glyph of dots only (`circle.grid.3x3`): each small circle filled, each dot (a round
        // stroke) as it is.
        let dots = paths.allSatisfy { path in
            let bounds = CustomSymbolDesign.inkBounds([path])
            return max(bounds.width, bounds.height) <= LookAlikeProportions.largestDot
        }
        if dots { return paths.map { Piece(path: $0, paint: isClosed($0) ? .fill : .stroke) } }
        let candidates = paths.filter { isClosed($0) || closesNearly($0) }
        let largest = candidates.map { area(CustomSymbolDesign.inkBounds([$0])) }.max() ?? 0
        let bodies = candidates.filter { area(CustomSymbolDesign.inkBounds([$0])) >= largest * 0.4 }
        // Dots and small parts are no body: a list's bullets filled would draw the list's outline.
        // A glyph of closed cells (four keys, six circles) is its cells: each filled, the lines
        // between them drawn as they are.
        let whole = area(CustomSymbolDesign.inkBounds(paths))
        let cells =
            bodies.count >= LookAlikeProportions.leastCells && bodies.allSatisfy(isClosed)
            && area(CustomSymbolDesign.inkBounds(bodies)) >= whole * LookAlikeProportions.cellsShare
        guard !bodies.isEmpty, largest >= whole * LookAlikeProportions.smallestBody || cells else { return nil }
        if largest < whole * LookAlikeProportions.smallestBody {
            return bodies.map { Piece(path: $0, paint: .fill) }
                + paths.filter { !bodies.contains($0) }.map { Piece(path: $0, paint: .stroke) }
        }
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

    /// Whether an open path's ends are close for its size: the line closing it is at most
    /// ``LookAlikeProportions/openOutlineGap`` of its bounds' larger side.
    private static func closesNearly(_ path: Path) -> Bool {
        guard case .move(let start) = path.elements.first, let last = path.elements.last else { return false }
        let end: Point
        switch last {
        case .line(let p), .move(let p): end = p
        case .curve(_, _, let p): end = p
        case .close: return true
        }
        let bounds = CustomSymbolDesign.inkBounds([path])
        let gap = ((end.x - start.x) * (end.x - start.x) + (end.y - start.y) * (end.y - start.y)).squareRoot()
        return gap <= LookAlikeProportions.openOutlineGap * max(bounds.width, bounds.height)
    }
}

extension LookAlikeComposer {
    /// The filled part of an outline's box named by `region` (`left.half`, `top.third`, `center`,
    /// `top.left`): a rounded rectangle inset ``LookAlikeProportions/regionInset`` from the outline,
    /// or `nil` for a name that is none.
    static func insetRegion(_ region: String, of box: Rect) -> Path? {
        let inset = LookAlikeProportions.regionInset
        if region.hasPrefix("cell.") {
            // A cell of a 3 × 3 grid (`cell.<row>.<column>`): a third of the box each way, inset from its lines.
            let index = region.split(separator: ".").dropFirst().compactMap { Double($0) }
            guard index.count == 2 else { return nil }
            let width = box.width / 3
            let height = box.height / 3
            let gap = LookAlikeProportions.cellInset
            let cell = Rect(
                x: box.minX + index[1] * width + gap, y: box.minY + index[0] * height + gap, width: width - 2 * gap,
                height: height - 2 * gap)
            return .roundedRect(cell, radii: CornerRadii(all: LookAlikeProportions.regionCornerRadius))
        }
        let inner = Rect(
            x: box.minX + inset, y: box.minY + inset, width: box.width - 2 * inset, height: box.height - 2 * inset)
        guard inner.width > 0, inner.height > 0 else { return nil }
        let corner = LookAlikeProportions.regionCornerShare
        let rect: Rect
        switch region {
        case "left.half": rect = Rect(x: inner.minX, y: inner.minY, width: inner.width / 2, height: inner.height)
        case "right.half": rect = Rect(x: inner.midX, y: inner.minY, width: inner.width / 2, height: inner.height)
        case "top.half": rect = Rect(x: inner.minX, y: inner.minY, width: inner.width, height: inner.height / 2)
        case "bottom.half": rect = Rect(x: inner.minX, y: inner.midY, width: inner.width, height: inner.height / 2)
        case "left.third": rect = Rect(x: inner.minX, y: inner.minY, width: inner.width / 3, height: inner.height)
        case "right.third":
            rect = Rect(x: inner.maxX - inner.width / 3, y: inner.minY, width: inner.width / 3, height: inner.height)
        case "top.third": rect = Rect(x: inner.minX, y: inner.minY, width: inner.width, height: inner.height / 3)
        case "bottom.third":
            rect = Rect(x: inner.minX, y: inner.maxY - inner.height / 3, width: inner.width, height: inner.height / 3)
        case "center":
            rect = Rect(
                x: inner.minX + inner.width / 4, y: inner.minY + inner.height / 4, width: inner.width / 2,
                height: inner.height / 2)
        case "top.left", "top.right", "bottom.left", "bottom.right":
            let width = inner.width * corner
            let height = inner.height * corner
            rect = Rect(
                x: region.hasSuffix("left") ? inner.minX : inner.maxX - width,
                y: region.hasPrefix("top") ? inner.minY : inner.maxY - height, width: width, height: height)
        default: return nil
        }
        return .roundedRect(rect, radii: CornerRadii(all: LookAlikeProportions.regionCornerRadius))
    }
}
