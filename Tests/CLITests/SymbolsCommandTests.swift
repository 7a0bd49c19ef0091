import Foundation
import Testing

@Suite struct SymbolsCommandTests {
    static let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("README.md")

    @Test func listsTheCatalogSortedOneALine() throws {
        let result = try CLI.run(["symbols"])
        #expect(result.exitCode == 0 && result.stderr == "")
        let names = result.stdout.split(separator: "\n").map(String.init)
        #expect(names.count == 130)
        #expect(names == names.sorted())
        for name in ["chevron.right", "checkmark", "wifi", "xmark.circle.fill"] { #expect(names.contains(name)) }
    }

    /// The README's list is the command's output; `scripts/update-symbol-list` rewrites it.
    @Test func theReadmeListsExactlyTheSymbolsDrawn() throws {
        let names = try CLI.run(["symbols"]).stdout.split(separator: "\n").map(String.init)
        let readme = try String(contentsOf: Self.readme, encoding: .utf8)
        let block = try #require(
            readme.components(separatedBy: "<!-- symbols:begin -->").last?.components(
                separatedBy: "<!-- symbols:end -->"
            ).first)
        let listed = block.split(whereSeparator: \.isWhitespace).map {
            $0.trimmingCharacters(in: CharacterSet(charactersIn: "`"))
        }
        #expect(listed == names, "the README's symbol list is stale: run scripts/update-symbol-list")
    }
}
