import Foundation

/// One visual property of a material, as SceneKit's `SCNMaterialProperty`: its contents (a
/// colour, an image, ...) and intensity.
///
/// No visible effect: a material is seen only on a rendered geometry, which CellSnap refuses to
/// draw (``SCNView``); a scene's ``SCNScene/background`` colour is drawn.
open class SCNMaterialProperty: NSObject {
    open var contents: Any?
    open var intensity: CGFloat = 1

    public init(contents: Any) {
        self.contents = contents
        super.init()
    }

    init(initial: Any?) {
        contents = initial
        super.init()
    }
}

/// How a material is lit, as SceneKit's `SCNMaterial.LightingModel`.
extension SCNMaterial {
    public struct LightingModel: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let blinn = LightingModel("SCNLightingModelBlinn")
        public static let constant = LightingModel("SCNLightingModelConstant")
        public static let lambert = LightingModel("SCNLightingModelLambert")
        public static let phong = LightingModel("SCNLightingModelPhong")
        public static let physicallyBased = LightingModel("SCNLightingModelPhysicallyBased")
        public static let shadowOnly = LightingModel("SCNLightingModelShadowOnly")
    }
}

/// A material, as SceneKit's `SCNMaterial`: its visual properties and how it is lit
/// (``lightingModel`` `.blinn`). A new material's ``diffuse`` is white and its other properties
/// empty (CellSnap's choice: SceneKit renders an empty property as its neutral value, and Apple
/// publishes no default contents).
///
/// No visible effect: a material shows only on a rendered geometry (see ``SCNMaterialProperty``).
open class SCNMaterial: NSObject {
    open var name: String?
    open var diffuse = SCNMaterialProperty(initial: UIColor.white)
    open var ambient = SCNMaterialProperty(initial: nil)
    open var specular = SCNMaterialProperty(initial: nil)
    open var emission = SCNMaterialProperty(initial: nil)
    open var transparent = SCNMaterialProperty(initial: nil)
    open var reflective = SCNMaterialProperty(initial: nil)
    open var normal = SCNMaterialProperty(initial: nil)
    open var metalness = SCNMaterialProperty(initial: nil)
    open var roughness = SCNMaterialProperty(initial: nil)
    open var ambientOcclusion = SCNMaterialProperty(initial: nil)
    open var lightingModel: LightingModel = .blinn
    open var isDoubleSided = false
    open var transparency: CGFloat = 1
    open var shininess: CGFloat = 1
    open var writesToDepthBuffer = true
    open var readsFromDepthBuffer = true

    public override init() { super.init() }
}

/// A shape a node shows, as SceneKit's `SCNGeometry`, with its materials (a new geometry has one,
/// ``firstMaterial``, as SceneKit's). The primitive shapes are its subclasses.
///
/// A scene view whose scene has a node with a geometry is refused where it is drawn (``SCNView``).
open class SCNGeometry: NSObject {
    open var name: String?
    open var materials: [SCNMaterial] = [SCNMaterial()]

    public override init() { super.init() }

    /// The first of ``materials``; setting it replaces the first (or makes the only) material.
    open var firstMaterial: SCNMaterial? {
        get { materials.first }
        set {
            guard let newValue else { return materials.removeAll() }
            if materials.isEmpty { materials = [newValue] } else { materials[0] = newValue }
        }
    }

    open func material(named name: String) -> SCNMaterial? { materials.first { $0.name == name } }
}

/// A box, as SceneKit's `SCNBox` (1 × 1 × 1, square edges, by default).
open class SCNBox: SCNGeometry {
    open var width: CGFloat = 1
    open var height: CGFloat = 1
    open var length: CGFloat = 1
    open var chamferRadius: CGFloat = 0

    public override init() { super.init() }
    public convenience init(width: CGFloat, height: CGFloat, length: CGFloat, chamferRadius: CGFloat) {
        self.init()
        (self.width, self.height, self.length, self.chamferRadius) = (width, height, length, chamferRadius)
    }
}

/// A sphere, as SceneKit's `SCNSphere` (radius 0.5 by default).
open class SCNSphere: SCNGeometry {
    open var radius: CGFloat = 0.5
    open var isGeodesic = false

