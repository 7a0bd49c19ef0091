import ArgumentParser
import CellSnapSuite
import Foundation
import Primitives
import Rendering
import Symbols

/// `cellsnap symbols`: the SF Symbols names CellSnap draws, one a line: its own designs, sorted,
/// then the bundled look-alikes, sorted, each followed by a tab and `look-alike: <source>`. The
/// Symbols article's list of CellSnap's own designs is made from this output (`scripts/update-symbol-list`)
/// and a CLI test keeps the two equal. With `--sheet`, contact sheets of every symbol in three
/// weights at two sizes, look-alikes marked: `OUT-1.png`, `OUT-2.png`, ...
struct SymbolList: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "symbols",
        abstract: "List the SF Symbols names CellSnap can draw, one a line, or draw them all on a contact sheet.")

    @Option(
        help: ArgumentHelp(
            "Write contact sheets (.png or .svg, numbered pages PATH-1, PATH-2, ...) of every symbol in ultralight, regular and black at 17 and 34 pt, look-alikes marked, and a placeholder, instead of listing the names.",
            valueName: "path"))
    var sheet: String?

    @Option(
        help: ArgumentHelp(
            "Read SF Symbols names from a file, one a line, and print each with how CellSnap answers it: 'drawn' and what draws it, or 'refused' and the close names it suggests; then the count drawn, on standard error.",
            valueName: "path"))
    var check: String?

    @Option(help: ArgumentHelp("Device pixels per point of a PNG sheet (1 to 4, default 2).", valueName: "scale"))
    var scale: Double?

    func validate() throws {
        if let sheet, OutputFormat(path: sheet) == nil {
            throw ValidationError(
                "'\(sheet)' has neither a .png nor a .svg extension; choose the format with the file name.")
        }
        if check != nil, sheet != nil { throw ValidationError("--check and --sheet cannot be combined.") }
        if let scale {
            guard sheet != nil else { throw ValidationError("--scale applies to a --sheet only.") }
            try ScaleOption.validate(scale)
        }
    }

    func run() throws {
        if let check { return try Exit.reportingFailures { try SymbolCheck.run(listAt: check) } }
        guard let sheet else {
            for name in SymbolCatalog.names { print(name) }
            for name in SymbolCatalog.lookAlikeNames {
                print("\(name)\tlook-alike: \(SymbolCatalog.symbol(named: name)?.lookAlikeSource ?? "")")
            }
            return
        }
        try Exit.reportingFailures {
            let renderer = try Renderer()
            let pages = SymbolSheet.pages()
            let suffix = "." + URL(fileURLWithPath: sheet).pathExtension
            let stem = String(sheet.dropLast(suffix.count))
            var written: [String] = []
            for (index, list) in pages.enumerated() {
                let path = stem + "-\(index + 1)" + suffix
                let rendered =
                    OutputFormat(path: sheet) == .png
                    ? try renderer.png(list, scale: scale ?? 2) : try renderer.svg(list)
                try writeAtomically(rendered.data, to: URL(fileURLWithPath: path), as: path, creatingFolder: false)
                written.append(path)
            }
            print(
                "Wrote \(written.joined(separator: ", ")) (\(SymbolCatalog.names.count) symbols of CellSnap's own, \(SymbolCatalog.lookAlikeNames.count) look-alikes)"
            )
        }
    }
}
