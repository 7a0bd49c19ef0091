import CellLayout
import CellModel

extension UIView {
    /// The view and its subviews as a CellLayout node drawn as CellSnapUIKit draws them: sized
    /// by `systemLayoutSizeFitting` at the width offered, placed by their constraints and frames.
    /// For the SwiftUI module's `UIViewRepresentable` (not UIKit API).
    package func cellSnapLayoutNode(traits: Traits) throws -> any LayoutNode {
        ViewTreeNode(tree: try ViewTree.capturing(root: self, traits: traits), traits: traits)
    }
}
