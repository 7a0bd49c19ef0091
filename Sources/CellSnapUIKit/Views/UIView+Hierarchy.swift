import Foundation

extension UIView {
    /// How a view's content fills its bounds, as `UIView.ContentMode`.
    public enum ContentMode: Int, Hashable, Sendable {
        case scaleToFill = 0, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
        case topLeft, topRight, bottomLeft, bottomRight
    }

    /// ``insertSubview(_:at:)``'s work: moves `view` from its old superview, telling both, its
    /// window and its traits and tint when they change, as UIKit does.
    final func cellSnapInsertSubview(_ view: UIView, at index: Int) {
        guard cellSnapCanAdopt(view) else { return }
        let inheritedTint = view.superview?.tintColor
        if view.superview === self, let old = subviews.firstIndex(where: { $0 === view }) {
            subviews.remove(at: old)
        } else {
            view.willMove(toSuperview: self)
            view.removeFromSuperview(announced: true)
        }
        let (oldWindow, newWindow) = (view.window, window)
        if oldWindow !== newWindow { view.cellSnapWillMove(toWindow: newWindow) }
        subviews.insert(view, at: min(max(0, index), subviews.count))
        view.superview = self
        setNeedsLayout()
        didAddSubview(view)
        view.didMoveToSuperview()
        if oldWindow !== newWindow { view.cellSnapDidMoveToWindow() }
        view.cellSnapNoteTraitChanges()
        if view.cellSnapOwnTintColor == nil, inheritedTint != tintColor { view.cellSnapTintDidChange() }
        if AppearanceRegistry.isActive, window != nil { AppearanceRegistry.applyEnteringWindow(view) }
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
