import Foundation

/// Gravity, as UIKit's `UIGravityBehavior`.
///
/// No visible effect: see ``UIDynamicAnimator``.
@preconcurrency @MainActor open class UIGravityBehavior: UIDynamicBehavior {
    /// The items pulled.
    open var items: [any UIDynamicItem] { cellSnapItems }
    /// The direction and strength, in UIKit's units (1 is 1,000 points per second squared):
    /// (0, 1), downwards, by default. Setting it sets `angle` and `magnitude` to the vector's
    /// (an angle of 0 for the zero vector).
    open var gravityDirection: CGVector {
        get { force.vector }
        set { force.vector = newValue }
    }
    /// The direction's angle, in radians: π/2 (downwards) by default. Kept apart from the
    /// magnitude, so an angle set while the magnitude is 0 still counts once the magnitude is set.
    open var angle: CGFloat {
        get { force.angle }
        set { force.angle = newValue }
    }
    /// The direction's strength: 1 by default. Setting it to 0 also resets the angle to 0, as
    /// Apple documents.
    open var magnitude: CGFloat {
        get { force.magnitude }
        set { force.set(angle: newValue == 0 ? 0 : force.angle, magnitude: newValue) }
    }
    private var force = DynamicForce(vector: CGVector(dx: 0, dy: 1), angle: .pi / 2, magnitude: 1)

    /// A behaviour with no items yet (UIKit's inherited `init()`); add them with `addItem(_:)`.
    public convenience override init() { self.init(items: []) }

    public init(items: [any UIDynamicItem]) {
        super.init()
        cellSnapItems = items
    }

    open func addItem(_ item: any UIDynamicItem) { cellSnapItems.append(item) }
    open func removeItem(_ item: any UIDynamicItem) { cellSnapItems.removeAll { $0 === item } }
    /// Sets the angle and strength at once, both kept as given (Apple documents the reset of the
    /// angle for the `magnitude` property only).
    open func setAngle(_ angle: CGFloat, magnitude: CGFloat) { force.set(angle: angle, magnitude: magnitude) }
}

/// Collisions, as UIKit's `UICollisionBehavior`.
///
/// No visible effect: see ``UIDynamicAnimator``.
@preconcurrency @MainActor open class UICollisionBehavior: UIDynamicBehavior {
    /// What collides, as `UICollisionBehavior.Mode`.
    public struct Mode: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let items = Mode(rawValue: 1 << 0)
        public static let boundaries = Mode(rawValue: 1 << 1)
        public static let everything = Mode(rawValue: UInt.max)
    }

    open var items: [any UIDynamicItem] { cellSnapItems }
    open var collisionMode = Mode.everything
    /// Whether the reference view's bounds are a boundary.
    open var translatesReferenceBoundsIntoBoundary = false
    /// The boundaries added, by identifier.
    open var boundaryIdentifiers: [any NSCopying]? { boundaries.isEmpty ? nil : boundaries.map(\.identifier) }
    open weak var collisionDelegate: (any UICollisionBehaviorDelegate)?
    private final var boundaries: [(identifier: any NSCopying, path: UIBezierPath)] = []

    /// A behaviour with no items yet (UIKit's inherited `init()`); add them with `addItem(_:)`.
    public convenience override init() { self.init(items: []) }

    public init(items: [any UIDynamicItem]) {
        super.init()
        cellSnapItems = items
    }

    open func addItem(_ item: any UIDynamicItem) { cellSnapItems.append(item) }
    open func removeItem(_ item: any UIDynamicItem) { cellSnapItems.removeAll { $0 === item } }
    open func setTranslatesReferenceBoundsIntoBoundary(with insets: UIEdgeInsets) {
        translatesReferenceBoundsIntoBoundary = true
    }
    open func addBoundary(withIdentifier identifier: any NSCopying, for bezierPath: UIBezierPath) {
        boundaries.append((identifier, bezierPath))
    }
    open func addBoundary(withIdentifier identifier: any NSCopying, from p1: CGPoint, to p2: CGPoint) {
        let path = UIBezierPath()
        path.move(to: p1)
        path.addLine(to: p2)
        boundaries.append((identifier, path))
    }
    open func boundary(withIdentifier identifier: any NSCopying) -> UIBezierPath? {
        boundaries.first { ($0.identifier as? NSObject)?.isEqual(identifier) ?? false }?.path
    }
    open func removeBoundary(withIdentifier identifier: any NSCopying) {
        boundaries.removeAll { ($0.identifier as? NSObject)?.isEqual(identifier) ?? false }
    }
    open func removeAllBoundaries() { boundaries.removeAll() }
}

