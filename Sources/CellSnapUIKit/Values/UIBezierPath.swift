import CoreGraphics
import Primitives

/// The corners of a rectangle, as UIKit's `UIRectCorner`.
public struct UIRectCorner: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

/// An outline of lines, arcs and curves, as UIKit's `UIBezierPath`: rectangles, ovals, rounded
/// rectangles (with UIKit's continuous corners), arcs and free paths, in UIKit's coordinates
/// (y grows downwards, `clockwise` arcs turn clockwise on screen). Its ``cgPath`` is the same
/// outline as a Core Graphics path.
///
/// ```swift
/// let card = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 160, height: 90), cornerRadius: 12)
/// card.bounds                                  // (0, 0, 160, 90)
/// card.contains(CGPoint(x: 1, y: 1))           // false: the corner is cut
/// ```
///
/// ``fill()``, ``stroke()`` and ``addClip()`` draw into the current graphics context (inside a
/// view's `draw(_:)` or an image renderer's actions), as UIKit's do.
open class UIBezierPath: NSObject {
    /// The outline.
    private var outline: Primitives.Path { didSet { knownShape = nil } }
    /// The rectangle, rounded rectangle or oval the path was made as, while it is nothing else.
    private var knownShape: KnownPathShape?

    /// An empty path.
    public override init() {
        outline = Primitives.Path()
        super.init()
    }

    private init(outline: Primitives.Path, knownShape: KnownPathShape? = nil) {
        self.outline = outline
        self.knownShape = knownShape
        super.init()
    }

    /// A closed rectangle, clockwise from its top-left corner.
    public convenience init(rect: CGRect) {
        self.init(outline: .rect(rect.primitive), knownShape: .rect(rect.primitive))
    }

    /// A closed oval inscribed in `rect`.
    public convenience init(ovalIn rect: CGRect) {
        self.init(outline: .ellipse(in: rect.primitive), knownShape: .ellipse(rect.primitive))
    }

