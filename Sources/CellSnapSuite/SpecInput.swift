import CellLayout
import CellModel
import CellSpec
import DisplayList
import Foundation
import Primitives

/// Spec files as the commands use them: loaded with errors that name the file, line and key,
/// and variants laid out into display lists.
public enum SpecInput {
    /// The specs at `paths`, in order; the first problem ends the command with exit code 2.
    public static func load(_ paths: [String]) throws -> [Spec] {
        var specs: [Spec] = []
        var names: [String: String] = [:]
        for path in paths {
            let spec = try Spec.load(contentsOf: URL(fileURLWithPath: path), displayName: path)
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
        try layout(of: variant).displayList
    }

    /// The placed layout of one variant and the colour its canvas is painted (the system
    /// background under a cell; lists and collections paint their own): what
    /// ``displayList(of:)`` draws, and what the design lint reads.
    public static func layout(of variant: SpecVariant) throws -> VariantLayout {
        switch variant.subject {
        case .cell(let cell):
            return VariantLayout(
                layout: try CellSnapshots.layout(of: cell, width: variant.width),
                background: DynamicColor.semantic(.systemBackground).resolved(for: cell.state.traits.style))
        case .list(let list):
            return VariantLayout(
                layout: try CellSnapshots.layout(
                    of: ListLayout.node(for: list, width: variant.width), width: variant.width, traits: list.traits),
                background: nil)
        case .collection(let collection):
            return VariantLayout(
                layout: try CellSnapshots.layout(
                    of: CollectionLayout.node(for: collection, width: variant.width), width: variant.width,
                    traits: collection.traits),
                background: nil)
        }
    }
}

/// A variant laid out: its placed tree and the colour painted under it.
public struct VariantLayout: Sendable {
    /// The placed tree, snapped.
    public var layout: LayoutResult
    /// The canvas colour, or `nil` for a transparent canvas.
    public var background: Color?

    /// The display list that draws the variant.
    public var displayList: DisplayList { layout.displayList(background: background) }
}
