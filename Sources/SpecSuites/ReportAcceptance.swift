import CellSnapSuite
import Foundation
import Pixels
import Primitives
import Rendering

/// Which variants of a review report to accept.
public enum AcceptSelection: Equatable, Sendable {
    /// The variants of one group, by its number (``ChangeGroup/number``).
    case group(Int)
    /// These variants, by id (`spec.variant`).
    case only([String])
    /// Every changed and new variant.
    case all

    /// The selection as `cellsnap accept` takes it: `--group 2`, `--only ID...`, `--all`.
    public var arguments: [String] {
        switch self {
        case .group(let number): ["--group", String(number)]
        case .only(let ids): ["--only"] + ids
        case .all: ["--all"]
        }
    }
}

/// A review report that cannot be read or accepted from, naming the report (as the user typed
/// it) and what is wrong.
public struct AcceptError: Error, Equatable, CustomStringConvertible {
    /// The report folder as the user named it.
    public var report: String
    /// What is wrong.
    public var reason: String

    public var description: String { "the review report '\(report)' \(reason)" }
}

/// Accepting changes from a saved review report without drawing again: the actual images the
/// reviewer looked at (and their structural texts) become the references, after a check that
/// each reference is still the one the report was made against.
///
/// A reference whose image or structural text changed since the report was made (its SHA-256 is
/// in the report data) is refused by name, and then nothing is written; one that already holds
/// what accepting writes is left as it is. Each reference is written as `cellsnap record` writes
/// it (the structural text, then the image naming the text's SHA-256 in
/// ``ImageSnapshotCheck/structureDigestKey``), every file into a temporary file first and then
/// all renamed into place together under the folders' exclusive locks
/// (``StagedWrites/commitHoldingFolderLocks()``), so that readers see each reference whole (``ImageReference``).
///
/// ```swift
/// let report = try ReportAcceptance(folder: URL(fileURLWithPath: "cellsnap-review"), as: "cellsnap-review")
/// let written = try report.accept(try report.variants(for: .group(1)))
/// ```
public struct ReportAcceptance {
    /// The report folder.
    public let folder: URL
    /// How messages name it.
    public let name: String
    /// The report's data, read from its `index.html`.
    public let data: ReviewReportData

    /// The largest `index.html` read (the data of 10,000 variants takes some 20 MB).
    static let maximumPageSize = 256 << 20

