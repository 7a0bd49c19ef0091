import Foundation
import ImageDiff
import Pixels
import Primitives
import Rendering

#if canImport(Glibc)
    import Glibc
#endif

/// The check of a whole content drawn in bands (``Snapshot/banded(_:scale:structure:placeholderSymbols:)``)
/// against its reference, with the rules and messages of every image check (``ImageSnapshotCheck``):
/// recorded when missing and allowed, with `all`, and with `failed` when it differs; compared band
/// by band as the reference's rows are inflated, so that no whole image is ever held.
///
/// What differs in a band is measured as in any comparison (`ImageComparison.compare`, with the
/// check's tolerance) and added up over the bands, the changed regions moved to where their band
/// is; the tolerance's share of pixels is then taken of the whole image. The diff and the strip
/// left as artifacts are those of the first band that differs (at most 16 Mi pixels; the message
/// says which rows), the actual image is written whole, band by band.
extension SnapshotVerifier {
    func verifyBanded(_ image: BandedRender, scale: Double, structure: String?) throws -> String? {
        let referenceURL = location.reference("png")
        try UsedReferences.note(
            [referenceURL] + (structure == nil ? [] : [location.reference("txt")]), in: usedReferencesList)
        var check = ImageSnapshotCheck(outcome: .matched, referenceURL: referenceURL)
        func record() throws {
            try ImageReference.write(scale: scale, structure: structure, at: location) { text, source in
                try PNG.encode(bands: image, text: text, source: source)
            }
        }
        func finish(_ outcome: ImageSnapshotCheck.Outcome) -> String? {
            check.outcome = outcome
            return message(for: check)
        }
        guard FileManager.default.fileExists(atPath: referenceURL.path) else {
            if mayRecordMissing { try record() }
            return finish(mayRecordMissing ? .recordedNew : .missing)
        }
        if mode == .all {
            try record()
            return finish(.rerecorded)
        }
        let found: BandedReference?
        do {
            found = try BandedReference.compare(image, at: location, tolerance: tolerance)
        } catch let interrupted as InterruptedReferenceError {
            guard mode == .failed else {
                return "Snapshot \(name) cannot be compared: \(interrupted). To repair it: \(acceptCommand)"
            }
            try record()
            return finish(.repaired(interrupted))
        }
        guard let found else {
            if mayRecordMissing { try record() }
            return finish(mayRecordMissing ? .recordedNew : .missing)
        }
        let actualURL = location.artifact("actual", pathExtension: "png", in: SnapshotLocation.artifactsDirectory)
        switch found.outcome {
        case .matches:
            return nil
        case .otherSize(let width, let height):
            try writeAtomically(PNG.encode(bands: image, text: Renderer.pngText(scale: scale)), to: actualURL)
            if mode == .failed { try record() }
            return [
                "Snapshot \(name) does not match its reference: the reference is \(width)x\(height) px, the snapshot \(image.width)x\(image.height) px",
                "Reference: \(referenceURL.path)", "Actual:    \(actualURL.path)",
                mode == .failed
                    ? "Recorded the actual image as the new reference (CELLSNAP_RECORD=failed)."
                    : "To accept the change: \(acceptCommand)",
            ].joined(separator: "\n")
        case .differs(let band, let result):
            let structures = structure.flatMap { actual in
                found.structure.map { (reference: $0.trimmingCharacters(in: .newlines), actual: actual) }
            }
            var report = ImageFailureReport(
                reference: band.reference, actual: band.actual, result: result, tolerance: tolerance, scale: scale,
                referenceText: found.text, structures: structures, structuralThreshold: structuralThreshold)
            report.result = result
            let artifacts = (
                actual: actualURL,
                diff: location.artifact("diff", pathExtension: "png", in: SnapshotLocation.artifactsDirectory),
                strip: location.artifact("strip", pathExtension: "png", in: SnapshotLocation.artifactsDirectory)
            )
            let actualData = try PNG.encode(bands: image, text: Renderer.pngText(scale: scale))
            try writeAtomically(actualData, to: artifacts.actual)
            check.actualSHA256 = ContentDigest.sha256Hex(of: actualData)
            try writeAtomically(report.diffPNG(), to: artifacts.diff)
            try writeAtomically(report.stripPNG(), to: artifacts.strip)
            if mode == .failed { try record() }
            let rows = "rows \(band.row) to \(band.row + band.actual.height - 1) of \(image.height)"
            return finish(.changed(report, artifacts: artifacts, recorded: mode == .failed)).map {
                $0.replacingOccurrences(
                    of: "\nDiff:      ", with: "\nDiff (\(rows), the first band that differs): ")
            }
        }
    }
}

