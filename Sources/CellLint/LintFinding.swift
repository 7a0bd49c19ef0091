import CellModel
import DisplayList
import Primitives

/// One design-lint finding: which rule, on which element of which variant, where, and why.
///
/// Findings print as one stable line, the form the CLI writes after `lint: `:
///
/// ```
/// truncated-text warning wifi.normal-AX5@3x cell/secondaryText "CellSnap-5G" (206, 11, 150x22): ellipsised: shows 1 of 2 lines
/// ```
public struct LintFinding: Hashable, Codable, Sendable, Comparable, CustomStringConvertible {
    /// The rule that found it.
    public var rule: LintRule
    /// The variant the finding is about, as it is named in the suite (`wifi.normal-AX5@3x`), or
    /// empty for a render that is not a variant.
    public var variant: String
    /// The element's path in the placed tree: roles from the root, with an index among siblings
    /// of the same role, as `list/section[1]/cells/cell[2]/text`.
    public var path: String
    /// What the element shows: its quoted text, its symbol's name, `image 40x40` or `shape`.
    public var element: String
    /// The element's frame (or, for touch targets, its hit area), in points.
    public var frame: Rect
    /// What is wrong, with the measured figures.
    public var message: String

    /// Creates a finding.
    public init(rule: LintRule, variant: String, path: String, element: String, frame: Rect, message: String) {
        self.rule = rule
        self.variant = variant
        self.path = path
        self.element = element
        self.frame = frame
        self.message = message
    }

    /// How serious the finding is: its rule's severity.
    public var severity: LintSeverity { rule.severity }

    /// The stable one-line form: rule, severity, variant, path, element, frame and message.
    public var description: String {
        [rule.rawValue, severity.rawValue, variant, path, element, TextForm.rect(frame) + ":", message]
            .filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// Findings sort by variant, rule, path, then position, so that output is stable.
    public static func < (lhs: LintFinding, rhs: LintFinding) -> Bool {
        (lhs.variant, lhs.rule, lhs.path, lhs.frame.minY, lhs.frame.minX, lhs.message)
            < (rhs.variant, rhs.rule, rhs.path, rhs.frame.minY, rhs.frame.minX, rhs.message)
    }
}

extension Array where Element == LintFinding {
    /// The findings as text, one a line, or `no findings`: what the `.lint` strategy stores.
    public var lintText: String {
        isEmpty ? "no findings\n" : map(\.description).joined(separator: "\n") + "\n"
    }
}
