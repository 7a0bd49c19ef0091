import Foundation

// Key-value coding of layers, as Core Animation's: `CALayer` is an `NSObject` whose properties
// are read and written by their Objective-C names (`cornerRadius`, `hidden`, `masksToBounds`),
// which also take numbers and `NSValue`s for their values; a key the class has no property of is
// kept with the layer (Core Animation's "key-value coding compliant container": an app stores its
// own values on a layer by key, and reads `defaultValue(forKey:)`'s answer for one never set);
// and the transform's key paths (`transform.rotation.z`, `transform.scale`, `transform.translation.x`)
// read and write the components of ``CALayer/transform``.

extension CALayer: KeyValueCodingAccessors, UndefinedKeyHandling {
    /// Core Animation's properties by their Objective-C names, for the class that declares them.
    static let keyValueProperties: ClassPropertyTable<UIKitProperty> = {
        var table = ClassPropertyTable<UIKitProperty>()
        func add(_ key: String, _ type: AnyClass, _ property: UIKitProperty) { table.add(key, type, property) }
        let layer: AnyClass = CALayer.self
        add("frame", layer, .writable(\CALayer.frame))
        add("bounds", layer, .writable(\CALayer.bounds))
        add("position", layer, .writable(\CALayer.position))
        add("anchorPoint", layer, .writable(\CALayer.anchorPoint))
        add("zPosition", layer, .writable(\CALayer.zPosition))
        add("anchorPointZ", layer, .writable(\CALayer.anchorPointZ))
        add("transform", layer, .writable(\CALayer.transform))
        add("sublayerTransform", layer, .writable(\CALayer.sublayerTransform))
        add("backgroundColor", layer, .writable(\CALayer.backgroundColor))
        add("opacity", layer, .writable(\CALayer.opacity))
        add("hidden", layer, .writable(\CALayer.isHidden))
        add("opaque", layer, .writable(\CALayer.isOpaque))
        add("doubleSided", layer, .writable(\CALayer.isDoubleSided))
        add("geometryFlipped", layer, .writable(\CALayer.isGeometryFlipped))
        add("name", layer, .writable(\CALayer.name))
        add("contents", layer, .writable(\CALayer.contents))
        add("contentsGravity", layer, .writable(\CALayer.contentsGravity))
        add("contentsScale", layer, .writable(\CALayer.contentsScale))
        add("contentsRect", layer, .writable(\CALayer.contentsRect))
        add("contentsCenter", layer, .writable(\CALayer.contentsCenter))
        add("cornerRadius", layer, .writable(\CALayer.cornerRadius))
        add("cornerCurve", layer, .writable(\CALayer.cornerCurve))
        add("maskedCorners", layer, .writable(\CALayer.maskedCorners))
        add("borderWidth", layer, .writable(\CALayer.borderWidth))
        add("borderColor", layer, .writable(\CALayer.borderColor))
        add("masksToBounds", layer, .writable(\CALayer.masksToBounds))
        add("mask", layer, .writable(\CALayer.mask))
        add("shadowColor", layer, .writable(\CALayer.shadowColor))
        add("shadowOpacity", layer, .writable(\CALayer.shadowOpacity))
        add("shadowOffset", layer, .writable(\CALayer.shadowOffset))
        add("shadowRadius", layer, .writable(\CALayer.shadowRadius))
        add("shadowPath", layer, .writable(\CALayer.shadowPath))
        add("sublayers", layer, .readOnly(\CALayer.sublayers))
        add("superlayer", layer, .readOnly(\CALayer.superlayer))
        add("speed", layer, .writable(\CALayer.speed))
        add("timeOffset", layer, .writable(\CALayer.timeOffset))
        add("beginTime", layer, .writable(\CALayer.beginTime))
        add("duration", layer, .writable(\CALayer.duration))
        add("repeatCount", layer, .writable(\CALayer.repeatCount))
        add("autoreverses", layer, .writable(\CALayer.autoreverses))
        add("fillMode", layer, .writable(\CALayer.fillMode))
        let shape: AnyClass = CAShapeLayer.self
        add("path", shape, .writable(\CAShapeLayer.path))
        add("fillColor", shape, .writable(\CAShapeLayer.fillColor))
        add("fillRule", shape, .writable(\CAShapeLayer.fillRule))
        add("strokeColor", shape, .writable(\CAShapeLayer.strokeColor))
        add("strokeStart", shape, .writable(\CAShapeLayer.strokeStart))
        add("strokeEnd", shape, .writable(\CAShapeLayer.strokeEnd))
        add("lineWidth", shape, .writable(\CAShapeLayer.lineWidth))
        add("miterLimit", shape, .writable(\CAShapeLayer.miterLimit))
        add("lineCap", shape, .writable(\CAShapeLayer.lineCap))
        add("lineJoin", shape, .writable(\CAShapeLayer.lineJoin))
        add("lineDashPhase", shape, .writable(\CAShapeLayer.lineDashPhase))
        add("lineDashPattern", shape, .writable(\CAShapeLayer.lineDashPattern))
        let gradient: AnyClass = CAGradientLayer.self
        add("colors", gradient, .writable(\CAGradientLayer.colors))
        add("locations", gradient, .writable(\CAGradientLayer.locations))
        add("startPoint", gradient, .writable(\CAGradientLayer.startPoint))
        add("endPoint", gradient, .writable(\CAGradientLayer.endPoint))
        add("type", gradient, .writable(\CAGradientLayer.type))
        let text: AnyClass = CATextLayer.self
        add("string", text, .writable(\CATextLayer.string))
        add("fontSize", text, .writable(\CATextLayer.fontSize))
        add("foregroundColor", text, .writable(\CATextLayer.foregroundColor))
        add("wrapped", text, .writable(\CATextLayer.isWrapped))
        add("truncationMode", text, .writable(\CATextLayer.truncationMode))
        add("alignmentMode", text, .writable(\CATextLayer.alignmentMode))
        return table
    }()

    public nonisolated func cellSnapValue(forKey key: String) -> Any?? {
        MainActorKeyValueCoding.read { Self.keyValueProperties.value(forKey: key, of: self) }
    }

    public nonisolated func cellSnapSetValue(_ value: Any?, forKey key: String) -> String? {
        nonisolated(unsafe) let value = value
        return MainActorKeyValueCoding.write(refusal: "a layer is set by name on the main thread only") {
            Self.keyValueProperties.setValue(value, forKey: key, of: self)
        }
    }

    /// The value kept for `key`, which the class has no property of, or the class's
    /// ``defaultValue(forKey:)`` when none was set, as Core Animation's layers answer.
    public nonisolated func value(forUndefinedKey key: String) -> Any? {
        MainActorKeyValueCoding.read { .some(undefinedKeyValues[key] ?? type(of: self).defaultValue(forKey: key)) }
            ?? nil
    }

    /// Keeps `value` for `key`, which the class has no property of (`nil` removes it).
    public nonisolated func setValue(_ value: Any?, forUndefinedKey key: String) {
        guard PerformedResults.isOnMainActor else {
            return KeyValueCoding.report(
                KeyValueCodingError(
                    call: "setValue(_:forKey:)", className: "\(type(of: self))", key: key,
                    reason: "a layer is set by name on the main thread only"))
        }
        nonisolated(unsafe) let value = value
        MainActor.assumeIsolated { undefinedKeyValues[key] = value }
    }
}
