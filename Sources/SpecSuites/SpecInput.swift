import CellLayout
import CellModel
import CellSnapSuite
import CellSpec
import DisplayList
import Foundation
import Primitives
import Rendering
import Symbols

/// Spec files as the commands use them: loaded with errors that name the file, line and key,
/// and variants laid out into display lists.
public enum SpecInput {
    /// The specs at `paths`, in order, read through symbolic links (``CommandLineFile``), each
    /// spec's relative paths resolving against the folder of its path as given (a link's own
    /// folder); the first problem ends the command with exit code 2.
    public static func load(_ paths: [String]) throws -> [Spec] {
        var specs: [Spec] = []
        var names: [String: String] = [:]
        for path in paths {
            // Read through symbolic links; the spec's relative paths resolve against the folder of
            // the path as given (where Bazel runfiles and CI caches put the spec's files), not
            // against the folder of the file a link leads to.
            let file: URL
            do {
                file = try CommandLineFile.resolve(path)
            } catch let error as CommandLineFileError {
                throw SpecError(
                    file: path.isEmpty ? "''" : path, line: 0, column: 0, path: "",
                    message: "cannot read the spec: \(error.reason)")
            }
            let folder = URL(fileURLWithPath: path).absoluteURL.deletingLastPathComponent()
            let spec = try Spec.load(contentsOf: file, displayName: path, folder: folder)
            if let other = names[spec.name] {
                throw SpecError(
                    file: path, line: 0, column: 0, path: "",
                    message:
                        "the spec name '\(spec.name)' is also the name of \(other); give one of them another 'name'")
            }
            names[spec.name] = path
            specs.append(spec)
        }
        return specs
    }

    /// The display list of one variant, drawn as the snapshot strategies draw it: a cell as a
    /// plain-list row on the system background, a list or a collection, `width` points wide.
    /// Text is measured by this thread's text engine.
    public static func displayList(of variant: SpecVariant) throws -> DisplayList {
        try withSymbols(of: variant) {
            let (layout, background) = try layout(of: variant)
            return layout.displayList(background: background)
        }
    }

    /// Runs `body` with the variant's spec's custom symbols as the only ones in scope, so that a
    /// spec finds its own catalogs' symbols and never another spec's. Lay out and make display
    /// lists inside it.
    public static func withSymbols<Result>(of variant: SpecVariant, _ body: () throws -> Result) rethrows -> Result {
        try CustomSymbols.withScope(variant.customSymbols, body)
    }

    /// The placed layout of one variant and the background it is drawn on (a cell's row on the
    /// system background; lists and collections draw their own), as ``displayList(of:)`` draws it.
    public static func layout(of variant: SpecVariant) throws -> (layout: LayoutResult, background: Color?) {
        switch variant.subject {
        case .cell(let cell):
            return (
                try CellSnapshots.layout(of: cell, width: variant.width),
                DynamicColor.semantic(.systemBackground).resolved(for: cell.state.traits.colorAppearance)
            )
        case .list(let list):
            return (try layout(ListLayout.node(for: list, width: variant.width), variant, traits: list.traits), nil)
        case .collection(let collection):
            return (
                try layout(
                    CollectionLayout.node(for: collection, width: variant.width), variant, traits: collection.traits),
                nil
            )
        }
    }

    private static func layout(_ node: any LayoutNode, _ variant: SpecVariant, traits: Traits) throws -> LayoutResult {
        let context = LayoutContext(
            measurer: try TextEngine.current(), direction: traits.direction, scale: traits.displayScale)
        return LayoutEngine.layout(node, width: variant.width, context: context)
    }
}
