import Foundation

/// An affine transform `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`, as Cairo and Core Graphics write it.
public struct AffineTransform: Hashable, Codable, Sendable {
    public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

    /// Creates a transform from its six coefficients.
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    /// The transform that changes nothing.
    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// Whether the transform is finite and keeps an area an area (it can be inverted).
    public var collapsesNothing: Bool {
        [a, b, c, d, tx, ty].allSatisfy(\.isFinite) && (a * d - b * c).isNormal
    }

    /// A translation by `(x, y)`.
    public static func translation(x: Double, y: Double) -> AffineTransform {
        AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    }

    /// A scale by `x` horizontally and `y` vertically.
    public static func scale(x: Double, y: Double) -> AffineTransform {
        AffineTransform(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
    }

    /// A rotation by `radians`, clockwise on screen (y grows downwards).
    public static func rotation(_ radians: Double) -> AffineTransform {
        let (s, c) = (sin(radians), cos(radians))
        return AffineTransform(a: c, b: s, c: -s, d: c, tx: 0, ty: 0)
    }

    /// This transform followed by `next`.
    public func concatenating(_ next: AffineTransform) -> AffineTransform {
        AffineTransform(
            a: a * next.a + b * next.c, b: a * next.b + b * next.d,
            c: c * next.a + d * next.c, d: c * next.b + d * next.d,
            tx: tx * next.a + ty * next.c + next.tx, ty: tx * next.b + ty * next.d + next.ty)
    }

    /// The point mapped by this transform.
    public func apply(to point: Point) -> Point {
        Point(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
    }
}

/// How a rounded rectangle's corners bend, as Core Animation's `cornerCurve`.
public enum CornerCurve: String, Hashable, Codable, Sendable {
    /// A quarter circle of the radius, meeting the straight edges with a jump in curvature.
    case circular
    /// iOS's continuous curve: the corner starts 1.528 radii from the corner point and its
    /// curvature rises smoothly from the straight edges (a squircle-like shape), as UIKit draws
    /// inset grouped sections and `cornerCurve = .continuous` layers.
    case continuous
}

/// The corners of a rounded rectangle: the radius of each, and the curve they are drawn with.
public struct CornerRadii: Hashable, Codable, Sendable {
    public var topLeft: Double
    public var topRight: Double
    public var bottomRight: Double
    public var bottomLeft: Double
    /// Circular by default.
    public var cornerCurve: CornerCurve

    /// Creates radii for each corner.
    public init(
        topLeft: Double = 0, topRight: Double = 0, bottomRight: Double = 0, bottomLeft: Double = 0,
        cornerCurve: CornerCurve = .circular
    ) {
        (self.topLeft, self.topRight, self.bottomRight, self.bottomLeft) = (topLeft, topRight, bottomRight, bottomLeft)
        self.cornerCurve = cornerCurve
    }

    /// The same radius on every corner.
    public init(all radius: Double, cornerCurve: CornerCurve = .circular) {
        self.init(topLeft: radius, topRight: radius, bottomRight: radius, bottomLeft: radius, cornerCurve: cornerCurve)
    }

    private enum CodingKeys: String, CodingKey { case topLeft, topRight, bottomRight, bottomLeft, cornerCurve }

    /// Decodes radii; `cornerCurve` may be left out (circular).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            topLeft: try container.decode(Double.self, forKey: .topLeft),
            topRight: try container.decode(Double.self, forKey: .topRight),
            bottomRight: try container.decode(Double.self, forKey: .bottomRight),
            bottomLeft: try container.decode(Double.self, forKey: .bottomLeft),
            cornerCurve: try container.decodeIfPresent(CornerCurve.self, forKey: .cornerCurve) ?? .circular)
    }

    /// The same radii drawn with `curve`.
    public func with(_ curve: CornerCurve) -> CornerRadii {
        var radii = self
        radii.cornerCurve = curve
        return radii
    }

    /// How far along each edge a continuous corner of radius 1 reaches from the corner point.
    public static let continuousExtent = 1.52866483

    /// Square corners.
    public static let zero = CornerRadii()

    /// True when every corner is square.
    public var isZero: Bool { topLeft <= 0 && topRight <= 0 && bottomRight <= 0 && bottomLeft <= 0 }

