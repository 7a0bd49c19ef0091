import ArgumentParser
import CellModel
import CellSnapSuite
import SpecSuites

/// `--lint off|warn|error` and `--lint-off RULE`, on the commands that render spec variants.
struct LintOptions: ParsableArguments {
    @Option(
        name: .customLong("lint"),
        help: ArgumentHelp(
            "The design lint: off, warn (print findings to standard error, the default) or error (findings also fail the run with exit code 1).",
            valueName: "mode"))
    var requestedMode: LintMode?

    @Option(
        name: .customLong("lint-off"),
        help: ArgumentHelp(
            "Turn a lint rule off (repeatable): \(LintRule.allCases.map(\.rawValue).joined(separator: ", ")).",
            valueName: "rule"))
    var disabledRules: [LintRule] = []

    @Flag(
        name: .customLong("lint-strict"),
        help:
            "Judge the system's own colours too (rule system-color-contrast): secondaryLabel and the like are Apple's choice, left alone by default."
    )
    var strict = false

    /// The rules not to run: those turned off, and unless strict, those off by default.
    var disabledRuleSet: Set<LintRule> { Set(disabledRules).union(strict ? [] : LintRule.offByDefault) }

    /// The mode asked for, `warn` by default.
    var lint: LintMode { requestedMode ?? .warn }

    /// Whether a lint option was given at all.
    var isGiven: Bool { requestedMode != nil || !disabledRules.isEmpty || strict }

    /// Prints `findings` (unless the lint is off) and ends the command with exit code 1 when the
    /// mode is `error` and there are findings.
    func report(_ findings: [LintFinding]) throws {
        guard lint != .off else { return }
        VariantLint.report(findings)
        if lint == .error, !findings.isEmpty { throw Exit.differences }
    }
}

extension LintMode: ExpressibleByArgument {}

extension LintRule: ExpressibleByArgument {}
