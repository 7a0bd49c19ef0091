/// A two-dimensional vector, as Core Graphics' `CGVector`.
public struct CGVector: Hashable, Codable, Sendable {
    public var dx: CGFloat
    public var dy: CGFloat

    /// The zero vector.
    public init() { self.init(dx: 0, dy: 0) }

    /// A vector of `dx` and `dy`.
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    /// A vector of `dx` and `dy`.
    public init(dx: Double, dy: Double) { self.init(dx: CGFloat(dx), dy: CGFloat(dy)) }

    /// A vector of `dx` and `dy`.
    public init(dx: Int, dy: Int) { self.init(dx: CGFloat(dx), dy: CGFloat(dy)) }

    /// The zero vector.
    public static var zero: CGVector { CGVector() }
}

// The comparisons Apple's Core Graphics overlay adds to its geometry types (Foundation on Linux
// has the types, and `==`, but not these names).

extension CGPoint {
    /// Whether the two points are equal, as `==` says.
    public func equalTo(_ point2: CGPoint) -> Bool { self == point2 }
}

extension CGSize {
    /// Whether the two sizes are equal, as `==` says.
    public func equalTo(_ size2: CGSize) -> Bool { self == size2 }
}

extension CGRect {
    /// Whether the two rectangles have the same origin and size, as `==` says.
    public func equalTo(_ rect2: CGRect) -> Bool { self == rect2 }
}

/// A glyph of a font, as Core Graphics' `CGGlyph`: its index in the font.
public typealias CGGlyph = UInt16
