import CellLayout
import CellModel
import Primitives

/// A view of the app's own as a cell accessory: the view and its subviews captured as values
/// (``ViewTree``), with the size the accessory takes.
///
/// The size, as UIKit sizes accessory views:
/// - a fixed size (`UICellAccessory.CustomViewConfiguration.maintainsFixedSize`, and
///   `UITableViewCell.accessoryView`, which keeps the frame you gave it, with `sizeToFit()` or
///   otherwise) is the view's frame size;
/// - otherwise the system "sizes the view during layout of the accessories" (Apple's words);
///   CellSnap reads that as `systemLayoutSizeFitting(frame.size)` at the fitting-size level on
///   both axes: the view's constraints and intrinsic content size (a label's text, an image,
///   a stack view's arranged views) decide its size, and where they leave a dimension free the
///   view keeps its frame's.
///
/// The view is laid out at that size by its constraints, as a content view is, leading and
/// trailing following its own direction; the row mirrors it whole for right to left. Then
/// UIKit's layout pass runs at that size (see `LayoutPass.swift`): what the view's
/// `layoutSubviews()` sets, a badge's `layer.cornerRadius = bounds.height / 2`, is drawn.
struct AccessoryViewConfiguration: CustomContentConfiguration {
    /// How the accessory's size is found.
    enum Sizing: Hashable, Sendable {
        /// Exactly this size (the view's frame).
        case fixed(Size)
        /// The view's fitting size, with its frame as the target at the fitting-size level.
        case fitting(frame: Size)
    }

    var tree: ViewTree
    var sizing: Sizing

    /// The view was configured for the cell's state before it was captured.
    func updated(for state: CellState) -> Self { self }

    func makeContentNode(traits: Traits) -> any LayoutNode {
        AccessoryViewNode(tree: tree, sizing: sizing, traits: traits)
    }
}

/// A captured accessory view as a layout node: its size is its ``AccessoryViewConfiguration/Sizing``
/// whatever it is offered; placing solves its constraints at the size it is given.
struct AccessoryViewNode: LayoutNode {
    let sizing: AccessoryViewConfiguration.Sizing
    /// Lays the tree out and draws it once its size is known.
    let view: ViewTreeNode
    let tree: ViewTree
    /// The key of the fitting size cached in the layout context.
    private let key = ArrangementKey<Size>()

    init(tree: ViewTree, sizing: AccessoryViewConfiguration.Sizing, traits: Traits) {
        self.tree = tree
        self.sizing = sizing
        self.view = ViewTreeNode(tree: tree, traits: traits)
    }

    func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
        switch sizing {
        case .fixed(let size):
            return size
        case .fitting(let frame):
            return context.arrangements.arrangement(for: key, width: frame.width) {
                AutoLayoutEngine.solve(
                    tree,
                    target: .init(width: frame.width, widthPriority: 50, height: frame.height, heightPriority: 50),
                    context: context
                ).frames[0].size
            }
        }
    }

    func place(in bounds: Rect, context: LayoutContext) -> PlacedNode {
        view.place(in: bounds, context: context)
    }
}

extension UIView {
    /// The view as CellModel's view accessory on `placement`'s side, `reservedWidth` wide at
    /// least; drawn in `tint` when one is given, else in the tint it inherits from `cell` (as a
    /// subview of the cell in UIKit would). `isHidden` when the view is hidden (a stopped
    /// activity indicator that hides when stopped among them): a hidden accessory takes no room.
    /// A frame that is not a size (negative or not finite) is an error naming `call`.
    func cellSnapAccessoryView(
        call: String, fixedSize: Bool, placement: AccessoryPlacement, reservedWidth: Double?, tint: UIColor?,
        cell: UIView, traits: Traits
    ) throws -> (kind: CellAccessory.Kind, isHidden: Bool) {
        let frame = Size(width: Double(bounds.width), height: Double(bounds.height))
        guard [frame.width, frame.height].allSatisfy({ $0.isFinite && $0 >= 0 }) else {
            throw CellSnapUIKitError(
                call: "\(call) with a \(type(of: self)) of frame size \(frame.width) x \(frame.height)",
                reason: "an accessory view's frame size is finite and not negative")
        }
        // The tint applies while the view is captured, and the view's own is restored after.
        let ownTint = cellSnapOwnTintColor
        if ownTint == nil || tint != nil { tintColor = tint ?? cell.tintColor }
        defer { tintColor = ownTint }
        var tree = try ViewTree.capturing(root: self, traits: traits)
        let sizing: AccessoryViewConfiguration.Sizing = fixedSize ? .fixed(frame) : .fitting(frame: frame)
        // The accessory's size is known now: UIKit's layout pass runs at it while the tint applies.
        if let pending = tree.pendingLayoutPass {
            tree.pendingLayoutPass = nil
            let context = try LayoutContext.forLayoutPasses(of: [tree], traits: traits)
            let size = AccessoryViewNode(tree: tree, sizing: sizing, traits: traits)
                .sizeThatFits(ProposedSize(width: nil, height: nil), context: context)
            tree.layoutPass = try pending.run(tree, size: size, context: context)
        }
        let configuration = AccessoryViewConfiguration(tree: tree, sizing: sizing)
        return (
            .view(AnyContentConfiguration(configuration), placement: placement, reservedWidth: reservedWidth),
            tree.items[0].appearance.isHidden
        )
    }
}