    /// A rectangle whose four corners are rounded by `cornerRadius`, with UIKit's continuous
    /// corners (a radius over half the shorter side gives a capsule).
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init(
            roundedRect: rect, byRoundingCorners: .allCorners,
            cornerRadii: CGSize(width: cornerRadius, height: cornerRadius))
    }

    /// A rectangle whose `corners` are rounded with continuous corners of `cornerRadii.width`
    /// (UIKit draws circular-ended corners from the width; the height is not used).
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        let length = Double(max(0, cornerRadii.width))
        func radius(_ corner: UIRectCorner) -> Double { corners.contains(corner) ? length : 0 }
        let radii = CornerRadii(
            topLeft: radius(.topLeft), topRight: radius(.topRight), bottomRight: radius(.bottomRight),
            bottomLeft: radius(.bottomLeft), cornerCurve: .continuous)
        self.init(outline: .roundedRect(rect.primitive, radii: radii), knownShape: .roundedRect(rect.primitive, radii))
    }

    /// An open arc of a circle around `center`, from `startAngle` to `endAngle` (radians, 0
    /// pointing right), turning clockwise on screen when `clockwise`.
    public convenience init(
        arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// The outline of a Core Graphics path.
    public convenience init(cgPath: CGPath) { self.init(outline: cgPath.path, knownShape: cgPath.knownShape) }

    /// The outline as a Core Graphics path (a copy: changing this path later does not change it).
    open var cgPath: CGPath {
        get { CGPath(path: outline, knownShape: knownShape) }
        set {
            outline = newValue.path
            knownShape = newValue.knownShape
        }
    }

    // MARK: Building

    /// Starts a subpath at `point`.
    open func move(to point: CGPoint) { outline.move(to: point.primitive) }

    /// A straight line from the current point to `point`.
    open func addLine(to point: CGPoint) { outline.addLine(to: point.primitive) }

    /// A cubic Bézier curve from the current point to `endPoint`.
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        outline.addCurve(to: endPoint.primitive, control1: controlPoint1.primitive, control2: controlPoint2.primitive)
    }

    /// A quadratic Bézier curve from the current point to `endPoint`.
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        outline.addQuadCurve(to: endPoint.primitive, control: controlPoint.primitive)
    }

    /// An arc of a circle around `center` (a line joins the current point to its start).
    open func addArc(
        withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
        outline.addArc(
            center: center.primitive, radius: Double(radius), startAngle: Double(startAngle),
            endAngle: Double(endAngle), clockwise: clockwise)
    }

    /// Closes the current subpath with a straight line back to its start.
    open func close() { outline.closeSubpath() }

    /// Removes every element.
    open func removeAllPoints() { outline = Primitives.Path() }

    /// Appends `bezierPath`'s elements.
    open func append(_ bezierPath: UIBezierPath) { outline.addPath(bezierPath.outline) }

    /// The same outline traversed backwards, subpath by subpath.
    open func reversing() -> UIBezierPath { UIBezierPath(outline: outline.reversed, knownShape: knownShape) }

    /// Maps every point of the path by `transform`.
    open func apply(_ transform: CGAffineTransform) { outline = outline.mapped(by: transform) }

    // MARK: Geometry

    /// Whether the path has no elements.
    open var isEmpty: Bool { outline.isEmpty }

    /// The smallest rectangle holding every point of the path, control points included, as
    /// UIKit's `bounds`; the null rectangle for an empty path.
    open var bounds: CGRect { cgPath.boundingBox }

    /// Where the path's last element ends.
    open var currentPoint: CGPoint { cgPath.currentPoint }

    /// Whether `point` is inside the path (every subpath closed), by ``usesEvenOddFillRule``'s rule.
    open func contains(_ point: CGPoint) -> Bool {
        cgPath.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    /// Whether crossings decide the inside (even-odd) rather than the winding number.
    open var usesEvenOddFillRule = false

    // MARK: Stroke attributes

    /// The width of ``stroke()``'s line; 1 by default.
    open var lineWidth: CGFloat = 1
    /// The ends of ``stroke()``'s open subpaths; `.butt` by default.
    open var lineCapStyle = CGLineCap.butt
    /// The corners of ``stroke()``'s line; `.miter` by default.
    open var lineJoinStyle = CGLineJoin.miter
    /// The limit past which a mitred corner is bevelled; 10 by default.
    open var miterLimit: CGFloat = 10
    /// How closely curves are approximated when drawn; 0.6 by default.
    ///
    /// No visible effect: CellSnap draws curves exactly.
    open var flatness: CGFloat = 0.6
    /// ``stroke()``'s dash lengths and phase (see ``setLineDash(_:count:phase:)``).
    private final var dash: (pattern: [CGFloat], phase: CGFloat) = ([], 0)

    /// Sets ``stroke()``'s dashes: `count` lengths from `pattern`, painted and unpainted in turn,
    /// starting `phase` into them; `nil` (or a count of 0) draws a solid line.
    open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        guard let pattern, count > 0 else {
            dash = ([], 0)
            return
        }
        dash = ((0..<count).map { pattern[$0] }, phase)
    }

    /// Copies the dash lengths into `pattern` (when it is not `nil`), their number into `count`
    /// and the phase into `phase`.
    open func getLineDash(
        _ pattern: UnsafeMutablePointer<CGFloat>?, count: UnsafeMutablePointer<Int>?,
        phase: UnsafeMutablePointer<CGFloat>?
    ) {
        if let pattern { for (index, length) in dash.pattern.enumerated() { pattern[index] = length } }
        count?.pointee = dash.pattern.count
        phase?.pointee = dash.phase
    }

    // MARK: Drawing

    /// Fills the path (by ``usesEvenOddFillRule``) with the current context's fill colour
    /// (``UIColor/setFill()``); nothing without a current context.
    open func fill() { fill(with: .normal, alpha: 1) }

    /// Fills the path blended by `blendMode` (CellSnap draws `.normal` only) with `alpha`.
    open func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        defer { context.restoreGState() }
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        context.beginPath()
        context.addPath(cgPath)
        context.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    /// Strokes the path with the current context's stroke colour (``UIColor/setStroke()``) and
    /// the path's line width, cap, join, miter limit and dashes; nothing without a current context.
    open func stroke() { stroke(with: .normal, alpha: 1) }

    /// Strokes the path blended by `blendMode` (CellSnap draws `.normal` only) with `alpha`.
    open func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        defer { context.restoreGState() }
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        context.setLineWidth(lineWidth)
        context.setLineCap(lineCapStyle)
        context.setLineJoin(lineJoinStyle)
        context.setMiterLimit(miterLimit)
        context.setLineDash(phase: dash.phase, lengths: dash.pattern)
        context.beginPath()
        context.addPath(cgPath)
        context.strokePath()
    }

    /// Intersects the current context's clip with the path's inside (by ``usesEvenOddFillRule``).
    open func addClip() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.beginPath()
        context.addPath(cgPath)
        context.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIBezierPath else { return false }
        return other.outline == outline && other.usesEvenOddFillRule == usesEvenOddFillRule
    }

    open override var hash: Int { outline.hashValue }
}

extension Primitives.Path {
    /// The path traversed backwards: each subpath from its end to its start, in reverse order of
    /// subpaths, curves with their control points swapped; a closed subpath stays closed.
    fileprivate var reversed: Primitives.Path {
        var subpaths: [(start: Point, segments: [Element], closed: Bool)] = []
        for element in elements {
            switch element {
            case .move(let point): subpaths.append((point, [], false))
            case .close: if !subpaths.isEmpty { subpaths[subpaths.count - 1].closed = true }
            default: if !subpaths.isEmpty { subpaths[subpaths.count - 1].segments.append(element) }
            }
        }
        var result = Primitives.Path()
        for subpath in subpaths.reversed() {
            var points = [subpath.start]
            for segment in subpath.segments {
                if case .line(let end) = segment { points.append(end) }
                if case .curve(_, _, let end) = segment { points.append(end) }
            }
            result.move(to: points.last ?? subpath.start)
            for (index, segment) in subpath.segments.enumerated().reversed() {
                let start = points[index]
                switch segment {
                case .curve(let control1, let control2, _):
                    result.addCurve(to: start, control1: control2, control2: control1)
                default: result.addLine(to: start)
                }
            }
            if subpath.closed { result.closeSubpath() }
        }
        return result
    }
}
