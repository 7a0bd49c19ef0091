import Foundation

// What UIKit does for a view when events arrive or the view changes window, and the constraint
// update pass: the parts of UIView's API that app code calls and does not override.
extension UIView {
    /// Tells the view, and the controller whose view it is, that its safe area insets changed
    /// since the last layout pass (called before its `layoutSubviews()`), as UIKit tells them.
    final func cellSnapNoteSafeAreaChange() {
        let insets = safeAreaInsets
        guard insets != laidOutSafeAreaInsets else { return }
        laidOutSafeAreaInsets = insets
        safeAreaInsetsDidChange()
        owningViewController?.viewSafeAreaInsetsDidChange()
    }

    /// UIKit's hit-testing (see ``UIView/hitTest(_:with:)``).
    final func cellSnapHitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, self.point(inside: point, with: event) else {
            return nil
        }
        for subview in subviews.reversed() {
            if let hit = subview.hitTest(convert(point, to: subview), with: event) { return hit }
        }
        return self
    }

    /// Calls `willMove(toWindow:)` on the view and its descendants, top down.
    final func cellSnapWillMove(toWindow newWindow: UIWindow?) {
        willMove(toWindow: newWindow)
        for subview in subviews { subview.cellSnapWillMove(toWindow: newWindow) }
    }

    /// Calls `didMoveToWindow()` on the view and its descendants, top down.
    final func cellSnapDidMoveToWindow() {
        didMoveToWindow()
        for subview in subviews { subview.cellSnapDidMoveToWindow() }
    }

    /// Makes the view's editing text field or view resign first responder; with `force`, whether
    /// it agrees or not. Returns whether one resigned.
    @discardableResult public func endEditing(_ force: Bool) -> Bool {
        guard let responder = UIResponder.current as? UIView, responder.isDescendant(of: self) else { return false }
        if force {
            responder.cellSnapForceResign()
            return true
        }
        return responder.resignFirstResponder()
    }

    /// What ``UIView/setNeedsUpdateConstraints()`` does.
    final func cellSnapSetNeedsUpdateConstraints() {
        needsConstraintUpdate = true
        setNeedsLayout()
    }

    /// What ``UIView/updateConstraintsIfNeeded()`` does.
    final func cellSnapUpdateConstraintsIfNeeded() {
        for subview in subviews { subview.updateConstraintsIfNeeded() }
        guard needsConstraintUpdate else { return }
        needsConstraintUpdate = false
        updateConstraints()
    }

    /// What happens before the frame changes to `newFrame`: the view is told
    /// (``cellSnapFrameWillChange(to:)``: a collection view asks its layout whether the new bounds
    /// invalidate it, as UIKit asks before the change), then key-value observers.
    final func frameWillChange(to newFrame: CGRect) {
        cellSnapFrameWillChange(to: newFrame)
        announceGeometryChange(will: true)
    }

    /// What a change of ``UIView/frame`` does: the drawing noted, subviews resized by their
    /// autoresizing masks when the size changed, key-value observers told.
    final func cellSnapFrameDidChange(from oldValue: CGRect) {
        noteDrawnStateChange()
        // A new size asks for a layout, as UIKit's `setFrame:` does (the same size does not).
        if frame.size != oldValue.size {
            needsLayout = true
            resizeSubviews(from: oldValue.size)
        }
        announceGeometryChange(will: false)
    }

    /// The frame a new size of ``UIView/bounds`` gives: the view resized around its layer's anchor point.
    final func cellSnapFrame(resizedTo size: CGSize) -> CGRect {
        let (center, anchor) = (self.center, layer.anchorPoint)
        return CGRect(
            x: center.x - size.width * anchor.x, y: center.y - size.height * anchor.y, width: size.width,
            height: size.height)
    }
}

extension UIView {
    /// Whether `view` can become a subview: not the view itself or one of its ancestors, which
    /// UIKit raises `NSInvalidArgumentException` for ("Can't add self as subview"); that call is
    /// refused, thrown when the view is drawn.
    func cellSnapCanAdopt(_ view: UIView) -> Bool {
        guard view === self || isDescendant(of: view) else { return true }
        let reason =
            "the view is the superview itself or one of its ancestors (UIKit raises NSInvalidArgumentException)"
        cellSnapPendingLayoutError =
            cellSnapPendingLayoutError ?? CellSnapUIKitError(call: "\(type(of: self)).addSubview(_:)", reason: reason)
        return false
    }
}
