import CellModel
import CoreGraphics
import DisplayList
import Pixels
import Primitives

/// What a pattern colour (`UIColor(patternImage:)`) tiles: the image's pixels in tiles of its size
/// in points, or why the image cannot be tiled.
struct ColorPattern: Hashable, Sendable {
    /// The tiles, from the origin of the space the colour fills; `nil` when refused.
    var fill: PatternFill?
    /// Why the image cannot be tiled, thrown where the colour is drawn.
    var refusal: CellSnapUIKitError?

    static func == (lhs: ColorPattern, rhs: ColorPattern) -> Bool {
        lhs.fill == rhs.fill && lhs.refusal?.call == rhs.refusal?.call && lhs.refusal?.reason == rhs.refusal?.reason
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(fill)
        hasher.combine(refusal?.call)
    }
}

extension UIColor {
    /// A colour that paints `image` repeated in rows and columns, as UIKit's
    /// `init(patternImage:)`: wherever a view's or a layer's background, or a fill in `draw(_:)`
    /// (`setFill()`, `UIRectFill`, a path's `fill()`, a Core Graphics context's fill), is painted
    /// in the colour, the image's tiles, each its size in points (its pixels over its scale),
    /// start at the origin of the view's (the layer's, the context's) coordinate space, upright.
    ///
    /// CellSnap tiles a bitmap image (PNG or JPEG data, a file, an asset catalog image set's
    /// bitmap for the current traits). An image made by drawing, a symbol or a vector image
    /// cannot be tiled: drawing the colour is an error naming the call.
    ///
    /// What is painted in one colour cannot show the tiles: text, strokes, tint and separator
    /// colours draw in the image's average colour (its pixels' mean, weighted by their alpha),
    /// which is also what `getRed(_:green:blue:alpha:)` and the other components report (UIKit
    /// does not document them for a pattern colour).
    ///
    /// ```swift
    /// let tile = UIImage(cgImage: CGImage(width: 2, height: 2, rgba: [UInt8](repeating: 255, count: 16))!)
    /// let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
    /// view.backgroundColor = UIColor(patternImage: tile)
    /// ```
    public convenience init(patternImage image: UIImage) {
        let (pattern, average) = Self.pattern(of: image)
        self.init(.fixed(average))
        self.pattern = pattern
    }

    /// The pattern of `image` and its average colour.
    private static func pattern(of image: UIImage) -> (ColorPattern, Color) {
        let call = "UIColor(patternImage: \(image))"
        let bitmap: (pixels: RGBAImage, scale: Double)?
        switch image.source {
        case .bitmap(let pixels, let scale): bitmap = pixels.rgba.map { ($0, Double(scale)) }
        case .asset(let asset):
            let traits = UITraitCollection.current.cellSnapTraits
            if let representation = asset.representation(for: traits),
                case .bitmap(let width, let height, let rgba) = representation.content
            {
                bitmap = (RGBAImage(width: width, height: height, bytes: rgba), representation.scale)
            } else {
                bitmap = nil
            }
        case .symbol, .drawing: bitmap = nil
        }
        guard let bitmap, bitmap.pixels.width > 0, bitmap.pixels.height > 0, bitmap.scale > 0 else {
            let refusal = CellSnapUIKitError(
                call: call, reason: "CellSnap tiles bitmap images only (PNG or JPEG data, an image set's bitmap)")
            return (ColorPattern(fill: nil, refusal: refusal), .clear)
        }
        let tile = Size(
            width: Double(bitmap.pixels.width) / bitmap.scale, height: Double(bitmap.pixels.height) / bitmap.scale)
        let fill = PatternFill(image: bitmap.pixels, tileSize: tile)
        return (ColorPattern(fill: fill, refusal: nil), averageColor(of: bitmap.pixels))
    }

    /// The mean of `image`'s pixels, each colour weighted by its alpha.
    static func averageColor(of image: RGBAImage) -> Color {
        var sums = (red: 0.0, green: 0.0, blue: 0.0, alpha: 0.0)
        let bytes = image.bytes
        for index in stride(from: 0, to: bytes.count - 3, by: 4) {
            let alpha = Double(bytes[index + 3]) / 255
            sums.red += Double(bytes[index]) / 255 * alpha
            sums.green += Double(bytes[index + 1]) / 255 * alpha
            sums.blue += Double(bytes[index + 2]) / 255 * alpha
            sums.alpha += alpha
        }
        let count = Double(Swift.max(1, bytes.count / 4))
        guard sums.alpha > 0 else { return .clear }
        return Color(
            red: sums.red / sums.alpha, green: sums.green / sums.alpha, blue: sums.blue / sums.alpha,
            alpha: sums.alpha / count)
    }

    /// The colour as Core Graphics holds it for `traits`: a pattern colour keeps its tiles.
    func cellSnapCGColor(_ traits: Traits) -> CGColor {
        if let fill = pattern?.fill { return CGColor(pattern: fill, average: resolved(traits)) }
        return CGColor(resolved(traits))
    }
}
