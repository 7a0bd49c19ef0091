import CellModel
import DisplayList
import Pixels
import Primitives

/// An image a control draws (a button's image, a segment's, a slider's value images): a symbol,
/// a bitmap or a vector image at its size in points, or an activity indicator at rest in its place.
public enum ControlImage: Hashable, Sendable {
    case symbol(name: String, pointSize: Double, weight: FontWeight, scale: SymbolScale, color: Color)
    case bitmap(RGBAImage, size: Size)
    /// An SVG or PDF image, drawn in `tint` when one is given (a template).
    case vector(VectorImage, size: Size, tint: Color?)
    case activityIndicator(ActivityIndicatorMetrics, color: Color)

    /// The image's size in points.
    public var size: Size {
        switch self {
        case .symbol(let name, let pointSize, let weight, let scale, let color):
            SymbolNode(name, pointSize: pointSize, weight: weight, scale: scale, color: color).image.size
        case .bitmap(_, let size), .vector(_, let size, _): size
        case .activityIndicator(let metrics, _): Size(width: metrics.side, height: metrics.side)
        }
    }

    /// The image drawn in `frame` (its own size, or stretched to the frame for bitmaps and vectors).
    public func place(in frame: Rect, role: NodeRole, context: LayoutContext) -> PlacedNode {
        switch self {
        case .symbol(let name, let pointSize, let weight, let scale, let color):
            PlacedNode(
                role: role, frame: frame,
                content: .symbol(name: name, pointSize: pointSize, weight: weight, scale: scale, color: color))
        case .bitmap(let image, _):
            PlacedNode(role: role, frame: frame, content: .image(image, cornerRadius: 0))
        case .vector(let image, _, let tint):
            PlacedNode(role: role, frame: frame, content: .vectorImage(image, cornerRadius: 0, tint: tint))
        case .activityIndicator(let metrics, let color):
            ActivityIndicatorNode(metrics: metrics, color: color, role: role).place(in: frame, context: context)
        }
    }

    /// A symbol drawn `scale` times its point size (an image view fitting it to its frame); other
    /// images are drawn at the frame they are given, so they stay as they are.
    public func scaledSymbol(by scale: Double) -> ControlImage {
        guard case .symbol(let name, let pointSize, let weight, let symbolScale, let color) = self, scale != 1 else {
            return self
        }
        return .symbol(name: name, pointSize: pointSize * scale, weight: weight, scale: symbolScale, color: color)
    }

    /// The same image in another colour (a symbol's or a template's); bitmaps keep their own.
    public func recoloured(_ transform: (Color) -> Color) -> ControlImage {
        switch self {
        case .symbol(let name, let pointSize, let weight, let scale, let color):
            .symbol(name: name, pointSize: pointSize, weight: weight, scale: scale, color: transform(color))
        case .bitmap: self
        case .vector(let image, let size, let tint): .vector(image, size: size, tint: tint.map(transform))
        case .activityIndicator(let metrics, let color): .activityIndicator(metrics, color: transform(color))
        }
    }
}

extension TextStyle {
    /// The style of a control's text (a button's title, a segment's, a date picker's): `properties`
    /// resolved for `traits` with the system font's stand-in rules of `theme` that list content
    /// text follows (SF Pro's line box and baseline, and the tracking that gives Inter SF Pro's
    /// widths), since UIKit's controls draw their text in the system font as its labels do.
    public static func control(_ properties: TextProperties, traits: Traits, theme: Theme) -> TextStyle {
        ListCellLayout.listStyle(properties, traits: traits, theme: theme)
    }
}

/// Text a control draws, in its style.
public struct ControlText: Hashable, Sendable {
    public var text: String
    public var style: TextStyle

    /// Creates control text.
    public init(_ text: String, style: TextStyle) {
        self.text = text
        self.style = style
    }

    /// The text's size wrapped at `width` (unwrapped when `nil`), grown to whole device pixels as
    /// UIKit's labels are.
    func size(width: Double?, context: LayoutContext) -> Size {
        let measured = context.textCache.measure(text, style: style, width: width).size
        let scale = context.scale
        func up(_ value: Double) -> Double { (value * scale - 1e-9).rounded(.up) / scale }
        return Size(width: up(measured.width), height: up(measured.height))
    }
}
