import Foundation

extension CGRect {
    /// The rectangle with `insets` taken off its sides, as UIKit's `inset(by:)`: the origin moves
    /// by the left and top insets, the size shrinks by both sides' (a negative inset grows it).
    ///
    /// ```swift
    /// CGRect(x: 0, y: 0, width: 100, height: 40).inset(by: UIEdgeInsets(top: 4, left: 8, bottom: 4, right: 8))
    /// // (8, 4, 84, 32)
    /// ```
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(
            x: origin.x + insets.left, y: origin.y + insets.top, width: width - insets.left - insets.right,
            height: height - insets.top - insets.bottom)
    }
}
