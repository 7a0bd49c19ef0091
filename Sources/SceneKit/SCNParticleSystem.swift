import Foundation

/// A particle system, as SceneKit's `SCNParticleSystem`: its emission and particles' settings,
/// copied, archived with `NSKeyedArchiver` (`NSSecureCoding`) and read by key (`value(forKey:)`,
/// `setValue(_:forKey:)`) as on iOS. Defaults are SceneKit's: one particle a second, living one
/// second, of size 1, white, emitted for one second and looping.
///
/// A scene view whose scene has a node with a particle system is refused where it is drawn
/// (``SCNView``): CellSnap simulates no particles.
///
/// ```swift
/// let sparks = SCNParticleSystem()
/// sparks.birthRate = 40
/// (sparks.value(forKey: "birthRate") as? NSNumber)?.doubleValue   // 40
/// ```
open class SCNParticleSystem: NSObject, NSCopying, NSSecureCoding, KeyValueCodingAccessors {
    public static var supportsSecureCoding: Bool { true }

    open var birthRate: CGFloat = 1
    open var birthRateVariation: CGFloat = 0
    open var emissionDuration: CGFloat = 1
    open var emissionDurationVariation: CGFloat = 0
    open var idleDuration: CGFloat = 0
    open var warmupDuration: CGFloat = 0
    open var loops = true
    open var spreadingAngle: CGFloat = 0
    open var particleLifeSpan: CGFloat = 1
    open var particleLifeSpanVariation: CGFloat = 0
    open var particleSize: CGFloat = 1
    open var particleSizeVariation: CGFloat = 0
    open var particleAngle: CGFloat = 0
    open var particleAngleVariation: CGFloat = 0
    open var particleVelocity: CGFloat = 0
    open var particleVelocityVariation: CGFloat = 0
    open var particleAngularVelocity: CGFloat = 0
    open var particleAngularVelocityVariation: CGFloat = 0
    open var particleBounce: CGFloat = 0.7
    open var particleFriction: CGFloat = 1
    open var particleMass: CGFloat = 1
    open var particleCharge: CGFloat = 0
    open var speedFactor: CGFloat = 1
    open var stretchFactor: CGFloat = 0
    open var particleColor: UIColor = .white
    /// The particles' image (a `UIImage`, an image's name or URL); kept, not archived (CellSnap's
    /// archive holds the numbers and the colour).
    open var particleImage: Any?
    open var isAffectedByGravity = false
    open var isAffectedByPhysicsFields = false
    open var acceleration = SCNVector3Zero
    open var emitterShape: SCNGeometry?
    open var isLightingEnabled = false

    public override init() { super.init() }

    /// The settings read and written by key, and archived, by name.
    private static let numberKeys: [String: ReferenceWritableKeyPath<SCNParticleSystem, CGFloat>] = [
        "birthRate": \.birthRate, "birthRateVariation": \.birthRateVariation,
        "emissionDuration": \.emissionDuration, "emissionDurationVariation": \.emissionDurationVariation,
        "idleDuration": \.idleDuration, "warmupDuration": \.warmupDuration, "spreadingAngle": \.spreadingAngle,
        "particleLifeSpan": \.particleLifeSpan, "particleLifeSpanVariation": \.particleLifeSpanVariation,
        "particleSize": \.particleSize, "particleSizeVariation": \.particleSizeVariation,
        "particleAngle": \.particleAngle, "particleAngleVariation": \.particleAngleVariation,
        "particleVelocity": \.particleVelocity, "particleVelocityVariation": \.particleVelocityVariation,
        "particleAngularVelocity": \.particleAngularVelocity,
        "particleAngularVelocityVariation": \.particleAngularVelocityVariation,
        "particleBounce": \.particleBounce, "particleFriction": \.particleFriction, "particleMass": \.particleMass,
        "particleCharge": \.particleCharge, "speedFactor": \.speedFactor, "stretchFactor": \.stretchFactor,
    ]
    private static let flagKeys: [String: ReferenceWritableKeyPath<SCNParticleSystem, Bool>] = [
        "loops": \.loops, "affectedByGravity": \.isAffectedByGravity,
        "affectedByPhysicsFields": \.isAffectedByPhysicsFields, "lightingEnabled": \.isLightingEnabled,
    ]

    /// The archive's keys of the colour's sRGB components and of the acceleration.
    private static let colorKeys = [
        "particleColor.red", "particleColor.green", "particleColor.blue", "particleColor.alpha",
    ]
    private static let accelerationKeys = ["acceleration.x", "acceleration.y", "acceleration.z"]

    // MARK: Key-value coding

