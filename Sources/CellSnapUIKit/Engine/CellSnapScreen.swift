import CellLayout
import CellModel
import Primitives

/// A view hierarchy as it is laid out on screen, captured to be drawn (Linux-only, no UIKit API):
/// every view where its frame puts it, each scroll view's content at its offset and clipped to it
/// (a collection view's cells as its layout places them), at the root's size. The harness draws it
/// (`Snapshotting.screen`); ``node`` is its layout node.
///
/// ```swift
/// let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
/// window.rootViewController = UIViewController()
/// window.makeKeyAndVisible()
/// let screen = try window.cellSnapScreen()
/// ```
public struct CellSnapScreen: Sendable {
    /// The root view's size.
    public let size: Size
    /// The traits the views were laid out and captured with.
    public let traits: Traits
    let tree: ViewTree

    /// The screen as a layout node: the views at their captured frames, at ``size``.
    public var node: any LayoutNode { ScreenNode(size: size, views: ViewTreeNode(tree: tree, traits: traits)) }
}

/// A captured screen as a layout node: always its own size, its views placed in it.
private struct ScreenNode: LayoutNode {
    let size: Size
    let views: ViewTreeNode

    func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size { size }

    func place(in bounds: Rect, context: LayoutContext) -> PlacedNode { views.place(in: bounds, context: context) }
}

extension UIView {
    /// The view and its subviews as they are laid out now, after a layout pass at the view's size
    /// with `traits` over the view's own (Linux-only, no UIKit API): what the window shows of them.
    /// Throws a ``CellSnapUIKitError`` for what cannot be drawn.
    public func cellSnapScreen(traits overrides: UITraitCollection = UITraitCollection()) throws -> CellSnapScreen {
        let ownTraitsBefore = ownTraits
        ownTraits = ownTraits.overridden(by: overrides)
        defer { ownTraits = ownTraitsBefore }
        if let error = cellSnapLayoutNow() { throw error }
        let traits = traitCollection.cellSnapTraits
        let size = Size(width: Double(bounds.width), height: Double(bounds.height))
        var tree = try ViewTree(root: self, traits: traits)
        if let refusal = tree.layerRefusal { throw refusal }
        tree.layoutPass = ViewTree.LayoutPass(
            size: size, items: tree.items,
            frames: try ViewTree.frames(of: self, width: size.width, mirrored: traits.direction == .rightToLeft))
        return CellSnapScreen(size: size, traits: traits, tree: tree)
    }
}
