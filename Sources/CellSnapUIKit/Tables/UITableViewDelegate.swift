import Foundation

/// What a table view tells its delegate and asks of it, as UIKit's `UITableViewDelegate`: every
/// requirement optional (defaulted here as UIKit behaves without it), the scroll view's among them.
/// CellSnap asks the heights, header and footer views, editing styles, indentation and
/// `tableView(_:willDisplay:forRowAt:)` (and the header and footer twins) for every row and
/// section it draws, before drawing it; the rest answer events that do not happen at rest.
///
/// Assign it with `tableView.delegate = self`; the table view keeps it as its scroll view's
/// delegate, and asks it as a table view delegate.
@preconcurrency @MainActor public protocol UITableViewDelegate: UIScrollViewDelegate {
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int)
    func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int)
    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int)
    func tableView(_ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int)
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat
    func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat
    func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat
    func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int) -> CGFloat
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?
    func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath)
    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool
    func tableView(_ tableView: UITableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath)
    func tableViewDidEndMultipleSelectionInteraction(_ tableView: UITableView)
    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle
    func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String?
    func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> UISwipeActionsConfiguration?
    func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> UISwipeActionsConfiguration?
    func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath) -> [UITableViewRowAction]?
    func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool
    func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?)
    func tableView(
        _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath
    func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int
    func tableView(_ tableView: UITableView, shouldShowMenuForRowAt indexPath: IndexPath) -> Bool
    func tableView(_ tableView: UITableView, canFocusRowAt indexPath: IndexPath) -> Bool
    func indexPathForPreferredFocusedView(in tableView: UITableView) -> IndexPath?
    func tableView(_ tableView: UITableView, selectionFollowsFocusForRowAt indexPath: IndexPath) -> Bool
    func tableView(
        _ tableView: UITableView, shouldSpringLoadRowAt indexPath: IndexPath,
        with context: any UISpringLoadedInteractionContext
    ) -> Bool
    func tableView(_ tableView: UITableView, canPerformPrimaryActionForRowAt indexPath: IndexPath) -> Bool
    func tableView(_ tableView: UITableView, performPrimaryActionForRowAt indexPath: IndexPath)
    func tableView(
        _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration?
    func tableView(
        _ tableView: UITableView,
        previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview?
    func tableView(
        _ tableView: UITableView,
        previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview?
    func tableView(
        _ tableView: UITableView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
        animator: any UIContextMenuInteractionCommitAnimating)
    func tableView(
        _ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?)
    func tableView(
        _ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?)
    func tableView(
        _ tableView: UITableView, canPerformAction action: Selector, forRowAt indexPath: IndexPath,
        withSender sender: Any?
    ) -> Bool
    func tableView(
        _ tableView: UITableView, performAction action: Selector, forRowAt indexPath: IndexPath, withSender sender: Any?
    )
    func tableView(_ tableView: UITableView, shouldUpdateFocusIn context: UITableViewFocusUpdateContext) -> Bool
    func tableView(
        _ tableView: UITableView, didUpdateFocusIn context: UITableViewFocusUpdateContext,
        with coordinator: UIFocusAnimationCoordinator)
}

extension UITableViewDelegate {
    /// Not implemented: nothing happens. CellSnap calls it for every row it draws, before drawing it.
    public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        forwarded(self, as: UITableViewDelegate.self) {
            $0.tableView(tableView, willDisplay: cell, forRowAt: indexPath)
        } ?? OptionalRequirements.unimplemented(())
    }
    /// Not implemented: nothing happens. CellSnap calls it for every header it draws.
    public func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
        forwarded(self, as: UITableViewDelegate.self) {
            $0.tableView(tableView, willDisplayHeaderView: view, forSection: section)
        } ?? OptionalRequirements.unimplemented(())
    }
    /// Not implemented: nothing happens. CellSnap calls it for every footer it draws.
    public func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {
        forwarded(self, as: UITableViewDelegate.self) {
            $0.tableView(tableView, willDisplayFooterView: view, forSection: section)
        } ?? OptionalRequirements.unimplemented(())
    }
    /// Not implemented: nothing happens.
    ///
    /// No visible effect: a snapshot's rows stay displayed.
    public func tableView(
        _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) {
        forwarded(self, as: UITableViewDelegate.self) {
            $0.tableView(tableView, didEndDisplaying: cell, forRowAt: indexPath)
        } ?? OptionalRequirements.unimplemented(())
    }
    /// Not implemented: nothing happens.
    ///
    /// No visible effect: a snapshot's headers stay displayed.
    public func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int) {
        forwarded(self, as: UITableViewDelegate.self) {
            $0.tableView(tableView, didEndDisplayingHeaderView: view, forSection: section)
        } ?? OptionalRequirements.unimplemented(())
    }
    /// Not implemented: nothing happens.
    ///
    /// No visible effect: a snapshot's footers stay displayed.
    public func tableView(_ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int) {
        forwarded(self, as: UITableViewDelegate.self) {
            $0.tableView(tableView, didEndDisplayingFooterView: view, forSection: section)
        } ?? OptionalRequirements.unimplemented(())
    }
    /// Not implemented: the table view's ``UITableView/rowHeight``.
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        forwarded(self, as: UITableViewDelegate.self) { $0.tableView(tableView, heightForRowAt: indexPath) }
            ?? OptionalRequirements.unimplemented(tableView.rowHeight)
    }
    /// Not implemented: the table view's ``UITableView/sectionHeaderHeight``.
    public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        forwarded(self, as: UITableViewDelegate.self) { $0.tableView(tableView, heightForHeaderInSection: section) }
            ?? OptionalRequirements.unimplemented(tableView.sectionHeaderHeight)
    }
    /// Not implemented: the table view's ``UITableView/sectionFooterHeight``.
    public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        forwarded(self, as: UITableViewDelegate.self) { $0.tableView(tableView, heightForFooterInSection: section) }
            ?? OptionalRequirements.unimplemented(tableView.sectionFooterHeight)
    }
    /// Not implemented: the table view's ``UITableView/estimatedRowHeight``.
    ///
    /// No visible effect: an estimate only places rows before they are measured, and CellSnap
    /// measures every row it draws.
    public func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        forwarded(self, as: UITableViewDelegate.self) { $0.tableView(tableView, estimatedHeightForRowAt: indexPath) }
            ?? OptionalRequirements.unimplemented(tableView.estimatedRowHeight)
    }
    /// Not implemented: the table view's ``UITableView/estimatedSectionHeaderHeight``.
    ///
    /// No visible effect: CellSnap measures every header it draws.
    public func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat {
        forwarded(self, as: UITableViewDelegate.self) {
            $0.tableView(tableView, estimatedHeightForHeaderInSection: section)
        } ?? OptionalRequirements.unimplemented(tableView.estimatedSectionHeaderHeight)
    }
    /// Not implemented: the table view's ``UITableView/estimatedSectionFooterHeight``.
    ///
    /// No visible effect: CellSnap measures every footer it draws.
    public func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int) -> CGFloat {
        forwarded(self, as: UITableViewDelegate.self) {
            $0.tableView(tableView, estimatedHeightForFooterInSection: section)
        } ?? OptionalRequirements.unimplemented(tableView.estimatedSectionFooterHeight)
    }
    /// Not implemented: `nil`, the section's title (if any) is drawn in the style's header.
    public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        forwarded(self, as: UITableViewDelegate.self) { $0.tableView(tableView, viewForHeaderInSection: section) }
            ?? OptionalRequirements.unimplemented(nil)
    }
    /// Not implemented: `nil`, the section's footer title (if any) is drawn.
    public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
        forwarded(self, as: UITableViewDelegate.self) { $0.tableView(tableView, viewForFooterInSection: section) }
            ?? OptionalRequirements.unimplemented(nil)
    }
    /// Not implemented: nothing happens.
    ///
    /// No visible effect: nothing is tapped in a snapshot.
    public func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
        forwarded(self, as: UITableViewDelegate.self) {
            $0.tableView(tableView, accessoryButtonTappedForRowWith: indexPath)
        } ?? OptionalRequirements.unimplemented(())
    }
    /// Not implemented: `true`, every row highlights when touched.
    ///
    /// No visible effect: a row highlights under a finger, which a snapshot has none of (a cell
    /// whose `isHighlighted` code sets is drawn highlighted without asking, as in UIKit).
    public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        forwarded(self, as: UITableViewDelegate.self) { $0.tableView(tableView, shouldHighlightRowAt: indexPath) }
            ?? OptionalRequirements.unimplemented(true)
    }
    /// Not implemented: nothing happens.
    ///
    /// No visible effect: nothing is touched in a snapshot.
    public func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
        forwarded(self, as: UITableViewDelegate.self) { $0.tableView(tableView, didHighlightRowAt: indexPath) }
            ?? OptionalRequirements.unimplemented(())
    }
    /// Not implemented: nothing happens.
    ///
    /// No visible effect: nothing is touched in a snapshot.
    public func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
        forwarded(self, as: UITableViewDelegate.self) { $0.tableView(tableView, didUnhighlightRowAt: indexPath) }
            ?? OptionalRequirements.unimplemented(())
    }
    /// Not implemented: the row is selected as proposed.
    ///
    /// No visible effect: UIKit asks only when a user selects a row, and `selectRow(at:animated:scrollPosition:)` does not ask.
    public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        forwarded(self, as: UITableViewDelegate.self) { $0.tableView(tableView, willSelectRowAt: indexPath) }
            ?? OptionalRequirements.unimplemented(indexPath)
    }
    /// Not implemented: the row is deselected as proposed.
    ///
    /// No visible effect: UIKit asks only when a user deselects a row.
    public func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        forwarded(self, as: UITableViewDelegate.self) { $0.tableView(tableView, willDeselectRowAt: indexPath) }
            ?? OptionalRequirements.unimplemented(indexPath)
    }
    /// Not implemented: nothing happens.
    ///
    /// No visible effect: UIKit tells it only when a user selects a row.
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        forwarded(self, as: UITableViewDelegate.self) { $0.tableView(tableView, didSelectRowAt: indexPath) }
            ?? OptionalRequirements.unimplemented(())
    }
    /// Not implemented: nothing happens.
    ///
    /// No visible effect: UIKit tells it only when a user deselects a row.
    public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        forwarded(self, as: UITableViewDelegate.self) { $0.tableView(tableView, didDeselectRowAt: indexPath) }
            ?? OptionalRequirements.unimplemented(())
    }
    /// Not implemented: `false`.
    ///
    /// No visible effect: a two-finger pan starts it, which a snapshot has none of.
    public func tableView(
        _ tableView: UITableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
    ) -> Bool {
        forwarded(self, as: UITableViewDelegate.self) {
            $0.tableView(tableView, shouldBeginMultipleSelectionInteractionAt: indexPath)
        } ?? OptionalRequirements.unimplemented(false)
    }
    /// Not implemented: nothing happens.
    ///
    /// No visible effect: a two-finger pan starts it, which a snapshot has none of.
    public func tableView(_ tableView: UITableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath) {
        forwarded(self, as: UITableViewDelegate.self) {
            $0.tableView(tableView, didBeginMultipleSelectionInteractionAt: indexPath)
        } ?? OptionalRequirements.unimplemented(())
    }
    /// Not implemented: nothing happens.
    ///
    /// No visible effect: a two-finger pan starts it, which a snapshot has none of.
    public func tableViewDidEndMultipleSelectionInteraction(_ tableView: UITableView) {
        forwarded(self, as: UITableViewDelegate.self) { $0.tableViewDidEndMultipleSelectionInteraction(tableView) }
            ?? OptionalRequirements.unimplemented(())
    }
    /// Not implemented: `.delete`, as UIKit gives every editable row.
    public func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
        -> UITableViewCell.EditingStyle
    {
        forwarded(self, as: UITableViewDelegate.self) { $0.tableView(tableView, editingStyleForRowAt: indexPath) }
            ?? OptionalRequirements.unimplemented(.delete)
    }
    /// Not implemented: `nil`, UIKit's own title, "Delete".
    ///
    /// No visible effect: the confirmation shows on a swiped row, and a table view's rows are
    /// never swiped in a snapshot.
    public func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath)
        -> String?
    {
        forwarded(self, as: UITableViewDelegate.self) {
            $0.tableView(tableView, titleForDeleteConfirmationButtonForRowAt: indexPath)
        } ?? OptionalRequirements.unimplemented(nil)
    }
    /// Not implemented: `nil`, no leading actions.
    ///
    /// No visible effect: a table view's rows are never swiped in a snapshot.
    public func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> UISwipeActionsConfiguration?
    {
        forwarded(self, as: UITableViewDelegate.self) {
            $0.tableView(tableView, leadingSwipeActionsConfigurationForRowAt: indexPath)
        } ?? OptionalRequirements.unimplemented(nil)
    }
    /// Not implemented: `nil`, the delete action of an editable row.
    ///
    /// No visible effect: a table view's rows are never swiped in a snapshot.
    public func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> UISwipeActionsConfiguration?
    {
        forwarded(self, as: UITableViewDelegate.self) {
            $0.tableView(tableView, trailingSwipeActionsConfigurationForRowAt: indexPath)
        } ?? OptionalRequirements.unimplemented(nil)
    }
    /// Not implemented: `nil`, the delete action of an editable row (deprecated since iOS 13 for
    /// the swipe actions configurations).
    ///
    /// No visible effect: a table view's rows are never swiped in a snapshot.
    public func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath)
        -> [UITableViewRowAction]?
    {
        forwarded(self, as: UITableViewDelegate.self) { $0.tableView(tableView, editActionsForRowAt: indexPath) }
            ?? OptionalRequirements.unimplemented(nil)
    }
    /// Not implemented: `true`, an editing row's content moves aside for its editing control.
    public func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool {
        forwarded(self, as: UITableViewDelegate.self) {
            $0.tableView(tableView, shouldIndentWhileEditingRowAt: indexPath)
        } ?? OptionalRequirements.unimplemented(true)
    }
    /// Not implemented: nothing happens.
    ///
    /// No visible effect: a row begins editing when swiped, which a snapshot never is.
    public func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {
        forwarded(self, as: UITableViewDelegate.self) { $0.tableView(tableView, willBeginEditingRowAt: indexPath) }
            ?? OptionalRequirements.unimplemented(())
    }
    /// Not implemented: nothing happens.
    ///
    /// No visible effect: a row ends editing after a swipe, which a snapshot never has.
    public func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {
        forwarded(self, as: UITableViewDelegate.self) { $0.tableView(tableView, didEndEditingRowAt: indexPath) }
            ?? OptionalRequirements.unimplemented(())
    }
    /// Not implemented: the proposed destination.
    ///
    /// No visible effect: rows are moved by dragging, which a snapshot has none of.
    public func tableView(
        _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
        forwarded(self, as: UITableViewDelegate.self) {
            $0.tableView(
                tableView, targetIndexPathForMoveFromRowAt: sourceIndexPath,
                toProposedIndexPath: proposedDestinationIndexPath)
        } ?? OptionalRequirements.unimplemented(proposedDestinationIndexPath)
    }
    /// Not implemented: `0`; a row the delegate gives no other level keeps its cell's own `indentationLevel`.
    public func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int {
        forwarded(self, as: UITableViewDelegate.self) { $0.tableView(tableView, indentationLevelForRowAt: indexPath) }
            ?? OptionalRequirements.unimplemented(0)
    }
    /// Not implemented: `false`, no edit menu.
    ///
    /// No visible effect: the menu opens on a long press, which a snapshot has none of.
    public func tableView(_ tableView: UITableView, shouldShowMenuForRowAt indexPath: IndexPath) -> Bool {
        forwarded(self, as: UITableViewDelegate.self) { $0.tableView(tableView, shouldShowMenuForRowAt: indexPath) }
            ?? OptionalRequirements.unimplemented(false)
    }
    /// Not implemented: `true`.
    ///
    /// No visible effect: focus is not drawn in a snapshot.
    public func tableView(_ tableView: UITableView, canFocusRowAt indexPath: IndexPath) -> Bool {
        forwarded(self, as: UITableViewDelegate.self) { $0.tableView(tableView, canFocusRowAt: indexPath) }
            ?? OptionalRequirements.unimplemented(true)
    }
    /// Not implemented: `nil`, the table view's own choice.
    ///
    /// No visible effect: focus is not drawn in a snapshot.
    public func indexPathForPreferredFocusedView(in tableView: UITableView) -> IndexPath? {
        forwarded(self, as: UITableViewDelegate.self) { $0.indexPathForPreferredFocusedView(in: tableView) }
            ?? OptionalRequirements.unimplemented(nil)
    }
    /// Not implemented: the table view's ``UITableView/selectionFollowsFocus``.
    ///
    /// No visible effect: focus is not drawn in a snapshot.
    public func tableView(_ tableView: UITableView, selectionFollowsFocusForRowAt indexPath: IndexPath) -> Bool {
        forwarded(self, as: UITableViewDelegate.self) {
            $0.tableView(tableView, selectionFollowsFocusForRowAt: indexPath)
        } ?? OptionalRequirements.unimplemented(tableView.selectionFollowsFocus)
    }
    /// Not implemented: `true`, rows spring-load when the table view allows it.
    ///
    /// No visible effect: spring loading happens during a drag, which a snapshot has none of.
    public func tableView(
        _ tableView: UITableView, shouldSpringLoadRowAt indexPath: IndexPath,
        with context: any UISpringLoadedInteractionContext
    ) -> Bool {
        forwarded(self, as: UITableViewDelegate.self) {
            $0.tableView(tableView, shouldSpringLoadRowAt: indexPath, with: context)
        } ?? OptionalRequirements.unimplemented(true)
    }
    /// Not implemented: `false`.
    ///
    /// No visible effect: a primary action follows a tap, which a snapshot has none of.
    public func tableView(_ tableView: UITableView, canPerformPrimaryActionForRowAt indexPath: IndexPath) -> Bool {
        forwarded(self, as: UITableViewDelegate.self) {
            $0.tableView(tableView, canPerformPrimaryActionForRowAt: indexPath)
        } ?? OptionalRequirements.unimplemented(false)
    }
    /// Not implemented: nothing happens.
    ///
    /// No visible effect: a primary action follows a tap, which a snapshot has none of.
    public func tableView(_ tableView: UITableView, performPrimaryActionForRowAt indexPath: IndexPath) {
        forwarded(self, as: UITableViewDelegate.self) {
            $0.tableView(tableView, performPrimaryActionForRowAt: indexPath)
        } ?? OptionalRequirements.unimplemented(())
    }
    /// Not implemented: `nil`, no context menu.
    ///
    /// No visible effect: a context menu opens on a long press, which a snapshot has none of.
    public func tableView(
        _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? {
        forwarded(self, as: UITableViewDelegate.self) {
            $0.tableView(tableView, contextMenuConfigurationForRowAt: indexPath, point: point)
        } ?? OptionalRequirements.unimplemented(nil)
    }
}
