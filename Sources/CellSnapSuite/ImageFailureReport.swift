import Foundation
import ImageDiff
import Pixels
import Rendering

/// What a failed image comparison found, made once and reported by every front end in its own
/// words (CellSnap's `assertSnapshot` and `cellsnap verify`, the swift-snapshot-testing and
/// iOSSnapshotTestCase front ends): the comparison's result, its summary with changed regions in
/// points, the structural changes, a note when the reference was rendered in another
/// environment, and the pixelmatch diff image and the "reference | diff | actual" strip.
///
/// ```swift
/// let reference = RGBAImage(width: 2, height: 1, bytes: [0, 0, 0, 255, 255, 255, 255, 255])
/// var actual = reference
/// actual[1, 0] = RGBA(red: 0, green: 0, blue: 0, alpha: 255)
/// let report = ImageFailureReport(
///     reference: reference, actual: actual, result: ImageComparison.compare(reference, actual), tolerance: .exact,
///     scale: 1)
/// report.summary   // "1 of 2 pixels differ (50.000%); changed regions: 1x1 pt at (1, 0)"
/// ```
public struct ImageFailureReport: Sendable {
    /// The comparison's result.
    public var result: DiffResult
    /// Pixels per point of the actual image, for the regions in points.
    public var scale: Double
    /// The structural differences in words (`row 'Inbox': label accessory '24' → '25'`, then a
    /// count of the unchanged elements); empty when no structure was compared or none changed.
    public var structuralChanges: [String]
    /// The structural changes as their causes (``StructuralComparison/causes``): empty when the
    /// structure is unchanged, `nil` when no structure was compared.
    public var structuralCauses: [String]?
    /// The environment the reference was rendered in, when it is not this run's.
    public var referenceEnvironment: String?
    /// pixelmatch's diff image of the two, and its statistics.
    public var diff: (image: RGBAImage, statistics: DiffStatistics)
    /// The "reference | diff | actual" strip.
    public var strip: RGBAImage

    /// The report of `actual` against `reference`, compared with `tolerance` (`result` is that
    /// comparison's). `referenceText` are the reference's PNG text chunks (its environment);
    /// `structures` the structural texts of both, when both have one, compared with moves and
    /// resizes under `structuralThreshold` points counted, not listed.
    public init(
        reference: RGBAImage, actual: RGBAImage, result: DiffResult, tolerance: Tolerance, scale: Double,
        referenceText: [String: String] = [:], structures: (reference: String, actual: String)? = nil,
        structuralThreshold: Double = StructuralDiff.defaultThreshold
    ) {
        self.result = result
        self.scale = scale
        if let structures {
            let comparison = StructuralDiff.compare(
                reference: structures.reference, actual: structures.actual, threshold: structuralThreshold)
            structuralChanges = comparison.sentences
            structuralCauses = comparison.causes
        } else {
            structuralChanges = []
            structuralCauses = nil
        }
        if let recorded = referenceText["CellSnap-Environment"], recorded != RenderEnvironment.current.description {
            referenceEnvironment = recorded
        }
        diff = ImageComparison.diffImage(reference, actual, tolerance: tolerance)
        strip = ImageComparison.strip(reference, actual, diff: diff)
    }

    /// What the comparison found, in one line (`DiffResult.summary(scale:)`, below).
    public var summary: String { result.summary(scale: scale) }

    /// The note on another environment: the difference "may come from the environment rather
    /// than the `subject`" (the cell, the view).
    public func environmentNote(subject: String) -> String? {
        referenceEnvironment.map {
            "The reference was rendered in another environment: \($0); this run: \(RenderEnvironment.current). The difference may come from the environment rather than the \(subject)."
        }
    }

    /// The lines every front end gives under its own first line: `Structure:` and the changes
    /// indented, when any changed, then the environment note.
    public func evidence(subject: String) -> [String] {
        var lines: [String] = []
        if !structuralChanges.isEmpty { lines += ["Structure:"] + structuralChanges.map { "  " + $0 } }
        if let note = environmentNote(subject: subject) { lines.append(note) }
        return lines
    }

    /// The diff image as a PNG file.
    public func diffPNG() throws -> Data { try PNG.encode(diff.image) }

    /// The strip as a PNG file.
    public func stripPNG() throws -> Data { try PNG.encode(strip) }
}

extension DiffResult {
    /// What the comparison found, in one line, with changed regions in points at `scale`:
    /// "143 of 131072 pixels differ (0.109%); changed regions: 12x14 pt at (140, 34)".
    public func summary(scale: Double) -> String {
        switch self {
        case .identical, .withinTolerance: return "it matches"
        case .different(let s):
            let regions = s.regions.map { r in
                "\(Self.points(r.width, scale))x\(Self.points(r.height, scale)) pt at (\(Self.points(r.x, scale)), \(Self.points(r.y, scale)))"
            }
            return
                "\(s.differingPixels) of \(s.totalPixels) pixels differ (\(String(format: "%.3f", s.ratio * 100))%); changed regions: "
                + regions.joined(separator: ", ")
        case .sizeMismatch(let reference, let actual, _):
            return "the reference is \(reference) px, the snapshot \(actual) px"
        }
    }

    private static func points(_ pixels: Int, _ scale: Double) -> String {
        let value = Double(pixels) / scale
        return Int(exactly: value).map(String.init) ?? String(format: "%.1f", value)
    }
}
