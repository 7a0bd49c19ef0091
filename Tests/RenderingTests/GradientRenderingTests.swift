import DisplayList
import Foundation
import Pixels
import Primitives
import Testing

@testable import Rendering

/// Gradients fill their shapes as Core Animation's gradient layers draw them: measured at known
/// points of a 100 x 100 pt square drawn at 1x.
@Suite struct GradientRenderingTests {
    let renderer: Renderer
    init() throws { renderer = try Renderer() }

    static let red = Color(red: 1, green: 0, blue: 0, alpha: 1)
    static let blue = Color(red: 0, green: 0, blue: 1, alpha: 1)

    func pixel(_ gradient: Gradient, x: Int, y: Int) throws -> [UInt8] {
        let square = DisplayItem.shape(
            ShapeItem(shape: .rect(Rect(x: 0, y: 0, width: 100, height: 100)), gradient: gradient))
        let list = DisplayList(size: Size(width: 100, height: 100), background: .white, items: [square])
        let image = try renderer.bitmap(list, scale: 1).image.rgba()
        let offset = (y * image.width + x) * 4
        return Array(image.bytes[offset..<offset + 4])
    }

    func stops(_ colors: [Color]) -> [Gradient.Stop] {
        colors.enumerated().map { .init(location: Double($0.offset) / Double(colors.count - 1), color: $0.element) }
    }

    /// Left to right, red to blue: pure at the ends, half way between in the middle, the end
    /// colours continuing past the points.
    @Test func anAxialGradientBlendsAlongItsAxis() throws {
        let gradient = Gradient(
            kind: .axial, stops: stops([Self.red, Self.blue]), start: Point(x: 0.2, y: 0.5), end: Point(x: 0.8, y: 0.5))
        #expect(try pixel(gradient, x: 5, y: 50) == [255, 0, 0, 255])
        #expect(try pixel(gradient, x: 95, y: 10) == [0, 0, 255, 255])
        // The pixel's centre, x = 50.5, is (50.5 - 20) / 60 of the way.
        let middle = try pixel(gradient, x: 50, y: 90), t = (50.5 - 20) / 60
        #expect(abs(Double(middle[0]) - 255 * (1 - t)) <= 1 && abs(Double(middle[2]) - 255 * t) <= 1 && middle[1] == 0)
    }

    @Test func locationsPlaceTheColours() throws {
        let gradient = Gradient(
            kind: .axial,
            stops: [.init(location: 0, color: Self.red), .init(location: 0.25, color: Self.blue)],
            start: Point(x: 0.5, y: 0), end: Point(x: 0.5, y: 1))
        #expect(try pixel(gradient, x: 50, y: 30) == [0, 0, 255, 255])
        #expect(try pixel(gradient, x: 50, y: 0)[0] > 240)
    }

    /// Red at the centre, blue from the ellipse through the end point outwards.
    @Test func aRadialGradientBlendsOutFromItsCentre() throws {
        let gradient = Gradient(
            kind: .radial, stops: stops([Self.red, Self.blue]), start: Point(x: 0.5, y: 0.5), end: Point(x: 1, y: 1))
        #expect(try pixel(gradient, x: 50, y: 50)[0] > 245)
        // The last pixel's centre is 49.5 / 50 of the way out.
        #expect(try pixel(gradient, x: 99, y: 50)[2] >= 251)
        #expect(try pixel(gradient, x: 99, y: 99) == [0, 0, 255, 255])
        let halfway = try pixel(gradient, x: 75, y: 50)
        #expect(abs(Int(halfway[0]) - 128) <= 4 && abs(Int(halfway[2]) - 128) <= 4)
    }

    /// Red to blue clockwise from straight up: a quarter turn on (the right) is a quarter blend,
    /// half a turn on (below) halfway, and just before the full turn nearly blue.
    @Test func aConicGradientBlendsAroundItsCentre() throws {
        let gradient = Gradient(
            kind: .conic, stops: stops([Self.red, Self.blue]), start: Point(x: 0.5, y: 0.5), end: Point(x: 0.5, y: 0))
        let right = try pixel(gradient, x: 90, y: 50), below = try pixel(gradient, x: 50, y: 90)
        #expect(abs(Int(right[0]) - 191) <= 4 && abs(Int(right[2]) - 64) <= 4, "\(right)")
        #expect(abs(Int(below[0]) - 128) <= 4 && abs(Int(below[2]) - 128) <= 4, "\(below)")
        let beforeTheTurn = try pixel(gradient, x: 45, y: 5)
        #expect(beforeTheTurn[2] > 240, "\(beforeTheTurn)")
    }

    @Test func gradientsPrintInTheDisplayListsTextForm() {
        let item = DisplayItem.shape(
            ShapeItem(
                shape: .rect(Rect(x: 0, y: 0, width: 10, height: 10)),
                gradient: Gradient(
                    kind: .axial, stops: stops([Self.red, Self.blue]), start: Point(x: 0, y: 0.5),
                    end: Point(x: 1, y: 0.5))))
        #expect("\(item)".contains("gradient axial (0, 0.5) -> (1, 0.5) #FF0000@0 #0000FF@1"), "\(item)")
    }
}
