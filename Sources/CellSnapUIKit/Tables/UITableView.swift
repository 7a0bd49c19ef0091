import CellLayout
import CellModel
import Primitives

/// A table view, as UIKit's `UITableView`: a plain, grouped or inset grouped list of rows in
/// sections, from a data source (classic or diffable) and a delegate, with registered cells and
/// header and footer views, section titles, fixed or self-sized heights, separators, a table
/// header and footer view, editing and selection. In a view hierarchy it lays its content out at
/// its bounds' width when it is laid out (``cellForRow(at:)``, ``rectForRow(at:)``) and is drawn at
/// rest, clipped to its bounds; on its own it converts to CellModel's `ListDescription`
/// (``cellSnapListDescription(traits:width:)``), as a collection view's list does.
///
/// ```swift
/// let tableView = UITableView(frame: .zero, style: .insetGrouped)
/// tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
/// ```
@preconcurrency @MainActor open class UITableView: UIScrollView {
    open private(set) var style: Style
    open weak var dataSource: (any UITableViewDataSource)? { didSet { setNeedsLayout() } }
    /// The delegate as a scroll view's: ``cellSnapTableViewDelegate`` (code that names a table view
    /// reads `delegate` typed `UITableViewDelegate?`, as in UIKit: see ``UIScrollViewTypedDelegate``).
    @_disfavoredOverload open override var delegate: (any UIScrollViewDelegate)? {
        get { cellSnapTableViewDelegate }
        set { cellSnapTableViewDelegate = cellSnapTypedDelegate(newValue, call: "UITableView.delegate") }
    }
    /// The delegate typed as UIKit types `UITableView.delegate`, which `delegate` reads and writes
    /// and an app's `override var delegate` overrides (see ``UIScrollViewTypedDelegate``).
    open weak var cellSnapTableViewDelegate: (any UITableViewDelegate)? {
        get { ownDelegate }
        set { ownDelegate = newValue }
    }
    /// What the table asks, as UIKit keeps it: the last delegate set on `super` by an override.
    final weak var ownDelegate: (any UITableViewDelegate)? { didSet { setNeedsLayout() } }
    /// What prefetches data ahead of scrolling (kept; nothing scrolls at rest).
    open weak var prefetchDataSource: (any UITableViewDataSourcePrefetching)?
    open var isPrefetchingEnabled = true

    /// The height of every row, or ``automaticDimension`` (the default) for rows sized by their
    /// content; the delegate's `tableView(_:heightForRowAt:)` answers per row.
    open var rowHeight: CGFloat = UITableView.automaticDimension { didSet { setNeedsLayout() } }
    /// The height of every section header, or ``automaticDimension`` (the default): a title's
    /// height, the default spacing without one.
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension { didSet { setNeedsLayout() } }
    /// The height of every section footer, or ``automaticDimension`` (the default).
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension { didSet { setNeedsLayout() } }
    /// The colour of the section index's titles (`sectionIndexTitles(for:)`); `nil` is the tint colour.
    open var sectionIndexColor: UIColor? { didSet { setNeedsLayout() } }
    /// The colour behind the section index's column; `nil` is none.
    open var sectionIndexBackgroundColor: UIColor? { didSet { setNeedsLayout() } }
    /// The colour behind the section index while a finger is on it.
    ///
    /// No visible effect: a touch does not show in a still picture.
    open var sectionIndexTrackingBackgroundColor: UIColor?
    /// The fewest rows a table shows its section index with (0, the default: any).
    open var sectionIndexMinimumDisplayRowCount = 0 { didSet { setNeedsLayout() } }
    /// Estimates UIKit uses while scrolling; a table at rest is laid out at its real heights.
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension
    open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension
    open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension
    /// The space above each section header, or ``automaticDimension`` (the default) for the style's
    /// (see CellModel's `ListDescription.headerTopPadding`).
    open var sectionHeaderTopPadding: CGFloat = UITableView.automaticDimension { didSet { setNeedsLayout() } }

