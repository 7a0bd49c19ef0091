// Core Animation names its functions in upper camel case (CATransform3DMakeScale), as C does.
// swift-format-ignore-file: AlwaysUseLowerCamelCase

import CoreGraphics
import Primitives

/// A transform in three dimensions, as Core Animation's `CATransform3D`: a 4 x 4 matrix that
/// maps a row vector `(x, y, z, 1)`. CellSnap draws what a layer shows of it seen from the front,
/// as Core Animation flattens a layer into its superlayer's plane: the affine part
/// (``CATransform3DGetAffineTransform(_:)``) when the transform has no perspective terms (`m14`,
/// `m24` and `m34` zero, `m44` one), and otherwise the plane's picture in perspective (the layer's
/// content drawn flat, then each pixel sampled through the transform); a part behind the viewer is
/// not drawn.
///
/// ```swift
/// var tilt = CATransform3DMakeRotation(.pi / 8, 0, 0, 1)
/// tilt = CATransform3DScale(tilt, 0.9, 0.9, 1)
/// CATransform3DIsAffine(tilt)   // true
/// ```
public struct CATransform3D: Hashable, Sendable {
    public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
    public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
    public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
    public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

    /// The zero matrix, as Swift's `CATransform3D()` is (use ``CATransform3DIdentity`` for the identity).
    public init() {
        self.init(
            m11: 0, m12: 0, m13: 0, m14: 0, m21: 0, m22: 0, m23: 0, m24: 0, m31: 0, m32: 0, m33: 0, m34: 0, m41: 0,
            m42: 0, m43: 0, m44: 0)
    }

    /// A matrix of its sixteen entries.
    public init(
        m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat, m21: CGFloat, m22: CGFloat, m23: CGFloat,
        m24: CGFloat, m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat, m41: CGFloat, m42: CGFloat,
        m43: CGFloat, m44: CGFloat
    ) {
        (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
        (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
        (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
        (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
    }

    /// The rows, as arrays.
    fileprivate var rows: [[CGFloat]] {
        [[m11, m12, m13, m14], [m21, m22, m23, m24], [m31, m32, m33, m34], [m41, m42, m43, m44]]
    }

    fileprivate init(rows r: [[CGFloat]]) {
        self.init(
            m11: r[0][0], m12: r[0][1], m13: r[0][2], m14: r[0][3], m21: r[1][0], m22: r[1][1], m23: r[1][2],
            m24: r[1][3], m31: r[2][0], m32: r[2][1], m33: r[2][2], m34: r[2][3], m41: r[3][0], m42: r[3][1],
            m43: r[3][2], m44: r[3][3])
    }

    /// Whether a picture without depth shows the transform exactly: no perspective terms.
    var isDrawnAffinely: Bool { m14 == 0 && m24 == 0 && m34 == 0 && m44 == 1 }

    /// What the transform does to the points of a flat layer (`z` zero) seen from the front, turned
    /// about `pivot` at `depth` along z (the anchor point, from the point the result is applied
    /// about): the first, second and fourth rows and columns of the turned transform.
    func cellSnapProjection(about pivot: Point, depth: Double = 0) -> ProjectiveTransform {
        let t = depth == 0 ? self : cellSnapTurned(about: Point(x: 0, y: 0), depth: depth)
        let plane = ProjectiveTransform(
            m11: Double(t.m11), m12: Double(t.m12), m13: Double(t.m14), m21: Double(t.m21), m22: Double(t.m22),
            m23: Double(t.m24), m31: Double(t.m41), m32: Double(t.m42), m33: Double(t.m44))
        return ProjectiveTransform(.translation(x: -pivot.x, y: -pivot.y)).concatenating(plane)
            .concatenating(ProjectiveTransform(.translation(x: pivot.x, y: pivot.y)))
    }

    /// The transform turned about `pivot` at `depth` along z: moved there, transformed, moved back.
    func cellSnapTurned(about pivot: Point, depth: Double = 0) -> CATransform3D {
        CATransform3DConcat(
            CATransform3DConcat(
                CATransform3DMakeTranslation(CGFloat(-pivot.x), CGFloat(-pivot.y), CGFloat(-depth)), self),
            CATransform3DMakeTranslation(CGFloat(pivot.x), CGFloat(pivot.y), CGFloat(depth)))
    }
}

/// The identity transform.
public let CATransform3DIdentity = CATransform3D(
    m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0, m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0,
    m43: 0, m44: 1)

/// Whether `t` is the identity.
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t == CATransform3DIdentity }

/// Whether `a` and `b` are the same transform.
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool { a == b }

/// A translation by `(tx, ty, tz)`.
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    (t.m41, t.m42, t.m43) = (tx, ty, tz)
    return t
}

/// A scale by `(sx, sy, sz)`.
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    (t.m11, t.m22, t.m33) = (sx, sy, sz)
    return t
}

/// A rotation by `angle` radians around the vector `(x, y, z)`; the identity for a zero vector.
/// Around the z axis, a positive angle turns clockwise on a screen whose y axis points down.
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0 else { return CATransform3DIdentity }
    let (ux, uy, uz) = (x / length, y / length, z / length)
    let (s, c) = (CGFloat(sin(Double(angle))), CGFloat(cos(Double(angle))))
    let k = 1 - c
    return CATransform3D(
        m11: c + k * ux * ux, m12: k * ux * uy + s * uz, m13: k * ux * uz - s * uy, m14: 0,
        m21: k * ux * uy - s * uz, m22: c + k * uy * uy, m23: k * uy * uz + s * ux, m24: 0,
        m31: k * ux * uz + s * uy, m32: k * uy * uz - s * ux, m33: c + k * uz * uz, m34: 0,
        m41: 0, m42: 0, m43: 0, m44: 1)
}

