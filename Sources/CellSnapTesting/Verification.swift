import Foundation
import ImageDiff
import Pixels
import Rendering

/// Compares `value`, snapshotted with `strategy`, with its reference, records references as the
/// record mode says, and returns a failure message, or `nil` when the snapshot matches.
///
/// References live in `snapshotDirectory` (by default `Snapshots/` at the package root) as
/// `<Suite>/<test>.<variant>.png` (and `.txt` for the structural form or text snapshots), where
/// the suite is the test file's name and the variant is `named` or the strategy's name. The record
/// mode is `record`, else the enclosing ``SnapshotScope``'s, else `CELLSNAP_RECORD`'s, else `missing`.
public func verifySnapshot<Value>(
    of value: Value, as strategy: Snapshotting<Value>, named variant: String? = nil, record: RecordMode? = nil,
    snapshotDirectory: URL? = nil, file: String = #filePath, function: String = #function
) -> String? {
    let scope = SnapshotScope.current
    let location = SnapshotLocation(
        directory: snapshotDirectory ?? scope.directory ?? SnapshotLocation.defaultDirectory(for: file),
        suite: URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent,
        test: SnapshotLocation.testName(fromFunction: function), variant: variant ?? strategy.name)
    let explicit = record ?? scope.record ?? RecordMode.fromEnvironment
    let mode = explicit ?? .missing
    do {
        let snapshot = try strategy.snapshot(value)
        return try SnapshotVerifier(
            location: location, mode: mode, modeIsExplicit: explicit != nil, onContinuousIntegration: RecordMode.isContinuousIntegration,
            tolerance: strategy.tolerance
        ).verify(snapshot)
    } catch {
        return "Snapshot \(location.suite)/\(location.test).\(location.variant) could not be made or compared: \(error)"
    }
}

/// The decisions of one snapshot assertion.
struct SnapshotVerifier {
    let location: SnapshotLocation
    let mode: RecordMode
    let modeIsExplicit: Bool
    let onContinuousIntegration: Bool
    let tolerance: Tolerance
    /// Where to note the references used (`CELLSNAP_USED_REFERENCES`), if anywhere.
    var usedReferencesList: String? = UsedReferences.listFromEnvironment

    private var name: String { "\(location.suite)/\(location.test).\(location.variant)" }
    private var acceptCommand: String { "CELLSNAP_RECORD=failed swift test --filter '\(location.suite)'" }

    func verify(_ snapshot: Snapshot) throws -> String? {
        switch snapshot {
        case .image(let image, let scale, let structure):
            try UsedReferences.note([location.reference("png")] + (structure == nil ? [] : [location.reference("txt")]), in: usedReferencesList)
            return try verifyImage(image, scale: scale, structure: structure)
        case .text(let text, let pathExtension):
            try UsedReferences.note([location.reference(pathExtension)], in: usedReferencesList)
            return try verifyText(text, pathExtension: pathExtension)
        }
    }

    /// Whether a missing reference may be written now: not with `never`, and not on CI unless asked.
    private var mayRecordMissing: Bool {
        switch mode {
        case .never: false
        case .missing: modeIsExplicit || !onContinuousIntegration
        case .failed, .all: true
        }
    }

