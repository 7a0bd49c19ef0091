import Primitives

/// A soft shadow drawn as CellSnap draws every shadow: ``ListCellLayout``'s stack of translucent
/// shapes, each `radius / layers` larger than the last, so that the shadow has its full opacity
/// where they all overlap and fades out towards the outermost (deterministic, without a blur
/// filter). A view's layer shadow (`CALayer.shadowRadius` and the rest) is drawn this way.
public enum ShadowLayers {
    /// The placed layers, outermost first, of the shadow of `shape` filling `frame`, moved by
    /// `offset` (positive `height` downwards), fading out `radius` points beyond the shape, in
    /// `color` (whose alpha is the shadow's opacity).
    public static func placed(
        _ shape: ShapeKind, frame: Rect, color: Color, radius: Double, offset: Size, role: NodeRole
    ) -> [PlacedNode] {
        let layers = ListCellLayout.shadowLayers
        let fill = color.withAlpha(color.alpha / Double(layers))
        return (1...layers).reversed().map { layer in
            let spread = max(0, radius) * Double(layer) / Double(layers)
            let grown = frame.offsetBy(dx: offset.width, dy: offset.height).insetBy(dx: -spread, dy: -spread)
            let kind: ShapeKind =
                switch shape {
                case .rect: .roundedRect(CornerRadii(all: spread))
                case .roundedRect(let radii):
                    .roundedRect(
                        CornerRadii(
                            topLeft: radii.topLeft + spread, topRight: radii.topRight + spread,
                            bottomRight: radii.bottomRight + spread, bottomLeft: radii.bottomLeft + spread,
                            cornerCurve: radii.cornerCurve))
                case .capsule: .capsule
                case .ellipse: .ellipse
                }
            return PlacedNode(role: role, frame: grown, content: .shape(kind, fill: fill, stroke: nil))
        }
    }
}
