import Pixels
import Primitives

/// An image repeated across a shape's fill, as a pattern colour (`UIColor(patternImage:)`)
/// paints: tiles of ``tileSize`` points in rows and columns in every direction, one with its
/// top-left corner at ``phase``. The image is drawn upright (its first row at the top of a tile).
///
/// ```swift
/// let checks = RGBAImage(width: 2, height: 2, filledWith: RGBA(red: 255, green: 0, blue: 0, alpha: 255))
/// let fill = PatternFill(image: checks, tileSize: Size(width: 1, height: 1))
/// let item = ShapeItem(shape: .rect(Rect(x: 0, y: 0, width: 40, height: 20)), pattern: fill)
/// ```
public struct PatternFill: Hashable, Codable, Sendable {
    /// The tile's pixels.
    public var image: RGBAImage
    /// The size of one tile in points: the image's size in pixels over its scale.
    public var tileSize: Size
    /// Where a tile's top-left corner lies, in the shape's coordinates.
    public var phase: Point
    /// Multiplies the image's alpha (a pattern colour's `withAlphaComponent(_:)`, a context's alpha).
    public var opacity: Double

    /// Creates a pattern of `image` in tiles of `tileSize` points, one at `phase`.
    public init(image: RGBAImage, tileSize: Size, phase: Point = Point(x: 0, y: 0), opacity: Double = 1) {
        self.image = image
        self.tileSize = tileSize
        self.phase = phase
        self.opacity = opacity
    }

    /// The same pattern with its opacity multiplied by `factor`.
    public func fading(by factor: Double) -> PatternFill {
        var faded = self
        faded.opacity = Swift.min(1, Swift.max(0, opacity * factor))
        return faded
    }

    /// The pattern's tiles moved by `dx`, `dy`.
    public func offsetBy(dx: Double, dy: Double) -> PatternFill {
        var moved = self
        moved.phase = Point(x: phase.x + dx, y: phase.y + dy)
        return moved
    }
}
