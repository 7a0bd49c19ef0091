import Foundation
import Pixels
import Testing

/// A value cell in 32 variants: four states, light and dark, two text sizes, both directions, at 1x.
private let matrixSpec = """
    name: wifi
    width: 240
    cell:
      content: {type: valueCell, text: Wi-Fi, secondaryText: Home, image: wifi}
      accessories: [disclosureIndicator]
    variants:
      states: [normal, selected, highlighted, disabled]
      appearances: [light, dark]
      sizes: [L, AX3]
      directions: [ltr, rtl]
      scales: [1]
    """

/// The spec with rules that change two things, each in its own variants: the title's colour when
/// selected, the value's text when disabled.
private func specWithRules(selectedColor: String = "systemRed") -> String {
    matrixSpec.replacingOccurrences(
        of: "  accessories: [disclosureIndicator]\n",
        with: """
              accessories: [disclosureIndicator]
              when:
                - state: [selected]
                  content: {textColor: \(selectedColor)}
                - state: [disabled]
                  content: {secondaryText: 'Off'}

            """)
}

/// The 32 ids of the matrix, as `wifi.<state>[-dark][-AX3][-rtl]@1x`.
private func ids(
    states: [String] = ["normal", "selected", "highlighted", "disabled"], appearances: [String] = ["", "-dark"]
)
    -> [String]
{
    states.flatMap { state in
        appearances.flatMap { appearance in
            ["", "-AX3"].flatMap { size in ["", "-rtl"].map { "wifi.\(state)\(appearance)\(size)\($0)@1x" } }
        }
    }.sorted()
}

/// Every file under `folder`, by its path relative to it, with its bytes.
private func files(in folder: URL) throws -> [String: Data] {
    var result: [String: Data] = [:]
    let names = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
    for name in names where !name.hasSuffix("/") {
        var isFolder: ObjCBool = false
        let url = folder.appendingPathComponent(name)
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue {
            result[name] = try Data(contentsOf: url)
        }
    }
    return result
}

/// The files of the references of `ids` (image and structural text), relative to the snapshot folder.
private func referenceFiles(_ ids: [String]) -> Set<String> {
    Set(ids.flatMap { id in ["png", "txt"].map { "wifi/\(id).\($0)" } })
}

private func write(_ text: String, to folder: URL) throws {
    try Data(text.utf8).write(to: folder.appendingPathComponent("wifi.yaml"))
}

private func groupLines(_ stdout: String) -> [String] {
    stdout.split(separator: "\n").map(String.init).filter { $0.hasPrefix("GROUP ") }
}

/// Changed variants grouped by their cause, and `cellsnap accept` from the saved report.
@Suite struct ReviewGroupTests {
    @Test func oneTextChangeAcrossA32VariantMatrixIsOneGroupOf32AcceptedAsRecordWouldWriteIt() throws {
        let folder = try CLI.temporaryDirectory()
        try write(matrixSpec, to: folder)
        #expect(try CLI.run(["record", "wifi.yaml", "--snapshots", "refs"], in: folder).exitCode == 0)
        try write(matrixSpec.replacingOccurrences(of: "text: Wi-Fi,", with: "text: WLAN,"), to: folder)
        let verify = try CLI.run(
            [
                "verify", "wifi.yaml", "--snapshots", "refs", "--artifacts", "artifacts", "--report", "report",
                "--junit", "junit.xml",
            ], in: folder)
        #expect(verify.exitCode == 1)
        #expect(verify.stdout.contains("32 variants: 32 changed in "))
        let group =
            "32 variants of wifi (state, appearance, size, direction): row 'Wi-Fi': text 'Wi-Fi' → 'WLAN'"
        #expect(groupLines(verify.stdout) == ["GROUP 1: " + group])
        #expect(
            verify.stdout.hasSuffix(
                "Wrote report/index.html\nAccept a group from the report, without drawing again: cellsnap accept report --group N (or --only ID..., --all)\n"
            ))
        // JUnit says the same, one line per group, and names the group of each failure.
        let junit = try String(contentsOf: folder.appendingPathComponent("junit.xml"), encoding: .utf8)
        let escaped = group.replacingOccurrences(of: "'", with: "&#39;")
        #expect(junit.contains("    <system-out>group 1: \(escaped)</system-out>\n  </testsuite>"))
        #expect(junit.components(separatedBy: "\ngroup 1: \(escaped)\n").count == 33)

