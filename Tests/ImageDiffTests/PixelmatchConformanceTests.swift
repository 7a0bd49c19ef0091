import Foundation
import Pixels
import Testing

@testable import ImageDiff

/// pixelmatch 7.2.0's own test suite: the same counts and byte-identical diff images.
/// The fixtures are vendored in `Tests/Fixtures/pixelmatch-7.2.0` (ISC, licence beside them); the
/// tests never skip: a missing fixture is a failure.
@Suite struct PixelmatchConformanceTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/pixelmatch-7.2.0")

    struct Fixture: CustomTestStringConvertible, Sendable {
        var a: String, b: String
        var tolerance = Tolerance()
        var style = DiffImageStyle()
        var expected: Int
        var diff: String
        var testDescription: String { "\(a) vs \(b) -> \(diff)" }
    }

    static func rgb(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> RGBA { RGBA(red: r, green: g, blue: b, alpha: 255) }

    static let fixtures: [Fixture] = [
        Fixture(a: "1a", b: "1b", tolerance: Tolerance(threshold: 0.05), expected: 143, diff: "1diff"),
        Fixture(a: "1a", b: "1b", expected: 106, diff: "1diffdefaultthreshold"),
        Fixture(
            a: "1a", b: "1b", tolerance: Tolerance(threshold: 0.05), style: DiffImageStyle(mask: true), expected: 143,
            diff: "1diffmask"),
        Fixture(
            a: "1a", b: "1a", tolerance: Tolerance(threshold: 0), style: DiffImageStyle(mask: true), expected: 0,
            diff: "1emptydiffmask"),
        Fixture(
            a: "2a", b: "2b", tolerance: Tolerance(threshold: 0.05),
            style: DiffImageStyle(alpha: 0.5, antiAliasingColor: rgb(0, 192, 0), differenceColor: rgb(255, 0, 255)),
            expected: 12437,
            diff: "2diff"),
        Fixture(a: "3a", b: "3b", tolerance: Tolerance(threshold: 0.05), expected: 212, diff: "3diff"),
        Fixture(a: "4a", b: "4b", tolerance: Tolerance(threshold: 0.05), expected: 36049, diff: "4diff"),
        Fixture(a: "5a", b: "5b", tolerance: Tolerance(threshold: 0.05), expected: 6, diff: "5diff"),
        Fixture(a: "6a", b: "6b", tolerance: Tolerance(threshold: 0.05), expected: 51, diff: "6diff"),
        Fixture(a: "6a", b: "6a", tolerance: Tolerance(threshold: 0), expected: 0, diff: "6empty"),
        Fixture(a: "7a", b: "7b", style: DiffImageStyle(darkerColor: rgb(0, 255, 0)), expected: 2448, diff: "7diff"),
        Fixture(a: "8a", b: "5b", tolerance: Tolerance(threshold: 0.05), expected: 32896, diff: "8diff"),
    ]

    func image(_ name: String) throws -> RGBAImage {
        try PNG.read(contentsOf: Self.folder.appendingPathComponent(name + ".png")).image
    }

    @Test(arguments: fixtures)
    func countsAndDiffImagesMatchPixelmatch(_ fixture: Fixture) throws {
        let a = try image(fixture.a), b = try image(fixture.b)
        for parallel in [false, true] {
            let (diff, statistics) = ImageComparison.diffImage(
                a, b, tolerance: fixture.tolerance, style: fixture.style, parallel: parallel)
            #expect(statistics.differingPixels == fixture.expected)
            #expect(diff.bytes == (try image(fixture.diff)).bytes, "diff image \(fixture.diff), parallel: \(parallel)")
            let counted =
                ImageComparison.compare(a, b, tolerance: fixture.tolerance, parallel: parallel).statistics?
                .differingPixels ?? 0
            #expect(counted == fixture.expected)
        }
    }

    @Test
    func blendingAgainstWhite() throws {
        let white = Tolerance(threshold: 0.05, blending: .white)
        #expect(
            ImageComparison.compare(try image("5a"), try image("5b"), tolerance: white).statistics?.differingPixels == 0
        )
        #expect(
            ImageComparison.compare(try image("8a"), try image("5b"), tolerance: white).statistics?.differingPixels == 0
        )
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
