import CellLayout
import CellModel
import DisplayList

/// A view whose content another module of the package lays out and places (the SwiftUI module's
/// hosting views): CellSnapUIKit places it at the view's frame as Auto Layout solves it, above the
/// view's background and below its subviews, as it draws a scroll view's content. Not UIKit API.
@MainActor package protocol CellSnapPlacedContentView: UIView {
    /// The content for `traits`, to be placed at whatever size the view is given (left to right,
    /// its origin the view's top-left corner); errors name what cannot be drawn.
    func cellSnapPlacedContent(traits: Traits) throws -> any LayoutNode
}

extension CellSnapPlacedContentView {
    /// The text measurer views are laid out with now (a conversion's, else the process-wide one).
    package static var cellSnapMeasurer: (any TextMeasuring)? { UIView.cellSnapMeasurerInEffect }

    /// The view's content, placed where the view's frame is solved: a cell's views are captured
    /// before UIKit's layout pass would size them, so the bounds they have then are not the ones
    /// they are drawn at. The pipeline mirrors the content with the view for right to left.
    func placedContent(traits: Traits) throws -> ViewTree.Content {
        let intrinsic = intrinsicContentSize
        return .placed(
            PlacedContent(try cellSnapPlacedContent(traits: traits)),
            width: intrinsic.width == UIView.noIntrinsicMetric ? nil : Double(intrinsic.width),
            height: intrinsic.height == UIView.noIntrinsicMetric ? nil : Double(intrinsic.height))
    }
}

/// A placed-content view's layout as one capture took it. Two captures are never equal: the
/// content's layout cannot be compared, and a false match would draw one view's content for
/// another's.
final class PlacedContent: Hashable, Sendable {
    let node: any LayoutNode

    init(_ node: any LayoutNode) { self.node = node }

    static func == (lhs: PlacedContent, rhs: PlacedContent) -> Bool { lhs === rhs }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
