import CellLayout
import CellModel
import DisplayList
import Primitives

/// A view whose content another module of the package lays out and places (the SwiftUI module's
/// hosting views): CellSnapUIKit draws what it places at the view's bounds, above the view's
/// background and below its subviews, as it draws a scroll view's content. Not UIKit API.
@MainActor package protocol CellSnapPlacedContentView: UIView {
    /// The content placed in a rectangle of `size` at the origin, left to right, for `traits`
    /// (`context` measures text as the drawing will); errors name what cannot be drawn.
    func cellSnapPlacedContent(size: Size, traits: Traits, context: LayoutContext) throws -> PlacedNode
}

extension CellSnapPlacedContentView {
    /// The text measurer views are laid out with now (a conversion's, else the process-wide one).
    package static var cellSnapMeasurer: (any TextMeasuring)? { UIView.cellSnapMeasurerInEffect }

    /// The view's drawn content at its bounds, left to right: the pipeline mirrors it with the
    /// view for right to left.
    func placedContent(traits: Traits) throws -> ViewTree.Content {
        let size = Size(width: Double(bounds.width), height: Double(bounds.height))
        let context = LayoutContext(
            measurer: UIView.cellSnapMeasurerInEffect ?? TextlessMeasurer(), direction: traits.direction,
            scale: traits.displayScale)
        let node = try cellSnapPlacedContent(size: size, traits: traits, context: context)
        let intrinsic = intrinsicContentSize
        return .placed(
            node, width: intrinsic.width == UIView.noIntrinsicMetric ? nil : Double(intrinsic.width),
            height: intrinsic.height == UIView.noIntrinsicMetric ? nil : Double(intrinsic.height))
    }
}
