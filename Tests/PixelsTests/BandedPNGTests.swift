import Foundation
import Testing

@testable import Pixels

/// An image given a band of rows at a time: its premultiplied words, `bandHeight` rows a band.
struct WordBands: BandedPixels {
    let words: [UInt8]
    let width: Int, height: Int, bandHeight: Int

    init(_ image: RGBAImage, bandHeight: Int) {
        words = image.premultipliedARGB32()
        (width, height, self.bandHeight) = (image.width, image.height, bandHeight)
    }

    func forEachBand(_ body: (PremultipliedPixels) throws -> Void) throws {
        try words.withUnsafeBytes { all in
            for top in stride(from: 0, to: height, by: bandHeight) {
                let rows = min(bandHeight, height - top)
                let band = UnsafeRawBufferPointer(rebasing: all[(top * width * 4)..<((top + rows) * width * 4)])
                try body(PremultipliedPixels(bytes: band, width: width, height: rows, bytesPerRow: width * 4))
            }
        }
    }

    /// The RGBA image the words convert to: what the whole-image writer writes for them.
    var converted: RGBAImage {
        words.withUnsafeBytes {
            RGBAImage(premultipliedARGB32: $0, width: width, height: height, bytesPerRow: width * 4)
        }
    }
}

/// The PNG writer and comparison that take an image a band at a time: the writer's bytes are the
/// whole-image writer's, whatever the bands; the comparison finds the band that differs.
@Suite struct BandedPNGTests {
    /// RowDeflateTests' images (every kind of block and match), an image with transparent and
    /// half-transparent pixels, and one of 7.2 MB of rows whose blocks span many bands.
    static let cases: [(name: String, image: RGBAImage)] = {
        var translucent = RGBAImage(width: 97, height: 61)
        for y in 0..<61 {
            for x in 0..<97 { translucent[x, y] = RGBA(red: 200, green: 40, blue: 9, alpha: UInt8((x * y) % 256)) }
        }
        var large = RGBAImage(width: 1500, height: 1200)
        let noise = RowDeflateTests.noise(count: 1500 * 4, seed: 11)
        for y in 0..<1200 {
            for x in 0..<1500 {
                let glyph = UInt8((x % 23) * (y % 17) % 256)
                large[x, y] =
                    y % 97 == 0
                    ? RGBA(red: noise[x * 4], green: noise[x * 4 + 1], blue: noise[x * 4 + 2], alpha: 255)
                    : RGBA(red: glyph, green: glyph, blue: 255 - glyph, alpha: 255)
            }
        }
        return RowDeflateTests.cases + [("translucent", translucent), ("large", large)]
    }()

    @Test(arguments: cases.indices)
    func bandsGiveTheWholeImageWritersBytes(index: Int) throws {
        let (name, image) = Self.cases[index]
        let whole = try PNG.encode(WordBands(image, bandHeight: image.height).converted, text: ["Software": "CellSnap"])
        for bandHeight in [1, 7, 64, 333, image.height] {
            let bands = WordBands(image, bandHeight: bandHeight)
            let streamed = try PNG.encode(bands: bands, text: ["Software": "CellSnap"])
            #expect(streamed == whole, "\(name), bands of \(bandHeight) rows")
        }
    }

    @Test func aMatchingImageIsIdenticalWithItsText() throws {
        let image = Self.cases.first { $0.name == "large" }!.image
        let bands = WordBands(image, bandHeight: 100)
        let data = try PNG.encode(bands: bands, text: ["Variant": "dark"])
        var called = 0
        let found = try PNG.compare(data, withBands: bands) { _, _, _ in called += 1 }
        #expect(found == .sameSize(identical: true, text: ["Variant": "dark"]))
        #expect(called == 0)
    }

    /// One pixel changed near the bottom: only its band is reported, with that band's rows of both.
    @Test func aChangeDeepInTheLastBandIsFoundThere() throws {
        var image = Self.cases.first { $0.name == "large" }!.image
        let reference = try PNG.encode(bands: WordBands(image, bandHeight: 100))
        image[1234, 1188] = RGBA(red: 1, green: 2, blue: 3, alpha: 255)
        var bands: [(row: Int, reference: RGBAImage, actual: RGBAImage)] = []
        let found = try PNG.compare(reference, withBands: WordBands(image, bandHeight: 100)) {
            bands.append(($0, $1, $2))
        }
        #expect(found == .sameSize(identical: false, text: [:]))
        let band = try #require(bands.first)
        #expect(bands.count == 1 && band.row == 1100 && band.actual.height == 100)
        #expect(band.actual[1234, 88] == RGBA(red: 1, green: 2, blue: 3, alpha: 255))
        #expect(band.reference[1234, 88] != band.actual[1234, 88])
        #expect(band.reference[1233, 88] == band.actual[1233, 88])
    }

    @Test func aReferenceOfAnotherSizeIsNotCompared() throws {
        let image = Self.cases.first { $0.name == "translucent" }!.image
        let other = try PNG.encode(RGBAImage(width: 97, height: 60), text: ["A": "b"])
        let found = try PNG.compare(other, withBands: WordBands(image, bandHeight: 10)) { _, _, _ in }
        #expect(found == .otherSize(width: 97, height: 60, text: ["A": "b"]))
    }

    /// Cut in the middle of its image data, or with its last IDAT's data damaged (CRC fixed), or
    /// not a PNG: clear errors naming the source.
    @Test func brokenReferencesAreRefusedClearly() throws {
        let image = Self.cases.first { $0.name == "large" }!.image
        let bands = WordBands(image, bandHeight: 100)
        let data = try PNG.encode(bands: bands)
        let cut = data.prefix(data.count / 2)
        #expect(
            performing: { try PNG.compare(Data(cut), withBands: bands, source: "ref.png") { _, _, _ in } },
            throws: {
                "\($0)" == "ref.png: truncated PNG: the data end at byte \(cut.count), before the image does"
            })
        #expect(
            performing: { try PNG.compare(Data("GIF89a".utf8), withBands: bands, source: "ref.png") { _, _, _ in } },
            throws: { "\($0)" == "ref.png: not a PNG file (the signature does not match)" })
        // The image data cut to half, their chunk's length and CRC made right: they end mid-image.
        let type = try #require(data.range(of: Data("IDAT".utf8))).lowerBound
        let length = data[(type - 4)..<type].reduce(0) { $0 << 8 | Int($1) }
        let body = Data(data[type..<(type + 4 + length / 2)])
        var short = Data(data[..<(type - 4)])
        withUnsafeBytes(of: UInt32(length / 2).bigEndian) { short.append(contentsOf: $0) }
        short.append(body)
        withUnsafeBytes(of: crc32(body).bigEndian) { short.append(contentsOf: $0) }
        short.append(data[(type + 8 + length)...])
        #expect(
            performing: { try PNG.compare(short, withBands: bands, source: "ref.png") { _, _, _ in } },
            throws: {
                "\($0)".hasPrefix("ref.png: truncated PNG: the image data end early or are damaged in rows ")
                    && "\($0)".hasSuffix(" of 1200")
            })
    }
}
