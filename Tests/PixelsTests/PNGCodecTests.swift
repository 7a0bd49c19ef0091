import Foundation
import Testing

@testable import Pixels

/// CellSnap's own writer and fast reader against libpng: every setting writes files that both
/// read back to the same pixels and text; the fast reader takes exactly the files it is for and
/// leaves every other one, and every fault, to libpng.
@Suite struct PNGCodecTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "Fixtures")

    /// A 37 x 9 image (37 is no multiple of the 4 and 8 pixels the vector loops take at a time)
    /// of varied colours, opaque or with every kind of alpha.
    static func image(opaque: Bool) -> RGBAImage {
        var image = RGBAImage(width: 37, height: 9)
        for y in 0..<9 {
            for x in 0..<37 {
                let alpha: UInt8 = opaque ? 255 : [255, 0, 1, 128, 254][(x + y) % 5]
                image[x, y] = RGBA(
                    red: UInt8((x * 37 + y * 11) % 256), green: UInt8((x * 5 + y * 71) % 256),
                    blue: UInt8((x * y * 13) % 256), alpha: alpha)
            }
        }
        return image
    }

    static let settings: [PNGEncodingOptions] = [
        PNGEncodingOptions.Filter.none, .sub, .up, .average, .paeth, .adaptive,
    ]
    .map { PNGEncodingOptions(filter: $0) }

    @Test(arguments: settings)
    func everyWriterSettingReadsBackThroughBothReaders(options: PNGEncodingOptions) throws {
        let text = ["Software": "CellSnap", "CellSnap-Structure-SHA256": String(repeating: "ab", count: 32)]
        for opaque in [true, false] {
            let image = Self.image(opaque: opaque)
            let data = try PNG.encode(image, text: text, options: options)
            #expect(try PNG.encode(image, text: text, options: options) == data)
            #expect(data[25] == (opaque ? 2 : 6))  // IHDR colour type: RGB when opaque, else RGBA
            var spare: RGBAImage?
            let fast = try #require(PNG.decodeWithFastReader(data, reusing: &spare))
            let libpng = try PNG.decodeWithLibpng(data, source: "test.png", reusing: &spare)
            #expect(fast.image == image && libpng.image == image)
            #expect(fast.text == text && libpng.text == text)
        }
    }

    /// The fixtures of `scripts/make-png-fixtures`: every colour type decodes to its expected
    /// RGBA; the fast reader takes the 8-bit RGB and RGBA files (written by Python's zlib with all
    /// five row filters, one of them over three IDAT chunks) and declines the others.
    @Test(arguments: [
        ("rgb8-filters", true), ("rgba8-filters", true), ("gray8", false), ("gray1", false), ("grayalpha8", false),
        ("rgba16", false), ("rgb16", false), ("palette-trns", false), ("palette8", false),
        ("rgba8-interlaced", false),
    ])
    func fixturesDecodeAlikeThroughBothReaders(name: String, fast: Bool) throws {
        let data = try Data(contentsOf: Self.fixtures.appendingPathComponent(name + ".png"))
        let expected = try [UInt8](Data(contentsOf: Self.fixtures.appendingPathComponent(name + ".rgba")))
        var spare: RGBAImage?
        let libpng = try PNG.decodeWithLibpng(data, source: name, reusing: &spare)
        #expect(libpng.image.bytes == expected)
        let decoded = PNG.decodeWithFastReader(data, reusing: &spare)
        #expect((decoded != nil) == fast)
        if let decoded {
            #expect(decoded.image.bytes == expected)
            #expect(decoded.text == ["Software": "make-png-fixtures"] && decoded.text == libpng.text)
        }
        #expect(try PNG.read(contentsOf: Self.fixtures.appendingPathComponent(name + ".png")).image.bytes == expected)
    }

    /// Files the fast reader must leave to libpng: each has something it does not check itself.
    static let declined: [(String, @Sendable (Data) -> Data)] = [
        ("a text chunk whose CRC is wrong", { flipping($0, at: offset(of: "tEXt", in: $0) + 6) }),
        ("a chunk after IHDR that the reader does not know", { inserting("gAMA", [0, 0, 0xB1, 0x8F], into: $0) }),
        ("a transparency chunk", { inserting("tRNS", [0, 1, 0, 2, 0, 3], into: $0) }),
        ("the image data's stream cut short", { truncatingIDAT($0, by: 3) }),
        ("a flipped bit in the image data", { flipping($0, at: offset(of: "IDAT", in: $0) + 10) }),
    ]

    @Test(arguments: declined)
    func filesTheFastReaderDoesNotCheckGoToLibpng(name: String, change: @Sendable (Data) -> Data) throws {
        let data = change(try PNG.encode(Self.image(opaque: true), text: ["Software": "CellSnap"]))
        var spare: RGBAImage?
        #expect(PNG.decodeWithFastReader(data, reusing: &spare) == nil, "\(name)")
        let viaLibpng = Result { try PNG.decodeWithLibpng(data, source: "x.png", reusing: &spare) }
        let viaDecode = Result { try PNG.decode(data, source: "x.png") }
        switch (viaLibpng, viaDecode) {
        case (.success(let a), .success(let b)): #expect(a.image == b.image && a.text == b.text, "\(name)")
        case (.failure(let a), .failure(let b)): #expect("\(a)" == "\(b)", "\(name)")
        default: Issue.record("\(name): libpng gives \(viaLibpng), PNG.decode \(viaDecode)")
        }
    }

    /// Every reference image of the repository reads the same through the fast reader and
    /// through libpng (they were written by libpng with zlib before CellSnap had its own writer).
    @Test func everyReferenceOfTheRepositoryReadsAlikeThroughBothReaders() throws {
        let snapshots = Self.fixtures.deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
            .appendingPathComponent("Snapshots")
        let files = try #require(FileManager.default.enumerator(at: snapshots, includingPropertiesForKeys: nil))
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "png" }
        #expect(files.count > 50)
        var spare: RGBAImage?
        var fastCount = 0
        for url in files {
            let data = try Data(contentsOf: url)
            let libpng = try PNG.decodeWithLibpng(data, source: url.path, reusing: &spare)
            if let fast = PNG.decodeWithFastReader(data, reusing: &spare) {
                fastCount += 1
                #expect(fast.image == libpng.image && fast.text == libpng.text, "\(url.lastPathComponent)")
            }
        }
        #expect(fastCount == files.count, "the fast reader declined \(files.count - fastCount) references")
    }

    @Test func decodingReusesTheStorageOfASpareNothingElseHolds() throws {
        let image = Self.image(opaque: false)
        let data = try PNG.encode(image)
        var spare: RGBAImage? = RGBAImage(width: 40, height: 40)
        let address = spare?.bytes.withUnsafeBufferPointer { $0.baseAddress }
        let decoded = try PNG.decode(data, reusing: spare.take())
        #expect(decoded.image == image)
        #expect(decoded.image.bytes.withUnsafeBufferPointer { $0.baseAddress } == address)
        // A spare that something else still holds is copied, never overwritten.
        let held = RGBAImage(width: 37, height: 9)
        let again = try PNG.decode(data, reusing: held)
        #expect(again.image == image && held == RGBAImage(width: 37, height: 9))
    }

    /// The conversion from Cairo's premultiplied ARGB: an opaque row (only swizzled), a row of
    /// every alpha, and row padding, against the formula pixel by pixel.
    @Test func premultipliedRowsConvertAsTheFormulaSays() {
        let width = 37, stride = 40 * 4
        var words = [UInt32](repeating: 0xDEAD_BEEF, count: 40 * 2)
        for x in 0..<width {
            words[x] = 0xFF00_0000 | UInt32(x * 3) << 16 | UInt32(x * 5) << 8 | UInt32(x * 7)
            let alpha = UInt32([0, 1, 128, 254, 255][x % 5])
            let channel = { (value: Int) in UInt32(value % 256) * alpha / 255 }
            words[40 + x] = alpha << 24 | channel(x * 3) << 16 | channel(x * 5) << 8 | channel(x * 7)
        }
        let image = words.withUnsafeBytes {
            RGBAImage(premultipliedARGB32: $0, width: width, height: 2, bytesPerRow: stride)
        }
        for y in 0..<2 {
            for x in 0..<width {
                let word = words[y * 40 + x], a = word >> 24
                func straight(_ c: UInt32) -> UInt8 { a == 0 ? 0 : UInt8((c * 255 + a / 2) / a) }
                let expected = RGBA(
                    red: straight(word >> 16 & 0xFF), green: straight(word >> 8 & 0xFF), blue: straight(word & 0xFF),
                    alpha: UInt8(a))
                #expect(image[x, y] == expected, "pixel \(x), \(y)")
            }
        }
    }
}

