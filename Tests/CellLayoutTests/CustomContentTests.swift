import CellModel
import DisplayList
import Foundation
import Primitives
import Testing

@testable import CellLayout

@Suite struct CustomContentTests {
    func layout(_ cell: ListCell, direction: LayoutDirection = .leftToRight) -> String {
        let context = LayoutContext(measurer: FixedWidthMeasurer(), direction: direction, scale: 3)
        let node = ListCellLayout.revealingSwipeActions(
            of: cell, row: ListCellLayout.node(for: cell, width: 393, separator: false))
        return LayoutEngine.layout(node, width: 393, context: context).description
    }

    @Test(arguments: [
        // (selected, disabled, text colour, text weight, symbol weight)
        (false, false, SemanticColor.label, FontWeight.regular, FontWeight.regular),
        (true, false, .systemRed, .heavy, .heavy),
        (false, true, .tertiaryLabel, .regular, .regular),
    ])
    func verticalSymbolCellReactsToState(
        selected: Bool, disabled: Bool, color: SemanticColor, textWeight: FontWeight, symbolWeight: FontWeight
    ) {
        var state = CellState()
        state.isSelected = selected
        state.isDisabled = disabled
        let updated = VerticalSymbolContentConfiguration(symbol: "star", name: "Star").updated(for: state)
        #expect(
            updated.textColor == .semantic(color) && updated.textWeight == textWeight
                && updated.symbolWeight == symbolWeight)
    }

    @Test(arguments: [
        (false, false, SemanticColor.systemBlue), (true, false, .systemIndigo), (false, true, .systemGray3),
    ])
    func customViewCellReactsToState(selected: Bool, disabled: Bool, background: SemanticColor) {
        var state = CellState()
        state.isSelected = selected
        state.isDisabled = disabled
        #expect(CustomViewContentConfiguration(text: "A").updated(for: state).backgroundColor == .semantic(background))
    }

    @Test func customViewHeightFollowsTheText() {
        // 40 characters of body text in 353 - 16 pt: 337 / 8.5 = 39 a line, so two 22 pt lines; 8 pt inside, 8 pt outside.
        let cell = ListCell(
            content: .customView(CustomViewContentConfiguration(text: String(repeating: "a", count: 40))))
        #expect(
            layout(cell) == """
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
        let actions = SwipeActionsConfiguration(actions: [
            SwipeAction(style: .destructive, title: "Delete"), SwipeAction(title: "Archive"),
        ])
        let cell = ListCell(content: content, trailingSwipeActions: actions, state: state)
        // "Delete" is 6 x 7.5 + 2 x 15 = 75 pt at the trailing edge, "Archive" 52.5 + 30 = 82.5 pt inside
        // it; the row moves 157.5 pt. Half-pixel edges snap half up.
        let expected =
            direction == .leftToRight
            ? """
            swiped (0, 0, 393x44) clipped
              cell (-157.333, 0, 393x44)
                background rect (-157.333, 0, 393x44)
                text "Inbox" (-137.333, 12, 353x20.333)
              swipeAction (318, 0, 75x44)
                swipeAction rect (318, 0, 75x44)
                swipeAction.content (333, 12.667, 45x18.667)
                  swipeAction.title "Delete" (333, 12.667, 45x19)
              swipeAction (235.667, 0, 82.333x44)
                swipeAction rect (235.667, 0, 82.333x44)
                swipeAction.content (250.667, 12.667, 52.333x18.667)
                  swipeAction.title "Archive" (250.667, 12.667, 52.667x19)
            """
            : """
            swiped (0, 0, 393x44) clipped
              cell (157.667, 0, 393x44)
                background rect (157.667, 0, 393x44)
                text "Inbox" (177.667, 12, 353x20.333)
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
        #expect(
            !layout(ListCell(content: content, trailingSwipeActions: actions, state: state), direction: direction)
                .contains("swipe"))
    }
}

/// A configuration of a user's own: a title with a count badge that turns grey when archived.
private struct BadgeContent: CustomContentConfiguration, Codable {
    var title: String
    var count: Int
    var isArchived = false

    func updated(for state: CellState) -> Self {
        var updated = self
        updated.isArchived = state["isArchived"] == true
        return updated
    }

