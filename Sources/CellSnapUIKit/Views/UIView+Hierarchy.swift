import Foundation

extension UIView {
    /// How a view's content fills its bounds, as `UIView.ContentMode`.
    public enum ContentMode: Int, Hashable, Sendable {
        case scaleToFill = 0, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
        case topLeft, topRight, bottomLeft, bottomRight
    }

    /// Removes the view, telling it first (``willMove(toSuperview:)`` with `nil`) unless its move
    /// to another superview was announced.
    final func removeFromSuperview(announced: Bool) {
        guard let superview else { return }
        if !announced { willMove(toSuperview: nil) }
        superview.willRemoveSubview(self)
        var root: UIView = superview
        while let next = root.superview { root = next }
        for constraint in root.allConstraintsInTree() where constraint.crosses(subtreeOf: self) {
            constraint.isActive = false
        }
        let inheritedTint = superview.tintColor
        let movesOutOfWindow = window != nil
        if movesOutOfWindow { cellSnapWillMove(toWindow: nil) }
        superview.subviews.removeAll { $0 === self }
        self.superview = nil
        superview.setNeedsLayout()
        didMoveToSuperview()
        if movesOutOfWindow { cellSnapDidMoveToWindow() }
        cellSnapNoteTraitChanges()
        if cellSnapOwnTintColor == nil, inheritedTint != tintColor { cellSnapTintDidChange() }
    }
}
