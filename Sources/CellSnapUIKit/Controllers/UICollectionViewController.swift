import CellModel
import Foundation

/// A view controller whose view is a collection view, as UIKit's `UICollectionViewController`:
/// it makes its collection view from the layout it was created with, is that view's data source
/// and delegate (every data source and delegate method is the class's own, so that a subclass
/// overrides them as in UIKit, each answering as UIKit does without it), clears the selection when
/// its view is about to appear (``clearsSelectionOnViewWillAppear``), and puts the collection view
/// in and out of editing with `setEditing(_:animated:)`.
///
/// ```swift
/// final class PhotosViewController: UICollectionViewController {
///     let titles = ["Beach", "Forest"]
///     override func viewDidLoad() {
///         super.viewDidLoad()
///         collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "photo")
///     }
///     override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
///         titles.count
///     }
///     override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
///         -> UICollectionViewCell
///     {
///         let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
///         var content = UIListContentConfiguration.cell()
///         content.text = titles[indexPath.item]
///         (cell as? UICollectionViewListCell)?.contentConfiguration = content
///         return cell
///     }
/// }
/// let controller = PhotosViewController(collectionViewLayout: UICollectionViewFlowLayout())
/// ```
@preconcurrency @MainActor
open class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    /// The layout the collection view is made with.
    private let initialLayout: UICollectionViewLayout
    /// Whether the selection is cleared when the view is about to appear (the default).
    open var clearsSelectionOnViewWillAppear = true
    /// Whether a long press moves items (UIKit's default: it does when the data source lets them
    /// move).
    ///
    /// No visible effect: it installs a gesture, and a still picture has no touches.
    open var installsStandardGestureForInteractiveMovement = true
    /// Whether a navigation controller animates this controller's layout into the next one's when
    /// it pushes or pops.
    ///
    /// No visible effect: it changes the animation of a transition, and a snapshot is a screen at
    /// rest.
    open var useLayoutToLayoutNavigationTransitions = false

    /// A controller whose collection view is laid out by `layout`.
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        initialLayout = layout
        super.init(nibName: nil, bundle: nil)
    }

    /// A controller from a nib: nibs are not read on Linux, and UIKit takes the layout from the
    /// nib, so CellSnap gives the collection view a flow layout (its choice).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        initialLayout = UICollectionViewFlowLayout()
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// A controller from an archive: storyboards are not read on Linux, so its collection view
    /// has a flow layout, as a collection view from an archive has.
    public required init?(coder: NSCoder) {
        initialLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
    }

    /// The controller's collection view: its view (loaded when first asked for), unless one was
    /// set once the view was loaded. Setting one before the view is loaded makes it the view.
    /// Setting one in `viewDidLoad()` keeps the view while the app adds the new collection view
    /// to it (as Apple's storyboard samples do); one that `viewDidLoad()` leaves in no view
    /// becomes the view once it returns, as iOS shows it (CellSnap's reading of what UIKit shows
    /// for both). A collection view set without a data source or a delegate gets the controller.
    open var collectionView: UICollectionView! {
        get { replacedCollectionView ?? view as? UICollectionView }
        set {
            // As UIKit's does: an app's committed iOS reference draws the header its controller
            // gives a collection view it made in `viewDidLoad()` and gave no data source.
            if let newValue {
                if newValue.dataSource == nil { newValue.dataSource = self }
                if newValue.delegate == nil { newValue.delegate = self }
            }
            guard isViewLoaded else {
                view = newValue
                return
            }
            replacedCollectionView = newValue
        }
    }
    private var replacedCollectionView: UICollectionView?

    /// After `viewDidLoad()`: a collection view set there and added to no view replaces the
    /// controller's own collection view as its view.
    func adoptUnplacedCollectionView() {
        guard let replaced = replacedCollectionView, replaced.superview == nil, replaced !== viewIfLoaded,
            viewIfLoaded is UICollectionView
        else { return }
        replacedCollectionView = nil
        view = replaced
    }

    /// The layout of the collection view: its current one once the view is loaded, else the one
    /// the controller was made with.
    open var collectionViewLayout: UICollectionViewLayout {
        (replacedCollectionView ?? viewIfLoaded as? UICollectionView)?.collectionViewLayout ?? initialLayout
    }

    /// Makes a collection view laid out by the controller's layout, the size of the main screen,
    /// with the controller as its data source and delegate.
    open override func loadView() {
        if cellSnapLoadInterfaceBuilderView() { return }
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: DevicePreset.defaultScreenWidth, height: DevicePreset.defaultScreenHeight),
            collectionViewLayout: initialLayout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.dataSource = self
        collectionView.delegate = self
        view = collectionView
    }

    /// Clears the collection view's selection when ``clearsSelectionOnViewWillAppear`` says so.
    open override func viewWillAppear(_ animated: Bool) {
        UIKitCategoryOverrides.viewWillAppear.call(on: self, animated, implementedIn: UICollectionViewController.self) {
            super.viewWillAppear(animated)
            guard clearsSelectionOnViewWillAppear, let collectionView else { return }
            for indexPath in collectionView.indexPathsForSelectedItems ?? [] {
                collectionView.deselectItem(at: indexPath, animated: animated)
            }
        }
    }

    /// Turns editing on or off for the controller and its collection view.
    open override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        (viewIfLoaded as? UICollectionView)?.isEditing = editing
    }

    // MARK: UICollectionViewDataSource

    open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }
    /// A blank cell: a subclass with items overrides it.
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    { UICollectionViewCell(cellSnapFrame: .zero) }
    /// What a data source without it does: reported when the collection view is drawn, as UIKit
    /// raises an exception when its layout asks for a supplementary view.
    open func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        collectionView.pendingError.keepFirst(
            CellSnapUIKitError(
                call:
                    "\(type(of: self)).collectionView(_:viewForSupplementaryElementOfKind: \"\(kind)\", at: \(indexPath))",
                reason: "the layout asks for a supplementary view and the controller does not make one"))
        return UICollectionReusableView(cellSnapFrame: .zero)
    }
    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { false }
    open func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {}
    open func indexTitles(for collectionView: UICollectionView) -> [String]? { nil }
    open func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int)
        -> IndexPath
    { IndexPath(item: 0, section: index) }

    // MARK: UICollectionViewDelegate

    open func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        true
    }
    open func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        true
    }
    open func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        true
    }
    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, canPerformPrimaryActionForItemAt indexPath: IndexPath)
        -> Bool
    { false }
    open func collectionView(_ collectionView: UICollectionView, performPrimaryActionForItemAt indexPath: IndexPath) {}
    open func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {}
    open func collectionView(
        _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
        forElementKind elementKind: String, at indexPath: IndexPath
    ) {}
    open func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {}
    open func collectionView(
        _ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
        forElementOfKind elementKind: String, at indexPath: IndexPath
    ) {}
    open func collectionView(
        _ collectionView: UICollectionView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
    ) -> Bool { false }
    open func collectionView(
        _ collectionView: UICollectionView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath
    ) {}
    open func collectionViewDidEndMultipleSelectionInteraction(_ collectionView: UICollectionView) {}
    open func collectionView(_ collectionView: UICollectionView, canEditItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: UICollectionView, canFocusItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: UICollectionView, selectionFollowsFocusForItemAt indexPath: IndexPath)
        -> Bool
    { collectionView.selectionFollowsFocus }
    open func collectionView(
        _ collectionView: UICollectionView,
        targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
        atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath { proposedIndexPath }
    open func collectionView(
        _ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt originalIndexPath: IndexPath,
        toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath { proposedIndexPath }
    open func collectionView(
        _ collectionView: UICollectionView, targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint
    ) -> CGPoint { proposedContentOffset }
    open func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint
    ) -> UIContextMenuConfiguration? { nil }
    open func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? { nil }
    open func collectionView(_ collectionView: UICollectionView, shouldShowMenuForItemAt indexPath: IndexPath) -> Bool {
        false
    }
    open func collectionView(
        _ collectionView: UICollectionView, canPerformAction action: Selector, forItemAt indexPath: IndexPath,
        withSender sender: Any?
    ) -> Bool { false }
    open func collectionView(
        _ collectionView: UICollectionView, performAction action: Selector, forItemAt indexPath: IndexPath,
        withSender sender: Any?
    ) {}
    open func collectionView(
        _ collectionView: UICollectionView,
        previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? { OptionalRequirements.unimplemented(nil) }
    open func collectionView(
        _ collectionView: UICollectionView,
        previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? { OptionalRequirements.unimplemented(nil) }
    open func collectionView(
        _ collectionView: UICollectionView, contextMenuConfiguration configuration: UIContextMenuConfiguration,
        highlightPreviewForItemAt indexPath: IndexPath
    ) -> UITargetedPreview? { OptionalRequirements.unimplemented(nil) }
    open func collectionView(
        _ collectionView: UICollectionView, contextMenuConfiguration configuration: UIContextMenuConfiguration,
        dismissalPreviewForItemAt indexPath: IndexPath
    ) -> UITargetedPreview? { OptionalRequirements.unimplemented(nil) }
    open func collectionView(
        _ collectionView: UICollectionView,
        willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
        animator: any UIContextMenuInteractionCommitAnimating
    ) { OptionalRequirements.unimplemented(()) }
    open func collectionView(
        _ collectionView: UICollectionView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) { OptionalRequirements.unimplemented(()) }
    open func collectionView(
        _ collectionView: UICollectionView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) { OptionalRequirements.unimplemented(()) }
    open func collectionView(
        _ collectionView: UICollectionView, sceneActivationConfigurationForItemAt indexPath: IndexPath, point: CGPoint
    ) -> UIWindowScene.ActivationConfiguration? { OptionalRequirements.unimplemented(nil) }
    open func collectionView(
        _ collectionView: UICollectionView, shouldUpdateFocusIn context: UICollectionViewFocusUpdateContext
    ) -> Bool { OptionalRequirements.unimplemented(true) }
    open func collectionView(
        _ collectionView: UICollectionView, didUpdateFocusIn context: UICollectionViewFocusUpdateContext,
        with coordinator: UIFocusAnimationCoordinator
    ) { OptionalRequirements.unimplemented(()) }
    open func collectionView(
        _ collectionView: UICollectionView, shouldSpringLoadItemAt indexPath: IndexPath,
        with context: any UISpringLoadedInteractionContext
    ) -> Bool { OptionalRequirements.unimplemented(true) }
    open func collectionView(
        _ collectionView: UICollectionView, transitionLayoutForOldLayout fromLayout: UICollectionViewLayout,
        newLayout toLayout: UICollectionViewLayout
    ) -> UICollectionViewTransitionLayout {
        OptionalRequirements.unimplemented(
            UICollectionViewTransitionLayout(currentLayout: fromLayout, nextLayout: toLayout))
    }
    open func indexPathForPreferredFocusedView(in collectionView: UICollectionView) -> IndexPath? {
        OptionalRequirements.unimplemented(nil)
    }

    // MARK: UIScrollViewDelegate

    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    open func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {}
    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    open func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    open func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
    open func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    open func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
    open func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
    open func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    open func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}
