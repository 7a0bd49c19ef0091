import Foundation

/// A node of a SpriteKit scene, as SpriteKit's `SKNode` (a `UIResponder`, so that a scene
/// overrides `touchesBegan(_:with:)`): a place in its parent's coordinates, turned by
/// ``zRotation`` (radians, counterclockwise) and scaled, faded by ``alpha``, drawn over its parent
/// by ``zPosition``. A plain node draws nothing itself; its children are drawn.
///
/// No visible effect: ``speed``, ``isPaused``, ``isUserInteractionEnabled`` and ``userData``.
/// Actions (``run(_:)``) are kept and never advance: time never passes in a still picture, so a
/// completion is never called.
@preconcurrency @MainActor open class SKNode: UIResponder {
    open var name: String?
    open var position = CGPoint.zero
    open var zPosition: CGFloat = 0
    open var zRotation: CGFloat = 0
    open var xScale: CGFloat = 1
    open var yScale: CGFloat = 1
    open var alpha: CGFloat = 1
    open var isHidden = false
    open var speed: CGFloat = 1
    open var isPaused = false
    open var userData: NSMutableDictionary?
    open var physicsBody: SKPhysicsBody? {
        didSet { physicsBody?.node = self }
    }
    open var isUserInteractionEnabled = false
    public private(set) var children: [SKNode] = []
    public private(set) weak var parent: SKNode?
    private var actions: [(key: String?, action: SKAction)] = []

    public override init() { super.init() }

    /// The node's parent, next in the responder chain as on iOS.
    open override var next: UIResponder? { parent }

    /// A node read from the SpriteKit file `filename` in the main bundle: `nil` when there is no such
    /// file, as on iOS; otherwise an empty node whose drawing is refused naming the file.
    public convenience init?(fileNamed filename: String) {
        guard let refusal = SpriteFiles.refusal(call: "SKNode(fileNamed: \"\(filename)\")", name: filename, type: "sks")
        else { return nil }
        self.init()
        cellSnapRefusal = refusal
    }

    /// Why drawing the node is refused (a file it was read from), if it is.
    final var cellSnapRefusal: SpriteRefusal?

    /// Sets ``xScale`` and ``yScale`` to `scale`.
    open func setScale(_ scale: CGFloat) { (xScale, yScale) = (scale, scale) }

    /// The scene the node is in.
    open var scene: SKScene? {
        var node: SKNode? = self
        while let current = node {
            if let scene = current as? SKScene { return scene }
            node = current.parent
        }
        return nil
    }

    /// The node's frame in its parent's coordinates: its own content's box moved, turned and
    /// scaled (`.zero` size for a plain node, at its position).
    open var frame: CGRect {
        let content = contentRect
        guard !content.isNull else { return CGRect(origin: position, size: .zero) }
        return content.applying(localTransform)
    }

    /// The rectangle the node's own content covers in its coordinates (`.null` for none).
    var contentRect: CGRect { .null }

    /// The frame of the node and all its descendants, in the parent's coordinates.
    open func calculateAccumulatedFrame() -> CGRect {
        var box = contentRect.isNull ? CGRect.null : contentRect
        for child in children {
            let childBox = child.calculateAccumulatedFrame()
            if !childBox.isNull { box = box.union(childBox) }
        }
        return box.isNull ? CGRect(origin: position, size: .zero) : box.applying(localTransform)
    }

    /// The transform from the node's coordinates to its parent's: scale, then turn, then move.
    final var localTransform: CGAffineTransform {
        CGAffineTransform(translationX: position.x, y: position.y).rotated(by: zRotation).scaledBy(x: xScale, y: yScale)
    }

    // MARK: The node tree

    open func addChild(_ node: SKNode) { insertChild(node, at: children.count) }

    open func insertChild(_ node: SKNode, at index: Int) {
        node.removeFromParent()
        children.insert(node, at: min(max(index, 0), children.count))
        node.parent = self
    }

    open func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
    }

    open func removeAllChildren() {
        for child in children { child.parent = nil }
        children.removeAll()
    }

    open func removeChildren(in nodes: [SKNode]) {
        for node in nodes where node.parent === self { node.removeFromParent() }
    }

    open func move(toParent parent: SKNode) { parent.addChild(self) }

    /// The first child called `name`, or with `//name` the first descendant.
    open func childNode(withName name: String) -> SKNode? {
        if name.hasPrefix("//") {
            let wanted = String(name.dropFirst(2))
            return descendants().first { $0.name == wanted }
        }
        return children.first { $0.name == name }
    }

    /// Calls `block` for each child called `name` (each descendant with `//name`) until it stops.
    open func enumerateChildNodes(withName name: String, using block: (SKNode, UnsafeMutablePointer<ObjCBool>) -> Void)
    {
        let nodes =
            name.hasPrefix("//")
            ? descendants().filter { $0.name == String(name.dropFirst(2)) }
            : children.filter {
                $0.name == name
            }
        var stop = ObjCBool(false)
        for node in nodes {
            block(node, &stop)
            if stop.boolValue { return }
        }
    }

    open func inParentHierarchy(_ parent: SKNode) -> Bool {
        var node: SKNode? = self
        while let current = node {
            if current === parent { return true }
            node = current.parent
        }
        return false
    }

    final func descendants() -> [SKNode] { children.flatMap { [$0] + $0.descendants() } }

    /// `point` in `node`'s coordinates, in this node's.
    open func convert(_ point: CGPoint, from node: SKNode) -> CGPoint {
        point.applying(node.toScene).applying(toScene.inverted())
    }

    /// `point` in this node's coordinates, in `node`'s.
    open func convert(_ point: CGPoint, to node: SKNode) -> CGPoint { node.convert(point, from: self) }

    /// The transform from the node's coordinates to the root of its tree.
    final var toScene: CGAffineTransform {
        var transform = CGAffineTransform.identity
        var node: SKNode? = self
        while let current = node, !(current is SKScene) {
            transform = transform.concatenating(current.localTransform)
            node = current.parent
        }
        return transform
    }

    // MARK: Actions (kept, never run)

    /// Keeps `action`; it never runs, as time never passes in a still picture.
    open func run(_ action: SKAction) { actions.append((nil, action)) }
    /// Keeps `action`; `completion` is never called.
    open func run(_ action: SKAction, completion block: @escaping () -> Void) { actions.append((nil, action)) }
    /// Keeps `action` under `key`, replacing the action of that key.
    open func run(_ action: SKAction, withKey key: String) {
        actions.removeAll { $0.key == key }
        actions.append((key, action))
    }
    open func action(forKey key: String) -> SKAction? { actions.first { $0.key == key }?.action }
    open func hasActions() -> Bool { !actions.isEmpty }
    open func removeAction(forKey key: String) { actions.removeAll { $0.key == key } }
    open func removeAllActions() { actions.removeAll() }

    /// Draws the node's own content in its coordinates (y up), or says why it cannot.
    func drawContent(in context: CGContext) throws(SpriteRefusal) {}
}
