import ArgumentParser
import Symbols

/// `cellsnap symbols`: the SF Symbols names CellSnap draws, one a line, sorted. The README's list
/// is made from this output (`scripts/update-symbol-list`) and a CLI test keeps the two equal.
struct SymbolList: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "symbols",
        abstract: "List the SF Symbols names CellSnap can draw, one a line.")

    func run() {
        for name in SymbolCatalog.names { print(name) }
    }
}
