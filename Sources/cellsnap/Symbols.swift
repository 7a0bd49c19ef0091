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
/// weights at two sizes, look-alikes marked: `OUT-1.png`, `OUT-2.png`, ...; with `--sheet` and
/// `--names`, one compact sheet of the listed names (CellSnapSuite's `SymbolCategorySheet`).
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

    @Option(
        help: ArgumentHelp(
            "With --sheet: draw only the names of this file (one a line, at most 600) on one compact sheet titled with the file's name, each in light and dark, regular and bold, small and large scale.",
            valueName: "path"))
    var names: String?

    /// The most names one `--names` sheet draws.
    static let maximumSheetNames = 600

    @Option(help: ArgumentHelp("Device pixels per point of a PNG sheet (1 to 4, default 2).", valueName: "scale"))
    var scale: Double?

    func validate() throws {
        if let sheet, OutputFormat(path: sheet) == nil {
            throw ValidationError(
                "'\(sheet)' has neither a .png nor a .svg extension; choose the format with the file name.")
        }
        if check != nil, sheet != nil { throw ValidationError("--check and --sheet cannot be combined.") }
        if names != nil, sheet == nil { throw ValidationError("--names applies to a --sheet only.") }
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
        if let names { return try Exit.reportingFailures { try drawCategorySheet(namesAt: names, to: sheet) } }
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

    /// The compact sheet of the names listed in `path`, titled with the file's name.
    private func drawCategorySheet(namesAt path: String, to sheet: String) throws {
        let listed = try SymbolCheck.readNames(at: path)
        guard listed.count <= Self.maximumSheetNames else {
            throw SymbolListError(
                description:
                    "the symbol list '\(path)' has \(listed.count) names; a sheet draws at most \(Self.maximumSheetNames)"
            )
        }
        let title = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        let list = SymbolCategorySheet.displayList(title: title, names: listed)
        let renderer = try Renderer()
        let rendered =
            OutputFormat(path: sheet) == .png ? try renderer.png(list, scale: scale ?? 2) : try renderer.svg(list)
        try writeAtomically(rendered.data, to: URL(fileURLWithPath: sheet), as: sheet, creatingFolder: false)
        print("Wrote \(sheet) (\(listed.count) names)")
    }
}
