import Foundation
import Pixels
import Primitives
import Rendering

/// The design-review report of a suite run: `index.html`, `review.css` and `review.js`
/// (``ReviewPage``), and every image it shows under `images/`, named by the SHA-256 of its bytes so
/// that equal images are stored once.
public struct ReviewReport {
    /// The suite run's outcomes.
    public let outcomes: [VariantOutcome]
    /// References no variant rendered: shown as missing.
    public let unused: [URL]
    /// The command that made the report, shown on the page.
    public let command: String
    /// The command that accepts a changed or new variant.
    public let accept: (VariantOutcome) -> String

    /// Creates a report.
    public init(
        outcomes: [VariantOutcome], unused: [URL], command: String, accept: @escaping (VariantOutcome) -> String
    ) {
        self.outcomes = outcomes
        self.unused = unused
        self.command = command
        self.accept = accept
    }

    /// Writes the report into `folder` (created if needed): `index.html`, `review.css`,
    /// `review.js` and `images/`.
    public func write(to folder: URL) throws {
        let data = try data(storingImagesIn: folder)
        for asset in ReviewPage.assets {
            try writeAtomically(Data(asset.bytes), to: folder.appendingPathComponent(asset.name))
        }
        let page = ReviewPage.html(title: data.title, dataJSON: try data.json())
        try writeAtomically(Data(page.utf8), to: folder.appendingPathComponent("index.html"))
    }

    /// The page's data; the images it names are copied into `folder/images/` under the SHA-256 of their bytes.
    public func data(storingImagesIn folder: URL) throws -> ReviewReportData {
        let images = folder.appendingPathComponent("images", isDirectory: true)
        do {
            try FileManager.default.createDirectory(at: images, withIntermediateDirectories: true)
        } catch {
            throw WriteError(path: folder.path, reason: (error as NSError).localizedDescription)
        }
        func store(_ url: URL?) throws -> String? {
            guard let url, let data = try? Data(contentsOf: url) else { return nil }
            let name = "images/\(ContentDigest.sha256Hex(of: data)).png"
            let target = folder.appendingPathComponent(name)
            if !FileManager.default.fileExists(atPath: target.path) { try writeAtomically(data, to: target) }
            return name
        }
        var variants: [ReviewReportData.Variant] = []
        var summary = ReviewReportData.Summary()
        for outcome in outcomes {
            let status = ReviewReportData.Status(
                rawValue: outcome.status == .recorded ? "passed" : outcome.status.rawValue)!
            summary.count(status)
            let reference = try store(
                FileManager.default.fileExists(atPath: outcome.reference.path) ? outcome.reference : nil)
            variants.append(
                ReviewReportData.Variant(
                    id: outcome.variant.id, spec: outcome.variant.spec, name: outcome.variant.name,
                    values: Dictionary(uniqueKeysWithValues: outcome.variant.values.map { ($0.dimension, $0.value) }),
                    status: status, reference: reference, actual: try store(outcome.actual),
                    diff: try store(outcome.diff),
                    width: outcome.size.width, height: outcome.size.height, message: outcome.message,
                    structural: outcome.structuralChanges,
                    accept: outcome.status == .changed || outcome.status == .new ? accept(outcome) : nil,
                    accessibility: SpecInput.accessibilityElements(of: outcome.variant).map(\.description),
                    warnings: outcome.warnings,

                    lint: outcome.lint.map(ReviewReportData.LintMark.init)))
        }
        for url in unused {
            summary.count(.missing)
            let name = url.deletingPathExtension().lastPathComponent
            let spec = url.deletingLastPathComponent().lastPathComponent
            let variant = name.hasPrefix(spec + ".") ? String(name.dropFirst(spec.count + 1)) : name
            // The size in points, from the reference itself (its pixels and the scale it records).
            let decoded = try? PNG.read(contentsOf: url)
            let scale = decoded?.text["CellSnap-Scale"].flatMap(Double.init) ?? 1
            variants.append(
                ReviewReportData.Variant(
                    id: "\(spec).\(variant)", spec: spec, name: variant, values: [:], status: .missing,
                    reference: try store(url), actual: nil, diff: nil,
                    width: Double(decoded?.image.width ?? 0) / scale,
                    height: Double(decoded?.image.height ?? 0) / scale,
                    message: "no variant renders this reference: \(url.path)", structural: [], accept: nil))
        }
        var dimensions: [String] = []
        for outcome in outcomes {
            for value in outcome.variant.values where !dimensions.contains(value.dimension) {
                dimensions.append(value.dimension)
            }
        }
        return ReviewReportData(
            title: "CellSnap review", generated: command, summary: summary, dimensions: dimensions, variants: variants)
    }
}
