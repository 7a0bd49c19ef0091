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

/// A 4×4 matrix, as SceneKit's `SCNMatrix4`: row vectors, so that the translation is in
/// `m41`, `m42`, `m43`.
public struct SCNMatrix4: Sendable {
    public var m11: Float, m12: Float, m13: Float, m14: Float
    public var m21: Float, m22: Float, m23: Float, m24: Float
    public var m31: Float, m32: Float, m33: Float, m34: Float
    public var m41: Float, m42: Float, m43: Float, m44: Float

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

    /// The matrix's rows, top first.
    var rows: [[Float]] {
        [[m11, m12, m13, m14], [m21, m22, m23, m24], [m31, m32, m33, m34], [m41, m42, m43, m44]]
    }

    init(rows r: [[Float]]) {
        self.init(
            m11: r[0][0], m12: r[0][1], m13: r[0][2], m14: r[0][3], m21: r[1][0], m22: r[1][1], m23: r[1][2],
            m24: r[1][3], m31: r[2][0], m32: r[2][1], m33: r[2][2], m34: r[2][3], m41: r[3][0], m42: r[3][1],
            m43: r[3][2], m44: r[3][3])
    }
}

/// The zero vector.
public let SCNVector3Zero = SCNVector3()
/// The zero vector.
public let SCNVector4Zero = SCNVector4()
/// The identity matrix.
public let SCNMatrix4Identity = SCNMatrix4(
    m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0, m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0,
    m43: 0, m44: 1)

public func SCNVector3Make(_ x: Float, _ y: Float, _ z: Float) -> SCNVector3 { SCNVector3(x, y, z) }
public func SCNVector4Make(_ x: Float, _ y: Float, _ z: Float, _ w: Float) -> SCNVector4 { SCNVector4(x, y, z, w) }
public func SCNVector3EqualToVector3(_ a: SCNVector3, _ b: SCNVector3) -> Bool {
    a.x == b.x && a.y == b.y && a.z == b.z
}
public func SCNVector4EqualToVector4(_ a: SCNVector4, _ b: SCNVector4) -> Bool {
    a.x == b.x && a.y == b.y && a.z == b.z && a.w == b.w
}

/// The product `a` × `b` (`a` applied first, as row vectors multiply).
public func SCNMatrix4Mult(_ a: SCNMatrix4, _ b: SCNMatrix4) -> SCNMatrix4 {
    let (ra, rb) = (a.rows, b.rows)
    var out = [[Float]](repeating: [0, 0, 0, 0], count: 4)
    for i in 0..<4 {
        for j in 0..<4 { out[i][j] = (0..<4).reduce(Float(0)) { $0 + ra[i][$1] * rb[$1][j] } }
    }
    return SCNMatrix4(rows: out)
}

public func SCNMatrix4MakeTranslation(_ tx: Float, _ ty: Float, _ tz: Float) -> SCNMatrix4 {
    var m = SCNMatrix4Identity
    (m.m41, m.m42, m.m43) = (tx, ty, tz)
    return m
}

public func SCNMatrix4MakeScale(_ sx: Float, _ sy: Float, _ sz: Float) -> SCNMatrix4 {
    var m = SCNMatrix4Identity
    (m.m11, m.m22, m.m33) = (sx, sy, sz)
    return m
}

/// The rotation by `angle` radians about the axis (`x`, `y`, `z`), counterclockwise looking
/// down the axis toward the origin.
public func SCNMatrix4MakeRotation(_ angle: Float, _ x: Float, _ y: Float, _ z: Float) -> SCNMatrix4 {
    SceneMath.matrix(of: SceneMath.quaternion(axisAngle: SCNVector4(x, y, z, angle)))
}

public func SCNMatrix4Translate(_ m: SCNMatrix4, _ tx: Float, _ ty: Float, _ tz: Float) -> SCNMatrix4 {
    SCNMatrix4Mult(m, SCNMatrix4MakeTranslation(tx, ty, tz))
}

public func SCNMatrix4Scale(_ m: SCNMatrix4, _ sx: Float, _ sy: Float, _ sz: Float) -> SCNMatrix4 {
    SCNMatrix4Mult(m, SCNMatrix4MakeScale(sx, sy, sz))
}

public func SCNMatrix4Rotate(_ m: SCNMatrix4, _ angle: Float, _ x: Float, _ y: Float, _ z: Float) -> SCNMatrix4 {
    SCNMatrix4Mult(m, SCNMatrix4MakeRotation(angle, x, y, z))
}

public func SCNMatrix4IsIdentity(_ m: SCNMatrix4) -> Bool { SCNMatrix4EqualToMatrix4(m, SCNMatrix4Identity) }

public func SCNMatrix4EqualToMatrix4(_ a: SCNMatrix4, _ b: SCNMatrix4) -> Bool { a.rows == b.rows }
