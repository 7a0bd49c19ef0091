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
        // The shadow: the platter's own, blurred by 8 pt (a Gaussian of that standard deviation)
        // and 2 pt lower, in black at 0.2, physical in either direction (the row's other lines
        // are the wrapping nodes, the text and no separator).
        let layout = layout(.lifting, direction: direction)
        let lines = layout.description.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(
            lines == [
                "cell (0, 0, 393x44)",
                "background.shadow (0, 0, 393x44) shadow=#00000033 blur=8 offset=0,2",
                "background roundedRect r=10/10/10/10 continuous (10, 0, 373x44)",
                "text \"Inbox\" (20, 12, 353x20.333)",
            ])
        let shadow = layout.root.first(role: .backgroundShadow)?.shadow
        #expect(
            shadow
                == DropShadow(
                    offset: Size(width: 0, height: 2), blur: 8, color: Color(red: 0, green: 0, blue: 0, alpha: 0.2)))
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
