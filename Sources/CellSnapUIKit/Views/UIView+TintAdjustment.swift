import CellModel
import Primitives

extension UIView {
    /// How a view shows its tint colour, as UIKit's `UIView.TintAdjustmentMode`.
    public enum TintAdjustmentMode: Int, Hashable, Sendable {
        /// The mode of the nearest superview with another mode (`.normal` at the top).
        case automatic = 0
        /// The tint colour as it is.
        case normal = 1
        /// The tint colour desaturated, as UIKit dims tints behind a presented alert.
        case dimmed = 2
    }

    /// The first tint adjustment mode other than `.automatic` from the view up its superviews,
    /// else `.normal`.
    final var cellSnapEffectiveTintAdjustmentMode: TintAdjustmentMode {
        var view: UIView? = self
        while let current = view {
            if current.ownTintAdjustmentMode != .automatic { return current.ownTintAdjustmentMode }
            view = current.superview
        }
        return .normal
    }

    /// The tint colour a subview without its own inherits from this view: its tint before dimming
    /// when it is dimmed (the subview dims it again by its own mode), else its ``tintColor`` (an
    /// override included).
    final var cellSnapInheritedTint: UIColor {
        guard cellSnapEffectiveTintAdjustmentMode == .dimmed else { return tintColor }
        return ownTintColor ?? superview?.cellSnapInheritedTint ?? .tintColor
    }

    /// `tint` as the view shows it: desaturated when its mode is dimmed.
    final func cellSnapAdjustedTint(_ tint: UIColor) -> UIColor {
        cellSnapEffectiveTintAdjustmentMode == .dimmed ? tint.cellSnapDimmedTint : tint
    }

    /// Tells the views whose tint the change of mode changed.
    final func cellSnapTintAdjustmentModeDidChange() {
        noteDrawnStateChange()
        cellSnapTintDidChange()
    }
}

extension UIColor {
    /// The colour as a dimmed tint: its grey of the same luma in every appearance, alpha kept.
    /// UIKit does not document its dimmed colour; CellSnap takes the Rec. 601 luma of the sRGB
    /// components (0.299 red, 0.587 green, 0.114 blue), the usual greyscale of a colour.
    var cellSnapDimmedTint: UIColor {
        UIColor { traits in
            let color = self.resolved(traits.cellSnapTraits)
            let luma = 0.299 * color.red + 0.587 * color.green + 0.114 * color.blue
            return UIColor(.fixed(Color(red: luma, green: luma, blue: luma, alpha: color.alpha)))
        }
    }
}
