import Foundation
import ImageDiff
import Pixels
import Primitives
import Rendering

/// Compares `value`, snapshotted with `strategy`, with its reference, records references as the
/// record mode says, and returns a failure message, or `nil` when the snapshot matches.
///
/// References live in `snapshotDirectory` (by default `Snapshots/` at the package root) as
/// `<Suite>/<test>.<variant>.png` (and `.txt` for the structural form or text snapshots), where
/// the suite is the test file's name and the variant is `named` or the strategy's name (the image
/// strategies have none: `<Suite>/<test>.png`). The record
/// mode is `record`, else the enclosing ``SnapshotScope``'s, else `CELLSNAP_RECORD`'s, else `missing`.
/// With `strict` (else the scope's), a symbol no catalog has fails the snapshot; ``checkSnapshot(of:as:named:record:strict:snapshotDirectory:file:function:)``
/// also returns the warnings.
public func verifySnapshot<Value>(
    of value: Value, as strategy: Snapshotting<Value>, named variant: String? = nil, record: RecordMode? = nil,
    strict: Bool? = nil, snapshotDirectory: URL? = nil, file: String = #filePath, function: String = #function
) -> String? {
    checkSnapshot(
        of: value, as: strategy, named: variant, record: record, strict: strict, snapshotDirectory: snapshotDirectory,
        file: file, function: function
    ).failure
}

/// What checking one snapshot found: why it fails, if it does, and what it warns about.
public struct SnapshotVerdict: Equatable, Sendable {
    /// The failure message, or `nil` when the snapshot matches.
    public var failure: String?
    /// The warnings: temporary files of interrupted writes removed from the snapshot folder (by
    /// the first assertion of a process that uses it), symbols drawn as placeholders because no
    /// catalog has them.
    public var warnings: [String]

    /// Creates a verdict.
    public init(failure: String?, warnings: [String] = []) {
        self.failure = failure
        self.warnings = warnings
    }
}

/// Checks a snapshot as ``verifySnapshot(of:as:named:record:strict:snapshotDirectory:file:function:)``
/// does, and returns its warnings too. A symbol no catalog has is drawn as a placeholder and
/// warned about; with `strict` (else the enclosing ``SnapshotScope``'s) it fails the snapshot,
/// which is then neither compared nor recorded.
public func checkSnapshot<Value>(
    of value: Value, as strategy: Snapshotting<Value>, named variant: String? = nil, record: RecordMode? = nil,
    strict: Bool? = nil, snapshotDirectory: URL? = nil, file: String = #filePath, function: String = #function
) -> SnapshotVerdict {
    let scope = SnapshotScope.current
    let location = SnapshotLocation(
        directory: snapshotDirectory ?? scope.directory ?? SnapshotLocation.defaultDirectory(for: file),
        suite: URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent,
        test: SnapshotLocation.testName(fromFunction: function), variant: variant ?? strategy.name)
    let explicit = record ?? scope.record ?? RecordMode.fromEnvironment
    let mode = explicit ?? .missing
    // The first assertion of the process that uses the folder removes what killed runs left there.
    let sweep = TemporaryFileSweep.once(in: location.directory).map { [$0] } ?? []
    do {
        let snapshot = try strategy.render(value)
        let unknown = UnknownSymbols(names: snapshot.placeholderSymbols, place: "snapshot \(location.name)")
        if strict ?? scope.strict ?? false, !unknown.names.isEmpty {
            return SnapshotVerdict(failure: "\(unknown) (strict: it is not drawn as a placeholder)", warnings: sweep)
        }
        let failure = try SnapshotVerifier(
            location: location, mode: mode, modeIsExplicit: explicit != nil,
            onContinuousIntegration: RecordMode.isContinuousIntegration,
            tolerance: strategy.tolerance, structuralThreshold: strategy.structuralThreshold
        ).verify(snapshot)
        return SnapshotVerdict(failure: failure, warnings: sweep + unknown.warnings)
    } catch {
        return SnapshotVerdict(
            failure: "Snapshot \(location.name) could not be made or compared: \(error)", warnings: sweep)
    }
}

