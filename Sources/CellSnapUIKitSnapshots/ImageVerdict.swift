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
    /// What a comparison decided.
    public enum Verdict: Sendable {
        /// The actual image passes against its reference.
        case passes
        /// It does not: why, with the diff and the strip.
        case fails(ImageMismatch)
        /// The reference is PNG data that do not decode (made with `UIImage(cellSnapPNG:scale:)`).
        case unreadableReference
    }

    /// Where artifacts go: `$SNAPSHOT_ARTIFACTS` (swift-snapshot-testing's variable), else the
    /// temporary folder, in `CellSnap/`.
    public static var artifactsFolder: URL {
        URL(
            fileURLWithPath: ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"] ?? NSTemporaryDirectory(),
            isDirectory: true
        ).appendingPathComponent("CellSnap", isDirectory: true)
    }

    /// `nil` when `actual` passes against `reference`; else why not, with the diff and the strip
    /// written to `artifacts` (named by the actual image's digest) and returned as attachments. A
    /// reference of PNG data that do not decode stands for a snapshot that could not be made.
    public static func compare(
        reference: UIImage, actual: UIImage, acceptance: ImageAcceptance, artifacts: URL = artifactsFolder
    ) -> ImageMismatch? {
        switch verdict(reference: reference, actual: actual, acceptance: acceptance, artifacts: artifacts) {
        case .passes: return nil
        case .fails(let mismatch): return mismatch
        case .unreadableReference:
            let reason = ScreenImage.unreadableReference(byteCount: reference.cellSnapPNGFile?.count ?? 0)
            return referenceFailure(reason)
        }
    }

    /// What `actual` against `reference` decides, as ``compare(reference:actual:acceptance:artifacts:)``
    /// says. A render (`UIImage(cellSnapRender:scale:pngText:)`) against PNG data
    /// (`UIImage(cellSnapPNG:scale:)`) is compared as the data are inflated, as `cellsnap verify`
    /// compares: a match builds neither RGBA image; anything else is compared as RGBA pixels, with
    /// the same verdicts and messages.
    public static func verdict(
        reference: UIImage, actual: UIImage, acceptance: ImageAcceptance, artifacts: URL = artifactsFolder
    ) -> Verdict {
        if let failure = actual.cellSnapPNGText[ScreenImage.failureKey] {
            return .fails(ImageMismatch(message: "CellSnap could not make the snapshot: \(failure)", attachments: []))
        }
        var decoded: DecodedPNG?
        if let render = actual.cellSnapRender, let data = reference.cellSnapPNGFile {
            let found: PNGComparison
            do {
                found = try SpareImage.borrow { spare in
                    try render.withPixels { try PNG.compare(data, with: $0, reusing: &spare) }
                }
            } catch {
                return .unreadableReference
            }
            switch found {
            case .identical(let text, _):
                // The converted render is the reference byte for byte: the comparison would say identical.
                if let failure = text[ScreenImage.failureKey] { return .fails(referenceFailure(failure)) }
                return .passes
            case .decoded(let png): decoded = png
            }
        }
        if reference.cellSnapPNGFile != nil, decoded == nil, reference.cellSnapBitmap == nil {
            return .unreadableReference
        }
        let referenceText = decoded?.text ?? reference.cellSnapPNGText
        defer { if let decoded { SpareImage.give(decoded.image) } }
        if let failure = referenceText[ScreenImage.failureKey] { return .fails(referenceFailure(failure)) }
        guard let old = decoded?.image ?? reference.cellSnapBitmap, old.width > 0, old.height > 0 else {
            return .fails(ImageMismatch(message: "Reference image could not be loaded.", attachments: []))
        }
        guard let new = actual.cellSnapBitmap, new.width > 0, new.height > 0 else {
            return .fails(ImageMismatch(message: "Newly-taken snapshot is empty.", attachments: []))
        }
        return mismatch(
            old, new, reference: reference, referenceText: referenceText, actual: actual, acceptance: acceptance,
            artifacts: artifacts
        ).map { .fails($0) } ?? .passes
    }

    /// The mismatch of two images, each of some pixels, or `nil` when they pass.
    private static func mismatch(
        _ old: RGBAImage, _ new: RGBAImage, reference: UIImage, referenceText: [String: String], actual: UIImage,
        acceptance: ImageAcceptance, artifacts: URL
    ) -> ImageMismatch? {
        let scale = Double(actual.scale)
        var result = ImageComparison.compare(old, new, tolerance: acceptance.tolerance)
        var precision = ""
        switch result {
        case .identical: return nil
        case .withinTolerance(let statistics), .different(let statistics):
            if acceptance.passes(differing: statistics.differingPixels, of: statistics.totalPixels) { return nil }
            // Within CellSnap's tolerance but not the front end's precision: different, as it reports.
            result = .different(statistics)
            precision =
                " (precision \(1 - Float(statistics.differingPixels) / Float(max(statistics.totalPixels, 1))), required \(acceptance.precision))"
        case .sizeMismatch: break
        }
        let structures = referenceText[ScreenImage.structureKey].flatMap { before in
            actual.cellSnapPNGText[ScreenImage.structureKey].map { (reference: before, actual: $0) }
        }
        let report = ImageFailureReport(
            reference: old, actual: new, result: result, tolerance: acceptance.tolerance, scale: scale,
            referenceText: referenceText, structures: structures)
        var lines = ["CellSnap: " + report.summary + precision]
        if case .sizeMismatch = result {
            lines.insert("Newly-taken snapshot@\(actual.size) does not match reference@\(reference.size).", at: 0)
        }
        lines += report.evidence(subject: "view")
        var attachments: [(name: String, data: Data)] = []
        if let image = try? report.diffPNG() { attachments.append(("diff.png", image)) }
        if let strip = try? report.stripPNG() { attachments.append(("strip.png", strip)) }
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

    /// The failure of a reference that stands for a snapshot that could not be made, for `reason`.
    static func referenceFailure(_ reason: String) -> ImageMismatch {
        ImageMismatch(
            message: "The reference stands for a snapshot that could not be made (\(reason)); record it again",
            attachments: [])
    }
}
