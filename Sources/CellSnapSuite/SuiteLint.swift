import CellLayout
@_exported import CellLint
import CellModel
import CellSpec
import DisplayList
import Foundation
import Primitives
import Rendering

/// What a command does with design-lint findings: nothing, report them, or report them and fail.
public enum LintMode: String, Sendable, CaseIterable {
    /// The lint does not run.
    case off
    /// Findings are reported; they do not change the exit code.
    case warn
    /// Findings are reported and fail the run (exit code 1).
    case error
}

/// The design lint over spec variants, as `render`, `gallery` and the suite run it.
public enum VariantLint {
    /// The findings of one laid-out variant and its summary for the rules that compare variants.
    /// Rules turned off by the spec (``SpecVariant/disabledLintRules``) or in `disabled` do not run.
    public static func check(_ variant: SpecVariant, laidOut: VariantLayout, disabling disabled: Set<LintRule> = [])
        throws -> (findings: [LintFinding], summary: LintSummary)
    {
        let rules = disabled.union(variant.disabledLintRules)
        let traits = variant.traits
        let context = LintContext(
            measurer: try Renderer().textEngine, traits: traits, canvas: laidOut.background, variant: variant.id,
            isInactive: variant.state.isDisabled, disabledRules: rules)
        let findings = DesignLint.findings(in: laidOut.layout, context: context)
        let summary = LintSummary(
            laidOut.layout, traits: traits, variant: variant.id, group: group(of: variant), disabledRules: rules)
        return (findings, summary)
    }

    /// Every finding of `variants`, each laid out anew, with the rules that compare them: sorted.
    public static func findings(of variants: [SpecVariant], disabling disabled: Set<LintRule> = []) throws
        -> [LintFinding]
    {
        var findings: [LintFinding] = []
        var summaries: [LintSummary] = []
        for variant in variants {
            let result = try check(variant, laidOut: SpecInput.layout(of: variant), disabling: disabled)
            findings += result.findings
            summaries.append(result.summary)
        }
        return (findings + DesignLint.crossVariantFindings(summaries, disabling: disabled)).sorted()
    }

    /// What a variant is apart from its content size and direction: the spec and the variant's
    /// name at the Large size, left to right. Variants of one group are compared.
    static func group(of variant: SpecVariant) -> String {
        var state = variant.state
        state.traits.contentSize = .large
        state.traits.direction = .leftToRight
        return "\(variant.spec).\(state.variantName)"
    }

    /// The lines a command prints to standard error: `lint: ` and the finding.
    public static func lines(_ findings: [LintFinding]) -> [String] {
        findings.map { "lint: \($0)" }
    }

    /// Prints `findings` to standard error, one a line.
    public static func report(_ findings: [LintFinding]) {
        guard !findings.isEmpty else { return }
        FileHandle.standardError.write(Data((lines(findings).joined(separator: "\n") + "\n").utf8))
    }
}