        // Accepting the group writes what recording the changed spec writes, byte for byte.
        let accept = try CLI.run(["accept", "report", "--group", "1"], in: folder)
        #expect(accept.exitCode == 0, "\(accept.stderr)")
        #expect(accept.stdout.split(separator: "\n").count == 33)
        #expect(
            accept.stdout.contains("accepted wifi.normal-dark-AX3-rtl@1x: refs/wifi/wifi.normal-dark-AX3-rtl@1x.png\n"))
        #expect(accept.stdout.hasSuffix("Accepted 32 variants from report (group 1: \(group))\n"))
        #expect(try CLI.run(["record", "wifi.yaml", "--snapshots", "recorded"], in: folder).exitCode == 0)
        let accepted = try files(in: folder.appendingPathComponent("refs"))
        #expect(accepted.count == 64)
        #expect(accepted == (try files(in: folder.appendingPathComponent("recorded"))))
        let after = try CLI.run(["verify", "wifi.yaml", "--snapshots", "refs", "--artifacts", "artifacts"], in: folder)
        #expect(after.exitCode == 0)
        #expect(after.stdout.contains("32 variants: 32 passed in "))

        // Accepting again finds every reference already accepted and writes nothing.
        let again = try CLI.run(["accept", "report", "--all"], in: folder)
        #expect(again.exitCode == 0)
        #expect(again.stdout.hasSuffix("Accepted 0 variants from report; 32 already accepted\n"))
        #expect(try files(in: folder.appendingPathComponent("refs")) == accepted)
    }

    @Test func twoIndependentChangesAreTwoGroupsAcceptedOneAtATimeAndAStaleReportIsRefused() throws {
        let folder = try CLI.temporaryDirectory()
        try write(matrixSpec, to: folder)
        #expect(try CLI.run(["record", "wifi.yaml", "--snapshots", "refs"], in: folder).exitCode == 0)
        try write(specWithRules(), to: folder)
        let review = try CLI.run(
            ["review", "wifi.yaml", "--snapshots", "refs", "--artifacts", "artifacts", "-o", "report"], in: folder)
        #expect(review.exitCode == 0)
        #expect(review.stdout.contains("32 variants: 16 passed, 16 changed in "))
        // The colour differs between light and dark; the group does not.
        #expect(
            groupLines(review.stdout) == [
                "GROUP 1: 8 variants of wifi (appearance, size, direction): row 'Wi-Fi': secondary text 'Home' → 'Off'",
                "GROUP 2: 8 variants of wifi (appearance, size, direction): row 'Wi-Fi': text 'Wi-Fi' colour changed",
            ])
        let disabled = ids(states: ["disabled"]), selected = ids(states: ["selected"])

        // Accepting group 1 writes exactly its 8 references (image and text) and nothing else.
        let before = try files(in: folder.appendingPathComponent("refs"))
        let accept = try CLI.run(["accept", "report", "--group", "1"], in: folder)
        #expect(accept.exitCode == 0, "\(accept.stderr)")
        #expect(
            accept.stdout.hasSuffix(
                "Accepted 8 variants from report (group 1: 8 variants of wifi (appearance, size, direction): row 'Wi-Fi': secondary text 'Home' → 'Off')\n"
            ))
        let after = try files(in: folder.appendingPathComponent("refs"))
        #expect(Set(after.keys) == Set(before.keys) && after.count == 64)
        #expect(Set(after.keys.filter { after[$0] != before[$0] }) == referenceFiles(disabled))
        #expect(try CLI.run(["record", "wifi.yaml", "--snapshots", "recorded"], in: folder).exitCode == 0)
        let recorded = try files(in: folder.appendingPathComponent("recorded"))
        #expect(referenceFiles(disabled).allSatisfy { after[$0] == recorded[$0] })
        let verify = try CLI.run(
            ["verify", "wifi.yaml", "--snapshots", "refs", "--artifacts", "artifacts"], in: folder)
        #expect(verify.stdout.contains("32 variants: 24 passed, 8 changed in "))
        #expect(
            groupLines(verify.stdout) == [
                "GROUP 1: 8 variants of wifi (appearance, size, direction): row 'Wi-Fi': text 'Wi-Fi' colour changed"
            ])

        // A reference of group 2 recorded anew since the report: the group is refused, by name, and nothing is written.
        try write(specWithRules(selectedColor: "systemGreen"), to: folder)
        #expect(
            try CLI.run(["record", "wifi.yaml", "--snapshots", "refs", "--only", "wifi.selected-dark@1x"], in: folder)
                .exitCode == 0)
        let staleBefore = try files(in: folder.appendingPathComponent("refs"))
        let stale = try CLI.run(["accept", "report", "--group", "2"], in: folder)
        #expect(stale.exitCode == 2)
        #expect(
            stale.stderr
                == "Error: the review report 'report' is stale: the reference of wifi.selected-dark@1x (\(folder.standardizedFileURL.path)/refs/wifi/wifi.selected-dark@1x.png) changed since it was made; nothing was accepted. Make the report again (cellsnap review wifi.yaml --snapshots refs)\n"
        )
        #expect(stale.stdout.isEmpty)
        #expect(try files(in: folder.appendingPathComponent("refs")) == staleBefore)
        // The other variants of the group can still be accepted one by one.
        let others = selected.filter { $0 != "wifi.selected-dark@1x" }
        let only = try CLI.run(["accept", "report", "--only"] + others, in: folder)
        #expect(only.exitCode == 0, "\(only.stderr)")
        #expect(only.stdout.hasSuffix("Accepted 7 variants from report\n"))
    }

    @Test func aPixelOnlyChangeGroupsByTheElementItIsIn() throws {
        let folder = try CLI.temporaryDirectory()
        try write(matrixSpec, to: folder)
        #expect(try CLI.run(["record", "wifi.yaml", "--snapshots", "refs"], in: folder).exitCode == 0)
        // The light references get another colour in the middle of the wifi symbol: their pixels
        // differ from a render, their structure (and the text the image vouches for) does not.
        let light = ids(appearances: [""])
        for id in light {
            let png = folder.appendingPathComponent("refs/wifi/\(id).png")
            let structure = try String(
                contentsOf: folder.appendingPathComponent("refs/wifi/\(id).txt"), encoding: .utf8)
            let line = try #require(structure.split(separator: "\n").first { $0.hasPrefix("  image symbol wifi (") })
            let numbers = line.split(separator: "(")[1].split(separator: ")")[0]
                .split(whereSeparator: { ", x".contains($0) }).compactMap { Double($0) }
            let (x, y, width, height) = (Int(numbers[0]), Int(numbers[1]), Int(numbers[2]), Int(numbers[3]))
            var decoded = try PNG.read(contentsOf: png)
            for row in (y + height / 2 - 2)..<(y + height / 2 + 2) {
                for column in (x + width / 2 - 2)..<(x + width / 2 + 2) {
                    decoded.image[column, row] = RGBA(red: 255, green: 45, blue: 85, alpha: 255)
                }
            }
            try PNG.encode(decoded.image, text: decoded.text).write(to: png)
        }
        let verify = try CLI.run(
            ["verify", "wifi.yaml", "--snapshots", "refs", "--artifacts", "artifacts", "--report", "report"], in: folder
        )
        #expect(verify.exitCode == 1)
        #expect(verify.stdout.contains("32 variants: 16 passed, 16 changed in "))
        #expect(
            groupLines(verify.stdout) == [
                "GROUP 1: 16 variants of wifi (state, size, direction): row 'Wi-Fi': image wifi: pixels changed, the structure did not"
            ])
        let accept = try CLI.run(["accept", "report", "--group", "1"], in: folder)
        #expect(accept.exitCode == 0, "\(accept.stderr)")
        #expect(
            try CLI.run(["verify", "wifi.yaml", "--snapshots", "refs", "--artifacts", "artifacts"], in: folder).exitCode
                == 0)
    }

    @Test func acceptRefusesWhatItCannotDoAndNamesTheInput() throws {
        let folder = try CLI.temporaryDirectory()
        try write(matrixSpec.replacingOccurrences(of: "sizes: [L, AX3]", with: "sizes: [L]"), to: folder)
        #expect(
            try CLI.run(["record", "wifi.yaml", "--snapshots", "refs", "--only", "wifi.normal@1x"], in: folder).exitCode
                == 0)
        let review = try CLI.run(
            [
                "review", "wifi.yaml", "--snapshots", "refs", "--artifacts", "artifacts", "-o", "report", "--only",
                "wifi.normal@1x",
                "wifi.selected@1x",
            ],
            in: folder)
        #expect(review.stdout.contains("2 variants: 1 passed, 1 new in "))
        #expect(groupLines(review.stdout) == ["GROUP 1: 1 variant of wifi: no reference yet: new variants of wifi"])
        try Data("<html>no data</html>".utf8).write(to: folder.appendingPathComponent("page.html"))
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("not-a-report"), withIntermediateDirectories: true)
        try Data("<html>no data</html>".utf8).write(to: folder.appendingPathComponent("not-a-report/index.html"))
        let cases: [(arguments: [String], exitCode: Int32, error: String)] = [
            (["report"], 64, "Error: say what to accept: --group N, --only ID... or --all."),
            (["report", "--group", "1", "--all"], 64, "Error: give only one of --group, --only and --all."),
            (["report", "--group", "0"], 64, "Error: --group '0' must be a group number, 1 or more."),
            (["missing", "--all"], 2, "Error: the review report 'missing' is not a folder"),
            (["page.html", "--all"], 2, "Error: the review report 'page.html' is not a folder"),
            (
                ["not-a-report", "--all"], 2,
                "Error: the review report 'not-a-report' has no report data in its index.html (is it a cellsnap review report?)"
            ),
            (["report", "--group", "2"], 2, "Error: the review report 'report' has no group 2; it has group 1"),
            (
                ["report", "--only", "wifi.nope@1x"], 2,
                "Error: the review report 'report' has no variant 'wifi.nope@1x'"
            ),
            (
                ["report", "--only", "wifi.normal@1x"], 2,
                "Error: the review report 'report' shows 'wifi.normal@1x' as passed; only changed and new variants can be accepted"
            ),
        ]
        for (arguments, exitCode, error) in cases {
            let result = try CLI.run(["accept"] + arguments, in: folder)
            #expect(result.exitCode == exitCode, "\(arguments)")
            #expect(result.stderr.split(separator: "\n").first.map(String.init) == error, "\(arguments)")
        }
        // A damaged image in the report is refused, by name, and nothing is written.
        let data = try String(contentsOf: folder.appendingPathComponent("report/index.html"), encoding: .utf8)
        let actual = try #require(data.firstMatch(of: /"actual":"images\\\/([0-9a-f]{64})\.png"/)).output.1
        try Data("not a png".utf8).write(to: folder.appendingPathComponent("report/images/\(actual).png"))
        let damaged = try CLI.run(["accept", "report", "--group", "1"], in: folder)
        #expect(damaged.exitCode == 2)
        #expect(
            damaged.stderr
                == "Error: the review report 'report' has a damaged images/\(actual).png (the file of 'wifi.selected@1x'): its SHA-256 is not its name\n"
        )
        #expect(
            !FileManager.default.fileExists(
                atPath: folder.appendingPathComponent("refs/wifi/wifi.selected@1x.png").path))
    }
}
