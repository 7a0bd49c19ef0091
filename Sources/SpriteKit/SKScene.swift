import Foundation

/// How a scene fits the view that shows it, as SpriteKit's `SKSceneScaleMode`.
public enum SKSceneScaleMode: Int, Sendable {
    /// Each axis scaled to the view's (the default).
    case fill = 0
    /// Scaled evenly to cover the view, centred, cut at two edges.
    case aspectFill
    /// Scaled evenly to fit inside the view, centred.
    case aspectFit
    /// Resized to the view, not scaled.
    case resizeFill
}

/// The methods a scene calls once a frame, as SpriteKit's `SKSceneDelegate`.
///
/// No visible effect: time never passes, so no frame calls them.
public protocol SKSceneDelegate: AnyObject {
    func update(_ currentTime: TimeInterval, for scene: SKScene)
    func didEvaluateActions(for scene: SKScene)
    func didSimulatePhysics(for scene: SKScene)
    func didFinishUpdate(for scene: SKScene)
}

extension SKSceneDelegate {
    public func update(_ currentTime: TimeInterval, for scene: SKScene) {}
    public func didEvaluateActions(for scene: SKScene) {}
    public func didSimulatePhysics(for scene: SKScene) {}
    public func didFinishUpdate(for scene: SKScene) {}
}

/// The root of a tree of nodes that a view shows, as SpriteKit's `SKScene`: ``size`` points of
/// scene coordinates (y up) whose origin is at ``anchorPoint`` (the bottom left by default),
/// filled with ``backgroundColor`` (SpriteKit's dark grey, 0.15) and fitted to the view by
/// ``scaleMode``.
///
/// ``didMove(to:)`` is called when a view presents the scene, ``sceneDidLoad()`` when it is made,
/// ``didChangeSize(_:)`` when its size changes. No visible effect: ``update(_:)`` and the frame
/// methods, which no frame calls (time never passes), and ``delegate``. A scene read from a file
/// (`SKScene(fileNamed:)`) is refused by name where it is drawn.
@preconcurrency @MainActor open class SKScene: SKNode {
    open var size: CGSize {
        didSet { if size != oldValue { didChangeSize(oldValue) } }
    }
    open var anchorPoint = CGPoint.zero
    open var scaleMode: SKSceneScaleMode = .fill
    open var backgroundColor = UIColor(red: 0.15, green: 0.15, blue: 0.15, alpha: 1)
    open weak var delegate: (any SKSceneDelegate)?
    open var camera: SKCameraNode?
    public let physicsWorld = SKPhysicsWorld()
    public internal(set) weak var view: SKView?

    /// A scene of `size` points.
    public init(size: CGSize) {
        self.size = size
        super.init()
        sceneDidLoad()
    }

    public convenience override init() { self.init(size: CGSize(width: 1, height: 1)) }

    /// Called once the scene is made.
    open func sceneDidLoad() {}
    /// Called when `view` presents the scene.
    open func didMove(to view: SKView) {}
    /// Called when a view stops presenting the scene.
    open func willMove(from view: SKView) {}
    /// Called when ``size`` changes.
    open func didChangeSize(_ oldSize: CGSize) {}
    /// Called once a frame: never, as time never passes.
    open func update(_ currentTime: TimeInterval) {}
    open func didEvaluateActions() {}
    open func didSimulatePhysics() {}
    open func didApplyConstraints() {}
    open func didFinishUpdate() {}

    override var contentRect: CGRect {
        CGRect(x: -anchorPoint.x * size.width, y: -anchorPoint.y * size.height, width: size.width, height: size.height)
    }

    /// `point` of the view showing the scene, in scene coordinates.
    open func convertPoint(fromView point: CGPoint) -> CGPoint {
        guard let view else { return point }
        return point.applying(view.sceneToView.inverted())
    }

    /// `point` in scene coordinates, in the view's.
    open func convertPoint(toView point: CGPoint) -> CGPoint {
        guard let view else { return point }
        return point.applying(view.sceneToView)
    }
}

/// The node whose position is the middle of what a view shows, as SpriteKit's `SKCameraNode`.
///
/// Refused when drawn as a scene's ``SKScene/camera``: CellSnap shows the scene as its view fits it.
@preconcurrency @MainActor open class SKCameraNode: SKNode {}

/// A transition between scenes, as SpriteKit's `SKTransition`.
///
/// No visible effect: a transition is an animation; the new scene shows at once.
open class SKTransition: NSObject {
    open var pausesIncomingScene = true
    open var pausesOutgoingScene = true

    public override init() { super.init() }

    open class func crossFade(withDuration sec: TimeInterval) -> SKTransition { SKTransition() }
    open class func fade(withDuration sec: TimeInterval) -> SKTransition { SKTransition() }
    open class func fade(with color: UIColor, duration sec: TimeInterval) -> SKTransition { SKTransition() }
    open class func flipHorizontal(withDuration sec: TimeInterval) -> SKTransition { SKTransition() }
    open class func flipVertical(withDuration sec: TimeInterval) -> SKTransition { SKTransition() }
    open class func doorway(withDuration sec: TimeInterval) -> SKTransition { SKTransition() }
    open class func push(with direction: SKTransitionDirection, duration sec: TimeInterval) -> SKTransition {
        SKTransition()
    }
    open class func moveIn(with direction: SKTransitionDirection, duration sec: TimeInterval) -> SKTransition {
        SKTransition()
    }
    open class func reveal(with direction: SKTransitionDirection, duration sec: TimeInterval) -> SKTransition {
        SKTransition()
    }
}

/// The direction of a transition, as SpriteKit's `SKTransitionDirection`.
public enum SKTransitionDirection: Int, Sendable {
    case up = 0, down, right, left
}