/// `a` followed by `b`.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    let (ra, rb) = (a.rows, b.rows)
    return CATransform3D(
        rows: (0..<4).map { row in (0..<4).map { column in (0..<4).reduce(0) { $0 + ra[row][$1] * rb[$1][column] } } })
}

/// A translation by `(tx, ty, tz)` followed by `t`.
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeTranslation(tx, ty, tz), t)
}

/// A scale by `(sx, sy, sz)` followed by `t`.
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeScale(sx, sy, sz), t)
}

/// A rotation by `angle` around `(x, y, z)` followed by `t`.
public func CATransform3DRotate(_ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat)
    -> CATransform3D
{
    CATransform3DConcat(CATransform3DMakeRotation(angle, x, y, z), t)
}

/// The transform that undoes `t`; `t` itself when it cannot be inverted, as Core Animation returns it.
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D {
    // Gauss-Jordan elimination with partial pivoting on [t | I].
    var m = t.rows.enumerated().map { index, row in row + (0..<4).map { $0 == index ? CGFloat(1) : 0 } }
    for column in 0..<4 {
        guard let pivot = (column..<4).max(by: { abs(m[$0][column]) < abs(m[$1][column]) }), m[pivot][column] != 0
        else { return t }
        m.swapAt(column, pivot)
        let divisor = m[column][column]
        m[column] = m[column].map { $0 / divisor }
        for row in 0..<4 where row != column {
            let factor = m[row][column]
            m[row] = zip(m[row], m[column]).map { $0 - factor * $1 }
        }
    }
    return CATransform3D(rows: m.map { Array($0[4...]) })
}

/// The 3D form of an affine transform.
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
    CATransform3D(
        m11: m.a, m12: m.b, m13: 0, m14: 0, m21: m.c, m22: m.d, m23: 0, m24: 0, m31: 0, m32: 0, m33: 1, m34: 0,
        m41: m.tx, m42: m.ty, m43: 0, m44: 1)
}

/// Whether `t` is the 3D form of an affine transform.
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
    t.m13 == 0 && t.m14 == 0 && t.m23 == 0 && t.m24 == 0 && t.m31 == 0 && t.m32 == 0 && t.m33 == 1 && t.m34 == 0
        && t.m43 == 0 && t.m44 == 1
}

/// The affine part of `t`: what it does to the x and y of points in the plane z = 0.
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
    CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
}
