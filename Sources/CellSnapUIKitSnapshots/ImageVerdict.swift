import CellSnapSuite
import CellSnapUIKit
import Foundation
import ImageDiff
import Pixels
import Primitives
import Rendering

/// When an actual image passes against its reference: a tolerance (how two pixels are judged
/// different) and a rule for how many may differ. The front ends map their parameters onto it
/// (``swiftSnapshotTesting(precision:perceptualPrecision:)``, ``iOSSnapshotTestCase(perPixelTolerance:overallTolerance:)``).
public struct ImageAcceptance: Hashable, Sendable {
    /// How two pixels are judged different (never limits their count: ``passes(differing:of:)`` does).
    public var tolerance: Tolerance
    /// The share of pixels that must match, `0...1`.
    public var precision: Float

    /// Whether `differing` of `total` pixels may differ: `1 - differing / total >= precision`,
    /// computed in `Float` as swift-snapshot-testing computes it.
    public func passes(differing: Int, of total: Int) -> Bool {
        differing == 0 || 1 - Float(differing) / Float(max(total, 1)) >= precision
    }

    /// swift-snapshot-testing's `precision` and `perceptualPrecision` on CellSnap's comparison:
    /// - `precision` is the share of pixels that must match (swift-snapshot-testing's perceptual
    ///   path counts pixels, its exact path bytes; CellSnap always counts pixels);
    /// - `perceptualPrecision` 1 counts every pixel with any channel changed, as swift-snapshot-
    ///   testing's byte comparison does; below 1 a pixel differs when pixelmatch's YIQ distance
    ///   (`sqrt(ΔYIQ² / 35215)`, 0 same ... 1 black against white) exceeds `1 - perceptualPrecision`,
    ///   where swift-snapshot-testing asks whether the CIE ΔE94 exceeds `(1 - perceptualPrecision) * 100`.
    ///   Both scales run from 0 (same) to 1 (black against white); for a step of mid-grey they
    ///   agree (one level is ΔE 0.39 and a YIQ distance of 0.0038), for dark colours ΔE is larger
    ///   (one level of grey 20 is ΔE 0.47), so CellSnap is slightly more lenient there.
    ///   Anti-aliased pixels count, as swift-snapshot-testing has no anti-aliasing allowance.
    public static func swiftSnapshotTesting(precision: Float, perceptualPrecision: Float) -> ImageAcceptance {
        let tolerance =
            perceptualPrecision >= 1
            ? Tolerance(mode: .perChannel(levels: 0), maximumRatio: 1)
            : Tolerance(
                mode: .perceptual, threshold: Double(max(0, 1 - perceptualPrecision)), includeAntiAliasing: true,
                maximumRatio: 1)
        return ImageAcceptance(tolerance: tolerance, precision: precision)
    }

    /// iOSSnapshotTestCase's tolerances on CellSnap's comparison: a pixel differs when any of its
    /// channels differs by more than `perPixelTolerance` (a share of 256 levels: one level is
    /// 0.390625%), and at most `overallTolerance` of the pixels may differ.
    public static func iOSSnapshotTestCase(perPixelTolerance: CGFloat, overallTolerance: CGFloat) -> ImageAcceptance {
        let levels = Int((max(0, min(1, Double(perPixelTolerance))) * 256).rounded(.down))
        return ImageAcceptance(
            tolerance: Tolerance(mode: .perChannel(levels: min(levels, 255)), maximumRatio: 1),
            precision: Float(1 - max(0, min(1, Double(overallTolerance)))))
    }
}

/// A failed comparison, as the front ends report it.
public struct ImageMismatch: Sendable {
    /// The failure in words: CellSnap's summary (changed regions in points), the structural
    /// changes, an environment note, and where the diff and the strip were written.
    public var message: String
    /// The pixelmatch diff image and the "reference | diff | actual" strip, as PNG data.
    public var attachments: [(name: String, data: Data)]
}

