import Foundation

/// A transform taken apart into Core Animation's key-path components: a scale, then a rotation
/// about z, then a translation, the order in which `CGAffineTransform` and Core Animation compose
/// a flat transform. Only flat transforms come apart (no perspective, no rotation about x or y).
struct TransformComponents {
    var translation: (x: CGFloat, y: CGFloat, z: CGFloat)
    var scale: (x: CGFloat, y: CGFloat, z: CGFloat)
    var rotation: CGFloat

    /// The components of `t`, or `nil` when it is not flat.
    init?(_ t: CATransform3D) {
        guard t.m13 == 0, t.m14 == 0, t.m23 == 0, t.m24 == 0, t.m31 == 0, t.m32 == 0, t.m34 == 0, t.m44 == 1 else {
            return nil
        }
        let scaleX = (t.m11 * t.m11 + t.m12 * t.m12).squareRoot()
        rotation = atan2(t.m12, t.m11)
        scale = (scaleX, scaleX == 0 ? 0 : (t.m11 * t.m22 - t.m12 * t.m21) / scaleX, t.m33)
        translation = (t.m41, t.m42, t.m43)
    }

    /// The transform of the components.
    var transform: CATransform3D {
        let (cosine, sine) = (cos(rotation), sin(rotation))
        var t = CATransform3DIdentity
        (t.m11, t.m12) = (scale.x * cosine, scale.x * sine)
        (t.m21, t.m22) = (-scale.y * sine, scale.y * cosine)
        t.m33 = scale.z
        (t.m41, t.m42, t.m43) = (translation.x, translation.y, translation.z)
        return t
    }

    /// The component at `path` (`rotation.z`, `scale`, `translation.x`...) as key-value coding
    /// gives it, or `nil` for a path Core Animation does not define.
    func value(at path: String) -> Any? {
        switch path {
        case "rotation", "rotation.z": NSNumber(value: Double(rotation))
        case "rotation.x", "rotation.y": NSNumber(value: 0)
        case "scale": NSNumber(value: Double((scale.x + scale.y + scale.z) / 3))
        case "scale.x": NSNumber(value: Double(scale.x))
        case "scale.y": NSNumber(value: Double(scale.y))
        case "scale.z": NSNumber(value: Double(scale.z))
        case "translation": NSValue(cgSize: CGSize(width: translation.x, height: translation.y))
        case "translation.x": NSNumber(value: Double(translation.x))
        case "translation.y": NSNumber(value: Double(translation.y))
        case "translation.z": NSNumber(value: Double(translation.z))
        default: nil
        }
    }

    /// Sets the component at `path` to `value`: `nil` when set, else why not.
    mutating func set(_ value: Any?, at path: String) -> String? {
        if path == "translation" {
            guard let size = KeyValueConversions.coerced(value, as: CGSize.self) else {
                return "translation takes a CGSize"
            }
            (translation.x, translation.y) = (size.width, size.height)
            return nil
        }
        guard let number = KeyValueConversions.coerced(value, as: CGFloat.self) else { return "\(path) takes a number" }
        switch path {
        case "rotation", "rotation.z": rotation = number
        case "rotation.x", "rotation.y":
            return "CellSnap takes a transform's key paths apart into its translation, scale and rotation about z "
                + "only (set the layer's transform for a rotation about x or y)"
        case "scale": scale = (number, number, number)
        case "scale.x": scale.x = number
        case "scale.y": scale.y = number
        case "scale.z": scale.z = number
        case "translation.x": translation.x = number
        case "translation.y": translation.y = number
        case "translation.z": translation.z = number
        default: return KeyValueCoding.unknownKey
        }
        return nil
    }
}

extension CALayer: KeyPathValueCoding {
    /// Whether a `transform.` or `sublayerTransform.` key path names the sublayer transform, and
    /// the component it names; `nil` for another path.
    private nonisolated static func transformPath(_ keyPath: String) -> (sublayer: Bool, component: String)? {
        for (prefix, sublayer) in [("transform.", false), ("sublayerTransform.", true)] where keyPath.hasPrefix(prefix)
        {
            return (sublayer, String(keyPath.dropFirst(prefix.count)))
        }
        return nil
    }

    private static func transformProperty(sublayer: Bool) -> ReferenceWritableKeyPath<CALayer, CATransform3D> {
        sublayer ? \CALayer.sublayerTransform : \CALayer.transform
    }

    /// A component of the layer's transform (`transform.rotation.z`, `transform.scale`,
    /// `transform.translation.x`, and the same of `sublayerTransform`), as Core Animation's
    /// extensions to key-value coding read it; `nil` for any other path.
    public nonisolated func cellSnapValue(forKeyPath keyPath: String) -> Any?? {
        guard let (sublayer, component) = Self.transformPath(keyPath) else { return nil }
        let read = "value(forKeyPath:)"
        return MainActorKeyValueCoding.read {
            let property = Self.transformProperty(sublayer: sublayer)
            guard let components = TransformComponents(self[keyPath: property]) else {
                reportTransformPath(keyPath, "the transform has perspective or a rotation about x or y", call: read)
                return .some(nil)
            }
            guard let value = components.value(at: component) else {
                reportTransformPath(keyPath, KeyValueCoding.unknownKey, call: read)
                return .some(nil)
            }
            return .some(value)
        }
    }

    /// Sets a component of the layer's transform, keeping the others, as Core Animation does.
    public nonisolated func cellSnapSetValue(_ value: Any?, forKeyPath keyPath: String) -> Bool {
        guard PerformedResults.isOnMainActor, let (sublayer, component) = Self.transformPath(keyPath) else {
            return false
        }
        nonisolated(unsafe) let value = value
        let write = "setValue(_:forKeyPath:)"
        MainActor.assumeIsolated {
            let property = Self.transformProperty(sublayer: sublayer)
            guard var components = TransformComponents(self[keyPath: property]) else {
                return reportTransformPath(
                    keyPath, "the transform has perspective or a rotation about x or y", call: write)
            }
            if let problem = components.set(value, at: component) {
                return reportTransformPath(keyPath, problem, call: write)
            }
            self[keyPath: property] = components.transform
        }
        return true
    }

    private func reportTransformPath(_ keyPath: String, _ reason: String, call: String) {
        KeyValueCoding.report(
            KeyValueCodingError(call: call, className: "\(type(of: self))", key: keyPath, reason: reason))
    }
}
