import ArgumentParser
import CellModel
import CellSnapSuite
import CellSpec
import Dispatch
import DisplayList
import Foundation
import Primitives
import SpecSuites

/// The options `record`, `verify` and `review` share.
struct SuiteOptions: ParsableArguments {
    @Argument(help: ArgumentHelp("Spec files (YAML or JSON).", valueName: "spec"))
    var specs: [String]

    @Option(help: ArgumentHelp("The folder of reference images: <dir>/<spec>/<spec>.<variant>.png.", valueName: "dir"))
    var snapshots: String

    @Option(help: ArgumentHelp("How many variants to render at once (default: one per core).", valueName: "n"))
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    @Option(
        help: ArgumentHelp(
            "Run one shard of the suite, such as 2/4; shards 1/n ... n/n together cover every variant once.",
            valueName: "i/n"))
    var shard: String?

    @Option(
        parsing: .upToNextOption,
        help: ArgumentHelp(
            "Only these variants (spec.variant, as printed), such as wifi.selected-dark@3x.", valueName: "id"))
    var only: [String] = []

    @Option(help: ArgumentHelp("Write a JUnit XML report here, one test case per variant.", valueName: "path"))
    var junit: String?

    @Option(
        help: ArgumentHelp(
            "Where to write the actual images, diffs and strips of differing variants (default: $CELLSNAP_ARTIFACTS or the temporary folder).",
            valueName: "dir"))
    var artifacts: String?

    @OptionGroup var comparison: ToleranceOptions

    @Option(
        help: ArgumentHelp(
            "The smallest move or resize, in points, that structural diffs list (default: 0.5); smaller ones are counted.",
            valueName: "pt"))
    var structureThreshold: Double?

    @OptionGroup var look: LookOptions

    /// The specs, every variant in `--theme`'s look and at `--contrast` when they are given (and
    /// named by them), after `--fonts` and `--symbols` folders are registered.
    func loadSpecs() throws -> [Spec] {
        try look.registerFolders()
        return look.applied(to: try SpecInput.load(specs))
    }

    func validate() throws {
        guard jobs >= 1, jobs <= 256 else { throw ValidationError("--jobs '\(jobs)' must be 1 to 256.") }
        if let shard { _ = try Self.parseShard(shard) }
        guard !specs.isEmpty else { throw ValidationError("name at least one spec file.") }
        if let structureThreshold, !(structureThreshold >= 0 && structureThreshold <= 1000) {
            throw ValidationError(
                "--structure-threshold '\(TextForm.number(structureThreshold))' must be 0 to 1000 points.")
        }
    }

    static func parseShard(_ text: String) throws -> (index: Int, count: Int) {
        let parts = text.split(separator: "/").map { Int($0) }
        guard parts.count == 2, let index = parts[0], let count = parts[1], count >= 1, (1...count).contains(index)
        else {
            throw ValidationError("--shard '\(text)' must be i/n with 1 <= i <= n, such as 2/4.")
        }
        return (index, count)
    }

    /// The suite library's configuration for these options (validated already).
    var configuration: SuiteConfiguration {
        var configuration = SuiteConfiguration(
            snapshots: URL(fileURLWithPath: snapshots, isDirectory: true), jobs: jobs,
            shard: shard.flatMap { try? Self.parseShard($0) }, only: only,
            tolerance: comparison.tolerance,
            artifacts: artifacts.map { URL(fileURLWithPath: $0, isDirectory: true) }
                ?? SnapshotLocation.artifactsDirectory, strict: look.strict,
            lint: look.lint.lint, disabledLintRules: look.lint.disabledRuleSet)
        if let structureThreshold { configuration.structuralThreshold = structureThreshold }
        return configuration
    }

    /// How the suite was asked for, for the report and accept commands.
    func command(_ name: String) -> String {
        (["cellsnap", name] + specs.map(shellQuoted) + ["--snapshots", shellQuoted(snapshots)] + look.arguments)
            .joined(separator: " ")
    }
}

func shellQuoted(_ text: String) -> String {
    text.allSatisfy { $0.isLetter || $0.isNumber || "/._-+=@:".contains($0) }
        ? text : "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
}

/// `cellsnap verify SPEC... --snapshots DIR`: compares every variant with its reference.
struct Verify: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Compare every variant of the specs with its reference image.",
        discussion: """
            Exits 0 when every variant matches, 1 when a variant differs, has no reference or cannot be rendered, \
            and 2 on bad input (a spec error names the file, line, column and key). References are never written; \
            use `cellsnap record` to accept changes.
            """)

    @OptionGroup var options: SuiteOptions

    @Option(help: ArgumentHelp("Also write an HTML review report to this folder.", valueName: "dir"))
    var report: String?

    func run() throws {
        try Exit.reportingFailures {
            let outcomes = try SuiteCommand.run(options, mode: .never, verb: "verify", report: report)
            if outcomes.contains(where: { $0.fails(lint: options.look.lint.lint) }) { throw Exit.differences }
        }
    }
}

/// `cellsnap record SPEC... --snapshots DIR`: writes every variant as its reference.
struct Record: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Render every variant of the specs and write it as its reference image.",
        discussion:
            "Use --only to accept single variants, as the review report's accept commands do. Files are written atomically."
    )

    @OptionGroup var options: SuiteOptions

    func validate() throws {
        if options.structureThreshold != nil {
            throw ValidationError("--structure-threshold applies to verify and review; record compares nothing.")
        }
    }

    func run() throws {
        try Exit.reportingFailures {
            let outcomes = try SuiteCommand.run(options, mode: .all, verb: "record", report: nil)
            let lintFails = options.look.lint.lint == .error && outcomes.contains { !$0.lint.isEmpty }
            if lintFails || outcomes.contains(where: { $0.status == .failed }) { throw Exit.differences }
        }
    }
}

