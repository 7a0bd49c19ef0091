import Foundation
import FoundationXML
import Testing

/// A cell whose one-line title fits at the Large size and is ellipsised at AX5.
private let inboxSpec = """
    name: inbox
    width: 320
    cell:
      content: {text: Notifications, secondaryText: Sounds, numberOfLines: 1}
      accessories: [disclosureIndicator]
    variants:
      sizes: [L, AX5]
      directions: [ltr, rtl]
    """

private func folder(with spec: String = inboxSpec) throws -> URL {
    let folder = try CLI.temporaryDirectory()
    try Data(spec.utf8).write(to: folder.appendingPathComponent("inbox.yaml"))
    return folder
}

/// The `lint:` lines of a command's standard error.
private func lintLines(_ result: CLIResult) -> [String] {
    result.stderr.split(separator: "\n").map(String.init).filter { $0.hasPrefix("lint: ") }
}

private let truncatedAtAX5 =
    "lint: truncated-text warning inbox.normal-AX5@3x cell/text \"Notifications\" (16, 11, 256.667x63.333): ellipsised: shows 1 of 2 lines"
private let truncatedAtAX5RightToLeft =
    "lint: truncated-text warning inbox.normal-AX5-rtl@3x cell/text \"Notifications\" (47.333, 11, 256.667x63.333): ellipsised: shows 1 of 2 lines"
/// iOS's secondary label colour, #3C3C43 at 60 %, on white.
private let secondaryContrast =
    "lint: system-color-contrast warning inbox.normal@3x cell/secondaryText \"Sounds\" (16, 31.667, 270x20.333): contrast 3.43:1 of #8A8A8E on #FFFFFF; WCAG AA asks 4.5:1 of 17 pt regular text"

@Suite struct LintCommandTests {
    /// `render` prints the findings of the variant it draws; `--lint error` makes them exit code 1.
    static let renderCases: [(flags: [String], exitCode: Int32, lines: [String])] = [
        (["--lint", "warn"], 0, [truncatedAtAX5RightToLeft]),
        ([], 0, [truncatedAtAX5RightToLeft]),
        (["--lint", "error"], 1, [truncatedAtAX5RightToLeft]),
        (["--lint", "off"], 0, []),
        (["--lint", "error", "--lint-off", "truncated-text"], 0, []),
    ]

