import CellLayout
import CellModel
import DisplayList
import Primitives

extension ViewTree {
    /// How a view looks apart from its content.
    struct Appearance: Hashable, Sendable {
        var backgroundColor: Color?
        /// A pattern colour's tiles, painted over the background colour (which is then `nil`).
        var backgroundPattern: PatternFill?
        var alpha: Double = 1
        var isHidden = false
        var cornerRadii = CornerRadii()
        var border: Stroke?
        var clipsToBounds = false
        /// The view's transform about its centre (its layer's, when it has no perspective).
        var transform = Primitives.AffineTransform.identity
        /// The layer's shadow: its shape and frame in the view's bounds, colour, radius and offset.
        var shadow: Shadow?
        /// What cannot be drawn of the layer (see ``layerRefusal``).
        var refusal: Refusal?
        /// A gradient layer's gradient, over the background colour.
        var gradient: Gradient?
        /// The layers added to the view's layer.
        var sublayers: [Sublayer] = []
        /// What the layer draws over its background, in its bounds: a shape layer's path, then what
        /// the view's `draw(_:)` draws.
        var contents: [DisplayItem] = []
        /// The mask the view and its subviews are drawn through.
        var mask: Mask?
        /// The one colour the subviews are drawn in (a vibrancy effect view's, `UIVibrancyEffect`).
        var vibrancy: Color?
        /// Whether the view's own content is drawn mirrored left to right, about its centre (an
        /// image view's mirrored image, ``UIImage/withHorizontallyFlippedOrientation()``).
        var mirrorsContent = false
        /// The layer's whole transform, `nil` for the identity: drawn in place of ``transform``
        /// (then the identity) when it has perspective or meets a superlayer's sublayer transform,
        /// turned about ``anchorPoint`` once the view's frame is known (`ViewTree+Perspective.swift`).
        var transform3D: CATransform3D?
        /// The layer's anchor point, in units of its size, and its place along z, in points.
        var anchorPoint = Point(x: 0.5, y: 0.5)
        var anchorPointZ = 0.0
        /// The layer's sublayer transform, when it has one: applied to its subviews and sublayers
        /// after their own transforms, about its anchor point.
        var sublayerTransform: CATransform3D?
    }
}
