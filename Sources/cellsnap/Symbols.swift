import ArgumentParser
import CellSnapSuite
import Foundation
import Primitives
import Rendering
import Symbols

/// `cellsnap symbols`: the SF Symbols names CellSnap draws, one a line, sorted. The README's list
/// is made from this output (`scripts/update-symbol-list`) and a CLI test keeps the two equal.
/// With `--sheet`, a contact sheet of every symbol in three weights at two sizes.
struct SymbolList: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "symbols",
        abstract: "List the SF Symbols names CellSnap can draw, one a line, or draw them all on a contact sheet.")

    @Option(
        help: ArgumentHelp(
            "Write a contact sheet (.png or .svg) of every symbol in ultralight, regular and black at 17 and 34 pt, and a placeholder, instead of listing the names.",
            valueName: "path"))
    var sheet: String?

    @Option(help: ArgumentHelp("Device pixels per point of a PNG sheet (1 to 4, default 2).", valueName: "scale"))
    var scale: Double?

    func validate() throws {
        if let sheet, OutputFormat(path: sheet) == nil {
            throw ValidationError(
                "'\(sheet)' has neither a .png nor a .svg extension; choose the format with the file name.")
        }
        if let scale {
            guard sheet != nil else { throw ValidationError("--scale applies to a --sheet only.") }
            try ScaleOption.validate(scale)
        }
    }

    func run() throws {
        guard let sheet else {
            for name in SymbolCatalog.names { print(name) }
            return
        }
        try Exit.reportingFailures {
            let list = SymbolSheet.displayList()
            let renderer = try Renderer()
            let rendered =
                OutputFormat(path: sheet) == .png ? try renderer.png(list, scale: scale ?? 2) : try renderer.svg(list)
            try writeAtomically(rendered.data, to: URL(fileURLWithPath: sheet), as: sheet, creatingFolder: false)
            print("Wrote \(sheet) (\(SymbolCatalog.names.count) symbols)")
        }
    }
}
