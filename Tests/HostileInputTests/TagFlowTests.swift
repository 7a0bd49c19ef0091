import Foundation
import Testing

/// A cell that is a flow of 10,000 tags (the most items a spec may hold) is recorded and verified
/// within the bound of any spec: every stage from reading the spec to the comparison grows linearly
/// with the tags (the design lint's contrast rule once walked the whole tree for each text). Drawn
/// past the pixel budget, the same flow is refused before its surface is made.
extension HostileInputTests {
    /// `count` tags labelled with their numbers in one flow, 4096 pt wide at `scale` (10,000 tags
    /// are about 6,000 pt tall): the spec `scripts/bench-tags` measures.
    static func tagFlow(count: Int, scale: Int = 1) -> Data {
        yaml(
            "width: 4096\nscale: \(scale)\ncollection:\n  sections:\n    - layout: {flow: {itemSpacing: 8, lineSpacing: 8, insets: 16}}\n      items:\n"
                + (0..<count).map { "        - content: {type: tag, text: '\($0)'}\n" }.joined())
    }

    /// Record, then verify: each within the bound on processor time of every hostile case, and in
    /// the memory its 24 million pixels need.
    @Test func aFlowOfTenThousandTagsIsRecordedAndVerifiedInTime() throws {
        let folder = try temporaryFolder("tags")
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.tagFlow(count: 10_000).write(to: folder.appendingPathComponent("tags.yaml"))
        for (command, summary) in [("record", "1 recorded"), ("verify", "1 passed")] {
            let run = try MeasuredRun.cellsnap(
                [command, "tags.yaml", "--snapshots", "refs", "--jobs", "1"], in: folder, timeLimit: 30)
            #expect(run.exitCode == 0 && !run.stderr.contains("Error"), "\(command): \(run.stderr)")
            #expect(run.stdout.contains("1 variants: \(summary)"), "\(command): \(run.stdout)")
            #expect(run.cpuSeconds < 10, "\(command) took \(run.cpuSeconds) s of processor time; the bound is 10 s")
            #expect(run.peakMegabytes < 450, "\(command) peaked at \(run.peakMegabytes) MB; the bound is 450 MB")
        }
    }

    static let tagFlowCases: [HostileCase] = [
        HostileCase(
            name: "a flow of 10,000 tags at 2x is past the pixel budget",
            files: { ["tags.yaml": tagFlow(count: 10_000, scale: 2)] },
            arguments: ["render", "tags.yaml", "-o", "tags.png"], exitCode: 2,
            stderr:
                "Error: tags.yaml: cannot render a 4096 x 5990 pt canvas at 2x: that is 8192 x 11980 px, 98140160 pixels; the limit is 67108864 pixels (8192 x 8192)\n",
            // The flow is laid out before its canvas is measured, beside the bundled fonts' faces,
            // all opened at start (the run peaks near 153 MB); the refused canvas alone would take
            // 392 MB, which the bound stays far below.
            megabytes: 200
        ),
        HostileCase(
            name: "a suite's flow of 10,000 tags at 2x fails its variant before drawing",
            files: { ["tags.yaml": tagFlow(count: 10_000, scale: 2)] },
            arguments: ["record", "tags.yaml", "--snapshots", "refs", "--jobs", "1"], exitCode: 1,
            stderr: "record: 1/1\n",
            stdoutPrefix:
                "FAILED tags.normal@2x: cannot render a 4096 x 5990 pt canvas at 2x: that is 8192 x 11980 px, 98140160 pixels; the limit is 67108864 pixels (8192 x 8192)\n",
            // The suite keeps the laid-out flow of its variant (the run peaks near 180 MB); the
            // refused canvas alone would take 392 MB, which the bound stays far below.
            megabytes: 200
        ),
    ]

    @Test(arguments: tagFlowCases)
    func tagFlowsAreRefusedClearlyQuicklyAndSmall(_ hostile: HostileCase) throws {
        try check(hostile)
    }
}
