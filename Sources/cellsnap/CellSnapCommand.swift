import ArgumentParser

/// The `cellsnap` command: renders cell galleries and compares images.
@main
struct CellSnapCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cellsnap",
        abstract: "Render UIKit-style list cells to PNG and SVG, and compare images pixel by pixel.",
        subcommands: [Gallery.self, Diff.self, Orphans.self]
    )
}
