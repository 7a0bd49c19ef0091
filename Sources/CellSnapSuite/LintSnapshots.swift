import CellLayout
import CellLint
import CellModel
import DisplayList
import Primitives
import Rendering

/// What `assertSnapshot` does with the design-lint findings of the render it checks.
///
/// ```swift
/// assertSnapshot(of: cell, as: .image(), lint: .fail)                      // findings fail the test
/// assertSnapshot(of: cell, as: .image(), lint: .warn.disabling(.contrast))  // report, without contrast
/// ```
public struct LintPolicy: Hashable, Sendable {
    /// What happens to findings.
    public enum Action: String, Hashable, Sendable {
        /// The lint does not run.
        case off
        /// Findings are reported without failing the test (a Swift Testing warning, or a printed
        /// `lint:` line under XCTest, which has no warnings).
        case warn
        /// Findings fail the test.
        case fail
    }

    /// What happens to findings.
    public var action: Action
    /// Rules that do not run.
    public var disabledRules: Set<LintRule>

    /// Creates a policy; by default the rules that run only when asked for
    /// (``LintRule/offByDefault``: the system's own colours' contrast) stay off.
    public init(_ action: Action, disabledRules: Set<LintRule> = LintRule.offByDefault) {
        self.action = action
        self.disabledRules = disabledRules
    }

    /// No lint.
    public static let off = LintPolicy(.off)
    /// Findings are reported, and do not fail the test (the default).
    public static let warn = LintPolicy(.warn)
    /// Findings fail the test.
    public static let fail = LintPolicy(.fail)

    /// This policy with `rules` turned off too.
    public func disabling(_ rules: LintRule...) -> LintPolicy {
        LintPolicy(action, disabledRules: disabledRules.union(rules))
    }
}

extension Snapshotting where Value == ListCell {
    /// The cell's design-lint findings as text, one a line (`no findings` when there are none),
    /// laid out as ``image(width:background:tolerance:)`` draws it.
    public static func lint(
        width: Double = DevicePreset.defaultScreenWidth, background: DynamicColor = .semantic(.systemBackground),
        disabling off: Set<LintRule> = LintRule.offByDefault
    ) -> Snapshotting {
        Snapshotting(name: "lint") { cell in
            .text(try CellSnapshots.lint(cell, width: width, background: background, disabling: off).findings.lintText)
        }
    }
}

extension Snapshotting where Value == ListDescription {
    /// The list's design-lint findings as text, one a line.
    public static func lint(
        width: Double = DevicePreset.defaultScreenWidth, disabling off: Set<LintRule> = LintRule.offByDefault
    ) -> Snapshotting {
        Snapshotting(name: "lint") { list in
            .text(
                try CellSnapshots.lint(
                    ListLayout.node(for: list, width: width), width: width, traits: list.traits, disabling: off
                ).findings.lintText)
        }
    }
}

extension Snapshotting where Value == CollectionDescription {
    /// The collection's design-lint findings as text, one a line.
    public static func lint(
        width: Double = DevicePreset.defaultScreenWidth, disabling off: Set<LintRule> = LintRule.offByDefault
    ) -> Snapshotting {
        Snapshotting(name: "lint") { collection in
            .text(
                try CellSnapshots.lint(
                    CollectionLayout.node(for: collection, width: width), width: width, traits: collection.traits,
                    disabling: off
                ).findings.lintText)
        }
    }
}

/// The design lint of one render: its findings, and its summary for the rules that compare variants.
public struct LintReport: Sendable {
    /// The findings, sorted.
    public var findings: [LintFinding]
    /// What ``DesignLint/crossVariantFindings(_:disabling:)`` compares; its group is the state's
    /// variant name at the Large size, left to right.
    public var summary: LintSummary
}

extension CellSnapshots {
    /// The design lint of `cell` laid out as a plain-list row `width` points wide on `background`.
    public static func lint(
        _ cell: ListCell, width: Double, background: DynamicColor, disabling off: Set<LintRule> = LintRule.offByDefault
    ) throws -> LintReport {
        let traits = cell.state.traits
        let context = LintContext(
            measurer: try Renderer().textEngine, traits: traits,
            canvas: background.resolved(for: traits.colorAppearance),
            isInactive: cell.state.isDisabled, disabledRules: off)
        return report(try layout(of: cell, width: width), context: context, state: cell.state)
    }

    /// The design lint of a whole layout (a list or a collection) `width` points wide, for `traits`.
    public static func lint(
        _ node: any LayoutNode, width: Double, traits: Traits, disabling off: Set<LintRule> = LintRule.offByDefault
    )
        throws -> LintReport
    {
        let context = LintContext(measurer: try Renderer().textEngine, traits: traits, disabledRules: off)
        return report(
            try layout(of: node, width: width, traits: traits), context: context, state: CellState(traits: traits))
    }

    private static func report(_ layout: LayoutResult, context: LintContext, state: CellState) -> LintReport {
        var group = state
        group.traits.contentSize = .large
        group.traits.direction = .leftToRight
        let (findings, summary) = DesignLint.check(layout, context: context, group: group.variantName)
        return LintReport(findings: findings, summary: summary)
    }
}

/// The `lint:` lines `assertSnapshot` reports for `value` under `policy`: none when the policy is
/// off or the strategy has no lint; a finding that cannot be computed is reported as one line too.
public func lintMessages<Value>(
    of value: Value, as strategy: Snapshotting<Value>, named variant: String?, policy: LintPolicy
) -> [String] {
    guard policy.action != .off, let lint = strategy.lint else { return [] }
    do {
        return try lint(value, policy.disabledRules).findings.map { finding in
            var finding = finding
            finding.variant = variant ?? ""
            return "lint: \(finding)"
        }
    } catch {
        return ["lint: could not run: \(error)"]
    }
}

/// The `lint:` lines of the rules that compare variants (`dynamic-type` across sizes,
/// `rtl-mirroring` across directions) for `variants` of one value, each named, as
/// `assertSnapshots(of:as:across:)` reports them.
public func crossVariantLintMessages<Value>(
    of variants: [(name: String, value: Value)], as strategy: Snapshotting<Value>, policy: LintPolicy
) -> [String] {
    guard policy.action != .off, let lint = strategy.lint else { return [] }
    do {
        let summaries = try variants.map { name, value in
            var summary = try lint(value, policy.disabledRules).summary
            summary.variant = name
            return summary
        }
        return DesignLint.crossVariantFindings(summaries, disabling: policy.disabledRules).map { "lint: \($0)" }
    } catch {
        return ["lint: could not run: \(error)"]
    }
}