/// The decisions of one snapshot assertion.
struct SnapshotVerifier {
    let location: SnapshotLocation
    let mode: RecordMode
    let modeIsExplicit: Bool
    let onContinuousIntegration: Bool
    let tolerance: Tolerance
    /// The smallest move or resize the structural diff reports.
    var structuralThreshold = StructuralDiff.defaultThreshold
    /// Where to note the references used (`CELLSNAP_USED_REFERENCES`), if anywhere.
    var usedReferencesList: String? = UsedReferences.listFromEnvironment

    var name: String { location.name }
    var acceptCommand: String { "CELLSNAP_RECORD=failed swift test --filter '\(location.suite)'" }

    func verify(_ snapshot: Snapshot) throws -> String? {
        switch snapshot {
        case .image(let image, let scale, let structure, _):
            return try verifyImage(ActualImage(image), scale: scale, structure: structure)
        case .rendered(let image, let scale, let structure, _):
            return try verifyImage(ActualImage(rendered: image), scale: scale, structure: structure)
        case .banded(let image, let scale, let structure, _):
            return try verifyBanded(image, scale: scale, structure: structure)
        case .text(let text, let pathExtension):
            try UsedReferences.note([location.reference(pathExtension)], in: usedReferencesList)
            return try verifyText(text, pathExtension: pathExtension)
        }
    }

    /// Whether a missing reference may be written now: not with `never`, and not on CI unless asked.
    var mayRecordMissing: Bool {
        switch mode {
        case .never: false
        case .missing: modeIsExplicit || !onContinuousIntegration
        case .failed, .all: true
        }
    }

    private func verifyImage(_ image: ActualImage, scale: Double, structure: String?) throws -> String? {
        try UsedReferences.note(
            [location.reference("png")] + (structure == nil ? [] : [location.reference("txt")]),
            in: usedReferencesList)
        let check: ImageSnapshotCheck
        do {
            check = try ImageSnapshotCheck.run(
                actual: image, scale: scale, structure: { structure }, location: location, mode: mode,
                mayRecordMissing: mayRecordMissing, tolerance: tolerance, structuralThreshold: structuralThreshold,
                artifactsDirectory: SnapshotLocation.artifactsDirectory)
        } catch let interrupted as InterruptedReferenceError {
            return "Snapshot \(name) cannot be compared: \(interrupted). To repair it: \(acceptCommand)"
        }
        return message(for: check)
    }

    /// What an image check says: `nil` when it matched, else the failure or what was recorded.
    func message(for check: ImageSnapshotCheck) -> String? {
        let referencePath = check.referenceURL.path
        switch check.outcome {
        case .matched:
            return nil
        case .missing:
            return "No reference for snapshot \(name) at \(referencePath)"
                + (onContinuousIntegration ? " (on CI a missing reference fails)" : "")
                + ". To record it: CELLSNAP_RECORD=missing swift test --filter '\(location.suite)'"
        case .recordedNew:
            return
                "Recorded a new reference for snapshot \(name) at \(referencePath). Look at it, then run the test again."
        case .repaired(let interrupted):
            return "Recorded snapshot \(name) again (CELLSNAP_RECORD=failed): \(interrupted). Run the test again."
        case .rerecorded:
            return
                "Recorded snapshot \(name) at \(referencePath) (CELLSNAP_RECORD=all); run again without recording to compare."
        case .changed(let report, let artifacts, let recorded):
            var lines = ["Snapshot \(name) does not match its reference: " + report.summary]
            lines += report.evidence(subject: "cell")
            lines.append("Reference: \(referencePath)")
            lines.append("Actual:    \(artifacts.actual.path)")
            lines.append("Diff:      \(artifacts.diff.path)")
            lines.append("Strip:     \(artifacts.strip.path)")
            lines.append(
                recorded
                    ? "Recorded the actual image as the new reference (CELLSNAP_RECORD=failed)."
                    : "To accept the change: \(acceptCommand)")
            return lines.joined(separator: "\n")
        }
    }