/// What a collision behaviour tells its delegate, as UIKit's `UICollisionBehaviorDelegate`.
///
/// No visible effect: see ``UIDynamicAnimator``; nothing collides before the first step.
@preconcurrency @MainActor public protocol UICollisionBehaviorDelegate: NSObjectProtocol {
    /// Two items began to touch.
    func collisionBehavior(
        _ behavior: UICollisionBehavior, beganContactFor item1: any UIDynamicItem, with item2: any UIDynamicItem,
        at p: CGPoint)
    /// Two items stopped touching.
    func collisionBehavior(
        _ behavior: UICollisionBehavior, endedContactFor item1: any UIDynamicItem, with item2: any UIDynamicItem)
    /// An item began to touch the boundary `identifier` (`nil` for the reference bounds').
    func collisionBehavior(
        _ behavior: UICollisionBehavior, beganContactFor item: any UIDynamicItem,
        withBoundaryIdentifier identifier: (any NSCopying)?, at p: CGPoint)
    /// An item stopped touching the boundary `identifier`.
    func collisionBehavior(
        _ behavior: UICollisionBehavior, endedContactFor item: any UIDynamicItem,
        withBoundaryIdentifier identifier: (any NSCopying)?)
}

extension UICollisionBehaviorDelegate {
    /// Not implemented: nothing happens.
    ///
    /// No visible effect: see ``UIDynamicAnimator``; nothing collides before the first step.
    public func collisionBehavior(
        _ behavior: UICollisionBehavior, beganContactFor item1: any UIDynamicItem, with item2: any UIDynamicItem,
        at p: CGPoint
    ) { OptionalRequirements.unimplemented(()) }
    /// Not implemented: nothing happens.
    ///
    /// No visible effect: see ``UIDynamicAnimator``; nothing collides before the first step.
    public func collisionBehavior(
        _ behavior: UICollisionBehavior, endedContactFor item1: any UIDynamicItem, with item2: any UIDynamicItem
    ) { OptionalRequirements.unimplemented(()) }
    /// Not implemented: nothing happens.
    ///
    /// No visible effect: see ``UIDynamicAnimator``; nothing collides before the first step.
    public func collisionBehavior(
        _ behavior: UICollisionBehavior, beganContactFor item: any UIDynamicItem,
        withBoundaryIdentifier identifier: (any NSCopying)?, at p: CGPoint
    ) { OptionalRequirements.unimplemented(()) }
    /// Not implemented: nothing happens.
    ///
    /// No visible effect: see ``UIDynamicAnimator``; nothing collides before the first step.
    public func collisionBehavior(
        _ behavior: UICollisionBehavior, endedContactFor item: any UIDynamicItem,
        withBoundaryIdentifier identifier: (any NSCopying)?
    ) { OptionalRequirements.unimplemented(()) }
}

/// A snap to a point, as UIKit's `UISnapBehavior`.
///
/// No visible effect: see ``UIDynamicAnimator``.
@preconcurrency @MainActor open class UISnapBehavior: UIDynamicBehavior {
    open var snapPoint: CGPoint
    open var damping: CGFloat = 0.5

    public init(item: any UIDynamicItem, snapTo point: CGPoint) {
        snapPoint = point
        super.init()
        cellSnapItems = [item]
    }
}

