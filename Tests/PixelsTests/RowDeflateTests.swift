import Foundation
import Testing

@testable import Pixels

/// CellSnap's row deflate on the inputs that stress a compressor: every image reads back through
/// libpng (zlib's inflate) and the fast reader (libdeflate) to the same pixels, and the same pixels
/// give the same bytes on every thread.
@Suite struct RowDeflateTests {
    /// A deterministic stream of pseudo-random bytes (xorshift), the same on every run.
    static func noise(count: Int, seed: UInt64) -> [UInt8] {
        var state = seed | 1
        return (0..<count).map { _ in
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return UInt8(truncatingIfNeeded: state)
        }
    }

    /// Images whose rows make every kind of block and match: one pixel, a flat run longer than
    /// 258 bytes, noise that only stored blocks hold (RGB and RGBA), rows too long for a one-row
    /// match (16,384 px of RGB is past deflate's 32 KiB window), repeats between rows, and enough
    /// tokens for several blocks.
    static let cases: [(name: String, image: RGBAImage)] = {
        func image(_ width: Int, _ height: Int, _ pixel: (Int, Int) -> RGBA) -> RGBAImage {
            var image = RGBAImage(width: width, height: height)
            for y in 0..<height { for x in 0..<width { image[x, y] = pixel(x, y) } }
            return image
        }
        let noise = Self.noise(count: 300 * 200 * 4, seed: 7)
        let white = RGBA(red: 255, green: 255, blue: 255, alpha: 255)
        return [
            ("one pixel", image(1, 1) { _, _ in RGBA(red: 1, green: 2, blue: 3, alpha: 255) }),
            ("flat", image(500, 40) { _, _ in white }),
            (
                "noise RGB",
                image(300, 200) { x, y in
                    let i = (y * 300 + x) * 4
                    return RGBA(red: noise[i], green: noise[i + 1], blue: noise[i + 2], alpha: 255)
                }
            ),
            ("noise RGBA", RGBAImage(width: 300, height: 200, bytes: noise)),
            (
                "wide rows",
                image(16384, 3) { x, y in x % 97 == y ? RGBA(red: 0, green: 0, blue: 0, alpha: 255) : white }
            ),
            (
                "stripes",
                image(211, 150) { x, y in
                    RGBA(red: UInt8((x / 7) % 3 * 100), green: UInt8(y % 5 * 50), blue: 9, alpha: 255)
                }
            ),
            (
                "text-like",
                image(400, 300) { x, y in
                    let glyph = (x % 23) * (y % 17)
                    return RGBA(
                        red: UInt8(glyph % 256), green: UInt8(glyph % 256), blue: UInt8(glyph % 256), alpha: 255)
                }
            ),
        ]
    }()

    @Test(arguments: cases.indices)
    func everyImageReadsBackThroughBothReaders(index: Int) throws {
        let (name, image) = Self.cases[index]
        for filter in [PNGEncodingOptions.Filter.none, .up, .adaptive] {
            let data = try PNG.encode(image, options: PNGEncodingOptions(filter: filter))
            var spare: RGBAImage?
            let libpng = try PNG.decodeWithLibpng(data, source: name, reusing: &spare)
            #expect(libpng.image == image, "\(name), \(filter): libpng")
            let fast = try #require(PNG.decodeWithFastReader(data, reusing: &spare), "\(name), \(filter)")
            #expect(fast.image == image, "\(name), \(filter): fast reader")
        }
    }

    /// Noise cannot be compressed: its blocks are stored, so the file is barely larger than the pixels.
    @Test func noiseIsStoredNotExpanded() throws {
        let image = Self.cases.first { $0.name == "noise RGBA" }!.image
        let data = try PNG.encode(image)
        #expect(data.count < image.bytes.count + image.bytes.count / 100 + 1024)
    }

    /// The same pixels give the same bytes on every thread, however many encode at once.
    @Test func eightThreadsWriteTheSameBytes() async throws {
        let reference = try Self.cases.map { try PNG.encode($0.image) }
        let results = await withTaskGroup(of: [Data].self) { group in
            for _ in 0..<8 { group.addTask { Self.cases.map { (try? PNG.encode($0.image)) ?? Data() } } }
            return await group.reduce(into: [[Data]]()) { $0.append($1) }
        }
        for result in results { #expect(result == reference) }
    }

    /// Cairo's opaque pixels encode straight to the same bytes as their converted image (37 px
    /// rows, no multiple of the 4 a step, with row padding); a pixel that is not opaque declines.
    @Test func opaqueSurfacePixelsEncodeToTheConvertedImagesBytes() throws {
        let (width, height, stride) = (37, 9, 40 * 4)
        var words = [UInt32](repeating: 0xDEAD_BEEF, count: stride / 4 * height)
        for y in 0..<height {
            for x in 0..<width {
                words[y * stride / 4 + x] = 0xFF00_0000 | UInt32(x * 7) << 16 | UInt32(y * 29) << 8 | 77
            }
        }
        let text = ["Software": "CellSnap"]
        let direct = try words.withUnsafeBytes { bytes in
            try PNG.encodeOpaque(
                PremultipliedPixels(bytes: bytes, width: width, height: height, bytesPerRow: stride), text: text)
        }
        let image = words.withUnsafeBytes { bytes in
            RGBAImage(premultipliedARGB32: bytes, width: width, height: height, bytesPerRow: stride)
        }
        #expect(try direct == PNG.encode(image, text: text))
        words[3 * stride / 4 + 36] = 0x8040_2010
        let declined = try words.withUnsafeBytes { bytes in
            try PNG.encodeOpaque(PremultipliedPixels(bytes: bytes, width: width, height: height, bytesPerRow: stride))
        }
        #expect(declined == nil)
        // No pixels at all is refused, naming the file.
        #expect(throws: PNGError.self) {
            try [UInt8]().withUnsafeBytes { bytes in
                try PNG.encodeOpaque(
                    PremultipliedPixels(bytes: bytes, width: 0, height: 0, bytesPerRow: 0), source: "empty.png")
            }
        }
    }
}
