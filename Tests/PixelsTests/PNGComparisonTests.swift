import Foundation
import Testing

@testable import Pixels

/// The fused comparison of a PNG file with a rendered surface's premultiplied words: it says
/// "identical" only when the converted surface would equal the decoded file byte for byte, and
/// otherwise decodes the file exactly as `PNG.read` does.
@Suite struct PNGComparisonTests {
    /// `image` as Cairo's premultiplied words, rows `bytesPerRow` apart (padding filled with junk).
    static func words(of image: RGBAImage, bytesPerRow: Int) -> [UInt8] {
        let packed = image.premultipliedARGB32()
        var padded = [UInt8](repeating: 0xA5, count: bytesPerRow * image.height)
        for y in 0..<image.height {
            padded.replaceSubrange(
                (y * bytesPerRow)..<(y * bytesPerRow + image.width * 4),
                with: packed[(y * image.width * 4)..<((y + 1) * image.width * 4)])
        }
        return padded
    }

    /// Reads `url` compared with the words of `image`; also checks that a `.decoded` answer is
    /// what `PNG.read` gives.
    static func compare(_ url: URL, with image: RGBAImage, bytesPerRow: Int? = nil) throws -> PNGComparison {
        let stride = bytesPerRow ?? image.width * 4 + 12
        var spare: RGBAImage? = nil
        let found = try Self.words(of: image, bytesPerRow: stride).withUnsafeBytes { bytes in
            try PNG.read(
                contentsOf: url,
                comparingWith: PremultipliedPixels(
                    bytes: bytes, width: image.width, height: image.height, bytesPerRow: stride),
                reusing: &spare)
        }
        if case .decoded(let decoded) = found {
            let read = try PNG.read(contentsOf: url)
            #expect(decoded.image == read.image && decoded.text == read.text)
        }
        return found
    }

    static func isIdentical(_ comparison: PNGComparison) -> Bool {
        if case .identical = comparison { return true }
        return false
    }

    /// Every fixture compared with its own pixels: identical exactly when the fast reader reads it
    /// (8-bit RGB or RGBA, all five filters, split image data) and every pixel is opaque; otherwise
    /// decoded. One changed pixel, in the first, a middle or the last row, is never identical.
    @Test(arguments: [
        "rgb8-filters", "rgba8-filters", "gray8", "gray1", "grayalpha8", "rgba16", "rgb16", "palette-trns",
        "palette8", "rgba8-interlaced",
    ])
    func fixturesCompareWithTheirOwnPixels(name: String) throws {
        let url = PNGCodecTests.fixtures.appendingPathComponent(name + ".png")
        let expected = try PNG.read(contentsOf: url)
        let image = expected.image
        var spare: RGBAImage? = nil
        let fast = PNG.decodeWithFastReader(try Data(contentsOf: url), reusing: &spare) != nil
        let found = try Self.compare(url, with: image)
        #expect(Self.isIdentical(found) == (fast && image.isOpaque), "\(name)")
        if case .identical(let text, let imageData) = found {
            #expect(text == expected.text)
            #expect(imageData.isImage(of: try Data(contentsOf: url)))
        }
        for y in [0, image.height / 2, image.height - 1] {
            var changed = image
            changed[image.width - 1, y].green ^= 1
            #expect(!Self.isIdentical(try Self.compare(url, with: changed)), "\(name), row \(y)")
        }
    }

    /// Files CellSnap writes: opaque ones (RGB) are identical to their pixels, with any row padding;
    /// one pixel made not quite opaque, a difference in a 4-pixel step or in the tail of a row, and
    /// another size all decode for the full comparison.
    @Test func renderedFilesCompareRowByRow() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "cellsnap-compare-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let opaque = PNGCodecTests.image(opaque: true)
        let url = folder.appendingPathComponent("opaque.png")
        try PNG.write(opaque, text: ["Software": "CellSnap"], to: url)
        for stride in [opaque.width * 4, opaque.width * 4 + 4, 256] {
            #expect(Self.isIdentical(try Self.compare(url, with: opaque, bytesPerRow: stride)))
        }
        var translucent = opaque
        translucent[5, 4].alpha = 254
        #expect(!Self.isIdentical(try Self.compare(url, with: translucent)))
        for x in [0, 2, 33, 36] {
            var changed = opaque
            changed[x, 8].blue ^= 0x80
            #expect(!Self.isIdentical(try Self.compare(url, with: changed)), "column \(x)")
        }
        var smaller = RGBAImage(width: 36, height: 9)
        for y in 0..<9 { for x in 0..<36 { smaller[x, y] = opaque[x, y] } }
        #expect(!Self.isIdentical(try Self.compare(url, with: smaller)))
        // A file with pixels that are not opaque (RGBA) is decoded even when they are the same.
        let rgbaURL = folder.appendingPathComponent("rgba.png")
        let rgba = PNGCodecTests.image(opaque: false)
        try PNG.write(rgba, to: rgbaURL)
        #expect(!Self.isIdentical(try Self.compare(rgbaURL, with: rgba)))
        // Errors are those of PNG.read: a missing file, a folder.
        for bad in [folder.appendingPathComponent("missing.png"), folder] {
            var spare: RGBAImage? = nil
            let viaCompare = Result {
                try [UInt8](repeating: 0, count: 4).withUnsafeBytes { bytes in
                    try PNG.read(
                        contentsOf: bad,
                        comparingWith: PremultipliedPixels(bytes: bytes, width: 1, height: 1, bytesPerRow: 4),
                        reusing: &spare)
                }
            }
            let viaRead = Result { try PNG.read(contentsOf: bad) }
            if case .failure(let a) = viaCompare, case .failure(let b) = viaRead {
                #expect("\(a)" == "\(b)")
            } else {
                Issue.record("\(bad.path): both reads should fail")
            }
        }
    }
}
