import Foundation
import Testing

@testable import Pixels

@Suite struct PNGTests {
    /// A 5 x 3 image with opaque, semi-transparent and fully transparent pixels.
    static let sample: RGBAImage = {
        var image = RGBAImage(width: 5, height: 3)
        for y in 0..<3 {
            for x in 0..<5 {
                image[x, y] = RGBA(
                    red: UInt8(x * 50), green: UInt8(y * 100), blue: 200, alpha: UInt8([255, 128, 1, 0, 77][x]))
            }
        }
        return image
    }()

    /// The pixelmatch conformance pairs (`Tests/Fixtures/PixelmatchPairs`, drawn by
    /// `scripts/make-pixelmatch-pairs`): RGBA, palette and RGB files.
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/PixelmatchPairs")

    @Test func roundTripIsLosslessIncludingTransparency() throws {
        let decoded = try PNG.decode(try PNG.encode(Self.sample))
        #expect(decoded.image == Self.sample)
    }

    @Test(arguments: [
        PNGEncodingOptions.cellSnap, PNGEncodingOptions(filter: .paeth), PNGEncodingOptions(filter: .adaptive),
    ])
    func everySettingRoundTripsAndIsDeterministic(options: PNGEncodingOptions) throws {
        var opaque = Self.sample
        for index in stride(from: 3, to: opaque.bytes.count, by: 4) { opaque.bytes[index] = 255 }
        for image in [Self.sample, opaque] {
            let first = try PNG.encode(image, text: ["Software": "CellSnap"], options: options)
            #expect(try PNG.encode(image, text: ["Software": "CellSnap"], options: options) == first)
            #expect(try PNG.decode(first).image == image)
        }
    }

    @Test func opaqueImagesAreWrittenAsRGB() throws {
        var opaque = RGBAImage(width: 2, height: 2)
        for index in stride(from: 3, to: opaque.bytes.count, by: 4) { opaque.bytes[index] = 255 }
        let data = try PNG.encode(opaque)
        #expect(data[25] == 2)  // IHDR colour type: truecolour without alpha
        #expect(try PNG.encode(Self.sample)[25] == 6)  // with alpha
    }

    @Test func textChunksRoundTripAndNoTimeIsWritten() throws {
        let text = [
            "Software": "CellSnap 0.1.0", "CellSnap-Scale": "3", "CellSnap-Environment": "cairo 1.16.0; pango 1.50.12",
        ]
        let data = try PNG.encode(Self.sample, text: text)
        #expect(try PNG.decode(data).text == text)
        #expect(data.range(of: Data("tIME".utf8)) == nil)
    }

