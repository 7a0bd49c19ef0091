import CellModel
import DisplayList
import Primitives
import Testing
@testable import CellLayout

@Suite struct CustomContentTests {
    func layout(_ cell: ListCell, direction: LayoutDirection = .leftToRight) -> String {
        let context = LayoutContext(measurer: FixedWidthMeasurer(), direction: direction, scale: 3)
        let node = ListCellLayout.revealingSwipeActions(of: cell, row: ListCellLayout.node(for: cell, width: 393, separator: false))
        return LayoutEngine.layout(node, width: 393, context: context).description
    }

    @Test(arguments: [
        // (selected, disabled, text colour, text weight, symbol weight)
        (false, false, SemanticColor.label, FontWeight.regular, FontWeight.regular),
        (true, false, .systemRed, .heavy, .heavy),
        (false, true, .tertiaryLabel, .regular, .regular),
    ])
    func verticalSymbolCellReactsToState(selected: Bool, disabled: Bool, color: SemanticColor, textWeight: FontWeight, symbolWeight: FontWeight) {
        var state = CellState()
        state.isSelected = selected
        state.isDisabled = disabled
        let updated = VerticalSymbolContentConfiguration(symbol: "star", name: "Star").updated(for: state)
        #expect(updated.textColor == .semantic(color) && updated.textWeight == textWeight && updated.symbolWeight == symbolWeight)
    }

    @Test(arguments: [(false, false, SemanticColor.systemBlue), (true, false, .systemIndigo), (false, true, .systemGray3)])
    func customViewCellReactsToState(selected: Bool, disabled: Bool, background: SemanticColor) {
        var state = CellState()
        state.isSelected = selected
        state.isDisabled = disabled
        #expect(CustomViewContentConfiguration(text: "A").updated(for: state).backgroundColor == .semantic(background))
    }

    @Test func customViewHeightFollowsTheText() {
        // 40 characters of body text in 353 - 16 pt: 337 / 8.5 = 39 a line, so two 22 pt lines; 8 pt inside, 8 pt outside.
        let cell = ListCell(content: .customView(CustomViewContentConfiguration(text: String(repeating: "a", count: 40))))
        #expect(layout(cell) == """
            cell (0, 0, 393x76)
              background rect (0, 0, 393x76)
              customView (20, 8, 353x60)
                customView.background roundedRect r=8/8/8/8 (20, 8, 353x60)
                label "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa" (28, 16, 337x44)
            """)
    }

    @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func aSwipedCellRevealsItsTrailingActions(direction: LayoutDirection) {
        var content = ListContentConfiguration.cell()
        content.text = "Inbox"
        var state = CellState(traits: Traits(direction: direction))
        state.isSwiped = true
        let actions = SwipeActionsConfiguration(actions: [SwipeAction(style: .destructive, title: "Delete"), SwipeAction(title: "Archive")])
        let cell = ListCell(content: content, trailingSwipeActions: actions, state: state)
        // "Delete" is 6 x 7.5 + 2 x 15 = 75 pt at the trailing edge, "Archive" 52.5 + 30 = 82.5 pt inside
        // it; the row moves 157.5 pt. Half-pixel edges snap half up.
        let expected = direction == .leftToRight ? """
            swiped (0, 0, 393x44) clipped
              cell (-157.333, 0, 393x44)
                background rect (-157.333, 0, 393x44)
                text "Inbox" (-137.333, 11, 353x22)
              swipeAction (318, 0, 75x44)
                swipeAction rect (318, 0, 75x44)
                swipeAction.content (333, 12.667, 45x18.667)
                  swipeAction.title "Delete" (333, 12.667, 45x19)
              swipeAction (235.667, 0, 82.333x44)
                swipeAction rect (235.667, 0, 82.333x44)
                swipeAction.content (250.667, 12.667, 52.333x18.667)
                  swipeAction.title "Archive" (250.667, 12.667, 52.667x19)
            """ : """
            swiped (0, 0, 393x44) clipped
              cell (157.667, 0, 393x44)
                background rect (157.667, 0, 393x44)
                text "Inbox" (177.667, 11, 353x22)
              swipeAction (0, 0, 75x44)
                swipeAction rect (0, 0, 75x44)
                swipeAction.content (15, 12.667, 45x18.667)
                  swipeAction.title "Delete" (15, 12.667, 45x19)
              swipeAction (75, 0, 82.667x44)
                swipeAction rect (75, 0, 82.667x44)
                swipeAction.content (90, 12.667, 52.667x18.667)
                  swipeAction.title "Archive" (90, 12.667, 52.667x19)
            """
        #expect(layout(cell, direction: direction) == expected)
        state.isSwiped = false
        #expect(!layout(ListCell(content: content, trailingSwipeActions: actions, state: state), direction: direction).contains("swipe"))
    }
}
