import ArgumentParser
import CellSnapTesting
import CellSpec
import Dispatch
import Foundation

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
            if outcomes.contains(where: \.failsTheSuite) { throw Exit.differences }
        }
    }
}

/// `cellsnap record SPEC... --snapshots DIR`: writes every variant as its reference.
struct Record: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Render every variant of the specs and write it as its reference image.",
        discussion: "Use --only to accept single variants, as the review report's accept commands do. Files are written atomically.")

    @OptionGroup var options: SuiteOptions

    func run() throws {
        try Exit.reportingFailures {
            let outcomes = try SuiteCommand.run(options, mode: .all, verb: "record", report: nil)
            if outcomes.contains(where: { $0.status == .failed }) { throw Exit.differences }
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

    func run() throws {
        try Exit.reportingFailures {
            _ = try SuiteCommand.run(options, mode: .never, verb: "review", report: output)
        }
    }
}

enum SuiteCommand {
    static func run(_ options: SuiteOptions, mode: RecordMode, verb: String, report: String?) throws -> [VariantOutcome] {
        let start = DispatchTime.now().uptimeNanoseconds
        let specs = try SpecInput.load(options.specs)
        let suite = SuiteRun(options: options, mode: mode, verb: verb)
        let variants = try suite.selectedVariants(of: specs)
        let outcomes = suite.run(variants)
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        let wholeSuite = options.shard == nil && options.only.isEmpty
        let unused = wholeSuite ? suite.unusedReferences(of: specs, outcomes: outcomes) : []
        let specFiles = Dictionary(uniqueKeysWithValues: specs.map { ($0.name, $0.file) })
        let accept = { (outcome: VariantOutcome) in acceptCommand(outcome, specFile: specFiles[outcome.variant.spec] ?? options.specs[0], options: options) }
        for outcome in outcomes where outcome.status != .passed {
            print("\(outcome.status.rawValue.uppercased()) \(outcome.variant.id)" + (outcome.message.map { ": " + $0 } ?? ""))
            if outcome.status == .changed || outcome.status == .new {
                print("  accept: " + accept(outcome))
            }
        }
        for url in unused { print("UNUSED \(url.path): no variant renders this reference") }
        var counts: [String] = []
        for status in [VariantOutcome.Status.passed, .changed, .new, .recorded, .failed] {
            let count = outcomes.filter { $0.status == status }.count
            if count > 0 { counts.append("\(count) \(status.rawValue)") }
        }
        print("\(outcomes.count) variants\(options.shard.map { " (shard \($0))" } ?? ""): \(counts.isEmpty ? "none" : counts.joined(separator: ", ")) in \(String(format: "%.2f", seconds)) s with \(options.jobs) job\(options.jobs == 1 ? "" : "s")")
        if let junit = options.junit {
            try JUnitReport.xml(outcomes, suiteName: "cellsnap \(verb)").writeAtomically(to: URL(fileURLWithPath: junit), as: junit)
            print("Wrote \(junit)")
        }
        if let report {
            try ReviewReport(outcomes: outcomes, unused: unused, command: options.command(verb), accept: accept).write(to: URL(fileURLWithPath: report, isDirectory: true))
            print("Wrote \(report)/index.html")
        }
        return outcomes
    }

    /// The command that records `outcome`'s variant as its new reference.
    static func acceptCommand(_ outcome: VariantOutcome, specFile: String, options: SuiteOptions) -> String {
        "cellsnap record \(shellQuoted(specFile)) --snapshots \(shellQuoted(options.snapshots)) --only \(shellQuoted(outcome.variant.id))"
    }
}

/// JUnit XML: one test suite per spec, one test case per variant.
enum JUnitReport {
    static func xml(_ outcomes: [VariantOutcome], suiteName: String) -> Data {
        var lines = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>"]
        let failures = outcomes.filter(\.failsTheSuite).count
        let total = outcomes.map(\.seconds).reduce(0, +)
        lines.append("<testsuites name=\"\(escape(suiteName))\" tests=\"\(outcomes.count)\" failures=\"\(failures)\" time=\"\(time(total))\">")
        let bySpec = Dictionary(grouping: outcomes, by: \.variant.spec)
        for spec in bySpec.keys.sorted() {
            let cases = bySpec[spec]!
            lines.append("  <testsuite name=\"\(escape(spec))\" tests=\"\(cases.count)\" failures=\"\(cases.filter(\.failsTheSuite).count)\" time=\"\(time(cases.map(\.seconds).reduce(0, +)))\">")
            for outcome in cases {
                let open = "    <testcase classname=\"\(escape(spec))\" name=\"\(escape(outcome.variant.name))\" time=\"\(time(outcome.seconds))\""
                if outcome.failsTheSuite {
                    let message = "\(outcome.status.rawValue): \(outcome.message ?? "")"
                    lines.append(open + ">")
                    lines.append("      <failure type=\"\(outcome.status.rawValue)\" message=\"\(escape(message))\">\(escape(([message] + outcome.structuralChanges).joined(separator: "\n")))</failure>")
                    lines.append("    </testcase>")
                } else {
                    lines.append(open + "/>")
                }
            }
            lines.append("  </testsuite>")
        }
        lines.append("</testsuites>")
        return Data((lines.joined(separator: "\n") + "\n").utf8)
    }

    private static func time(_ seconds: Double) -> String { String(format: "%.3f", seconds) }

    /// `text` for an XML attribute or element: the HTML escapes (valid XML too), and control
    /// characters XML 1.0 cannot hold replaced by `?`.
    static func escape(_ text: String) -> String {
        let allowed = String(String.UnicodeScalarView(text.unicodeScalars.map { $0.value < 0x20 && $0 != "\n" && $0 != "\t" ? "?" : $0 }))
        return ReviewPage.escapeHTML(allowed)
    }
}
