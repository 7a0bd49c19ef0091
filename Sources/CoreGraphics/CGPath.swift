import Primitives

/// How a path's inside is decided where it crosses itself, as `CGPathFillRule`.
public enum CGPathFillRule: Int, Hashable, Sendable {
    /// A point is inside when the path winds around it a non-zero number of times.
    case winding = 0
    /// A point is inside when a ray from it crosses the path an odd number of times.
    case evenOdd = 1
}

/// An immutable outline of lines and curves, as Core Graphics' `CGPath`, in the coordinates it
/// was built in (UIKit's: y grows downwards).
///
/// ```swift
/// let badge = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 20), transform: nil)
/// badge.boundingBox                                      // (0, 0, 20, 20)
/// badge.contains(CGPoint(x: 10, y: 10), using: .winding) // true
/// ```
public class CGPath: Hashable, @unchecked Sendable {
    /// The outline (a mutable path changes it as it is built, on the one thread that builds it).
    package var path: Primitives.Path { didSet { knownShape = nil } }
    /// The rectangle, rounded rectangle or oval the path was made as, while it is nothing else
    /// (what a layer's shadow can be drawn as).
    package private(set) var knownShape: KnownPathShape?

    package init(path: Primitives.Path, knownShape: KnownPathShape? = nil) {
        self.path = path
        self.knownShape = knownShape
    }

    /// A rectangle, mapped by `transform`.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(
            path: Primitives.Path.rect(rect.primitive).mapped(by: transform?.pointee),
            knownShape: transform == nil ? .rect(rect.primitive) : nil)
    }

    /// An ellipse inscribed in `rect`, mapped by `transform`.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(
            path: Primitives.Path.ellipse(in: rect.primitive).mapped(by: transform?.pointee),
            knownShape: transform == nil ? .ellipse(rect.primitive) : nil)
    }

    /// A rectangle whose corners are quarter ellipses `cornerWidth` by `cornerHeight` (the
    /// smaller of the two, for circular corners), mapped by `transform`.
    public convenience init(
        roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
        transform: UnsafePointer<CGAffineTransform>?
    ) {
        let radii = CornerRadii(all: max(0, Double(min(cornerWidth, cornerHeight))))
        self.init(
            path: Primitives.Path.roundedRect(rect.primitive, radii: radii).mapped(by: transform?.pointee),
            knownShape: transform == nil ? .roundedRect(rect.primitive, radii) : nil)
    }

    /// The smallest rectangle holding every point of the path, control points included.
    public var boundingBox: CGRect { path.isEmpty ? .null : path.controlPointBounds.cgRect }

    /// The smallest rectangle holding the path's outline (its curves' control points may lie
    /// outside it); the curves are measured by flattening them finely.
    public var boundingBoxOfPath: CGRect {
        let points = PathGeometry.flattened(path).flatMap { $0 }
        guard let first = points.first else { return .null }
        var (minX, minY, maxX, maxY) = (first.x, first.y, first.x, first.y)
        for point in points {
            (minX, maxX) = (Swift.min(minX, point.x), Swift.max(maxX, point.x))
            (minY, maxY) = (Swift.min(minY, point.y), Swift.max(maxY, point.y))
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { path.isEmpty }

    /// Where the path's last element ends; `.zero` for an empty path.
    public var currentPoint: CGPoint { PathGeometry.currentPoint(of: path).map(\.cgPoint) ?? .zero }

    /// Whether `point` is inside the path filled with `rule`, after mapping the path by `transform`.
    public func contains(
        _ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity
    )
        -> Bool
    {
        PathGeometry.contains(
            Point(x: Double(point.x), y: Double(point.y)), in: path.mapped(by: transform), evenOdd: rule == .evenOdd)
    }

    /// A copy that does not change.
    public func copy() -> CGPath? { CGPath(path: path, knownShape: knownShape) }

    /// A copy mapped by `transform`.
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        CGPath(path: path.mapped(by: transform?.pointee))
    }

    /// A mutable copy.
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(path: path, knownShape: knownShape) }

    public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.path == rhs.path }
    public func hash(into hasher: inout Hasher) { hasher.combine(path) }
}

/// A path built element by element, as Core Graphics' `CGMutablePath`.
///
/// ```swift
/// let tick = CGMutablePath()
/// tick.move(to: CGPoint(x: 0, y: 5))
/// tick.addLine(to: CGPoint(x: 4, y: 9))
/// tick.addLine(to: CGPoint(x: 12, y: 0))
/// ```
public final class CGMutablePath: CGPath, @unchecked Sendable {
    /// An empty path.
    public init() { super.init(path: Primitives.Path()) }

    override package init(path: Primitives.Path, knownShape: KnownPathShape? = nil) {
        super.init(path: path, knownShape: knownShape)
    }

