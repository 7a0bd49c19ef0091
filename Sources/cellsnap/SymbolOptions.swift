import ArgumentParser
import AssetCatalog
import Foundation
import Symbols

/// `--symbols DIR`, which `render`, `gallery`, `record`, `verify` and `review` share: folders of
/// the team's SF Symbols templates as the SF Symbols app exports them (`<name>.svg`), registered
/// by system name before any spec is read; they draw those names in place of CellSnap's own
/// drawings and look-alikes, in every spec.
struct SymbolOptions: ParsableArguments {
    @Option(
        name: .customLong("symbols"),
        help: ArgumentHelp(
            "A folder of SF Symbols templates exported from the SF Symbols app (<name>.svg), drawn for those system names; may be repeated.",
            valueName: "dir"))
    var folders: [String] = []

    /// Registers every folder's templates with `ExportedSymbols`.
    func register() throws {
        for folder in folders {
            do {
                try SymbolCatalog.register(folder: URL(fileURLWithPath: folder))
            } catch {
                throw SymbolFolderError(description: "--symbols '\(folder)': \(error)")
            }
        }
    }
}

/// A `--symbols` folder that cannot be used.
struct SymbolFolderError: Error, CustomStringConvertible {
    var description: String
}
