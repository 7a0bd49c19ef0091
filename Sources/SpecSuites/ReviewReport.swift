import CellSnapSuite
import Foundation
import Pixels
import Primitives
import Rendering

/// The design-review report of a suite run: `index.html`, `review.css` and `review.js`
/// (``ReviewPage``), every image it shows under `images/`, named by the SHA-256 of its bytes so
/// that equal images are stored once, and the structural texts of the actual renders under
/// `structures/`, named the same way, which `cellsnap accept` writes beside the images it accepts.
public struct ReviewReport {
    /// The suite run's outcomes.
    public let outcomes: [VariantOutcome]
    /// References no variant rendered: shown as missing.
    public let unused: [URL]
    /// The command that made the report, shown on the page.
    public let command: String
    /// The folder of references the run compared with.
    public let snapshots: URL
    /// The command that accepts the variants `selection` picks from this report.
    public let accept: (AcceptSelection) -> String

    /// Creates a report.
    public init(
        outcomes: [VariantOutcome], unused: [URL], command: String, snapshots: URL,
        accept: @escaping (AcceptSelection) -> String
    ) {
        self.outcomes = outcomes
        self.unused = unused
        self.command = command
        self.snapshots = snapshots
        self.accept = accept
    }

    /// Writes the report into `folder` (created if needed): `index.html`, `review.css`,
    /// `review.js`, `images/` and `structures/`.
    public func write(to folder: URL) throws {
        let data = try data(storingImagesIn: folder)
        for asset in ReviewPage.assets {
            try writeAtomically(Data(asset.bytes), to: folder.appendingPathComponent(asset.name))
        }
        let page = ReviewPage.html(title: data.title, dataJSON: try data.json())
        try writeAtomically(Data(page.utf8), to: folder.appendingPathComponent("index.html"))
    }

    /// The page's data, with the change groups (``ChangeGroups``); the images it names are copied into
    /// `folder/images/` and the actual renders' structural texts into `folder/structures/`, each
    /// under the SHA-256 of its bytes.
    public func data(storingImagesIn folder: URL) throws -> ReviewReportData {
        let store = try ReviewFileStore(folder: folder)
        let groups = ChangeGroups(outcomes: outcomes)
        var variants: [ReviewReportData.Variant] = []
        var summary = ReviewReportData.Summary()
        for outcome in outcomes {
            let variant = try variant(of: outcome, group: groups.number(of: outcome.variant.id), store: store)
            summary.count(variant.status)
            variants.append(variant)
        }
        for url in unused {
            summary.count(.missing)
            variants.append(try missingVariant(of: url, store: store))
        }
        var dimensions: [String] = []
        for outcome in outcomes {
            for value in outcome.variant.values where !dimensions.contains(value.dimension) {
                dimensions.append(value.dimension)
            }
        }
        return ReviewReportData(
            title: "CellSnap review", generated: command, summary: summary, dimensions: dimensions, variants: variants,
            groups: groups.groups.map { ReviewReportData.Group($0, accept: accept(.group($0.number))) },
            snapshots: snapshots.standardizedFileURL.path,
            acceptAll: groups.groups.isEmpty ? nil : accept(.all))
    }

    /// A variant of the run as the page shows it, its images and structural text stored.
    private func variant(of outcome: VariantOutcome, group: Int?, store: ReviewFileStore) throws
        -> ReviewReportData.Variant
    {
        let status = ReviewReportData.Status(
            rawValue: outcome.status == .recorded ? "passed" : outcome.status.rawValue)!
        let referenceData = try? Data(contentsOf: outcome.reference)
        let reference = try referenceData.map { try store.store($0, in: "images", pathExtension: "png") }
        let decidable = outcome.status == .changed || outcome.status == .new
        var referenceDigests: (image: String?, structure: String?) = (nil, nil)
        if decidable {
            let structureURL = outcome.reference.deletingPathExtension().appendingPathExtension("txt")
            referenceDigests = (
                referenceData.map(ContentDigest.sha256Hex(of:)),
                (try? Data(contentsOf: structureURL)).map(ContentDigest.sha256Hex(of:))
            )
        }
        let actualStructure = try outcome.actualStructure.map {
            try store.store(Data(($0 + "\n").utf8), in: "structures", pathExtension: "txt")
        }
        return ReviewReportData.Variant(
            id: outcome.variant.id, spec: outcome.variant.spec, name: outcome.variant.name,
            values: Dictionary(uniqueKeysWithValues: outcome.variant.values.map { ($0.dimension, $0.value) }),
            status: status, reference: reference, actual: try store.storeActual(of: outcome),
            diff: try store.store(outcome.diff),
            width: outcome.size.width, height: outcome.size.height, message: outcome.message,
            structural: outcome.structuralChanges,
            accept: decidable && outcome.actual != nil ? accept(.only([outcome.variant.id])) : nil,
            accessibility: SpecInput.accessibilityElements(of: outcome.variant).map(\.description),
            warnings: outcome.warnings,
            lint: outcome.lint.map(ReviewReportData.LintMark.init),
            group: group, actualStructure: actualStructure,
            referenceSHA256: referenceDigests.image, referenceStructureSHA256: referenceDigests.structure)
    }

