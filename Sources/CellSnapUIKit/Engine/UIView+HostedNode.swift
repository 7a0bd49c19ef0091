import CellLayout
import CellModel
import Primitives

extension UIView {
    /// The view and its subviews as a CellLayout node drawn as CellSnapUIKit draws them: sized
    /// by `systemLayoutSizeFitting` at the width offered, placed by their constraints and frames,
    /// the view's layout (its `layoutSubviews()`, a view controller's placing of its children and
    /// bars) run again at the size SwiftUI gives it, as UIKit lays a representable's view out at
    /// the frame SwiftUI gives it (a text field places its text there, a navigation controller
    /// its bar). For the SwiftUI module's `UIViewRepresentable` (not UIKit API).
    package func cellSnapLayoutNode(traits: Traits) throws -> any LayoutNode {
        let tree = try ViewTree.capturing(root: self, traits: traits, alwaysRunsPass: true)
        return PassAtPlacementNode(node: ViewTreeNode(tree: tree, traits: traits))
    }
}

/// A view tree whose layout pass runs at the size it is placed at, when it is placed (a cell's
/// trees run theirs in their cell's conversion; a hosted view's tree has no conversion of its
/// own). Off the main actor, or when the pass fails, the tree is placed as it was captured.
private struct PassAtPlacementNode: LayoutNode {
    let node: ViewTreeNode

    func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
        node.sizeThatFits(proposal, context: context)
    }

    func place(in bounds: Rect, context: LayoutContext) -> PlacedNode {
        guard let pending = node.tree.pendingLayoutPass, CellSnapMainActor.isCurrent else {
            return node.place(in: bounds, context: context)
        }
        // The context and the laid-out node cross into and out of the main actor's closure, which
        // runs at once on this thread (the caller is on the main actor).
        nonisolated(unsafe) let passContext = context
        nonisolated(unsafe) var laidOut: ViewTreeNode?
        MainActor.assumeIsolated {
            var tree = node.tree
            tree.pendingLayoutPass = nil
            guard let pass = try? pending.run(tree, size: bounds.size, context: passContext) else { return }
            tree.layoutPass = pass
            laidOut = ViewTreeNode(tree: tree, traits: node.traits)
        }
        return (laidOut ?? node).place(in: bounds, context: context)
    }
}