/// Compares images the CellSnap way, for front ends that own the reference files themselves.
public enum ImageVerdict {
    /// Where artifacts go: `$SNAPSHOT_ARTIFACTS` (swift-snapshot-testing's variable), else the
    /// temporary folder, in `CellSnap/`.
    public static var artifactsFolder: URL {
        URL(
            fileURLWithPath: ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"] ?? NSTemporaryDirectory(),
            isDirectory: true
        ).appendingPathComponent("CellSnap", isDirectory: true)
    }

    /// `nil` when `actual` passes against `reference`; else why not, with the diff and the strip
    /// written to `artifacts` (named by the actual image's digest) and returned as attachments.
    public static func compare(
        reference: UIImage, actual: UIImage, acceptance: ImageAcceptance, artifacts: URL = artifactsFolder
    ) -> ImageMismatch? {
        if let failure = actual.cellSnapPNGText[ScreenImage.failureKey] {
            return ImageMismatch(message: "CellSnap could not make the snapshot: \(failure)", attachments: [])
        }
        if let failure = reference.cellSnapPNGText[ScreenImage.failureKey] {
            return ImageMismatch(
                message: "The reference stands for a snapshot that could not be made (\(failure)); record it again",
                attachments: [])
        }
        guard let old = reference.cellSnapBitmap, old.width > 0, old.height > 0 else {
            return ImageMismatch(message: "Reference image could not be loaded.", attachments: [])
        }
        guard let new = actual.cellSnapBitmap, new.width > 0, new.height > 0 else {
            return ImageMismatch(message: "Newly-taken snapshot is empty.", attachments: [])
        }
        let scale = Double(actual.scale)
        let result = ImageComparison.compare(old, new, tolerance: acceptance.tolerance)
        var lines: [String]
        switch result {
        case .identical: return nil
        case .withinTolerance(let statistics), .different(let statistics):
            if acceptance.passes(differing: statistics.differingPixels, of: statistics.totalPixels) { return nil }
            lines = [
                "CellSnap: " + DiffResult.different(statistics).summary(scale: scale)
                    + " (precision \(1 - Float(statistics.differingPixels) / Float(max(statistics.totalPixels, 1))), required \(acceptance.precision))"
            ]
        case .sizeMismatch:
            lines = [
                "Newly-taken snapshot@\(actual.size) does not match reference@\(reference.size).",
                "CellSnap: " + result.summary(scale: scale),
            ]
        }
        if let before = reference.cellSnapPNGText[ScreenImage.structureKey],
            let after = actual.cellSnapPNGText[ScreenImage.structureKey]
        {
            let changes = StructuralDiff.compare(reference: before, actual: after).sentences
            if !changes.isEmpty { lines += ["Structure:"] + changes.map { "  " + $0 } }
        }
        if let recorded = reference.cellSnapPNGText["CellSnap-Environment"],
            recorded != RenderEnvironment.current.description
        {
            lines.append(
                "The reference was rendered in another environment: \(recorded); this run: \(RenderEnvironment.current). The difference may come from the environment rather than the view."
            )
        }
        var attachments: [(name: String, data: Data)] = []
        let diffTolerance = acceptance.tolerance
        let diff = ImageComparison.diffImage(old, new, tolerance: diffTolerance)
        if let image = try? PNG.encode(diff.image) {
            attachments.append(("diff.png", image))
        }
        if let strip = try? PNG.encode(ImageComparison.strip(old, new, diff: diff)) {
            attachments.append(("strip.png", strip))
        }
        let stem = ContentDigest.sha256Hex(of: actual.pngData() ?? Data()).prefix(16)
        for (name, data) in attachments {
            let url = artifacts.appendingPathComponent("\(stem).\(name)")
            do {
                try FileManager.default.createDirectory(at: artifacts, withIntermediateDirectories: true)
                try writeAtomically(data, to: url)
                lines.append("\(name == "diff.png" ? "Diff: " : "Strip:") \(url.path)")
            } catch {
                lines.append("The \(name) could not be written to \(url.path): \(error)")
            }
        }
        return ImageMismatch(message: lines.joined(separator: "\n"), attachments: attachments)
    }
}
