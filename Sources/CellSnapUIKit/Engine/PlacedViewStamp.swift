import CellModel
import CoreGraphics

/// What a view that a collection view's content pass placed (a cell or a supplementary view) was
/// last laid out from, so that a later layout pass lays it out again only when UIKit would: when
/// it needs layout. UIKit lays a view out in a layout pass when its size changed or something
/// asked for it (`setNeedsLayout()`, a changed constraint, text or image), and leaves it alone
/// otherwise; the window's layout passes after the first (the containers', the appearance's, the
/// capture's) thus lay out no cell that nothing changed.
///
/// The stamp holds the view's frame and everything its layout reads from outside its subtree (its
/// traits, its safe area, the text measurer in effect) and, inside it, a ``DrawnStateLedger`` of
/// the subtree (every assignment to a frame, look or content of a view or layer, and every view
/// added, removed or reordered). The view is laid out again when any of them changed, or when a
/// view of the subtree needs layout or a constraint update (a constraint activated, deactivated or
/// given another constant marks its views so).
@MainActor struct PlacedViewStamp {
    private let frame: CGRect
    private let ledger: DrawnStateLedger
    private let traits: Traits
    private let safeArea: UIEdgeInsets
    /// The measurer the view was laid out with, by identity (a measurer that is gone matches nothing).
    private weak var measurer: AnyObject?

    /// The stamp of `view` as it is now, just laid out; `nil` when the measurer in effect is not an
    /// object (its identity would not stand for what it measures) or the subtree still needs layout.
    init?(_ view: UIView) {
        guard let measurer = UIView.cellSnapMeasurerInEffect, type(of: measurer) is AnyObject.Type,
            !view.subtreeNeedsLayoutOrConstraints
        else { return nil }
        self.measurer = measurer as AnyObject
        frame = view.frame
        ledger = DrawnStateLedger(subtreeOf: view)
        traits = view.traitCollection.cellSnapTraits
        safeArea = view.safeAreaInsets
    }

    /// Whether `view`, to be placed at `frame`, would be laid out from the same inputs again.
    func holds(for view: UIView, at frame: CGRect) -> Bool {
        guard frame == self.frame, view.frame == frame, let measurer, let current = UIView.cellSnapMeasurerInEffect,
            current as AnyObject === measurer, !view.subtreeNeedsLayoutOrConstraints,
            DrawnStateLedger(subtreeOf: view).matches(ledger)
        else { return false }
        if let cell = view as? UICollectionViewCell, cell.contentView.frame != cell.bounds { return false }
        return view.traitCollection.cellSnapTraits == traits && view.safeAreaInsets == safeArea
    }
}

extension UIView {
    /// Whether a view of the subtree needs layout or a constraint update.
    var subtreeNeedsLayoutOrConstraints: Bool {
        needsLayout || needsConstraintUpdate || subviews.contains { $0.subtreeNeedsLayoutOrConstraints }
    }
}