    private func verifyImage(_ image: RGBAImage, scale: Double, structure: String?) throws -> String? {
        let referenceURL = location.reference("png"), structureURL = location.reference("txt")
        let record = {
            try writeAtomically(PNG.encode(image, text: Renderer.pngText(scale: scale)), to: referenceURL)
            if let structure { try writeAtomically(Data((structure + "\n").utf8), to: structureURL) }
        }
        guard FileManager.default.fileExists(atPath: referenceURL.path) else {
            guard mayRecordMissing else {
                return "No reference for snapshot \(name) at \(referenceURL.path)"
                    + (onContinuousIntegration ? " (on CI a missing reference fails)" : "")
                    + ". To record it: CELLSNAP_RECORD=missing swift test --filter '\(location.suite)'"
            }
            try record()
            return "Recorded a new reference for snapshot \(name) at \(referenceURL.path). Look at it, then run the test again."
        }
        if mode == .all {
            try record()
            return "Recorded snapshot \(name) at \(referenceURL.path) (CELLSNAP_RECORD=all); run again without recording to compare."
        }
        let decoded = try PNG.read(contentsOf: referenceURL)
        let result = ImageComparison.compare(decoded.image, image, tolerance: tolerance)
        if result.passes { return nil }

        var lines = ["Snapshot \(name) does not match its reference: " + result.summary(scale: scale)]
        if let structure, let referenceStructure = try? String(contentsOf: structureURL, encoding: .utf8) {
            let changes = StructuralDiff.describe(reference: referenceStructure.trimmingCharacters(in: .newlines), actual: structure)
            if !changes.isEmpty { lines.append("Structure: " + changes.joined(separator: "; ")) }
        }
        if let recorded = decoded.text["CellSnap-Environment"], recorded != RenderEnvironment.current.description {
            lines.append("The reference was rendered in another environment: \(recorded); this run: \(RenderEnvironment.current). The difference may come from the environment rather than the cell.")
        }
        let artifacts = SnapshotLocation.artifactsDirectory
        let actualURL = location.artifact("actual", pathExtension: "png", in: artifacts)
        let diffURL = location.artifact("diff", pathExtension: "png", in: artifacts)
        let stripURL = location.artifact("strip", pathExtension: "png", in: artifacts)
        try writeAtomically(PNG.encode(image, text: Renderer.pngText(scale: scale)), to: actualURL)
        try writeAtomically(PNG.encode(ImageComparison.diffImage(decoded.image, image, tolerance: tolerance).image), to: diffURL)
        try writeAtomically(PNG.encode(ImageComparison.strip(decoded.image, image, tolerance: tolerance)), to: stripURL)
        lines.append("Reference: \(referenceURL.path)")
        lines.append("Actual:    \(actualURL.path)")
        lines.append("Diff:      \(diffURL.path)")
        lines.append("Strip:     \(stripURL.path)")
        if mode == .failed {
            try record()
            lines.append("Recorded the actual image as the new reference (CELLSNAP_RECORD=failed).")
        } else {
            lines.append("To accept the change: \(acceptCommand)")
        }
        return lines.joined(separator: "\n")
    }

    private func verifyText(_ text: String, pathExtension: String) throws -> String? {
        let referenceURL = location.reference(pathExtension)
        let record = { try writeAtomically(Data((text + "\n").utf8), to: referenceURL) }
        guard let reference = try? String(contentsOf: referenceURL, encoding: .utf8) else {
            guard mayRecordMissing else {
                return "No reference for snapshot \(name) at \(referenceURL.path). To record it: CELLSNAP_RECORD=missing swift test --filter '\(location.suite)'"
            }
            try record()
            return "Recorded a new reference for snapshot \(name) at \(referenceURL.path). Run the test again."
        }
        if mode == .all {
            try record()
            return "Recorded snapshot \(name) at \(referenceURL.path) (CELLSNAP_RECORD=all)."
        }
        let expected = reference.hasSuffix("\n") ? String(reference.dropLast()) : reference
        if expected == text { return nil }
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let new = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let line = (0..<min(old.count, new.count)).first { old[$0] != new[$0] } ?? min(old.count, new.count)
        let removed: String = line < old.count ? old[line] : "(end)"
        let added: String = line < new.count ? new[line] : "(end)"
        var message = "Snapshot \(name) does not match its reference \(referenceURL.path) from line \(line + 1):\n- \(removed)\n+ \(added)"
        if mode == .failed {
            try record()
            message += "\nRecorded the new text as the reference (CELLSNAP_RECORD=failed)."
        } else {
            message += "\nTo accept the change: \(acceptCommand)"
        }
        return message
    }
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
            return "\(s.differingPixels) of \(s.totalPixels) pixels differ (\(String(format: "%.3f", s.ratio * 100))%); changed regions: " + regions.joined(separator: ", ")
        case .sizeMismatch(let reference, let actual, _):
            return "the reference is \(reference) px, the snapshot \(actual) px"
        }
    }

    private static func points(_ pixels: Int, _ scale: Double) -> String {
        let value = Double(pixels) / scale
        return value == value.rounded() ? String(Int(value)) : String(format: "%.1f", value)
    }
}
