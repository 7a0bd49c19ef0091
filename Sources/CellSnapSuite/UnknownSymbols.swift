import Symbols

/// The symbol names a render drew as placeholders because no catalog has them: by default a
/// warning for each, with `strict` an error.
///
/// ```swift
/// let unknown = UnknownSymbols(names: ["humidity"], place: "weather.default")
/// print(unknown.warnings[0])
/// // unknown symbol 'humidity' in weather.default, drawn as a placeholder; did you mean 'infinity', ... (cellsnap draws ...)
/// ```
public struct UnknownSymbols: Error, Equatable, Sendable, CustomStringConvertible {
    /// The names, each once, in drawing order.
    public var names: [String]
    /// Where they were drawn: a variant id (`spec.variant`) or a snapshot's name.
    public var place: String

    /// Creates the report of `names` drawn in `place`.
    public init(names: [String], place: String) {
        self.names = names
        self.place = place
    }

    /// One warning a name: `unknown symbol 'xmark.bin.fill' in cell.default, drawn as a
    /// placeholder; did you mean 'xmark.bin', 'xmark' or 'xmark.circle.fill'? (cellsnap draws ...)`.
    public var warnings: [String] {
        names.map { "unknown symbol '\($0)' in \(place), drawn as a placeholder" + Self.hint(for: $0) }
    }

    /// The error `strict` makes of them, naming the first with its close names (and the others).
    public var description: String {
        guard let first = names.first else { return "no unknown symbols in \(place)" }
        let others = names.dropFirst().map { "'\($0)'" }
        return "unknown symbol '\(first)' in \(place)" + Self.hint(for: first)
            + (others.isEmpty ? "" : "; also unknown: " + others.joined(separator: ", "))
    }

    /// `; did you mean 'a', 'b' or 'c'?` and where the names CellSnap draws are listed.
    static func hint(for name: String) -> String {
        let close = SymbolCatalog.closeNames(to: name).map { "'\($0)'" }
        let question =
            switch close.count {
            case 0: ""
            case 1: "; did you mean \(close[0])?"
            default: "; did you mean \(close.dropLast().joined(separator: ", ")) or \(close[close.count - 1])?"
            }
        return question
            + " (cellsnap draws \(SymbolCatalog.names.count) symbols and \(SymbolCatalog.lookAlikeNames.count) look-alikes; `cellsnap symbols` lists them; draw others from your own exported templates with --symbols)"
    }
}
