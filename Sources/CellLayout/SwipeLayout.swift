import CellModel
import DisplayList
import Primitives

/// A row in the swiped state: the row slides towards the leading edge and the trailing swipe
/// actions fill the space it leaves, the first action at the trailing edge, all clipped to the row.
public struct SwipedRowNode: LayoutNode {
    public var row: any LayoutNode
    public var actions: [SwipeAction]
    public var traits: Traits

    /// The narrowest an action button is (UIKit's is about 74 pt).
    public static let minimumActionWidth = 74.0

    /// Creates a swiped row.
    public init(row: any LayoutNode, actions: [SwipeAction], traits: Traits) {
        self.row = row
        self.actions = actions
        self.traits = traits
    }

    public func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
        row.sizeThatFits(proposal, context: context)
    }

    public func place(in bounds: Rect, context: LayoutContext) -> PlacedNode {
        let buttons = actions.map { button(for: $0) }
        let widths = buttons.map { max(Self.minimumActionWidth, $0.sizeThatFits(ProposedSize(width: nil, height: bounds.height), context: context).width) }
        let revealed = widths.reduce(0, +)
        var children = [row.place(in: bounds.offsetBy(dx: -revealed, dy: 0), context: context)]
        var trailing = bounds.maxX
        for (button, width) in zip(buttons, widths) {
            trailing -= width
            children.append(button.place(in: Rect(x: trailing, y: bounds.minY, width: width, height: bounds.height), context: context))
        }
        return PlacedNode(role: "swiped", frame: bounds, clipsToBounds: true, children: children)
    }

    /// An action's button: its colour, with its symbol above its title, centred, in white.
    private func button(for action: SwipeAction) -> any LayoutNode {
        let white = Color.white
        var parts: [any LayoutNode] = []
        if let symbol = action.symbol {
            parts.append(SymbolNode(symbol, pointSize: 17, weight: .semibold, color: white, role: "swipeAction.symbol"))
        }
        if let title = action.title {
            let font = TextStyleName.subheadline.font(at: traits.contentSize, weight: .semibold)
            parts.append(TextNode(title, style: TextStyle(font: font, color: white, alignment: .center, maximumLines: 1), role: "swipeAction.title"))
        }
        let content = PaddingNode(EdgeInsets(left: 15, right: 15), StackNode(.vertical, spacing: 2, alignment: .center, role: "swipeAction.content", parts))
        let fill = ShapeNode(.rect, fill: action.resolvedBackground.resolved(for: traits.style), role: "swipeAction")
        return BackgroundNode(fill, behind: FrameNode(vertical: .center, content), role: "swipeAction")
    }
}

extension ListCellLayout {
    /// `row` as `cell` shows it: swiped, with its trailing actions revealed, when its state says so.
    public static func revealingSwipeActions(of cell: ListCell, row: any LayoutNode) -> any LayoutNode {
        guard cell.state.isSwiped, let actions = cell.trailingSwipeActions?.actions, !actions.isEmpty else { return row }
        return SwipedRowNode(row: row, actions: actions, traits: cell.state.traits)
    }
}
