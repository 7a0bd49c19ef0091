import Foundation

/// A scene's picture at the moment it is presented (see `SKView`'s notes): the visible nodes with
/// their transforms to scene coordinates and alphas, in SpriteKit's drawing order.
struct SceneDrawing {
    struct Placed {
        let node: SKNode
        let toScene: CGAffineTransform
        let alpha: CGFloat
        let z: CGFloat
        let order: Int
    }

    let scene: SKScene
    let sceneToView: CGAffineTransform

    /// The visible nodes, parents before children, then ordered by global z (stable).
    func placedNodes() throws(SpriteRefusal) -> [Placed] {
        var placed: [Placed] = []
        func visit(_ node: SKNode, _ transform: CGAffineTransform, _ alpha: CGFloat, _ z: CGFloat) throws(SpriteRefusal)
        {
            guard !node.isHidden else { return }
            try refusal(of: node)
            placed.append(Placed(node: node, toScene: transform, alpha: alpha, z: z, order: placed.count))
            for child in node.children {
                try visit(
                    child, child.localTransform.concatenating(transform), alpha * child.alpha, z + child.zPosition)
            }
        }
        if scene.camera != nil {
            throw SpriteRefusal(
                call: "SKScene.camera", reason: "CellSnap shows a scene as its view fits it, not through a camera node")
        }
        try visit(scene, .identity, scene.alpha, scene.zPosition)
        return placed.sorted { ($0.z, $0.order) < ($1.z, $1.order) }
    }

    /// Throws when `node` cannot be drawn as the first frame would show it.
    func refusal(of node: SKNode) throws(SpriteRefusal) {
        if let refusal = node.cellSnapRefusal { throw refusal }
        if let body = node.physicsBody, body.isDynamic, body.affectedByGravity, !body.pinned,
            scene.physicsWorld.gravity != .zero, scene.physicsWorld.speed > 0
        {
            let named = node.name.map { " (\"\($0)\")" } ?? ""
            throw SpriteRefusal(
                call: "SKNode.physicsBody",
                reason:
                    "a dynamic body\(named) that gravity moves from the first frame; CellSnap runs no physics "
                    + "(set isDynamic or affectedByGravity to false, or the world's gravity to zero)")
        }
    }

    func draw(in context: CGContext) throws(SpriteRefusal) {
        let nodes = try placedNodes()
        context.saveGState()
        context.concatenate(sceneToView)
        context.setFillColor(scene.backgroundColor.cgColor)
        context.fill(scene.contentRect)
        context.restoreGState()
        for placed in nodes where placed.node !== scene && placed.alpha > 0 {
            context.saveGState()
            context.concatenate(sceneToView)
            context.concatenate(placed.toScene)
            context.setAlpha(min(max(placed.alpha, 0), 1))
            defer { context.restoreGState() }
            try placed.node.drawContent(in: context)
        }
    }
}
