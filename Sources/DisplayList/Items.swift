import Pixels
import Primitives
import Symbols

/// A closed shape that can be filled, stroked or used as a clip.
public enum Shape: Hashable, Codable, Sendable {
    case rect(Rect)
    case roundedRect(Rect, CornerRadii)
    /// A rounded rectangle whose corner radius is half its shorter side.
    case capsule(Rect)
    case ellipse(Rect)
    case path(Path)

    /// The outline as a path.
    public var path: Path {
        switch self {
        case .rect(let rect): .rect(rect)
        case .roundedRect(let rect, let radii): .roundedRect(rect, radii: radii)
        case .capsule(let rect): .capsule(rect)
        case .ellipse(let rect): .ellipse(in: rect)
        case .path(let path): path
        }
    }

    /// The shape shrunk by `distance` on every side, for strokes drawn inside the bounds.
    /// Free-form paths are returned unchanged.
    public func inset(by distance: Double) -> Shape {
        switch self {
        case .rect(let rect): .rect(rect.insetBy(dx: distance, dy: distance))
        case .roundedRect(let rect, let radii):
            .roundedRect(
                rect.insetBy(dx: distance, dy: distance),
                CornerRadii(
                    topLeft: max(0, radii.topLeft - distance), topRight: max(0, radii.topRight - distance),
                    bottomRight: max(0, radii.bottomRight - distance), bottomLeft: max(0, radii.bottomLeft - distance),
                    cornerCurve: radii.cornerCurve))
        case .capsule(let rect): .capsule(rect.insetBy(dx: distance, dy: distance))
        case .ellipse(let rect): .ellipse(rect.insetBy(dx: distance, dy: distance))
        case .path: self
        }
    }
}

/// The line that outlines a shape.
public struct Stroke: Hashable, Codable, Sendable {
    /// Where the line lies relative to the shape's edge.
    public enum Position: String, Hashable, Codable, Sendable {
        /// Centred on the edge: half outside, half inside.
        case center
        /// Entirely inside the edge, so that nothing is clipped at the bounds.
        case inside
    }

    public var color: Color
    /// The width in points.
    public var width: Double
    public var position: Position
    /// How open ends are drawn.
    public var cap: LineCap = .butt
    /// How corners are drawn.
    public var join: LineJoin = .miter
    /// How long a miter join may grow, in line widths, before it is bevelled (10, as Core
    /// Graphics' and Cairo's default).
    public var miterLimit: Double = 10
    /// The lengths of the dashes and gaps, in points, alternately; empty for a solid line.
    public var dash: [Double] = []
    /// How far into the dash pattern the line starts.
    public var dashPhase: Double = 0

    /// Creates a stroke; by default it lies inside the shape, with butt ends and miter joins.
    public init(color: Color, width: Double, position: Position = .inside) {
        self.color = color
        self.width = width
        self.position = position
    }

    /// Whether the stroke draws as a plain one: butt ends, miter joins at the default limit, solid.
    public var isPlain: Bool { cap == .butt && join == .miter && miterLimit == 10 && dash.isEmpty && dashPhase == 0 }
}

/// How the corners of a stroked path are drawn, as Core Graphics' `CGLineJoin`.
public enum LineJoin: String, Hashable, Codable, Sendable {
    case miter, round, bevel
}

/// A filled and/or stroked shape.
public struct ShapeItem: Hashable, Codable, Sendable {
    public var shape: Shape
    public var fill: Color?
    public var stroke: Stroke?
    /// A gradient filling the shape over its fill, its points fractions of the shape's bounds.
    public var gradient: Gradient?
    /// Which regions of a self-crossing path the fill and gradient cover.
    public var fillRule: FillRule = .nonZero
    /// An image tiled across the shape over its fill and gradient (a pattern colour's fill).
    public var pattern: PatternFill?
    /// `false` draws the shape's edges aliased (each device pixel in or out, as Core Graphics draws
    /// with antialiasing off); `nil` (or `true`) antialiases them, as everything else is drawn.
    public var antialiased: Bool?

