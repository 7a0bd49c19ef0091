/// A plane-to-plane transform with perspective: a 3 x 3 matrix that maps the point `(x, y)` to
/// `(X / W, Y / W)`, where `[X Y W] = [x y 1] · M`, in the row-vector convention of Core Graphics
/// and Core Animation. It is what a layer's `CATransform3D` does to the layer's flat content once
/// the result is seen from the front: the third row and column of the 4 x 4 matrix (depth) drop out.
///
/// ```swift
/// let tilted = ProjectiveTransform(
///     m11: 1, m12: 0, m13: -0.001, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: 1)
/// let nearer = tilted.apply(to: Point(x: -100, y: 50))  // (-90.9, 45.5): the left edge is farther
/// ```
public struct ProjectiveTransform: Hashable, Codable, Sendable {
    public var m11: Double, m12: Double, m13: Double
    public var m21: Double, m22: Double, m23: Double
    public var m31: Double, m32: Double, m33: Double

    /// Creates a transform from its nine coefficients, row by row.
    public init(
        m11: Double, m12: Double, m13: Double, m21: Double, m22: Double, m23: Double, m31: Double, m32: Double,
        m33: Double
    ) {
        (self.m11, self.m12, self.m13) = (m11, m12, m13)
        (self.m21, self.m22, self.m23) = (m21, m22, m23)
        (self.m31, self.m32, self.m33) = (m31, m32, m33)
    }

    /// The projective form of an affine transform.
    public init(_ affine: AffineTransform) {
        self.init(
            m11: affine.a, m12: affine.b, m13: 0, m21: affine.c, m22: affine.d, m23: 0, m31: affine.tx,
            m32: affine.ty, m33: 1)
    }

    /// The transform that changes nothing.
    public static let identity = ProjectiveTransform(.identity)

    /// The transform as an affine one, when it has no perspective (its third column is 0, 0, 1).
    public var affine: AffineTransform? {
        guard m13 == 0, m23 == 0, m33 == 1 else { return nil }
        return AffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m31, ty: m32)
    }

    /// This transform followed by `next`.
    public func concatenating(_ next: ProjectiveTransform) -> ProjectiveTransform {
        ProjectiveTransform(
            m11: m11 * next.m11 + m12 * next.m21 + m13 * next.m31,
            m12: m11 * next.m12 + m12 * next.m22 + m13 * next.m32,
            m13: m11 * next.m13 + m12 * next.m23 + m13 * next.m33,
            m21: m21 * next.m11 + m22 * next.m21 + m23 * next.m31,
            m22: m21 * next.m12 + m22 * next.m22 + m23 * next.m32,
            m23: m21 * next.m13 + m22 * next.m23 + m23 * next.m33,
            m31: m31 * next.m11 + m32 * next.m21 + m33 * next.m31,
            m32: m31 * next.m12 + m32 * next.m22 + m33 * next.m32,
            m33: m31 * next.m13 + m32 * next.m23 + m33 * next.m33)
    }

    /// The transform that undoes this one; `nil` when it flattens the plane onto a line.
    public func inverted() -> ProjectiveTransform? {
        let c11 = m22 * m33 - m23 * m32, c12 = m13 * m32 - m12 * m33, c13 = m12 * m23 - m13 * m22
        let c21 = m23 * m31 - m21 * m33, c22 = m11 * m33 - m13 * m31, c23 = m13 * m21 - m11 * m23
        let c31 = m21 * m32 - m22 * m31, c32 = m12 * m31 - m11 * m32, c33 = m11 * m22 - m12 * m21
        let determinant = m11 * c11 + m12 * c21 + m13 * c31
        guard determinant.isFinite, abs(determinant) > 1e-300 else { return nil }
        let f = 1 / determinant
        return ProjectiveTransform(
            m11: c11 * f, m12: c12 * f, m13: c13 * f, m21: c21 * f, m22: c22 * f, m23: c23 * f, m31: c31 * f,
            m32: c32 * f, m33: c33 * f)
    }

    /// The point mapped by this transform; `nil` when the point lies behind the viewer (its `W` is
    /// not above zero), where nothing is seen.
    public func apply(to point: Point) -> Point? {
        let w = m13 * point.x + m23 * point.y + m33
        guard w > 1e-9 else { return nil }
        return Point(
            x: (m11 * point.x + m21 * point.y + m31) / w, y: (m12 * point.x + m22 * point.y + m32) / w)
    }

    /// The bounds of `rect`'s corners mapped by this transform (a plane map keeps straight edges
    /// straight, so they hold the whole mapped rectangle); `nil` when a corner lies behind the viewer.
    public func bounds(of rect: Rect) -> Rect? {
        let corners = [
            Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
            Point(x: rect.minX, y: rect.maxY), Point(x: rect.maxX, y: rect.maxY),
        ].compactMap(apply(to:))
        guard corners.count == 4 else { return nil }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return Rect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
}