    public override init() { super.init() }
    public convenience init(radius: CGFloat) {
        self.init()
        self.radius = radius
    }
}

/// A rectangle, as SceneKit's `SCNPlane` (1 × 1 by default).
open class SCNPlane: SCNGeometry {
    open var width: CGFloat = 1
    open var height: CGFloat = 1
    open var cornerRadius: CGFloat = 0

    public override init() { super.init() }
    public convenience init(width: CGFloat, height: CGFloat) {
        self.init()
        (self.width, self.height) = (width, height)
    }
}

/// A cylinder, as SceneKit's `SCNCylinder` (radius 0.5, height 1 by default).
open class SCNCylinder: SCNGeometry {
    open var radius: CGFloat = 0.5
    open var height: CGFloat = 1

    public override init() { super.init() }
    public convenience init(radius: CGFloat, height: CGFloat) {
        self.init()
        (self.radius, self.height) = (radius, height)
    }
}

/// A cone or frustum, as SceneKit's `SCNCone` (top radius 0, bottom 0.5, height 1 by default).
open class SCNCone: SCNGeometry {
    open var topRadius: CGFloat = 0
    open var bottomRadius: CGFloat = 0.5
    open var height: CGFloat = 1

    public override init() { super.init() }
    public convenience init(topRadius: CGFloat, bottomRadius: CGFloat, height: CGFloat) {
        self.init()
        (self.topRadius, self.bottomRadius, self.height) = (topRadius, bottomRadius, height)
    }
}

/// A capsule, as SceneKit's `SCNCapsule` (cap radius 0.5, height 2 by default).
open class SCNCapsule: SCNGeometry {
    open var capRadius: CGFloat = 0.5
    open var height: CGFloat = 2

    public override init() { super.init() }
    public convenience init(capRadius: CGFloat, height: CGFloat) {
        self.init()
        (self.capRadius, self.height) = (capRadius, height)
    }
}

/// A torus, as SceneKit's `SCNTorus` (ring radius 0.5, pipe radius 0.25 by default).
open class SCNTorus: SCNGeometry {
    open var ringRadius: CGFloat = 0.5
    open var pipeRadius: CGFloat = 0.25

    public override init() { super.init() }
    public convenience init(ringRadius: CGFloat, pipeRadius: CGFloat) {
        self.init()
        (self.ringRadius, self.pipeRadius) = (ringRadius, pipeRadius)
    }
}

/// A tube, as SceneKit's `SCNTube` (inner radius 0.25, outer 0.5, height 1 by default).
open class SCNTube: SCNGeometry {
    open var innerRadius: CGFloat = 0.25
    open var outerRadius: CGFloat = 0.5
    open var height: CGFloat = 1

    public override init() { super.init() }
    public convenience init(innerRadius: CGFloat, outerRadius: CGFloat, height: CGFloat) {
        self.init()
        (self.innerRadius, self.outerRadius, self.height) = (innerRadius, outerRadius, height)
    }
}

/// A pyramid, as SceneKit's `SCNPyramid` (1 × 1 × 1 by default).
open class SCNPyramid: SCNGeometry {
    open var width: CGFloat = 1
    open var height: CGFloat = 1
    open var length: CGFloat = 1

    public override init() { super.init() }
    public convenience init(width: CGFloat, height: CGFloat, length: CGFloat) {
        self.init()
        (self.width, self.height, self.length) = (width, height, length)
    }
}

/// An infinite plane, as SceneKit's `SCNFloor` (reflectivity 0.25 by default).
open class SCNFloor: SCNGeometry {
    open var reflectivity: CGFloat = 0.25
    open var width: CGFloat = 0
    open var length: CGFloat = 0

    public override init() { super.init() }
}

/// Extruded text, as SceneKit's `SCNText` (extrusion depth 1 by default).
open class SCNText: SCNGeometry {
    open var string: Any?
    open var extrusionDepth: CGFloat = 1
    open var font: UIFont?
    open var flatness: CGFloat = 0.6
    open var chamferRadius: CGFloat = 0

    public override init() { super.init() }
    public convenience init(string: Any?, extrusionDepth: CGFloat) {
        self.init()
        (self.string, self.extrusionDepth) = (string, extrusionDepth)
    }
}
