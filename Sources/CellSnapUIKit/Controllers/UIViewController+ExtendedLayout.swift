import Foundation

/// A bar a container draws over its child's view: how far it reaches in from the container's
/// edge (the navigation bar's bottom from the top, the status bar included; the toolbar's or tab
/// bar's top from the bottom) and whether it is translucent.
struct CellSnapBarExtent: Equatable {
    var reach: CGFloat
    var isTranslucent: Bool
}

/// Where a container puts its child controller's view, as UIKit's containers do since iOS 7: the
/// view fills the container and extends under its bars, unless the child leaves that edge out of
/// ``UIViewController/edgesForExtendedLayout`` or the bar is opaque (`isTranslucent` false) and
/// the child does not set ``UIViewController/extendedLayoutIncludesOpaqueBars``. A view that does
/// not extend under a bar starts (or ends) at the bar's far edge, so its safe area has no inset
/// there, and a scroll view in it adjusts its content by nothing at that edge.
extension UIViewController {
    /// Whether the view extends under a bar at `edge` (`.top` or `.bottom`) of this translucency.
    final func cellSnapExtendsUnder(_ edge: UIRectEdge, translucent: Bool) -> Bool {
        edgesForExtendedLayout.contains(edge) && (translucent || extendedLayoutIncludesOpaqueBars)
    }

    /// The frame of the controller's view in a container of `bounds` with these bars (`nil`: none
    /// at that edge, or hidden). Both layout directions give the same frame: bars span the width.
    final func cellSnapExtendedLayoutFrame(
        in bounds: CGRect, top: CellSnapBarExtent?, bottom: CellSnapBarExtent?
    ) -> CGRect {
        var frame = bounds
        if let top, !cellSnapExtendsUnder(.top, translucent: top.isTranslucent) {
            frame.origin.y += top.reach
            frame.size.height -= top.reach
        }
        if let bottom, !cellSnapExtendsUnder(.bottom, translucent: bottom.isTranslucent) {
            frame.size.height -= bottom.reach
        }
        frame.size.height = max(0, frame.size.height)
        return frame
    }

    /// Places the controller's view (when loaded) in a container of `bounds` with these bars, and
    /// gives it as safe area the part of each bar it is under.
    final func cellSnapPlaceExtendedView(in bounds: CGRect, top: CellSnapBarExtent?, bottom: CellSnapBarExtent?) {
        guard let content = viewIfLoaded else { return }
        let frame = cellSnapExtendedLayoutFrame(in: bounds, top: top, bottom: bottom)
        content.frame = frame
        content.cellSnapContainerSafeAreaInsets = UIEdgeInsets(
            top: max(0, (top.map { bounds.minY + $0.reach } ?? bounds.minY) - frame.minY), left: 0,
            bottom: max(0, frame.maxY - (bottom.map { bounds.maxY - $0.reach } ?? bounds.maxY)), right: 0)
    }
}
