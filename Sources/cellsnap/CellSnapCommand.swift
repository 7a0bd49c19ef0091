import ArgumentParser
import Rendering

/// The `cellsnap` command: renders cell galleries and compares images.
@main
struct CellSnapCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cellsnap",
        abstract:
            "Render UIKit-style list cells described in spec files to PNG and SVG, test them as snapshots, and compare images pixel by pixel.",
        // The libraries that decide how a render looks are part of the version, as in every PNG's text chunk.
        version: RenderEnvironment.current.description,
        subcommands: [
            Render.self, Gallery.self, Record.self, Verify.self, Review.self, Accept.self, Diff.self, Orphans.self,
            SymbolList.self,
        ]
    )
}
