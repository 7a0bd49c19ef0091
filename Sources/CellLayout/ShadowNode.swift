import DisplayList
import Primitives

/// A node that casts a shadow beneath what its child draws: the child's placed node, inside a
/// container of `role` whose ``PlacedNode/shadow`` is `shadow` (a background configuration's
/// shadow, drawn as the display list draws every shadow: the alpha of what the child draws,
/// moved, blurred with a Gaussian and tinted; see ``DropShadow``).
public struct ShadowNode: LayoutNode {
    public var role: NodeRole
    public var shadow: DropShadow
    public var child: any LayoutNode

    /// Creates a node casting `shadow` beneath `child`.
    public init(_ child: any LayoutNode, shadow: DropShadow, role: NodeRole) {
        self.child = child
        self.shadow = shadow
        self.role = role
    }

    public func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
        child.sizeThatFits(proposal, context: context)
    }

    public func place(in bounds: Rect, context: LayoutContext) -> PlacedNode {
        var node = PlacedNode(role: role, frame: bounds, children: [child.place(in: bounds, context: context)])
        node.shadow = shadow
        return node
    }
}