private func offset(of type: String, in data: Data) -> Int {
    data.range(of: Data(type.utf8))!.lowerBound
}

private func flipping(_ data: Data, at index: Int) -> Data {
    var copy = data
    copy[index] ^= 0x10
    return copy
}

/// `data` with a chunk of `type` and `payload` (its CRC right) after IHDR.
func inserting(_ type: String, _ payload: [UInt8], into data: Data) -> Data {
    var chunk = Data()
    withUnsafeBytes(of: UInt32(payload.count).bigEndian) { chunk.append(contentsOf: $0) }
    let body = Data(type.utf8) + payload
    chunk.append(body)
    withUnsafeBytes(of: crc32(body).bigEndian) { chunk.append(contentsOf: $0) }
    var result = data
    result.insert(contentsOf: chunk, at: 33)
    return result
}

/// `data` with its IDAT chunk `count` bytes shorter (its length and CRC made right again).
private func truncatingIDAT(_ data: Data, by count: Int) -> Data {
    let type = offset(of: "IDAT", in: data)
    let lengthStart = type - 4
    let length = data[lengthStart..<type].reduce(0) { $0 << 8 | Int($1) }
    let body = Data(data[type..<(type + 4 + length - count)])
    var result = Data(data[..<lengthStart])
    withUnsafeBytes(of: UInt32(length - count).bigEndian) { result.append(contentsOf: $0) }
    result.append(body)
    withUnsafeBytes(of: crc32(body).bigEndian) { result.append(contentsOf: $0) }
    result.append(data[(type + 8 + length)...])
    return result
}