    func makeContentNode(traits: Traits) -> any LayoutNode {
        let badgeColor = (isArchived ? SemanticColor.systemGray : .systemRed).resolved(for: traits.colorAppearance)
        let badge = BackgroundNode(
            ShapeNode(.capsule, fill: badgeColor, role: NodeRole("badge.background")),
            behind: PaddingNode(
                EdgeInsets(top: 2, left: 8, bottom: 2, right: 8),
                TextNode(
                    "\(count)", style: TextStyle(font: Font(size: 15), lineHeight: 20), role: NodeRole("badge.count"))),
            role: NodeRole("badge"))
        return StackNode(
            .horizontal, spacing: 8, alignment: .center, role: NodeRole("badgeRow"),
            [
                TextNode(
                    title, style: TextStyle(font: TextStyleName.body.font(at: traits.contentSize), lineHeight: 22),
                    role: NodeRole("title")), SpacerNode(), badge,
            ])
    }

    var verticalMargin: Double { 11 }
}

/// A configuration that is not Encodable.
private struct OpaqueContent: CustomContentConfiguration {
    func updated(for state: CellState) -> Self { self }
    func makeContentNode(traits: Traits) -> any LayoutNode { SpacerNode() }
}

@Suite struct UserDefinedContentTests {
    func layout(_ cell: ListCell, direction: LayoutDirection) -> String {
        let context = LayoutContext(measurer: FixedWidthMeasurer(), direction: direction, scale: 3)
        return LayoutEngine.layout(
            ListCellLayout.node(for: cell, width: 393, separator: false), width: 393, context: context
        ).description
    }

    @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func aUserConfigurationLaysOutInsideTheMarginsWithItsOwnVerticalMargin(direction: LayoutDirection) {
        let cell = ListCell(
            content: .custom(BadgeContent(title: "Inbox", count: 12)),
            state: CellState(traits: Traits(direction: direction)))
        // "12" is 2 x 7.5 = 15 pt wide + 16 pt of padding; the title 5 x 8.5 pt.
        let expected =
            direction == .leftToRight
            ? """
            cell (0, 0, 393x46)
              background rect (0, 0, 393x46)
              badgeRow (20, 11, 353x24)
                title "Inbox" (20, 12, 42.667x22)
                badge (342, 11, 31x24)
                  badge.background capsule (342, 11, 31x24)
                  badge.count "12" (350, 13, 15x20)
            """
            : """
            cell (0, 0, 393x46)
              background rect (0, 0, 393x46)
              badgeRow (20, 11, 353x24)
                title "Inbox" (330.667, 12, 42.667x22)
                badge (20, 11, 31x24)
                  badge.background capsule (20, 11, 31x24)
                  badge.count "12" (28, 13, 15x20)
            """
        #expect(layout(cell, direction: direction) == expected)
    }

    @Test func theConfigurationIsUpdatedForTheCellsCustomState() throws {
        var state = CellState()
        state["isArchived"] = true
        let cell = ListCell(content: .custom(BadgeContent(title: "Inbox", count: 3)), state: state)
        guard case .userDefined(let content) = cell.configured.content else {
            Issue.record("not user-defined")
            return
        }
        let badge = try #require(content.base as? BadgeContent)
        #expect(badge.isArchived)
        #expect(cell.configured.content != cell.content)
        #expect(
            ListCell(content: .custom(BadgeContent(title: "Inbox", count: 3))).content
                == ListCell(content: .custom(BadgeContent(title: "Inbox", count: 3))).content)
        #expect(CellContent.custom(BadgeContent(title: "Inbox", count: 3)) != .custom(OpaqueContent()))
    }

    @Test func encodingSaysWhichConfigurationCannotBeEncodedAndDecodingSaysWhy() throws {
        let encoder = JSONEncoder()
        let encoded = try String(
            decoding: encoder.encode(CellContent.custom(BadgeContent(title: "Inbox", count: 3))), as: UTF8.self)
        #expect(encoded.contains("\"title\":\"Inbox\""))
        #expect {
            try encoder.encode(CellContent.custom(OpaqueContent()))
        } throws: { error in
            "\(error)".contains("OpaqueContent is not Encodable")
        }
        #expect {
            try JSONDecoder().decode(CellContent.self, from: Data(encoded.utf8))
        } throws: { error in
            "\(error)".contains("a spec can only describe list, tag, verticalSymbol and customView content")
        }
    }
}
