import Foundation
import Testing

/// `--structure-threshold` on verify: moves and resizes below it are counted, not listed.
@Suite struct StructureThresholdTests {
    @Test func verifyListsOrCountsAMoveByTheThreshold() throws {
        let folder = try CLI.temporaryDirectory()
        let spec = { (secondary: String) in
            "name: wifi\nwidth: 320\ncell:\n  content: {type: valueCell, text: Wi-Fi, secondaryText: \(secondary)}\n"
        }
        try Data(spec("Home").utf8).write(to: folder.appendingPathComponent("wifi.yaml"))
        #expect(try CLI.run(["record", "wifi.yaml", "--snapshots", "refs"], in: folder).exitCode == 0)
        try Data(spec("Hom").utf8).write(to: folder.appendingPathComponent("wifi.yaml"))
        let listed = try CLI.run(["verify", "wifi.yaml", "--snapshots", "refs"], in: folder)
        #expect(listed.exitCode == 1)
        #expect(
            listed.stdout.split(separator: "\n").filter { $0.hasPrefix("  structure: ") } == [
                "  structure: row 'Wi-Fi': secondary text 'Home' → 'Hom', moved from (260.667, 12) to (269.667, 12) and resized from 43.333x20.333 to 34.667x20.333",
                "  structure: 2 elements unchanged",
            ])
        let counted = try CLI.run(
            ["verify", "wifi.yaml", "--snapshots", "refs", "--structure-threshold", "20"], in: folder)
        #expect(counted.exitCode == 1)
        #expect(
            counted.stdout.split(separator: "\n").filter { $0.hasPrefix("  structure: ") } == [
                "  structure: row 'Wi-Fi': secondary text 'Home' → 'Hom'",
                "  structure: 2 elements unchanged",
            ])
        let refused = try CLI.run(
            ["record", "wifi.yaml", "--snapshots", "refs", "--structure-threshold", "1"], in: folder)
        #expect(refused.exitCode == 64)
        #expect(
            refused.stderr.hasPrefix(
                "Error: --structure-threshold applies to verify and review; record compares nothing."))
        let tooLarge = try CLI.run(
            ["verify", "wifi.yaml", "--snapshots", "refs", "--structure-threshold", "5000"], in: folder)
        #expect(tooLarge.exitCode == 64)
        #expect(tooLarge.stderr.hasPrefix("Error: --structure-threshold '5000' must be 0 to 1000 points."))
    }
}
