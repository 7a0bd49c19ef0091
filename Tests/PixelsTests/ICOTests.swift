// Windows icon files (ICO) read as ImageIO reads them on iOS: the largest image, as PNG data or
// as a bitmap of 1, 4, 8, 24 or 32 bits a pixel (bottom row first, rows padded to four bytes),
// transparent where its alpha or its AND mask says; malformed files are refused by name.
import Foundation
import Pixels
import Testing

/// Icon files written byte by byte, as Windows' icon format lays them out.
enum ICOFile {
    /// A file of `images` (each its width and height in the directory, and its data).
    static func file(_ images: [(width: Int, height: Int, depth: Int, data: [UInt8])]) -> Data {
        var bytes: [UInt8] = [0, 0, 1, 0] + le16(images.count)
        var offset = 6 + 16 * images.count
        for image in images {
            bytes += [UInt8(image.width % 256), UInt8(image.height % 256), 0, 0] + le16(1) + le16(image.depth)
            bytes += le32(image.data.count) + le32(offset)
            offset += image.data.count
        }
        return Data(bytes + images.flatMap(\.data))
    }

    /// A bitmap's header (`headerSize` bytes long, holding the channel `masks` from its 41st byte
    /// when it is longer than 40, else followed by them), `palette` (blue, green, red, 0 each),
    /// colour `rows` and `mask` rows (each already padded), bottom row first.
    static func bitmap(
        width: Int, height: Int, depth: Int, compression: Int = 0, headerSize: Int = 40, masks: [Int] = [],
        palette: [[UInt8]] = [], rows: [[UInt8]], mask: [[UInt8]]
    ) -> [UInt8] {
        var header = le32(headerSize) + le32(width) + le32(height * 2) + le16(1) + le16(depth) + le32(compression)
        header += le32(0) + le32(0) + le32(0) + le32(palette.count) + le32(0) + masks.flatMap(le32)
        header += [UInt8](repeating: 0, count: max(0, headerSize - header.count))
        return header + palette.flatMap { $0 } + rows.flatMap { $0 } + mask.flatMap { $0 }
    }

    static func le16(_ value: Int) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF)] }
    static func le32(_ value: Int) -> [UInt8] { le16(value & 0xFFFF) + le16(value >> 16 & 0xFFFF) }
}

@Suite struct ICOTests {
    func rgba(_ image: RGBAImage, _ x: Int, _ y: Int) -> [UInt8] {
        let pixel = image[x, y]
        return [pixel.red, pixel.green, pixel.blue, pixel.alpha]
    }

    /// 32 bits a pixel: blue, green, red, alpha, bottom row first; the alpha is the image's.
    @Test func aThirtyTwoBitImageKeepsItsAlpha() throws {
        let bottom: [UInt8] = [255, 0, 0, 255] + [0, 0, 0, 0]  // blue, then transparent
        let top: [UInt8] = [0, 0, 255, 255] + [0, 255, 0, 128]  // red, then half-transparent green
        let data = ICOFile.file([
            (
                2, 2, 32,
                ICOFile.bitmap(
                    width: 2, height: 2, depth: 32, rows: [bottom, top], mask: [[0, 0, 0, 0], [0, 0, 0, 0]])
            )
        ])
        #expect(ICO.isICO(data))
        let image = try ICO.decode(data)
        #expect(image.width == 2 && image.height == 2)
        #expect(rgba(image, 0, 0) == [255, 0, 0, 255] && rgba(image, 1, 0) == [0, 255, 0, 128])
        #expect(rgba(image, 0, 1) == [0, 0, 255, 255] && rgba(image, 1, 1)[3] == 0)
    }

    /// 32 bits a pixel with channel masks (`BI_BITFIELDS`), here red, green, blue and alpha bytes
    /// in turn: after a 40-byte header three masks follow it (the alpha the top byte, which no
    /// colour takes); a 108-byte (V4) header holds all four, its pixels right after it.
    @Test(arguments: [40, 108])
    func channelMasksPlaceTheColours(headerSize: Int) throws {
        let masks = [0xFF, 0xFF00, 0xFF_0000] + (headerSize > 40 ? [0xFF00_0000] : [])
        let bottom: [UInt8] = [255, 0, 0, 255] + [0, 0, 0, 0]  // red, then transparent
        let top: [UInt8] = [0, 0, 255, 255] + [0, 255, 0, 128]  // blue, then half-transparent green
        let data = ICOFile.file([
            (
                2, 2, 32,
                ICOFile.bitmap(
                    width: 2, height: 2, depth: 32, compression: 3, headerSize: headerSize, masks: masks,
                    rows: [bottom, top], mask: [[0, 0, 0, 0], [0, 0, 0, 0]])
            )
        ])
        let image = try ICO.decode(data)
        #expect(rgba(image, 0, 0) == [0, 0, 255, 255] && rgba(image, 1, 0) == [0, 255, 0, 128])
        #expect(rgba(image, 0, 1) == [255, 0, 0, 255] && rgba(image, 1, 1)[3] == 0)
    }

