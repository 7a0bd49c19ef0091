import Foundation

/// Items that UIKit Dynamics moves as one body, as UIKit's `UIDynamicItemGroup`: its centre is the
/// centre of its items' frames, its bounds their union's size. The animator's forces on it have no
/// visible effect (see ``UIDynamicAnimator``).
@preconcurrency @MainActor open class UIDynamicItemGroup: NSObject, UIDynamicItem {
    /// The items of the group.
    open var items: [any UIDynamicItem] { groupItems }
    private let groupItems: [any UIDynamicItem]

    /// A group of `items`.
    public init(items: [any UIDynamicItem]) {
        groupItems = items
        super.init()
    }

    /// The union of the items' frames (each its bounds' size around its centre).
    private var frame: CGRect {
        groupItems.map { item in
            CGRect(
                x: item.center.x - item.bounds.width / 2, y: item.center.y - item.bounds.height / 2,
                width: item.bounds.width, height: item.bounds.height)
        }.reduce(CGRect.null) { $0.union($1) }
    }

    /// The centre of the items' frames. Setting it moves every item by the same amount: UIKit does
    /// not document a group moved by the app, and CellSnap moves it as the animator moves it.
    open var center: CGPoint {
        get {
            let frame = self.frame
            return frame.isNull ? .zero : CGPoint(x: frame.midX, y: frame.midY)
        }
        set {
            let old = center
            for item in groupItems {
                item.center = CGPoint(x: item.center.x + newValue.x - old.x, y: item.center.y + newValue.y - old.y)
            }
        }
    }

    /// The size of the items' frames, at the origin.
    open var bounds: CGRect {
        let frame = self.frame
        return frame.isNull ? .zero : CGRect(origin: .zero, size: frame.size)
    }

    /// The group's rotation and scale, which UIKit Dynamics sets as it turns the group.
    ///
    /// No visible effect: see ``UIDynamicAnimator``.
    open var transform = CGAffineTransform.identity
}

/// A field of force over an area, as UIKit's `UIFieldBehavior` (iOS 9): gravity towards a point or
/// along a direction, springs, drag, vortices, noise, electric and magnetic fields, or a field the
/// app computes. The class methods make each kind; ``region`` says where it acts, relative to
/// ``position``.
///
/// No visible effect: see ``UIDynamicAnimator``.
@preconcurrency @MainActor open class UIFieldBehavior: UIDynamicBehavior {
    /// The kind of field a class method made.
    enum Kind: Equatable {
        case drag, vortex, radialGravity, linearGravity, velocity, noise, turbulence, spring, electric, magnetic
        case custom
    }

    /// The field's kind: a drag field until a class method makes another.
    var kind = Kind.drag
    /// The force of a field the app computes (``field(evaluationBlock:)``).
    var evaluation: ((UIFieldBehavior, CGPoint, CGVector, CGFloat, CGFloat, TimeInterval) -> CGVector)?

    /// A drag field, as the `NSObject` initialiser makes one; the class methods make each kind.
    public required override init() { super.init() }

    /// The items the field acts on.
    ///
    /// No visible effect: see ``UIDynamicAnimator``.
    open var items: [any UIDynamicItem] { cellSnapItems }
    /// Adds `item` to the items the field acts on.
    ///
    /// No visible effect: see ``UIDynamicAnimator``.
    open func addItem(_ item: any UIDynamicItem) { cellSnapItems.append(item) }
    /// Removes `item` from the items the field acts on.
    ///
    /// No visible effect: see ``UIDynamicAnimator``.
    open func removeItem(_ item: any UIDynamicItem) { cellSnapItems.removeAll { $0 === item } }

