import CellLayout
import CellModel
import DisplayList
import Primitives

// UIKit's table view asks its data source for the cells of the rows that intersect its bounds at
// the current offset, not for every row of a long table, and `visibleCells`,
// `indexPathsForVisibleRows` and `cellForRow(at:)` answer from those. The content pass does the
// same for rows whose height is known without their cells: a fixed height, from the delegate's
// `tableView(_:heightForRowAt:)` or the table's `rowHeight`. Such a row is left unmade (a
// placeholder of no content at its height, so that every frame, the content size, the section
// headers and footers and everything below are what they are with every row made), the content is
// laid out once to learn which rows the bounds show (a point more on each side, as the collection
// view's deferred items), and the data source is asked for those alone, in index path order, each
// told it will be displayed. A row left unmade whose frame comes into view later (the content
// offset set, `scrollToRow(at:at:animated:)`) is made when the content is next laid out, drawn or
// asked for its cells, the rows already made kept; a bigger frame lays the content out again.
//
// Rows of `automaticDimension` (the default `rowHeight`) are measured from their cells, and every
// one of them is made, shown or not. UIKit lays such a row it has no cell for out at
// `estimatedRowHeight`, which changes the content size and the frames below it; CellSnap keeps
// them exact instead (the content size, `rectForRow(at:)`, a whole-content snapshot that sizes a
// screen by the table's content size), as it did before rows were deferred. Nothing drawn
// changes: a row's picture depends on no other row's cell but the next one's highlight (which
// hides the separator between them), and the row below a shown row's bottom edge lies in the
// window too.

extension UITableView {
    /// A placeholder for the row at `indexPath`, whose cell is not made yet, noted for later.
    func deferredRow(at indexPath: IndexPath, as row: TableContentPass.DeferredRow) -> ListCell {
        contentPass.deferredRows[indexPath] = row
        var placeholder = ListCell(content: .cell(), background: .clear())
        placeholder.rowHeight = row.height
        return placeholder
    }

    /// The placement window of the bounds at the current offset: a point more on each side, for snapping.
    private var rowWindow: ClosedRange<Double> {
        let visible = boundsInContent
        return (visible.minY - 1)...(visible.maxY + 1)
    }

    /// `list` with the rows the bounds show made in place of their placeholders, found by laying
    /// the content out once with its rows unmade; the others stay unmade. Keeps the list for later.
    func makingShownRows(of list: ListDescription, width: Double, measurer: any TextMeasuring) throws
        -> ListDescription
    {
        let window = rowWindow
        let traits = traitCollection.cellSnapTraits
        let context = LayoutContext(measurer: measurer, direction: traits.direction, scale: traits.displayScale)
        context.placementWindow = window
        _ = LayoutEngine.layout(contentNode(of: list, width: width), width: width, context: context)
        let shown = contentPass.deferredRows.keys.filter {
            !context.unplacedElements.contains(.item(section: $0.section, item: $0.row))
        }
        contentPass.conversionWindow = window
        return try making(shown, of: list, width: width)
    }

    /// `list` with the rows at `indexPaths` made, in index path order, and their layout passes
    /// run; kept as the content pass's list while rows stay unmade.
    private func making(_ indexPaths: [IndexPath], of list: ListDescription, width: Double) throws
        -> ListDescription
    {
        var made = list
        if let dataSource {
            for indexPath in indexPaths.sorted() {
                guard let row = contentPass.deferredRows.removeValue(forKey: indexPath) else { continue }
                var model = try rowModel(
                    at: indexPath, height: CGFloat(row.height), traits: row.traits, dataSource: dataSource)
                row.edges.apply(to: &model)
                made.sections[indexPath.section].cells[indexPath.row] = model
            }
        }
        if !indexPaths.isEmpty {
            made = try made.runningLayoutPasses(width: width, traits: made.traits) {
                ListLayout.node(for: $0, width: width)
            }
        }
        contentPass.list = contentPass.deferredRows.isEmpty ? nil : made
        return made
    }

    /// Makes the rows left unmade whose frames reach into the bounds at the current offset, when
    /// it differs from the one the rows were made for (a scroll since), and lays the content out
    /// again with them; the rows made before keep their cells.
    func makeRowsComingIntoView() {
        guard !contentPass.deferredRows.isEmpty, var layout = contentLayout, let list = contentPass.list,
            let measurer = contentPassMeasurer
        else { return }
        let window = rowWindow
        guard window != contentPass.conversionWindow else { return }
        contentPass.conversionWindow = window
        let shown = contentPass.deferredRows.keys.filter { indexPath in
            guard let frame = layout.frames[.item(section: indexPath.section, item: indexPath.row)] else {
                return false
            }
            return frame.maxY >= window.lowerBound && frame.minY <= window.upperBound
        }
        guard !shown.isEmpty else { return }
        madeCells = [:]
        defer { madeCells = [:] }
        do {
            let width = layout.content.width
            let made = try making(shown, of: list, width: width)
            if let pendingError {
                self.pendingError = nil
                throw pendingError
            }
            layout.content = scrollContent(of: made, width: width, measurer: measurer)
            placeMadeCells(in: layout.content)
            layout.cells.merge(madeCells) { _, new in new }
            contentLayout = layout
            contentPass.key = contentPass.key?.adding(madeCells.sorted { $0.key < $1.key }.map(\.value))
        } catch {
            contentLayout = nil
            contentLayoutError = error
            contentPass.key = nil
            (contentPass.deferredRows, contentPass.list) = ([:], nil)
        }
    }
}
