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

    /// The view's drawn content at its bounds, pre-mirrored for right to left as the pipeline
    /// mirrors views last (as a scroll view's content is).
    func placedContent(traits: Traits) throws -> ViewTree.Content {
        let size = Size(width: Double(bounds.width), height: Double(bounds.height))
        let context = LayoutContext(
            measurer: UIView.cellSnapMeasurerInEffect ?? TextlessMeasurer(), direction: traits.direction,
            scale: traits.displayScale)
        var node = try cellSnapPlacedContent(size: size, traits: traits, context: context)
        if traits.direction == .rightToLeft { node = node.mirrored(within: size.width) }
        let intrinsic = intrinsicContentSize
        return .placed(
            node, width: intrinsic.width == UIView.noIntrinsicMetric ? nil : Double(intrinsic.width),
            height: intrinsic.height == UIView.noIntrinsicMetric ? nil : Double(intrinsic.height))
    }
}
