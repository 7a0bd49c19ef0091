import ArgumentParser
import CellSnapSuite
import Foundation
import SpecSuites

/// `cellsnap accept REPORT_DIR --group N | --only ID... | --all`: accepts changes from a saved
/// review report, without drawing again.
struct Accept: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract:
            "Accept changes from a saved review report: its actual images become the references, without drawing again.",
        discussion: """
            REPORT_DIR is a folder written by `cellsnap review -o DIR` or `cellsnap verify --report DIR`. The actual \
            images it shows (and their structural texts) are written as the references, atomically, each only if \
            the reference is still the one the report was made against; a reference changed since is refused by \
            name, and then nothing is written. Exits 0 when the variants are accepted, 2 when the report cannot be \
            read, names no such group or variant, or is stale, and 64 on a usage error.
            """)

    @Argument(help: ArgumentHelp("The review report folder.", valueName: "report-dir"))
    var report: String

    @Option(
        help: ArgumentHelp(
            "Accept the variants of this group (the numbers the report and verify give).", valueName: "n"))
    var group: Int?

    @Option(
        parsing: .upToNextOption,
        help: ArgumentHelp("Accept these variants (spec.variant, as the report names them).", valueName: "id"))
    var only: [String] = []

    @Flag(help: "Accept every changed and new variant of the report.")
    var all = false

    func validate() throws {
        let chosen = (group == nil ? 0 : 1) + (only.isEmpty ? 0 : 1) + (all ? 1 : 0)
        guard chosen == 1 else {
            throw ValidationError(
                chosen == 0
                    ? "say what to accept: --group N, --only ID... or --all."
                    : "give only one of --group, --only and --all.")
        }
        if let group, group < 1 { throw ValidationError("--group '\(group)' must be a group number, 1 or more.") }
    }

    func run() throws {
        try Exit.reportingFailures {
            let acceptance = try ReportAcceptance(folder: URL(fileURLWithPath: report, isDirectory: true), as: report)
            let selection: AcceptSelection = group.map { .group($0) } ?? (all ? .all : .only(only))
            let variants = try acceptance.variants(for: selection)
            guard !variants.isEmpty else {
                print("Nothing to accept: the report '\(report)' has no changed or new variants.")
                return
            }
            let accepted = try acceptance.accept(variants)
            let here = FileManager.default.currentDirectoryPath + "/"
            for item in accepted {
                let path =
                    item.reference.path.hasPrefix(here)
                    ? String(item.reference.path.dropFirst(here.count)) : item.reference.path
                print("\(item.wasAlreadyAccepted ? "already accepted" : "accepted") \(item.id): \(path)")
            }
            let written = accepted.filter { !$0.wasAlreadyAccepted }.count
            let what =
                group.flatMap { number in
                    acceptance.data.groups.first { $0.number == number }.map { " (\($0.summary))" }
                }
                ?? ""
            print(
                "Accepted \(written) variant\(written == 1 ? "" : "s") from \(report)\(what)"
                    + (written == accepted.count ? "" : "; \(accepted.count - written) already accepted"))
        }
    }
}
