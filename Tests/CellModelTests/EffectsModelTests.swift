import CellModel
import Primitives
import Testing

/// Model values whose only job is to carry an input to the render: conversions, and what
/// configurations do in the states that change how UIKit draws a cell.
@Suite struct EffectsModelTests {
    @Test(arguments: [
        (DirectionalEdgeInsets(), EdgeInsets()),
        (DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4), EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)),
    ])
    func directionalInsetsBecomeLayoutInsetsWithLeadingOnTheLeft(insets: DirectionalEdgeInsets, expected: EdgeInsets) {
        #expect(insets.edgeInsets == expected)
    }

    @Test(arguments: [
        // (cell, list, resolved)
        (SeparatorConfiguration(), SeparatorConfiguration(), SeparatorConfiguration()),
        (SeparatorConfiguration(), SeparatorConfiguration(bottomSeparatorVisibility: .hidden, bottomSeparatorInsets: DirectionalEdgeInsets(leading: 4)),
         SeparatorConfiguration(bottomSeparatorVisibility: .hidden, bottomSeparatorInsets: DirectionalEdgeInsets(leading: 4))),
        (SeparatorConfiguration(bottomSeparatorVisibility: .visible), SeparatorConfiguration(bottomSeparatorVisibility: .hidden, bottomSeparatorInsets: DirectionalEdgeInsets(leading: 4)),
         SeparatorConfiguration(bottomSeparatorVisibility: .visible, bottomSeparatorInsets: DirectionalEdgeInsets(leading: 4))),
        (SeparatorConfiguration(bottomSeparatorInsets: DirectionalEdgeInsets(trailing: 8)), SeparatorConfiguration(bottomSeparatorInsets: DirectionalEdgeInsets(leading: 4)),
         SeparatorConfiguration(bottomSeparatorInsets: DirectionalEdgeInsets(trailing: 8))),
    ])
    func aCellsSeparatorOverridesWhatItSets(cell: SeparatorConfiguration, list: SeparatorConfiguration, resolved: SeparatorConfiguration) {
        #expect(cell.overriding(list) == resolved)
    }
}
