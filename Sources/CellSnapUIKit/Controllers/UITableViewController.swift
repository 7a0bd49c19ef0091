import CellModel
import Foundation

/// A view controller whose view is a table view, as UIKit's `UITableViewController`: it makes a
/// table view of its style as its view, is that table's data source and delegate (every data
/// source and delegate method is the class's own, so that a subclass overrides them as in UIKit,
/// each doing what UIKit does without it), clears the selection when its view is about to appear
/// (``clearsSelectionOnViewWillAppear``), and puts the table in and out of editing with
/// `setEditing(_:animated:)`, which its `editButtonItem` calls.
///
/// ```swift
/// final class FruitsViewController: UITableViewController {
///     let fruits = ["Apple", "Banana"]
///     override func viewDidLoad() {
///         super.viewDidLoad()
///         tableView.register(UITableViewCell.self, forCellReuseIdentifier: "fruit")
///         navigationItem.rightBarButtonItem = editButtonItem
///     }
///     override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { fruits.count }
///     override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
///         let cell = tableView.dequeueReusableCell(withIdentifier: "fruit", for: indexPath)
///         var content = cell.defaultContentConfiguration()
///         content.text = fruits[indexPath.row]
///         cell.contentConfiguration = content
///         return cell
///     }
/// }
/// ```
@preconcurrency @MainActor
open class UITableViewController: UIViewController, UITableViewDataSource,
    UITableViewDelegate
{
    private let style: UITableView.Style
    /// Whether the selection is cleared when the view is about to appear (the default).
    open var clearsSelectionOnViewWillAppear = true
    private var hasReloaded = false

    /// A controller whose table view has `style`.
    public init(style: UITableView.Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    /// A controller with a plain table view.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        style = .plain
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// A controller from an archive: storyboards are not read on Linux, so its table is plain.
    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
    }

    /// The controller's table view, which is its view (loaded when first asked for). A table set
    /// without a data source or a delegate gets the controller, as UIKit's does.
    open var tableView: UITableView! {
        get { view as? UITableView }
        set {
            if let newValue {
                if newValue.dataSource == nil { newValue.dataSource = self }
                if newValue.delegate == nil { newValue.delegate = self }
            }
            view = newValue
        }
    }

    /// The table's pull-to-refresh control.
    open var refreshControl: UIRefreshControl? {
        get { tableView.refreshControl }
        set { tableView.refreshControl = newValue }
    }

    /// Makes a table view of the controller's style, the size of the main screen, with the
    /// controller as its data source and delegate. Its identifiers without a registered class are
    /// taken for the prototype cells of the controller's storyboard scene (see
    /// ``UITableView/dequeueReusableCell(withIdentifier:for:)``).
    open override func loadView() {
        if cellSnapLoadInterfaceBuilderView() { return }
        let tableView = UITableView(
            frame: CGRect(x: 0, y: 0, width: DevicePreset.defaultScreenWidth, height: DevicePreset.defaultScreenHeight),
            style: style)
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.dataSource = self
        tableView.delegate = self
        tableView.hasStoryboardPrototypes = true
        view = tableView
    }

    /// Reloads the table the first time, and clears its selection when
    /// ``clearsSelectionOnViewWillAppear`` says so.
    open override func viewWillAppear(_ animated: Bool) {
        UIKitCategoryOverrides.viewWillAppear.call(on: self, animated, implementedIn: UITableViewController.self) {
            super.viewWillAppear(animated)
            guard let tableView else { return }
            if !hasReloaded {
                hasReloaded = true
                tableView.reloadData()
            }
            if clearsSelectionOnViewWillAppear {
                for indexPath in tableView.indexPathsForSelectedRows ?? [] {
                    tableView.deselectRow(at: indexPath, animated: animated)
                }
            }
        }
    }

    /// Turns editing on or off for the controller and its table view.
    open override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        tableView?.setEditing(editing, animated: animated)
    }

    // MARK: UITableViewDataSource
    // Every requirement, as the SDK's UITableViewController has them (a subclass overrides them):
    // the optional ones answer as UIKit does without them and count as not implemented (see
    // `cellSnapOptionalRequirement(_:)`) unless a subclass overrides them.

    // A storyboard's static table (see `IBStaticSection`) is answered from its sections.

    open func numberOfSections(in tableView: UITableView) -> Int {
        if let sections = tableView.staticSections { return sections.count }
        return OptionalRequirements.unimplemented(1)
    }
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        tableView.staticSection(section)?.cells.count ?? 0
    }
    /// The static cell of a storyboard's static table, else a blank cell: a subclass with rows overrides it.
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if let cells = tableView.staticSection(indexPath.section)?.cells, cells.indices.contains(indexPath.row) {
            return cells[indexPath.row]
        }
        return UITableViewCell(style: .default, reuseIdentifier: nil)
    }
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        if let title = tableView.staticSection(section)?.headerTitle { return title }
        return OptionalRequirements.unimplemented(nil)
    }
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        if let title = tableView.staticSection(section)?.footerTitle { return title }
        return OptionalRequirements.unimplemented(nil)
    }
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        OptionalRequirements.unimplemented(true)
    }
    /// Whether the controller overrides `tableView(_:moveRowAt:to:)`, UIKit's default answer.
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        OptionalRequirements.unimplemented(tableView.dataSourceMovesRows(at: indexPath))
    }
    open func sectionIndexTitles(for tableView: UITableView) -> [String]? { OptionalRequirements.unimplemented(nil) }
    open func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        OptionalRequirements.unimplemented(index)
    }
    open func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) { OptionalRequirements.unimplemented(()) }
    /// Moves nothing: a subclass that lets rows move overrides it.
    open func tableView(
        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) { OptionalRequirements.unimplemented(()) }

    // MARK: UITableViewDelegate

    open func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        OptionalRequirements.unimplemented(())
    }
    open func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
        OptionalRequirements.unimplemented(())
    }
    open func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {
        OptionalRequirements.unimplemented(())
    }
    open func tableView(
        _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) { OptionalRequirements.unimplemented(()) }
    open func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int) {
        OptionalRequirements.unimplemented(())
    }
    open func tableView(_ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int) {
        OptionalRequirements.unimplemented(())
    }
    open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        if let heights = tableView.staticSection(indexPath.section)?.rowHeights,
            heights.indices.contains(indexPath.row), let height = heights[indexPath.row]
        {
            return height
        }
        return OptionalRequirements.unimplemented(tableView.rowHeight)
    }
    open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        OptionalRequirements.unimplemented(tableView.sectionHeaderHeight)
    }
    open func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        OptionalRequirements.unimplemented(tableView.sectionFooterHeight)
    }
    open func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        OptionalRequirements.unimplemented(tableView.estimatedRowHeight)
    }
    open func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat {
        OptionalRequirements.unimplemented(tableView.estimatedSectionHeaderHeight)
    }
    open func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int) -> CGFloat {
        OptionalRequirements.unimplemented(tableView.estimatedSectionFooterHeight)
    }
    open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        OptionalRequirements.unimplemented(nil)
    }
    open func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
        OptionalRequirements.unimplemented(nil)
    }
    open func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
        OptionalRequirements.unimplemented(())
    }
    open func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        OptionalRequirements.unimplemented(true)
    }
    open func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
        OptionalRequirements.unimplemented(())
    }
    open func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
        OptionalRequirements.unimplemented(())
    }
    open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        OptionalRequirements.unimplemented(indexPath)
    }
    open func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        OptionalRequirements.unimplemented(indexPath)
    }
    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        OptionalRequirements.unimplemented(())
    }
    open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        OptionalRequirements.unimplemented(())
    }
    open func tableView(_ tableView: UITableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath)
        -> Bool
    { OptionalRequirements.unimplemented(false) }
    open func tableView(_ tableView: UITableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath) {
        OptionalRequirements.unimplemented(())
    }
    open func tableViewDidEndMultipleSelectionInteraction(_ tableView: UITableView) {
        OptionalRequirements.unimplemented(())
    }
    open func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
        -> UITableViewCell.EditingStyle
    { OptionalRequirements.unimplemented(.delete) }
    open func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath)
        -> String?
    { OptionalRequirements.unimplemented(nil) }
    open func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> UISwipeActionsConfiguration?
    { OptionalRequirements.unimplemented(nil) }
    open func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> UISwipeActionsConfiguration?
    { OptionalRequirements.unimplemented(nil) }
    open func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath)
        -> [UITableViewRowAction]?
    { OptionalRequirements.unimplemented(nil) }
    open func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool {
        OptionalRequirements.unimplemented(true)
    }
    open func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {
        OptionalRequirements.unimplemented(())
    }
    open func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {
        OptionalRequirements.unimplemented(())
    }
    open func tableView(
        _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath { OptionalRequirements.unimplemented(proposedDestinationIndexPath) }
    open func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int {
        OptionalRequirements.unimplemented(0)
    }
    open func tableView(_ tableView: UITableView, shouldShowMenuForRowAt indexPath: IndexPath) -> Bool {
        OptionalRequirements.unimplemented(false)
    }
    open func tableView(_ tableView: UITableView, canFocusRowAt indexPath: IndexPath) -> Bool {
        OptionalRequirements.unimplemented(true)
    }
    open func indexPathForPreferredFocusedView(in tableView: UITableView) -> IndexPath? {
        OptionalRequirements.unimplemented(nil)
    }
    open func tableView(_ tableView: UITableView, selectionFollowsFocusForRowAt indexPath: IndexPath) -> Bool {
        OptionalRequirements.unimplemented(tableView.selectionFollowsFocus)
    }
    open func tableView(
        _ tableView: UITableView, shouldSpringLoadRowAt indexPath: IndexPath,
        with context: any UISpringLoadedInteractionContext
    ) -> Bool { OptionalRequirements.unimplemented(true) }
    open func tableView(_ tableView: UITableView, canPerformPrimaryActionForRowAt indexPath: IndexPath) -> Bool {
        OptionalRequirements.unimplemented(false)
    }
    open func tableView(_ tableView: UITableView, performPrimaryActionForRowAt indexPath: IndexPath) {
        OptionalRequirements.unimplemented(())
    }
    open func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint)
        -> UIContextMenuConfiguration?
    { OptionalRequirements.unimplemented(nil) }
    open func tableView(
        _ tableView: UITableView,
        previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? { OptionalRequirements.unimplemented(nil) }
    open func tableView(
        _ tableView: UITableView,
        previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? { OptionalRequirements.unimplemented(nil) }
    open func tableView(
        _ tableView: UITableView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
        animator: any UIContextMenuInteractionCommitAnimating
    ) { OptionalRequirements.unimplemented(()) }
    open func tableView(
        _ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) { OptionalRequirements.unimplemented(()) }
    open func tableView(
        _ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) { OptionalRequirements.unimplemented(()) }
    open func tableView(
        _ tableView: UITableView, canPerformAction action: Selector, forRowAt indexPath: IndexPath,
        withSender sender: Any?
    ) -> Bool { OptionalRequirements.unimplemented(false) }
    open func tableView(
        _ tableView: UITableView, performAction action: Selector, forRowAt indexPath: IndexPath,
        withSender sender: Any?
    ) { OptionalRequirements.unimplemented(()) }
    open func tableView(_ tableView: UITableView, shouldUpdateFocusIn context: UITableViewFocusUpdateContext) -> Bool {
        OptionalRequirements.unimplemented(true)
    }
    open func tableView(
        _ tableView: UITableView, didUpdateFocusIn context: UITableViewFocusUpdateContext,
        with coordinator: UIFocusAnimationCoordinator
    ) { OptionalRequirements.unimplemented(()) }

    // MARK: UIScrollViewDelegate

    open func scrollViewDidScroll(_ scrollView: UIScrollView) { OptionalRequirements.unimplemented(()) }
    open func scrollViewDidZoom(_ scrollView: UIScrollView) { OptionalRequirements.unimplemented(()) }
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { OptionalRequirements.unimplemented(()) }
    open func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) { OptionalRequirements.unimplemented(()) }
    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        OptionalRequirements.unimplemented(())
    }
    open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { OptionalRequirements.unimplemented(()) }
    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { OptionalRequirements.unimplemented(()) }
    open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { OptionalRequirements.unimplemented(()) }
    open func viewForZooming(in scrollView: UIScrollView) -> UIView? { OptionalRequirements.unimplemented(nil) }
    open func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {
        OptionalRequirements.unimplemented(())
    }
    open func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
        OptionalRequirements.unimplemented(())
    }
    open func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
        OptionalRequirements.unimplemented(true)
    }
    open func scrollViewDidScrollToTop(_ scrollView: UIScrollView) { OptionalRequirements.unimplemented(()) }
    open func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {
        OptionalRequirements.unimplemented(())
    }
}
