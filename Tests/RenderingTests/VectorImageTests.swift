import DisplayList
import Foundation
import Pixels
import Primitives
import Testing
import VectorDocuments

@testable import Rendering

/// SVG and PDF images: read and measured by librsvg and poppler, refused with the library's
/// message, and drawn as vectors into PNG and SVG output.
@Suite struct VectorImageTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Vector")

    static func load(_ name: String, isTemplate: Bool = false) throws -> VectorImage {
        try VectorDocument.load(contentsOf: fixtures.appendingPathComponent(name), isTemplate: isTemplate)
    }

    /// Intrinsic sizes in points: an SVG's width and height (px as points, inches at 72 pt), its
    /// viewBox when it has no absolute size, a PDF page's size.
    @Test(arguments: [
        ("red-circle.svg", VectorImage.Format.svg, 40.0, 20.0),
        ("viewbox-only.svg", .svg, 24, 12),
        ("inches.svg", .svg, 48, 96),
        ("internal-references.svg", .svg, 16, 8),  // #ids, url(#id) and a data: URL stay inside the document
        ("green-red.pdf", .pdf, 22.5, 45),
    ])
    func intrinsicSizes(file: String, format: VectorImage.Format, width: Double, height: Double) throws {
        let image = try Self.load(file)
        #expect(image.format == format)
        #expect(image.size == Size(width: width, height: height))
    }

    @Test(arguments: [
        (
            "corrupt.svg",
            "corrupt.svg: librsvg cannot read it: XML parse error: Error domain 1 code 77 on line 2 column 1 of data: Premature end of data in tag svg line 1"
        ),
        (
            "entity-loop.svg",
            "entity-loop.svg: librsvg cannot read it: XML parse error: Error domain 1 code 89 on line 13 column 73 of data: Detected an entity reference loop"
        ),
        ("no-size.svg", "no-size.svg: has no size: give its <svg> element a width and a height, or a viewBox"),
        (
            "external-href.svg",
            "external-href.svg: refers to 'avatar.png' outside the document; CellSnap loads nothing but the document itself (embed images as data: URLs)"
        ),
        ("truncated.pdf", "truncated.pdf: poppler cannot read it: PDF document is damaged"),
        ("garbage.pdf", "garbage.pdf: poppler cannot read it: PDF document is damaged"),
        (
            "helvetica-not-embedded.pdf",
            "helvetica-not-embedded.pdf: its first page uses the font 'Helvetica', which is not embedded; CellSnap draws only fonts it is given (embed the fonts when making the PDF)"
        ),
    ])
    func documentErrors(file: String, message: String) throws {
        #expect(throws: Never.self) { try Data(contentsOf: Self.fixtures.appendingPathComponent(file)) }
        do {
            _ = try Self.load(file)
            Issue.record("\(file) loaded")
        } catch let error as VectorDocumentError {
            #expect(error.description == message)
        }
    }

    /// A list drawing `image` into `frame` on a white canvas of `size`.
    static func list(_ image: VectorImage, frame: Rect, size: Size, tint: Color? = nil) -> DisplayList {
        DisplayList(
            size: size, background: .white,
            items: [.vectorImage(VectorImageItem(image: image, frame: frame, tint: tint))])
    }

    /// The bounds, in pixels, of the pixels within 8 of `color` in every channel.
    static func bounds(of color: Color, in image: RGBAImage) -> (minX: Int, minY: Int, maxX: Int, maxY: Int, count: Int)
    {
        var result = (minX: Int.max, minY: Int.max, maxX: -1, maxY: -1, count: 0)
        let target = [color.red, color.green, color.blue].map { Int(($0 * 255).rounded()) }
        for y in 0..<image.height {
            for x in 0..<image.width {
                let pixel = image[x, y]
                let channels = [Int(pixel.red), Int(pixel.green), Int(pixel.blue)]
                guard zip(channels, target).allSatisfy({ abs($0 - $1) <= 8 }) else { continue }
                result = (
                    min(result.minX, x), min(result.minY, y), max(result.maxX, x), max(result.maxY, y), result.count + 1
                )
            }
        }
        return result
    }

    /// The red circle (r = 8 at 10, 10 of a 40 x 20 document) on its blue band, drawn at 10, 10 and
    /// 2x: the circle spans 16 pt: 32 px from 24 to 55.
    @Test func anSVGIsDrawnIntoItsFrame() throws {
        let image = try Self.load("red-circle.svg")
        let list = Self.list(image, frame: Rect(x: 10, y: 10, width: 40, height: 20), size: Size(width: 60, height: 40))
        let png = try Renderer().image(list, scale: 2).image
        #expect(png[40, 40] == RGBA(red: 255, green: 0, blue: 0, alpha: 255))
        #expect(png[90, 40] == RGBA(red: 0, green: 0, blue: 255, alpha: 255))
        #expect(png[10, 10] == RGBA(red: 255, green: 255, blue: 255, alpha: 255))
        let red = Self.bounds(of: Color(hex: 0xFF0000), in: png)
        #expect((red.minX, red.minY, red.maxX, red.maxY) == (24, 24, 55, 55))
        let blue = Self.bounds(of: Color(hex: 0x0000FF), in: png)
        #expect((blue.minX, blue.minY, blue.maxX, blue.maxY) == (20, 20, 99, 59))
    }

    /// The PDF page (22.5 x 45 pt: green over red) drawn twice its size at 3x.
    @Test func aPDFPageIsDrawnIntoItsFrame() throws {
        let image = try Self.load("green-red.pdf")
        let list = Self.list(image, frame: Rect(x: 5, y: 5, width: 45, height: 90), size: Size(width: 60, height: 100))
        let png = try Renderer().image(list, scale: 3).image
        let green = Self.bounds(of: Color(hex: 0x00AA00), in: png)
        #expect((green.minX, green.minY, green.maxX, green.maxY) == (15, 15, 149, 149))
        let red = Self.bounds(of: Color(hex: 0xFF0000), in: png)
        #expect((red.minX, red.minY, red.maxX, red.maxY) == (15, 150, 149, 284))
    }

    /// A PDF whose text uses a font embedded in it (a DejaVu Sans subset, written by
    /// `rsvg-convert -f pdf`) is drawn with that font: black ink where the text is, the same
    /// bytes every time.
    @Test func aPDFWithEmbeddedFontsDrawsItsText() throws {
        let image = try Self.load("embedded-text.pdf")
        #expect(image.size == Size(width: 60, height: 18))
        let list = Self.list(image, frame: Rect(x: 0, y: 0, width: 60, height: 18), size: image.size)
        let png = try Renderer().image(list, scale: 3).image
        let ink = Self.bounds(of: .black, in: png)
        #expect(ink.count > 200)
        #expect(ink.minX < 20 && ink.maxX > 100 && ink.minY > 5 && ink.maxY < 54, "\(ink)")
        #expect(try Renderer().png(list, scale: 3).data == Renderer().png(list, scale: 3).data)
    }

    /// A template image is painted in its tint through the document's alpha.
    @Test func aTemplateImageIsDrawnInItsTint() throws {
        let image = try Self.load("template-star.svg", isTemplate: true)
        let list = Self.list(
            image, frame: Rect(x: 0, y: 0, width: 20, height: 20), size: Size(width: 20, height: 20),
            tint: Color(hex: 0x007AFF))
        let png = try Renderer().image(list, scale: 2).image
        #expect(png[20, 20] == RGBA(red: 0, green: 122, blue: 255, alpha: 255))
        #expect(png[1, 1] == RGBA(red: 255, green: 255, blue: 255, alpha: 255))
        #expect(Self.bounds(of: .black, in: png).count == 0)
    }

    /// The SVG backend keeps the documents as vector paths (no embedded bitmap), and the SVG it
    /// writes, read back by librsvg, shows the same colours in the same places.
    @Test(arguments: ["red-circle.svg", "green-red.pdf"])
    func svgOutputKeepsVectorImagesAsVectors(file: String) throws {
        let image = try Self.load(file)
        let frame = Rect(x: 0, y: 0, width: image.size.width, height: image.size.height)
        let list = Self.list(image, frame: frame, size: image.size)
        let renderer = try Renderer()
        let svg = try renderer.svg(list).data
        let text = String(decoding: svg, as: UTF8.self)
        #expect(text.contains("<path"))
        #expect(!text.contains("<image"))
        let readBack = try VectorDocument.load(svg, format: .svg, name: "output.svg")
        #expect(readBack.size == image.size)
        let png = try renderer.image(list, scale: 2).image
        let raster = try renderer.image(Self.list(readBack, frame: frame, size: image.size), scale: 2).image
        let differing = zip(png.bytes, raster.bytes).filter { abs(Int($0) - Int($1)) > 24 }.count
        #expect(differing * 100 < png.bytes.count)
    }

    /// A renderer keeps the documents it drew lately; more documents than it keeps, drawn in turn
    /// and then the first again, render as a fresh renderer renders them.
    @Test func aRendererDrawsDocumentsItReadBeforeAsNew() throws {
        let circle = try Self.load("red-circle.svg")
        let frame = Rect(x: 10, y: 10, width: 40, height: 20), size = Size(width: 60, height: 40)
        let renderer = try Renderer()
        let first = try renderer.png(Self.list(circle, frame: frame, size: size), scale: 2).data
        for index in 0...VectorDocumentCache.capacity {
            var other = circle
            other.data.append(Data("<!-- \(index) -->".utf8))
            let list = Self.list(other, frame: frame, size: size)
            #expect(try renderer.png(list, scale: 2).data == Renderer().png(list, scale: 2).data)
        }
        #expect(try renderer.png(Self.list(circle, frame: frame, size: size), scale: 2).data == first)
    }

    @Test func theTextFormNamesTheDocument() throws {
        let image = try Self.load("red-circle.svg")
        let list = Self.list(image, frame: Rect(x: 10, y: 10, width: 40, height: 20), size: Size(width: 60, height: 40))
        #expect(list.description.contains("svg 40x20pt"))
    }
}
