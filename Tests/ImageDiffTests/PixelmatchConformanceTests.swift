import Foundation
import Pixels
import Testing

@testable import ImageDiff

/// pixelmatch 7.2.0's results on CellSnap's own image pairs: the same counts and byte-identical
/// diff images. The pairs are drawn by `scripts/make-pixelmatch-pairs`, and the expected counts
/// and diff images were computed once by pixelmatch 7.2.0 itself (the command is in
/// `Tests/Fixtures/PixelmatchPairs/expectations.json`, with the cases). The tests never skip: a
/// missing fixture is a failure.
@Suite struct PixelmatchConformanceTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/PixelmatchPairs")

    /// pixelmatch's options, as expectations.json spells them.
    struct Options: Decodable, Sendable {
        var threshold: Double?
        var includeAA: Bool?
        var alpha: Double?
        var aaColor: [UInt8]?
        var diffColor: [UInt8]?
        var diffColorAlt: [UInt8]?
        var diffMask: Bool?
        var checkerboard: Bool?
    }

    struct Case: Decodable, CustomTestStringConvertible, Sendable {
        var a: String, b: String
        var options: Options
        var mismatched: Int
        var diff: String
        var testDescription: String { "\(a) vs \(b) -> \(diff)" }

        /// CellSnap's tolerance for pixelmatch's options.
        var tolerance: Tolerance {
            Tolerance(
                threshold: options.threshold ?? 0.1, includeAntiAliasing: options.includeAA ?? false,
                blending: options.checkerboard == false ? .white : .checkerboard)
        }

        /// CellSnap's diff image style for pixelmatch's options.
        var style: DiffImageStyle {
            func rgb(_ channels: [UInt8]?) -> RGBA? {
                channels.map { RGBA(red: $0[0], green: $0[1], blue: $0[2], alpha: 255) }
            }
            let defaults = DiffImageStyle()
            return DiffImageStyle(
                alpha: options.alpha ?? defaults.alpha,
                antiAliasingColor: rgb(options.aaColor) ?? defaults.antiAliasingColor,
                differenceColor: rgb(options.diffColor) ?? defaults.differenceColor,
                darkerColor: rgb(options.diffColorAlt),
                mask: options.diffMask ?? false)
        }
    }

    struct Expectations: Decodable {
        var reference: String
        var command: String
        var cases: [Case]
    }

    static let cases: [Case] = {
        do {
            let data = try Data(contentsOf: folder.appendingPathComponent("expectations.json"))
            return try JSONDecoder().decode(Expectations.self, from: data).cases
        } catch {
            Issue.record("Tests/Fixtures/PixelmatchPairs/expectations.json: \(error)")
            return []
        }
    }()

    func image(_ name: String) throws -> RGBAImage {
        try PNG.read(contentsOf: Self.folder.appendingPathComponent(name + ".png")).image
    }

    @Test func everyCaseIsThere() {
        #expect(Self.cases.count == 15)
    }

    @Test(arguments: cases)
    func countsAndDiffImagesMatchPixelmatch(_ fixture: Case) throws {
        let a = try image(fixture.a), b = try image(fixture.b)
        for parallel in [false, true] {
            let (diff, statistics) = ImageComparison.diffImage(
                a, b, tolerance: fixture.tolerance, style: fixture.style, parallel: parallel)
            #expect(statistics.differingPixels == fixture.mismatched)
            #expect(diff.bytes == (try image(fixture.diff)).bytes, "diff image \(fixture.diff), parallel: \(parallel)")
            let counted =
                ImageComparison.compare(a, b, tolerance: fixture.tolerance, parallel: parallel).statistics?
                .differingPixels ?? 0
            #expect(counted == fixture.mismatched)
        }
    }

    @Test(arguments: [(AlphaBlending.white, 0), (.checkerboard, 1)])
    func semiTransparentBlackAgainstGrey(blending: AlphaBlending, expected: Int) {
        let a = RGBAImage(width: 1, height: 1, bytes: [0, 0, 0, 128])
        let b = RGBAImage(width: 1, height: 1, bytes: [127, 127, 127, 255])
        #expect(
            ImageComparison.compare(a, b, tolerance: Tolerance(blending: blending)).statistics?.differingPixels
                == expected)
    }
}
