import Foundation

// The table view delegate's requirements for context menus, the edit menu and focus, as
// UIKit's `UITableViewDelegate` declares them, each answering as UIKit does without it.
extension UITableViewDelegate {
    /// Not implemented: `nil`, the table view lifts the row's cell.
    ///
    /// No visible effect: a context menu opens on a long press, which a snapshot has none of.
    public func tableView(
        _ tableView: UITableView,
        previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? {
        forwarded(self, as: UITableViewDelegate.self) {
            $0.tableView(tableView, previewForHighlightingContextMenuWithConfiguration: configuration)
        } ?? OptionalRequirements.unimplemented(nil)
    }
    /// Not implemented: `nil`, the menu returns to the row's cell.
    ///
    /// No visible effect: a context menu opens on a long press, which a snapshot has none of.
    public func tableView(
        _ tableView: UITableView,
        previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? {
        forwarded(self, as: UITableViewDelegate.self) {
            $0.tableView(tableView, previewForDismissingContextMenuWithConfiguration: configuration)
        } ?? OptionalRequirements.unimplemented(nil)
    }
    /// Not implemented: nothing happens when the preview is tapped.
    ///
    /// No visible effect: a context menu's preview is tapped only after a long press, which a
    /// snapshot has none of.
    public func tableView(
        _ tableView: UITableView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
        animator: any UIContextMenuInteractionCommitAnimating
    ) {
        forwarded(self, as: UITableViewDelegate.self) {
            $0.tableView(tableView, willPerformPreviewActionForMenuWith: configuration, animator: animator)
        } ?? OptionalRequirements.unimplemented(())
    }
    /// Not implemented: nothing happens.
    ///
    /// No visible effect: a context menu opens on a long press, which a snapshot has none of.
    public func tableView(
        _ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {
        forwarded(self, as: UITableViewDelegate.self) {
            $0.tableView(tableView, willDisplayContextMenu: configuration, animator: animator)
        } ?? OptionalRequirements.unimplemented(())
    }
    /// Not implemented: nothing happens.
    ///
    /// No visible effect: a context menu opens on a long press, which a snapshot has none of.
    public func tableView(
        _ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {
        forwarded(self, as: UITableViewDelegate.self) {
            $0.tableView(tableView, willEndContextMenuInteraction: configuration, animator: animator)
        } ?? OptionalRequirements.unimplemented(())
    }
    /// Not implemented: `false`, the edit menu offers nothing.
    ///
    /// No visible effect: the edit menu opens on a long press, which a snapshot has none of.
    public func tableView(
        _ tableView: UITableView, canPerformAction action: Selector, forRowAt indexPath: IndexPath,
        withSender sender: Any?
    ) -> Bool {
        forwarded(self, as: UITableViewDelegate.self) {
            $0.tableView(tableView, canPerformAction: action, forRowAt: indexPath, withSender: sender)
        } ?? OptionalRequirements.unimplemented(false)
    }
    /// Not implemented: nothing happens.
    ///
    /// No visible effect: the edit menu opens on a long press, which a snapshot has none of.
    public func tableView(
        _ tableView: UITableView, performAction action: Selector, forRowAt indexPath: IndexPath,
        withSender sender: Any?
    ) {
        forwarded(self, as: UITableViewDelegate.self) {
            $0.tableView(tableView, performAction: action, forRowAt: indexPath, withSender: sender)
        } ?? OptionalRequirements.unimplemented(())
    }
    /// Not implemented: `true`, focus may move.
    ///
    /// No visible effect: focus is not drawn in a snapshot.
    public func tableView(_ tableView: UITableView, shouldUpdateFocusIn context: UITableViewFocusUpdateContext)
        -> Bool
    {
        forwarded(self, as: UITableViewDelegate.self) { $0.tableView(tableView, shouldUpdateFocusIn: context) }
            ?? OptionalRequirements.unimplemented(true)
    }
    /// Not implemented: nothing happens.
    ///
    /// No visible effect: focus is not drawn in a snapshot.
    public func tableView(
        _ tableView: UITableView, didUpdateFocusIn context: UITableViewFocusUpdateContext,
        with coordinator: UIFocusAnimationCoordinator
    ) {
        forwarded(self, as: UITableViewDelegate.self) {
            $0.tableView(tableView, didUpdateFocusIn: context, with: coordinator)
        } ?? OptionalRequirements.unimplemented(())
    }
}
