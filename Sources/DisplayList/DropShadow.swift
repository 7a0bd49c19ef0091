import Primitives

/// The shadow a group's items cast beneath them, as Core Animation and Core Graphics cast one:
/// the alpha of what the items draw (or of ``path`` when there is one), moved by ``offset``,
/// blurred with a Gaussian of standard deviation ``blur`` and painted in ``color``.
///
/// A group with a shadow draws the shadow first, then its items over it. The offset and the path
/// are in the group's space (after its transform); the blur is measured in points and drawn at
/// the render's scale, so a shadow has the same extent at 1x, 2x and 3x.
///
/// ```swift
/// let card = GroupItem(
///     items: [.shape(ShapeItem(shape: .roundedRect(Rect(x: 16, y: 16, width: 200, height: 80), CornerRadii(all: 12)), fill: .white))],
///     shadow: DropShadow(offset: Size(width: 0, height: 4), blur: 6, color: Color(red: 0, green: 0, blue: 0, alpha: 0.2)))
/// ```
public struct DropShadow: Hashable, Codable, Sendable {
    /// How far the shadow is moved, in points (positive `height` downwards).
    public var offset: Size
    /// The standard deviation of the Gaussian blur, in points; 0 casts a hard-edged shadow.
    public var blur: Double
    /// The shadow's colour; its alpha is the shadow's peak opacity.
    public var color: Color
    /// The shape that casts the shadow, filled by the non-zero rule; `nil` casts the alpha of
    /// what the group's items draw.
    public var path: Path?

    /// Creates a shadow.
    public init(offset: Size, blur: Double, color: Color, path: Path? = nil) {
        self.offset = offset
        self.blur = blur
        self.color = color
        self.path = path
    }

    /// How far beyond the casting shape the shadow reaches, in points: three standard
    /// deviations, where a Gaussian's tail falls below 1/255 of an opaque edge's alpha.
    public var reach: Double { 3 * max(0, blur) }
}
