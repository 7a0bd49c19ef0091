import CellLayout
import Primitives

/// A style to fill or stroke a shape with, or to draw text and symbols in: a colour or a
/// hierarchical level of the foreground colour (gradients and materials are not drawn).
public protocol ShapeStyle {}

extension ShapeStyle {
    /// The colour the style draws in, when it is one CellSnap draws.
    var cellSnapColor: Color? {
        switch self {
        case let color as Color: color
        case let level as HierarchicalShapeStyle: level.color
        default: nil
        }
    }
}

extension Color: ShapeStyle {}

/// The foreground colour's levels: primary, secondary, tertiary and quaternary labels.
public struct HierarchicalShapeStyle: ShapeStyle, Sendable {
    let color: Color
    public static let primary = HierarchicalShapeStyle(color: .primary)
    public static let secondary = HierarchicalShapeStyle(color: .secondary)
    public static let tertiary = HierarchicalShapeStyle(color: Color(uiColor: .tertiaryLabel))
    public static let quaternary = HierarchicalShapeStyle(color: Color(uiColor: .quaternaryLabel))
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { .primary }
    public static var secondary: HierarchicalShapeStyle { .secondary }
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
}

extension ShapeStyle where Self == Color {
    public static var black: Color { Color.black }
    public static var white: Color { Color.white }
    public static var clear: Color { Color.clear }
    public static var gray: Color { Color.gray }
    public static var red: Color { Color.red }
    public static var orange: Color { Color.orange }
    public static var yellow: Color { Color.yellow }
    public static var green: Color { Color.green }
    public static var mint: Color { Color.mint }
    public static var teal: Color { Color.teal }
    public static var cyan: Color { Color.cyan }
    public static var blue: Color { Color.blue }
    public static var indigo: Color { Color.indigo }
    public static var purple: Color { Color.purple }
    public static var pink: Color { Color.pink }
    public static var brown: Color { Color.brown }
    public static var accentColor: Color { Color.accentColor }
}

/// The corners of a rounded rectangle: circular arcs, or iOS's continuous curve.
public enum RoundedCornerStyle: Hashable, Sendable { case circular, continuous }

/// A 2D shape: a view that fills the space it is offered with the foreground colour.
public protocol Shape: View, Sendable {
    /// The shape's outline in `rect`.
    func path(in rect: CGRect) -> Path
}

/// An outline. CellSnap's holds none: it draws the built-in shapes itself and refuses a shape of
/// your own when drawn, so the paths a shape makes are never read.
public struct Path: Sendable {
    /// An empty path.
    public init() {}
    /// A rectangle's path.
    public init(_ rect: CGRect) {}
    /// A rounded rectangle's path.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {}
    /// An ellipse's path.
    public init(ellipseIn rect: CGRect) {}
}

/// The built-in shapes, drawn by CellLayout.
protocol BuiltInShape: Shape {
    func kind(in size: CGSize) -> ShapeKind
    /// Why the shape cannot be drawn as asked, thrown when it is drawn.
    var refusal: String? { get }
}

extension BuiltInShape {
    var refusal: String? { nil }

    public var body: Never { primitiveBody("\(Self.self)") }
}

/// A rectangle.
public struct Rectangle: BuiltInShape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect) }
    func kind(in size: CGSize) -> ShapeKind { .rect }
}

/// A rectangle with rounded corners.
public struct RoundedRectangle: BuiltInShape {
    /// The corners' size.
    public var cornerSize: CGSize
    /// The corners' curve.
    public var style: RoundedCornerStyle
    /// A rounded rectangle with corners of `cornerRadius`.
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }
    /// A rounded rectangle with corners of `cornerSize`; CellSnap draws corners of equal width
    /// and height, and refuses others when drawn.
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }
    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadius: cornerSize.width) }
    var refusal: String? {
        cornerSize.width == cornerSize.height ? nil : "RoundedRectangle(cornerSize:) with unequal width and height"
    }
    func kind(in size: CGSize) -> ShapeKind {
        let radius = min(Double(cornerSize.width), Double(min(size.width, size.height)) / 2)
        return .roundedRect(CornerRadii(all: radius, cornerCurve: style == .continuous ? .continuous : .circular))
    }
}

/// A capsule: a rounded rectangle whose corner radius is half its shorter side.
public struct Capsule: BuiltInShape {
    public init(style: RoundedCornerStyle = .continuous) {}
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
    func kind(in size: CGSize) -> ShapeKind { .capsule }
}

/// A circle centred in its frame, as wide as the frame's shorter side.
public struct Circle: BuiltInShape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
    func kind(in size: CGSize) -> ShapeKind { .ellipse }
}

/// An ellipse filling its frame.
public struct Ellipse: BuiltInShape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
    func kind(in size: CGSize) -> ShapeKind { .ellipse }
}

/// A shape filled or stroked with a style.
public struct _ShapeView<Content: Shape, Style: ShapeStyle>: View {
    let shape: Content
    let style: Style
    let lineWidth: CGFloat?
    /// Whether the outline lies inside the shape (`strokeBorder`) rather than centred on its edge.
    var isInside = false
    /// A stroke setting CellSnap does not draw (a dash), thrown when drawn.
    var refusal: String?
    public var body: Never { primitiveBody("_ShapeView") }
}

/// Stroke settings; CellSnap draws the line width (a dash is refused when drawn).
public struct StrokeStyle: Hashable, Sendable {
    public var lineWidth: CGFloat
    public var dash: [CGFloat]
    public init(lineWidth: CGFloat = 1, dash: [CGFloat] = []) {
        self.lineWidth = lineWidth
        self.dash = dash
    }
}

extension Shape {
    /// The shape filled with `content` (the foreground colour by default).
    public func fill<S: ShapeStyle>(_ content: S = .foreground) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, lineWidth: nil)
    }
    /// The shape's outline drawn `lineWidth` wide with `content`.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, lineWidth: lineWidth)
    }
    /// The shape's outline drawn with `content` and `style`'s width.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> _ShapeView<Self, S> {
        var view = _ShapeView(shape: self, style: content, lineWidth: style.lineWidth)
        if !style.dash.isEmpty { view.refusal = "Shape.stroke(_:style:) with a dash" }
        return view
    }
    /// The shape's outline drawn `lineWidth` wide in the foreground colour.
    public func stroke(lineWidth: CGFloat = 1) -> _ShapeView<Self, ForegroundStyle> {
        _ShapeView(shape: self, style: .foreground, lineWidth: lineWidth)
    }
    /// The shape's outline drawn `lineWidth` wide with `content`, inside the shape's frame.
    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> _ShapeView<Self, S> {
        var view = _ShapeView(shape: self, style: content, lineWidth: lineWidth)
        view.isInside = true
        return view
    }
}

/// The foreground colour of the environment.
public struct ForegroundStyle: ShapeStyle, Sendable {
    public init() {}
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The environment's foreground colour.
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}
