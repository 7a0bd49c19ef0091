import CellSnapSuite
import Foundation

/// JUnit XML: one test suite per spec, one test case per variant; changed, new and failed
/// variants are failures whose type is the status and whose text holds the evidence and the
/// structural changes. A variant's warnings (symbols drawn as placeholders) are its test case's
/// `<system-err>`, one `warning: ...` line each, then its lint findings, one `lint:` line each (CI test
/// reporters show it with the test case); when the lint mode is ``LintMode/error``, a variant
/// with findings is also a failure of type `lint`. Changed and new variants are grouped by cause
/// (``ChangeGroups``): each test suite's `<system-out>` gives the groups of its spec one line each,
/// as the terminal does, and a grouped variant's failure names its group.
public enum JUnitReport {
    /// The report of `outcomes` under a root `<testsuites>` named `suiteName`.
    public static func xml(_ outcomes: [VariantOutcome], suiteName: String, lint: LintMode = .warn) -> Data {
        var lines = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>"]
        let failures = outcomes.filter { $0.fails(lint: lint) }.count
        let total = outcomes.map(\.seconds).reduce(0, +)
        lines.append(
            "<testsuites name=\"\(escape(suiteName))\" tests=\"\(outcomes.count)\" failures=\"\(failures)\" time=\"\(time(total))\">"
        )
        let groups = ChangeGroups(outcomes: outcomes)
        let bySpec = Dictionary(grouping: outcomes, by: \.variant.spec)
        for spec in bySpec.keys.sorted() {
            let cases = bySpec[spec]!
            lines.append(
                "  <testsuite name=\"\(escape(spec))\" tests=\"\(cases.count)\" failures=\"\(cases.filter { $0.fails(lint: lint) }.count)\" time=\"\(time(cases.map(\.seconds).reduce(0, +)))\">"
            )
            for outcome in cases {
                let open =
                    "    <testcase classname=\"\(escape(spec))\" name=\"\(escape(outcome.variant.name))\" time=\"\(time(outcome.seconds))\""
                let lintLines = VariantLint.lines(outcome.lint)
                let errorLines = outcome.warnings.map { "warning: " + $0 } + lintLines
                guard outcome.fails(lint: lint) || !errorLines.isEmpty else {
                    lines.append(open + "/>")
                    continue
                }
                lines.append(open + ">")
                if outcome.failsTheSuite {
                    let message = "\(outcome.status.rawValue): \(outcome.message ?? "")"
                    let group = groups.number(of: outcome.variant.id).map { [groups.groups[$0 - 1].summary] } ?? []
                    lines.append(
                        "      <failure type=\"\(outcome.status.rawValue)\" message=\"\(escape(message))\">\(escape(([message] + group + outcome.structuralChanges).joined(separator: "\n")))</failure>"
                    )
                } else if lint == .error, !lintLines.isEmpty {
                    let message = "\(lintLines.count) lint finding\(lintLines.count == 1 ? "" : "s")"
                    lines.append(
                        "      <failure type=\"lint\" message=\"\(escape(message))\">\(escape(lintLines.joined(separator: "\n")))</failure>"
                    )
                }
                if !errorLines.isEmpty {
                    lines.append("      <system-err>\(escape(errorLines.joined(separator: "\n")))</system-err>")
                }
                lines.append("    </testcase>")
            }
            let specGroups = groups.groups.filter { $0.specs.contains(spec) }.map(\.summary)
            if !specGroups.isEmpty {
                lines.append("    <system-out>\(escape(specGroups.joined(separator: "\n")))</system-out>")
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
        let allowed = String(
            String.UnicodeScalarView(text.unicodeScalars.map { $0.value < 0x20 && $0 != "\n" && $0 != "\t" ? "?" : $0 })
        )
        return ReviewPage.escapeHTML(allowed)
    }
}