    /// The field's centre in the reference view (the origin until set).
    ///
    /// No visible effect: see ``UIDynamicAnimator``.
    open var position = CGPoint.zero
    /// Where the field acts, relative to ``position``: everywhere until set.
    ///
    /// No visible effect: see ``UIDynamicAnimator``.
    open var region = UIRegion.infinite
    /// The field's strength (1 until set).
    ///
    /// No visible effect: see ``UIDynamicAnimator``.
    open var strength: CGFloat = 1
    /// How the strength weakens with distance, as an exponent (0: not at all).
    ///
    /// No visible effect: see ``UIDynamicAnimator``.
    open var falloff: CGFloat = 0
    /// The distance under which the falloff no longer grows the force.
    ///
    /// No visible effect: see ``UIDynamicAnimator``.
    open var minimumRadius: CGFloat = 0
    /// The direction of a linear gravity or velocity field.
    ///
    /// No visible effect: see ``UIDynamicAnimator``.
    open var direction = CGVector.zero
    /// How smooth a noise or turbulence field is, from 0 to 1.
    ///
    /// No visible effect: see ``UIDynamicAnimator``.
    open var smoothness: CGFloat = 0
    /// How fast a noise or turbulence field changes.
    ///
    /// No visible effect: see ``UIDynamicAnimator``.
    open var animationSpeed: CGFloat = 0

    /// A field that slows items in proportion to their speed.
    ///
    /// No visible effect: see ``UIDynamicAnimator``.
    open class func dragField() -> Self { make(.drag) }
    /// A field that turns items around its position.
    ///
    /// No visible effect: see ``UIDynamicAnimator``.
    open class func vortexField() -> Self { make(.vortex) }
    /// A field that pulls items towards `position`.
    ///
    /// No visible effect: see ``UIDynamicAnimator``.
    open class func radialGravityField(position: CGPoint) -> Self {
        let field = make(.radialGravity)
        field.position = position
        return field
    }
    /// A field that pulls items along `direction`.
    ///
    /// No visible effect: see ``UIDynamicAnimator``.
    open class func linearGravityField(direction: CGVector) -> Self {
        let field = make(.linearGravity)
        field.direction = direction
        return field
    }
    /// A field that gives items the velocity `direction`.
    ///
    /// No visible effect: see ``UIDynamicAnimator``.
    open class func velocityField(direction: CGVector) -> Self {
        let field = make(.velocity)
        field.direction = direction
        return field
    }
    /// A field of random forces.
    ///
    /// No visible effect: see ``UIDynamicAnimator``.
    open class func noiseField(smoothness: CGFloat, animationSpeed speed: CGFloat) -> Self {
        noisy(.noise, smoothness: smoothness, speed: speed)
    }
    /// A field of random forces in proportion to the items' speed.
    ///
    /// No visible effect: see ``UIDynamicAnimator``.
    open class func turbulenceField(smoothness: CGFloat, animationSpeed speed: CGFloat) -> Self {
        noisy(.turbulence, smoothness: smoothness, speed: speed)
    }
    /// A field that pulls items towards its position like a spring.
    ///
    /// No visible effect: see ``UIDynamicAnimator``.
    open class func springField() -> Self { make(.spring) }
    /// A field that acts on items' charges.
    ///
    /// No visible effect: see ``UIDynamicAnimator``.
    open class func electricField() -> Self { make(.electric) }
    /// A field that acts on moving charged items.
    ///
    /// No visible effect: see ``UIDynamicAnimator``.
    open class func magneticField() -> Self { make(.magnetic) }
    /// A field whose force the app computes: `block` gets the field, an item's position, velocity,
    /// mass, charge and the time, and returns the force.
    ///
    /// No visible effect: see ``UIDynamicAnimator``.
    open class func field(
        evaluationBlock block:
            @escaping (UIFieldBehavior, CGPoint, CGVector, CGFloat, CGFloat, TimeInterval) ->
            CGVector
    ) -> Self { make(.custom, evaluation: block) }

    private static func make(
        _ kind: Kind,
        evaluation: ((UIFieldBehavior, CGPoint, CGVector, CGFloat, CGFloat, TimeInterval) -> CGVector)? = nil
    ) -> Self {
        let field = Self()
        field.kind = kind
        field.evaluation = evaluation
        return field
    }

    private static func noisy(_ kind: Kind, smoothness: CGFloat, speed: CGFloat) -> Self {
        let field = make(kind)
        field.smoothness = min(1, max(0, smoothness))
        field.animationSpeed = speed
        return field
    }
}
