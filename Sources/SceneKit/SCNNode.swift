import Foundation

/// A node of a scene graph, as SceneKit's `SCNNode`: its geometry, light, camera and particle
/// systems, its place (``position``, a rotation seen as ``rotation``, ``eulerAngles`` or
/// ``orientation``, and ``scale``, all one ``transform``), and its child nodes.
///
/// Actions run on a node are kept (``hasActions``, ``action(forKey:)``) and never advance, since
/// time never passes in a still picture: the node keeps the place it has, and a completion handler
/// is never called.
///
/// No visible effect: ``pivot``, ``castsShadow``, ``categoryBitMask`` and ``renderingOrder`` are
/// kept; they matter only to a 3D rendering, which CellSnap does not make.
///
/// ```swift
/// let box = SCNNode(geometry: SCNBox(width: 1, height: 1, length: 1, chamferRadius: 0))
/// box.position = SCNVector3(x: 0, y: 0.5, z: 0)
/// box.eulerAngles.y = .pi / 4
/// ```
open class SCNNode: NSObject {
    open var name: String?
    open var geometry: SCNGeometry?
    open var light: SCNLight?
    open var camera: SCNCamera?
    open var position = SCNVector3Zero
    open var scale = SCNVector3(1, 1, 1)
    /// The rotation as a unit quaternion; ``rotation`` and ``eulerAngles`` are views of it.
    open var orientation = SceneMath.identity
    open var pivot = SCNMatrix4Identity
    open var opacity: CGFloat = 1
    open var isHidden = false
    open var castsShadow = true
    open var categoryBitMask = 1
    open var renderingOrder = 0
    open private(set) var childNodes: [SCNNode] = []
    open private(set) weak var parent: SCNNode?
    open private(set) var particleSystems: [SCNParticleSystem]?
    private var actions: [(key: String?, action: SCNAction)] = []

    public required override init() { super.init() }

    public convenience init(geometry: SCNGeometry?) {
        self.init()
        self.geometry = geometry
    }

    /// The rotation as an axis and an angle in radians (`w`); (0, 0, 0, 0) for none.
    open var rotation: SCNVector4 {
        get { SceneMath.axisAngle(orientation) }
        set { orientation = SceneMath.quaternion(axisAngle: newValue) }
    }

    /// The rotation as pitch (x), yaw (y) and roll (z) in radians, roll applied first.
    open var eulerAngles: SCNVector3 {
        get { SceneMath.euler(orientation) }
        set { orientation = SceneMath.quaternion(euler: newValue) }
    }

    /// The node's place relative to its parent: scale, then rotation, then translation (row vectors).
    open var transform: SCNMatrix4 {
        get { SceneMath.transform(position: position, orientation: orientation, scale: scale) }
        set { (position, orientation, scale) = SceneMath.decompose(newValue) }
    }

    /// The position in the scene's coordinates: the transforms of the node's ancestors applied.
    open var worldPosition: SCNVector3 {
        var point = position
        var ancestor = parent
        while let node = ancestor {
            let m = node.transform
            point = SCNVector3(
                point.x * m.m11 + point.y * m.m21 + point.z * m.m31 + m.m41,
                point.x * m.m12 + point.y * m.m22 + point.z * m.m32 + m.m42,
                point.x * m.m13 + point.y * m.m23 + point.z * m.m33 + m.m43)
            ancestor = node.parent
        }
        return point
    }

    // MARK: The node tree

    open func addChildNode(_ child: SCNNode) { insertChildNode(child, at: childNodes.count) }

    /// Inserts `child` at `index`, taking it from its former parent.
    open func insertChildNode(_ child: SCNNode, at index: Int) {
        precondition(child !== self, "SCNNode.insertChildNode(_:at:): a node cannot be its own child")
        child.removeFromParentNode()
        childNodes.insert(child, at: min(max(index, 0), childNodes.count))
        child.parent = self
    }

    open func removeFromParentNode() {
        parent?.childNodes.removeAll { $0 === self }
        parent = nil
    }

    open func replaceChildNode(_ oldChild: SCNNode, with newChild: SCNNode) {
        guard let index = childNodes.firstIndex(where: { $0 === oldChild }) else { return }
        oldChild.removeFromParentNode()
        insertChildNode(newChild, at: index)
    }