    /// Whether lines separate the rows (`.singleLine`, the default) or not (`.none`);
    /// `.singleLineEtched` draws as `.singleLine`, as iOS 7 and later draw it.
    open var separatorStyle = UITableViewCell.SeparatorStyle.singleLine { didSet { setNeedsLayout() } }
    /// The separators' colour (`.separator`, the default, is the theme's measured grey).
    open var separatorColor: UIColor? = .separator {
        didSet {
            setNeedsLayout()
            AppearanceRegistry.note(self, \UITableView.separatorColor)
        }
    }
    /// The effect UIKit draws the separators with (`nil`, the default: plain lines).
    ///
    /// No visible effect: iOS blends the separators with what shows through a translucent table
    /// inside a visual effect view; CellSnap draws them in ``separatorColor`` whatever the effect.
    open var separatorEffect: UIVisualEffect?
    /// The separators' insets from the cell's edges (`left` is the leading side; top and bottom
    /// are not used); by default the automatic ones, from the text's leading edge to the cell's
    /// trailing edge, which this reports as the layout margin on the leading side.
    open var separatorInset: UIEdgeInsets {
        get { ownSeparatorInset ?? UIEdgeInsets(top: 0, left: automaticSeparatorLeading, bottom: 0, right: 0) }
        set {
            ownSeparatorInset = newValue
            setNeedsLayout()
        }
    }
    private(set) var ownSeparatorInset: UIEdgeInsets?
    /// What ``separatorInset`` is measured from: the cell's edges (the default), or the automatic
    /// insets (the text's leading edge and the cell's trailing edge).
    open var separatorInsetReference = SeparatorInsetReference.fromCellEdges { didSet { setNeedsLayout() } }
    /// Whether the cells' margins follow the readable width (`false`, UIKit's default since iOS 12):
    /// it narrows a table only wider than that width and its margins, which is refused when drawn.
    open var cellLayoutMarginsFollowReadableWidth = false { didSet { setNeedsLayout() } }