/// A push, as UIKit's `UIPushBehavior`.
///
/// No visible effect: see ``UIDynamicAnimator``.
@preconcurrency @MainActor open class UIPushBehavior: UIDynamicBehavior {
    /// Whether the push lasts, as `UIPushBehavior.Mode`.
    public enum Mode: Int, Hashable, Sendable {
        case continuous = 0, instantaneous
    }

    open private(set) var mode: Mode
    open var items: [any UIDynamicItem] { cellSnapItems }
    open var active = true
    /// The force as a vector: (0, 0), no force, by default. Setting it sets `angle` and
    /// `magnitude` to the vector's (an angle of 0 for the zero vector).
    open var pushDirection: CGVector {
        get { force.vector }
        set { force.vector = newValue }
    }
    /// The direction's angle, in radians: 0 by default. Kept apart from the magnitude, so an angle
    /// set while the magnitude is 0 (the default) counts once the magnitude is set, as in UIKit.
    open var angle: CGFloat {
        get { force.angle }
        set { force.angle = newValue }
    }
    /// The push's strength (1 moves a 100 by 100 point view 100 points per second squared): 0 by
    /// default; a negative magnitude pushes against the angle.
    open var magnitude: CGFloat {
        get { force.magnitude }
        set { force.magnitude = newValue }
    }
    private var force = DynamicForce(vector: .zero, angle: 0, magnitude: 0)

    public init(items: [any UIDynamicItem], mode: Mode) {
        self.mode = mode
        super.init()
        cellSnapItems = items
    }

    open func addItem(_ item: any UIDynamicItem) { cellSnapItems.append(item) }
    open func removeItem(_ item: any UIDynamicItem) { cellSnapItems.removeAll { $0 === item } }
    /// Sets the angle and strength at once.
    open func setAngle(_ angle: CGFloat, magnitude: CGFloat) { force.set(angle: angle, magnitude: magnitude) }
}

/// An attachment to a point or another item, as UIKit's `UIAttachmentBehavior`.
///
/// No visible effect: see ``UIDynamicAnimator``.
@preconcurrency @MainActor open class UIAttachmentBehavior: UIDynamicBehavior {
    open var items: [any UIDynamicItem] { cellSnapItems }
    open var anchorPoint: CGPoint
    open var length: CGFloat
    open var damping: CGFloat = 0
    open var frequency: CGFloat = 0
    open var frictionTorque: CGFloat = 0

    /// An attachment of `item`'s centre to `point`, as long as they are apart (a convenience
    /// initialiser, as in the SDK).
    public convenience init(item: any UIDynamicItem, attachedToAnchor point: CGPoint) {
        self.init(item: item, offsetFromCenter: .zero, attachedToAnchor: point)
    }

    /// An attachment of the point `offset` from `item`'s centre to `point`, as long as they are apart.
    public init(item: any UIDynamicItem, offsetFromCenter offset: UIOffset, attachedToAnchor point: CGPoint) {
        anchorPoint = point
        length = hypot(item.center.x + offset.horizontal - point.x, item.center.y + offset.vertical - point.y)
        super.init()
        cellSnapItems = [item]
    }

    /// An attachment of `item1`'s centre to `item2`'s, as long as they are apart (a convenience
    /// initialiser, as in the SDK).
    public convenience init(item item1: any UIDynamicItem, attachedTo item2: any UIDynamicItem) {
        self.init(item: item1, offsetFromCenter: .zero, attachedTo: item2, offsetFromCenter: .zero)
    }

    /// An attachment of the point `offset1` from `item1`'s centre to the point `offset2` from
    /// `item2`'s, as long as they are apart.
    public init(
        item item1: any UIDynamicItem, offsetFromCenter offset1: UIOffset, attachedTo item2: any UIDynamicItem,
        offsetFromCenter offset2: UIOffset
    ) {
        anchorPoint = CGPoint(x: item2.center.x + offset2.horizontal, y: item2.center.y + offset2.vertical)
        length = hypot(
            item1.center.x + offset1.horizontal - anchorPoint.x, item1.center.y + offset1.vertical - anchorPoint.y)
        super.init()
        cellSnapItems = [item1, item2]
    }
}

