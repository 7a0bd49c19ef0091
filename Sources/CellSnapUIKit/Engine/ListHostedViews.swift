import Foundation

// UIKit's visible cells, section headers and footers and supplementary views are subviews of
// their table or collection view. CellSnap draws them with the list's content, from the models it
// makes of them, so they are not among the list's `subviews` (which the drawing and layout passes
// walk); but each has the list as its `superview` while the list shows it, so that what an app's
// cell asks of it works as in UIKit: `superview as? UITableView`, `window`, the tint and traits it
// inherits, `convert(_:to:)` into the list or the window.

extension UIScrollView {
    /// Makes `views`, the list's elements laid out now, its hosted views, and lets go of those of
    /// `previous` it no longer shows. A view another view holds as a subview is left where it is.
    func hostListElements(_ views: [UIView], previous: [UIView]) {
        let kept = Set(views.map(ObjectIdentifier.init))
        for view in previous where view.superview === self && !kept.contains(ObjectIdentifier(view)) {
            if !subviews.contains(where: { $0 === view }) { view.superview = nil }
        }
        for view in views where view.superview == nil { view.superview = self }
    }
}

extension UITableView {
    /// Hosts the cells and section header and footer views of `layout`, letting go of those of
    /// `previous` it no longer holds.
    func hostElements(of layout: TableContentLayout?, previous: TableContentLayout?) {
        hostListElements(layout?.hostedViews ?? [], previous: previous?.hostedViews ?? [])
    }
}

extension UICollectionView {
    /// Hosts the cells and supplementary views of `layout`, letting go of those of `previous` it
    /// no longer holds.
    func hostElements(of layout: CollectionContentLayout?, previous: CollectionContentLayout?) {
        hostListElements(layout?.hostedViews ?? [], previous: previous?.hostedViews ?? [])
    }
}

extension TableContentLayout {
    /// The cells and the section header and footer views laid out.
    var hostedViews: [UIView] { Array(cells.values) + Array(headerViews.values) + Array(footerViews.values) }
}

extension CollectionContentLayout {
    /// The cells and supplementary views laid out.
    var hostedViews: [UIView] { Array(cells.values) + supplementaryViews.values.flatMap(\.values) }
}