    /// Creates a shape item.
    public init(
        shape: Shape, fill: Color? = nil, stroke: Stroke? = nil, gradient: Gradient? = nil,
        fillRule: FillRule = .nonZero, pattern: PatternFill? = nil, antialiased: Bool? = nil
    ) {
        self.shape = shape
        self.fill = fill
        self.stroke = stroke
        self.gradient = gradient
        self.fillRule = fillRule
        self.pattern = pattern
        self.antialiased = antialiased
    }
}

/// How the ends of a line are drawn.
public enum LineCap: String, Hashable, Codable, Sendable {
    case butt, round, square
}

/// A straight line segment.
public struct LineItem: Hashable, Codable, Sendable {
    public var from: Point
    public var to: Point
    public var color: Color
    /// The width in points; a one-device-pixel hairline is `1 / scale`.
    public var width: Double
    public var cap: LineCap

    /// Creates a line.
    public init(from: Point, to: Point, color: Color, width: Double, cap: LineCap = .butt) {
        self.from = from
        self.to = to
        self.color = color
        self.width = width
        self.cap = cap
    }
}

/// A run of text laid out in a box: wrapped to the box's width, drawn from its top-left corner.
public struct TextItem: Hashable, Codable, Sendable {
    public var text: String
    public var style: TextStyle
    /// The box; its width is the wrapping width and the reference for alignment.
    public var frame: Rect

    /// Creates a text item.
    public init(text: String, style: TextStyle, frame: Rect) {
        self.text = text
        self.style = style
        self.frame = frame
    }
}

/// A named vector symbol (see the `Symbols` catalog), fitted into a frame.
public struct SymbolItem: Hashable, Codable, Sendable {
    /// The symbol's name, as `chevron.right`.
    public var name: String
    /// The frame; the symbol image is scaled to fit it, keeping its aspect ratio, and centred.
    public var frame: Rect
    /// The point size the symbol is drawn for (stroke widths follow it).
    public var pointSize: Double
    public var weight: FontWeight
    /// The symbol scale the symbol is drawn at (the glyph's size relative to its point size).
    public var scale: SymbolScale
    public var color: Color
    /// Set when no catalog has the name: the item is drawn as the placeholder (an outlined box
    /// with the name's initials), and the display list reports it in ``DisplayList/placeholderSymbols``.
    public var isPlaceholder: Bool
    /// The design of an app's custom symbol, as layout found it in the catalogs in scope (see
    /// `CustomSymbols`), so that drawing needs no look-up; `nil` for CellSnap's own symbols.
    public var customDesign: CustomSymbolDesign?

    /// Creates a symbol item.
    public init(
        name: String, frame: Rect, pointSize: Double, weight: FontWeight = .regular, scale: SymbolScale = .medium,
        color: Color, isPlaceholder: Bool = false, customDesign: CustomSymbolDesign? = nil
    ) {
        self.customDesign = customDesign
        self.name = name
        self.frame = frame
        self.pointSize = pointSize
        self.weight = weight
        self.scale = scale
        self.color = color
        self.isPlaceholder = isPlaceholder
    }
}

/// A bitmap drawn into a frame, optionally with rounded corners.
public struct ImageItem: Hashable, Codable, Sendable {
    public var image: RGBAImage
    public var frame: Rect
    public var cornerRadius: Double

    /// Creates an image item.
    public init(image: RGBAImage, frame: Rect, cornerRadius: Double = 0) {
        self.image = image
        self.frame = frame
        self.cornerRadius = cornerRadius
    }
}

/// An SVG document or a PDF page drawn into a frame as vector drawing (librsvg, poppler), not as a
/// bitmap, optionally clipped to rounded corners; a template image is drawn in `tint`.
public struct VectorImageItem: Hashable, Codable, Sendable {
    public var image: VectorImage
    /// The frame; the document is scaled to fill it (layout gives it the document's aspect ratio).
    public var frame: Rect
    public var cornerRadius: Double
    /// The colour a template image's shapes are drawn in (their alpha kept); `nil` draws the
    /// document's own colours.
    public var tint: Color?

