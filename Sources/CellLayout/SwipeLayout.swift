import CellModel
import DisplayList
import Primitives

/// A row in the swiped state, all clipped to the row.
///
/// Swiped from the trailing edge, the row slides towards the leading edge and the trailing swipe
/// actions fill the space it leaves; swiped from the leading edge, it slides towards the trailing
/// edge and the leading actions appear. Either way the first action is the outermost, at the
/// row's edge, as UIKit orders them. In a full swipe the row has left and, when the configuration
/// performs its first action with a full swipe, that action fills the row with its title on the
/// side the content left from; otherwise the swipe stops at the actions, as UIKit stops it.
public struct SwipedRowNode: LayoutNode {
    public var row: any LayoutNode
    public var configuration: SwipeActionsConfiguration
    /// The edge the actions are revealed at.
    public var edge: SwipeEdge
    public var isFullSwipe: Bool
    public var traits: Traits

    /// The narrowest an action button is (UIKit's is about 74 pt).
    public static let minimumActionWidth = 74.0

    /// Creates a swiped row.
    public init(
        row: any LayoutNode, configuration: SwipeActionsConfiguration, edge: SwipeEdge, isFullSwipe: Bool = false,
        traits: Traits
    ) {
        self.row = row
        self.configuration = configuration
        self.edge = edge
        self.isFullSwipe = isFullSwipe
        self.traits = traits
    }

    public func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
        row.sizeThatFits(proposal, context: context)
    }

    public func place(in bounds: Rect, context: LayoutContext) -> PlacedNode {
        let towardsContent: Alignment = edge == .trailing ? .start : .end
        if isFullSwipe, configuration.performsFirstActionWithFullSwipe, let first = configuration.actions.first {
            return PlacedNode(
                role: .swiped, frame: bounds, clipsToBounds: true,
                children: [
                    button(for: first, alignment: towardsContent).place(in: bounds, context: context)
                ])
        }
        let buttons = configuration.actions.map { button(for: $0, alignment: .center) }
        let widths = buttons.map {
            max(
                Self.minimumActionWidth,
                $0.sizeThatFits(ProposedSize(width: nil, height: bounds.height), context: context).width)
        }
        let revealed = widths.reduce(0, +)
        var children = [
            row.place(in: bounds.offsetBy(dx: edge == .trailing ? -revealed : revealed, dy: 0), context: context)
        ]
        var outer = edge == .trailing ? bounds.maxX : bounds.minX
        for (button, width) in zip(buttons, widths) {
            let x = edge == .trailing ? outer - width : outer
            children.append(
                button.place(in: Rect(x: x, y: bounds.minY, width: width, height: bounds.height), context: context))
            outer = edge == .trailing ? outer - width : outer + width
        }
        return PlacedNode(role: .swiped, frame: bounds, clipsToBounds: true, children: children)
    }

    /// An action's button: its colour, with its symbol above its title in white, placed
    /// horizontally by `alignment` inside 15 pt paddings and centred vertically.
    private func button(for action: SwipeAction, alignment: Alignment) -> any LayoutNode {
        let white = Color.white
        var parts: [any LayoutNode] = []
        if let symbol = action.symbol {
            parts.append(SymbolNode(symbol, pointSize: 17, weight: .semibold, color: white, role: .swipeActionSymbol))
        }
        if let title = action.title {
            let font = TextStyleName.subheadline.font(at: traits.contentSize, weight: .semibold)
            parts.append(
                TextNode(
                    title, style: TextStyle(font: font, color: white, alignment: .center, maximumLines: 1),
                    role: .swipeActionTitle))
        }
        let content = PaddingNode(
            EdgeInsets(left: 15, right: 15),
            StackNode(.vertical, spacing: 2, alignment: .center, role: .swipeActionContent, parts))
        let fill = ShapeNode(
            .rect, fill: action.resolvedBackground.resolved(for: traits.colorAppearance), role: .swipeAction)
        return BackgroundNode(
            fill, behind: FrameNode(horizontal: alignment, vertical: .center, content), role: .swipeAction)
    }
}

extension ListCellLayout {
    /// `row` as `cell` shows it: swiped, with the actions on its ``ListCell/swipeEdge`` revealed,
    /// when its state says so and it has actions there.
    public static func revealingSwipeActions(of cell: ListCell, row: any LayoutNode) -> any LayoutNode {
        guard cell.state.isSwiped, let configuration = cell.swipeActions(on: cell.swipeEdge) else { return row }
        return SwipedRowNode(
            row: row, configuration: configuration, edge: cell.swipeEdge, isFullSwipe: cell.isFullSwipe,
            traits: cell.state.traits)
    }
}
