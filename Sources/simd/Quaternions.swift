// swift-format-ignore-file: AlwaysUseLowerCamelCase, TypeNamesShouldBeCapitalized

import Foundation

/// A quaternion (`simd_quatf`, `simd_quatd`), as Apple's `simd` module has it for rotations in
/// three dimensions: `imag` is the vector part (`ix`, `iy`, `iz`), `real` the scalar part, and
/// `vector` all four, real last.
public struct SIMDQuaternion<Scalar: BinaryFloatingPoint & SIMDScalar>: Equatable, @unchecked Sendable,
    CustomStringConvertible
{
    /// The imaginary parts then the real part.
    public var vector: SIMD4<Scalar>

    /// The zero quaternion.
    public init() { vector = .zero }
    /// The quaternion of `vector` (imaginary parts, then the real part).
    public init(vector: SIMD4<Scalar>) { self.vector = vector }
    /// The quaternion `r + ix i + iy j + iz k`.
    public init(ix: Scalar, iy: Scalar, iz: Scalar, r: Scalar) { vector = SIMD4(ix, iy, iz, r) }
    /// The quaternion of a real and an imaginary part.
    public init(real: Scalar, imag: SIMD3<Scalar>) { vector = SIMD4(imag.x, imag.y, imag.z, real) }
    /// The rotation by `angle` radians about `axis` (normalised here).
    public init(angle: Scalar, axis: SIMD3<Scalar>) {
        let half = Double(angle) / 2
        self.init(real: Scalar(cos(half)), imag: Scalar(sin(half)) * normalize(axis))
    }
    /// The shortest rotation that turns the unit vector `from` to the unit vector `to`.
    public init(from: SIMD3<Scalar>, to: SIMD3<Scalar>) {
        let cosine = dot(from, to)
        if cosine <= -1 + Scalar.ulpOfOne {
            // Opposite vectors: a half turn about any axis perpendicular to them.
            let other: SIMD3<Scalar> = abs(from.x) < 0.9 ? SIMD3(1, 0, 0) : SIMD3(0, 1, 0)
            self.init(real: 0, imag: normalize(cross(from, other)))
        } else {
            let half = ((1 + cosine) * 2).squareRoot()
            self.init(real: half / 2, imag: cross(from, to) / half)
        }
    }
    /// The rotation of the rotation matrix `matrix`.
    public init(_ matrix: SIMDMatrix3x3<Scalar>) {
        let (m00, m11, m22) = (matrix[0, 0], matrix[1, 1], matrix[2, 2])
        let trace = m00 + m11 + m22
        if trace > 0 {
            let s = (trace + 1).squareRoot() * 2
            self.init(
                ix: (matrix[1, 2] - matrix[2, 1]) / s, iy: (matrix[2, 0] - matrix[0, 2]) / s,
                iz: (matrix[0, 1] - matrix[1, 0]) / s, r: s / 4)
        } else if m00 > m11, m00 > m22 {
            let s = (1 + m00 - m11 - m22).squareRoot() * 2
            self.init(
                ix: s / 4, iy: (matrix[1, 0] + matrix[0, 1]) / s, iz: (matrix[2, 0] + matrix[0, 2]) / s,
                r: (matrix[1, 2] - matrix[2, 1]) / s)
        } else if m11 > m22 {
            let s = (1 + m11 - m00 - m22).squareRoot() * 2
            self.init(
                ix: (matrix[1, 0] + matrix[0, 1]) / s, iy: s / 4, iz: (matrix[2, 1] + matrix[1, 2]) / s,
                r: (matrix[2, 0] - matrix[0, 2]) / s)
        } else {
            let s = (1 + m22 - m00 - m11).squareRoot() * 2
            self.init(
                ix: (matrix[2, 0] + matrix[0, 2]) / s, iy: (matrix[2, 1] + matrix[1, 2]) / s, iz: s / 4,
                r: (matrix[0, 1] - matrix[1, 0]) / s)
        }
    }
    /// The rotation of the upper left 3 x 3 of `matrix`.
    public init(_ matrix: SIMDMatrix4x4<Scalar>) {
        self.init(SIMDMatrix3x3(matrix[0].xyz, matrix[1].xyz, matrix[2].xyz))
    }

    /// The real (scalar) part.
    public var real: Scalar {
        get { vector.w }
        set { vector.w = newValue }
    }
    /// The imaginary (vector) part.
    public var imag: SIMD3<Scalar> {
        get { vector.xyz }
        set { vector = SIMD4(newValue.x, newValue.y, newValue.z, vector.w) }
    }
    /// The length.
    public var length: Scalar { simd.length(vector) }
    /// The quaternion scaled to length 1.
    public var normalized: Self { Self(vector: normalize(vector)) }
    /// The conjugate: the imaginary part negated.
    public var conjugate: Self { Self(real: real, imag: -imag) }
    /// The inverse: the conjugate over the square of the length.
    public var inverse: Self { Self(vector: conjugate.vector / length_squared(vector)) }
    /// The angle of the rotation, in radians.
    public var angle: Scalar { 2 * Scalar(atan2(Double(simd.length(imag)), Double(real))) }
    /// The axis of the rotation (the x axis for no rotation).
    public var axis: SIMD3<Scalar> {
        let length = simd.length(imag)
        return length == 0 ? SIMD3(1, 0, 0) : imag / length
    }
    /// `vector` rotated by the quaternion.
    public func act(_ vector: SIMD3<Scalar>) -> SIMD3<Scalar> {
        (self * Self(real: 0, imag: vector) * inverse).imag
    }

    public var description: String { "simd_quat\(Scalar.self == Float.self ? "f" : "d")(real: \(real), imag: \(imag))" }

    /// The Hamilton product: `rhs`'s rotation first, then `lhs`'s.
    public static func * (lhs: Self, rhs: Self) -> Self {
        Self(
            real: lhs.real * rhs.real - dot(lhs.imag, rhs.imag),
            imag: lhs.real * rhs.imag + rhs.real * lhs.imag + cross(lhs.imag, rhs.imag))
    }
    public static func * (lhs: Self, rhs: Scalar) -> Self { Self(vector: lhs.vector * rhs) }
    public static func * (lhs: Scalar, rhs: Self) -> Self { Self(vector: lhs * rhs.vector) }
    public static func / (lhs: Self, rhs: Scalar) -> Self { Self(vector: lhs.vector / rhs) }
    public static func + (lhs: Self, rhs: Self) -> Self { Self(vector: lhs.vector + rhs.vector) }
    public static func - (lhs: Self, rhs: Self) -> Self { Self(vector: lhs.vector - rhs.vector) }
    public static prefix func - (quaternion: Self) -> Self { Self(vector: -quaternion.vector) }
}

