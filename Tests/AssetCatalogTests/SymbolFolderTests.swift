import AssetCatalog
import Foundation
import Primitives
import Symbols
import Testing

/// A folder of exported SF Symbols templates (Tests/Fixtures/TeamSymbols/Symbols) reads as the
/// same templates do in an asset catalog's symbol sets, and bad folders are refused by name.
@Suite struct SymbolFolderTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/TeamSymbols")

    @Test func readsEveryTemplateByNameAsACatalogDoes() throws {
        let designs = try SymbolFolder.read(Self.fixtures.appendingPathComponent("Symbols"))
        let catalog = try AssetCatalog(contentsOf: Self.fixtures.appendingPathComponent("Assets.xcassets"))
        #expect(designs.keys.sorted() == ["lizard", "tent.2"])
        #expect(designs == catalog.symbols)
        // Ultralight, Regular and Black at medium, Regular at small and large.
        #expect(designs["tent.2"]?.variants.count == 5)
    }

    @Test(
        arguments: [
            ("missing", [:], "no such folder"),
            (
                "empty", ["notes.txt": "hello"],
                "holds no symbol templates (<name>.svg, as the SF Symbols app exports them)"
            ),
            (
                "badname", ["star fill.svg": "<svg/>"],
                "'star fill' is not a symbol name (letters, digits, '.', '_' and '-')"
            ),
            (
                "notemplate", ["star.svg": "<svg>\n<g id=\"Notes\"/>\n</svg>"],
                "line 1: no symbol groups (Ultralight-S ... Black-L); is this an SF Symbols template?"
            ),
            ("notxml", ["star.svg": "<svg><g></svg>"], "line 1: "),
        ] as [(String, [String: String], String)])
    func refusesBadFolders(folder: String, files: [String: String], message: String) throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("symbol-folder-\(UUID())")
        defer { try? FileManager.default.removeItem(at: root) }
        let url = root.appendingPathComponent(folder)
        if folder != "missing" {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            for (name, text) in files { try Data(text.utf8).write(to: url.appendingPathComponent(name)) }
        }
        do {
            _ = try SymbolFolder.read(url)
            Issue.record("\(folder) was read")
        } catch let error as AssetCatalogError {
            let file = files.keys.first { $0.hasSuffix(".svg") }.map { url.path + "/" + $0 } ?? url.path
            #expect(error.file == file)
            #expect("\(error)".hasPrefix("\(file): \(message)"))
        }
    }

    @Test func refusesATemplateOverTheSizeLimit() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("symbol-folder-\(UUID())")
        defer { try? FileManager.default.removeItem(at: url) }
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        try Data(repeating: 32, count: SymbolFolder.maximumTemplateSize + 1).write(
            to: url.appendingPathComponent("big.svg"))
        #expect(
            throws: AssetCatalogError(
                file: url.path + "/big.svg",
                message:
                    "is \(SymbolFolder.maximumTemplateSize + 1) bytes; a symbol template may have \(SymbolFolder.maximumTemplateSize) bytes"
            )
        ) { try SymbolFolder.read(url) }
    }
}