/// The physical properties of items, as UIKit's `UIDynamicItemBehavior`.
///
/// No visible effect: see ``UIDynamicAnimator``.
@preconcurrency @MainActor open class UIDynamicItemBehavior: UIDynamicBehavior {
    open var items: [any UIDynamicItem] { cellSnapItems }
    open var elasticity: CGFloat = 0
    open var friction: CGFloat = 0
    open var density: CGFloat = 1
    open var resistance: CGFloat = 0
    open var angularResistance: CGFloat = 0
    open var charge: CGFloat = 0
    open var isAnchored = false
    open var allowsRotation = true
    private final var velocities: [ObjectIdentifier: CGPoint] = [:]
    private final var angularVelocities: [ObjectIdentifier: CGFloat] = [:]

    /// A behaviour with no items yet (UIKit's inherited `init()`); add them with `addItem(_:)`.
    public convenience override init() { self.init(items: []) }

    public init(items: [any UIDynamicItem]) {
        super.init()
        cellSnapItems = items
    }

    open func addItem(_ item: any UIDynamicItem) { cellSnapItems.append(item) }
    open func removeItem(_ item: any UIDynamicItem) { cellSnapItems.removeAll { $0 === item } }
    /// Adds `velocity` to `item`'s (what ``linearVelocity(for:)`` answers).
    open func addLinearVelocity(_ velocity: CGPoint, for item: any UIDynamicItem) {
        let old = velocities[ObjectIdentifier(item)] ?? .zero
        velocities[ObjectIdentifier(item)] = CGPoint(x: old.x + velocity.x, y: old.y + velocity.y)
    }
    open func linearVelocity(for item: any UIDynamicItem) -> CGPoint { velocities[ObjectIdentifier(item)] ?? .zero }
    /// Adds `velocity` to `item`'s (what ``angularVelocity(for:)`` answers).
    open func addAngularVelocity(_ velocity: CGFloat, for item: any UIDynamicItem) {
        angularVelocities[ObjectIdentifier(item), default: 0] += velocity
    }
    open func angularVelocity(for item: any UIDynamicItem) -> CGFloat { angularVelocities[ObjectIdentifier(item)] ?? 0 }
}

/// A force kept as UIKit keeps a gravity or push behaviour's: its angle and magnitude, and the
/// vector they make. Setting the angle or the magnitude keeps the other, whatever its value (an
/// angle set while the magnitude is 0 is not lost); setting the vector sets both from it.
struct DynamicForce {
    /// The force as a vector, `(cos(angle) · magnitude, sin(angle) · magnitude)`, or as set.
    var vector: CGVector {
        get { storedVector }
        set {
            storedVector = newValue
            storedMagnitude = (newValue.dx * newValue.dx + newValue.dy * newValue.dy).squareRoot()
            storedAngle = storedMagnitude == 0 ? 0 : atan2(newValue.dy, newValue.dx)
        }
    }
    /// The angle in radians.
    var angle: CGFloat {
        get { storedAngle }
        set { set(angle: newValue, magnitude: storedMagnitude) }
    }
    /// The magnitude (negative pushes against the angle).
    var magnitude: CGFloat {
        get { storedMagnitude }
        set { set(angle: storedAngle, magnitude: newValue) }
    }
    private var storedVector: CGVector
    private var storedAngle: CGFloat
    private var storedMagnitude: CGFloat

    /// A force of `vector`, whose angle and magnitude are given as UIKit's defaults give them.
    init(vector: CGVector, angle: CGFloat, magnitude: CGFloat) {
        storedVector = vector
        storedAngle = angle
        storedMagnitude = magnitude
    }

    /// Sets the angle and the magnitude, and the vector from them.
    mutating func set(angle: CGFloat, magnitude: CGFloat) {
        storedAngle = angle
        storedMagnitude = magnitude
        storedVector = CGVector(dx: cos(angle) * magnitude, dy: sin(angle) * magnitude)
    }
}
