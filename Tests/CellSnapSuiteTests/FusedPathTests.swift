import DisplayList
import Foundation
import ImageDiff
import Pixels
import Primitives
import Rendering
import Testing

@testable import CellSnapSuite

/// Both ways an assertion checks an image, on the same inputs: a render compared with the
/// reference's rows as they are inflated (`Snapshot.rendered`, what CellSnap's strategies make
/// now), and its RGBA pixels compared with the decoded reference (`Snapshot.image`, the path every
/// assertion took before). Same verdicts, messages, artifacts and references, byte for byte, for
/// references that match, differ in a pixel, in an alpha, in size, are corrupt or missing, in
/// every record mode, for opaque renders and renders with transparent pixels.
@Suite struct FusedPathTests {
    /// A cell on an opaque background, or (`opaque: false`) drawn over transparency.
    static func cell(opaque: Bool) -> DisplayList {
        DisplayList(
            size: Size(width: 60, height: 22), background: opaque ? .white : nil,
            items: [
                .shape(
                    ShapeItem(
                        shape: .roundedRect(Rect(x: 2, y: 2, width: 56, height: 18), CornerRadii(all: 6)), fill: .black)
                ),
                .text(
                    TextItem(
                        text: "Inbox", style: TextStyle(font: Font(size: 13), color: .white, maximumLines: 1),
                        frame: Rect(x: 8, y: 4, width: 44, height: 14))),
            ])
    }

    /// How a test changes the recorded reference before the check.
    enum Change: String, CaseIterable, CustomTestStringConvertible {
        case none, onePixel, oneAlpha, transparentPixel, cropped, corrupt, missing
        var testDescription: String { rawValue }

        func apply(to url: URL) throws {
            if self == .missing { return try FileManager.default.removeItem(at: url) }
            if self == .corrupt {
                var data = try Data(contentsOf: url)
                data.removeLast(data.count / 3)
                return try data.write(to: url)
            }
            let recorded = try PNG.read(contentsOf: url)
            var image = recorded.image
            switch self {
            case .onePixel: image[image.width / 2, image.height - 1] = RGBA(red: 90, green: 0, blue: 0, alpha: 255)
            case .oneAlpha: image[3, 0].alpha = 254
            case .transparentPixel: image[image.width - 2, 5].alpha = 0
            case .cropped: image = RGBAImage(width: image.width - 1, height: image.height, filledWith: image[0, 0])
            default: break
            }
            try PNG.write(image, text: recorded.text, to: url)
        }
    }

    /// What a check left: its message (or the error it threw) with the folder named `<folder>`, the
    /// artifacts' and the reference's bytes.
    struct Result: Equatable {
        var message: String?
        var files: [String: Data]
    }

    /// Records the reference of `list` in a fresh folder, changes it, then checks `snapshot` of it
    /// with `mode`.
    static func check(
        _ list: DisplayList, change: Change, mode: RecordMode, suite: String, rendered: Bool
    ) throws -> Result {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "cellsnap-fused-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let location = SnapshotLocation(directory: folder, suite: suite, test: "cell", variant: "x")
        let artifacts = SnapshotLocation.artifactsDirectory.appendingPathComponent(suite)
        defer { try? FileManager.default.removeItem(at: artifacts) }
        func verifier(_ mode: RecordMode) -> SnapshotVerifier {
            SnapshotVerifier(
                location: location, mode: mode, modeIsExplicit: true, onContinuousIntegration: false, tolerance: .exact)
        }
        let render = try Renderer().bitmap(list, scale: 2).image
        let snapshot: Snapshot =
            rendered
            ? .rendered(render, scale: 2, structure: list.description)
            : .image(render.rgba(), scale: 2, structure: list.description)
        _ = try verifier(.all).verify(snapshot)
        try change.apply(to: location.reference("png"))
        let message: String?
        do { message = try verifier(mode).verify(snapshot) } catch { message = "threw: \(error)" }
        var files: [String: Data] = [:]
        for url in [location.reference("png"), location.reference("txt")]
            + ["actual", "diff", "strip"].map({
                location.artifact($0, pathExtension: "png", in: SnapshotLocation.artifactsDirectory)
            })
        {
            files[url.lastPathComponent] = FileManager.default.contents(atPath: url.path)
        }
        return Result(message: message?.replacingOccurrences(of: folder.path, with: "<folder>"), files: files)
    }

    @Test(arguments: Change.allCases, [RecordMode.never, .failed, .missing])
    func renderAndRGBAGiveTheSameVerdictMessageAndFiles(change: Change, mode: RecordMode) throws {
        for opaque in [true, false] {
            let suite = "Fused-\(UUID().uuidString)"
            let list = Self.cell(opaque: opaque)
            let fused = try Self.check(list, change: change, mode: mode, suite: suite, rendered: true)
            let full = try Self.check(list, change: change, mode: mode, suite: suite, rendered: false)
            #expect(fused == full, "\(change) \(mode) opaque: \(opaque)")
            // The cases are what they say: a match passes, a changed pixel fails.
            if mode == .never, change == .none { #expect(fused.message == nil) }
            if mode == .never, change == .onePixel { #expect(fused.message?.contains("does not match") == true) }
        }
    }
}