    /// The first node named `name` among the children (depth first through their subtrees when
    /// `recursively`).
    open func childNode(withName name: String, recursively: Bool) -> SCNNode? {
        for child in childNodes {
            if child.name == name { return child }
            if recursively, let found = child.childNode(withName: name, recursively: true) { return found }
        }
        return nil
    }

    /// The nodes of the subtree below this one (depth first) for which `predicate` is true.
    open func childNodes(passingTest predicate: (SCNNode, UnsafeMutablePointer<ObjCBool>) -> Bool) -> [SCNNode] {
        var found: [SCNNode] = []
        var stop = ObjCBool(false)
        func visit(_ node: SCNNode) {
            for child in node.childNodes where !stop.boolValue {
                if predicate(child, &stop) { found.append(child) }
                visit(child)
            }
        }
        visit(self)
        return found
    }

    /// Calls `block` with each node of the subtree below this one, depth first, until it stops.
    open func enumerateChildNodes(_ block: (SCNNode, UnsafeMutablePointer<ObjCBool>) -> Void) {
        _ = childNodes { node, stop in
            block(node, stop)
            return false
        }
    }

    /// Calls `block` with this node, then each of its subtree, depth first, until it stops.
    open func enumerateHierarchy(_ block: (SCNNode, UnsafeMutablePointer<ObjCBool>) -> Void) {
        var stop = ObjCBool(false)
        block(self, &stop)
        guard !stop.boolValue else { return }
        enumerateChildNodes(block)
    }

    /// A copy of the node and its subtree sharing their geometries, lights and cameras, as SceneKit's.
    open func clone() -> Self {
        let copy = Self()
        copy.copyAttributes(of: self)
        for child in childNodes { copy.addChildNode(child.clone()) }
        return copy
    }

    private func copyAttributes(of node: SCNNode) {
        (name, geometry, light, camera) = (node.name, node.geometry, node.light, node.camera)
        (position, orientation, scale, pivot) = (node.position, node.orientation, node.scale, node.pivot)
        (opacity, isHidden, castsShadow) = (node.opacity, node.isHidden, node.castsShadow)
        (categoryBitMask, renderingOrder, particleSystems) = (
            node.categoryBitMask, node.renderingOrder, node.particleSystems
        )
    }

    // MARK: Particle systems

    open func addParticleSystem(_ system: SCNParticleSystem) {
        particleSystems = (particleSystems ?? []) + [system]
    }

    open func removeParticleSystem(_ system: SCNParticleSystem) {
        particleSystems?.removeAll { $0 === system }
        if particleSystems?.isEmpty == true { particleSystems = nil }
    }

    open func removeAllParticleSystems() { particleSystems = nil }

    // MARK: Actions

    /// Whether actions are running on the node (kept: they never advance).
    open var hasActions: Bool { !actions.isEmpty }
    open var actionKeys: [String] { actions.compactMap(\.key) }

    open func runAction(_ action: SCNAction) { actions.append((nil, action)) }

    open func runAction(_ action: SCNAction, completionHandler block: (() -> Void)? = nil) { runAction(action) }

    /// Runs `action` under `key`, replacing an action of that key.
    open func runAction(_ action: SCNAction, forKey key: String?) {
        if let key { removeAction(forKey: key) }
        actions.append((key, action))
    }

    open func runAction(_ action: SCNAction, forKey key: String?, completionHandler block: (() -> Void)? = nil) {
        runAction(action, forKey: key)
    }

    open func action(forKey key: String) -> SCNAction? { actions.first { $0.key == key }?.action }
    open func removeAction(forKey key: String) { actions.removeAll { $0.key == key } }
    open func removeAllActions() { actions.removeAll() }

    // MARK: What a rendering would draw

    /// Whether the node or one of its subtree shows something 3D: a geometry or a particle system
    /// on a node that is not hidden (through its ancestors) nor transparent.
    final var showsThreeDimensionalContent: Bool {
        guard !isHidden, opacity > 0 else { return false }
        if geometry != nil || particleSystems?.isEmpty == false { return true }
        return childNodes.contains { $0.showsThreeDimensionalContent }
    }
}
