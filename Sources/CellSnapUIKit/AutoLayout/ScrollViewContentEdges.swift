import Foundation

extension UIView {
    /// Whether constraints between the view's edges and its content attach to its content area,
    /// as Apple documents for a scroll view ("Constraints between the edges or margins of the
    /// scroll view and its content attach to the scroll view's content area. Constraints between
    /// the height, width, or centers attach to the scroll view's frame."): a scroll view that
    /// holds views, other than a table, collection or text view (whose content CellSnap lays out
    /// itself).
    var cellSnapAttachesEdgesToContent: Bool {
        guard self is UIScrollView, !(self is UITableView), !(self is UICollectionView), !(self is UITextView)
        else { return false }
        return !subviews.isEmpty
    }

    /// What a constraint's `attribute` of the view means when the constraint relates it to
    /// `other`: the view's content guide for an edge of a scroll view related to a view inside it
    /// (or to that view's guide), else the view itself.
    func cellSnapConstraintTarget(for attribute: NSLayoutConstraint.Attribute, relatedTo other: AnyObject?)
        -> AnyObject
    {
        guard cellSnapAttachesEdgesToContent,
            [.left, .right, .top, .bottom, .leading, .trailing].contains(attribute), let scroll = self as? UIScrollView,
            let inside = layoutView(of: other), inside !== self, inside.isDescendant(of: self)
        else { return self }
        return scroll.contentLayoutGuide
    }
}