    @Test(arguments: renderCases)
    func renderReportsTheVariantsFindings(flags: [String], exitCode: Int32, lines: [String]) throws {
        let folder = try folder()
        let result = try CLI.run(
            ["render", "inbox.yaml", "--variant", "normal-AX5-rtl@3x", "-o", "inbox.png"] + flags, in: folder)
        #expect(result.exitCode == exitCode)
        #expect(lintLines(result) == lines)
        // The image is written either way: the lint never changes what is drawn.
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("inbox.png").path))
    }

    @Test func galleryReportsEveryVariantSorted() throws {
        // --lint-strict judges the system's own secondaryLabel too, which the default leaves alone.
        #expect(
            lintLines(try CLI.run(["gallery", "inbox.yaml", "-o", "sheet.png"], in: try folder())) == [
                truncatedAtAX5RightToLeft, truncatedAtAX5,
            ])
        let result = try CLI.run(["gallery", "inbox.yaml", "-o", "sheet.png", "--lint-strict"], in: try folder())
        #expect(result.exitCode == 0)
        #expect(
            lintLines(result) == [
                truncatedAtAX5RightToLeft, truncatedAtAX5,
                "lint: system-color-contrast warning inbox.normal-rtl@3x cell/secondaryText \"Sounds\" (34, 31.667, 270x20.333): contrast 3.43:1 of #8A8A8E on #FFFFFF; WCAG AA asks 4.5:1 of 17 pt regular text",
                secondaryContrast,
            ])
        let failing = try CLI.run(["gallery", "inbox.yaml", "-o", "sheet.png", "--lint", "error"], in: try folder())
        #expect(failing.exitCode == 1)
    }

    /// Matching references pass, unless the lint mode is `error` and there are findings; JUnit
    /// carries the findings as the test case's standard error, and as a `lint` failure in error mode.
    @Test func verifyFailsOnFindingsOnlyInErrorMode() throws {
        let folder = try folder()
        #expect(
            try CLI.run(["record", "inbox.yaml", "--snapshots", "refs", "--lint", "off"], in: folder).exitCode == 0)
        let warn = try CLI.run(
            ["verify", "inbox.yaml", "--snapshots", "refs", "--junit", "warn.xml", "--lint-strict"], in: folder)
        #expect(warn.exitCode == 0)
        #expect(lintLines(warn).count == 4)
        let error = try CLI.run(
            [
                "verify", "inbox.yaml", "--snapshots", "refs", "--lint", "error", "--junit", "error.xml",
                "--lint-strict",
            ],
            in: folder)
        #expect(error.exitCode == 1)
        #expect(lintLines(error) == lintLines(warn))
        let quiet = try CLI.run(
            [
                "verify", "inbox.yaml", "--snapshots", "refs", "--lint", "error", "--lint-off", "truncated-text",
                "--lint-strict", "--lint-off", "system-color-contrast",
            ], in: folder)
        #expect(quiet.exitCode == 0)
        #expect(lintLines(quiet) == [])

        let warnXML = try String(contentsOf: folder.appendingPathComponent("warn.xml"), encoding: .utf8)
        #expect(warnXML.contains("failures=\"0\""))
        #expect(
            warnXML.contains(
                "<testcase classname=\"inbox\" name=\"normal-AX5@3x\" time=\"")
        )
        #expect(
            warnXML.contains(
                "<system-err>lint: truncated-text warning inbox.normal-AX5@3x cell/text &quot;Notifications&quot; (16, 11, 256.667x63.333): ellipsised: shows 1 of 2 lines</system-err>"
            ))
        let errorXML = try String(contentsOf: folder.appendingPathComponent("error.xml"), encoding: .utf8)
        #expect(errorXML.contains("<testsuites name=\"cellsnap verify\" tests=\"4\" failures=\"4\""))
        #expect(errorXML.contains("<failure type=\"lint\" message=\"1 lint finding\">"))
        #expect(XMLParser(data: Data(errorXML.utf8)).parse())
    }

    @Test func aSpecTurnsRulesOff() throws {
        let spec = inboxSpec + "\nlint: {off: [truncated-text, contrast]}\n"
        let result = try CLI.run(
            ["gallery", "inbox.yaml", "-o", "sheet.png", "--lint", "error"], in: try folder(with: spec))
        #expect(result.exitCode == 0)
        #expect(lintLines(result) == [])
    }

    @Test(arguments: [
        (
            "lint: {off: [contrst]}",
            "inbox.yaml:9:14: lint.off[0]: unknown lint rule 'contrst'; did you mean 'contrast'?"
        ),
        (
            "lint: {on: [contrast]}",
            "inbox.yaml:9:8: lint.on: unknown key 'on' in the lint settings; did you mean 'off'?"
        ),
    ])
    func aSpecNamingAnUnknownRuleIsRefused(line: String, message: String) throws {
        let result = try CLI.run(
            ["render", "inbox.yaml", "-o", "x.png"], in: try folder(with: inboxSpec + "\n" + line + "\n"))
        #expect(result.exitCode == 2)
        #expect(result.stderr.hasPrefix("Error: " + message))
    }

    static let usageErrors: [(arguments: [String], message: String)] = [
        (["render", "inbox.yaml", "-o", "x.png", "--lint", "loud"], "'loud'"),
        (["render", "inbox.yaml", "-o", "x.png", "--lint-off", "contrasts"], "'contrasts'"),
        (["gallery", "-o", "demo.png", "--lint", "error"], "the demo gallery (no specs given) is not linted"),
        (["render", "inbox.yaml", "--accessibility", "--lint", "warn"], "--accessibility draws nothing"),
        (
            ["review", "inbox.yaml", "--snapshots", "refs", "--lint", "error"],
            "review exits 0 whenever the report is written"
        ),
    ]

    @Test(arguments: usageErrors)
    func lintOptionsThatCannotApplyAreUsageErrors(arguments: [String], message: String) throws {
        let result = try CLI.run(arguments, in: try folder())
        #expect(result.exitCode == 64)
        #expect(result.stderr.contains(message))
    }
}
