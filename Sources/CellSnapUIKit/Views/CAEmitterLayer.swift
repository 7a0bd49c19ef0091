import CoreGraphics
import Foundation

/// A layer that emits particles, as Core Animation's `CAEmitterLayer`: its ``emitterCells`` are
/// born at ``birthRate`` times each cell's rate from a shape (``emitterShape``, ``emitterMode``)
/// at ``emitterPosition``, and move, spin and fade over their lifetimes (confetti, snow, sparks).
///
/// ```swift
/// let emitter = CAEmitterLayer()
/// emitter.emitterShape = .line
/// let cell = CAEmitterCell()
/// cell.birthRate = 6
/// cell.lifetime = 10
/// emitter.emitterCells = [cell]
/// ```
///
/// Drawn as a layer (its background, border and sublayers) without particles: a snapshot is taken
/// as the screen is laid out, and the first particles are born with the layer's first frame on
/// the screen, which a still picture made at once precedes (CellSnap's choice: the particles'
/// places after that depend on time and on Core Animation's random seed, ``seed``).
@preconcurrency @MainActor open class CAEmitterLayer: CALayer {
    /// The kinds of particle the layer emits; `nil` (the default) emits none.
    open var emitterCells: [CAEmitterCell]?
    /// A factor of each cell's birth rate (1 by default; 0 stops the emission).
    open var birthRate: Float = 1
    /// A factor of each cell's lifetime (1 by default).
    open var lifetime: Float = 1
    /// Where particles are born from, in the layer's coordinates (the origin by default).
    open var emitterPosition = CGPoint.zero
    /// The depth of the emitter's position (0 by default).
    open var emitterZPosition: CGFloat = 0
    /// The size of the emitter's shape (zero by default).
    open var emitterSize = CGSize.zero
    /// The depth of the emitter's shape (0 by default).
    open var emitterDepth: CGFloat = 0
    /// The emitter's shape (`.point` by default).
    open var emitterShape = CAEmitterLayerEmitterShape.point
    /// Where on the shape particles are born (`.volume` by default).
    open var emitterMode = CAEmitterLayerEmitterMode.volume
    /// The order particles are drawn in (`.unordered` by default).
    open var renderMode = CAEmitterLayerRenderMode.unordered
    /// Whether particles are drawn in 3D space, flattened otherwise (`false` by default).
    open var preservesDepth = false
    /// A factor of each cell's velocity (1 by default).
    open var velocity: Float = 1
    /// A factor of each cell's scale (1 by default).
    open var scale: Float = 1
    /// A factor of each cell's spin (1 by default).
    open var spin: Float = 1
    /// The seed of the particles' random values (0 by default).
    open var seed: UInt32 = 0

    /// An emitter of no cells.
    public required init() { super.init() }

    /// A copy of `layer` for Core Animation's presentation tree; here a new emitter layer.
    public override init(layer: Any) { super.init(layer: layer) }

    /// An emitter with the default values: CellSnap reads no archived layer (see ``CALayer/init(coder:)``).
    public required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// A kind of particle a ``CAEmitterLayer`` emits, as Core Animation's `CAEmitterCell`: its image
/// (``contents``), colour and how they vary, its birth rate and lifetime, its motion (velocity,
/// emission angles, acceleration), spin and scale, and cells of its own that its particles emit.
/// Kept as set; the layer draws no particles (see ``CAEmitterLayer``).
open class CAEmitterCell: NSObject, CAMediaTiming, @unchecked Sendable {
    /// The cell's name, for key paths (`emitterCells.spark.birthRate`).
    open var name: String?
    /// Whether the cell emits (`true` by default).
    open var isEnabled = true
    /// Particles born each second (0 by default).
    open var birthRate: Float = 0
    /// A particle's lifetime in seconds (0 by default).
    open var lifetime: Float = 0
    /// How much a particle's lifetime varies, either way, in seconds.
    open var lifetimeRange: Float = 0
    /// The angle particles leave at out of the plane, in radians.
    open var emissionLatitude: CGFloat = 0
    /// The angle particles leave at in the plane, in radians (0: along x).
    open var emissionLongitude: CGFloat = 0
    /// The cone around the emission angle particles leave in, in radians.
    open var emissionRange: CGFloat = 0
    /// A particle's speed in points a second.
    open var velocity: CGFloat = 0
    /// How much a particle's speed varies, either way, in points a second.
    open var velocityRange: CGFloat = 0
    /// The acceleration along x applied to particles, in points a second squared.
    open var xAcceleration: CGFloat = 0
    /// The acceleration along y applied to particles, in points a second squared.
    open var yAcceleration: CGFloat = 0
    /// The acceleration along z applied to particles, in points a second squared.
    open var zAcceleration: CGFloat = 0
    /// A particle's scale (1 by default).
    open var scale: CGFloat = 1
    /// How much a particle's scale varies, either way.
    open var scaleRange: CGFloat = 0
    /// How much a particle's scale changes each second.
    open var scaleSpeed: CGFloat = 0
    /// A particle's spin in radians a second.
    open var spin: CGFloat = 0
    /// How much a particle's spin varies, either way, in radians a second.
    open var spinRange: CGFloat = 0
    /// The colour particles are tinted with (white by default).
    open var color: CGColor? = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
    /// How much the tint's red varies, either way.
    open var redRange: Float = 0
    /// How much the tint's green varies, either way.
    open var greenRange: Float = 0
    /// How much the tint's blue varies, either way.
    open var blueRange: Float = 0
    /// How much the tint's alpha varies, either way.
    open var alphaRange: Float = 0
    /// How much a particle's red changes each second.
    open var redSpeed: Float = 0
    /// How much a particle's green changes each second.
    open var greenSpeed: Float = 0
    /// How much a particle's blue changes each second.
    open var blueSpeed: Float = 0
    /// How much a particle's alpha changes each second.
    open var alphaSpeed: Float = 0
    /// A particle's image (a `CGImage`).
    open var contents: Any?
    /// The part of the image drawn, in unit coordinates (all of it by default).
    open var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    /// The scale of the image's pixels (1 by default).
    open var contentsScale: CGFloat = 1
    /// The filter a particle's image is enlarged with.
    open var magnificationFilter = CALayerContentsFilter.linear
    /// The filter a particle's image is reduced with.
    open var minificationFilter = CALayerContentsFilter.linear
    /// The bias of the reducing filter's level of detail.
    open var minificationFilterBias: Float = 0
    /// The kinds of particle each particle emits in turn.
    open var emitterCells: [CAEmitterCell]?
    /// Extra values by key (Core Animation's key-value coding of cells).
    open var style: [AnyHashable: Any]?