    /// The radii scaled down, all by the same factor, so that adjacent corners never overlap in `size`.
    public func fitted(to size: Size) -> CornerRadii {
        var factor = 1.0
        func limit(_ sum: Double, _ side: Double) {
            if sum > side, sum > 0 { factor = min(factor, side / sum) }
        }
        limit(topLeft + topRight, size.width)
        limit(bottomLeft + bottomRight, size.width)
        limit(topLeft + bottomLeft, size.height)
        limit(topRight + bottomRight, size.height)
        let f = max(0, factor)
        return CornerRadii(
            topLeft: max(0, topLeft) * f, topRight: max(0, topRight) * f,
            bottomRight: max(0, bottomRight) * f, bottomLeft: max(0, bottomLeft) * f, cornerCurve: cornerCurve)
    }
}

/// How a fill decides which regions of a self-intersecting path are inside.
public enum FillRule: String, Hashable, Codable, Sendable {
    case nonZero, evenOdd
}

/// A vector outline made of straight lines and cubic Bézier curves.
///
/// Arcs and rounded corners are stored as cubic curves, so a path transforms exactly and draws the
/// same through every backend.
///
/// ```swift
/// var chevron = Path()
/// chevron.move(to: Point(x: 0, y: 0))
/// chevron.addLine(to: Point(x: 5, y: 6))
/// chevron.addLine(to: Point(x: 0, y: 12))
/// ```
public struct Path: Hashable, Codable, Sendable {
    /// One drawing command of a path.
    public enum Element: Hashable, Codable, Sendable {
        case move(Point)
        case line(Point)
        case curve(control1: Point, control2: Point, end: Point)
        case close
    }

    /// The commands, in order.
    public private(set) var elements: [Element] = []
    private var currentPoint: Point?
    private var subpathStart: Point?

    /// Creates an empty path.
    public init() {}

    /// True when the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// Starts a new subpath at `point`.
    public mutating func move(to point: Point) {
        elements.append(.move(point))
        currentPoint = point
        subpathStart = point
    }

    /// Adds a straight line from the current point.
    public mutating func addLine(to point: Point) {
        if currentPoint == nil {
            move(to: point)
            return
        }
        elements.append(.line(point))
        currentPoint = point
    }

    /// Adds a cubic Bézier curve from the current point.
    public mutating func addCurve(to end: Point, control1: Point, control2: Point) {
        if currentPoint == nil { move(to: control1) }
        elements.append(.curve(control1: control1, control2: control2, end: end))
        currentPoint = end
    }

    /// Adds a quadratic Bézier curve from the current point (stored as the equivalent cubic).
    public mutating func addQuadCurve(to end: Point, control: Point) {
        let start = currentPoint ?? control
        let c1 = Point(x: start.x + 2 / 3 * (control.x - start.x), y: start.y + 2 / 3 * (control.y - start.y))
        let c2 = Point(x: end.x + 2 / 3 * (control.x - end.x), y: end.y + 2 / 3 * (control.y - end.y))
        addCurve(to: end, control1: c1, control2: c2)
    }

    /// Closes the current subpath with a straight line back to its start.
    public mutating func closeSubpath() {
        guard currentPoint != nil else { return }
        elements.append(.close)
        currentPoint = subpathStart
    }