/// A reference compared band by band with an image drawn in bands.
struct BandedReference {
    /// The first band that differs: its first row, and both bands as RGBA.
    struct Band {
        var row: Int
        var reference: RGBAImage
        var actual: RGBAImage
    }

    enum Outcome {
        /// Every band matches within the tolerance.
        case matches
        /// The reference is another size.
        case otherSize(width: Int, height: Int)
        /// The image differs beyond the tolerance: the first band that differs, and the result
        /// over the whole image.
        case differs(Band, DiffResult)
    }

    var outcome: Outcome
    /// The reference's text chunks.
    var text: [String: String]
    /// The structural text form written with it, if any.
    var structure: String?

    /// The largest reference file read for a comparison in bands: what CellSnap's writer writes at
    /// worst for `PNG.maximumBandedPixels` of RGBA (each stored block of 65,535 bytes costs 5
    /// more), with room for text. Checked before the file is read.
    static let maximumFileSize = PNG.maximumBandedPixels * 4 + PNG.maximumBandedPixels / 8 + (64 << 20)

    /// Compares the reference at `location` with `image` under the folder's shared lock, checking
    /// its text form as ``ImageReference/read(at:reusing:)`` does; `nil` when there is none.
    static func compare(_ image: BandedRender, at location: SnapshotLocation, tolerance: Tolerance) throws
        -> BandedReference?
    {
        try ImageReference.withReference(at: location) { url in
            let data = try readReference(url)
            var differences = BandDifferences(tolerance: tolerance, width: image.width)
            let found = try PNG.compare(data, withBands: image, source: url.path) { row, reference, actual in
                differences.add(row: row, reference: reference, actual: actual)
            }
            let outcome: Outcome
            let text: [String: String]
            switch found {
            case .otherSize(let width, let height, let chunks):
                (outcome, text) = (.otherSize(width: width, height: height), chunks)
            case .sameSize(_, let chunks):
                text = chunks
                outcome = differences.outcome(totalPixels: image.width * image.height)
            }
            return (text, { BandedReference(outcome: outcome, text: text, structure: $0) })
        }
    }

    /// The bytes of the reference PNG at `url`, at most ``maximumFileSize``.
    private static func readReference(_ url: URL) throws -> Data {
        var status = stat()
        guard lstat(url.path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            throw PNGError(source: url.path, reason: .unreadable("not a regular file"))
        }
        guard Int(status.st_size) <= maximumFileSize else {
            throw PNGError(
                source: url.path,
                reason: .unreadable(
                    "it is \(status.st_size) bytes; a reference of an image drawn in bands is read up to \(maximumFileSize) bytes"
                ))
        }
        do {
            return try Data(contentsOf: url)
        } catch {
            throw PNGError(source: url.path, reason: .unreadable("\(error)"))
        }
    }
}

/// The differences of the bands that differ, added up.
private struct BandDifferences {
    let tolerance: Tolerance
    let width: Int
    var statistics: DiffStatistics?
    var first: BandedReference.Band?

    init(tolerance: Tolerance, width: Int) {
        self.tolerance = tolerance
        self.width = width
    }

    /// Adds the band whose first row is `row`.
    mutating func add(row: Int, reference: RGBAImage, actual: RGBAImage) {
        guard let band = ImageComparison.compare(reference, actual, tolerance: tolerance).statistics else { return }
        if first == nil, band.differingPixels > 0 {
            first = BandedReference.Band(row: row, reference: reference, actual: actual)
        }
        let moved = band.regions.map { PixelRect(x: $0.x, y: $0.y + row, width: $0.width, height: $0.height) }
        guard var sum = statistics else {
            statistics = band
            statistics?.regions = moved
            return
        }
        sum.differingPixels += band.differingPixels
        sum.antiAliasedPixels += band.antiAliasedPixels
        sum.darkerPixels += band.darkerPixels
        sum.largestDistance = max(sum.largestDistance, band.largestDistance)
        sum.regions += moved
        // As in one comparison, at most ImageComparison.maximumRegions: the last ones merged.
        while sum.regions.count > ImageComparison.maximumRegions {
            let last = sum.regions.removeLast()
            sum.regions[sum.regions.count - 1] = sum.regions[sum.regions.count - 1].union(last)
        }
        statistics = sum
    }

    /// What the bands add up to over `totalPixels`.
    func outcome(totalPixels: Int) -> BandedReference.Outcome {
        guard var statistics, let first else { return .matches }
        statistics.totalPixels = totalPixels
        guard !tolerance.accepts(differing: statistics.differingPixels, of: totalPixels) else { return .matches }
        return .differs(first, .different(statistics))
    }
}
