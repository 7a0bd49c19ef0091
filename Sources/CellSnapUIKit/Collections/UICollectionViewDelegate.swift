import Foundation

/// What a collection view tells its delegate and asks of it, as UIKit's `UICollectionViewDelegate`:
/// every requirement optional, each defaulted here as UIKit behaves when the delegate does not
/// implement it (see ``cellSnapOptionalRequirement(_:)``), the scroll view's among them. CellSnap
/// calls `collectionView(_:willDisplay:forItemAt:)` and its supplementary twin for every element it
/// draws, before drawing it, and `collectionView(_:transitionLayoutForOldLayout:newLayout:)` never
/// (nothing animates); the rest answer touches, focus and menus, which a snapshot has none of.
///
/// Assign it with `collectionView.delegate = self`; the collection view keeps it as its scroll
/// view's delegate, and asks it as a collection view delegate (and, with a flow layout, as a
/// ``UICollectionViewDelegateFlowLayout``).
@preconcurrency @MainActor public protocol UICollectionViewDelegate: UIScrollViewDelegate {
    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool
    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
    func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: UICollectionView, canPerformPrimaryActionForItemAt indexPath: IndexPath)
        -> Bool
    func collectionView(_ collectionView: UICollectionView, performPrimaryActionForItemAt indexPath: IndexPath)
    func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath)
    func collectionView(
        _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
        forElementKind elementKind: String, at indexPath: IndexPath)
    func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath)
    func collectionView(
        _ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
        forElementOfKind elementKind: String, at indexPath: IndexPath)
    func collectionView(_ collectionView: UICollectionView, shouldShowMenuForItemAt indexPath: IndexPath) -> Bool
    func collectionView(
        _ collectionView: UICollectionView, transitionLayoutForOldLayout fromLayout: UICollectionViewLayout,
        newLayout toLayout: UICollectionViewLayout
    ) -> UICollectionViewTransitionLayout
    func collectionView(_ collectionView: UICollectionView, canFocusItemAt indexPath: IndexPath) -> Bool
    func indexPathForPreferredFocusedView(in collectionView: UICollectionView) -> IndexPath?
    func collectionView(_ collectionView: UICollectionView, selectionFollowsFocusForItemAt indexPath: IndexPath)
        -> Bool
    func collectionView(
        _ collectionView: UICollectionView,
        targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
        atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath
    func collectionView(
        _ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt currentIndexPath: IndexPath,
        toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath
    func collectionView(
        _ collectionView: UICollectionView, targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint
    ) -> CGPoint
    func collectionView(_ collectionView: UICollectionView, canEditItemAt indexPath: IndexPath) -> Bool
    func collectionView(
        _ collectionView: UICollectionView, shouldSpringLoadItemAt indexPath: IndexPath,
        with context: any UISpringLoadedInteractionContext
    ) -> Bool
    func collectionView(
        _ collectionView: UICollectionView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
    ) -> Bool
    func collectionView(
        _ collectionView: UICollectionView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath)
    func collectionViewDidEndMultipleSelectionInteraction(_ collectionView: UICollectionView)
    func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint
    ) -> UIContextMenuConfiguration?
    func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration?
    func collectionView(
        _ collectionView: UICollectionView,
        previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview?
    func collectionView(
        _ collectionView: UICollectionView,
        previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview?
    func collectionView(
        _ collectionView: UICollectionView, contextMenuConfiguration configuration: UIContextMenuConfiguration,
        highlightPreviewForItemAt indexPath: IndexPath
    ) -> UITargetedPreview?
    func collectionView(
        _ collectionView: UICollectionView, contextMenuConfiguration configuration: UIContextMenuConfiguration,
        dismissalPreviewForItemAt indexPath: IndexPath
    ) -> UITargetedPreview?
    func collectionView(
        _ collectionView: UICollectionView,
        willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
        animator: any UIContextMenuInteractionCommitAnimating)
    func collectionView(
        _ collectionView: UICollectionView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?)
    func collectionView(
        _ collectionView: UICollectionView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?)
    func collectionView(
        _ collectionView: UICollectionView, sceneActivationConfigurationForItemAt indexPath: IndexPath, point: CGPoint
    ) -> UIWindowScene.ActivationConfiguration?
    func collectionView(
        _ collectionView: UICollectionView, canPerformAction action: Selector, forItemAt indexPath: IndexPath,
        withSender sender: Any?
    ) -> Bool
    func collectionView(
        _ collectionView: UICollectionView, performAction action: Selector, forItemAt indexPath: IndexPath,
        withSender sender: Any?)
    func collectionView(
        _ collectionView: UICollectionView, shouldUpdateFocusIn context: UICollectionViewFocusUpdateContext
    ) -> Bool
    func collectionView(
        _ collectionView: UICollectionView, didUpdateFocusIn context: UICollectionViewFocusUpdateContext,
        with coordinator: UIFocusAnimationCoordinator)
}

extension UICollectionViewDelegate {
    /// Not implemented: `true`, every item highlights when touched.
    ///
    /// No visible effect: an item highlights under a finger, which a snapshot has none of (a cell
    /// whose `isHighlighted` code sets is drawn highlighted without asking, as in UIKit).
    public func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        forwarded(self, as: UICollectionViewDelegate.self) {
            $0.collectionView(collectionView, shouldHighlightItemAt: indexPath)
        } ?? OptionalRequirements.unimplemented(true)
    }
    /// Not implemented: nothing happens.
    ///
    /// No visible effect: nothing is touched in a snapshot.
    public func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
        forwarded(self, as: UICollectionViewDelegate.self) {
            $0.collectionView(collectionView, didHighlightItemAt: indexPath)
        } ?? OptionalRequirements.unimplemented(())
    }
    /// Not implemented: nothing happens.
    ///
    /// No visible effect: nothing is touched in a snapshot.
    public func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {
        forwarded(self, as: UICollectionViewDelegate.self) {
            $0.collectionView(collectionView, didUnhighlightItemAt: indexPath)
        } ?? OptionalRequirements.unimplemented(())
    }
    /// Not implemented: `true`.
    ///
    /// No visible effect: UIKit asks only when a user selects an item; `selectItem(at:animated:scrollPosition:)` does not ask.
    public func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        forwarded(self, as: UICollectionViewDelegate.self) {
            $0.collectionView(collectionView, shouldSelectItemAt: indexPath)
        } ?? OptionalRequirements.unimplemented(true)
    }
    /// Not implemented: `true`.
    ///
    /// No visible effect: UIKit asks only when a user deselects an item.
    public func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        forwarded(self, as: UICollectionViewDelegate.self) {
            $0.collectionView(collectionView, shouldDeselectItemAt: indexPath)
        } ?? OptionalRequirements.unimplemented(true)
    }
    /// Not implemented: nothing happens.
    ///
    /// No visible effect: UIKit tells it only when a user selects an item.
    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        forwarded(self, as: UICollectionViewDelegate.self) {
            $0.collectionView(collectionView, didSelectItemAt: indexPath)
        } ?? OptionalRequirements.unimplemented(())
    }
    /// Not implemented: nothing happens.
    ///
    /// No visible effect: UIKit tells it only when a user deselects an item.
    public func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        forwarded(self, as: UICollectionViewDelegate.self) {
            $0.collectionView(collectionView, didDeselectItemAt: indexPath)
        } ?? OptionalRequirements.unimplemented(())
    }
    /// Not implemented: `false`.
    ///
    /// No visible effect: a primary action follows a tap, which a snapshot has none of.
    public func collectionView(
        _ collectionView: UICollectionView, canPerformPrimaryActionForItemAt indexPath: IndexPath
    ) -> Bool {
        forwarded(self, as: UICollectionViewDelegate.self) {
            $0.collectionView(collectionView, canPerformPrimaryActionForItemAt: indexPath)
        } ?? OptionalRequirements.unimplemented(false)
    }
    /// Not implemented: nothing happens.
    ///
    /// No visible effect: a primary action follows a tap, which a snapshot has none of.
    public func collectionView(
        _ collectionView: UICollectionView, performPrimaryActionForItemAt indexPath: IndexPath
    ) {
        forwarded(self, as: UICollectionViewDelegate.self) {
            $0.collectionView(collectionView, performPrimaryActionForItemAt: indexPath)
        } ?? OptionalRequirements.unimplemented(())
    }
    /// Not implemented: nothing happens. CellSnap calls it for every cell it draws, before drawing it.
    public func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {
        forwarded(self, as: UICollectionViewDelegate.self) {
            $0.collectionView(collectionView, willDisplay: cell, forItemAt: indexPath)
        } ?? OptionalRequirements.unimplemented(())
    }
    /// Not implemented: nothing happens. CellSnap calls it for every supplementary view it draws.
    public func collectionView(
        _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
        forElementKind elementKind: String, at indexPath: IndexPath
    ) {
        forwarded(self, as: UICollectionViewDelegate.self) {
            $0.collectionView(
                collectionView, willDisplaySupplementaryView: view, forElementKind: elementKind, at: indexPath)
        } ?? OptionalRequirements.unimplemented(())
    }
    /// Not implemented: nothing happens.
    ///
    /// No visible effect: a snapshot's cells stay displayed.
    public func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {
        forwarded(self, as: UICollectionViewDelegate.self) {
            $0.collectionView(collectionView, didEndDisplaying: cell, forItemAt: indexPath)
        } ?? OptionalRequirements.unimplemented(())
    }
    /// Not implemented: nothing happens.
    ///
    /// No visible effect: a snapshot's supplementary views stay displayed.
    public func collectionView(
        _ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
        forElementOfKind elementKind: String, at indexPath: IndexPath
    ) {
        forwarded(self, as: UICollectionViewDelegate.self) {
            $0.collectionView(
                collectionView, didEndDisplayingSupplementaryView: view, forElementOfKind: elementKind, at: indexPath)
        } ?? OptionalRequirements.unimplemented(())
    }
    /// Not implemented: `false`, no edit menu.
    ///
    /// No visible effect: the menu opens on a long press, which a snapshot has none of.
    public func collectionView(_ collectionView: UICollectionView, shouldShowMenuForItemAt indexPath: IndexPath) -> Bool
    {
        forwarded(self, as: UICollectionViewDelegate.self) {
            $0.collectionView(collectionView, shouldShowMenuForItemAt: indexPath)
        } ?? OptionalRequirements.unimplemented(false)
    }
    /// Not implemented: a transition layout between the two.
    ///
    /// No visible effect: a layout change is never animated in a snapshot.
    public func collectionView(
        _ collectionView: UICollectionView, transitionLayoutForOldLayout fromLayout: UICollectionViewLayout,
        newLayout toLayout: UICollectionViewLayout
    ) -> UICollectionViewTransitionLayout {
        forwarded(self, as: UICollectionViewDelegate.self) {
            $0.collectionView(collectionView, transitionLayoutForOldLayout: fromLayout, newLayout: toLayout)
        }
            ?? OptionalRequirements.unimplemented(
                UICollectionViewTransitionLayout(currentLayout: fromLayout, nextLayout: toLayout))
    }
    /// Not implemented: `true`.
    ///
    /// No visible effect: focus is not drawn in a snapshot.
    public func collectionView(_ collectionView: UICollectionView, canFocusItemAt indexPath: IndexPath) -> Bool {
        forwarded(self, as: UICollectionViewDelegate.self) {
            $0.collectionView(collectionView, canFocusItemAt: indexPath)
        } ?? OptionalRequirements.unimplemented(true)
    }
    /// Not implemented: `nil`, the collection view's own choice.
    ///
    /// No visible effect: focus is not drawn in a snapshot.
    public func indexPathForPreferredFocusedView(in collectionView: UICollectionView) -> IndexPath? {
        forwarded(self, as: UICollectionViewDelegate.self) { $0.indexPathForPreferredFocusedView(in: collectionView) }
            ?? OptionalRequirements.unimplemented(nil)
    }
    /// Not implemented: the collection view's ``UICollectionView/selectionFollowsFocus``.
    ///
    /// No visible effect: focus is not drawn in a snapshot.
    public func collectionView(
        _ collectionView: UICollectionView, selectionFollowsFocusForItemAt indexPath: IndexPath
    ) -> Bool {
        forwarded(self, as: UICollectionViewDelegate.self) {
            $0.collectionView(collectionView, selectionFollowsFocusForItemAt: indexPath)
        } ?? OptionalRequirements.unimplemented(collectionView.selectionFollowsFocus)
    }
    /// Not implemented: the proposed index path. ``UICollectionView/updateInteractiveMovementTargetPosition(_:)`` asks it.
    public func collectionView(
        _ collectionView: UICollectionView,
        targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
        atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath {
        forwarded(self, as: UICollectionViewDelegate.self) {
            $0.collectionView(
                collectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath: originalIndexPath,
                atCurrentIndexPath: currentIndexPath, toProposedIndexPath: proposedIndexPath)
        } ?? OptionalRequirements.unimplemented(proposedIndexPath)
    }
    /// Not implemented: the proposed index path (iOS 15 asks the newer requirement above instead).
    ///
    /// No visible effect: CellSnap asks the requirement that replaced it, as UIKit does.
    public func collectionView(
        _ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt currentIndexPath: IndexPath,
        toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath {
        forwarded(self, as: UICollectionViewDelegate.self) {
            $0.collectionView(
                collectionView, targetIndexPathForMoveFromItemAt: currentIndexPath,
                toProposedIndexPath: proposedIndexPath)
        } ?? OptionalRequirements.unimplemented(proposedIndexPath)
    }
    /// Not implemented: the proposed offset.
    ///
    /// No visible effect: UIKit asks it when a layout changes or updates animate, which a snapshot never does.
    public func collectionView(
        _ collectionView: UICollectionView, targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint
    ) -> CGPoint {
        forwarded(self, as: UICollectionViewDelegate.self) {
            $0.collectionView(collectionView, targetContentOffsetForProposedContentOffset: proposedContentOffset)
        } ?? OptionalRequirements.unimplemented(proposedContentOffset)
    }
    /// Not implemented: `true`.
    ///
    /// No visible effect: UIKit asks it when a user edits an item, which a snapshot has none of.
    public func collectionView(_ collectionView: UICollectionView, canEditItemAt indexPath: IndexPath) -> Bool {
        forwarded(self, as: UICollectionViewDelegate.self) {
            $0.collectionView(collectionView, canEditItemAt: indexPath)
        } ?? OptionalRequirements.unimplemented(true)
    }
    /// Not implemented: `true`.
    ///
    /// No visible effect: spring loading happens during a drag, which a snapshot has none of.
    public func collectionView(
        _ collectionView: UICollectionView, shouldSpringLoadItemAt indexPath: IndexPath,
        with context: any UISpringLoadedInteractionContext
    ) -> Bool {
        forwarded(self, as: UICollectionViewDelegate.self) {
            $0.collectionView(collectionView, shouldSpringLoadItemAt: indexPath, with: context)
        } ?? OptionalRequirements.unimplemented(true)
    }
    /// Not implemented: `false`.
    ///
    /// No visible effect: a two-finger pan starts it, which a snapshot has none of.
    public func collectionView(
        _ collectionView: UICollectionView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
    ) -> Bool {
        forwarded(self, as: UICollectionViewDelegate.self) {
            $0.collectionView(collectionView, shouldBeginMultipleSelectionInteractionAt: indexPath)
        } ?? OptionalRequirements.unimplemented(false)
    }
    /// Not implemented: nothing happens.
    ///
    /// No visible effect: a two-finger pan starts it, which a snapshot has none of.
    public func collectionView(
        _ collectionView: UICollectionView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath
    ) {
        forwarded(self, as: UICollectionViewDelegate.self) {
            $0.collectionView(collectionView, didBeginMultipleSelectionInteractionAt: indexPath)
        } ?? OptionalRequirements.unimplemented(())
    }
    /// Not implemented: nothing happens.
    ///
    /// No visible effect: a two-finger pan starts it, which a snapshot has none of.
    public func collectionViewDidEndMultipleSelectionInteraction(_ collectionView: UICollectionView) {
        forwarded(self, as: UICollectionViewDelegate.self) {
            $0.collectionViewDidEndMultipleSelectionInteraction(collectionView)
        } ?? OptionalRequirements.unimplemented(())
    }
    /// Not implemented: `nil`, no context menu.
    ///
    /// No visible effect: a context menu opens on a long press, which a snapshot has none of.
    public func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint
    ) -> UIContextMenuConfiguration? {
        forwarded(self, as: UICollectionViewDelegate.self) {
            $0.collectionView(collectionView, contextMenuConfigurationForItemsAt: indexPaths, point: point)
        } ?? OptionalRequirements.unimplemented(nil)
    }
    /// Not implemented: `nil`, no context menu.
    ///
    /// No visible effect: a context menu opens on a long press, which a snapshot has none of.
    public func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? {
        forwarded(self, as: UICollectionViewDelegate.self) {
            $0.collectionView(collectionView, contextMenuConfigurationForItemAt: indexPath, point: point)
        } ?? OptionalRequirements.unimplemented(nil)
    }
}
