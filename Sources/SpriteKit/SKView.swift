import Foundation

/// A view that shows a SpriteKit scene, as SpriteKit's `SKView`.
///
/// **What a snapshot shows.** The scene presented (``presentScene(_:)``) as SpriteKit shows it when
/// it appears, before any frame advances it: the view's bounds filled with the scene's
/// `backgroundColor` where the scene covers them (the view's own `backgroundColor` elsewhere,
/// black when made, as an `SKView`'s), then each visible node's content (a sprite's rectangle or
/// image, a label's text, a shape's path) in scene coordinates with y up, from the scene's anchor
/// point, fitted to the view by the scene's `scaleMode`. A node is placed by its ancestors'
/// transforms and its own (scale, then `zRotation`, then `position`); its alpha is its ancestors'
/// times its own; a hidden node hides its children. Nodes are drawn in order of their global z
/// (the sum of their and their ancestors' `zPosition`), nodes of equal z in tree order (a parent
/// before its children, siblings in the order they were added), whatever ``ignoresSiblingOrder``
/// says, as SpriteKit leaves that order undefined when it is `true`.
///
/// Refused where the view is drawn, naming the call: what would change the picture at once and
/// CellSnap cannot draw (an emitter node, a scene or node read from a `.sks` file, a scene
/// `camera`, a physics body that gravity would move, and what a node refuses: see each class).
///
/// No visible effect: ``showsFPS``, ``showsNodeCount``, ``showsDrawCount``, ``showsPhysics``,
/// ``preferredFramesPerSecond``, ``isPaused`` and ``isAsynchronous``: they act on frames, and time
/// never passes.
@preconcurrency @MainActor open class SKView: UIView {
    public private(set) var scene: SKScene?
    open var isPaused = false
    open var showsFPS = false
    open var showsNodeCount = false
    open var showsDrawCount = false
    open var showsPhysics = false
    open var showsFields = false
    open var showsQuadCount = false
    open var ignoresSiblingOrder = false
    open var allowsTransparency = false
    open var isAsynchronous = true
    open var shouldCullNonVisibleNodes = true
    open var preferredFramesPerSecond = 60

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .black
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Shows `scene` (none for `nil`), calling its `didMove(to:)`.
    open func presentScene(_ scene: SKScene?) {
        if let old = self.scene {
            old.willMove(from: self)
            old.view = nil
        }
        self.scene = scene
        if let scene {
            scene.view = self
            if scene.scaleMode == .resizeFill { scene.size = bounds.size }
            scene.didMove(to: self)
        }
        setNeedsDisplay()
    }

    /// Shows `scene` at once: the transition is an animation.
    open func presentScene(_ scene: SKScene, transition: SKTransition) { presentScene(scene) }

    /// An image of `node` and its descendants: refused, as SpriteKit renders it with its renderer.
    open func texture(from node: SKNode) -> SKTexture? {
        UIGraphicsGetCurrentContext()?.refuse("SKView.texture(from:)", "CellSnap renders nodes only into the view")
        return nil
    }

    /// `point` in scene coordinates, in the view's.
    open func convert(_ point: CGPoint, from scene: SKScene) -> CGPoint { point.applying(sceneToView) }
    /// `point` of the view, in scene coordinates.
    open func convert(_ point: CGPoint, to scene: SKScene) -> CGPoint { point.applying(sceneToView.inverted()) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if let scene, scene.scaleMode == .resizeFill, scene.size != bounds.size { scene.size = bounds.size }
    }

    open override func draw(_ rect: CGRect) { drawScene() }

    /// The transform from scene coordinates (y up, from the anchor point) to the view's.
    final var sceneToView: CGAffineTransform {
        guard let scene, scene.size.width > 0, scene.size.height > 0 else { return .identity }
        let size = scene.size
        var (sx, sy) = (bounds.width / size.width, bounds.height / size.height)
        switch scene.scaleMode {
        case .fill: break
        case .aspectFill: (sx, sy) = (max(sx, sy), max(sx, sy))
        case .aspectFit: (sx, sy) = (min(sx, sy), min(sx, sy))
        case .resizeFill: (sx, sy) = (1, 1)
        }
        let (dx, dy) = ((bounds.width - size.width * sx) / 2, (bounds.height - size.height * sy) / 2)
        return CGAffineTransform(translationX: scene.anchorPoint.x * size.width, y: scene.anchorPoint.y * size.height)
            .concatenating(CGAffineTransform(scaleX: sx, y: -sy))
            .concatenating(CGAffineTransform(translationX: dx, y: dy + size.height * sy))
    }

    final func drawScene() {
        guard let scene, let context = UIGraphicsGetCurrentContext() else { return }
        do throws(SpriteRefusal) {
            try SceneDrawing(scene: scene, sceneToView: sceneToView).draw(in: context)
        } catch {
            context.refuse(error.call, error.reason)
        }
    }
}
