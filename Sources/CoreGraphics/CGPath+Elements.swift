import Primitives

/// The kind of one element of a path, as Core Graphics' `CGPathElementType`.
public enum CGPathElementType: Int32, Hashable, Sendable {
    /// Starts a subpath at `points[0]`.
    case moveToPoint = 0
    /// A line to `points[0]`.
    case addLineToPoint = 1
    /// A quadratic curve through the control point `points[0]` to `points[1]`.
    case addQuadCurveToPoint = 2
    /// A cubic curve through the control points `points[0]` and `points[1]` to `points[2]`.
    case addCurveToPoint = 3
    /// Closes the subpath.
    case closeSubpath = 4
}

/// One element of a path and its points, as Core Graphics' `CGPathElement`: valid only inside
/// the block or function it is given to.
public struct CGPathElement {
    /// What the element does.
    public var type: CGPathElementType
    /// Its points: one for a move or a line, three for a cubic curve, none for a close.
    public var points: UnsafeMutablePointer<CGPoint>

    /// An element of `type` whose points are at `points`.
    public init(type: CGPathElementType, points: UnsafeMutablePointer<CGPoint>) {
        self.type = type
        self.points = points
    }
}

/// A function that `CGPath.apply(info:function:)` calls for each element, as Core Graphics'
/// (a Swift function type here: Core Graphics' is a C function, which Swift on Linux cannot declare
/// over a Swift structure; a closure literal passed to it compiles either way).
public typealias CGPathApplierFunction = (UnsafeMutableRawPointer?, UnsafePointer<CGPathElement>) -> Void

extension CGPath {
    /// Calls `block` with each element of the path, in order, as Core Graphics does.
    ///
    /// CellSnap keeps a quadratic curve as the cubic curve that draws the same outline (its control
    /// points at two thirds of the way to the quadratic's), so it is given as
    /// `.addCurveToPoint` where Core Graphics gives `.addQuadCurveToPoint`; arcs and ellipses are
    /// cubic curves in both.
    ///
    /// ```swift
    /// let tick = CGMutablePath()
    /// tick.move(to: CGPoint(x: 0, y: 5))
    /// tick.addLine(to: CGPoint(x: 4, y: 9))
    /// var kinds: [CGPathElementType] = []
    /// tick.applyWithBlock { kinds.append($0.pointee.type) }  // [.moveToPoint, .addLineToPoint]
    /// ```
    public func applyWithBlock(_ block: (UnsafePointer<CGPathElement>) -> Void) {
        var points = [CGPoint](repeating: .zero, count: 3)
        points.withUnsafeMutableBufferPointer { buffer in
            guard let start = buffer.baseAddress else { return }
            for element in path.elements {
                let type: CGPathElementType
                switch element {
                case .move(let point):
                    (type, start[0]) = (.moveToPoint, point.cgPoint)
                case .line(let point):
                    (type, start[0]) = (.addLineToPoint, point.cgPoint)
                case .curve(let control1, let control2, let end):
                    (type, start[0], start[1], start[2]) = (
                        .addCurveToPoint, control1.cgPoint, control2.cgPoint, end.cgPoint
                    )
                case .close:
                    type = .closeSubpath
                }
                var cgElement = CGPathElement(type: type, points: start)
                block(&cgElement)
            }
        }
    }

    /// Calls `function` with `info` and each element of the path, in order (see ``applyWithBlock(_:)``).
    public func apply(info: UnsafeMutableRawPointer?, function: CGPathApplierFunction) {
        applyWithBlock { function(info, $0) }
    }
}
