import CellLayout
import CellModel
import CellSnapTesting
import CellSpec
import DisplayList
import Foundation
import Rendering

/// Spec files as the commands use them: loaded with errors that name the file, line and key,
/// and variants laid out into display lists.
enum SpecInput {
    /// The specs at `paths`, in order; the first problem ends the command with exit code 2.
    static func load(_ paths: [String]) throws -> [Spec] {
        var specs: [Spec] = []
        var names: [String: String] = [:]
        for path in paths {
            let spec = try Spec.load(contentsOf: URL(fileURLWithPath: path), displayName: path)
            if let other = names[spec.name] {
                throw SpecError(file: path, line: 0, column: 0, path: "", message: "the spec name '\(spec.name)' is also the name of \(other); give one of them another 'name'")
            }
            names[spec.name] = path
            specs.append(spec)
        }
        return specs
    }

    /// The display list of one variant: a cell as a plain-list row, a list or a collection,
    /// `width` points wide.
    static func displayList(of variant: SpecVariant, measuringWith measurer: any TextMeasuring) throws -> DisplayList {
        let traits = variant.traits
        let width = variant.width
        let context = LayoutContext(measurer: measurer, direction: traits.direction, scale: traits.displayScale)
        switch variant.subject {
        case .cell(let cell):
            let row = ListCellLayout.revealingSwipeActions(of: cell, row: ListCellLayout.node(for: cell, width: width, separator: false))
            return LayoutEngine.layout(row, width: width, context: context).displayList(background: SemanticColor.systemBackground.resolved(for: traits.style))
        case .list(let list):
            return LayoutEngine.layout(ListLayout.node(for: list, width: width), width: width, context: context).displayList()
        case .collection(let collection):
            return LayoutEngine.layout(CollectionLayout.node(for: collection, width: width), width: width, context: context).displayList()
        }
    }
}
