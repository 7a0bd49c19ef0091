import AppFonts
import ArgumentParser
import Foundation

/// `--fonts DIR`, which `render`, `gallery`, `record`, `verify` and `review` share: the app's font
/// folders, registered before any spec is read, as a spec's own `fonts:` are.
struct FontOptions: ParsableArguments {
    @Option(
        name: .customLong("fonts"),
        help: ArgumentHelp(
            "A folder of the app's fonts (.otf, .ttf, .ttc), for `font: {name: ..., size: ...}`; may be repeated.",
            valueName: "dir"))
    var folders: [String] = []

    /// Registers every folder with `AppFonts`.
    func register() throws {
        for folder in folders {
            do {
                try AppFonts.register(URL(fileURLWithPath: folder))
            } catch let error as AppFontError {
                throw FontFolderError(description: "--fonts '\(folder)': \(error.message)")
            }
        }
    }
}

/// A `--fonts` folder that cannot be used.
struct FontFolderError: Error, CustomStringConvertible {
    var description: String
}
