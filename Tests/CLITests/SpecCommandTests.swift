import Foundation
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// A small spec with a 2 x 2 x 2 matrix (8 variants), written into a fresh folder.
private func specFolder(_ text: String = defaultSpec, name: String = "wifi.yaml") throws -> URL {
    let folder = try CLI.temporaryDirectory()
    try Data(text.utf8).write(to: folder.appendingPathComponent(name))
    return folder
}

private let defaultSpec = """
    name: wifi
    width: 320
    cell:
      content: {type: valueCell, text: Wi-Fi, secondaryText: Home, image: wifi}
      accessories: [disclosureIndicator]
    variants:
      states: [normal, selected]
      appearances: [light, dark]
      directions: [ltr, rtl]
      scales: [2]
    """

/// The test cases of a JUnit report, as `classname.name`, after checking that it is well-formed XML.
private func junitCases(_ url: URL) throws -> [String] {
    final class Collector: NSObject, XMLParserDelegate {
        var cases: [String] = []
        func parser(
            _ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String]
        ) {
            if element == "testcase" { cases.append("\(attributes["classname"] ?? "").\(attributes["name"] ?? "")") }
        }
    }
    let parser = XMLParser(data: try Data(contentsOf: url))
    let collector = Collector()
    parser.delegate = collector
    #expect(parser.parse(), "\(url.path) is not well-formed XML: \(String(describing: parser.parserError))")
    return collector.cases
}

