import Foundation
import Testing

@Suite struct DiffCommandTests {
    /// The pixelmatch conformance pairs (`Tests/Fixtures/PixelmatchPairs`, CellSnap's own): text-a
    /// and text-b are 256 x 160 (40,960 pixels); the counts are pixelmatch 7.2.0's
    /// (`expectations.json` beside them; `--include-aa` at threshold 0.1 is its case too).
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/PixelmatchPairs")

    func fixture(_ name: String) -> String { Self.fixtures.appendingPathComponent(name + ".png").path }

    @Test(arguments: [
        (["text-a", "text-b", "--threshold", "0.05"], Int32(1), "different: 1191 of 40960 pixels differ (2.908%)"),
        (["text-a", "text-b", "--threshold", "0.1"], 1, "different: 1119 of 40960 pixels differ (2.732%)"),
        (
            ["text-a", "text-b", "--threshold", "0.1", "--max-pixels", "1119"], 0,
            "within tolerance: 1119 of 40960 pixels differ (2.732%)"
        ),
        (["text-a", "text-b", "--threshold", "0.1", "--max-ratio", "0.03"], 0, "within tolerance: 1119 of 40960"),
        (
            ["text-a", "text-b", "--threshold", "0.1", "--max-pixels", "2000", "--max-ratio", "0.001"], 1,
            "different: 1119 of 40960"
        ),
        (
            ["text-a", "text-b", "--threshold", "0.1", "--include-aa"], 1,
            "different: 2147 of 40960 pixels differ (5.242%)"
        ),
        // Without --threshold every pixel with a changed channel counts, anti-aliased or not.
        (
            ["text-a", "text-b"], 1,
            "different: 2738 of 40960 pixels differ (6.685%), 1030 darker; largest channel difference 235 levels (exact)"
        ),
        (["text-a", "text-b", "--max-pixels", "2738"], 0, "within tolerance: 2738 of 40960 pixels differ"),
        (["text-a", "text-a"], 0, "identical: "),
        (["text-a", "shapes-a"], 1, "size mismatch: "),
    ])
    func exitCodesAndSummaries(arguments: [String], exitCode: Int32, prefix: String) throws {
        let paths = arguments.prefix(2).map(fixture)
        let result = try CLI.run(["diff"] + paths + arguments.dropFirst(2))
        #expect(result.exitCode == exitCode)
        #expect(result.stdout.hasPrefix(prefix), "\(result.stdout)")
        #expect(result.stdout.hasSuffix("\n") && result.stdout.split(separator: "\n").count == 1)
    }

    @Test
    func jsonCarriesTheEvidence() throws {
        let result = try CLI.run(["diff", fixture("text-a"), fixture("text-b"), "--threshold", "0.05", "--json"])
        #expect(result.exitCode == 1)
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        let statistics = object?["statistics"] as? [String: Any]
        #expect(object?["result"] as? String == "different")
        #expect(statistics?["differingPixels"] as? Int == 1191)
        #expect(statistics?["totalPixels"] as? Int == 40960)
        #expect((statistics?["regions"] as? [Any])?.isEmpty == false)
    }

    @Test
    func writesTheDiffImageAndTheStrip() throws {
        let folder = try CLI.temporaryDirectory()
        let result = try CLI.run(
            [
                "diff", fixture("text-a"), fixture("text-b"), "--threshold", "0.05", "--diff", "d.png", "--strip",
                "s.png",
            ],
            in: folder)
        #expect(result.exitCode == 1)
        let diff = try Data(contentsOf: folder.appendingPathComponent("d.png"))
        let strip = try Data(contentsOf: folder.appendingPathComponent("s.png"))
        #expect(diff.count > 1000 && strip.count > diff.count)
    }

    @Test func unreadableFilesExitWith2AndSayWhy() throws {
        let folder = try CLI.temporaryDirectory()
        try Data("not an image".utf8).write(to: folder.appendingPathComponent("text.png"))
        let missing = try CLI.run(["diff", "missing.png", "text.png"], in: folder)
        #expect(missing.exitCode == 2)
        #expect(missing.stderr == "Error: missing.png: cannot read the file: no such file\n")
        let corrupt = try CLI.run(["diff", "text.png", "text.png"], in: folder)
        #expect(corrupt.exitCode == 2)
        #expect(corrupt.stderr == "Error: text.png: not a PNG file (the signature does not match)\n")
    }

    @Test(arguments: [
        (["diff", "a.png"], "Error: Missing expected argument '<actual.png>'"),
        (["diff", "a.png", "b.png", "--threshold", "2"], "Error: --threshold '2.0' must be between 0 and 1."),
        (["diff", "a.png", "b.png", "--max-ratio=-1"], "Error: --max-ratio '-1.0' must be between 0 and 1."),
        (["diff", "a.png", "b.png", "--max-pixels=-3"], "Error: --max-pixels '-3' must not be negative."),
        (["diff", "a.png", "b.png", "--diff", "d.jpg"], "Error: 'd.jpg' must be a .png file."),
        (
            ["diff", "a.png", "b.png", "--include-aa"],
            "Error: --include-aa applies with --threshold: without it the comparison is exact and counts every pixel."
        ),
    ])
    func usageErrorsExitWith64(arguments: [String], message: String) throws {
        let result = try CLI.run(arguments)
        #expect(result.exitCode == 64)
        #expect(result.stderr.hasPrefix(message), "\(result.stderr)")
    }
}
