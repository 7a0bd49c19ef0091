import DisplayList
import Foundation
import Pixels
import Primitives
import Testing

@testable import Rendering

/// A whole image taller than one Cairo surface is drawn in bands whose rows, joined, are the
/// pixels one surface would hold; sizes past what a PNG holds are refused before any drawing.
@Suite struct BandRenderingTests {
    let renderer: Renderer
    init() throws { renderer = try Renderer() }

    /// `rows` list rows 44 pt tall, `width` wide: text, separators at fractional positions, a
    /// half-transparent group crossing band edges, a rounded shape, on white.
    static func rows(_ rows: Int, width: Double = 200) -> DisplayList {
        var items: [DisplayItem] = []
        for row in 0..<rows {
            let top = Double(row) * 44
            items.append(
                .text(
                    TextItem(
                        text: "Row \(row) gyp", style: TextStyle(font: Font(size: 17)),
                        frame: Rect(x: 20, y: top + 11, width: width - 40, height: 22))))
            items.append(
                .line(
                    LineItem(
                        from: Point(x: 20, y: top + 44 - 1.0 / 6), to: Point(x: width, y: top + 44 - 1.0 / 6),
                        color: Color(hex: 0xC6C6C8), width: 1.0 / 3)))
            if row % 7 == 3 {
                let pill = DisplayItem.shape(
                    ShapeItem(
                        shape: .roundedRect(
                            Rect(x: width - 60, y: top + 30, width: 40, height: 30), CornerRadii(all: 9.7)),
                        fill: Color(hex: 0x007AFF)))
                items.append(.group(GroupItem(items: [pill, pill], opacity: 0.6)))
            }
        }
        return DisplayList(size: Size(width: width, height: Double(rows) * 44), background: .white, items: items)
    }

    /// Bands of 100 and of 331 device pixels (edges through text, hairlines and groups) give the
    /// bytes of a single surface, at 2x and 3x.
    @Test(arguments: [(100, 2.0), (331, 3.0), (997, 3.0)])
    func bandsJoinToTheSingleSurfacesPixels(bandHeight: Int, scale: Double) throws {
        let list = Self.rows(20)
        let whole = try renderer.image(list, scale: scale).image
        let joined = try renderer.bands(
            list, scale: scale, width: whole.width, height: whole.height, bandHeight: bandHeight
        ).image
        #expect(joined.width == whole.width && joined.height == whole.height)
        #expect(joined.bytes == whole.bytes)
    }

    /// 400 rows (17,600 pt) at 3x are 52,800 px tall, past a surface's 16,384: drawn whole, the
    /// last row's separator in the bottom device pixel row and its text above it; one surface
    /// refuses it.
    @Test func aListTallerThanASurfaceIsDrawnWhole() throws {
        let list = Self.rows(400, width: 100)
        #expect(throws: RenderingError.self) { try renderer.image(list, scale: 3) }
        let image = try renderer.wholeImage(list, scale: 3).image
        #expect(image.width == 300 && image.height == 52_800)
        #expect(image[150, 52_799] == RGBA(red: 198, green: 198, blue: 200, alpha: 255))
        let lastText = (52_800 - 132 + 33..<52_800 - 132 + 99).contains { y in
            (60..<240).contains { image[$0, y].red < 128 }
        }
        #expect(lastText)
        #expect(image[10, 52_000] == RGBA(red: 255, green: 255, blue: 255, alpha: 255))
    }

    /// Past what a PNG holds: refused with the sizes and the limits, before anything is drawn.
    @Test(arguments: [
        (
            Size(width: 390, height: 30_000), 3.0,
            "cannot render a 390 x 30000 pt canvas at 3x: that is 1170 x 90000 px; the limits are 16384 px wide, 65536 px tall and 67108864 pixels"
        ),
        (
            Size(width: 1_600, height: 15_000), 3.0,
            "cannot render a 1600 x 15000 pt canvas at 3x: that is 4800 x 45000 px; the limits are 16384 px wide, 65536 px tall and 67108864 pixels"
        ),
        (
            Size(width: 6_000, height: 44), 3.0,
            "cannot render a 6000 x 44 pt canvas at 3x: that is 18000 x 132 px; the limits are 16384 px wide, 65536 px tall and 67108864 pixels"
        ),
    ])
    func absurdSizesAreRefusedBeforeDrawing(size: Size, scale: Double, message: String) {
        #expect(
            performing: { try renderer.wholeImage(DisplayList(size: size), scale: scale) },
            throws: { "\($0)" == message })
    }

    /// Drawn in bands and written a band at a time, a list's PNG is byte for byte the one the
    /// whole image makes: opaque (RGB) on white, and with transparent pixels (RGBA: the bands are
    /// written again) without a background. 52,800 px at 300 px wide are four bands.
    @Test func streamedPNGIsTheWholeImagesPNG() throws {
        let opaque = Self.rows(400, width: 100)
        let clear = DisplayList(size: opaque.size, background: nil, items: opaque.items)
        for list in [opaque, clear] {
            let banded = try renderer.bandedImage(list, scale: 3)
            #expect(banded.width == 300 && banded.height == 52_800)
            let whole = try PNG.encode(renderer.wholeImage(list, scale: 3).image, text: ["Software": "CellSnap"])
            #expect(try PNG.encode(bands: banded, text: ["Software": "CellSnap"]) == whole)
        }
    }

    /// The longest list met in real code (125,108 pt at 3x: 1,170 x 375,324 px) is accepted for
    /// bands, past what one image holds; a canvas past 2^30 pixels or 16,384 px wide is refused.
    @Test func bandedSizesAndLimits() throws {
        let long = DisplayList(size: Size(width: 390, height: 125_108))
        #expect(!Renderer.fitsWholeImage(long.size, scale: 3))
        let banded = try renderer.bandedImage(long, scale: 3)
        #expect(banded.width == 1_170 && banded.height == 375_324)
        #expect(Renderer.bandHeight(forWidth: 1_170) == 14_339)
        for (size, message) in [
            (
                Size(width: 390, height: 400_000),
                "cannot render a 390 x 400000 pt canvas at 3x: that is 1170 x 1200000 px; the limits of a whole content drawn in bands are 16384 px wide and 1073741824 pixels"
            ),
            (
                Size(width: 6_000, height: 44),
                "cannot render a 6000 x 44 pt canvas at 3x: that is 18000 x 132 px; the limits of a whole content drawn in bands are 16384 px wide and 1073741824 pixels"
            ),
        ] {
            #expect(
                performing: { try renderer.bandedImage(DisplayList(size: size), scale: 3) },
                throws: { "\($0)" == message })
        }
    }

    /// A tall image goes through CellSnap's PNG writer and reader unchanged.
    @Test func tallImagesRoundTripThroughPNG() throws {
        let image = try renderer.wholeImage(Self.rows(150, width: 50), scale: 3).image
        #expect(image.height == 19_800)
        let decoded = try PNG.decode(try PNG.encode(image)).image
        #expect(decoded.width == image.width && decoded.height == image.height && decoded.bytes == image.bytes)
    }
}