    private func verifyText(_ text: String, pathExtension: String) throws -> String? {
        let referenceURL = location.reference(pathExtension)
        let record = { try writeAtomically(Data((text + "\n").utf8), to: referenceURL) }
        guard let reference = try? String(contentsOf: referenceURL, encoding: .utf8) else {
            guard mayRecordMissing else {
                return
                    "No reference for snapshot \(name) at \(referenceURL.path). To record it: CELLSNAP_RECORD=missing swift test --filter '\(location.suite)'"
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
        var message =
            "Snapshot \(name) does not match its reference \(referenceURL.path) from line \(line + 1):\n- \(removed)\n+ \(added)"
        if mode == .failed {
            try record()
            message += "\nRecorded the new text as the reference (CELLSNAP_RECORD=failed)."
        } else {
            message += "\nTo accept the change: \(acceptCommand)"
        }
        return message
    }
}

/// One image snapshot checked against its reference, with the harness's rules: a missing
/// reference is recorded when allowed, `all` re-records, a difference leaves the actual image,
/// the diff and the comparison strip as artifacts (and is recorded with `failed`); every file is
/// written atomically. The Swift harness and `cellsnap verify` both check snapshots this way.
public struct ImageSnapshotCheck: Sendable {
    /// What the check found and did.
    public enum Outcome: Sendable {
        /// The image matches its reference within the tolerance.
        case matched
        /// There is no reference, and recording it was not allowed.
        case missing
        /// There was no reference; the image was recorded as the reference.
        case recordedNew
        /// The reference was overwritten because recording everything was asked for.
        case rerecorded
        /// The image differs: what the comparison found, the artifacts written, and whether the
        /// image was recorded as the new reference.
        case changed(ImageFailureReport, artifacts: (actual: URL, diff: URL, strip: URL), recorded: Bool)
        /// The reference was left half written by an interrupted write, and was recorded again
        /// because failed snapshots are recorded (`failed`); with other modes the check throws
        /// the ``InterruptedReferenceError``.
        case repaired(InterruptedReferenceError)
    }

    /// The PNG text chunk in which a reference names the SHA-256 of the structural text recorded
    /// with it (see ``ImageReference``).
    public static let structureDigestKey = ImageReference.structureDigestKey

    public var outcome: Outcome
    public var referenceURL: URL
    /// The SHA-256 of the actual image written as an artifact, so that what reads it later can
    /// tell it from a file another run wrote over it.
    public var actualSHA256: String?

    /// Checks `image` (rendered at `scale`, with its structural text) against the reference at
    /// `location`, recording as `mode` says; `mayRecordMissing` says whether a missing reference may
    /// be written now. Structural changes smaller than `structuralThreshold` points are counted, not listed.
    public static func run(
        image: RGBAImage, scale: Double, structure: String?, location: SnapshotLocation, mode: RecordMode,
        mayRecordMissing: Bool,
        tolerance: Tolerance, structuralThreshold: Double = StructuralDiff.defaultThreshold,
        artifactsDirectory: URL = SnapshotLocation.artifactsDirectory
    ) throws -> ImageSnapshotCheck {
        try run(
            actual: ActualImage(image), scale: scale, structure: { structure }, location: location, mode: mode,
            mayRecordMissing: mayRecordMissing, tolerance: tolerance, structuralThreshold: structuralThreshold,
            artifactsDirectory: artifactsDirectory)
    }

    /// Checks `actual` as ``run(image:scale:structure:location:mode:mayRecordMissing:tolerance:structuralThreshold:artifactsDirectory:)``
    /// checks an image; the structural text is made only when it is written or compared (a passing
    /// variant needs none). A render is compared with the reference's rows as they are inflated;
    /// the RGBA images of both are built (and compared as always, with the same results and
    /// artifacts) only when a pixel differs. A decoded reference's storage goes to the process's
    /// spare images (``SpareImage``) for the next.
    package static func run(
        actual: ActualImage, scale: Double, structure: () -> String?, location: SnapshotLocation, mode: RecordMode,
        mayRecordMissing: Bool, tolerance: Tolerance, structuralThreshold: Double, artifactsDirectory: URL
    ) throws -> ImageSnapshotCheck {
        let referenceURL = location.reference("png")
        var check = ImageSnapshotCheck(outcome: .matched, referenceURL: referenceURL)
        // The image and its text form are written as one unit, and read as one (ImageReference).
        func record() throws {
            try ImageReference.write(scale: scale, structure: structure(), at: location) { text, source in
                try actual.pngData(text: text, source: source)
            }
        }
        func finish(_ outcome: Outcome) -> ImageSnapshotCheck {
            check.outcome = outcome
            return check
        }
        guard FileManager.default.fileExists(atPath: referenceURL.path) else {
            if mayRecordMissing { try record() }
            return finish(mayRecordMissing ? .recordedNew : .missing)
        }
        if mode == .all {
            try record()
            return finish(.rerecorded)
        }
        let reference: ImageReference
        do {
            switch try read(location, comparingWith: actual) {
            case .missing:
                if mayRecordMissing { try record() }
                return finish(mayRecordMissing ? .recordedNew : .missing)
            case .matching:
                return check
            case .decoded(let decoded):
                reference = decoded
            }
        } catch let error as InterruptedReferenceError where mode == .failed {
            try record()
            return finish(.repaired(error))
        }
        defer { SpareImage.give(reference.png.image) }
        let image = try actual.rgba()
        let result = ImageComparison.compare(reference.png.image, image, tolerance: tolerance)
        if result.passes { return check }
        let structures = structure().flatMap { actual in
            reference.structure.map { (reference: $0.trimmingCharacters(in: .newlines), actual: actual) }
        }
        let report = ImageFailureReport(
            reference: reference.png.image, actual: image, result: result, tolerance: tolerance, scale: scale,
            referenceText: reference.png.text, structures: structures, structuralThreshold: structuralThreshold)
        let artifacts = (
            actual: location.artifact("actual", pathExtension: "png", in: artifactsDirectory),
            diff: location.artifact("diff", pathExtension: "png", in: artifactsDirectory),
            strip: location.artifact("strip", pathExtension: "png", in: artifactsDirectory)
        )
        let actualData = try PNG.encode(image, text: Renderer.pngText(scale: scale))
        try writeAtomically(actualData, to: artifacts.actual)
        check.actualSHA256 = ContentDigest.sha256Hex(of: actualData)
        try writeAtomically(report.diffPNG(), to: artifacts.diff)
        try writeAtomically(report.stripPNG(), to: artifacts.strip)
        if mode == .failed { try record() }
        return finish(.changed(report, artifacts: artifacts, recorded: mode == .failed))
    }

    /// What ``read(_:comparingWith:)`` found.
    private enum Reading {
        /// No reference.
        case missing
        /// A reference that holds the actual pixels: by its image data alone, or by its pixels
        /// (the image data that hold them are then noted in the actual image).
        case matching
        /// A reference decoded for a full comparison, in the storage of a spare image of the process.
        case decoded(ImageReference)
    }

    /// The reference at `location`, compared with `actual` first.
    private static func read(_ location: SnapshotLocation, comparingWith actual: ActualImage) throws -> Reading {
        // Image data known to hold the actual pixels (an earlier variant drew the same display
        // list) match a reference with the same image data without drawing; any other reference
        // is compared with the drawn pixels.
        if let known = actual.knownImage {
            switch try ImageReference.hasImage(known, at: location) {
            case nil: return .missing
            case true?: return .matching
            case false?: break
            }
        }
        let found = try SpareImage.borrow { spare in
            try actual.withRenderedPixels { pixels in
                try ImageReference.read(at: location, comparingWith: pixels, reusing: &spare)
            }
        }
        switch found {
        case nil: return .missing
        case .identical(let image)?:
            // The converted image would equal the reference byte for byte: compare() would say identical.
            actual.learn(image)
            return .matching
        case .decoded(let reference)?: return .decoded(reference)
        }
    }
}