    /// Adds a circular arc around `center`; angles in radians, 0 pointing right, growing clockwise
    /// on screen. A line joins the current point to the arc's start, as in Cairo.
    public mutating func addArc(
        center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool = true
    ) {
        var sweep = endAngle - startAngle
        if clockwise {
            while sweep < 0 { sweep += 2 * .pi }
        } else {
            while sweep > 0 { sweep -= 2 * .pi }
        }
        let start = Point(x: center.x + radius * cos(startAngle), y: center.y + radius * sin(startAngle))
        if currentPoint == nil { move(to: start) } else { addLine(to: start) }
        let segments = max(1, Int((abs(sweep) / (.pi / 2) - 1e-9).rounded(.up)))
        let step = sweep / Double(segments)
        let k = 4.0 / 3.0 * tan(step / 4)
        var angle = startAngle
        for _ in 0..<segments {
            let next = angle + step
            let p0 = Point(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
            let p3 = Point(x: center.x + radius * cos(next), y: center.y + radius * sin(next))
            let c1 = Point(x: p0.x - k * radius * sin(angle), y: p0.y + k * radius * cos(angle))
            let c2 = Point(x: p3.x + k * radius * sin(next), y: p3.y - k * radius * cos(next))
            addCurve(to: p3, control1: c1, control2: c2)
            angle = next
        }
    }

    /// Appends every element of `other`.
    public mutating func addPath(_ other: Path) {
        for element in other.elements { append(element) }
    }

    /// Creates a path from its elements.
    public init(elements: [Element]) {
        for element in elements { append(element) }
    }

    private mutating func append(_ element: Element) {
        switch element {
        case .move(let p): move(to: p)
        case .line(let p): addLine(to: p)
        case .curve(let c1, let c2, let end): addCurve(to: end, control1: c1, control2: c2)
        case .close: closeSubpath()
        }
    }

    /// The path with every point mapped by `transform`.
    public func applying(_ transform: AffineTransform) -> Path {
        Path(
            elements: elements.map { element in
                switch element {
                case .move(let p): .move(transform.apply(to: p))
                case .line(let p): .line(transform.apply(to: p))
                case .curve(let c1, let c2, let end):
                    .curve(
                        control1: transform.apply(to: c1), control2: transform.apply(to: c2),
                        end: transform.apply(to: end))
                case .close: .close
                }
            })
    }

    /// The smallest rectangle containing every point and control point of the path.
    public var controlPointBounds: Rect {
        var points: [Point] = []
        for element in elements {
            switch element {
            case .move(let p), .line(let p): points.append(p)
            case .curve(let c1, let c2, let end): points += [c1, c2, end]
            case .close: break
            }
        }
        guard let first = points.first else { return .zero }
        var (x0, y0, x1, y1) = (first.x, first.y, first.x, first.y)
        for p in points {
            (x0, y0, x1, y1) = (min(x0, p.x), min(y0, p.y), max(x1, p.x), max(y1, p.y))
        }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    // MARK: Shapes

    /// A rectangle, clockwise from the top-left corner.
    public static func rect(_ rect: Rect) -> Path {
        var path = Path()
        path.move(to: Point(x: rect.minX, y: rect.minY))
        path.addLine(to: Point(x: rect.maxX, y: rect.minY))
        path.addLine(to: Point(x: rect.maxX, y: rect.maxY))
        path.addLine(to: Point(x: rect.minX, y: rect.maxY))
        path.closeSubpath()
        return path
    }

    /// A rectangle with rounded corners of the given radii (reduced so that corners never overlap),
    /// circular or continuous as `radii` say. Continuous corners reach 1.528 radii along each edge;
    /// where adjacent ones would overlap, the corners are drawn circular (iOS blends towards a
    /// circle there too).
    public static func roundedRect(_ rect: Rect, radii: CornerRadii) -> Path {
        let r = radii.fitted(to: rect.size)
        if r.isZero { return .rect(rect) }
        if r.cornerCurve == .continuous {
            let e = CornerRadii.continuousExtent
            let fits =
                (r.topLeft + r.topRight) * e <= rect.width && (r.bottomLeft + r.bottomRight) * e <= rect.width
                && (r.topLeft + r.bottomLeft) * e <= rect.height && (r.topRight + r.bottomRight) * e <= rect.height
            if fits { return continuousRoundedRect(rect, radii: r) }
        }
        var path = Path()
        path.move(to: Point(x: rect.minX + r.topLeft, y: rect.minY))
        path.addLine(to: Point(x: rect.maxX - r.topRight, y: rect.minY))
        if r.topRight > 0 {
            path.addArc(
                center: Point(x: rect.maxX - r.topRight, y: rect.minY + r.topRight), radius: r.topRight,
                startAngle: -.pi / 2, endAngle: 0)
        }
        path.addLine(to: Point(x: rect.maxX, y: rect.maxY - r.bottomRight))
        if r.bottomRight > 0 {
            path.addArc(
                center: Point(x: rect.maxX - r.bottomRight, y: rect.maxY - r.bottomRight), radius: r.bottomRight,
                startAngle: 0, endAngle: .pi / 2)
        }
        path.addLine(to: Point(x: rect.minX + r.bottomLeft, y: rect.maxY))
        if r.bottomLeft > 0 {
            path.addArc(
                center: Point(x: rect.minX + r.bottomLeft, y: rect.maxY - r.bottomLeft), radius: r.bottomLeft,
                startAngle: .pi / 2, endAngle: .pi)
        }
        path.addLine(to: Point(x: rect.minX, y: rect.minY + r.topLeft))
        if r.topLeft > 0 {
            path.addArc(
                center: Point(x: rect.minX + r.topLeft, y: rect.minY + r.topLeft), radius: r.topLeft, startAngle: .pi,
                endAngle: 3 * .pi / 2)
        }
        path.closeSubpath()
        return path
    }

    /// The continuous corner as three cubic curves, for a corner at the origin whose edges run along
    /// +x (the edge the path arrives on, at `u`) and +y (the edge it leaves on, at `v`), in units of
    /// the radius: the well-known reconstruction of UIKit's continuous rounded rectangle.
    private static let continuousCorner: [(c1: (Double, Double), c2: (Double, Double), end: (Double, Double))] = [
        ((1.08849296, 0), (0.86840694, 0), (0.63149379, 0.07491139)),
        ((0.37282383, 0.16905956), (0.16905956, 0.37282383), (0.07491139, 0.63149379)),
        ((0, 0.86840694), (0, 1.08849296), (0, 1.52866483)),
    ]

    /// A rectangle with continuous corners, clockwise from the top edge.
    private static func continuousRoundedRect(_ rect: Rect, radii r: CornerRadii) -> Path {
        let e = CornerRadii.continuousExtent
        var path = Path()
        // Each corner: its point, the unit vector back along the edge the path arrives on, and the
        // unit vector along the edge it leaves on.
        let corners: [(corner: Point, u: (Double, Double), v: (Double, Double), radius: Double)] = [
            (Point(x: rect.maxX, y: rect.minY), (-1, 0), (0, 1), r.topRight),
            (Point(x: rect.maxX, y: rect.maxY), (0, -1), (-1, 0), r.bottomRight),
            (Point(x: rect.minX, y: rect.maxY), (1, 0), (0, -1), r.bottomLeft),
            (Point(x: rect.minX, y: rect.minY), (0, 1), (1, 0), r.topLeft),
        ]
        func point(
            _ c: (corner: Point, u: (Double, Double), v: (Double, Double), radius: Double), _ p: (Double, Double)
        ) -> Point {
            Point(
                x: c.corner.x + c.radius * (p.0 * c.u.0 + p.1 * c.v.0),
                y: c.corner.y + c.radius * (p.0 * c.u.1 + p.1 * c.v.1))
        }
        path.move(to: Point(x: rect.minX + r.topLeft * e, y: rect.minY))
        for c in corners {
            path.addLine(to: point(c, (e, 0)))
            guard c.radius > 0 else { continue }
            for segment in continuousCorner {
                path.addCurve(to: point(c, segment.end), control1: point(c, segment.c1), control2: point(c, segment.c2))
            }
        }
        path.closeSubpath()
        return path
    }

    /// A rectangle whose shorter sides are semicircles.
    public static func capsule(_ rect: Rect) -> Path {
        roundedRect(rect, radii: CornerRadii(all: min(rect.width, rect.height) / 2))
    }

    /// An ellipse inscribed in `rect`.
    public static func ellipse(in rect: Rect) -> Path {
        var circle = Path()
        circle.addArc(center: .zero, radius: 1, startAngle: 0, endAngle: 2 * .pi)
        circle.closeSubpath()
        let transform = AffineTransform.scale(x: rect.width / 2, y: rect.height / 2)
            .concatenating(.translation(x: rect.midX, y: rect.midY))
        return circle.applying(transform)
    }

    /// A circle.
    public static func circle(center: Point, radius: Double) -> Path {
        ellipse(in: Rect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))
    }

    /// A straight line between two points.
    public static func line(from start: Point, to end: Point) -> Path {
        var path = Path()
        path.move(to: start)
        path.addLine(to: end)
        return path
    }

    // MARK: Codable (elements only; the cursor is derived)

    private enum CodingKeys: String, CodingKey { case elements }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(elements: try container.decode([Element].self, forKey: .elements))
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(elements, forKey: .elements)
    }

    public static func == (lhs: Path, rhs: Path) -> Bool { lhs.elements == rhs.elements }
    public func hash(into hasher: inout Hasher) { hasher.combine(elements) }
}
