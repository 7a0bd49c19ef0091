import Foundation
import Testing

/// Two `cellsnap record` processes over overlapping specs writing one snapshot folder at once,
/// 50 times, both adding to one list of used references: neither fails, every reference ends a
/// whole unit from one run, no temporary file stays, and no line of the list is lost or cut.
@Suite struct ConcurrentWriterTests {
    /// 12 variants (3 states x 2 appearances x 2 sizes) of the spec `mail` drawing `title`.
    static func spec(_ title: String, states: String) -> Data {
        Data(
            """
            name: mail
            width: 40
            scale: 1
            cell:
              content: {type: subtitleCell, text: \(title), secondaryText: "3"}
            variants:
              states: [\(states)]
              appearances: [light, dark]
              sizes: [L, AX3]

            """.utf8)
    }

    @Test func twoRecordsIntoOneFolderFiftyTimes() throws {
        let folder = try fastTemporaryFolder("concurrent")
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.spec("Inbox", states: "normal, selected, highlighted").write(
            to: folder.appendingPathComponent("a.yaml"))
        try Self.spec("Archive", states: "selected, highlighted, disabled").write(
            to: folder.appendingPathComponent("b.yaml"))
        let refs = folder.appendingPathComponent("refs")
        let list = folder.appendingPathComponent("used.txt")
        let environment = ["CELLSNAP_USED_REFERENCES": list.path]
        for round in 0..<50 {
            let options = ["--snapshots", "refs", "--lint", "off", "--jobs", round % 2 == 0 ? "1" : "2"]
            let first = try SpawnedRun.start(["record", "a.yaml"] + options, in: folder, environment: environment)
            let second = try SpawnedRun.start(["record", "b.yaml"] + options, in: folder, environment: environment)
            #expect(first.wait() == 0 && second.wait() == 0, "round \(round): a writer failed")
            let found = KillTests.Inspection(refs)
            #expect(found.units == 16, "round \(round)")
            #expect(found.torn.isEmpty && found.broken.isEmpty && found.temporaries.isEmpty, "round \(round): \(found)")
        }
        // Every variant wrote its PNG and text form's line, whole, in every round.
        let lines = try String(contentsOf: list, encoding: .utf8).split(
            separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.last == "")
        let paths = lines.dropLast()
        #expect(paths.count == 50 * 2 * 12 * 2)
        let prefix = refs.standardizedFileURL.path + "/mail/mail."
        #expect(paths.allSatisfy { $0.hasPrefix(prefix) && ($0.hasSuffix("@1x.png") || $0.hasSuffix("@1x.txt")) })
        #expect(Set(paths).count == 16 * 2)
    }
}
