import DisplayList
import Foundation
import Pixels
import Primitives
import Testing

@testable import Rendering
@testable import Symbols

/// Composed look-alikes as drawn, measured in pixels against the proportions table
/// (`LookAlikeProportions`): the circle enclosure's ink is as wide as iOS draws
/// `questionmark.circle` beside body text (20.33 pt at 18.7 pt, Fidelity table H), a glyph inside
/// an enclosure is drawn at the table's scale of its plain size, and a slash runs at 45 degrees.
@Suite struct LookAlikeProportionTests {
    typealias P = LookAlikeProportions
    let renderer: Renderer
    init() throws { renderer = try Renderer() }

    /// iOS 26.4's symbol column: body text at Large (17 pt), symbols 1.1 times its size.
    static let pointSize = 18.7
    static let scale = 3.0

    /// `name` drawn black on white at the column's size, regular, 3 pixels a point, 2 points of margin.
    func render(_ name: String) throws -> RGBAImage {
        let symbol = try #require(SymbolCatalog.symbol(named: name))
        #expect(symbol.lookAlikeSource != nil, "\(name) is not a look-alike")
        let metrics = symbol.metrics(pointSize: Self.pointSize, weight: .regular)
        let frame = Rect(x: 2, y: 2, width: metrics.size.width, height: metrics.size.height)
        let list = DisplayList(
            size: Size(width: frame.width + 4, height: frame.height + 4),
            items: [.symbol(SymbolItem(name: name, frame: frame, pointSize: Self.pointSize, color: .black))])
        return try renderer.image(list, scale: Self.scale).image
    }

    /// The ink's bounds in pixels (inclusive) within `columns` and `rows`: half-covered pixels count.
    func ink(_ image: RGBAImage, columns: Range<Int>? = nil, rows: Range<Int>? = nil) -> [Int] {
        var box = [Int.max, Int.max, Int.min, Int.min]
        for y in rows ?? 0..<image.height {
            for x in columns ?? 0..<image.width where image[x, y].alpha >= 128 {
                box = [min(box[0], x), min(box[1], y), max(box[2], x), max(box[3], y)]
            }
        }
        return box
    }

    /// Points per grid unit and the regular stroke, in points, at the column's size.
    static let unit = pointSize / P.gridUnitsPerPointSize
    static let stroke = SymbolDesign.strokeWidth(.regular) / SymbolDesign.emUnits * pointSize

    @Test func theCircleEnclosureIsAsWideAsIOSDrawsQuestionmarkCircle() throws {
        let box = ink(try render("cloud.circle"))
        let width = Double(box[2] - box[0] + 1) / Self.scale
        let height = Double(box[3] - box[1] + 1) / Self.scale
        // The table: a radius of 10 grid units to the stroke's middle, plus half a stroke each side.
        let expected = 2 * P.circleRadius * Self.unit + Self.stroke
        #expect(abs(width - expected) <= 1 / Self.scale, "\(width) pt wide, the table gives \(expected)")
        #expect(abs(height - expected) <= 1 / Self.scale, "\(height) pt tall, the table gives \(expected)")
        // iOS 26.4: questionmark.circle is 20.33 pt of ink, within a pixel at 3x.
        #expect(abs(width - 20.33) <= 1 / Self.scale, "\(width) pt wide against iOS's 20.33")
    }

    /// The pixel column or row of a grid coordinate, from a measured ink edge at grid `edge`.
    static func pixel(_ grid: Double, edgePixel: Int, edge: Double) -> Int {
        edgePixel + Int(((grid - edge) * unit * scale).rounded())
    }

    @Test func aGlyphInsideAnEnclosureIsDrawnAtTheTablesScale() throws {
        let plain = ink(try render("cloud"))
        let enclosed = try render("cloud.circle")
        let ring = ink(enclosed)
        // A band across the circle's middle (grid y 8 to 16, x 4.5 to 19.5): clear of the ring, and
        // wider than the glyph (5.5 units each way of the middle at the table's 0.55).
        let strokeGrid = Self.stroke / Self.unit
        let edge = 12 - P.circleRadius - strokeGrid / 2
        let low = Self.pixel(4.5, edgePixel: ring[0], edge: edge)
        let high = Self.pixel(19.5, edgePixel: ring[0], edge: edge)
        let rows = Self.pixel(8, edgePixel: ring[1], edge: edge)..<Self.pixel(16, edgePixel: ring[1], edge: edge)
        let inner = ink(enclosed, columns: low..<high, rows: rows)
        #expect(inner[0] > low && inner[2] < high - 1, "the glyph reaches the measured band's edge")
        let plainWidth = Double(plain[2] - plain[0] + 1) / Self.scale
        let innerWidth = Double(inner[2] - inner[0] + 1) / Self.scale
        // The paths scale by the table's factor; the strokes are the enclosed factor of the weight's.
        let expected = (plainWidth - Self.stroke) * P.enclosedScale + Self.stroke * P.enclosedStrokeFactor
        #expect(abs(innerWidth - expected) <= 1 / Self.scale, "\(innerWidth) pt inside, the table gives \(expected)")
    }

    @Test func aSlashRunsAtTheTablesAngle() throws {
        // The letter i is narrow (grid x 9 to 15): at grid y 6 the slash is left of it, at y 18 right of it.
        let image = try render("i.slash")
        let box = ink(image)
        let strokeGrid = Self.stroke / Self.unit
        let edgeX = P.slashStart.x - strokeGrid / 2, edgeY = P.slashStart.y - strokeGrid / 2
        func centre(row grid: Double, columns: Range<Double>) -> Double? {
            let y = Self.pixel(grid, edgePixel: box[1], edge: edgeY)
            let xs =
                (Self.pixel(
                    columns.lowerBound, edgePixel: box[0], edge: edgeX)..<Self.pixel(
                    columns.upperBound, edgePixel: box[0], edge: edgeX)).filter { image[$0, y].alpha >= 128 }
            return xs.isEmpty ? nil : Double(xs.reduce(0, +)) / Double(xs.count)
        }
        let upper = try #require(centre(row: 6, columns: 2..<8))
        let lower = try #require(centre(row: 18, columns: 16.5..<22))
        let rise = (18 - 6) * Self.unit * Self.scale
        let degrees = atan2(rise, lower - upper) * 180 / .pi
        let tableDegrees = atan2(P.slashEnd.y - P.slashStart.y, P.slashEnd.x - P.slashStart.x) * 180 / .pi
        #expect(abs(tableDegrees - 45) < 1e-9)
        #expect(abs(degrees - tableDegrees) <= 2, "the slash runs at \(degrees) degrees")
    }
}