    @Test func writingIsAtomicAndReadingNamesTheFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cellsnap-png-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("cell.png")
        try PNG.write(Self.sample, to: url)
        #expect(try PNG.read(contentsOf: url).image == Self.sample)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["cell.png"])
        let missing = folder.appendingPathComponent("missing.png")
        #expect(throws: PNGError(source: missing.path, reason: .unreadable("no such file"))) {
            try PNG.read(contentsOf: missing)
        }
        #expect(throws: PNGError.self) {
            try PNG.write(Self.sample, to: folder.appendingPathComponent("no/such/folder.png"))
        }
    }

    // MARK: Bad input

    @Test func truncatedFilesAreReportedAsTruncated() throws {
        let data = try PNG.encode(Self.sample, text: ["Software": "CellSnap"])
        for length in [4, 20, 33, 60, data.count / 2, data.count - 13] {
            #expect(
                performing: { try PNG.decode(data.prefix(length), source: "cut.png") },
                throws: { error in
                    guard let error = error as? PNGError, case .truncated = error.reason else { return false }
                    return error.description.hasPrefix("cut.png: truncated PNG: ")
                })
        }
    }

    @Test(arguments: [
        (Data(), "empty.png: not a PNG file (the signature does not match)"),
        (Data("hello, this is text and not an image".utf8), "empty.png: not a PNG file (the signature does not match)"),
    ])
    func nonPNGDataIsReported(data: Data, message: String) {
        #expect(performing: { try PNG.decode(data, source: "empty.png") }, throws: { "\($0)" == message })
    }

    @Test func corruptDataCarriesLibpngsMessage() throws {
        var data = try PNG.encode(Self.sample)
        let idat = data.range(of: Data("IDAT".utf8))!.upperBound
        data[idat + 4] ^= 0xFF
        #expect(
            performing: { try PNG.decode(data, source: "bad.png") },
            throws: { error in
                guard let error = error as? PNGError, case .corrupt(let message) = error.reason else { return false }
                return error.source == "bad.png" && message.contains("IDAT")
            })
    }

    /// Headers (with correct CRCs, then an empty IDAT chunk) claiming each size: too large ones are
    /// refused before pixels are allocated; the largest allowed ones get past the header and stop
    /// at the missing pixel data.
    @Test(arguments: [
        (100_000, 100_000, "huge.png: image too large: Image width exceeds user limit in IHDR"),
        (16_385, 1, "huge.png: image too large: Image width exceeds user limit in IHDR"),
        (10_000, 10_000, "huge.png: image too large: Image exceeds the pixel budget"),
        (8_193, 8_192, "huge.png: image too large: Image exceeds the pixel budget"),
        (8_192, 8_192, "huge.png: truncated PNG: unexpected end of data (the file is truncated)"),
        (16_384, 4_096, "huge.png: truncated PNG: unexpected end of data (the file is truncated)"),
    ])
    func oversizedImagesAreRefusedBeforeDecoding(width: UInt32, height: UInt32, message: String) throws {
        var ihdr = Data("IHDR".utf8)
        for value in [width, height] { withUnsafeBytes(of: value.bigEndian) { ihdr.append(contentsOf: $0) } }
        ihdr.append(contentsOf: [8, 6, 0, 0, 0])
        var data = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13])
        data.append(ihdr)
        withUnsafeBytes(of: crc32(ihdr).bigEndian) { data.append(contentsOf: $0) }
        data.append(contentsOf: [0, 0, 0, 0] + Array("IDAT".utf8))
        withUnsafeBytes(of: crc32(Data("IDAT".utf8)).bigEndian) { data.append(contentsOf: $0) }
        #expect(
            performing: { try PNG.decode(data, source: "huge.png") },
            throws: { error in
                "\(error)".hasPrefix(message)
            })
    }

    @Test func imagesPastTheLimitsAreNotEncoded() {
        #expect(throws: PNGError.self) { try PNG.encode(RGBAImage(width: 16385, height: 1)) }
        #expect(throws: PNGError.self) { try PNG.encode(RGBAImage(width: 8193, height: 8192)) }
    }

    // MARK: Colour types

    @Test(arguments: [
        ("text-a.png", 256, 160), ("shapes-a.png", 200, 150), ("landscape-a.png", 480, 320),
        ("contrast-a.png", 200, 150),
    ])
    func conformancePairsDecodeToRGBA(name: String, width: Int, height: Int) throws {
        let url = Self.fixtures.appendingPathComponent(name)
        try #require(
            FileManager.default.fileExists(atPath: url.path), "pixelmatch pairs not found at \(Self.fixtures.path)")
        let image = try PNG.read(contentsOf: url).image
        #expect(image.width == width && image.height == height)
        #expect(image.bytes.count == width * height * 4)
    }

    @Test func premultipliedConversionRoundsCorrectly() {
        // Premultiplied (B, G, R, A) bytes of four pixels, as Cairo stores them on little-endian machines.
        let argb: [UInt8] = [0, 0, 255, 255, 64, 32, 16, 128, 1, 1, 1, 1, 9, 9, 9, 0]
        let image = argb.withUnsafeBytes { RGBAImage(premultipliedARGB32: $0, width: 4, height: 1, bytesPerRow: 16) }
        #expect(image.bytes == [255, 0, 0, 255, 32, 64, 128, 128, 255, 255, 255, 1, 0, 0, 0, 0])
        #expect(image.premultipliedARGB32() == [0, 0, 255, 255, 64, 32, 16, 128, 1, 1, 1, 1, 0, 0, 0, 0])
        #expect(!image.isOpaque)
    }
}

/// The CRC-32 of PNG chunks (ISO 3309), for hand-made test files.
func crc32(_ data: Data) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in data {
        crc ^= UInt32(byte)
        for _ in 0..<8 { crc = crc & 1 == 1 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
    }
    return crc ^ 0xFFFF_FFFF
}

/// Every colour type, bit depth and interlacing expands to RGBA8 (fixtures from `scripts/make-png-fixtures`).
@Suite struct PNGColourTypeTests {
    @Test(arguments: ["gray8", "gray1", "grayalpha8", "rgba16", "palette-trns", "rgba8-interlaced"])
    func decodesToTheExpectedRGBA(name: String) throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
        let decoded = try PNG.read(contentsOf: folder.appendingPathComponent(name + ".png")).image
        let expected = try [UInt8](Data(contentsOf: folder.appendingPathComponent(name + ".rgba")))
        #expect(decoded.width == 7 && decoded.height == 5)
        #expect(decoded.bytes == expected)
    }
}
