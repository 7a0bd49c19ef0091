import Foundation

/// A node's body in the physics simulation, as SpriteKit's `SKPhysicsBody`. CellSnap runs no
/// physics: a body is kept, and a scene where gravity would move a body from the first frame (a
/// dynamic, unpinned body affected by gravity in a world whose gravity and speed are not zero) is
/// refused where its view is drawn, naming `SKNode.physicsBody`.
///
/// No visible effect: the body's other properties (mass, friction, restitution, damping, the
/// bit masks, velocities), as nothing moves.
open class SKPhysicsBody: NSObject {
    open var isDynamic = true
    open var affectedByGravity = true
    open var allowsRotation = true
    open var pinned = false
    open var isResting = false
    open var mass: CGFloat = 1
    open var density: CGFloat = 1
    open var friction: CGFloat = 0.2
    open var restitution: CGFloat = 0.2
    open var linearDamping: CGFloat = 0.1
    open var angularDamping: CGFloat = 0.1
    open var categoryBitMask: UInt32 = 0xFFFF_FFFF
    open var collisionBitMask: UInt32 = 0xFFFF_FFFF
    open var contactTestBitMask: UInt32 = 0
    open var usesPreciseCollisionDetection = false
    open var velocity = CGVector.zero
    open var angularVelocity: CGFloat = 0
    /// The node the body belongs to.
    open internal(set) weak var node: SKNode?

    init(isEdge: Bool) {
        super.init()
        // An edge never moves, as SpriteKit makes it static.
        if isEdge { isDynamic = false }
    }

    public convenience init(circleOfRadius r: CGFloat) { self.init(isEdge: false) }
    public convenience init(circleOfRadius r: CGFloat, center: CGPoint) { self.init(isEdge: false) }
    public convenience init(rectangleOf s: CGSize) { self.init(isEdge: false) }
    public convenience init(rectangleOf s: CGSize, center: CGPoint) { self.init(isEdge: false) }
    public convenience init(polygonFrom path: CGPath) { self.init(isEdge: false) }
    public convenience init(texture: SKTexture, size: CGSize) { self.init(isEdge: false) }
    public convenience init(bodies: [SKPhysicsBody]) { self.init(isEdge: false) }
    public convenience init(edgeLoopFrom rect: CGRect) { self.init(isEdge: true) }
    public convenience init(edgeLoopFrom path: CGPath) { self.init(isEdge: true) }
    public convenience init(edgeFrom p1: CGPoint, to p2: CGPoint) { self.init(isEdge: true) }
    public convenience init(edgeChainFrom path: CGPath) { self.init(isEdge: true) }

    /// Kept: nothing moves.
    open func applyForce(_ force: CGVector) {}
    open func applyImpulse(_ impulse: CGVector) {}
    open func applyTorque(_ torque: CGFloat) {}
    open func applyAngularImpulse(_ impulse: CGFloat) {}
    /// No body touches another: nothing moves.
    open func allContactedBodies() -> [SKPhysicsBody] { [] }
}

/// A contact between two bodies, as SpriteKit's `SKPhysicsContact` (never made: nothing moves).
open class SKPhysicsContact: NSObject {
    open private(set) var bodyA = SKPhysicsBody(isEdge: false)
    open private(set) var bodyB = SKPhysicsBody(isEdge: false)
    open private(set) var contactPoint = CGPoint.zero
    open private(set) var collisionImpulse: CGFloat = 0
}

/// What hears of contacts, as SpriteKit's `SKPhysicsContactDelegate`.
///
/// No visible effect: nothing moves, so it is never called.
public protocol SKPhysicsContactDelegate: NSObjectProtocol {
    func didBegin(_ contact: SKPhysicsContact)
    func didEnd(_ contact: SKPhysicsContact)
}

extension SKPhysicsContactDelegate {
    public func didBegin(_ contact: SKPhysicsContact) {}
    public func didEnd(_ contact: SKPhysicsContact) {}
}

/// A scene's physics world, as SpriteKit's `SKPhysicsWorld`: its ``gravity`` (9.8 m/s² down) and
/// ``speed`` decide whether a dynamic body would move (see ``SKPhysicsBody``).
open class SKPhysicsWorld: NSObject {
    open var gravity = CGVector(dx: 0, dy: -9.8)
    open var speed: CGFloat = 1
    open weak var contactDelegate: (any SKPhysicsContactDelegate)?
}

/// A node that emits particles, as SpriteKit's `SKEmitterNode`: refused where its view is drawn
/// (CellSnap draws no particles; they are the picture's content), and its particle file
/// (`SKEmitterNode(fileNamed:)`) is `nil` when the bundle has no such file, as on iOS.
@preconcurrency @MainActor open class SKEmitterNode: SKNode {
    open var particleBirthRate: CGFloat = 0
    open var numParticlesToEmit = 0
    open var particleLifetime: CGFloat = 0
    open var particleColor: UIColor = .white
    open var particleTexture: SKTexture?
    open weak var targetNode: SKNode?

    public override init() {
        super.init()
        cellSnapRefusal = SpriteRefusal(call: "SKEmitterNode", reason: "CellSnap draws no particles")
    }

    /// Kept: no particle is drawn.
    open func advanceSimulationTime(_ sec: TimeInterval) {}
    open func resetSimulation() {}
}
