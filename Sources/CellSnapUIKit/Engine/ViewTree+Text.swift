import CellModel
import Primitives

extension ViewTree.Text {
    /// `UILabel.adjustsFontSizeToFitWidth` and the properties that go with it.
    struct Fitting: Hashable, Sendable {
        var minimumScaleFactor: Double
        var baselineAdjustment: UIBaselineAdjustment
    }

    /// `UILabel.shadowColor` at `shadowOffset`.
    struct Shadow: Hashable, Sendable {
        var color: Color
        var offset: Size
        /// The standard deviation of the shadow's blur, in points; 0 draws a sharp copy.
        var blur: Double = 0
    }
}

extension UIView {
    /// The layout direction for `traits` (the view's own traits when it is in a window; here the
    /// traits the tree is drawn with).
    func effectiveUserInterfaceLayoutDirection(in traits: Traits) -> UIUserInterfaceLayoutDirection {
        UIView.userInterfaceLayoutDirection(
            for: semanticContentAttribute, relativeTo: traits.direction == .rightToLeft ? .rightToLeft : .leftToRight)
    }
}
