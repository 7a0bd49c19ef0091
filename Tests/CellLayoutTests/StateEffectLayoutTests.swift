import CellModel
import DisplayList
import Primitives
import Testing

@testable import CellLayout

/// What the focused, lifted and drop-target states draw: a sidebar row (its background inset
/// 10 pt from each side, clear until something fills it), 393 pt wide, in both directions.
@Suite struct StateEffectLayoutTests {
    enum Effect: String, Sendable, CaseIterable {
        case none, focused, lifting, targeted, notTargeted

        func apply(to state: inout CellState) {
            switch self {
            case .none: break
            case .focused: state.isFocused = true
            case .lifting: state.dragState = .lifting
            case .targeted: state.dropState = .targeted
            case .notTargeted: state.dropState = .notTargeted
            }
        }
    }

    func layout(_ effect: Effect, direction: LayoutDirection) -> LayoutResult {
        var content = ListContentConfiguration.sidebarCell()
        content.text = "Inbox"
        var state = CellState(traits: Traits(direction: direction))
        effect.apply(to: &state)
        let cell = ListCell(content: .list(content), background: .listSidebarCell(), state: state)
        let context = LayoutContext(measurer: FixedWidthMeasurer(), direction: direction, scale: 3)
        return LayoutEngine.layout(ListCellLayout.node(for: cell, width: 393), width: 393, context: context)
    }

    @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func aLiftedRowIsAPlatterWithAShadowAndNoSeparator(direction: LayoutDirection) {
        // The shadow: eight rounded rects, 1 to 8 pt larger than the platter and 2 pt lower (the
        // row's other lines are the wrapping nodes, the text and no separator).
        let lines = layout(.lifting, direction: direction).description.split(separator: "\n").map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        #expect(
            lines.filter { !$0.hasPrefix("background.shadow") } == [
                "cell (0, 0, 393x44)",
                "shadow roundedRect r=18/18/18/18 continuous (2, -6, 389x60)",
                "shadow roundedRect r=17/17/17/17 continuous (3, -5, 387x58)",
                "shadow roundedRect r=16/16/16/16 continuous (4, -4, 385x56)",
                "shadow roundedRect r=15/15/15/15 continuous (5, -3, 383x54)",
                "shadow roundedRect r=14/14/14/14 continuous (6, -2, 381x52)",
                "shadow roundedRect r=13/13/13/13 continuous (7, -1, 379x50)",
                "shadow roundedRect r=12/12/12/12 continuous (8, 0, 377x48)",
                "shadow roundedRect r=11/11/11/11 continuous (9, 1, 375x46)",
                "background roundedRect r=10/10/10/10 continuous (10, 0, 373x44)",
                "text \"Inbox\" (20, 12, 353x20.333)",
            ])
    }

    @Test(arguments: [
        // Clear until focused: then only the halo is drawn; a targeted drop takes the tint; a
        // cell that is not targeted looks as it does normally.
        (
            Effect.focused, LayoutDirection.leftToRight,
            """
            shape roundedRect(10, 0, 373x44) r=10 continuous stroke #007AFF 3 inside
            """
        ),
        (
            .focused, .rightToLeft,
            """
            shape roundedRect(10, 0, 373x44) r=10 continuous stroke #007AFF 3 inside
            """
        ),
        (
            .targeted, .leftToRight,
            """
            shape roundedRect(10, 0, 373x44) r=10 continuous fill #007AFF
            """
        ),
        (
            .targeted, .rightToLeft,
            """
            shape roundedRect(10, 0, 373x44) r=10 continuous fill #007AFF
            """
        ),
        (.notTargeted, .leftToRight, ""),
        (.none, .leftToRight, ""),
    ])
    func focusAndDropTargetsDrawTheBackground(effect: Effect, direction: LayoutDirection, expected: String) {
        let items = layout(effect, direction: direction).displayList().description.split(separator: "\n")
        #expect(items.first { $0.contains("roundedRect") }.map(String.init) ?? "" == expected)
    }
}
