import CellModel
import Primitives
import Testing

/// Model values whose only job is to carry an input to the render: conversions, and what
/// configurations do in the states that change how UIKit draws a cell.
@Suite struct EffectsModelTests {
    @Test(arguments: [
        (DirectionalEdgeInsets(), EdgeInsets()),
        (
            DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4),
            EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        ),
    ])
    func directionalInsetsBecomeLayoutInsetsWithLeadingOnTheLeft(insets: DirectionalEdgeInsets, expected: EdgeInsets) {
        #expect(insets.edgeInsets == expected)
    }

    @Test(arguments: [
        // (cell, list, resolved)
        (SeparatorConfiguration(), SeparatorConfiguration(), SeparatorConfiguration()),
        (
            SeparatorConfiguration(),
            SeparatorConfiguration(
                bottomSeparatorVisibility: .hidden, bottomSeparatorInsets: DirectionalEdgeInsets(leading: 4)),
            SeparatorConfiguration(
                bottomSeparatorVisibility: .hidden, bottomSeparatorInsets: DirectionalEdgeInsets(leading: 4))
        ),
        (
            SeparatorConfiguration(bottomSeparatorVisibility: .visible),
            SeparatorConfiguration(
                bottomSeparatorVisibility: .hidden, bottomSeparatorInsets: DirectionalEdgeInsets(leading: 4)),
            SeparatorConfiguration(
                bottomSeparatorVisibility: .visible, bottomSeparatorInsets: DirectionalEdgeInsets(leading: 4))
        ),
        (
            SeparatorConfiguration(bottomSeparatorInsets: DirectionalEdgeInsets(trailing: 8)),
            SeparatorConfiguration(bottomSeparatorInsets: DirectionalEdgeInsets(leading: 4)),
            SeparatorConfiguration(bottomSeparatorInsets: DirectionalEdgeInsets(trailing: 8))
        ),
    ])
    func aCellsSeparatorOverridesWhatItSets(
        cell: SeparatorConfiguration, list: SeparatorConfiguration, resolved: SeparatorConfiguration
    ) {
        #expect(cell.overriding(list) == resolved)
    }

    static func state(_ change: (inout CellState) -> Void) -> CellState {
        var state = CellState()
        change(&state)
        return state
    }

    @Test(arguments: [
        // (state, colour, corner radius, stroke colour and width, shadow) of a grouped list cell
        (
            state { _ in }, SemanticColor.secondarySystemGroupedBackground, 0.0, nil as SemanticColor?, 0.0,
            ShadowProperties()
        ),
        (state { $0.dropState = .notTargeted }, .secondarySystemGroupedBackground, 0, nil, 0, ShadowProperties()),
        (state { $0.dropState = .targeted }, .systemGray4, 0, nil, 0, ShadowProperties()),
        (
            state {
                $0.dropState = .targeted
                $0.isDisabled = true
            }, .secondarySystemGroupedBackground, 0, nil, 0, ShadowProperties()
        ),
        (state { $0.dragState = .lifting }, .secondarySystemGroupedBackground, 10, nil, 0, .lifted),
        (state { $0.dragState = .dragging }, .secondarySystemGroupedBackground, 10, nil, 0, .lifted),
        (state { $0.isReordering = true }, .secondarySystemGroupedBackground, 10, nil, 0, .lifted),
        (state { $0.isFocused = true }, .secondarySystemGroupedBackground, 0, .tint, 3, ShadowProperties()),
    ])
    func groupedCellBackgroundInState(
        state: CellState, color: SemanticColor, radius: Double, stroke: SemanticColor?, strokeWidth: Double,
        shadow: ShadowProperties
    ) {
        let updated = BackgroundConfiguration.listGroupedCell().updated(for: state)
        #expect(updated.backgroundColor == .semantic(color))
        #expect(updated.cornerRadius == radius)
        #expect(updated.strokeColor == stroke.map(DynamicColor.semantic))
        #expect(updated.strokeWidth == strokeWidth)
        #expect(updated.shadowProperties == shadow)
    }

    @Test func aLiftedSidebarRowIsAnOpaquePlatterAndATargetedOneTakesTheTint() {
        var lifted = CellState()
        lifted.dragState = .lifting
        #expect(
            BackgroundConfiguration.listSidebarCell().updated(for: lifted).backgroundColor
                == .semantic(.secondarySystemGroupedBackground))
        var targeted = CellState()
        targeted.dropState = .targeted
        #expect(BackgroundConfiguration.listSidebarCell().updated(for: targeted).backgroundColor == .semantic(.tint))
    }

    @Test(arguments: [
        (CellDropState.none, DynamicColor.semantic(.label)), (.notTargeted, .semantic(.label)),
        (.targeted, .fixed(.white)),
    ])
    func aDropTargetedSidebarRowTurnsWhiteLikeASelectedOne(drop: CellDropState, textColor: DynamicColor) {
        var state = CellState()
        state.dropState = drop
        #expect(ListContentConfiguration.sidebarCell().updated(for: state).textProperties.color == textColor)
    }
}