    /// A number setting as `NSNumber` (as Objective-C boxes `CGFloat`), a flag as `NSNumber`, the
    /// colour, the image, the emitter shape; `nil` for a key the class has not.
    public func cellSnapValue(forKey key: String) -> Any?? {
        if let path = Self.numberKeys[key] { return .some(NSNumber(value: Double(self[keyPath: path]))) }
        if let path = Self.flagKeys[key] { return .some(NSNumber(value: self[keyPath: path])) }
        switch key {
        case "particleColor": return .some(particleColor)
        case "particleImage": return .some(particleImage)
        case "emitterShape": return .some(emitterShape)
        default: return nil
        }
    }

    /// Sets a number setting from any number (`Float`, `Double`, `CGFloat`, `Int`, `NSNumber`), a
    /// flag from a `Bool` or number, the colour from a `UIColor`, the image from anything.
    public func cellSnapSetValue(_ value: Any?, forKey key: String) -> String? {
        if let path = Self.numberKeys[key] {
            guard let number = Self.number(value) else {
                return "\(key) takes a number, not \(String(describing: value))"
            }
            self[keyPath: path] = CGFloat(number)
            return nil
        }
        if let path = Self.flagKeys[key] {
            guard let flag = (value as? Bool) ?? (value as? NSNumber)?.boolValue else { return "\(key) takes a Bool" }
            self[keyPath: path] = flag
            return nil
        }
        switch key {
        case "particleColor":
            guard let color = value as? UIColor else { return "particleColor takes a UIColor" }
            particleColor = color
        case "particleImage": particleImage = value
        case "emitterShape":
            guard value == nil || value is SCNGeometry else { return "emitterShape takes an SCNGeometry" }
            emitterShape = value as? SCNGeometry
        default: return KeyValueCoding.unknownKey
        }
        return nil
    }

    private static func number(_ value: Any?) -> Double? {
        switch value {
        case let value as Double: return value
        case let value as Float: return Double(value)
        case let value as CGFloat: return Double(value)
        case let value as Int: return Double(value)
        case let value as NSNumber: return value.doubleValue
        default: return nil
        }
    }

    // MARK: Copying and archiving

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = SCNParticleSystem()
        for path in Self.numberKeys.values { copy[keyPath: path] = self[keyPath: path] }
        for path in Self.flagKeys.values { copy[keyPath: path] = self[keyPath: path] }
        (copy.particleColor, copy.particleImage) = (particleColor, particleImage)
        (copy.acceleration, copy.emitterShape) = (acceleration, emitterShape)
        return copy
    }

    /// Writes the number settings, flags, acceleration and colour (its sRGB components), each by name.
    open func encode(with coder: NSCoder) {
        for (key, path) in Self.numberKeys { coder.encode(Double(self[keyPath: path]), forKey: key) }
        for (key, path) in Self.flagKeys { coder.encode(self[keyPath: path], forKey: key) }
        var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        particleColor.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        for (key, value) in zip(Self.colorKeys, [red, green, blue, alpha]) { coder.encode(Double(value), forKey: key) }
        for (key, value) in zip(Self.accelerationKeys, [acceleration.x, acceleration.y, acceleration.z]) {
            coder.encode(Double(value), forKey: key)
        }
    }

    public required init?(coder: NSCoder) {
        super.init()
        for (key, path) in Self.numberKeys where coder.containsValue(forKey: key) {
            self[keyPath: path] = CGFloat(coder.decodeDouble(forKey: key))
        }
        for (key, path) in Self.flagKeys where coder.containsValue(forKey: key) {
            self[keyPath: path] = coder.decodeBool(forKey: key)
        }
        if Self.colorKeys.allSatisfy(coder.containsValue(forKey:)) {
            let rgba = Self.colorKeys.map { CGFloat(coder.decodeDouble(forKey: $0)) }
            particleColor = UIColor(red: rgba[0], green: rgba[1], blue: rgba[2], alpha: rgba[3])
        }
        if Self.accelerationKeys.allSatisfy(coder.containsValue(forKey:)) {
            let xyz = Self.accelerationKeys.map { coder.decodeDouble(forKey: $0) }
            acceleration = SCNVector3(xyz[0], xyz[1], xyz[2])
        }
    }

    /// Why a scene view showing this system refuses to draw (a system read from a file).
    var cellSnapRefusal: CellSnapUIKitError?

    /// The particle system of a `.scnp` file of the main bundle: `nil` when there is none, as on
    /// iOS; CellSnap does not read SceneKit's files, so a file found gives a system with the
    /// default settings whose drawing in a scene view is refused, naming the file.
    public convenience init?(named name: String, inDirectory directory: String?) {
        let call = "SCNParticleSystem(named: \"\(name)\", inDirectory: \(directory.map { "\"\($0)\"" } ?? "nil"))"
        guard let refusal = SceneFiles.refusal(call: call, name: name, directory: directory) else { return nil }
        self.init()
        cellSnapRefusal = refusal
    }
}
