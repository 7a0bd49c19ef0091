// swift-format-ignore-file: AlwaysUseLowerCamelCase

import Foundation

/// A light a node carries, as SceneKit's `SCNLight`: an omnidirectional white light of 1000
/// lumens at 6500 K by default.
///
/// No visible effect: light falls only on rendered geometry, which CellSnap refuses to draw.
open class SCNLight: NSObject {
    /// A kind of light, as SceneKit's `SCNLight.LightType`.
    public struct LightType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let ambient = LightType("ambient")
        public static let omni = LightType("omni")
        public static let directional = LightType("directional")
        public static let spot = LightType("spot")
        public static let IES = LightType("ies")
        public static let probe = LightType("probe")
        public static let area = LightType("area")
    }

    open var name: String?
    open var type: LightType = .omni
    open var color: Any = UIColor.white
    open var intensity: CGFloat = 1000
    open var temperature: CGFloat = 6500
    open var castsShadow = false
    open var shadowColor: Any = UIColor(white: 0, alpha: 0.5)
    open var shadowRadius: CGFloat = 3
    open var spotInnerAngle: CGFloat = 0
    open var spotOuterAngle: CGFloat = 45
    open var attenuationStartDistance: CGFloat = 0
    open var attenuationEndDistance: CGFloat = 0
    open var categoryBitMask = -1

    public override init() { super.init() }
}

/// A point of view a node carries, as SceneKit's `SCNCamera`: a 60° vertical field of view, depth
/// from 1 to 100, perspective by default.
///
/// No visible effect: a camera frames a rendering, which CellSnap does not make.
open class SCNCamera: NSObject {
    open var name: String?
    open var fieldOfView: CGFloat = 60
    open var focalLength: CGFloat = 50
    open var zNear: Double = 1
    open var zFar: Double = 100
    open var automaticallyAdjustsZRange = false
    open var usesOrthographicProjection = false
    open var orthographicScale: Double = 1
    open var wantsHDR = false
    open var wantsDepthOfField = false
    open var categoryBitMask = -1

    public override init() { super.init() }
}
