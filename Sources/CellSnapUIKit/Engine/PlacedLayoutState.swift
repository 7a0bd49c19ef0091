import CellModel
import CoreGraphics
import Primitives

/// What a collection view keeps between the layout passes of a layout of the app's own (any layout
/// but a compositional one): whether the layout must be prepared again, the updates and
/// transitions it is still to be told of, and the views made for the pass in progress.
@MainActor struct PlacedLayoutState {
    /// Whether `prepare()` runs at the next pass: after an invalidation, and before the first.
    var needsPrepare = true
    /// The updates since the last pass, for `prepare(forCollectionViewUpdates:)`.
    var pendingUpdates: [UICollectionViewUpdateItem] = []
    /// Whether the next pass moves to the layout's target content offset (after a batch of
    /// updates or a change of layout).
    var asksTargetContentOffset = false
    /// The two layouts of an animated change, finalized at the next pass.
    var transitionsToFinalize: [UICollectionViewLayout] = []
    /// The invalidation the layout asked for when the view's size last changed (UIKit asks
    /// `shouldInvalidateLayout(forBoundsChange:)` before the change), made at the next pass.
    var boundsInvalidation: UICollectionViewLayoutInvalidationContext?
    /// Whether a pass is running (invalidations it causes are its own).
    var isLayingOut = false
    /// The content size the last pass took from the layout.
    var contentSize = CGSize.zero
    /// The rect of the content the last content pass asked the layout's elements for (the
    /// bounds at the content offset, as UIKit asks), `nil` when it asked for the whole content.
    var askedRect: CGRect?
    /// Whether the last pass flipped the layout's frames (right to left, a layout that flips).
    var flippedFrames = false
    /// The cells the pass in progress made, and those a flow layout measured.
    var cells: [IndexPath: UICollectionViewCell] = [:]
    /// How many of CellSnap's requests for a cell from the data source are running: a cell
    /// dequeued while none is, the app's own (a test snapshotting one cell), gets its item's
    /// layout attributes there and then.
    var cellRequests = 0
}

extension UICollectionViewUpdateItem {
    convenience init(inserting indexPath: IndexPath) { self.init(action: .insert, before: nil, after: indexPath) }
    convenience init(deleting indexPath: IndexPath) { self.init(action: .delete, before: indexPath, after: nil) }
    convenience init(reloading indexPath: IndexPath) { self.init(action: .reload, before: indexPath, after: indexPath) }
    convenience init(moving indexPath: IndexPath, to newIndexPath: IndexPath) {
        self.init(action: .move, before: indexPath, after: newIndexPath)
    }
    convenience init(insertingSection section: Int) { self.init(inserting: Self.section(section)) }
    convenience init(deletingSection section: Int) { self.init(deleting: Self.section(section)) }
    convenience init(reloadingSection section: Int) { self.init(reloading: Self.section(section)) }
}

extension UIUserInterfaceLayoutDirection {
    /// The direction as CellModel's.
    var model: LayoutDirection { self == .rightToLeft ? .rightToLeft : .leftToRight }
}
