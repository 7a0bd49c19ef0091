import CellLayout
@_exported import CellLint
import CellModel
import CellSnapSuite
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
    /// The findings of one variant laid out (on `background`) and its summary for the rules that compare variants.
    /// Rules turned off by the spec (``SpecVariant/disabledLintRules``) or in `disabled` do not run.
    public static func check(
        _ variant: SpecVariant, layout: LayoutResult, background: Color?,
        disabling disabled: Set<LintRule> = LintRule.offByDefault
    ) throws -> (findings: [LintFinding], summary: LintSummary) {
        let rules = disabled.union(variant.disabledLintRules)
        let traits = variant.traits
        let context = LintContext(
            measurer: try measurements(), traits: traits, canvas: background, variant: variant.id,
            isInactive: variant.state.isDisabled, disabledRules: rules)
        return DesignLint.check(layout, context: context, group: group(of: variant))
    }

    /// This thread's measurement cache in front of its text engine: a suite's variants repeat
    /// their texts in every state and appearance.
    static func measurements() throws -> LintMeasurementCache {
        let key = "CellSnap.LintMeasurementCache"
        let storage = Thread.current.threadDictionary
        if let cache = storage[key] as? LintMeasurementCache { return cache }
        let cache = LintMeasurementCache(measurer: try TextEngine.current())
        storage[key] = cache
        return cache
    }

    /// Every finding of `variants`, each laid out anew, with the rules that compare them: sorted.
    public static func findings(of variants: [SpecVariant], disabling disabled: Set<LintRule> = LintRule.offByDefault)
        throws
        -> [LintFinding]
    {
        var findings: [LintFinding] = []
        var summaries: [LintSummary] = []
        for variant in variants {
            let (layout, background) = try SpecInput.withSymbols(of: variant) { try SpecInput.layout(of: variant) }
            let result = try check(variant, layout: layout, background: background, disabling: disabled)
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
