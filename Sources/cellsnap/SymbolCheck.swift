import Foundation
import Symbols

/// `cellsnap symbols --check LIST`: how CellSnap answers each SF Symbols name of a list, one a
/// line: `name<TAB>drawn<TAB>what draws it` (`CellSnap`, `look-alike: Lucide cloud`, `template`),
/// or `name<TAB>refused<TAB>close names` (what `--strict` suggests); then `N of M drawn` on
/// standard error. `scripts/symbol-coverage` measures the SF Symbols list with it.
enum SymbolCheck {
    /// The largest list read (the whole SF Symbols list is about 200 KB).
    static let maximumBytes = 16 << 20

    static func run(listAt path: String) throws {
        let names = try readNames(at: path)
        var drawn = 0
        var lines: [String] = []
        for name in names {
            if let symbol = SymbolCatalog.symbol(named: name) {
                drawn += 1
                let source =
                    symbol.lookAlikeSource.map { "look-alike: \($0)" }
                    ?? (symbol.customDesign == nil ? "CellSnap" : "template")
                lines.append("\(name)\tdrawn\t\(source)")
            } else {
                lines.append("\(name)\trefused\t\(SymbolCatalog.closeNames(to: name).joined(separator: " "))")
            }
        }
        print(lines.joined(separator: "\n"))
        FileHandle.standardError.write(Data("\(drawn) of \(names.count) drawn\n".utf8))
    }

    /// The names of a list file, one a line, blank lines left out; a file that cannot be read, is
    /// over ``maximumBytes`` or is not UTF-8 text is refused by name.
    static func readNames(at path: String) throws -> [String] {
        let url = URL(fileURLWithPath: path)
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        guard let size = attributes?[.size] as? Int else {
            throw SymbolListError(description: "cannot read the symbol list '\(path)'")
        }
        guard size <= maximumBytes else {
            throw SymbolListError(description: "the symbol list '\(path)' is over \(maximumBytes >> 20) MB")
        }
        guard let text = String(data: try Data(contentsOf: url), encoding: .utf8) else {
            throw SymbolListError(description: "the symbol list '\(path)' is not UTF-8 text")
        }
        return text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
    }
}

/// A `--check` list that cannot be read.
struct SymbolListError: Error, CustomStringConvertible {
    var description: String
}
