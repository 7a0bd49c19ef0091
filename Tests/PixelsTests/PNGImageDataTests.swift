import Foundation
import Testing

@testable import Pixels

/// A PNG's image data (the file without its text chunks): the same pixels written with other text
/// have the same image data, and CellSnap's writer's file is rebuilt from them byte for byte.
@Suite struct PNGImageDataTests {
    static let texts: [[String: String]] = [
        [:],
        ["Software": "CellSnap"],
        [
            "CellSnap-Scale": "3", "Software": "CellSnap",
            "CellSnap-Structure-SHA256": String(repeating: "ab", count: 32),
        ],
    ]

    /// For an opaque image (RGB) and one with transparency (RGBA), with each set of text: the
    /// image data of one file give every other file of the same pixels, byte for byte.
    @Test(arguments: [true, false])
    func theWritersFileIsRebuiltWithAnyText(opaque: Bool) throws {
        let image = PNGCodecTests.image(opaque: opaque)
        let files = try Self.texts.map { try PNG.encode(image, text: $0) }
        for file in files {
            let imageData = try #require(PNGImageData(file: file))
            #expect(imageData.bytes == files[0])  // the file written without text
            for (text, expected) in zip(Self.texts, files) {
                #expect(try imageData.file(text: text) == expected)
                #expect(imageData.isImage(of: expected))
            }
        }
    }

    /// Other pixels, and the same pixels written with another row filter (other bytes), are not the
    /// same image data.
    @Test func otherPixelsOrAnotherEncoderAreAnotherImage() throws {
        let image = PNGCodecTests.image(opaque: true)
        let imageData = try #require(PNGImageData(file: try PNG.encode(image)))
        var changed = image
        changed[36, 8].blue ^= 1
        #expect(!imageData.isImage(of: try PNG.encode(changed)))
        let filtered = try PNG.encode(image, options: PNGEncodingOptions(filter: .up))
        #expect(try PNG.decode(filtered).image == image)
        #expect(!imageData.isImage(of: filtered))
        #expect(PNGImageData(file: filtered) != imageData)
    }

    /// Bytes that are not whole chunks up to IEND have no image data, and match none.
    @Test func brokenFilesHaveNoImageData() throws {
        let file = try PNG.encode(PNGCodecTests.image(opaque: true), text: ["Software": "CellSnap"])
        let imageData = try #require(PNGImageData(file: file))
        let broken: [(String, Data)] = [
            ("empty", Data()),
            ("the signature alone", file.prefix(8)),
            ("cut in the image data", file.prefix(file.count / 2)),
            ("without IEND's CRC", file.dropLast(4)),
            (
                "a chunk length past the end",
                {
                    var d = file
                    d[8] = 0x7F
                    return d
                }()
            ),
            (
                "another signature",
                {
                    var d = file
                    d[1] = UInt8(ascii: "Q")
                    return d
                }()
            ),
        ]
        for (name, data) in broken {
            #expect(PNGImageData(file: data) == nil, "\(name)")
            #expect(!imageData.isImage(of: data), "\(name)")
        }
    }

    /// Rebuilding refuses a keyword PNG does not allow, and image data whose first chunk is not IHDR.
    @Test func rebuildingRefusesWhatIsNotAWritersFile() throws {
        let imageData = try #require(PNGImageData(file: try PNG.encode(PNGCodecTests.image(opaque: true))))
        #expect(throws: PNGError.self) { try imageData.file(text: [" leading space": "x"], source: "cell.png") }
        var onlyEnd = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        onlyEnd.append(contentsOf: [0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82])
        let bare = try #require(PNGImageData(file: onlyEnd))
        let error = #expect(throws: PNGError.self) { try bare.file(text: [:], source: "bare.png") }
        #expect("\(error.map { "\($0)" } ?? "")".contains("bare.png"))
    }

    /// A file's text is read without decoding when its image data are those asked about.
    @Test func textIsReadWhenTheImageIsTheOneAskedAbout() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "cellsnap-image-data-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let image = PNGCodecTests.image(opaque: true)
        let url = folder.appendingPathComponent("cell.png")
        try PNG.write(image, text: ["Variant": "dark"], to: url)
        let same = try #require(PNGImageData(file: try PNG.encode(image)))
        #expect(PNG.text(contentsOf: url, ifImageIs: same) == ["Variant": "dark"])
        var changed = image
        changed[0, 0].red ^= 1
        let other = try #require(PNGImageData(file: try PNG.encode(changed)))
        #expect(PNG.text(contentsOf: url, ifImageIs: other) == nil)
        #expect(PNG.text(contentsOf: folder.appendingPathComponent("none.png"), ifImageIs: same) == nil)
        #expect(PNG.text(contentsOf: folder, ifImageIs: same) == nil)
    }
}
