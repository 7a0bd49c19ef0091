import Primitives
import Testing

@testable import Symbols

/// The grammar's shaped enclosures (a glyph on a controller's button, in a brake light), the cells
/// a direction fills, the glyphs of cells filled, and the objects CellSnap draws itself (issue 43,
/// round 4): each name read into its base glyph and modifiers, drawn in every weight.
@Suite struct LookAlikeShapeTests {
    @Test(arguments: [
        ("l2.button.angledtop.vertical.left", "CellSnap letter-l + CellSnap digit-2", ["shape:button-angled-top-left"]),
        (
            "r3.button.angledbottom.horizontal.right.fill", "CellSnap letter-r + CellSnap digit-3",
            ["shape:button-angled-bottom-right", "fill"]
        ),
        ("line.3.horizontal.button.angledtop.vertical.right", "Lucide menu", ["shape:button-angled-top-right"]),
        ("abs.brakesignal", "CellSnap letter-a + CellSnap letter-b + CellSnap letter-s", ["shape:brake-signal"]),
        ("exclamationmark.brakesignal", "CellSnap circle-alert-mark", ["shape:brake-signal"]),
        ("exclamationmark.tirepressure", "CellSnap circle-alert-mark", ["shape:tire-pressure"]),
        ("brakesignal", "CellSnap brake-signal", []),
        ("button.angledtop.vertical.left.fill", "CellSnap button-angled-top-left", ["fill"]),
        ("arrowkeys.down.filled", "CellSnap arrow-keys", ["cross.down"]),
        ("circle.grid.cross.left.fill", "CellSnap circle-grid-cross", ["cross.left"]),
        ("circle.grid.2x1.right.filled", "CellSnap circles-2x1", ["cross.right"]),
        ("dpad.up.filled", "Lucide gamepad-directional", ["cross.up"]),
        ("circles.hexagongrid.fill", "CellSnap circles-hexagongrid", ["fill"]),
        ("lirasign.circle.fill", "CellSnap lira", ["circle", "fill"]),
        ("hryvniasign", "CellSnap letter-s", ["bars"]),
        ("cruzeirosign.square", "CellSnap letter-c + CellSnap letter-r", ["square"]),
        ("basketball.circle.fill", "CellSnap basketball", ["circle", "fill"]),
        ("beats.powerbeatspro.left", "CellSnap earbud-left", []),
        ("beats.studiobuds.chargingcase.fill", "CellSnap earbuds-case", ["fill"]),
        ("person.crop.circle.badge.exclam", "Lucide circle-user", ["badge.exclam"]),
        ("ipad.homebutton.badge.play", "Lucide tablet", ["badge.icon:play"]),
        ("humidifier.and.droplets.fill", "CellSnap humidifier + Lucide droplets", []),
        ("rectangle.ratio.16.to.9.fill", "CellSnap rectangle-ratio-16-9", ["fill"]),
        ("engine.combustion.badge.exclamationmark", "CellSnap engine", ["badge.exclamationmark"]),
    ])
    func readsShapesCellsAndOwnGlyphs(name: String, source: String, modifiers: [String]) throws {
        let symbol = try #require(SymbolCatalog.symbol(named: name))
        #expect(symbol.lookAlikeSource == source)
        let entry = try #require(
            LookAlikes.entries[name] ?? LookAlikeGrammar.entry(for: name, icons: LookAlikes.iconNames))
        #expect(entry.modifiers == modifiers)
        for weight in [FontWeight.ultraLight, .regular, .black] {
            let image = symbol.image(pointSize: 17, weight: weight)
            #expect(!image.layers.isEmpty && image.size.width > 0 && image.size.height <= 17 * 2)
        }
    }

    /// A direction fills a cell only of a glyph of cells: `carseat.left.fill` stays its family's
    /// (the seat filled), and a shape's words name no shape when they are not all there.
    @Test func directionsAndShapesReadOnlyWhereTheyApply() throws {
        let seat = try #require(LookAlikeGrammar.entry(for: "carseat.left.fill", icons: LookAlikes.iconNames))
        #expect(seat.modifiers == ["fill"])
        let heart = try #require(LookAlikeGrammar.entry(for: "heart.left.fill", icons: LookAlikes.iconNames))
        #expect(!heart.modifiers.contains { $0.hasPrefix("cross.") })
        #expect(LookAlikeGrammar.entry(for: "l2.button.angledtop.vertical", icons: LookAlikes.iconNames) == nil)
        #expect(LookAlikeGrammar.entry(for: "firewall.fill", icons: LookAlikes.iconNames) != nil)
        #expect(SymbolCatalog.symbol(named: "firewall.fill") == nil)
    }

    /// The cell a direction fills: of the arrow keys' inverted T, `up` is the top key and `down`
    /// the middle key of the bottom row (the nearest to the middle line breaks the tie with its
    /// neighbours), `left` the bottom row's first.
    @Test(arguments: [("cross.up", 12.0, 6.0), ("cross.down", 12.0, 17.0), ("cross.left", 5.0, 17.0)])
    func aDirectionFillsTheCellFurthestThatWay(direction: String, x: Double, y: Double) throws {
        let keys = try #require(LookAlikes.icons["arrow-keys"])
        let pieces = keys.map { LookAlikeComposer.Piece(path: $0, paint: .stroke) }
        let filled = try #require(LookAlikeComposer.crossCellFilled(pieces, closed: pieces, direction: direction))
        let cells = filled.filter { $0.paint == .fill }
        #expect(cells.count == 1)
        let box = CustomSymbolDesign.inkBounds(cells.map(\.path))
        #expect(abs(box.midX - x) < 1e-9 && abs(box.midY - y) < 1e-9, "\(direction): \(box)")
        #expect(filled.count == pieces.count + 1)
    }

    /// A glyph inside a shape is centred in the shape's closed outline at the shape's scale; filled,
    /// the outline is filled and the glyph cut out of it, the shape's open lines drawn as they are.
    @Test func aShapedEnclosureCentresTheGlyphInItsOutline() throws {
        let brake = try #require(LookAlikes.icons["brake-signal"])
        let one = try #require(LookAlikes.icons["digit-1"]).map { LookAlikeComposer.Piece(path: $0, paint: .stroke) }
        let plain = try #require(
            LookAlikeComposer.shaped(one, in: "brake-signal", filled: false, icons: LookAlikes.icons))
        let inner = CustomSymbolDesign.inkBounds(plain.suffix(one.count).map(\.path))
        let ring = CustomSymbolDesign.inkBounds(brake.filter(LookAlikeComposer.isClosed))
        #expect(abs(inner.midX - ring.midX) < 1e-9 && abs(inner.midY - ring.midY) < 1e-9)
        let glyph = CustomSymbolDesign.inkBounds(one.map(\.path))
        #expect(abs(inner.height - glyph.height * 0.42) < 1e-9)
        let filled = try #require(
            LookAlikeComposer.shaped(one, in: "brake-signal", filled: true, icons: LookAlikes.icons))
        #expect(filled.map(\.paint) == [.fill, .stroke, .stroke] + Array(repeating: .cut, count: one.count))
        #expect(LookAlikeComposer.shaped(one, in: "tire-pressure", filled: false, icons: [:]) == nil)
    }

    /// A glyph of closed cells fills each cell and keeps the lines between them: four arrow keys
    /// filled, and the points of a route filled with their connecting lines drawn.
    @Test func aGlyphOfCellsFillsEachCell() throws {
        let arrowKeys = try #require(LookAlikes.icons["arrow-keys"])
        let keys = try #require(LookAlikeComposer.filled(arrowKeys))
        #expect(keys.map(\.paint) == Array(repeating: .fill, count: 4))
        let route = try #require(LookAlikes.icons["waypoints"])
        let points = try #require(LookAlikeComposer.filled(route))
        #expect(points.filter { $0.paint == .fill }.count == route.filter(LookAlikeComposer.isClosed).count)
        #expect(!points.contains { $0.paint == .cut })
        // Arcs that only nearly close (a dashed circle) are no cells: refused filled.
        let dashed = try #require(LookAlikes.icons["circle-dashed"])
        #expect(LookAlikeComposer.filled(dashed) == nil)
    }

    /// The right earbud is the left one mirrored on the grid, drawn once.
    @Test func theRightEarbudMirrorsTheLeft() throws {
        let leftBud = try #require(LookAlikes.icons["earbud-left"])
        let rightBud = try #require(LookAlikes.icons["earbud-right"])
        let left = CustomSymbolDesign.inkBounds(leftBud)
        let right = CustomSymbolDesign.inkBounds(rightBud)
        #expect(abs(left.minX - (24 - right.maxX)) < 1e-6 && abs(left.maxX - (24 - right.minX)) < 1e-6)
        #expect(abs(left.minY - right.minY) < 1e-6 && abs(left.height - right.height) < 1e-6)
    }
}
