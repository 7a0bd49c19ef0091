import CellSnapSuite
import Foundation

/// What the review page shows: the JSON document embedded in its `index.html` and read by
/// `review.js`, and by `cellsnap accept`, which copies the actual images it names into place.
/// Encoded with sorted keys, every key always present (`null` when there is nothing), so the same
/// run gives the same bytes:
///
/// ```json
/// {"acceptAll": "cellsnap accept report --all", "dimensions": ["state", "appearance"],
///  "generated": "cellsnap review wifi.yaml --snapshots refs",
///  "groups": [{"accept": "cellsnap accept report --group 1", "dimensions": ["appearance"],
///              "kind": "structure", "lines": ["row 'Wi-Fi': secondary text 'Home' → 'Office'"], "number": 1,
///              "representative": "wifi.selected@3x", "specs": ["wifi"],
///              "summary": "group 1: 2 variants of wifi (appearance): row 'Wi-Fi': secondary text 'Home' → 'Office'",
///              "variants": ["wifi.selected-dark@3x", "wifi.selected@3x"]}],
///  "snapshots": "/home/me/app/refs",
///  "summary": {"changed": 2, "failed": 0, "missing": 0, "new": 0, "passed": 2},
///  "title": "CellSnap review",
///  "variants": [{"accept": "cellsnap accept report --only wifi.selected-dark@3x",
///                "accessibility": ["\"Wi-Fi\" value \"Office\" [button, selected]"],
///                "actual": "images/<sha256>.png", "actualStructure": "structures/<sha256>.txt",
///                "diff": "images/<sha256>.png", "group": 1, "height": 44,
///                "id": "wifi.selected-dark@3x", "message": "132 of 158400 pixels differ ...",
///                "name": "selected-dark@3x", "reference": "images/<sha256>.png",
///                "referenceSHA256": "<sha256>", "referenceStructureSHA256": "<sha256>", "spec": "wifi",
///                "status": "changed",
///                "structural": ["row 'Wi-Fi': secondary text 'Home' → 'Office'", "4 elements unchanged"],
///                "values": {"appearance": "dark", "state": "selected"},
///                "warnings": ["unknown symbol 'humidity' in wifi.selected-dark@3x, drawn as a placeholder ..."],
///                "width": 393,
///                "lint": [{"rule": "contrast", "severity": "error", "path": "cell/secondaryText",
///                          "element": "\"Home\"", "message": "contrast 3.43:1 ...",
///                          "x": 248.333, "y": 11, "width": 102, "height": 22}]}]}
/// ```
public struct ReviewReportData: Codable, Equatable, Sendable {
    /// The page title, in the browser tab and as the heading.
    public var title: String
    /// The command that produced the report.
    public var generated: String
    /// How many variants have each status.
    public var summary: Summary
    /// The dimensions the page offers filters for, in the order of the specs' matrices.
    public var dimensions: [String]
    /// Every variant, in the order of the run, then the references nothing rendered.
    public var variants: [Variant]
    /// The changed and new variants grouped by cause (``ChangeGroups``), in their numbers' order.
    public var groups: [Group]
    /// The folder of references the run compared with, as an absolute path: where `cellsnap
    /// accept` writes (`nil` in reports made before it existed).
    public var snapshots: String?
    /// The command that accepts every changed and new variant of the report.
    public var acceptAll: String?

    /// Creates the data.
    public init(
        title: String, generated: String, summary: Summary, dimensions: [String], variants: [Variant],
        groups: [Group] = [], snapshots: String? = nil, acceptAll: String? = nil
    ) {
        self.title = title
        self.generated = generated
        self.summary = summary
        self.dimensions = dimensions
        self.variants = variants
        self.groups = groups
        self.snapshots = snapshots
        self.acceptAll = acceptAll
    }

    private enum CodingKeys: String, CodingKey {
        case title, generated, summary, dimensions, variants, groups, snapshots, acceptAll
    }