    /// Creates a vector image item.
    public init(image: VectorImage, frame: Rect, cornerRadius: Double = 0, tint: Color? = nil) {
        self.image = image
        self.frame = frame
        self.cornerRadius = cornerRadius
        self.tint = tint
    }
}

/// Items drawn together: clipped to a shape, masked by other items, moved by a transform, seen in
/// perspective, composited with an opacity, over the shadow they cast.
public struct GroupItem: Hashable, Codable, Sendable {
    public var items: [DisplayItem]
    /// Multiplies the alpha of the group as a whole (not of each item separately).
    public var opacity: Double
    public var clip: Shape?
    /// Which regions of a self-crossing clip path are inside the clip.
    public var clipRule: FillRule = .nonZero
    /// Applied before the clip: the clip and the items are in the transformed space.
    public var transform: AffineTransform
    /// The shadow the items cast, drawn beneath them, inside the clip and with the group's
    /// opacity (see ``DropShadow``).
    public var shadow: DropShadow?
    /// A transform with perspective, applied after ``transform`` and the clip: the items (and their
    /// shadow) are drawn flat, then that picture is mapped onto the plane (a layer's
    /// `CATransform3D` with `m34` seen from the front). `nil` draws the items as they are.
    public var projection: ProjectiveTransform?
    /// Items whose alpha masks the group, in the same space as ``items`` (a layer's `mask`): the
    /// group shows where they paint, as opaquely as they paint; `nil` masks nothing, and an empty
    /// mask hides the group.
    public var mask: [DisplayItem]?

    /// Creates a group.
    public init(
        items: [DisplayItem], opacity: Double = 1, clip: Shape? = nil, clipRule: FillRule = .nonZero,
        transform: AffineTransform = .identity, shadow: DropShadow? = nil, projection: ProjectiveTransform? = nil,
        mask: [DisplayItem]? = nil
    ) {
        self.items = items
        self.opacity = opacity
        self.clip = clip
        self.clipRule = clipRule
        self.transform = transform
        self.shadow = shadow
        self.projection = projection
        self.mask = mask
    }
}

/// One thing to draw.
public indirect enum DisplayItem: Hashable, Codable, Sendable {
    case shape(ShapeItem)
    case line(LineItem)
    case text(TextItem)
    case symbol(SymbolItem)
    case image(ImageItem)
    case vectorImage(VectorImageItem)
    case group(GroupItem)
}

/// What to draw, in points, in order: the seam between layout and drawing.
///
/// A display list is plain data: it compares, encodes as JSON, and prints as stable text, so
/// two renders can be compared item by item.
///
/// ```swift
/// let list = DisplayList(size: Size(width: 390, height: 44), background: .white, items: [
///     .text(TextItem(text: "Inbox", style: TextStyle(font: Font(size: 17)), frame: Rect(x: 20, y: 11, width: 300, height: 22))),
/// ])
/// ```
public struct DisplayList: Hashable, Codable, Sendable {
    /// The canvas size in points.
    public var size: Size
    /// Painted over the whole canvas first; `nil` leaves it transparent.
    public var background: Color?
    public var items: [DisplayItem]

    /// Creates a display list.
    public init(size: Size, background: Color? = nil, items: [DisplayItem] = []) {
        self.size = size
        self.background = background
        self.items = items
    }

    /// The names of the symbols drawn as placeholders (no catalog has them), each once, in
    /// drawing order.
    public var placeholderSymbols: [String] {
        var names: [String] = []
        func collect(_ items: [DisplayItem]) {
            for item in items {
                switch item {
                case .symbol(let symbol) where symbol.isPlaceholder && !names.contains(symbol.name):
                    names.append(symbol.name)
                case .group(let group):
                    collect(group.mask ?? [])
                    collect(group.items)
                default: break
                }
            }
        }
        collect(items)
        return names
    }
}
