// swift-format-ignore-file: AlwaysUseLowerCamelCase

// `import SceneKit` on Linux: scenes, nodes, geometries, materials, lights, cameras, actions and
// particle systems are real values (built, transformed, kept, archived), as list and detail
// screens set them up. CellSnap renders no 3D: a scene view draws the backgrounds (its own colour,
// then the scene's background colour) and refuses to draw when its scene shows anything 3D (a
// geometry or a particle system), naming SceneKit, rather than leave it out silently. Time never
// passes in a still picture: actions are kept and never advance, and a renderer delegate is never
// called (UIKitOnLinux.md). As the SDK's module does, it brings UIKit.
import CellSnapUIKit
@_exported import UIKit

/// SceneKit's scalar on iOS: `Float`.
public typealias SCNFloat = Float

/// A three-component vector, as SceneKit's `SCNVector3` (`Float` components on iOS).
public struct SCNVector3: Sendable {
    public var x: Float
    public var y: Float
    public var z: Float

    public init() { (x, y, z) = (0, 0, 0) }
    public init(x: Float, y: Float, z: Float) { (self.x, self.y, self.z) = (x, y, z) }
    public init(_ x: Float, _ y: Float, _ z: Float) { (self.x, self.y, self.z) = (x, y, z) }
    public init(_ x: CGFloat, _ y: CGFloat, _ z: CGFloat) { self.init(Float(x), Float(y), Float(z)) }
    public init(_ x: Double, _ y: Double, _ z: Double) { self.init(Float(x), Float(y), Float(z)) }
    public init(_ x: Int, _ y: Int, _ z: Int) { self.init(Float(x), Float(y), Float(z)) }
    public init(_ vector: SIMD3<Float>) { self.init(vector.x, vector.y, vector.z) }
    public init(_ vector: SIMD3<Double>) { self.init(vector.x, vector.y, vector.z) }
}

/// A four-component vector, as SceneKit's `SCNVector4`: a rotation (axis and angle in radians) or
/// a quaternion (``SCNQuaternion``).
public struct SCNVector4: Sendable {
    public var x: Float
    public var y: Float
    public var z: Float
    public var w: Float

    public init() { (x, y, z, w) = (0, 0, 0, 0) }
    public init(x: Float, y: Float, z: Float, w: Float) { (self.x, self.y, self.z, self.w) = (x, y, z, w) }
    public init(_ x: Float, _ y: Float, _ z: Float, _ w: Float) { (self.x, self.y, self.z, self.w) = (x, y, z, w) }
    public init(_ x: CGFloat, _ y: CGFloat, _ z: CGFloat, _ w: CGFloat) {
        self.init(Float(x), Float(y), Float(z), Float(w))
    }
    public init(_ x: Double, _ y: Double, _ z: Double, _ w: Double) {
        self.init(Float(x), Float(y), Float(z), Float(w))
    }
    public init(_ x: Int, _ y: Int, _ z: Int, _ w: Int) { self.init(Float(x), Float(y), Float(z), Float(w)) }
    public init(_ vector: SIMD4<Float>) { self.init(vector.x, vector.y, vector.z, vector.w) }
}

/// A quaternion (x, y, z the vector part, w the scalar), as SceneKit's `SCNQuaternion`.
public typealias SCNQuaternion = SCNVector4

/// A 4×4 matrix, as SceneKit's `SCNMatrix4` on iOS: row vectors, so that the translation is in
/// `m41`, `m42`, `m43`, with `Float` entries. (Apple's page shows `typealias SCNMatrix4 =
/// CATransform3D`, which is macOS's; its note says the fields are `float` on iOS, where the SDK
/// declares a struct of its own, so an app's `let x: Float = node.transform.m41` compiles. CellSnap
/// keeps iOS's struct and does its arithmetic with Core Animation's `CATransform3D` functions.)
public struct SCNMatrix4: Sendable {
    public var m11: Float, m12: Float, m13: Float, m14: Float
    public var m21: Float, m22: Float, m23: Float, m24: Float
    public var m31: Float, m32: Float, m33: Float, m34: Float
    public var m41: Float, m42: Float, m43: Float, m44: Float

    /// The zero matrix, as Swift's memberwise-free initialiser of the C struct is.
    public init() {
        (m11, m12, m13, m14) = (0, 0, 0, 0)
        (m21, m22, m23, m24) = (0, 0, 0, 0)
        (m31, m32, m33, m34) = (0, 0, 0, 0)
        (m41, m42, m43, m44) = (0, 0, 0, 0)
    }