    /// Reads the report in `folder`; errors name it `name`.
    public init(folder: URL, as name: String) throws {
        self.folder = folder
        self.name = name
        let page = folder.appendingPathComponent("index.html")
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw AcceptError(report: name, reason: "is not a folder")
        }
        let attributes = try? FileManager.default.attributesOfItem(atPath: page.path)
        guard let attributes, attributes[.type] as? FileAttributeType == .typeRegular,
            let size = attributes[.size] as? Int
        else { throw AcceptError(report: name, reason: "has no index.html") }
        guard size <= Self.maximumPageSize else {
            throw AcceptError(
                report: name, reason: "has an index.html of \(size) bytes; the limit is \(Self.maximumPageSize)")
        }
        let html: String
        do {
            html = String(decoding: try Data(contentsOf: page), as: UTF8.self)
        } catch {
            throw AcceptError(report: name, reason: "cannot be read: \(error.localizedDescription)")
        }
        data = try Self.data(in: html, report: name)
    }

    /// The data embedded in a report's page (``ReviewPage``): the JSON between the data element's
    /// tags, whose escapes (`<\/`, `<\u0021--`) are JSON's own.
    static func data(in html: String, report: String) throws -> ReviewReportData {
        let opening = #"<script type="application/json" id="report-data">"#
        guard let start = html.range(of: opening),
            let end = html.range(of: "</script>", range: start.upperBound..<html.endIndex)
        else {
            throw AcceptError(
                report: report, reason: "has no report data in its index.html (is it a cellsnap review report?)")
        }
        let json = Data(html[start.upperBound..<end.lowerBound].utf8)
        let data: ReviewReportData
        do {
            data = try JSONDecoder().decode(ReviewReportData.self, from: json)
        } catch let error as DecodingError {
            throw AcceptError(report: report, reason: "has report data that cannot be read: \(Self.words(error))")
        } catch {
            throw AcceptError(report: report, reason: "has report data that cannot be read: \(error)")
        }
        guard data.snapshots != nil else {
            throw AcceptError(
                report: report,
                reason:
                    "was made by an earlier cellsnap and does not say where its references are; make it again with cellsnap review"
            )
        }
        return data
    }

    private static func words(_ error: DecodingError) -> String {
        let (context, what): (DecodingError.Context, String) =
            switch error {
            case .typeMismatch(_, let context): (context, "has the wrong type")
            case .valueNotFound(_, let context): (context, "is null")
            case .keyNotFound(let key, let context): (context, "has no '\(key.stringValue)'")
            case .dataCorrupted(let context): (context, "is not valid JSON")
            @unknown default: (DecodingError.Context(codingPath: [], debugDescription: ""), "is not valid")
            }
        let path = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
        return (path.isEmpty ? "the data" : String(path.drop { $0 == "." })) + " " + what
    }

    /// The variants `selection` picks, in the report's order.
    /// - Throws: ``AcceptError`` for a group or variant the report does not have, or a variant that
    ///   is not changed or new.
    public func variants(for selection: AcceptSelection) throws -> [ReviewReportData.Variant] {
        let decidable = data.variants.filter { ($0.status == .changed || $0.status == .new) && $0.actual != nil }
        switch selection {
        case .all:
            return decidable
        case .group(let number):
            guard let group = data.groups.first(where: { $0.number == number }) else {
                let has =
                    data.groups.isEmpty
                    ? "it has no groups (no variant changed)"
                    : data.groups.count == 1 ? "it has group 1" : "its groups are 1 to \(data.groups.count)"
                throw AcceptError(report: name, reason: "has no group \(number); \(has)")
            }
            let members = Set(group.variants)
            return decidable.filter { members.contains($0.id) }
        case .only(let ids):
            var picked: [ReviewReportData.Variant] = []
            for id in ids {
                guard let variant = data.variants.first(where: { $0.id == id }) else {
                    throw AcceptError(report: name, reason: "has no variant '\(id)'")
                }
                guard decidable.contains(where: { $0.id == id }) else {
                    throw AcceptError(
                        report: name,
                        reason:
                            "shows '\(id)' as \(variant.status.rawValue); only changed and new variants can be accepted"
                    )
                }
                if !picked.contains(where: { $0.id == id }) { picked.append(variant) }
            }
            let order = Dictionary(uniqueKeysWithValues: data.variants.enumerated().map { ($1.id, $0) })
            return picked.sorted { order[$0.id]! < order[$1.id]! }
        }
    }

    /// What accepting did to one variant's reference.
    public struct Accepted: Equatable, Sendable {
        /// The variant's id.
        public var id: String
        /// The reference image written (the structural text is beside it, `.txt`).
        public var reference: URL
        /// Whether the reference already held the accepted image and text, so nothing was written.
        public var wasAlreadyAccepted: Bool
    }

    /// Writes the actual images of `variants` (and their structural texts) as their references.
    /// - Throws: ``AcceptError`` naming every variant whose reference changed since the report was
    ///   made (then nothing is written), or a file of the report that is missing or damaged;
    ///   ``WriteError`` when a reference cannot be written.
    public func accept(_ variants: [ReviewReportData.Variant]) throws -> [Accepted] {
        let snapshots = URL(fileURLWithPath: data.snapshots ?? "", isDirectory: true)
        var accepted: [Accepted] = []
        var stale: [String] = []
        let writes = StagedWrites()
        for variant in variants {
            let location = SnapshotLocation(
                directory: snapshots, suite: variant.spec, test: variant.spec, variant: variant.name)
            let imageURL = location.reference("png"), structureURL = location.reference("txt")
            let (image, structure) = try files(of: variant)
            var text = image.text
            text[ImageSnapshotCheck.structureDigestKey] = ContentDigest.sha256Hex(of: structure)
            let png = try PNG.encode(image.image, text: text, source: imageURL.path)
            let current = (image: try? Data(contentsOf: imageURL), structure: try? Data(contentsOf: structureURL))
            if current.image == png, current.structure == structure {
                accepted.append(Accepted(id: variant.id, reference: imageURL, wasAlreadyAccepted: true))
                continue
            }
            guard current.image.map(ContentDigest.sha256Hex(of:)) == variant.referenceSHA256,
                current.structure.map(ContentDigest.sha256Hex(of:)) == variant.referenceStructureSHA256
            else {
                stale.append("\(variant.id) (\(imageURL.path))")
                continue
            }
            // The text first, the image naming it last, as a record writes them.
            try writes.stage(structure, to: structureURL, as: structureURL.path)
            try writes.stage(png, to: imageURL, as: imageURL.path)
            accepted.append(Accepted(id: variant.id, reference: imageURL, wasAlreadyAccepted: false))
        }
        guard stale.isEmpty else {
            writes.discard()
            let list = stale.count <= 10 ? stale : Array(stale.prefix(10)) + ["and \(stale.count - 10) more"]
            throw AcceptError(
                report: name,
                reason:
                    "is stale: the reference\(stale.count == 1 ? "" : "s") of \(list.joined(separator: ", ")) changed since it was made; nothing was accepted. Make the report again (\(data.generated))"
            )
        }
        // Each reference's text form and image are renamed under its folder's lock, as a unit (ImageReference).
        try writes.commitHoldingFolderLocks()
        return accepted
    }

    /// The actual image (decoded, with its text chunks) and the structural text of `variant`, from
    /// the report's folder, each checked against the SHA-256 its name gives.
    private func files(of variant: ReviewReportData.Variant) throws -> (image: DecodedPNG, structure: Data) {
        guard let actual = variant.actual, let actualStructure = variant.actualStructure else {
            throw AcceptError(
                report: name,
                reason: "has no actual image or structural text for '\(variant.id)' (made by an earlier cellsnap?)")
        }
        let imageData = try file(actual, folder: "images", pathExtension: "png", of: variant)
        let structure = try file(actualStructure, folder: "structures", pathExtension: "txt", of: variant)
        do {
            return (try PNG.decode(imageData, source: "\(name)/\(actual)"), structure)
        } catch {
            throw AcceptError(
                report: name, reason: "has an actual image of '\(variant.id)' that cannot be read: \(error)")
        }
    }

    /// The file at `path` (`<folder>/<sha256>.<extension>`, nothing else) in the report, whose
    /// bytes must have that SHA-256.
    private func file(_ path: String, folder: String, pathExtension: String, of variant: ReviewReportData.Variant)
        throws -> Data
    {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        let digest = parts.count == 2 ? parts[1].dropLast(pathExtension.count + 1) : ""
        guard parts.count == 2, parts[0] == folder, parts[1].hasSuffix("." + pathExtension), digest.count == 64,
            digest.allSatisfy({ $0.isHexDigit && !$0.isUppercase })
        else {
            throw AcceptError(
                report: name,
                reason: "names '\(path)' for '\(variant.id)'; expected \(folder)/<sha256>.\(pathExtension)")
        }
        guard let data = try? Data(contentsOf: self.folder.appendingPathComponent(path)) else {
            throw AcceptError(report: name, reason: "has no \(path) (the file of '\(variant.id)')")
        }
        guard ContentDigest.sha256Hex(of: data) == digest else {
            throw AcceptError(
                report: name, reason: "has a damaged \(path) (the file of '\(variant.id)'): its SHA-256 is not its name"
            )
        }
        return data
    }
}
