import Foundation
import Testing

@Suite struct SymbolsCommandTests {
    /// The Symbols article of the command's documentation catalog.
    static let article = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/cellsnap/cellsnap.docc/DrawnSymbols.md")

    /// CellSnap's own designs, sorted, then the look-alikes, sorted, each marked with its source.
    @Test func listsTheCatalogSortedOneALineLookAlikesMarked() throws {
        let result = try CLI.run(["symbols"])
        #expect(result.exitCode == 0 && result.stderr == "")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        let own = lines.filter { !$0.contains("\t") }
        let lookAlikes = lines.filter { $0.contains("\t") }
        #expect(own.count == 130 && lookAlikes.count == 1004)
        #expect(lines == own + lookAlikes)
        #expect(own == own.sorted() && lookAlikes == lookAlikes.sorted())
        for name in ["chevron.right", "checkmark", "wifi", "xmark.circle.fill"] { #expect(own.contains(name)) }
        #expect(lookAlikes.contains("trash.slash\tlook-alike: Lucide trash-2"))
        #expect(lookAlikes.allSatisfy { $0.contains("\tlook-alike: Lucide ") })
    }

    /// The Symbols article's list is the command's list of CellSnap's own designs;
    /// `scripts/update-symbol-list` rewrites it.
    @Test func theArticleListsExactlyTheSymbolsDrawn() throws {
        let names = try CLI.run(["symbols"]).stdout.split(separator: "\n").map(String.init).filter {
            !$0.contains("\t")
        }
        let article = try String(contentsOf: Self.article, encoding: .utf8)
        let block = try #require(
            article.components(separatedBy: "<!-- symbols:begin -->").last?.components(
                separatedBy: "<!-- symbols:end -->"
            ).first)
        let listed = block.split(whereSeparator: \.isWhitespace).map {
            $0.trimmingCharacters(in: CharacterSet(charactersIn: "`"))
        }
        #expect(listed == names, "the Symbols article's list is stale: run scripts/update-symbol-list")
    }
}