    /// A reference no variant of the run renders, named from its file, sized from its pixels and
    /// the scale it records.
    private func missingVariant(of url: URL, store: ReviewFileStore) throws -> ReviewReportData.Variant {
        let name = url.deletingPathExtension().lastPathComponent
        let spec = url.deletingLastPathComponent().lastPathComponent
        let variant = name.hasPrefix(spec + ".") ? String(name.dropFirst(spec.count + 1)) : name
        let decoded = try? PNG.read(contentsOf: url)
        let scale = decoded?.text["CellSnap-Scale"].flatMap(Double.init) ?? 1
        return ReviewReportData.Variant(
            id: "\(spec).\(variant)", spec: spec, name: variant, values: [:], status: .missing,
            reference: try store.store(url), actual: nil, diff: nil,
            width: Double(decoded?.image.width ?? 0) / scale,
            height: Double(decoded?.image.height ?? 0) / scale,
            message: "no variant renders this reference: \(url.path)", structural: [], accept: nil)
    }
}

/// The files a review page shows, stored in its folder under the SHA-256 of their bytes
/// (`images/<sha256>.png`, `structures/<sha256>.txt`), each written once.
struct ReviewFileStore {
    let folder: URL

    init(folder: URL) throws {
        self.folder = folder
        do {
            try FileManager.default.createDirectory(
                at: folder.appendingPathComponent("images", isDirectory: true), withIntermediateDirectories: true)
        } catch {
            throw WriteError(path: folder.path, reason: (error as NSError).localizedDescription)
        }
    }

    /// Stores `data` under `<kind>/<sha256>.<extension>` and returns that path.
    func store(_ data: Data, in kind: String, pathExtension: String) throws -> String {
        let name = "\(kind)/\(ContentDigest.sha256Hex(of: data)).\(pathExtension)"
        let target = folder.appendingPathComponent(name)
        if !FileManager.default.fileExists(atPath: target.path) { try writeAtomically(data, to: target) }
        return name
    }

    /// Stores the PNG at `url`, if there is one.
    func store(_ url: URL?) throws -> String? {
        guard let url, let data = try? Data(contentsOf: url) else { return nil }
        return try store(data, in: "images", pathExtension: "png")
    }

    /// Stores the actual image, if the file still holds what the run wrote there.
    func storeActual(of outcome: VariantOutcome) throws -> String? {
        guard let url = outcome.actual, let data = try? Data(contentsOf: url) else { return nil }
        if let expected = outcome.actualSHA256, ContentDigest.sha256Hex(of: data) != expected {
            throw ArtifactOverwrittenError(path: url.path, variant: outcome.variant.id)
        }
        return try store(data, in: "images", pathExtension: "png")
    }
}

/// An actual image that no longer holds what the run drew when the report is written: another run
/// wrote the same artifacts folder meanwhile. The report would pair the wrong image with the
/// variant, and `cellsnap accept` would accept it, so it is not written.
public struct ArtifactOverwrittenError: Error, Equatable, CustomStringConvertible {
    /// The artifact's path.
    public var path: String
    /// The variant it belongs to.
    public var variant: String

    public var description: String {
        "cannot write the review report: the actual image of \(variant), \(path), no longer holds what this run drew (another run writing the same artifacts folder?); give each run an --artifacts folder of its own"
    }
}
