import CellModel
import CoreGraphics

// UIKit's table view asks its data source for cells when it loads its data (its first layout,
// `reloadData()`, the row and section updates) and when rows scroll into view, not at every layout
// pass: a pass over a table whose data, size and traits did not change keeps the cells it shows.
// CellSnap's window lays a screen out several times (the root's appearance, each container's, the
// capture's), and the table's content pass converted every row at each of them. It now keeps
// what it laid out while nothing it was made from changed (`TableContentKey`): anything that asks
// the table for a layout (its data reloaded or updated, a selection, editing, a property of the
// table), its size, traits, safe area, margins, background and tint, its table header and
// footer views' heights, its data source, delegate and text measurer, an assignment to anything a
// row's or a section header's views draw (through ``UITableView/cellForRow(at:)``, say) or a
// request for their layout or a constraint update, and the first appearance of a controller of
// the app's own. That last is CellSnap's choice. A window runs the `viewWillAppear(_:)` of every
// controller it shows before its layout pass, as iOS does before the table first loads; but a
// table laid out before its controller first appears (a test's `view.layoutIfNeeded()`, a child
// whose view the layout pass places) would keep rows made from data an app changes there
// without `reloadData()`, so they are converted again, as iOS shows them. An appearance after
// the first (a controller lent to a snapshot's window and given back) changes nothing, as a
// table shown once keeps its cells on iOS. A data source whose answers change with nothing of
// these (data changed in `viewDidAppear(_:)` without `reloadData()`) keeps the rows already
// made, as on iOS.
//
// When the content is laid out again while its rows are the same (the same data source, no change
// to the rows, no first appearance since: a new size or traits, a selection, a cell changed through
// `cellForRow(at:)`), the rows shown before keep their cells, laid out and converted again, and the
// data source is not asked for them: UIKit asks for a cell when its row comes into view, and a data
// source that adds a subview to each cell it dequeues would otherwise stack copies of it (three
// labels drawn over each other, darker than one) when a snapshot's window lays the screen out.

/// What a table view's content pass keeps between layout passes (a class, so that what it holds
/// can change without changing the view's own layout; docs/ARCHITECTURE.md, rule 11).
@MainActor final class TableContentPass {
    /// What the kept content was made from; `nil` when there is none to keep.
    var key: TableContentKey?
    /// Whether the conversion running may leave rows of a fixed height unmade (the content pass's,
    /// never a whole-list conversion's; UITableView+DeferredRows.swift).
    var defersRows = false
    /// The rows of the kept content whose cells are not made yet, with what making each needs.
    var deferredRows: [IndexPath: DeferredRow] = [:]
    /// The kept content's list, its unmade rows as placeholders, while some rows are unmade.
    var list: ListDescription?
    /// The heights of the table header and footer views' spaces above and below the list.
    var padding: (header: Double, footer: Double) = (0, 0)
    /// How many times the rows changed (``UITableView/dataDidChange()``).
    var dataChanges = 0
    /// The cells of the content laid out before, while the content is laid out again from the
    /// same rows: each row shown again gets its cell back rather than asking the data source.
    var keptCells: [IndexPath: UITableViewCell] = [:]
    /// The part of the content the rows were last made for: the placement window of the bounds.
    var conversionWindow: ClosedRange<Double>?
    /// A `scrollToRow(at:at:animated:)` asked before the table could lay its rows out (no size or no
    /// text measurer yet), applied by the first content pass (``UITableView/applyPendingScroll()``).
    var pendingScroll: (indexPath: IndexPath, alignment: ContentScrollAlignment)?

    /// What a row left unmade is made with when it comes into view: the traits of the rows, its
    /// height, and the separators the table draws at its section's edges.
    struct DeferredRow {
        var traits: UITraitCollection
        var height: Double
        var edges: TableEdgeSeparators
    }
}

extension UITableView {
    /// Notes that the rows changed (reloaded, inserted, deleted, moved or reconfigured): the next
    /// layout pass asks the data source for their cells again.
    func dataDidChange() {
        contentPass.dataChanges &+= 1
        setNeedsLayout()
    }
}

/// What a table view's content was laid out from (see above): the next layout pass lays it out
/// again only when something of it changed.
@MainActor struct TableContentKey {
    private let layoutRequests: Int
    private let dataChanges: Int
    private let appearances: Int
    private let size: CGSize
    private let traits: Traits
    private let safeArea: UIEdgeInsets
    private let margins: NSDirectionalEdgeInsets
    private let headerHeight: CGFloat
    private let footerHeight: CGFloat
    private let background: UIColor?
    private let tint: UIColor?
    private let selectsSeveralRows: Bool
    private weak var dataSource: AnyObject?
    private weak var delegate: AnyObject?
    /// The measurer the content was laid out with, by identity (a measurer that is gone matches nothing).
    private weak var measurer: AnyObject?
    /// The views the content pass made (cells, header and footer views), with their counts.
    private var views: MadeViewsLedger

