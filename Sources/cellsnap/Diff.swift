import ArgumentParser
import CellSnapSuite
import Foundation
import ImageDiff
import Pixels
import Primitives

/// `cellsnap diff`: compares two PNG images the way the snapshot harness does.
struct Diff: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Compare two PNG images, exactly or perceptually (pixelmatch 7.2.0), with a tolerance.",
        discussion: """
            Prints the result on one line (or as JSON with --json). Exit codes: 0 the images match within \
            the tolerance, 1 they differ, 2 a file cannot be read or written, 64 usage error.
            """)

    @Argument(help: ArgumentHelp("The reference image.", valueName: "reference.png"))
    var reference: String

    @Argument(help: ArgumentHelp("The actual image.", valueName: "actual.png"))
    var actual: String

    @Flag(help: "Print the result as JSON.")
    var json = false

    @Option(help: ArgumentHelp("Write pixelmatch's diff image here.", valueName: "path"))
    var diff: String?

    @Option(help: ArgumentHelp("Write a 'reference | diff | actual' strip here.", valueName: "path"))
    var strip: String?

    @OptionGroup var comparison: ToleranceOptions

    func validate() throws {
        for path in [diff, strip].compactMap({ $0 })
        where URL(fileURLWithPath: path).pathExtension.lowercased() != "png" {
            throw ValidationError("'\(path)' must be a .png file.")
        }
    }

    func run() throws {
        var result: DiffResult = .identical
        try Exit.reportingFailures {
            for output in [diff, strip].compactMap({ $0 }) { TemporaryFiles.sweep(besides: output) }
            let referenceImage = try Self.read(reference)
            let actualImage = try Self.read(actual)
            let tolerance = comparison.tolerance
            result = ImageComparison.compare(referenceImage, actualImage, tolerance: tolerance)
            let diffImage =
                diff == nil && strip == nil
                ? nil : ImageComparison.diffImage(referenceImage, actualImage, tolerance: tolerance)
            if let diff, let diffImage {
                try writeAtomically(
                    PNG.encode(diffImage.image, source: diff), to: URL(fileURLWithPath: diff), as: diff,
                    creatingFolder: false)
            }
            if let strip, let diffImage {
                let image = ImageComparison.strip(referenceImage, actualImage, diff: diffImage)
                try writeAtomically(
                    PNG.encode(image, source: strip), to: URL(fileURLWithPath: strip), as: strip, creatingFolder: false)
            }
            print(json ? try DiffReport(result, reference: reference, actual: actual).json() : summary(of: result))
        }
        if !result.passes { throw Exit.differences }
    }

    /// The image at `path`, read through symbolic links; errors name `path` as typed.
    static func read(_ path: String) throws -> RGBAImage {
        do {
            return try PNG.read(contentsOf: CommandLineFile.resolve(path), as: path).image
        } catch let error as CommandLineFileError {
            throw PNGError(source: path.isEmpty ? "''" : path, reason: .unreadable(error.reason))
        }
    }

    /// The result in one line a person can read.
    func summary(of result: DiffResult) -> String {
        func counts(_ s: DiffStatistics) -> String {
            var text = "\(s.differingPixels) of \(s.totalPixels) pixels differ (\(percent(s.ratio)))"
            if s.antiAliasedPixels > 0 { text += ", \(s.antiAliasedPixels) anti-aliased not counted" }
            if s.differingPixels > 0 { text += ", \(s.darkerPixels) darker" }
            if let threshold = comparison.threshold {
                text +=
                    "; largest colour distance \(decimal(s.largestDistance, 3)) (threshold \(decimal(threshold, 3)))"
            } else {
                text += "; largest channel difference \(Int((s.largestDistance * 255).rounded())) levels (exact)"
            }
            if !s.regions.isEmpty { text += "; regions " + s.regions.map(\.description).joined(separator: ", ") }
            return text
        }
        switch result {
        case .identical:
            return "identical: '\(reference)' and '\(actual)' have the same pixels"
        case .withinTolerance(let s):
            return "within tolerance: " + counts(s)
        case .different(let s):
            return "different: " + counts(s)
        case .sizeMismatch(let referenceSize, let actualSize, let common):
            return
                "size mismatch: '\(reference)' is \(referenceSize), '\(actual)' is \(actualSize); over the common area "
                + counts(common)
        }
    }

    private func percent(_ ratio: Double) -> String { decimal(ratio * 100, 3) + "%" }
}

/// `value` rounded to `digits` decimals, trailing zeros dropped.
func decimal(_ value: Double, _ digits: Int) -> String {
    var text = String(format: "%.\(digits)f", value)
    while text.contains("."), text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text
}

/// The JSON form of a comparison.
struct DiffReport: Encodable {
    var result: String
    var reference: String
    var actual: String
    var referenceSize: PixelSize?
    var actualSize: PixelSize?
    var statistics: DiffStatistics?
    var ratio: Double?

    init(_ comparison: DiffResult, reference: String, actual: String) {
        self.reference = reference
        self.actual = actual
        statistics = comparison.statistics
        ratio = comparison.statistics?.ratio
        switch comparison {
        case .identical: result = "identical"
        case .withinTolerance: result = "withinTolerance"
        case .different: result = "different"
        case .sizeMismatch(let referenceSize, let actualSize, _):
            result = "sizeMismatch"
            self.referenceSize = referenceSize
            self.actualSize = actualSize
        }
    }

    func json() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(self), as: UTF8.self)
    }
}

/// The tolerance options `diff` and the spec-suite commands share. Without `--threshold` images
/// compare exactly, as CellSnap's Swift strategies do (`Tolerance.exact`).
struct ToleranceOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Compare perceptually at this colour threshold, 0 to 1 (pixelmatch's default is 0.1); without it, a pixel with any changed channel differs.",
            valueName: "t"))
    var threshold: Double?

    @Option(help: ArgumentHelp("Accept up to this many differing pixels.", valueName: "n"))
    var maxPixels: Int?

    @Option(help: ArgumentHelp("Accept up to this share of differing pixels, 0 to 1.", valueName: "r"))
    var maxRatio: Double?

    @Flag(help: "Count anti-aliased pixels as differences (with --threshold; an exact comparison counts them all).")
    var includeAa = false

    func validate() throws {
        if let threshold, !(0...1).contains(threshold) {
            throw ValidationError("--threshold '\(threshold)' must be between 0 and 1.")
        }
        if includeAa, threshold == nil {
            throw ValidationError(
                "--include-aa applies with --threshold: without it the comparison is exact and counts every pixel.")
        }
        if let maxPixels, maxPixels < 0 { throw ValidationError("--max-pixels '\(maxPixels)' must not be negative.") }
        if let maxRatio, !(0...1).contains(maxRatio) {
            throw ValidationError("--max-ratio '\(maxRatio)' must be between 0 and 1.")
        }
    }

    var tolerance: Tolerance {
        var tolerance =
            threshold.map { Tolerance(threshold: $0, includeAntiAliasing: includeAa) } ?? Tolerance.exact
        tolerance.maximumPixels = maxPixels
        tolerance.maximumRatio = maxRatio
        return tolerance
    }
}
