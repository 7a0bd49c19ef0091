import Foundation
import Testing

@testable import Pixels

/// Progressive JPEGs (T.81 Annex G) decode as their baseline twins do. The fixtures are drawn by
/// `scripts/make-jpeg-fixtures`: one synthetic 61 x 45 picture saved by Pillow (libjpeg) at quality
/// 90, progressive (ten scans: DC first and refinement, AC first and refinement bands) and
/// baseline, with the same quantisation, so the pixels must be the same bytes.
@Suite struct ProgressiveJPEGTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    static func data(_ name: String) throws -> Data { try Data(contentsOf: folder.appendingPathComponent(name)) }

    static func decoded(_ name: String) throws -> RGBAImage { try JPEG.decodeReportingErrors(data(name)) }

    /// The largest difference of any channel of any pixel.
    static func largestDifference(_ a: RGBAImage, _ b: RGBAImage) -> Int {
        zip(a.bytes, b.bytes).map { abs(Int($0) - Int($1)) }.max() ?? 0
    }

    @Test(arguments: [
        ("progressive-420.jpg", "baseline-420.jpg"), ("progressive-444.jpg", "baseline-444.jpg"),
        ("progressive-grey.jpg", "baseline-grey.jpg"), ("progressive-420-restart.jpg", "baseline-420.jpg"),
    ])
    func decodesToTheBaselinePixels(progressive: String, baseline: String) throws {
        let (p, b) = (try Self.decoded(progressive), try Self.decoded(baseline))
        #expect(p.width == 61 && p.height == 45)
        #expect(b.width == p.width && b.height == p.height)
        // Tolerance 0: the same quantised coefficients go through the same inverse DCT and colours.
        #expect(Self.largestDifference(p, b) == 0)
        #expect(p.bytes == b.bytes)
    }

    /// The picture's blocks and gradient, within 8 of each channel (quality 90; 4:2:0 chroma).
    @Test(arguments: ["progressive-420.jpg", "progressive-444.jpg", "progressive-420-restart.jpg"])
    func decodesThePicturesColours(name: String) throws {
        let image = try Self.decoded(name)
        let expected: [(x: Int, y: Int, rgb: [Int])] = [
            (8, 8, [220, 40, 40]), (48, 8, [40, 180, 60]), (47, 31, [30, 60, 200]), (10, 30, [40, 150, 128]),
            (20, 40, [80, 200, 128]), (60, 44, [240, 220, 128]),
        ]
        for point in expected {
            let pixel = image[point.x, point.y]
            let got = [Int(pixel.red), Int(pixel.green), Int(pixel.blue)]
            #expect(zip(got, point.rgb).allSatisfy { abs($0 - $1) <= 8 }, "\(name) at \(point.x), \(point.y): \(got)")
            #expect(pixel.alpha == 255)
        }
    }

    /// The restart fixture has a restart interval of one MCU, so its scans are cut by restart markers.
    @Test func restartFixtureHasRestartMarkers() throws {
        let bytes = [UInt8](try Self.data("progressive-420-restart.jpg"))
        let pairs = zip(bytes, bytes.dropFirst())
        #expect(pairs.contains { $0 == 0xFF && $1 == 0xDD })
        #expect(pairs.filter { $0 == 0xFF && (0xD0...0xD7).contains($1) }.count > 100)
        #expect(pairs.contains { $0 == 0xFF && $1 == 0xC2 })
    }

    /// Every prefix of a progressive file is refused with an error, none crashes or hangs; a cut
    /// inside a scan's data names the truncation.
    @Test(arguments: ["progressive-420.jpg", "progressive-420-restart.jpg"])
    func truncatedFilesAreRefused(name: String) throws {
        let data = try Self.data(name)
        for length in 0..<data.count {
            #expect(throws: JPEGError.self) { try JPEG.decodeReportingErrors(data.prefix(length)) }
            #expect(JPEG.decode(data.prefix(length)) == nil)
        }
        let error = #expect(throws: JPEGError.self) { try JPEG.decodeReportingErrors(data.prefix(data.count - 40)) }
        #expect(error?.reason.contains("truncated") == true, "\(String(describing: error))")
    }

    /// Corrupt bytes anywhere give an image or an error, never a crash or a hang.
    @Test(arguments: ["progressive-420.jpg", "progressive-420-restart.jpg"])
    func corruptBytesDoNotCrash(name: String) throws {
        let data = try Self.data(name)
        for index in 2..<data.count {
            for value: UInt8 in [0xFF, data[index] ^ 0x10] {
                var corrupt = data
                corrupt[index] = value
                if let image = try? JPEG.decodeReportingErrors(corrupt) { #expect(image.width > 0) }
            }
        }
    }

    /// A progressive frame over the size limit is refused before any memory is allocated.
    @Test func absurdSizesAreRefused() throws {
        var bytes = [UInt8](try Self.data("progressive-444.jpg"))
        let frame = try #require(zip(bytes.indices, bytes.dropFirst()).first { bytes[$0] == 0xFF && $1 == 0xC2 }?.0)
        bytes.replaceSubrange(frame + 5..<frame + 9, with: [0xFF, 0xFF, 0xFF, 0xFF])
        let error = #expect(throws: JPEGError.self) { try JPEG.decodeReportingErrors(Data(bytes)) }
        #expect(error?.reason.contains("over") == true)
    }
}
