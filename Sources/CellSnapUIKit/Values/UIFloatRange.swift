import Foundation

/// A range of floating-point values, as UIKit's `UIFloatRange` (a zoom range, a field's strength):
/// ``minimum`` to ``maximum``; ``infinite`` is every value.
///
/// ```swift
/// let range = UIFloatRange(minimum: 1, maximum: 4)
/// range.isInfinite                  // false
/// UIFloatRange.infinite.isInfinite  // true
/// ```
public struct UIFloatRange: Hashable, Sendable {
    /// The least value.
    public var minimum: CGFloat
    /// The greatest value.
    public var maximum: CGFloat

    /// The range 0 to 0.
    public init() { self.init(minimum: 0, maximum: 0) }

    /// The range `minimum` to `maximum`.
    public init(minimum: CGFloat, maximum: CGFloat) {
        self.minimum = minimum
        self.maximum = maximum
    }

    /// The range 0 to 0.
    public static let zero = UIFloatRange()
    /// Every value: minus infinity to infinity.
    public static let infinite = UIFloatRange(minimum: -.infinity, maximum: .infinity)

    /// Whether the range is ``infinite``.
    public var isInfinite: Bool { minimum == -.infinity && maximum == .infinity }
}

/// An area of a dynamic field behaviour, as UIKit's `UIRegion`: a circle or a rectangle centred on
/// the field, or their union, intersection, difference or inverse. ``contains(_:)`` says whether a
/// point (relative to the field's position) is in it, as the field decides which items it acts on.
///
/// ```swift
/// let ring = UIRegion(radius: 100).byDifference(from: UIRegion(radius: 50))
/// ring.contains(CGPoint(x: 75, y: 0))   // true
/// ring.contains(.zero)                  // false
/// ```
@preconcurrency @MainActor open class UIRegion: NSObject {
    /// The region's shape.
    indirect enum Shape: Hashable {
        case everything
        case circle(radius: CGFloat)
        case rectangle(CGSize)
        case inverse(Shape)
        case union(Shape, Shape)
        case intersection(Shape, Shape)
        case difference(Shape, Shape)

        func contains(_ point: CGPoint) -> Bool {
            switch self {
            case .everything: true
            case .circle(let radius): point.x * point.x + point.y * point.y <= radius * radius
            case .rectangle(let size): abs(point.x) <= size.width / 2 && abs(point.y) <= size.height / 2
            case .inverse(let shape): !shape.contains(point)
            case .union(let first, let second): first.contains(point) || second.contains(point)
            case .intersection(let first, let second): first.contains(point) && second.contains(point)
            case .difference(let first, let second): first.contains(point) && !second.contains(point)
            }
        }
    }

    /// The region's shape: every point until an initialiser or an operation sets it.
    var shape = Shape.everything

    /// The region of every point, as the `NSObject` initialiser makes it.
    public required override init() { super.init() }

    /// The region of every point.
    open class var infinite: UIRegion { UIRegion() }

    /// A circle of `radius` centred on the field.
    public convenience init(radius: CGFloat) {
        self.init()
        shape = .circle(radius: radius)
    }

    /// A rectangle of `size` centred on the field.
    public convenience init(size: CGSize) {
        self.init()
        shape = .rectangle(size)
    }

    /// Every point not in this region.
    open func inverse() -> Self { Self.make(.inverse(shape)) }
    /// The points in this region or in `region`.
    open func byUnion(with region: UIRegion) -> Self { Self.make(.union(shape, region.shape)) }
    /// The points in this region that are not in `region`.
    open func byDifference(from region: UIRegion) -> Self { Self.make(.difference(shape, region.shape)) }
    /// The points in both this region and `region`.
    open func byIntersection(with region: UIRegion) -> Self { Self.make(.intersection(shape, region.shape)) }
    /// Whether `point`, relative to the region's centre, is in the region.
    open func contains(_ point: CGPoint) -> Bool { shape.contains(point) }

    private static func make(_ shape: Shape) -> Self {
        let region = Self()
        region.shape = shape
        return region
    }
}