    /// A palette image (8, 4 and 1 bits a pixel) takes its colours from the palette and its
    /// transparency from the AND mask (a set bit is transparent), rows padded to four bytes.
    @Test func paletteImagesUseTheirMask() throws {
        let palette: [[UInt8]] = [[0, 0, 0, 0], [255, 255, 255, 0], [0, 128, 255, 0]]  // black, white, orange
        // 3 x 2, 8 bits: top row white, orange, black; bottom row orange, orange, white.
        let eight = ICOFile.bitmap(
            width: 3, height: 2, depth: 8, palette: palette, rows: [[2, 2, 1, 0], [1, 2, 0, 0]],
            mask: [[0, 0, 0, 0], [0b0010_0000, 0, 0, 0]])  // the top row's last pixel transparent
        let image = try ICO.decode(ICOFile.file([(3, 2, 8, eight)]))
        #expect(rgba(image, 0, 0) == [255, 255, 255, 255] && rgba(image, 1, 0) == [255, 128, 0, 255])
        #expect(rgba(image, 2, 0)[3] == 0 && rgba(image, 2, 1) == [255, 255, 255, 255])
        // 9 x 1, 1 bit: alternating white and black, across a byte boundary.
        let one = ICOFile.bitmap(
            width: 9, height: 1, depth: 1, palette: Array(palette.prefix(2)),
            rows: [[0b1010_1010, 0b1000_0000, 0, 0]], mask: [[0, 0, 0, 0]])
        let bits = try ICO.decode(ICOFile.file([(9, 1, 1, one)]))
        #expect((0..<9).map { bits[$0, 0].red } == [255, 0, 255, 0, 255, 0, 255, 0, 255])
        // 3 x 1, 4 bits: orange, white, black.
        let four = ICOFile.bitmap(
            width: 3, height: 1, depth: 4, palette: palette, rows: [[0x21, 0x00, 0, 0]], mask: [[0, 0, 0, 0]])
        let nibbles = try ICO.decode(ICOFile.file([(3, 1, 4, four)]))
        #expect((0..<3).map { rgba(nibbles, $0, 0) } == [[255, 128, 0, 255], [255, 255, 255, 255], [0, 0, 0, 255]])
    }

    /// A 32-bit image whose alpha is all zero (older icons) and a 24-bit one take their
    /// transparency from the mask.
    @Test func imagesWithoutAlphaUseTheirMask() throws {
        let zero = ICOFile.bitmap(
            width: 2, height: 1, depth: 32, rows: [[0, 0, 255, 0, 0, 255, 0, 0]], mask: [[0b0100_0000, 0, 0, 0]])
        let image = try ICO.decode(ICOFile.file([(2, 1, 32, zero)]))
        #expect(rgba(image, 0, 0) == [255, 0, 0, 255] && rgba(image, 1, 0)[3] == 0)
        let rgb = ICOFile.bitmap(width: 1, height: 1, depth: 24, rows: [[10, 20, 30, 0]], mask: [[0, 0, 0, 0]])
        #expect(rgba(try ICO.decode(ICOFile.file([(1, 1, 24, rgb)])), 0, 0) == [30, 20, 10, 255])
    }

    /// Of several images the largest is read, a PNG image as PNG; its size is read from its
    /// header alone, a bitmap's too.
    @Test func theLargestImageIsRead() throws {
        let small = ICOFile.bitmap(width: 1, height: 1, depth: 24, rows: [[0, 0, 0, 0]], mask: [[0, 0, 0, 0]])
        let large = try PNG.encode(
            RGBAImage(width: 4, height: 3, filledWith: RGBA(red: 9, green: 8, blue: 7, alpha: 255)))
        let file = ICOFile.file([(1, 1, 24, small), (4, 3, 32, [UInt8](large))])
        let image = try ICO.decode(file)
        #expect(image.width == 4 && image.height == 3 && rgba(image, 3, 2) == [9, 8, 7, 255])
        #expect(try ICO.size(file) == (4, 3))
        let bitmap = ICOFile.bitmap(
            width: 3, height: 2, depth: 1, rows: [[0, 0, 0, 0], [0, 0, 0, 0]],
            mask: [[0, 0, 0, 0], [0, 0, 0, 0]])
        #expect(try ICO.size(ICOFile.file([(3, 2, 1, bitmap)])) == (3, 2))
    }

    /// What is not an icon, is cut short, or is not read is refused with the reason.
    @Test func malformedIconsAreRefused() {
        let valid = ICOFile.bitmap(width: 1, height: 1, depth: 24, rows: [[0, 0, 0, 0]], mask: [[0, 0, 0, 0]])
        #expect(!ICO.isICO(Data([0x89, 0x50, 0x4E, 0x47, 0, 0])) && !ICO.isICO(Data([0, 0, 1, 0, 0, 0])))
        let cases: [(Data, String)] = [
            (Data([0, 0, 1, 0, 2, 0]), "ICO data: the header or its image directory is cut short"),
            (ICOFile.file([(1, 1, 24, valid)]).prefix(30), "ICO data: no image lies inside the data"),
            (
                ICOFile.file([(1, 1, 24, ICOFile.bitmap(width: 5_000, height: 1, depth: 24, rows: [], mask: []))]),
                "ICO data: a 5000 x 1 bitmap is not an icon's size"
            ),
            (
                ICOFile.file([
                    (1, 1, 8, ICOFile.bitmap(width: 1, height: 1, depth: 8, compression: 1, rows: [], mask: []))
                ]),
                "ICO data: a bitmap of 8 bits a pixel, compression 1, is not read"
            ),
            (
                ICOFile.file([
                    (1, 1, 24, Array(ICOFile.bitmap(width: 4, height: 4, depth: 24, rows: [], mask: []).prefix(40)))
                ]),
                "ICO data: a bitmap's pixels are cut short"
            ),
        ]
        for (data, message) in cases {
            do {
                _ = try ICO.decode(data)
                Issue.record("\(message): decoded")
            } catch {
                #expect((error as? ICOError)?.description == message)
            }
        }
    }
}
