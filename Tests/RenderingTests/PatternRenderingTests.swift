import DisplayList
import Foundation
import Pixels
import Primitives
import Testing

@testable import Rendering

/// Pattern fills repeat their image in every direction from their phase, at the tile's size in
/// points: measured at known pixels of shapes drawn at 2x, the same bytes every time.
@Suite struct PatternRenderingTests {
    let renderer: Renderer
    init() throws { renderer = try Renderer() }

    /// 2 x 2 px: red, blue on the first row, green, white on the second.
    static let tile = RGBAImage(
        width: 2, height: 2,
        bytes: [255, 0, 0, 255, 0, 0, 255, 255, 0, 255, 0, 255, 255, 255, 255, 255])

    func pixels(_ pattern: PatternFill, shape: Shape = .rect(Rect(x: 0, y: 0, width: 20, height: 10))) throws
        -> RGBAImage
    {
        let item = DisplayItem.shape(ShapeItem(shape: shape, pattern: pattern))
        let list = DisplayList(size: Size(width: 20, height: 10), background: .black, items: [item])
        return try renderer.bitmap(list, scale: 2).image.rgba()
    }

    func rgb(_ image: RGBAImage, _ x: Int, _ y: Int) -> [UInt8] {
        let offset = (y * image.width + x) * 4
        return Array(image.bytes[offset..<offset + 3])
    }

    /// A 1 x 1 pt tile at 2x: one image pixel a device pixel, repeated.
    @Test func aTileOfWholeDevicePixelsRepeatsItsPixelsUnchanged() throws {
        let image = try pixels(PatternFill(image: Self.tile, tileSize: Size(width: 1, height: 1)))
        let expected: [(x: Int, y: Int, rgb: [UInt8])] = [
            (0, 0, [255, 0, 0]), (1, 0, [0, 0, 255]), (0, 1, [0, 255, 0]), (1, 1, [255, 255, 255]),
            (2, 0, [255, 0, 0]), (39, 19, [255, 255, 255]), (38, 18, [255, 0, 0]),
        ]
        for (x, y, rgb) in expected { #expect(self.rgb(image, x, y) == rgb, "at \(x), \(y)") }
    }

    /// The phase moves the tiles; the shape only bounds them.
    @Test func thePhaseMovesTheTilesNotTheShape() throws {
        let moved = PatternFill(image: Self.tile, tileSize: Size(width: 1, height: 1), phase: Point(x: 0.5, y: 0))
        let image = try pixels(moved, shape: .rect(Rect(x: 5, y: 0, width: 5, height: 10)))
        #expect(rgb(image, 10, 0) == [0, 0, 255])  // x 5 pt: 4.5 pt past the phase, the second column
        #expect(rgb(image, 11, 0) == [255, 0, 0])
        #expect(rgb(image, 9, 0) == [0, 0, 0])  // outside the shape
    }

    @Test func anOpacityFadesTheTiles() throws {
        let faded = PatternFill(image: Self.tile, tileSize: Size(width: 1, height: 1), opacity: 0.5)
        let red = rgb(try pixels(faded), 0, 0)
        #expect(abs(Int(red[0]) - 128) <= 1 && red[1] == 0 && red[2] == 0)
    }

    @Test func aPatternRendersToTheSameBytesEveryTime() throws {
        let pattern = PatternFill(
            image: Self.tile, tileSize: Size(width: 1.5, height: 1.5), phase: Point(x: 0.25, y: 0))
        let item = DisplayItem.shape(
            ShapeItem(shape: .ellipse(Rect(x: 1, y: 1, width: 18, height: 8)), pattern: pattern))
        let list = DisplayList(size: Size(width: 20, height: 10), background: .white, items: [item])
        let reference = try renderer.png(list, scale: 3).data
        #expect(try Renderer().png(list, scale: 3).data == reference)
        #expect(try renderer.svg(list).data == renderer.svg(list).data)
        #expect(
            "\(item)".hasPrefix("shape ellipse") && "\(item)".contains(" pattern 2x2 ")
                && "\(item)".hasSuffix("tile=1.5x1.5 phase=(0.25, 0)"))
    }
}