/// The rotation by `angle` radians about `axis`, as C's `simd_quaternion(angle, axis)`.
public func simd_quaternion<Scalar>(_ angle: Scalar, _ axis: SIMD3<Scalar>) -> SIMDQuaternion<Scalar> {
    SIMDQuaternion(angle: angle, axis: axis)
}
/// The quaternion of four elements, imaginary parts first, as C's `simd_quaternion(ix, iy, iz, r)`.
public func simd_quaternion<Scalar>(_ ix: Scalar, _ iy: Scalar, _ iz: Scalar, _ r: Scalar) -> SIMDQuaternion<Scalar> {
    SIMDQuaternion(ix: ix, iy: iy, iz: iz, r: r)
}
/// The rotation of a rotation matrix, as C's `simd_quaternion(matrix)`.
public func simd_quaternion<Scalar>(_ matrix: SIMDMatrix4x4<Scalar>) -> SIMDQuaternion<Scalar> {
    SIMDQuaternion(matrix)
}
/// `vector` rotated by `quaternion`, as C's `simd_act`.
public func simd_act<Scalar>(_ quaternion: SIMDQuaternion<Scalar>, _ vector: SIMD3<Scalar>) -> SIMD3<Scalar> {
    quaternion.act(vector)
}
/// ``SIMDQuaternion/normalized``, as C's `simd_normalize`.
public func simd_normalize<Scalar>(_ quaternion: SIMDQuaternion<Scalar>) -> SIMDQuaternion<Scalar> {
    quaternion.normalized
}
/// ``SIMDQuaternion/inverse``, as C's `simd_inverse`.
public func simd_inverse<Scalar>(_ quaternion: SIMDQuaternion<Scalar>) -> SIMDQuaternion<Scalar> {
    quaternion.inverse
}
/// The spherical linear interpolation from `q0` to `q1` at `t`, along the shorter arc, as C's `simd_slerp`.
public func simd_slerp<Scalar>(_ q0: SIMDQuaternion<Scalar>, _ q1: SIMDQuaternion<Scalar>, _ t: Scalar)
    -> SIMDQuaternion<Scalar>
{
    var end = q1
    var cosine = dot(q0.vector, q1.vector)
    if cosine < 0 {
        (end, cosine) = (-q1, -cosine)
    }
    guard cosine < 1 - 1e-6 else { return SIMDQuaternion(vector: mix(q0.vector, end.vector, t: t)).normalized }
    let theta = acos(Double(cosine))
    let sine = sin(theta)
    let a = Scalar(sin((1 - Double(t)) * theta) / sine)
    let b = Scalar(sin(Double(t) * theta) / sine)
    return SIMDQuaternion(vector: a * q0.vector + b * end.vector)
}