    /// The key of `table`'s content as laid out now below a table header view `headerHeight` high
    /// and above a footer view `footerHeight` high; `nil` when the measurer in effect is not an
    /// object (its identity would not stand for what it measures).
    init?(_ table: UITableView, layout: TableContentLayout, headerHeight: CGFloat, footerHeight: CGFloat) {
        guard let measurer = UIView.cellSnapMeasurerInEffect, type(of: measurer) is AnyObject.Type,
            let dataSource = table.dataSource
        else { return nil }
        self.measurer = measurer as AnyObject
        self.dataSource = dataSource
        delegate = table.ownDelegate
        layoutRequests = table.layoutRequests
        dataChanges = table.contentPass.dataChanges
        appearances = UIViewController.cellSnapAppearances
        size = table.bounds.size
        traits = table.traitCollection.cellSnapTraits
        safeArea = table.safeAreaInsets
        margins = table.directionalLayoutMargins
        self.headerHeight = headerHeight
        self.footerHeight = footerHeight
        background = table.backgroundColor
        tint = table.tintColor
        selectsSeveralRows = table.allowsMultipleSelection
        views = MadeViewsLedger(layout)
    }

    /// Whether `table`'s content, laid out again now between a header and a footer view of those
    /// heights, would be made from the same inputs.
    func holds(for table: UITableView, headerHeight: CGFloat, footerHeight: CGFloat) -> Bool {
        guard let measurer, let current = UIView.cellSnapMeasurerInEffect, current as AnyObject === measurer,
            let dataSource, table.dataSource === dataSource, table.ownDelegate === delegate,
            table.layoutRequests == layoutRequests, UIViewController.cellSnapAppearances == appearances,
            table.bounds.size == size, table.safeAreaInsets == safeArea, table.directionalLayoutMargins == margins,
            headerHeight == self.headerHeight, footerHeight == self.footerHeight,
            table.pendingError == nil, table.allowsMultipleSelection == selectsSeveralRows,
            table.backgroundColor == background,
            table.tintColor == tint, table.traitCollection.cellSnapTraits == traits
        else { return false }
        return views.holds()
    }

    /// Whether `table`'s rows are still those the content was made from: the same data source,
    /// no change to the rows since and no first appearance of a controller. A layout pass whose
    /// key does not hold otherwise (a new size, traits, a selection) lays the rows out again with
    /// the cells it has, as UIKit's table keeps the cells it shows.
    func rowsHold(for table: UITableView) -> Bool {
        guard let dataSource, table.dataSource === dataSource else { return false }
        return table.contentPass.dataChanges == dataChanges && UIViewController.cellSnapAppearances == appearances
    }

    /// The key with `cells`, made since for rows that came into view, noted as they are now.
    func adding(_ cells: [UITableViewCell]) -> TableContentKey {
        var key = self
        key.views = views.adding(cells)
        return key
    }
}

/// The counts of every view the content pass made (each cell, header and footer view and their
/// subtrees) and of their layers: assignments to what they draw (``DrawnStateLedger``), requests
/// for a layout or a constraint update (a constraint's constant changed, say) and for a
/// configuration update (a cell's accessory type or selection changed, say).
@MainActor struct MadeViewsLedger {
    /// The views made, in index path order (cells, then header views, then footer views).
    private let roots: [UIView]
    /// Each view of their subtrees, depth first, with its counts; the ledger holds them, so an
    /// identity is never reused.
    private let entries: [(view: UIView, counts: SIMD4<Int>)]

    init(_ layout: TableContentLayout) {
        roots =
            layout.cells.sorted { $0.key < $1.key }.map { $0.value as UIView }
            + layout.headerViews.sorted { $0.key < $1.key }.map(\.value)
            + layout.footerViews.sorted { $0.key < $1.key }.map(\.value)
        entries = Self.entries(of: roots)
    }

    private init(roots: [UIView], entries: [(view: UIView, counts: SIMD4<Int>)]) {
        self.roots = roots
        self.entries = entries
    }

    /// The ledger with `views` and their subtrees added as they are now; the others' counts kept.
    func adding(_ views: [UIView]) -> MadeViewsLedger {
        MadeViewsLedger(roots: roots + views, entries: entries + Self.entries(of: views))
    }

    private static func entries(of roots: [UIView]) -> [(view: UIView, counts: SIMD4<Int>)] {
        var entries: [(view: UIView, counts: SIMD4<Int>)] = []
        func note(_ view: UIView) {
            let configurations =
                (view as? UITableViewCell)?.configurationRequests
                ?? (view as? UITableViewHeaderFooterView)?.configurationRequests ?? 0
            entries.append(
                (view, SIMD4(view.drawnStateChanges, view.layer.drawnStateChanges, view.layoutRequests, configurations))
            )
            for subview in view.subviews { note(subview) }
        }
        for root in roots { note(root) }
        return entries
    }

    /// Whether the views hold the same subviews, in the same order, with the same counts.
    func holds() -> Bool {
        let now = Self.entries(of: roots)
        return now.count == entries.count
            && zip(now, entries).allSatisfy { $0.view === $1.view && $0.counts == $1.counts }
    }
}
