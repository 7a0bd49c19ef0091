import DisplayList
import Foundation
import Pixels
import Primitives
import Testing

@testable import Rendering

@Suite struct RendererTests {
    let renderer: Renderer
    init() throws { renderer = try Renderer() }

    @Test func shapesLandOnTheExpectedPixelsAtEachScale() throws {
        let list = DisplayList(
            size: Size(width: 10, height: 4), background: .white,
            items: [
                .shape(ShapeItem(shape: .rect(Rect(x: 2, y: 1, width: 3, height: 2)), fill: Color(hex: 0xFF0000)))
            ])
        for scale in [1.0, 2, 3] {
            let image = try renderer.image(list, scale: scale).image
            #expect(image.width == Int(10 * scale) && image.height == Int(4 * scale))
            #expect(image[Int(2 * scale), Int(1 * scale)] == RGBA(red: 255, green: 0, blue: 0, alpha: 255))
            #expect(image[Int(5 * scale) - 1, Int(3 * scale) - 1] == RGBA(red: 255, green: 0, blue: 0, alpha: 255))
            #expect(image[Int(5 * scale), Int(1 * scale)] == RGBA(red: 255, green: 255, blue: 255, alpha: 255))
            #expect(image[Int(2 * scale) - 1, Int(1 * scale)] == RGBA(red: 255, green: 255, blue: 255, alpha: 255))
        }
    }

    @Test func aHairlineAtThreeTimesIsOneDevicePixel() throws {
        let list = DisplayList(
            size: Size(width: 4, height: 2),
            items: [
                .line(
                    LineItem(
                        from: Point(x: 0, y: 2 - 1.0 / 6), to: Point(x: 4, y: 2 - 1.0 / 6), color: .black,
                        width: 1.0 / 3))
            ])
        let image = try renderer.image(list, scale: 3).image
        let column = (0..<6).map { image[5, $0].alpha }
        #expect(column == [0, 0, 0, 0, 0, 255])
    }

    @Test func groupOpacityAppliesToTheGroupAsAWhole() throws {
        let square = DisplayItem.shape(ShapeItem(shape: .rect(Rect(x: 0, y: 0, width: 2, height: 2)), fill: .black))
        let list = DisplayList(
            size: Size(width: 2, height: 2), items: [.group(GroupItem(items: [square, square], opacity: 0.5))])
        let pixel = try renderer.image(list, scale: 1).image[0, 0]
        #expect(pixel == RGBA(red: 0, green: 0, blue: 0, alpha: 128))
    }

    @Test func clipsLimitTheGroup() throws {
        let list = DisplayList(
            size: Size(width: 4, height: 1),
            items: [
                .group(
                    GroupItem(
                        items: [.shape(ShapeItem(shape: .rect(Rect(x: 0, y: 0, width: 4, height: 1)), fill: .black))],
                        clip: .rect(Rect(x: 1, y: 0, width: 2, height: 1))))
            ])
        let image = try renderer.image(list, scale: 1).image
        #expect((0..<4).map { image[$0, 0].alpha } == [0, 255, 255, 0])
    }

    @Test func insideStrokesStayWithinTheShape() throws {
        let capsule = Rect(x: 1, y: 1, width: 20, height: 10)
        let list = DisplayList(
            size: Size(width: 22, height: 12),
            items: [
                .shape(ShapeItem(shape: .capsule(capsule), stroke: Stroke(color: .black, width: 1)))
            ])
        let image = try renderer.image(list, scale: 3).image
        var painted: Rect?
        for y in 0..<image.height {
            for x in 0..<image.width where image[x, y].alpha > 0 {
                let pixel = Rect(x: Double(x), y: Double(y), width: 1, height: 1)
                painted = painted.map { $0.union(pixel) } ?? pixel
            }
        }
        #expect(painted == Rect(x: 3, y: 3, width: 60, height: 30))
    }