    /// The view behind the content, sized to the table view's bounds, below every row and header.
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }
    /// A view above the first section, as wide as the table and as tall as its frame.
    open var tableHeaderView: UIView? {
        didSet { replaceTableView(oldValue, with: tableHeaderView) }
    }
    /// A view below the last section, as wide as the table and as tall as its frame.
    open var tableFooterView: UIView? {
        didSet { replaceTableView(oldValue, with: tableFooterView) }
    }

    private var editing = false
    /// Whether the rows show their editing controls; setting it is `setEditing(_:animated: false)`.
    open var isEditing: Bool {
        get { editing }
        set { setEditing(newValue, animated: false) }
    }
    open var allowsSelection = true
    open var allowsSelectionDuringEditing = false
    open var allowsMultipleSelection = false
    open var allowsMultipleSelectionDuringEditing = false { didSet { setNeedsLayout() } }
    /// Whether focusing a rows selects it.
    ///
    /// No visible effect: focus moves only with a hardware keyboard or a remote, and nothing is
    /// focused in a screen at rest.
    open var selectionFollowsFocus = false
    /// Whether rows can be focused.
    ///
    /// No visible effect: focus moves only with a hardware keyboard or a remote, and nothing is
    /// focused in a screen at rest.
    open var allowsFocus = false
    /// Whether rows can be focused while editing.
    ///
    /// No visible effect: focus moves only with a hardware keyboard or a remote, and nothing is
    /// focused in a screen at rest.
    open var allowsFocusDuringEditing = false
    /// The height of the filler rows, the empty rows whose separators a plain table draws below
    /// its last row (iOS 15): 0, the default since iOS 15, draws none; `automaticDimension` rows
    /// as tall as the last row (the default before iOS 15); any other height rows of that height.
    open var fillerRowHeight: CGFloat = 0
    /// How self-sizing cells' changes resize them (iOS 16).
    ///
    /// No visible effect: CellSnap sizes every cell when it lays the table out, at rest.
    open var selfSizingInvalidation = SelfSizingInvalidation.enabled
    /// The interaction that shows a row's context menu: `nil` until a delegate gives rows a menu.
    ///
    /// No visible effect: a context menu opens on a long press, which a screen at rest never has.
    open var contextMenuInteraction: UIContextMenuInteraction? { nil }
    /// Whether the table's changes wait for its data source (during a drop): never, as CellSnap
    /// applies every change at once.
    open var hasUncommittedUpdates: Bool { false }
    /// Whether cells' content views keep inside the safe area's sides: `true`, UIKit's default.
    ///
    /// No visible effect: the safe area's sides are zero on an upright phone, which CellSnap draws.
    open var insetsContentViewsToSafeArea = true
    /// Whether focus returns to the last focused index path.
    ///
    /// No visible effect: focus moves only with a hardware keyboard or a remote, and nothing is
    /// focused in a screen at rest.
    open var remembersLastFocusedIndexPath = false
    open var dragInteractionEnabled = false
    /// What the table view asks when rows are dragged from it.
    ///
    /// No visible effect: a snapshot never drags.
    open weak var dragDelegate: (any UITableViewDragDelegate)?
    /// What the table view asks when rows are dropped on it.
    ///
    /// No visible effect: a snapshot never drops.
    open weak var dropDelegate: (any UITableViewDropDelegate)?
    /// Whether a drag from the table view is in progress: never, at rest.
    open var hasActiveDrag: Bool { false }
    /// Whether a drop on the table view is in progress: never, at rest.
    open var hasActiveDrop: Bool { false }

    /// The selected rows, in the order they were selected.
    var selected: [IndexPath] = []
    /// An error of a call that cannot return one (a dequeue of an unregistered identifier),
    /// thrown when the table view is next drawn.
    var pendingError: CellSnapUIKitError?
    /// What the last layout pass laid out, or why it could not.
    var contentLayout: TableContentLayout? { didSet { hostElements(of: contentLayout, previous: oldValue) } }
    /// What the content pass keeps between layout passes (UITableView+ContentKey.swift).
    final let contentPass = TableContentPass()
    var contentLayoutError: (any Error)?
    /// The views the conversion in progress made.
    var madeCells: [IndexPath: UITableViewCell] = [:]
    /// The cells made so far, for reuse.
    var cellPool = ReusePool<UITableViewCell>()
    var madeHeaderViews: [Int: UIView] = [:]
    var madeFooterViews: [Int: UIView] = [:]
    /// The traits the conversion in progress draws with.
    var drawingTraits = UITraitCollection()
    /// Whether a data source's default `tableView(_:moveRowAt:to:)` ran (see ``dataSourceMovesRows(at:)``).
    var defaultMoveRowRan = false
    /// Whether the delegate is being asked for a footer view (a header view otherwise).
    var isAskingForFooter = false

    final var cellClasses: [String: UITableViewCell.Type] = [:]
    final var headerFooterClasses: [String: UITableViewHeaderFooterView.Type] = [:]

    /// Creates a table view of `style`, on its style's background (`systemBackground` for plain
    /// tables, `systemGroupedBackground` for grouped ones), as UIKit's `backgroundColor` reports.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground
    }

    /// A plain table view.
    public override convenience init(frame: CGRect) { self.init(frame: frame, style: .plain) }

    /// A table view from a storyboard or nib, of the document's style (a plain table from another
    /// archive), on its style's background unless the document sets one.
    public required init?(coder: NSCoder) {
        style = (coder as? IBCoder)?.tableViewStyle ?? .plain
        super.init(coder: coder)
        backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground
    }

    /// Lays the content out at the view's size (`layOutContent()`), then its background view fills the bounds.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layOutContent()
        // The bounds' origin is the content offset in UIKit: the background view stays in view.
        backgroundView?.frame = CGRect(origin: contentOffset, size: bounds.size)
    }

    override func cellSnapContent(traits: Traits) throws -> ViewTree.Content {
        try scrollContentSizedByIntrinsicSize { try drawnContent(traits: traits) }
    }

    // MARK: Cells and header and footer views

    /// Registers the class the table view makes cells of for `identifier` (a `UITableViewCell`
    /// subclass; `nil` removes the registration).
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        registerCellClass(cellClass, identifier: identifier)
    }

    /// Registers the class the table view makes header and footer views of for `identifier`.
    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        registerHeaderFooterClass(aClass, identifier: identifier)
    }

    /// Registers `nib` for cells of `identifier`: a dequeued cell is the nib's top-level cell, made
    /// anew (`nil` removes the registration).
    open func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
        registerCellNib(nib, identifier: identifier)
    }

    /// Registers `nib` for header and footer views of `identifier`: each dequeued view is the nib's
    /// top-level `UITableViewHeaderFooterView` (its class's `init(coder:)`, then `awakeFromNib()`),
    /// made anew, with the identifier as its `reuseIdentifier` (`nil` removes the registration).
    open func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) {
        registerHeaderFooterNib(nib, identifier: identifier)
    }

    /// A new cell of the class registered for `identifier` in the table's traits (CellSnap makes a
    /// fresh one each time); `nil` when no class is registered for it, as in UIKit.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        guard let type = cellClasses[identifier] else { return templateCell(identifier) }
        let cell: UITableViewCell
        if let reused = cellPool.dequeue(identifier) {
            reused.prepareForReuse()
            cell = reused
        } else {
            cell = type.init(cellSnapReuseIdentifier: identifier)
            cellPool.add(cell, identifier: identifier)
        }
        cell.ownTraits = rowTraits
        return cell
    }

    /// A new cell of the class, nib or storyboard prototype registered for `identifier`. When
    /// none is registered:
    ///
    /// - In a `UITableViewController`'s own table made in code, a cell of the default style
    ///   (`UITableViewCell(style: .default, reuseIdentifier:)`), standing for the storyboard's
    ///   prototype cell: a controller written for a storyboard and made in code (not with
    ///   ``UIStoryboard``) gets the one prototype CellSnap can make without the storyboard, so a
    ///   prototype of another style, or of a class of your own, draws as a default cell.
    /// - In any other table, an error when the table is drawn: UIKit raises an exception for it.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        if let cell = dequeueReusableCell(withIdentifier: identifier) { return cell }
        if !hasStoryboardPrototypes {
            pendingError.keepFirst(
                CellSnapUIKitError(
                    call: "UITableView.dequeueReusableCell(withIdentifier: \"\(identifier)\", for: \(indexPath))",
                    reason: "no class is registered for that identifier"))
        }
        let cell = UITableViewCell(style: .default, reuseIdentifier: identifier)
        cell.ownTraits = rowTraits
        return cell
    }

    /// Whether the table stands for a storyboard scene's table, whose prototype cells registered
    /// their identifiers on iOS: a `UITableViewController`'s own table.
    final var hasStoryboardPrototypes = false
    /// The nibs and storyboard prototypes registered for cell identifiers (``IBTemplate``).
    final var cellTemplates: [String: () throws -> UITableViewCell?] = [:]
    /// The nibs registered for header and footer identifiers.
    final var headerFooterTemplates: [String: () throws -> UITableViewHeaderFooterView] = [:]
    /// The sections of a storyboard's static table, which a `UITableViewController` answers from.
    final var staticSections: [IBStaticSection]?

    /// A new header or footer view of the class or nib registered for `identifier`, in the table's
    /// traits (its default content configuration is its table's header or footer look, as the
    /// delegate asks for a header or a footer); `nil` when none is registered.
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        guard
            let view = headerFooterClasses[identifier]?.init(cellSnapReuseIdentifier: identifier)
                ?? templateHeaderFooterView(identifier)
        else { return nil }
        view.ownTraits = rowTraits
        view.isFooter = isAskingForFooter
        return view
    }

    // MARK: Data

    open var numberOfSections: Int { dataSource?.numberOfSections(in: self) ?? 0 }

    open func numberOfRows(inSection section: Int) -> Int {
        dataSource?.tableView(self, numberOfRowsInSection: section) ?? 0
    }

    // MARK: Changes (the content is laid out again at the next layout pass; nothing animates)

    /// Asks the data source for its section and row counts at once, as UIKit does; cells at the next layout.
    open func reloadData() {
        MethodExchange.perform(self, "reloadData") { [unowned self] _ in
            for section in 0..<max(0, numberOfSections) { _ = numberOfRows(inSection: section) }
            dataDidChange()
        }
    }
    open func reloadSections(_ sections: IndexSet, with animation: RowAnimation) { dataDidChange() }
    open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) { dataDidChange() }
    open func reconfigureRows(at indexPaths: [IndexPath]) { dataDidChange() }
    open func reloadSectionIndexTitles() { setNeedsLayout() }
    open func insertSections(_ sections: IndexSet, with animation: RowAnimation) { dataDidChange() }
    open func deleteSections(_ sections: IndexSet, with animation: RowAnimation) { dataDidChange() }
    open func moveSection(_ section: Int, toSection newSection: Int) { dataDidChange() }
    open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) { dataDidChange() }
    open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) { dataDidChange() }
    open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) { dataDidChange() }
    open func beginUpdates() {}
    open func endUpdates() { dataDidChange() }

    /// Runs `updates`, then `completion` (at once: there is no animation).
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        updates?()
        dataDidChange()
        completion?(true)
    }

    // MARK: Editing

    /// Shows or hides the rows' editing controls (there is no animation): the delete or insert
    /// control each editable row's editing style asks for, the reorder control where the data
    /// source lets the row move, or selection circles when several rows may be selected while editing.
    open func setEditing(_ editing: Bool, animated: Bool) {
        self.editing = editing
        setNeedsLayout()
    }

    // MARK: Selection

    /// Selects the row at `indexPath` (the delegate is not asked, as in UIKit), scrolling it to
    /// `scrollPosition`.
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard isEditing ? allowsSelectionDuringEditing || allowsMultipleSelectionDuringEditing : allowsSelection,
            let indexPath
        else { return }
        let multiple = isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
        if !multiple {
            for other in selected where other != indexPath {
                contentLayout?.cells[other]?.setSelected(false, animated: false)
            }
            selected.removeAll()
        }
        if !selected.contains(indexPath) { selected.append(indexPath) }
        contentLayout?.cells[indexPath]?.setSelected(true, animated: false)
        setNeedsLayout()
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the row at `indexPath` (the delegate is not asked, as in UIKit).
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
        selected.removeAll { $0 == indexPath }
        contentLayout?.cells[indexPath]?.setSelected(false, animated: false)
        setNeedsLayout()
    }

    /// The first selected row, in index path order; `nil` when none is selected.
    open var indexPathForSelectedRow: IndexPath? { selected.min() }

    /// The selected rows, in index path order; `nil` when none is selected, as in UIKit.
    open var indexPathsForSelectedRows: [IndexPath]? { selected.isEmpty ? nil : selected.sorted() }

    // MARK: What was laid out

    /// The cell shown for `indexPath`, when it is visible (`nil` for a row the bounds do not
    /// show, whose cell the table may not have asked for); a layout pass due runs first, as UIKit
    /// updates its visible cells when asked for one (a test that loads a controller's view gets
    /// the cells its table shows at its size), and the rows a scroll brought into view are made.
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        layoutIfNeeded()
        makeRowsComingIntoView()
        guard let frame = contentLayout?.frames[.item(section: indexPath.section, item: indexPath.row)],
            showsContentFrame(frame)
        else { return nil }
        return contentLayout?.cells[indexPath]
    }

    /// The index path of `cell`, when it is shown.
    open func indexPath(for cell: UITableViewCell) -> IndexPath? {
        layoutIfNeeded()
        return contentLayout?.cells.first { $0.value === cell }?.key
    }

    /// The visible cells, in index path order.
    open var visibleCells: [UITableViewCell] { (indexPathsForVisibleRows ?? []).compactMap(cellForRow(at:)) }

    /// The index paths of the visible rows, in order.
    open var indexPathsForVisibleRows: [IndexPath]? {
        guard cellSnapLayOutOnMainThread("UITableView.indexPathsForVisibleRows") else { return [] }
        makeRowsComingIntoView()
        guard let layout = contentLayout else { return nil }
        return layout.cells.keys.sorted().filter { cellForRow(at: $0) != nil }
    }

    /// The index path of the row at `point` of the content.
    open func indexPathForRow(at point: CGPoint) -> IndexPath? {
        let target = Point(x: Double(point.x), y: Double(point.y))
        return rowIndexPaths.first { rowFrame($0)?.contains(target) == true }
    }

    /// The index paths of the rows that meet `rect` of the content, in order.
    open func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
        guard contentLayout != nil else { return nil }
        return rowIndexPaths.filter { indexPath in rowFrame(indexPath).map { $0.cgRect.intersects(rect) } == true }
    }

    /// The row's frame in the content; `.zero` for a row that is not laid out.
    open func rectForRow(at indexPath: IndexPath) -> CGRect { rowFrame(indexPath)?.cgRect ?? .zero }

    /// The section's header's frame in the content; `.zero` when it has no header.
    open func rectForHeader(inSection section: Int) -> CGRect {
        contentLayout?.frames[.header(section: section)]?.cgRect ?? .zero
    }

    /// The section's footer's frame in the content; `.zero` when it has no footer.
    open func rectForFooter(inSection section: Int) -> CGRect {
        contentLayout?.frames[.footer(section: section)]?.cgRect ?? .zero
    }

    /// The frame of the section's header, rows and footer together; `.zero` for a section that is
    /// not laid out.
    open func rect(forSection section: Int) -> CGRect {
        guard let layout = contentLayout else { return .zero }
        let frames = layout.frames.compactMap { element, frame in element.section == section ? frame.cgRect : nil }
        return frames.dropFirst().reduce(frames.first ?? .zero) { $0.union($1) }
    }

    /// The header view shown for `section`, when it is a header footer view.
    open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        contentLayout?.headerViews[section] as? UITableViewHeaderFooterView
    }

    /// The footer view shown for `section`, when it is a header footer view.
    open func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        contentLayout?.footerViews[section] as? UITableViewHeaderFooterView
    }

    /// Scrolls so that the row at `indexPath` is at `scrollPosition` (`.none`: just visible).
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        layoutIfNeeded()
        let alignment: ContentScrollAlignment =
            switch scrollPosition {
            case .none: .nearest
            case .top: .top
            case .middle: .middle
            case .bottom: .bottom
            }
        guard let frame = scrollTarget(indexPath, alignment: alignment) else {
            contentPass.pendingScroll = (indexPath, alignment)
            return
        }
        contentPass.pendingScroll = nil
        scrollToContentFrame(frame, alignment: alignment)
    }

    /// Scrolls the first selected row to `scrollPosition`.
    open func scrollToNearestSelectedRow(at scrollPosition: ScrollPosition, animated: Bool) {
        guard let indexPath = indexPathForSelectedRow else { return }
        scrollToRow(at: indexPath, at: scrollPosition, animated: animated)
    }
}