    /// Reads the data; `groups` may be absent (reports made before groups existed).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        title = try container.decode(String.self, forKey: .title)
        generated = try container.decode(String.self, forKey: .generated)
        summary = try container.decode(Summary.self, forKey: .summary)
        dimensions = try container.decode([String].self, forKey: .dimensions)
        variants = try container.decode([Variant].self, forKey: .variants)
        groups = try container.decodeIfPresent([Group].self, forKey: .groups) ?? []
        snapshots = try container.decodeIfPresent(String.self, forKey: .snapshots)
        acceptAll = try container.decodeIfPresent(String.self, forKey: .acceptAll)
    }

    /// Encodes every key, absent values as `null`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(title, forKey: .title)
        try container.encode(generated, forKey: .generated)
        try container.encode(summary, forKey: .summary)
        try container.encode(dimensions, forKey: .dimensions)
        try container.encode(variants, forKey: .variants)
        try container.encode(groups, forKey: .groups)
        try container.encode(snapshots, forKey: .snapshots)
        try container.encode(acceptAll, forKey: .acceptAll)
    }

    /// Variants that need a decision for the same cause (``ChangeGroup``), as the page shows them.
    public struct Group: Codable, Equatable, Sendable {
        /// The group's number, from 1: `cellsnap accept REPORT --group N`.
        public var number: Int
        /// `structure`, `pixels`, `pixelsWithoutStructure` or `new` (``ChangeCause``).
        public var kind: String
        /// The cause in words, one line each.
        public var lines: [String]
        /// The group in one line, as the terminal gives it.
        public var summary: String
        /// The variants' ids, sorted.
        public var variants: [String]
        /// The variant the page shows for the group (``ChangeGroup/representative``).
        public var representative: String
        /// The dimensions in which the variants differ.
        public var dimensions: [String]
        /// The specs the variants belong to.
        public var specs: [String]
        /// The command that accepts the group.
        public var accept: String?

        /// The group as the page shows it, with the command that accepts it.
        public init(_ group: ChangeGroup, accept: String?) {
            number = group.number
            switch group.cause {
            case .structure: kind = "structure"
            case .pixels: kind = "pixels"
            case .pixelsWithoutStructure: kind = "pixelsWithoutStructure"
            case .noReference: kind = "new"
            }
            lines = group.cause.lines
            summary = group.summary
            variants = group.variants
            representative = group.representative
            dimensions = group.dimensions
            specs = group.specs
            self.accept = accept
        }

        private enum CodingKeys: String, CodingKey {
            case number, kind, lines, summary, variants, representative, dimensions, specs, accept
        }

        /// Encodes every key, absent values as `null`.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(number, forKey: .number)
            try container.encode(kind, forKey: .kind)
            try container.encode(lines, forKey: .lines)
            try container.encode(summary, forKey: .summary)
            try container.encode(variants, forKey: .variants)
            try container.encode(representative, forKey: .representative)
            try container.encode(dimensions, forKey: .dimensions)
            try container.encode(specs, forKey: .specs)
            try container.encode(accept, forKey: .accept)
        }
    }

    /// A variant's status on the page: a recorded variant counts as passed, and a reference no
    /// variant rendered is missing.
    public enum Status: String, Codable, Sendable {
        case passed, changed, new, missing, failed
    }

    /// The count of variants per status.
    public struct Summary: Codable, Equatable, Sendable {
        public var passed = 0, changed = 0, new = 0, missing = 0, failed = 0

        /// Creates a summary.
        public init(passed: Int = 0, changed: Int = 0, new: Int = 0, missing: Int = 0, failed: Int = 0) {
            (self.passed, self.changed, self.new, self.missing, self.failed) = (passed, changed, new, missing, failed)
        }

        /// Counts one more variant with `status`.
        public mutating func count(_ status: Status) {
            switch status {
            case .passed: passed += 1
            case .changed: changed += 1
            case .new: new += 1
            case .missing: missing += 1
            case .failed: failed += 1
            }
        }
    }

    /// One card of the page.
    public struct Variant: Codable, Equatable, Sendable {
        /// `spec.variant`, as the command line's `--only` takes it.
        public var id: String
        /// The spec's name.
        public var spec: String
        /// The variant's name within its spec.
        public var name: String
        /// The variant's value for each dimension (`appearance: dark`); empty for a missing variant.
        public var values: [String: String]
        /// What happened to it.
        public var status: Status
        /// The reference, actual and diff images, as paths relative to `index.html` (`images/<sha256>.png`).
        public var reference: String?, actual: String?, diff: String?
        /// The rendered size in points (the reference's for a missing variant): how large the page shows the images.
        public var width: Double, height: Double
        /// The evidence or the error, in one line.
        public var message: String?
        /// What changed in the structure, in words.
        public var structural: [String]
        /// The command that accepts a changed or new variant.
        public var accept: String?
        /// The VoiceOver reading order, one element a line (``AccessibilityReading``); empty for a missing variant.
        public var accessibility: [String]
        /// What was noticed while drawing it (symbols drawn as placeholders), in words.
        public var warnings: [String]
        /// The design-lint findings, drawn as boxes over the image.
        public var lint: [LintMark]
        /// The number of the group a changed or new variant belongs to.
        public var group: Int?
        /// The structural text of the actual render, as a path relative to `index.html`
        /// (`structures/<sha256>.txt`): written beside the image when the variant is accepted.
        public var actualStructure: String?
        /// The SHA-256 of the reference image the run compared with (`nil`: there was none), and of
        /// the structural text beside it: `cellsnap accept` writes only over these same files.
        public var referenceSHA256: String?, referenceStructureSHA256: String?

        /// Creates a variant.
        public init(
            id: String, spec: String, name: String, values: [String: String], status: Status, reference: String?,
            actual: String?, diff: String?,
            width: Double, height: Double, message: String?, structural: [String], accept: String?,
            accessibility: [String] = [],
            warnings: [String] = [], lint: [LintMark] = [], group: Int? = nil, actualStructure: String? = nil,
            referenceSHA256: String? = nil, referenceStructureSHA256: String? = nil
        ) {
            self.lint = lint
            self.group = group
            self.actualStructure = actualStructure
            self.referenceSHA256 = referenceSHA256
            self.referenceStructureSHA256 = referenceStructureSHA256
            self.id = id
            self.spec = spec
            self.name = name
            self.values = values
            self.status = status
            self.reference = reference
            self.actual = actual
            self.diff = diff
            self.width = width
            self.height = height
            self.message = message
            self.structural = structural
            self.accept = accept
            self.accessibility = accessibility
            self.warnings = warnings
        }

        private enum CodingKeys: String, CodingKey {
            case id, spec, name, values, status, reference, actual, diff, width, height, message, structural, accept
            case accessibility, warnings, lint, group, actualStructure, referenceSHA256, referenceStructureSHA256
        }

        /// Reads a variant; the keys added after the first reports may be absent.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            id = try container.decode(String.self, forKey: .id)
            spec = try container.decode(String.self, forKey: .spec)
            name = try container.decode(String.self, forKey: .name)
            values = try container.decode([String: String].self, forKey: .values)
            status = try container.decode(Status.self, forKey: .status)
            reference = try container.decodeIfPresent(String.self, forKey: .reference)
            actual = try container.decodeIfPresent(String.self, forKey: .actual)
            diff = try container.decodeIfPresent(String.self, forKey: .diff)
            width = try container.decode(Double.self, forKey: .width)
            height = try container.decode(Double.self, forKey: .height)
            message = try container.decodeIfPresent(String.self, forKey: .message)
            structural = try container.decodeIfPresent([String].self, forKey: .structural) ?? []
            accept = try container.decodeIfPresent(String.self, forKey: .accept)
            accessibility = try container.decodeIfPresent([String].self, forKey: .accessibility) ?? []
            warnings = try container.decodeIfPresent([String].self, forKey: .warnings) ?? []
            lint = try container.decodeIfPresent([LintMark].self, forKey: .lint) ?? []
            group = try container.decodeIfPresent(Int.self, forKey: .group)
            actualStructure = try container.decodeIfPresent(String.self, forKey: .actualStructure)
            referenceSHA256 = try container.decodeIfPresent(String.self, forKey: .referenceSHA256)
            referenceStructureSHA256 = try container.decodeIfPresent(String.self, forKey: .referenceStructureSHA256)
        }

        /// Encodes every key, absent values as `null` (the synthesised encoding would leave them out).
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(id, forKey: .id)
            try container.encode(spec, forKey: .spec)
            try container.encode(name, forKey: .name)
            try container.encode(values, forKey: .values)
            try container.encode(status, forKey: .status)
            try container.encode(reference, forKey: .reference)
            try container.encode(actual, forKey: .actual)
            try container.encode(diff, forKey: .diff)
            try container.encode(width, forKey: .width)
            try container.encode(height, forKey: .height)
            try container.encode(message, forKey: .message)
            try container.encode(structural, forKey: .structural)
            try container.encode(accept, forKey: .accept)
            try container.encode(accessibility, forKey: .accessibility)
            try container.encode(warnings, forKey: .warnings)
            try container.encode(lint, forKey: .lint)
            try container.encode(group, forKey: .group)
            try container.encode(actualStructure, forKey: .actualStructure)
            try container.encode(referenceSHA256, forKey: .referenceSHA256)
            try container.encode(referenceStructureSHA256, forKey: .referenceStructureSHA256)
        }
    }

    /// A lint finding as the page marks it: a box at the element's frame, in points from the
    /// image's top-left corner, with the rule and what is wrong.
    public struct LintMark: Codable, Equatable, Sendable {
        /// The rule's name, as `contrast`.
        public var rule: String
        /// `warning` or `error`.
        public var severity: String
        /// The element's path in the placed tree.
        public var path: String
        /// What the element shows.
        public var element: String
        /// What is wrong.
        public var message: String
        /// The frame, in points from the image's top-left corner.
        public var x: Double, y: Double, width: Double, height: Double

        /// The mark of `finding`.
        public init(_ finding: LintFinding) {
            rule = finding.rule.rawValue
            severity = finding.severity.rawValue
            path = finding.path
            element = finding.element
            message = finding.message
            (x, y, width, height) = (finding.frame.minX, finding.frame.minY, finding.frame.width, finding.frame.height)
        }
    }

    /// The data as JSON with sorted keys.
    public func json() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return String(decoding: try encoder.encode(self), as: UTF8.self)
    }
}
