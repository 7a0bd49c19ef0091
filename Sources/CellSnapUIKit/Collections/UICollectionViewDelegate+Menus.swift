import Foundation

// The collection view delegate's requirements for context menus, the edit menu, scenes and
// focus, as UIKit's `UICollectionViewDelegate` declares them, each answering as UIKit does
// without it.
extension UICollectionViewDelegate {
    /// Not implemented: `nil`, the collection view lifts the item's cell.
    ///
    /// No visible effect: a context menu opens on a long press, which a snapshot has none of.
    public func collectionView(
        _ collectionView: UICollectionView,
        previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? {
        forwarded(self, as: UICollectionViewDelegate.self) {
            $0.collectionView(collectionView, previewForHighlightingContextMenuWithConfiguration: configuration)
        } ?? OptionalRequirements.unimplemented(nil)
    }
    /// Not implemented: `nil`, the menu returns to the item's cell.
    ///
    /// No visible effect: a context menu opens on a long press, which a snapshot has none of.
    public func collectionView(
        _ collectionView: UICollectionView,
        previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? {
        forwarded(self, as: UICollectionViewDelegate.self) {
            $0.collectionView(collectionView, previewForDismissingContextMenuWithConfiguration: configuration)
        } ?? OptionalRequirements.unimplemented(nil)
    }
    /// Not implemented: `nil`, the collection view lifts the item's cell (iOS 16).
    ///
    /// No visible effect: a context menu opens on a long press, which a snapshot has none of.
    public func collectionView(
        _ collectionView: UICollectionView, contextMenuConfiguration configuration: UIContextMenuConfiguration,
        highlightPreviewForItemAt indexPath: IndexPath
    ) -> UITargetedPreview? {
        forwarded(self, as: UICollectionViewDelegate.self) {
            $0.collectionView(
                collectionView, contextMenuConfiguration: configuration, highlightPreviewForItemAt: indexPath)
        } ?? OptionalRequirements.unimplemented(nil)
    }
    /// Not implemented: `nil`, the menu returns to the item's cell (iOS 16).
    ///
    /// No visible effect: a context menu opens on a long press, which a snapshot has none of.
    public func collectionView(
        _ collectionView: UICollectionView, contextMenuConfiguration configuration: UIContextMenuConfiguration,
        dismissalPreviewForItemAt indexPath: IndexPath
    ) -> UITargetedPreview? {
        forwarded(self, as: UICollectionViewDelegate.self) {
            $0.collectionView(
                collectionView, contextMenuConfiguration: configuration, dismissalPreviewForItemAt: indexPath)
        } ?? OptionalRequirements.unimplemented(nil)
    }
    /// Not implemented: nothing happens when the preview is tapped.
    ///
    /// No visible effect: a context menu's preview is tapped only after a long press, which a
    /// snapshot has none of.
    public func collectionView(
        _ collectionView: UICollectionView,
        willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
        animator: any UIContextMenuInteractionCommitAnimating
    ) {
        forwarded(self, as: UICollectionViewDelegate.self) {
            $0.collectionView(collectionView, willPerformPreviewActionForMenuWith: configuration, animator: animator)
        } ?? OptionalRequirements.unimplemented(())
    }
    /// Not implemented: nothing happens.
    ///
    /// No visible effect: a context menu opens on a long press, which a snapshot has none of.
    public func collectionView(
        _ collectionView: UICollectionView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {
        forwarded(self, as: UICollectionViewDelegate.self) {
            $0.collectionView(collectionView, willDisplayContextMenu: configuration, animator: animator)
        } ?? OptionalRequirements.unimplemented(())
    }
    /// Not implemented: nothing happens.
    ///
    /// No visible effect: a context menu opens on a long press, which a snapshot has none of.
    public func collectionView(
        _ collectionView: UICollectionView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {
        forwarded(self, as: UICollectionViewDelegate.self) {
            $0.collectionView(collectionView, willEndContextMenuInteraction: configuration, animator: animator)
        } ?? OptionalRequirements.unimplemented(())
    }
    /// Not implemented: `nil`, an item pinched out opens no new window.
    ///
    /// No visible effect: a pinch opens the scene, which a snapshot has none of.
    public func collectionView(
        _ collectionView: UICollectionView, sceneActivationConfigurationForItemAt indexPath: IndexPath, point: CGPoint
    ) -> UIWindowScene.ActivationConfiguration? {
        forwarded(self, as: UICollectionViewDelegate.self) {
            $0.collectionView(collectionView, sceneActivationConfigurationForItemAt: indexPath, point: point)
        } ?? OptionalRequirements.unimplemented(nil)
    }
    /// Not implemented: `false`, the edit menu offers nothing.
    ///
    /// No visible effect: the edit menu opens on a long press, which a snapshot has none of.
    public func collectionView(
        _ collectionView: UICollectionView, canPerformAction action: Selector, forItemAt indexPath: IndexPath,
        withSender sender: Any?
    ) -> Bool {
        forwarded(self, as: UICollectionViewDelegate.self) {
            $0.collectionView(collectionView, canPerformAction: action, forItemAt: indexPath, withSender: sender)
        } ?? OptionalRequirements.unimplemented(false)
    }
    /// Not implemented: nothing happens.
    ///
    /// No visible effect: the edit menu opens on a long press, which a snapshot has none of.
    public func collectionView(
        _ collectionView: UICollectionView, performAction action: Selector, forItemAt indexPath: IndexPath,
        withSender sender: Any?
    ) {
        forwarded(self, as: UICollectionViewDelegate.self) {
            $0.collectionView(collectionView, performAction: action, forItemAt: indexPath, withSender: sender)
        } ?? OptionalRequirements.unimplemented(())
    }
    /// Not implemented: `true`, focus may move.
    ///
    /// No visible effect: focus is not drawn in a snapshot.
    public func collectionView(
        _ collectionView: UICollectionView, shouldUpdateFocusIn context: UICollectionViewFocusUpdateContext
    ) -> Bool {
        forwarded(self, as: UICollectionViewDelegate.self) {
            $0.collectionView(collectionView, shouldUpdateFocusIn: context)
        } ?? OptionalRequirements.unimplemented(true)
    }
    /// Not implemented: nothing happens.
    ///
    /// No visible effect: focus is not drawn in a snapshot.
    public func collectionView(
        _ collectionView: UICollectionView, didUpdateFocusIn context: UICollectionViewFocusUpdateContext,
        with coordinator: UIFocusAnimationCoordinator
    ) {
        forwarded(self, as: UICollectionViewDelegate.self) {
            $0.collectionView(collectionView, didUpdateFocusIn: context, with: coordinator)
        } ?? OptionalRequirements.unimplemented(())
    }
}