    @Test(arguments: [
        (
            Size(width: 0, height: 44), 3.0,
            "cannot render a 0 x 44 pt canvas at 3x: the width and height must be positive and finite"
        ),
        (
            Size(width: .infinity, height: 44), 3.0,
            "cannot render a inf x 44 pt canvas at 3x: the width and height must be positive and finite"
        ),
        (
            Size(width: 390, height: 44), 0.0,
            "cannot render a 390 x 44 pt canvas at 0x: the scale must be between 1 and 4"
        ),
        (
            Size(width: 6000, height: 44), 3.0,
            "cannot render a 6000 x 44 pt canvas at 3x: that is 18000 x 132 px; the limit is 16384 px on a side"
        ),
    ])
    func absurdSizesAreRefusedBeforeAllocating(size: Size, scale: Double, message: String) {
        #expect(
            performing: { try renderer.image(DisplayList(size: size), scale: scale) },
            throws: { error in
                "\(error)" == message
            })
    }

    @Test func cairoErrorsBecomeThrownErrorsWithCairosMessage() {
        #expect(
            throws: RenderingError.cairo(
                operation: "create a -1 x 10 image surface",
                message: "invalid value (typically too big) for the size of the input (surface, pattern, etc.)")
        ) {
            try ImageSurface(pixelWidth: -1, pixelHeight: 10)
        }
    }

    /// A skin-tone modifier alone: no bundled font has it (the emoji subset leaves skin tones out).
    @Test func missingGlyphsWarnOrFailAsAsked() throws {
        let list = DisplayList(
            size: Size(width: 100, height: 30),
            items: [
                .text(
                    TextItem(
                        text: "Hi 🏽", style: TextStyle(font: Font(size: 17)),
                        frame: Rect(x: 0, y: 0, width: 100, height: 30)))
            ])
        #expect(try renderer.image(list, scale: 1).warnings == [.missingGlyphs(text: "Hi 🏽", count: 1)])
        let strict = try Renderer(missingGlyphs: .fail)
        #expect(throws: RenderingError.missingGlyphs(text: "Hi 🏽", count: 1)) { try strict.image(list, scale: 1) }
    }

    @Test func imagesAreDrawnScaledIntoTheirFrame() throws {
        var source = RGBAImage(width: 2, height: 1)
        source[0, 0] = RGBA(red: 255, green: 0, blue: 0, alpha: 255)
        source[1, 0] = RGBA(red: 0, green: 0, blue: 255, alpha: 128)
        let list = DisplayList(
            size: Size(width: 4, height: 2),
            items: [
                .image(ImageItem(image: source, frame: Rect(x: 0, y: 0, width: 4, height: 2)))
            ])
        let image = try renderer.image(list, scale: 1).image
        #expect(image[0, 0] == RGBA(red: 255, green: 0, blue: 0, alpha: 255))
        #expect(image[3, 1] == RGBA(red: 0, green: 0, blue: 255, alpha: 128))
    }
}

@Suite struct SVGTests {
    @Test func svgIsIdenticalAcrossRendersInOneProcess() throws {
        let renderer = try Renderer()
        let list = DisplayList(
            size: Size(width: 200, height: 44), background: .white,
            items: [
                .text(
                    TextItem(
                        text: "Inbox 标签", style: TextStyle(font: Font(size: 17)),
                        frame: Rect(x: 16, y: 11, width: 170, height: 22))),
                .group(
                    GroupItem(
                        items: [
                            .shape(
                                ShapeItem(
                                    shape: .capsule(Rect(x: 120, y: 6, width: 60, height: 32)),
                                    fill: Color(hex: 0x007AFF)))
                        ],
                        opacity: 0.5, clip: .rect(Rect(x: 0, y: 0, width: 150, height: 44)))),
            ])
        let first = try renderer.svg(list).data
        let second = try renderer.svg(list).data
        #expect(first == second)
        let text = String(decoding: first, as: UTF8.self)
        #expect(text.contains(#"width="200" height="44" viewBox="0 0 200 44""#))
        #expect(text.contains(#"id="glyph0""#) && text.contains(#"id="clip0""#))
    }

    @Test func identifiersAreRenumberedInOrderOfAppearance() {
        let svg =
            ##"<symbol id="glyph7-3"/><use xlink:href="#glyph7-3"/><clipPath id="clip12"/><g clip-path="url(#clip12)"/><symbol id="glyph7-10"/>"##
        #expect(
            SVGIdentifiers.normalized(svg)
                == ##"<symbol id="glyph0"/><use xlink:href="#glyph0"/><clipPath id="clip0"/><g clip-path="url(#clip0)"/><symbol id="glyph1"/>"##
        )
    }
}
