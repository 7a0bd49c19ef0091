import Foundation

/// The methods a scene renderer calls once a frame, as SceneKit's `SCNSceneRendererDelegate`;
/// every one is optional.
///
/// No visible effect: CellSnap renders no frame, so a renderer never calls its delegate.
public protocol SCNSceneRendererDelegate: AnyObject {
    func renderer(_ renderer: any SCNSceneRenderer, updateAtTime time: TimeInterval)
    func renderer(_ renderer: any SCNSceneRenderer, didApplyAnimationsAtTime time: TimeInterval)
    func renderer(_ renderer: any SCNSceneRenderer, didSimulatePhysicsAtTime time: TimeInterval)
    func renderer(_ renderer: any SCNSceneRenderer, willRenderScene scene: SCNScene, atTime time: TimeInterval)
    func renderer(_ renderer: any SCNSceneRenderer, didRenderScene scene: SCNScene, atTime time: TimeInterval)
}

extension SCNSceneRendererDelegate {
    public func renderer(_ renderer: any SCNSceneRenderer, updateAtTime time: TimeInterval) {}
    public func renderer(_ renderer: any SCNSceneRenderer, didApplyAnimationsAtTime time: TimeInterval) {}
    public func renderer(_ renderer: any SCNSceneRenderer, didSimulatePhysicsAtTime time: TimeInterval) {}
    public func renderer(_ renderer: any SCNSceneRenderer, willRenderScene scene: SCNScene, atTime time: TimeInterval) {
    }
    public func renderer(_ renderer: any SCNSceneRenderer, didRenderScene scene: SCNScene, atTime time: TimeInterval) {}
}

/// What renders a scene, as SceneKit's `SCNSceneRenderer` (``SCNView`` adopts it).
public protocol SCNSceneRenderer: AnyObject {
    var scene: SCNScene? { get set }
    var pointOfView: SCNNode? { get set }
    var autoenablesDefaultLighting: Bool { get set }
    var isPlaying: Bool { get set }
    var loops: Bool { get set }
    var sceneTime: TimeInterval { get set }
    var showsStatistics: Bool { get set }
    var delegate: (any SCNSceneRendererDelegate)? { get set }
}

/// How a scene view smooths edges, as SceneKit's `SCNAntialiasingMode`.
public enum SCNAntialiasingMode: UInt, Sendable {
    case none = 0, multisampling2X, multisampling4X, multisampling8X, multisampling16X
}

/// A view that shows a SceneKit scene, as SceneKit's `SCNView`.
///
/// **What a snapshot shows.** CellSnap renders no 3D, so a scene view draws what is there before
/// any 3D content: its `backgroundColor` (white when it is made, as a new SceneKit view shows
/// white: CellSnap's choice, as SceneKit documents no default), then, filling its bounds, its
/// scene's ``SCNScene/background`` when that is a colour. A view whose scene shows 3D content (a
/// node with a geometry or a particle system, not hidden) is refused where it is drawn, with an
/// error naming ``scene`` and the node's content: a snapshot test of such a screen would
/// otherwise pass on a picture missing what the screen is for. A background that is not a colour
/// (an image, a cube map) is refused the same way, as is a scene read from a file. A list or
/// detail screen whose scene view is empty, or only holds cameras and lights, draws.
///
/// No visible effect: ``allowsCameraControl``, ``autoenablesDefaultLighting``, ``pointOfView``,
/// ``showsStatistics``, ``antialiasingMode``, ``preferredFramesPerSecond``, ``rendersContinuously``
/// and playing: they act on a rendering. ``delegate`` is never called, as no frame is rendered.
///
/// ```swift
/// let view = SCNView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
/// view.scene = SCNScene()
/// view.scene?.background.contents = UIColor.darkGray
/// view.allowsCameraControl = true
/// ```
@preconcurrency @MainActor open class SCNView: UIView, @preconcurrency SCNSceneRenderer {
    open var scene: SCNScene? { didSet { setNeedsDisplay() } }
    open var pointOfView: SCNNode?
    open var allowsCameraControl = false
    open var autoenablesDefaultLighting = false
    open var showsStatistics = false
    open var isPlaying = false
    open var loops = true
    open var sceneTime: TimeInterval = 0
    open var rendersContinuously = false
    open var preferredFramesPerSecond = 60
    open var antialiasingMode: SCNAntialiasingMode = .none
    open weak var delegate: (any SCNSceneRendererDelegate)?

    public init(frame: CGRect, options: [String: Any]? = nil) {
        super.init(frame: frame)
        backgroundColor = .white
    }

    public override convenience init(frame: CGRect) { self.init(frame: frame, options: nil) }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open func play(_ sender: Any?) { isPlaying = true }
    open func pause(_ sender: Any?) { isPlaying = false }
    open func stop(_ sender: Any?) {
        isPlaying = false
        sceneTime = 0
    }

    /// The scene's background colour over the view, or the refusal of what cannot be drawn.
    open override func draw(_ rect: CGRect) { drawScene() }

    /// An image of the view as it is drawn (see the class's notes): an image whose drawing is
    /// refused when the view's is.
    open func snapshot() -> UIImage {
        UIGraphicsImageRenderer(size: bounds.size).image { _ in
            _ = drawHierarchy(in: bounds, afterScreenUpdates: true)
        }
    }

    final func drawScene() {
        guard let scene else { return }
        if let refusal = scene.drawingRefusal {
            UIGraphicsGetCurrentContext()?.refuse(refusal.call, refusal.reason)
            return
        }
        switch scene.background.contents {
        case nil: return
        case let color as UIColor: color.setFill()
        case let color as CGColor: UIColor(cgColor: color).setFill()
        case let other:
            UIGraphicsGetCurrentContext()?.refuse(
                "SCNScene.background",
                "CellSnap draws a scene's background colour, not \(type(of: other)) contents (it renders no 3D)")
            return
        }
        UIRectFill(bounds)
    }
}