    public init(
        m11: Float, m12: Float, m13: Float, m14: Float, m21: Float, m22: Float, m23: Float, m24: Float,
        m31: Float, m32: Float, m33: Float, m34: Float, m41: Float, m42: Float, m43: Float, m44: Float
    ) {
        (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
        (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
        (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
        (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
    }

    /// The same matrix with Core Animation's `CGFloat` entries.
    init(_ t: CATransform3D) {
        self.init(
            m11: Float(t.m11), m12: Float(t.m12), m13: Float(t.m13), m14: Float(t.m14), m21: Float(t.m21),
            m22: Float(t.m22), m23: Float(t.m23), m24: Float(t.m24), m31: Float(t.m31), m32: Float(t.m32),
            m33: Float(t.m33), m34: Float(t.m34), m41: Float(t.m41), m42: Float(t.m42), m43: Float(t.m43),
            m44: Float(t.m44))
    }

    /// The matrix as Core Animation's transform, whose functions do SceneKit's arithmetic.
    var caTransform: CATransform3D {
        CATransform3D(
            m11: CGFloat(m11), m12: CGFloat(m12), m13: CGFloat(m13), m14: CGFloat(m14), m21: CGFloat(m21),
            m22: CGFloat(m22), m23: CGFloat(m23), m24: CGFloat(m24), m31: CGFloat(m31), m32: CGFloat(m32),
            m33: CGFloat(m33), m34: CGFloat(m34), m41: CGFloat(m41), m42: CGFloat(m42), m43: CGFloat(m43),
            m44: CGFloat(m44))
    }

    /// The matrix's rows, top first.
    var rows: [[Float]] {
        [[m11, m12, m13, m14], [m21, m22, m23, m24], [m31, m32, m33, m34], [m41, m42, m43, m44]]
    }
}

/// The zero vector.
public let SCNVector3Zero = SCNVector3()
/// The zero vector.
public let SCNVector4Zero = SCNVector4()
/// The identity matrix.
public let SCNMatrix4Identity = SCNMatrix4(CATransform3DIdentity)
public func SCNVector3Make(_ x: Float, _ y: Float, _ z: Float) -> SCNVector3 { SCNVector3(x, y, z) }
public func SCNVector4Make(_ x: Float, _ y: Float, _ z: Float, _ w: Float) -> SCNVector4 { SCNVector4(x, y, z, w) }
public func SCNVector3EqualToVector3(_ a: SCNVector3, _ b: SCNVector3) -> Bool {
    a.x == b.x && a.y == b.y && a.z == b.z
}
public func SCNVector4EqualToVector4(_ a: SCNVector4, _ b: SCNVector4) -> Bool {
    a.x == b.x && a.y == b.y && a.z == b.z && a.w == b.w
}

/// The product `a` × `b`: `a`'s transformation followed by `b`'s, as `CATransform3DConcat`.
public func SCNMatrix4Mult(_ a: SCNMatrix4, _ b: SCNMatrix4) -> SCNMatrix4 {
    SCNMatrix4(CATransform3DConcat(a.caTransform, b.caTransform))
}

/// A translation by (`tx`, `ty`, `tz`).
public func SCNMatrix4MakeTranslation(_ tx: Float, _ ty: Float, _ tz: Float) -> SCNMatrix4 {
    SCNMatrix4(CATransform3DMakeTranslation(CGFloat(tx), CGFloat(ty), CGFloat(tz)))
}

/// A scale by (`sx`, `sy`, `sz`).
public func SCNMatrix4MakeScale(_ sx: Float, _ sy: Float, _ sz: Float) -> SCNMatrix4 {
    SCNMatrix4(CATransform3DMakeScale(CGFloat(sx), CGFloat(sy), CGFloat(sz)))
}

/// The rotation by `angle` radians about the axis (`x`, `y`, `z`), counterclockwise looking
/// down the axis toward the origin; the identity for a zero axis.
public func SCNMatrix4MakeRotation(_ angle: Float, _ x: Float, _ y: Float, _ z: Float) -> SCNMatrix4 {
    SCNMatrix4(CATransform3DMakeRotation(CGFloat(angle), CGFloat(x), CGFloat(y), CGFloat(z)))
}

/// `m` with (`tx`, `ty`, `tz`) added to its translation (`m41`, `m42`, `m43`), as the SDK's inline
/// function does. (Apple's page words it as the translation followed by `m`, which is the same for
/// a matrix without rotation or scale; the SDK's code is what apps get, so CellSnap does that.)
public func SCNMatrix4Translate(_ m: SCNMatrix4, _ tx: Float, _ ty: Float, _ tz: Float) -> SCNMatrix4 {
    var moved = m
    (moved.m41, moved.m42, moved.m43) = (m.m41 + tx, m.m42 + ty, m.m43 + tz)
    return moved
}

/// The scale by (`sx`, `sy`, `sz`) followed by `m`, as `CATransform3DScale`.
public func SCNMatrix4Scale(_ m: SCNMatrix4, _ sx: Float, _ sy: Float, _ sz: Float) -> SCNMatrix4 {
    SCNMatrix4(CATransform3DScale(m.caTransform, CGFloat(sx), CGFloat(sy), CGFloat(sz)))
}

/// The rotation by `angle` about (`x`, `y`, `z`) followed by `m`, as `CATransform3DRotate`.
public func SCNMatrix4Rotate(_ m: SCNMatrix4, _ angle: Float, _ x: Float, _ y: Float, _ z: Float) -> SCNMatrix4 {
    SCNMatrix4(CATransform3DRotate(m.caTransform, CGFloat(angle), CGFloat(x), CGFloat(y), CGFloat(z)))
}

/// The matrix that undoes `m`; `m` itself when it cannot be inverted, as `CATransform3DInvert`.
public func SCNMatrix4Invert(_ m: SCNMatrix4) -> SCNMatrix4 { SCNMatrix4(CATransform3DInvert(m.caTransform)) }

/// Whether `m` is the identity.
public func SCNMatrix4IsIdentity(_ m: SCNMatrix4) -> Bool { SCNMatrix4EqualToMatrix4(m, SCNMatrix4Identity) }

/// Whether `a` and `b` have the same sixteen entries.
public func SCNMatrix4EqualToMatrix4(_ a: SCNMatrix4, _ b: SCNMatrix4) -> Bool { a.rows == b.rows }
