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
        #expect(own.count == 130 && lookAlikes.count == 977)
        #expect(lines == own + lookAlikes)
        #expect(own == own.sorted() && lookAlikes == lookAlikes.sorted())
        for name in ["chevron.right", "checkmark", "wifi", "xmark.circle.fill"] { #expect(own.contains(name)) }
        #expect(lookAlikes.contains("trash.slash\tlook-alike: Lucide trash-2"))
        // Lucide's icons, or CellSnap's own letters and digits (`a.circle.fill`).
        #expect(
            lookAlikes.allSatisfy { $0.contains("\tlook-alike: Lucide ") || $0.contains("\tlook-alike: CellSnap ") })
        #expect(lookAlikes.contains("a.circle.fill\tlook-alike: CellSnap letter-a"))
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

    /// `--sheet` with `--names` draws one compact sheet of the listed names, titled with the file's
    /// name; `--names` needs a sheet, and a list too long or unreadable is refused by name.
    @Test func aSheetOfListedNames() throws {
        let folder = try CLI.temporaryDirectory()
        try "42.circle.fill\nbook.and.wrench\nno.such.symbol\n".write(
            to: folder.appendingPathComponent("Indices.txt"), atomically: true, encoding: .utf8)
        let sheet = try CLI.run(["symbols", "--sheet", "i.png", "--names", "Indices.txt", "--scale", "1"], in: folder)
        #expect(sheet.exitCode == 0 && sheet.stdout == "Wrote i.png (3 names)\n" && sheet.stderr == "")
        let png = try Data(contentsOf: folder.appendingPathComponent("i.png"))
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        let again = try CLI.run(["symbols", "--sheet", "j.png", "--names", "Indices.txt", "--scale", "1"], in: folder)
        #expect(again.exitCode == 0)
        #expect(try Data(contentsOf: folder.appendingPathComponent("j.png")) == png)
        let noSheet = try CLI.run(["symbols", "--names", "Indices.txt"], in: folder)
        #expect(noSheet.exitCode == 64 && noSheet.stderr.contains("--names applies to a --sheet only."))
        let missing = try CLI.run(["symbols", "--sheet", "k.png", "--names", "none.txt"], in: folder)
        #expect(missing.exitCode != 0 && missing.stderr.contains("cannot read the symbol list 'none.txt'"))
        try String(repeating: "star\n", count: 601).write(
            to: folder.appendingPathComponent("long.txt"), atomically: true, encoding: .utf8)
        let long = try CLI.run(["symbols", "--sheet", "l.png", "--names", "long.txt"], in: folder)
        #expect(long.exitCode != 0 && long.stderr.contains("has 601 names; a sheet draws at most 600"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("l.png").path))
    }
}
