import DisplayList
import Foundation
import Pixels
import Primitives
import Testing

@testable import Rendering

/// A group seen in perspective, measured in rendered pixels: a 100 pt red square turned 45° about
/// its vertical axis with a camera 500 pt away (Core Animation's `m34 = -1/500`), drawn at 1x and
/// 3x. Its nearer (left) edge is taller than its farther (right) edge, each where the transform
/// puts it, to within a pixel.
@Suite struct ProjectionRenderingTests {
    let renderer: Renderer
    init() throws { renderer = try Renderer() }

    static let square = Rect(x: 50, y: 50, width: 100, height: 100)
    static let red = Color(hex: 0xFF0000)

    /// The turn about the square's centre, (100, 100).
    static var turned: ProjectiveTransform {
        let angle = Double.pi / 4
        let plane = ProjectiveTransform(
            m11: cos(angle), m12: 0, m13: sin(angle) / 500, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: 1)
        return ProjectiveTransform(.translation(x: -100, y: -100)).concatenating(plane)
            .concatenating(ProjectiveTransform(.translation(x: 100, y: 100)))
    }

    func image(_ projection: ProjectiveTransform, scale: Double) throws -> RGBAImage {
        let square = DisplayItem.shape(ShapeItem(shape: .rect(Self.square), fill: Self.red))
        let list = DisplayList(
            size: Size(width: 200, height: 200), background: .white,
            items: [.group(GroupItem(items: [square], projection: projection))])
        return try renderer.image(list, scale: scale).image
    }

    /// Whether the pixel at `point` (points) is the square's red, white, or neither (an edge).
    func isRed(_ image: RGBAImage, _ point: Point, scale: Double) -> Bool {
        image[Int(point.x * scale), Int(point.y * scale)] == RGBA(red: 255, green: 0, blue: 0, alpha: 255)
    }
    func isWhite(_ image: RGBAImage, _ point: Point, scale: Double) -> Bool {
        image[Int(point.x * scale), Int(point.y * scale)] == RGBA(red: 255, green: 255, blue: 255, alpha: 255)
    }

    @Test(arguments: [1.0, 3.0])
    func aTurnedSquareIsDrawnWhereItsCornersGo(scale: Double) throws {
        let projection = Self.turned
        let image = try image(projection, scale: scale)
        let corners = try [
            Point(x: 50, y: 50), Point(x: 150, y: 50), Point(x: 50, y: 150), Point(x: 150, y: 150),
        ].map { try #require(projection.apply(to: $0)) }
        // W is 1 - 0.0707 on the left edge and 1 + 0.0707 on the right: the left edge at x 61.96
        // from y 46.20 to 153.80, the right edge at x 133.02 from y 53.30 to 146.70.
        #expect(abs(corners[0].x - 61.955) < 0.01 && abs(corners[0].y - 46.195) < 0.01)
        #expect(abs(corners[3].x - 133.022) < 0.01 && abs(corners[3].y - 146.698) < 0.01)
        let margin = 1.5 / scale
        for (top, bottom) in [(corners[0], corners[2]), (corners[1], corners[3])] {
            let inward = top.x < 100 ? margin : -margin
            #expect(isRed(image, Point(x: top.x + inward, y: 100), scale: scale))
            #expect(isWhite(image, Point(x: top.x - inward, y: 100), scale: scale))
            #expect(isRed(image, Point(x: top.x + inward, y: top.y + margin + 0.2), scale: scale))
            #expect(isWhite(image, Point(x: top.x + inward, y: top.y - margin), scale: scale))
            #expect(isRed(image, Point(x: bottom.x + inward, y: bottom.y - margin - 0.2), scale: scale))
            #expect(isWhite(image, Point(x: bottom.x + inward, y: bottom.y + margin), scale: scale))
        }
        #expect(try image == self.image(projection, scale: scale))
    }

    /// A plane wholly behind the viewer draws nothing; one partly behind draws the part in front.
    @Test func whatIsBehindTheViewerIsNotDrawn() throws {
        let behind = ProjectiveTransform(m11: 1, m12: 0, m13: 0, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: -1)
        let blank = try image(behind, scale: 1)
        #expect((0..<200).allSatisfy { isWhite(blank, Point(x: Double($0), y: 100), scale: 1) })
        // W = 2 - x / 50 is above zero left of x 100 only: the square's left half, stretched
        // rightwards without end. The screen's (55, 105) comes from the square's (52.4, 100.0);
        // (45, 100) from (47.4, 105.3), left of it; (190, 100) from (79.2, 41.7), above it.
        let half = ProjectiveTransform(m11: 1, m12: 0, m13: -1 / 50.0, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: 2)
        let drawn = try image(half, scale: 1)
        #expect(isRed(drawn, Point(x: 55, y: 105), scale: 1))
        #expect(isWhite(drawn, Point(x: 45, y: 100), scale: 1) && isWhite(drawn, Point(x: 190, y: 100), scale: 1))
    }

    /// The group prints its projection in the display list's text form.
    @Test func theTextFormNamesTheProjection() {
        let group = GroupItem(items: [], projection: Self.turned)
        #expect(
            DisplayItem.group(group).description == "group projection=[0.849 0.141 0.001 0 1 0 15.147 -14.142 0.859]")
    }
}
