import CellModel
import DisplayList
import Primitives
import Testing

@testable import CellLayout

/// Exact frames of swiped rows: which actions a swipe reveals, where, and what a full swipe shows,
/// in both directions (fixed-width measurer: subheadline semibold is 7.5 pt a character).
@Suite struct SwipeLayoutTests {
    static let actions = SwipeActionsConfiguration(actions: [
        SwipeAction(title: "Pin", backgroundColor: .semantic(.systemOrange)), SwipeAction(title: "Unread"),
    ])

    func layout(edge: SwipeEdge, full: Bool = false, performsFirst: Bool = true, direction: LayoutDirection) -> String {
        var content = ListContentConfiguration.cell()
        content.text = "Inbox"
        var state = CellState(traits: Traits(direction: direction))
        state.isSwiped = true
        var actions = Self.actions
        actions.performsFirstActionWithFullSwipe = performsFirst
        let cell = ListCell(
            content: .list(content), leadingSwipeActions: edge == .leading ? actions : nil,
            trailingSwipeActions: edge == .trailing ? actions : nil,
            swipeEdge: edge, isFullSwipe: full, state: state)
        let context = LayoutContext(measurer: FixedWidthMeasurer(), direction: direction, scale: 3)
        let node = ListCellLayout.revealingSwipeActions(
            of: cell, row: ListCellLayout.node(for: cell, width: 393, separator: false))
        return LayoutEngine.layout(node, width: 393, context: context).description
    }

    @Test(arguments: [
        // "Pin" is 22.5 + 30 pt, widened to 74 pt, at the leading edge; "Unread" 45 + 30 = 75 pt inside it; the row moves 149 pt.
        (
            SwipeEdge.leading, false, true, LayoutDirection.leftToRight,
            """
            swiped (0, 0, 393x44) clipped
              cell (149, 0, 393x44)
                background rect (149, 0, 393x44)
                text "Inbox" (169, 12, 353x20.333)
              swipeAction (0, 0, 74x44)
                swipeAction rect (0, 0, 74x44)
                swipeAction.content (25.667, 12.667, 22.667x18.667)
                  swipeAction.title "Pin" (25.667, 12.667, 22.667x19)
              swipeAction (74, 0, 75x44)
                swipeAction rect (74, 0, 75x44)
                swipeAction.content (89, 12.667, 45x18.667)
                  swipeAction.title "Unread" (89, 12.667, 45x19)
            """
        ),
        (
            .leading, false, true, .rightToLeft,
            """
            swiped (0, 0, 393x44) clipped
              cell (-149, 0, 393x44)
                background rect (-149, 0, 393x44)
                text "Inbox" (-129, 12, 353x20.333)
              swipeAction (319, 0, 74x44)
                swipeAction rect (319, 0, 74x44)
                swipeAction.content (344.667, 12.667, 22.667x18.667)
                  swipeAction.title "Pin" (344.667, 12.667, 22.667x19)
              swipeAction (244, 0, 75x44)
                swipeAction rect (244, 0, 75x44)
                swipeAction.content (259, 12.667, 45x18.667)
                  swipeAction.title "Unread" (259, 12.667, 45x19)
            """
        ),
        // A full swipe: the row has left, the first action fills it, its title on the side the row left from.
        (
            .trailing, true, true, .leftToRight,
            """
            swiped (0, 0, 393x44) clipped
              swipeAction (0, 0, 393x44)
                swipeAction rect (0, 0, 393x44)
                swipeAction.content (15, 12.667, 22.667x18.667)
                  swipeAction.title "Pin" (15, 12.667, 22.667x19)
            """
        ),
        (
            .trailing, true, true, .rightToLeft,
            """
            swiped (0, 0, 393x44) clipped
              swipeAction (0, 0, 393x44)
                swipeAction rect (0, 0, 393x44)
                swipeAction.content (355.667, 12.667, 22.333x18.667)
                  swipeAction.title "Pin" (355.667, 12.667, 22.667x19)
            """
        ),
        (
            .leading, true, true, .leftToRight,
            """
            swiped (0, 0, 393x44) clipped
              swipeAction (0, 0, 393x44)
                swipeAction rect (0, 0, 393x44)
                swipeAction.content (355.667, 12.667, 22.333x18.667)
                  swipeAction.title "Pin" (355.667, 12.667, 22.667x19)
            """
        ),
        // Actions that do not perform on a full swipe stop the swipe at the actions.
        (
            .trailing, true, false, .leftToRight,
            """
            swiped (0, 0, 393x44) clipped
              cell (-149, 0, 393x44)
                background rect (-149, 0, 393x44)
                text "Inbox" (-129, 12, 353x20.333)
              swipeAction (319, 0, 74x44)
                swipeAction rect (319, 0, 74x44)
                swipeAction.content (344.667, 12.667, 22.667x18.667)
                  swipeAction.title "Pin" (344.667, 12.667, 22.667x19)
              swipeAction (244, 0, 75x44)
                swipeAction rect (244, 0, 75x44)
                swipeAction.content (259, 12.667, 45x18.667)
                  swipeAction.title "Unread" (259, 12.667, 45x19)
            """
        ),
    ])
    func swipes(edge: SwipeEdge, full: Bool, performsFirst: Bool, direction: LayoutDirection, expected: String) {
        #expect(layout(edge: edge, full: full, performsFirst: performsFirst, direction: direction) == expected)
    }
}