/// `cellsnap review SPEC... --snapshots DIR -o REPORT`: a verify run written as an HTML report.
struct Review: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Verify the specs and write a self-contained HTML design-review report.",
        discussion: """
            The report folder holds index.html and the images, named by content hash; open it from disk. \
            Exits 0 when the report is written, whatever it shows; 2 on bad input.
            """)

    @OptionGroup var options: SuiteOptions

    @Option(name: .shortAndLong, help: ArgumentHelp("The report folder to write.", valueName: "dir"))
    var output: String = "cellsnap-review"

    func validate() throws {
        if options.look.lint.lint == .error {
            throw ValidationError(
                "review exits 0 whenever the report is written, so --lint error cannot fail it; use `cellsnap verify --report DIR --lint error`."
            )
        }
    }

    func run() throws {
        try Exit.reportingFailures {
            _ = try SuiteCommand.run(options, mode: .never, verb: "review", report: output)
        }
    }
}

enum SuiteCommand {
    static func run(_ options: SuiteOptions, mode: RecordMode, verb: String, report: String?) throws -> [VariantOutcome]
    {
        let start = DispatchTime.now().uptimeNanoseconds
        let specs = try options.loadSpecs()
        let suite = SuiteRun(configuration: options.configuration, mode: mode, verb: verb)
        // Temporary files that killed runs left in the folders this command writes: their
        // writers have ended, so nothing will rename them now (running writers' files stay).
        let configuration = options.configuration
        TemporaryFiles.sweep(options.snapshots, configuration.snapshots)
        TemporaryFiles.sweep(configuration.artifacts.path, configuration.artifacts)
        if let report { TemporaryFiles.sweep(report, URL(fileURLWithPath: report, isDirectory: true)) }
        if let junit = options.junit { TemporaryFiles.sweep(besides: junit) }
        let variants = try suite.selectedVariants(of: specs)
        let outcomes = suite.run(variants)
        for warning in outcomes.flatMap(\.warnings) {
            FileHandle.standardError.write(Data("warning: \(warning)\n".utf8))
        }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        let wholeSuite = options.shard == nil && options.only.isEmpty
        let unused = wholeSuite ? suite.unusedReferences(of: specs, outcomes: outcomes) : []
        let specFiles = Dictionary(uniqueKeysWithValues: specs.map { ($0.name, $0.file) })
        let accept = { (outcome: VariantOutcome) in
            acceptCommand(outcome, specFile: specFiles[outcome.variant.spec] ?? options.specs[0], options: options)
        }
        for outcome in outcomes where outcome.status != .passed {
            print(
                "\(outcome.status.rawValue.uppercased()) \(outcome.variant.id)"
                    + (outcome.message.map { ": " + $0 } ?? ""))
            // The first five changes and the count of unchanged elements, which comes last.
            let changes = outcome.structuralChanges
            let shown =
                changes.count > 6
                ? Array(changes.prefix(5)) + ["... and \(changes.count - 6) more", changes[changes.count - 1]] : changes
            for change in shown { print("  structure: " + change) }
            if outcome.status == .changed || outcome.status == .new {
                print("  accept: " + accept(outcome))
            }
            if outcome.interruptedWrite { print("  repair: " + accept(outcome)) }
        }
        for url in unused { print("UNUSED \(url.path): no variant renders this reference") }
        // One decision per cause: the changed and new variants grouped.
        let groups = ChangeGroups(outcomes: outcomes)
        for group in groups.groups { print("GROUP \(group.number): \(group.details)") }
        VariantLint.report(outcomes.flatMap(\.lint))
        var counts: [String] = []
        for status in [VariantOutcome.Status.passed, .changed, .new, .recorded, .failed] {
            let count = outcomes.filter { $0.status == status }.count
            if count > 0 { counts.append("\(count) \(status.rawValue)") }
        }
        print(
            "\(outcomes.count) variants\(options.shard.map { " (shard \($0))" } ?? ""): \(counts.isEmpty ? "none" : counts.joined(separator: ", ")) in \(String(format: "%.2f", seconds)) s with \(options.jobs) job\(options.jobs == 1 ? "" : "s")"
        )
        if let junit = options.junit {
            try writeAtomically(
                JUnitReport.xml(outcomes, suiteName: "cellsnap \(verb)", lint: options.look.lint.lint),
                to: URL(fileURLWithPath: junit), as: junit,
                creatingFolder: false)
            print("Wrote \(junit)")
        }
        if let report {
            let acceptFromReport = { (selection: AcceptSelection) in
                (["cellsnap", "accept", report] + selection.arguments).map(shellQuoted).joined(separator: " ")
            }
            try ReviewReport(
                outcomes: outcomes, unused: unused, command: options.command(verb),
                snapshots: options.configuration.snapshots, accept: acceptFromReport
            ).write(to: URL(fileURLWithPath: report, isDirectory: true))
            print("Wrote \(report)/index.html")
            if !groups.groups.isEmpty {
                print(
                    "Accept a group from the report, without drawing again: cellsnap accept \(shellQuoted(report)) --group N (or --only ID..., --all)"
                )
            }
        }
        return outcomes
    }

    /// The command that records `outcome`'s variant as its new reference.
    static func acceptCommand(_ outcome: VariantOutcome, specFile: String, options: SuiteOptions) -> String {
        (["cellsnap", "record", shellQuoted(specFile), "--snapshots", shellQuoted(options.snapshots)]
            + options.look.arguments + ["--only", shellQuoted(outcome.variant.id)]).joined(separator: " ")
    }
}
