import Foundation

/// The rotation arithmetic behind a node's `rotation`, `eulerAngles`, `orientation` and
/// `transform`, which are four views of one rotation (kept as a unit quaternion).
enum SceneMath {
    static let identity = SCNQuaternion(0, 0, 0, 1)

    /// The Hamilton product `a` × `b` (`b` applied first).
    static func multiply(_ a: SCNQuaternion, _ b: SCNQuaternion) -> SCNQuaternion {
        SCNQuaternion(
            a.w * b.x + a.x * b.w + a.y * b.z - a.z * b.y,
            a.w * b.y - a.x * b.z + a.y * b.w + a.z * b.x,
            a.w * b.z + a.x * b.y - a.y * b.x + a.z * b.w,
            a.w * b.w - a.x * b.x - a.y * b.y - a.z * b.z)
    }

    /// The quaternion of a rotation by `r.w` radians about the axis (`r.x`, `r.y`, `r.z`); no
    /// rotation for a zero axis.
    static func quaternion(axisAngle r: SCNVector4) -> SCNQuaternion {
        let length = (r.x * r.x + r.y * r.y + r.z * r.z).squareRoot()
        guard length > 0 else { return identity }
        let s = sin(r.w / 2) / length
        return SCNQuaternion(r.x * s, r.y * s, r.z * s, cos(r.w / 2))
    }

    /// The axis and angle of `q`: (0, 0, 0, 0) for no rotation, as a new node's `rotation` is.
    static func axisAngle(_ q: SCNQuaternion) -> SCNVector4 {
        let w = min(max(q.w, -1), 1)
        let s = (1 - w * w).squareRoot()
        guard s > 1e-7 else { return SCNVector4() }
        return SCNVector4(q.x / s, q.y / s, q.z / s, 2 * acos(w))
    }

    /// The quaternion of Euler angles (pitch x, yaw y, roll z): roll applied first, then yaw,
    /// then pitch, as SceneKit documents.
    static func quaternion(euler e: SCNVector3) -> SCNQuaternion {
        let pitch = SCNQuaternion(sin(e.x / 2), 0, 0, cos(e.x / 2))
        let yaw = SCNQuaternion(0, sin(e.y / 2), 0, cos(e.y / 2))
        let roll = SCNQuaternion(0, 0, sin(e.z / 2), cos(e.z / 2))
        return multiply(pitch, multiply(yaw, roll))
    }

    /// The Euler angles of `q`: yaw in [-π/2, π/2].
    static func euler(_ q: SCNQuaternion) -> SCNVector3 {
        let r = rotation(q)
        let yaw = asin(min(max(r[0][2], -1), 1))
        return SCNVector3(atan2(-r[1][2], r[2][2]), yaw, atan2(-r[0][1], r[0][0]))
    }

    /// The 3×3 rotation matrix of `q` acting on column vectors.
    static func rotation(_ q: SCNQuaternion) -> [[Float]] {
        let (x, y, z, w) = (q.x, q.y, q.z, q.w)
        return [
            [1 - 2 * (y * y + z * z), 2 * (x * y - z * w), 2 * (x * z + y * w)],
            [2 * (x * y + z * w), 1 - 2 * (x * x + z * z), 2 * (y * z - x * w)],
            [2 * (x * z - y * w), 2 * (y * z + x * w), 1 - 2 * (x * x + y * y)],
        ]
    }

    /// The row-vector matrix of `q` (the transpose of ``rotation(_:)``).
    static func matrix(of q: SCNQuaternion) -> SCNMatrix4 {
        let r = rotation(q)
        return SCNMatrix4(
            m11: r[0][0], m12: r[1][0], m13: r[2][0], m14: 0, m21: r[0][1], m22: r[1][1], m23: r[2][1], m24: 0,
            m31: r[0][2], m32: r[1][2], m33: r[2][2], m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)
    }

    /// The quaternion of a column-vector rotation matrix (Shepperd's method).
    static func quaternion(rotation r: [[Float]]) -> SCNQuaternion {
        let trace = r[0][0] + r[1][1] + r[2][2]
        if trace > 0 {
            let s = (trace + 1).squareRoot() * 2
            return SCNQuaternion((r[2][1] - r[1][2]) / s, (r[0][2] - r[2][0]) / s, (r[1][0] - r[0][1]) / s, s / 4)
        }
        if r[0][0] > r[1][1], r[0][0] > r[2][2] {
            let s = (1 + r[0][0] - r[1][1] - r[2][2]).squareRoot() * 2
            return SCNQuaternion(s / 4, (r[0][1] + r[1][0]) / s, (r[0][2] + r[2][0]) / s, (r[2][1] - r[1][2]) / s)
        }
        if r[1][1] > r[2][2] {
            let s = (1 + r[1][1] - r[0][0] - r[2][2]).squareRoot() * 2
            return SCNQuaternion((r[0][1] + r[1][0]) / s, s / 4, (r[1][2] + r[2][1]) / s, (r[0][2] - r[2][0]) / s)
        }
        let s = (1 + r[2][2] - r[0][0] - r[1][1]).squareRoot() * 2
        return SCNQuaternion((r[0][2] + r[2][0]) / s, (r[1][2] + r[2][1]) / s, s / 4, (r[1][0] - r[0][1]) / s)
    }

    /// The row-vector transform: scale, then rotation, then translation.
    static func transform(position p: SCNVector3, orientation q: SCNQuaternion, scale s: SCNVector3) -> SCNMatrix4 {
        var m = SCNMatrix4Mult(SCNMatrix4MakeScale(s.x, s.y, s.z), matrix(of: q))
        (m.m41, m.m42, m.m43) = (p.x, p.y, p.z)
        return m
    }

    /// The position, orientation and scale of a transform without shear (scales positive).
    static func decompose(_ m: SCNMatrix4) -> (SCNVector3, SCNQuaternion, SCNVector3) {
        let rows = m.rows
        let scales = (0..<3).map { i in (0..<3).reduce(Float(0)) { $0 + rows[i][$1] * rows[i][$1] }.squareRoot() }
        var r = [[Float]](repeating: [0, 0, 0], count: 3)
        for i in 0..<3 {
            for j in 0..<3 { r[j][i] = scales[i] > 0 ? rows[i][j] / scales[i] : (i == j ? 1 : 0) }
        }
        return (SCNVector3(m.m41, m.m42, m.m43), quaternion(rotation: r), SCNVector3(scales[0], scales[1], scales[2]))
    }
}
