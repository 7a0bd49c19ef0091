import ArgumentParser

/// The `cellsnap` command: renders cell galleries and compares images.
@main
struct CellSnapCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cellsnap",
        abstract: "Render UIKit-style list cells described in spec files to PNG and SVG, test them as snapshots, and compare images pixel by pixel.",
        subcommands: [Render.self, Gallery.self, Record.self, Verify.self, Review.self, Diff.self, Orphans.self]
    )
}
