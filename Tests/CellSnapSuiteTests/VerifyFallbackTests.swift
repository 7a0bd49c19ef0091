import CellSpec
import Foundation
import ImageDiff
import Pixels
import Rendering
import Testing

@testable import CellSnapSuite
@testable import SpecSuites

/// A verify compares the rendered surface with the reference's rows first; whenever that does not
/// find them identical (one pixel differs, another size), the full comparison gives today's
/// verdict, message and artifacts; pixels that are not opaque and files written with row filters
/// are compared row by row too.
@Suite struct VerifyFallbackTests {
    static let spec = """
        name: wifi
        width: 320
        cell:
          content: {type: valueCell, text: Wi-Fi, secondaryText: Home, image: wifi}
          accessories: [disclosureIndicator]
        variants:
          states: [normal]
          appearances: [light]
          sizes: [L]
          scales: [2]
        """

    /// A change to the recorded image, and whether today's comparison still passes it.
    static let changes: [(String, Bool, @Sendable (RGBAImage) -> RGBAImage)] = [
        (
            "one pixel differs", false,
            { image in
                var changed = image
                changed[image.width / 2, image.height - 1].red ^= 0x40
                return changed
            }
        ),
        (
            "one pixel is all but opaque (an RGBA file; an exact comparison counts it)", false,
            { image in
                var changed = image
                changed[3, 0].alpha = 254
                return changed
            }
        ),
        (
            "one pixel is transparent (an RGBA file)", false,
            { image in
                var changed = image
                changed[image.width - 2, 5].alpha = 0
                return changed
            }
        ),
        (
            "the last column is cut off", false,
            { image in
                var cropped = RGBAImage(width: image.width - 1, height: image.height)
                for y in 0..<image.height { for x in 0..<(image.width - 1) { cropped[x, y] = image[x, y] } }
                return cropped
            }
        ),
    ]

    @Test(arguments: changes)
    func aChangedReferenceGetsTodaysVerdictMessageAndArtifacts(
        name: String, passes: Bool, change: @Sendable (RGBAImage) -> RGBAImage
    ) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "cellsnap-fallback-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = try Spec.parse(
            Self.spec, file: "wifi.yaml", folder: FileManager.default.temporaryDirectory, defaultName: "wifi")
        let artifacts = folder.appendingPathComponent("artifacts")
        func run(_ mode: RecordMode) throws -> VariantOutcome {
            let configuration = SuiteConfiguration(
                snapshots: folder.appendingPathComponent("refs"), jobs: 1, artifacts: artifacts)
            let suite = SuiteRun(configuration: configuration, mode: mode, verb: "test", showsProgress: false)
            return try #require(suite.run(try suite.selectedVariants(of: [spec])).first)
        }
        #expect(try run(.all).status == .recorded)
        let referenceURL = try run(.never).reference
        let recorded = try PNG.read(contentsOf: referenceURL)
        let reference = change(recorded.image)
        // The same text chunks, so that the structure digest still names the text form beside it.
        try PNG.write(reference, text: recorded.text, to: referenceURL)
        let outcome = try run(.never)
        // What the full comparison of the decoded reference with the render says and writes.
        let actual = recorded.image
        let result = ImageComparison.compare(reference, actual)
        #expect(result.passes == passes, "\(name)")
        #expect(outcome.status == (passes ? .passed : .changed), "\(name)")
        if passes {
            #expect(
                outcome.message == nil && outcome.actual == nil
                    && !FileManager.default.fileExists(atPath: artifacts.path))
            return
        }
        #expect(outcome.message == result.summary(scale: 2), "\(name)")
        let actualURL = try #require(outcome.actual), diffURL = try #require(outcome.diff)
        #expect(try Data(contentsOf: actualURL) == PNG.encode(actual, text: Renderer.pngText(scale: 2)))
        let diff = ImageComparison.diffImage(reference, actual)
        #expect(try Data(contentsOf: diffURL) == PNG.encode(diff.image))
        let strip = diffURL.deletingLastPathComponent().appendingPathComponent(
            diffURL.lastPathComponent.replacingOccurrences(of: "diff", with: "strip"))
        #expect(try Data(contentsOf: strip) == PNG.encode(ImageComparison.strip(reference, actual, diff: diff)))
    }

    /// The recorded pixels written again with adaptive row filters: other bytes, the same image;
    /// the row-by-row comparison reads them and the verify passes.
    @Test func theSamePixelsInAnotherEncodingPass() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "cellsnap-fallback-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = try Spec.parse(
            Self.spec, file: "wifi.yaml", folder: FileManager.default.temporaryDirectory, defaultName: "wifi")
        let configuration = SuiteConfiguration(
            snapshots: folder.appendingPathComponent("refs"), jobs: 1, artifacts: folder.appendingPathComponent("a"))
        let record = SuiteRun(configuration: configuration, mode: .all, verb: "test", showsProgress: false)
        let verify = SuiteRun(configuration: configuration, mode: .never, verb: "test", showsProgress: false)
        let referenceURL = try #require(record.run(try record.selectedVariants(of: [spec])).first).reference
        let recorded = try PNG.read(contentsOf: referenceURL)
        let before = try Data(contentsOf: referenceURL)
        try PNG.write(
            recorded.image, text: recorded.text, options: PNGEncodingOptions(filter: .adaptive), to: referenceURL)
        #expect(try Data(contentsOf: referenceURL) != before)
        #expect(verify.run(try verify.selectedVariants(of: [spec])).map(\.status) == [.passed])
    }
}
