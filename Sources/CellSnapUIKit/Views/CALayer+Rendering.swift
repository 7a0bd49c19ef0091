import CoreGraphics
import Primitives

extension CALayer {
    /// What ``render(in:)`` draws: a view's layer (`view.layer`) draws the view's hierarchy as
    /// CellSnap draws it (what `UIView.drawHierarchy(in:afterScreenUpdates:)` draws) over the
    /// layer's bounds in the layer's own coordinate space, as Core Animation renders it: a view
    /// whose bounds start at the origin lands with its top-left corner at the context's origin (an
    /// app drawing a view into an image context, to fold, fade or blur a copy of it), and one whose
    /// bounds start elsewhere (`y: -20`, a snapshot helper's room for a status bar) lands there, so
    /// that a renderer of the same bounds holds all of it.
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
            let frame = CGRect(origin: bounds.origin, size: bounds.size)
            for item in recorded.items(in: frame.primitive) { ctx.record(item) }
        case .failure(let error):
            ctx.refuse(error.call, error.reason)
        }
    }
}