    /// When the cell starts emitting, in its layer's time (`CAMediaTiming`).
    open var beginTime: CFTimeInterval = 0
    /// Where in its own time the cell starts.
    open var timeOffset: CFTimeInterval = 0
    /// How many times the cell's emission repeats.
    open var repeatCount: Float = 0
    /// How long the cell's emission repeats for.
    open var repeatDuration: CFTimeInterval = 0
    /// How long the cell emits (0: for ever).
    open var duration: CFTimeInterval = 0
    /// How fast the cell's time runs (1 by default).
    open var speed: Float = 1
    /// Whether each run is followed by a run backwards.
    open var autoreverses = false
    /// What the cell does outside its active time.
    open var fillMode = CAMediaTimingFillMode.removed

    /// A cell of the default values (it emits nothing until its birth rate is set).
    public required override init() { super.init() }

    /// A new cell, as `CAEmitterCell()`.
    public class func emitterCell() -> Self { Self() }
}

/// The shape of an emitter, as `CAEmitterLayerEmitterShape`.
public struct CAEmitterLayerEmitterShape: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// From a point.
    public static let point = CAEmitterLayerEmitterShape(rawValue: "point")
    /// Along a line.
    public static let line = CAEmitterLayerEmitterShape(rawValue: "line")
    /// Over a rectangle.
    public static let rectangle = CAEmitterLayerEmitterShape(rawValue: "rectangle")
    /// Within a cuboid.
    public static let cuboid = CAEmitterLayerEmitterShape(rawValue: "cuboid")
    /// Around a circle.
    public static let circle = CAEmitterLayerEmitterShape(rawValue: "circle")
    /// Within a sphere.
    public static let sphere = CAEmitterLayerEmitterShape(rawValue: "sphere")
}

/// Where on its shape an emitter gives birth, as `CAEmitterLayerEmitterMode`.
public struct CAEmitterLayerEmitterMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// From the shape's points.
    public static let points = CAEmitterLayerEmitterMode(rawValue: "points")
    /// From the shape's outline.
    public static let outline = CAEmitterLayerEmitterMode(rawValue: "outline")
    /// From the shape's surface.
    public static let surface = CAEmitterLayerEmitterMode(rawValue: "surface")
    /// From the shape's volume.
    public static let volume = CAEmitterLayerEmitterMode(rawValue: "volume")
}

/// The order an emitter draws its particles in, as `CAEmitterLayerRenderMode`.
public struct CAEmitterLayerRenderMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// In no order.
    public static let unordered = CAEmitterLayerRenderMode(rawValue: "unordered")
    /// The oldest first.
    public static let oldestFirst = CAEmitterLayerRenderMode(rawValue: "oldestFirst")
    /// The oldest last.
    public static let oldestLast = CAEmitterLayerRenderMode(rawValue: "oldestLast")
    /// The farthest first.
    public static let backToFront = CAEmitterLayerRenderMode(rawValue: "backToFront")
    /// Blended by adding their colours.
    public static let additive = CAEmitterLayerRenderMode(rawValue: "additive")
}
