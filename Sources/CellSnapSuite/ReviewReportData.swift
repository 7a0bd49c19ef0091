import Foundation

/// What the review page shows: the JSON document embedded in its `index.html` and read by
/// `review.js`. Encoded with sorted keys, every key always present (`null` when there is nothing),
/// so the same run gives the same bytes:
///
/// ```json
/// {"dimensions": ["state", "appearance"], "generated": "cellsnap review wifi.yaml --snapshots refs",
///  "summary": {"changed": 1, "failed": 0, "missing": 0, "new": 0, "passed": 3},
///  "title": "CellSnap review",
///  "variants": [{"accept": "cellsnap record wifi.yaml --snapshots refs --only wifi.selected-dark@3x",
///                "accessibility": ["\"Wi-Fi\" value \"Office\" [button, selected]"],
///                "actual": "images/<sha256>.png", "diff": "images/<sha256>.png", "height": 44,
///                "id": "wifi.selected-dark@3x", "message": "132 of 158400 pixels differ ...",
///                "name": "selected-dark@3x", "reference": "images/<sha256>.png", "spec": "wifi",
///                "status": "changed",
///                "structural": ["row 'Wi-Fi': secondary text 'Home' → 'Office'", "4 elements unchanged"],
///                "values": {"appearance": "dark", "state": "selected"},
///                "warnings": ["unknown symbol 'cloud.sun.rain' in wifi.selected-dark@3x, drawn as a placeholder ..."],
///                "width": 393,
///                "lint": [{"rule": "contrast", "severity": "error", "path": "cell/secondaryText",
///                          "element": "\"Home\"", "message": "contrast 3.43:1 ...",
///                          "x": 248.333, "y": 11, "width": 102, "height": 22}]}]}
/// ```
public struct ReviewReportData: Encodable, Equatable, Sendable {
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

    /// Creates the data.
    public init(title: String, generated: String, summary: Summary, dimensions: [String], variants: [Variant]) {
        self.title = title
        self.generated = generated
        self.summary = summary
        self.dimensions = dimensions
        self.variants = variants
    }

    /// A variant's status on the page: a recorded variant counts as passed, and a reference no
    /// variant rendered is missing.
    public enum Status: String, Encodable, Sendable {
        case passed, changed, new, missing, failed
    }

    /// The count of variants per status.
    public struct Summary: Encodable, Equatable, Sendable {
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
    public struct Variant: Encodable, Equatable, Sendable {
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

        /// Creates a variant.
        public init(
            id: String, spec: String, name: String, values: [String: String], status: Status, reference: String?,
            actual: String?, diff: String?,
            width: Double, height: Double, message: String?, structural: [String], accept: String?,
            accessibility: [String] = [],
            warnings: [String] = [], lint: [LintMark] = []
        ) {
            self.lint = lint
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
            case accessibility, warnings, lint
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
        }
    }

    /// A lint finding as the page marks it: a box at the element's frame, in points from the
    /// image's top-left corner, with the rule and what is wrong.
    public struct LintMark: Encodable, Equatable, Sendable {
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