    /// Starts a subpath at `point`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        path.move(to: point.applying(transform).primitive)
    }

    /// A straight line from the current point to `point`.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        path.addLine(to: point.applying(transform).primitive)
    }

    /// A subpath of straight lines through `points`.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        for (index, point) in points.enumerated() {
            if index == 0 { move(to: point, transform: transform) } else { addLine(to: point, transform: transform) }
        }
    }

    /// A cubic Bézier curve from the current point to `end`.
    public func addCurve(
        to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity
    ) {
        path.addCurve(
            to: end.applying(transform).primitive, control1: control1.applying(transform).primitive,
            control2: control2.applying(transform).primitive)
    }

    /// A quadratic Bézier curve from the current point to `end`.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        path.addQuadCurve(to: end.applying(transform).primitive, control: control.applying(transform).primitive)
    }

    /// A closed rectangle.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        path.addPath(Primitives.Path.rect(rect.primitive).mapped(by: transform))
    }

    /// Closed rectangles.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// A closed ellipse inscribed in `rect`.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        path.addPath(Primitives.Path.ellipse(in: rect.primitive).mapped(by: transform))
    }

    /// A closed rectangle with corners of `cornerWidth` by `cornerHeight` (the smaller of the two,
    /// for circular corners).
    public func addRoundedRect(
        in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity
    ) {
        let radius = Double(Swift.max(0, Swift.min(cornerWidth, cornerHeight)))
        path.addPath(Primitives.Path.roundedRect(rect.primitive, radii: CornerRadii(all: radius)).mapped(by: transform))
    }

    /// A circular arc around `center` from `startAngle` to `endAngle` (radians, 0 pointing right).
    /// `clockwise` is Core Graphics' sense, in a coordinate system whose y axis points up: in UIKit's,
    /// where y points down, a `clockwise` arc turns anticlockwise on screen, as on iOS.
    public func addArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
        transform: CGAffineTransform = .identity
    ) {
        var arc = Primitives.Path()
        let current = PathGeometry.currentPoint(of: path)
        if let current { arc.move(to: current) }
        arc.addArc(
            center: center.primitive, radius: Double(radius), startAngle: Double(startAngle),
            endAngle: Double(endAngle), clockwise: !clockwise)
        // After a current point the arc continues its subpath: a line joins it to the arc's start.
        let mapped = arc.mapped(by: transform).elements
        PathGeometry.append(current == nil ? mapped[...] : mapped.dropFirst(), to: &path)
    }

    /// A circular arc around `center` from `startAngle`, turning by `delta` radians: as
    /// ``addArc(center:radius:startAngle:endAngle:clockwise:transform:)`` to `startAngle + delta`,
    /// anticlockwise in Core Graphics' sense (y up) when `delta` is positive, clockwise when it is
    /// negative; so in UIKit's space, where y points down, a positive `delta` turns clockwise on
    /// screen, as on iOS. A line joins the current point to the arc's start, when there is one.
    public func addRelativeArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
        transform: CGAffineTransform = .identity
    ) {
        addArc(
            center: center, radius: radius, startAngle: startAngle, endAngle: startAngle + delta, clockwise: delta < 0,
            transform: transform)
    }

    /// Appends `path`'s elements.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        self.path.addPath(path.path.mapped(by: transform))
    }

    /// Closes the current subpath with a line back to its start.
    public func closeSubpath() { path.closeSubpath() }
}

extension Primitives.Path {
    /// The path mapped by `transform` (unchanged for `nil`).
    package func mapped(by transform: CGAffineTransform?) -> Primitives.Path {
        guard let transform, !transform.isIdentity else { return self }
        return applying(transform.primitive)
    }
}

extension CGAffineTransform {
    /// The transform as Primitives' `AffineTransform`.
    package var primitive: Primitives.AffineTransform {
        Primitives.AffineTransform(
            a: Double(a), b: Double(b), c: Double(c), d: Double(d), tx: Double(tx), ty: Double(ty))
    }
}

extension CGPoint {
    package var primitive: Point { Point(x: Double(x), y: Double(y)) }
}

extension CGRect {
    package var primitive: Rect {
        let rect = standardized
        return Rect(x: Double(rect.minX), y: Double(rect.minY), width: Double(rect.width), height: Double(rect.height))
    }
}

extension Point {
    package var cgPoint: CGPoint { CGPoint(x: x, y: y) }
}

extension Rect {
    package var cgRect: CGRect { CGRect(x: minX, y: minY, width: width, height: height) }
}

/// A path that is exactly a rectangle, a rounded rectangle or an oval, in its own coordinates.
package enum KnownPathShape: Hashable, Sendable {
    case rect(Rect)
    case roundedRect(Rect, CornerRadii)
    case ellipse(Rect)
}

/// How the ends of a stroked line are drawn, as `CGLineCap`.
public enum CGLineCap: Int32, Hashable, Sendable {
    case butt = 0, round, square
}

/// How the corners of a stroked line are drawn, as `CGLineJoin`.
public enum CGLineJoin: Int32, Hashable, Sendable {
    case miter = 0, round, bevel
}

extension CGPath {
    /// The length of the path's outline (curves flattened finely), closing lines included.
    package var cellSnapLength: Double {
        PathGeometry.flattened(path).reduce(0) { total, points in
            zip(points, points.dropFirst()).reduce(total) { sum, pair in
                let (dx, dy) = (pair.1.x - pair.0.x, pair.1.y - pair.0.y)
                return sum + (dx * dx + dy * dy).squareRoot()
            }
        }
    }
}
