import CoreGraphics
import Primitives

extension CALayer {
    /// What ``render(in:)`` draws: a view's layer (`view.layer`) draws the view's hierarchy as
    /// CellSnap draws it (what `UIView.drawHierarchy(in:afterScreenUpdates:)` draws), at the
    /// layer's size with its top-left corner at the context's origin, as an app drawing a view into
    /// an image context (to fold, fade or blur a copy of it) expects.
    ///
    /// A layer no view owns is refused where the context's image is drawn, naming the call: CellSnap
    /// draws layers as parts of their views.
    ///
    /// ```swift
    /// let tile = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 40))
    /// tile.backgroundColor = .systemOrange
    /// let image = UIGraphicsImageRenderer(size: tile.bounds.size).image { context in
    ///     tile.layer.render(in: context.cgContext)
    /// }
    /// ```
    public final func cellSnapRender(in ctx: CGContext) {
        guard let view = owningView else {
            ctx.refuse(
                "CALayer.render(in:)",
                "CellSnap draws a layer as part of its view; this layer belongs to no view (draw the view that holds it)"
            )
            return
        }
        switch view.cellSnapHierarchyImage() {
        case .success(let recorded):
            let frame = CGRect(origin: .zero, size: bounds.size)
            for item in recorded.items(in: frame.primitive) { ctx.record(item) }
        case .failure(let error):
            ctx.refuse(error.call, error.reason)
        }
    }
}
