import Foundation

// The work behind UIView's alignment, baseline and property-update members.
extension UIView {
    final func cellSnapFrame(forAlignmentRect alignmentRect: CGRect) -> CGRect {
        let insets = alignmentRectInsets
        return CGRect(
            x: alignmentRect.minX - insets.left, y: alignmentRect.minY - insets.top,
            width: alignmentRect.width + insets.left + insets.right,
            height: alignmentRect.height + insets.top + insets.bottom)
    }

    /// The active constraints of the view and its superviews that name the view in an attribute
    /// of `axis`, the view's own first, then each superview's, in the order they were added.
    final func cellSnapConstraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        let horizontal: Set<NSLayoutConstraint.Attribute> = [
            .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin, .leadingMargin,
            .trailingMargin, .centerXWithinMargins,
        ]
        var found: [NSLayoutConstraint] = []
        var current: UIView? = self
        while let view = current {
            for constraint in view.constraints where constraint.isActive {
                for (item, attribute) in [
                    (constraint.firstItem, constraint.firstAttribute),
                    (constraint.secondItem, constraint.secondAttribute),
                ] where item === self && attribute != .notAnAttribute {
                    if horizontal.contains(attribute) == (axis == .horizontal) {
                        found.append(constraint)
                        break
                    }
                }
            }
            current = view.superview
        }
        return found
    }

    /// Why the view cannot be laid out as UIKit lays it out: its alignment rectangle is not its
    /// frame, or a baseline constraint on it (`baselineConstrained`) would follow a baseline view
    /// other than itself. `nil` when neither.
    ///
    /// UIKit's constraints (and a view's intrinsic size) bind the alignment rectangle, while its
    /// margins, layout guides, subviews and drawing stay in its bounds. CellSnap's engine solves
    /// one rectangle a view, the frame, which all of those share (fitting sizes, table and
    /// collection cells, the drawn tree); honouring the insets would take a second rectangle per
    /// view through all of them, so a view with insets is refused rather than placed off by them.
    final func cellSnapAlignmentRefusal(baselineConstrained: Bool) -> CellSnapUIKitError? {
        if alignmentRectInsets != .zero {
            return CellSnapUIKitError(
                call: "\(type(of: self)).alignmentRectInsets",
                reason:
                    "alignment rectangles are not laid out: CellSnap's Auto Layout solves one rectangle a view, its frame, which its margins, guides, subviews and drawing share"
            )
        }
        if baselineConstrained, forFirstBaselineLayout !== self || forLastBaselineLayout !== self {
            return CellSnapUIKitError(
                call: "\(type(of: self)).forFirstBaselineLayout or forLastBaselineLayout",
                reason: "a baseline constraint follows the view's own baseline, not another view's")
        }
        return nil
    }

    /// Marks ``updateProperties()`` due, with a layout to run it in.
    final func cellSnapSetNeedsUpdateProperties() {
        cellSnapNeedsPropertiesUpdate = true
        setNeedsLayout()
    }

    /// Runs ``updateProperties()`` when it is due: before the view's first layout, and after
    /// ``setNeedsUpdateProperties()``.
    final func cellSnapUpdatePropertiesIfNeeded() {
        guard cellSnapNeedsPropertiesUpdate else { return }
        cellSnapNeedsPropertiesUpdate = false
        updateProperties()
    }
}
