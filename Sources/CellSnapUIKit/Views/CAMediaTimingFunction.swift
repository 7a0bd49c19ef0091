import Foundation

/// How an animation's progress follows its time, as Core Animation's `CAMediaTimingFunction`: a
/// cubic Bézier curve from `(0, 0)` to `(1, 1)` through two control points.
///
/// ```swift
/// let easeOut = CAMediaTimingFunction(name: .easeOut)
/// var point: [Float] = [0, 0]
/// easeOut.getControlPoint(at: 2, values: &point)   // point == [0.58, 1]
/// ```
///
/// CellSnap draws the end of every animation (see ``CAAnimation``), so a timing function has no
/// visible effect; its control points are kept as Core Animation defines them.
open class CAMediaTimingFunction: NSObject, @unchecked Sendable {
    /// The first control point's x and y, then the second's.
    private let controlPoints: [Float]

    /// The curve of one of Core Animation's named functions.
    public convenience init(name: CAMediaTimingFunctionName) {
        let points: [Float]
        switch name {
        case .easeIn: points = [0.42, 0, 1, 1]
        case .easeOut: points = [0, 0, 0.58, 1]
        case .easeInEaseOut: points = [0.42, 0, 0.58, 1]
        case .default: points = [0.25, 0.1, 0.25, 1]
        default: points = [0, 0, 1, 1]
        }
        self.init(controlPoints: points[0], points[1], points[2], points[3])
    }

    /// A curve through the control points `(c1x, c1y)` and `(c2x, c2y)`.
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        controlPoints = [c1x, c1y, c2x, c2y]
        super.init()
    }

    /// Writes the control point at `idx` (0 is `(0, 0)`, 1 and 2 the curve's, 3 is `(1, 1)`) as
    /// two values, x then y, to `ptr`; an index beyond 3 writes nothing.
    open func getControlPoint(at idx: Int, values ptr: UnsafeMutablePointer<Float>) {
        switch idx {
        case 0: (ptr[0], ptr[1]) = (0, 0)
        case 1: (ptr[0], ptr[1]) = (controlPoints[0], controlPoints[1])
        case 2: (ptr[0], ptr[1]) = (controlPoints[2], controlPoints[3])
        case 3: (ptr[0], ptr[1]) = (1, 1)
        default: break
        }
    }

    open override func isEqual(_ object: Any?) -> Bool {
        (object as? CAMediaTimingFunction)?.controlPoints == controlPoints
    }

    open override var hash: Int { controlPoints.hashValue }
}

/// The names of Core Animation's timing functions, as `CAMediaTimingFunctionName`.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Even progress: control points `(0, 0)` and `(1, 1)`.
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    /// Slow at first: `(0.42, 0)` and `(1, 1)`.
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    /// Slow at the end: `(0, 0)` and `(0.58, 1)`.
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    /// Slow at both ends: `(0.42, 0)` and `(0.58, 1)`.
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    /// The curve of most system animations: `(0.25, 0.1)` and `(0.25, 1)`.
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

/// What an animation shows outside its active time, as `CAMediaTimingFillMode`.
///
/// No visible effect: CellSnap draws the layer's model values (see ``CAAnimation``).
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The last frame stays once the animation ends.
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    /// The first frame shows before the animation begins.
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    /// Both ``forwards`` and ``backwards``.
    public static let both = CAMediaTimingFillMode(rawValue: "both")
    /// Nothing of the animation shows outside its active time (the default).
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
}

/// The timing of an animation (or layer), as Core Animation's `CAMediaTiming` protocol.
public protocol CAMediaTiming {
    /// When the animation begins, in its parent's time.
    var beginTime: CFTimeInterval { get set }
    /// Where in its own time it starts.
    var timeOffset: CFTimeInterval { get set }
    /// How many times it repeats (fractions allowed).
    var repeatCount: Float { get set }
    /// How long it repeats for.
    var repeatDuration: CFTimeInterval { get set }
    /// How long one run lasts.
    var duration: CFTimeInterval { get set }
    /// How fast its time runs relative to its parent's.
    var speed: Float { get set }
    /// Whether each run is followed by a run backwards.
    var autoreverses: Bool { get set }
    /// What it shows outside its active time.
    var fillMode: CAMediaTimingFillMode { get set }
}