@Suite struct SpecCommandTests {
    @Test func renderWritesOneSpecAndTakesOverrides() throws {
        let folder = try specFolder()
        let plain = try CLI.run(["render", "wifi.yaml", "-o", "wifi.png"], in: folder)
        #expect(plain.exitCode == 0)
        #expect(plain.stdout == "Wrote wifi.png (wifi.normal@3x, 320 x 44 pt at 3x)\n")
        let variant = try CLI.run(
            ["render", "wifi.yaml", "--variant", "selected-dark-rtl@2x", "--width", "400", "-o", "v.svg"], in: folder)
        #expect(variant.exitCode == 0)
        #expect(variant.stdout == "Wrote v.svg (wifi.selected-dark-rtl@2x, 400 x 44 pt)\n")
        let scaled = try CLI.run(
            ["render", "wifi.yaml", "--scale", "1", "--appearance", "dark", "-o", "s.png"], in: folder)
        #expect(scaled.stdout == "Wrote s.png (wifi.normal-dark@1x, 320 x 44 pt at 1x)\n")
        let missing = try CLI.run(["render", "wifi.yaml", "--variant", "pressed", "-o", "x.png"], in: folder)
        #expect(missing.exitCode == 2)
        #expect(
            missing.stderr.hasPrefix(
                "Error: wifi.yaml has no variant 'pressed'; its variants are: normal@2x, normal-rtl@2x,"))
    }

    @Test func themeOptionDrawsInIOS26sLookAndNamesTheVariantsByIt() throws {
        let folder = try specFolder()
        let render = try CLI.run(["render", "wifi.yaml", "--theme", "ios26", "-o", "t.png"], in: folder)
        #expect(render.stdout == "Wrote t.png (wifi.normal-ios26@3x, 320 x 51 pt at 3x)\n")
        let record = try CLI.run(
            [
                "record", "wifi.yaml", "--snapshots", "refs", "--theme", "ios26", "--only",
                "wifi.selected-ios26-dark-rtl@2x",
            ], in: folder)
        #expect(record.exitCode == 0)
        #expect(
            FileManager.default.fileExists(
                atPath: folder.appendingPathComponent("refs/wifi/wifi.selected-ios26-dark-rtl@2x.png").path))
        let unknown = try CLI.run(["render", "wifi.yaml", "--theme", "ios27", "-o", "x.png"], in: folder)
        #expect(unknown.exitCode == 64)
    }

    @Test func contrastOptionDrawsAtHighContrastAndNamesTheVariantsByIt() throws {
        let folder = try specFolder()
        let normal = try CLI.run(["render", "wifi.yaml", "-o", "n.png"], in: folder)
        let render = try CLI.run(["render", "wifi.yaml", "--contrast", "high", "-o", "h.png"], in: folder)
        #expect(render.exitCode == 0)
        #expect(render.stdout == "Wrote h.png (wifi.normal-hc@3x, 320 x 44 pt at 3x)\n")
        #expect(normal.exitCode == 0)
        // The wifi symbol takes the tint's high-contrast blue.
        #expect(
            try Data(contentsOf: folder.appendingPathComponent("h.png"))
                != Data(contentsOf: folder.appendingPathComponent("n.png")))
        let record = try CLI.run(
            [
                "record", "wifi.yaml", "--snapshots", "refs", "--contrast", "high", "--only",
                "wifi.selected-dark-hc-rtl@2x",
            ], in: folder)
        #expect(record.exitCode == 0)
        #expect(
            FileManager.default.fileExists(
                atPath: folder.appendingPathComponent("refs/wifi/wifi.selected-dark-hc-rtl@2x.png").path))
        let unknown = try CLI.run(["render", "wifi.yaml", "--contrast", "higher", "-o", "x.png"], in: folder)
        #expect(unknown.exitCode == 64)
        #expect(
            unknown.stderr.split(separator: "\n").first.map(String.init)
                == "Error: The value 'higher' is invalid for '--contrast <contrast>'. Please provide one of 'normal' and 'high'."
        )
    }

    @Test func galleryOfASpecNamesItsVariants() throws {
        let folder = try specFolder()
        let result = try CLI.run(["gallery", "wifi.yaml", "-o", "sheet.png", "--lint", "off"], in: folder)
        #expect(result.exitCode == 0)
        #expect(result.stdout == "Wrote sheet.png (8 variants of 1 spec)\n")
        #expect(result.stderr.hasSuffix("gallery: 8/8\n"))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("sheet.png").path))
    }

    @Test func recordThenVerifyPassesAndAChangeFailsWithEvidence() throws {
        let folder = try specFolder()
        let record = try CLI.run(["record", "wifi.yaml", "--snapshots", "refs", "--jobs", "2"], in: folder)
        #expect(record.exitCode == 0)
        #expect(record.stdout.contains("8 variants: 8 recorded in "))
        #expect(
            FileManager.default.fileExists(
                atPath: folder.appendingPathComponent("refs/wifi/wifi.selected-dark-rtl@2x.png").path))

        let verify = try CLI.run(["verify", "wifi.yaml", "--snapshots", "refs", "--junit", "junit.xml"], in: folder)
        #expect(verify.exitCode == 0)
        #expect(verify.stdout.contains("8 variants: 8 passed in "))
        #expect(try junitCases(folder.appendingPathComponent("junit.xml")).count == 8)

        try Data(defaultSpec.replacingOccurrences(of: "text: Wi-Fi,", with: "text: Wi-Fi 6,").utf8).write(
            to: folder.appendingPathComponent("wifi.yaml"))
        let changed = try CLI.run(
            ["verify", "wifi.yaml", "--snapshots", "refs", "--junit", "junit.xml", "--artifacts", "artifacts"],
            in: folder)
        #expect(changed.exitCode == 1)
        #expect(changed.stdout.contains("CHANGED wifi.normal@2x: "))
        #expect(changed.stdout.contains("  accept: cellsnap record wifi.yaml --snapshots refs --only wifi.normal@2x\n"))
        #expect(changed.stdout.contains("8 variants: 8 changed in "))
        #expect(
            FileManager.default.fileExists(
                atPath: folder.appendingPathComponent("artifacts/wifi/wifi.normal@2x.diff.png").path))
        let xml = try String(contentsOf: folder.appendingPathComponent("junit.xml"), encoding: .utf8)
        #expect(xml.contains("<failure type=\"changed\""))

        // Accepting one variant records only that one.
        let accept = try CLI.run(
            ["record", "wifi.yaml", "--snapshots", "refs", "--only", "wifi.normal@2x"], in: folder)
        #expect(accept.stdout.contains("1 variants: 1 recorded"))
        let after = try CLI.run(["verify", "wifi.yaml", "--snapshots", "refs"], in: folder)
        #expect(after.stdout.contains("8 variants: 1 passed, 7 changed"))
    }

    @Test func verifyNeverWritesAMissingReference() throws {
        let folder = try specFolder()
        let result = try CLI.run(
            ["verify", "wifi.yaml", "--snapshots", "refs", "--only", "wifi.normal@2x"], in: folder)
        #expect(result.exitCode == 1)
        #expect(result.stdout.hasPrefix("NEW wifi.normal@2x: no reference at "))
        #expect(
            !FileManager.default.fileExists(atPath: folder.appendingPathComponent("refs/wifi/wifi.normal@2x.png").path))
    }

    @Test func customStateVariantsAreNamedByWhatTheyAre() throws {
        let example = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
            .appendingPathComponent("Specs/custom-state.yaml")
        let folder = try CLI.temporaryDirectory()
        let archived = try CLI.run(
            ["render", example.path, "--variant", "selected-isArchived-dark@3x", "-o", "a.png"], in: folder)
        #expect(archived.stdout == "Wrote a.png (custom-state.selected-isArchived-dark@3x, 393 x 60.667 pt at 3x)\n")
        let missing = try CLI.run(["render", example.path, "--variant", "archived", "-o", "x.png"], in: folder)
        #expect(
            missing.stderr.hasPrefix(
                "Error: \(example.path) has no variant 'archived'; its variants are: normal@3x, normal-dark@3x, selected@3x, "
                    + "selected-dark@3x, normal-isArchived@3x, normal-isArchived-dark@3x, selected-isArchived@3x, selected-isArchived-dark@3x\n"
            ))
    }

    @Test func shardsTogetherCoverTheSuiteExactlyOnce() throws {
        let folder = try specFolder()
        _ = try CLI.run(["record", "wifi.yaml", "--snapshots", "refs"], in: folder)
        let whole = try CLI.run(["verify", "wifi.yaml", "--snapshots", "refs", "--junit", "all.xml"], in: folder)
        #expect(whole.exitCode == 0)
        var shards: [[String]] = []
        for index in 1...3 {
            let result = try CLI.run(
                [
                    "verify", "wifi.yaml", "--snapshots", "refs", "--shard", "\(index)/3", "--junit",
                    "shard\(index).xml",
                ], in: folder)
            #expect(result.exitCode == 0)
            shards.append(try junitCases(folder.appendingPathComponent("shard\(index).xml")))
        }
        let all = try junitCases(folder.appendingPathComponent("all.xml"))
        #expect(shards.map(\.count) == [3, 3, 2])
        #expect(Set(shards.flatMap { $0 }) == Set(all))
        #expect(shards.flatMap { $0 }.count == all.count)
    }

    @Test func reviewWritesASelfContainedReportThatWorksInABrowser() throws {
        let folder = try specFolder()
        _ = try CLI.run(["record", "wifi.yaml", "--snapshots", "refs"], in: folder)
        try Data(defaultSpec.replacingOccurrences(of: "secondaryText: Home", with: "secondaryText: Office").utf8).write(
            to: folder.appendingPathComponent("wifi.yaml"))
        // Artifacts of its own: tests running at the same time draw variants of the same names.
        let review = try CLI.run(
            ["review", "wifi.yaml", "--snapshots", "refs", "-o", "report", "--artifacts", "artifacts"], in: folder)
        #expect(review.exitCode == 0)
        #expect(
            review.stdout.hasSuffix(
                "Wrote report/index.html\nAccept a group from the report, without drawing again: cellsnap accept report --group N (or --only ID..., --all)\n"
            ))
        let html = try String(contentsOf: folder.appendingPathComponent("report/index.html"), encoding: .utf8)
        // Nothing is fetched from a network, and every image the page names is in the folder, named by its SHA-256.
        #expect(!html.contains("src=\"http") && !html.contains("href=\"http") && !html.contains("url(http"))
        let images = Set(
            try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("report/images").path))
        let named = Set(html.matches(of: /images\\?\/([0-9a-f]{64}\.png)/).map { String($0.output.1) })
        #expect(!images.isEmpty && named == images)

        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
            .appendingPathComponent("scripts/test-review-in-browser")
        let browser = Process()
        browser.executableURL = URL(fileURLWithPath: "/bin/bash")
        browser.arguments = [
            script.path, folder.appendingPathComponent("report").path, folder.appendingPathComponent("report.png").path,
        ]
        let output = Pipe()
        browser.standardOutput = output
        browser.standardError = output
        try browser.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        browser.waitUntilExit()
        #expect(browser.terminationStatus == 0, "\(text)")
        #expect(text.contains("images loaded") && !text.contains("FAIL"))
        #expect(text.contains("PASS moving each of 8 .slider ranges changes the clip-path of its .slider-top"))
        #expect(text.contains("PASS 8 variants list their VoiceOver reading order"))
        #expect(text.contains("PASS a card for each of the 1 groups, in order"))
        #expect(
            text.contains("PASS each group card has a thumbnail of each other variant (up to 16, then \"+N more\")"))
        #expect(
            text.contains(
                "PASS the group's copy button copies or selects \"cellsnap accept report --group 1\""))
    }
}
