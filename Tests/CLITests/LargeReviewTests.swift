import Foundation
import Testing

/// The review page at scale: a generated report of 10,000 variants in headless Chromium (load and
/// filter times measured and printed by the browser test, which fails past generous bounds), and
/// accepted from by the command.
@Suite struct LargeReviewTests {
    @Test func aReportOf10000VariantsStaysResponsiveAndCanBeAcceptedFrom() throws {
        let folder = try CLI.temporaryDirectory()
        let scripts = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("scripts")
        func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = arguments
            process.currentDirectoryURL = folder
            let output = Pipe()
            process.standardOutput = output
            process.standardError = output
            try process.run()
            let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            return (process.terminationStatus, text)
        }
        let generate = try run(["python3", scripts.appendingPathComponent("make-large-review").path, "large"])
        #expect(generate.status == 0, "\(generate.output)")
        #expect(generate.output.hasPrefix("Wrote large/index.html (10000 variants of 50 specs, 21 groups, "))

        let browser = try run(["bash", scripts.appendingPathComponent("test-review-in-browser").path, "large"])
        #expect(browser.status == 0, "\(browser.output)")
        let times = browser.output.split(separator: "\n").filter { $0.hasPrefix("TIME ") }
        print(times.joined(separator: "\n"))
        #expect(times.count == 2 && times[0].contains("(10000 variants, 21 groups)"))
        for check in [
            "PASS the first page shows the first 50 of 10000 cards in order",
            "PASS a card for each of the 21 groups, in order",
            "PASS each group card has a thumbnail of each other variant (up to 16, then \"+N more\")",
            "PASS each group card gives the command that accepts it: cellsnap accept REPORT --group N",
            "PASS every filter applies within 1000 ms",
        ] {
            #expect(browser.output.contains(check + "\n"), "\(check)")
        }

        // The command reads the same data: one new variant accepted, as a new reference.
        let accept = try CLI.run(["accept", "large", "--only", "spec-10.normal@3x"], in: folder)
        #expect(accept.exitCode == 0, "\(accept.stderr)")
        #expect(
            accept.stdout
                == "accepted spec-10.normal@3x: large/snapshots/spec-10/spec-10.normal@3x.png\nAccepted 1 variant from large\n"
        )
    }
}
