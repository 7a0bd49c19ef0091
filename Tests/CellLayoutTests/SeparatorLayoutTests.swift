import CellModel
import DisplayList
import Primitives
import Testing

@testable import CellLayout

/// Separators as the list's and the cells' separator configurations place them: exact frames of
/// three plain cells 393 pt wide (text at 20 pt), in both directions.
@Suite struct SeparatorLayoutTests {
    typealias Fixture = (
        list: SeparatorConfiguration, cells: [SeparatorConfiguration], direction: LayoutDirection, expected: String
    )

    static let automatic = SeparatorConfiguration()
    static let hidden = SeparatorConfiguration(bottomSeparatorVisibility: .hidden)
    static let visible = SeparatorConfiguration(bottomSeparatorVisibility: .visible)
    static let fullWidth = SeparatorConfiguration(bottomSeparatorInsets: DirectionalEdgeInsets())
    static let inset = SeparatorConfiguration(bottomSeparatorInsets: DirectionalEdgeInsets(leading: 60, trailing: 16))

    func separators(
        _ appearance: ListAppearance = .plain, list: SeparatorConfiguration, cells: [SeparatorConfiguration],
        direction: LayoutDirection
    ) -> String {
        let rows = ["Inbox", "Sent", "Trash"].enumerated().map { index, text -> ListCell in
            var content = ListContentConfiguration.cell()
            content.text = text
            return ListCell(content: .list(content), separatorConfiguration: cells[index])
        }
        let description = ListDescription(
            appearance: appearance, sections: [ListSection(cells: rows)], separatorConfiguration: list,
            traits: Traits(direction: direction))
        let context = LayoutContext(measurer: FixedWidthMeasurer(), direction: direction, scale: 3)
        let layout = LayoutEngine.layout(ListLayout.node(for: description, width: 393), width: 393, context: context)
        return layout.description.split(separator: "\n").filter { $0.contains("eparator") }.map {
            $0.trimmingCharacters(in: .whitespaces)
        }.joined(separator: "\n")
    }

    @Test(
        arguments: [
            // Automatic: from the text's leading edge to the trailing edge, under every cell but the last.
            (
                automatic, [automatic, automatic, automatic], LayoutDirection.leftToRight,
                """
                separator (20, 43.667, 373x0.333)
                separator (20, 87.667, 373x0.333)
                """
            ),
            (
                automatic, [automatic, automatic, automatic], .rightToLeft,
                """
                separator (0, 43.667, 373x0.333)
                separator (0, 87.667, 373x0.333)
                """
            ),
            // The list's insets for every cell; the second cell sets its own.
            (
                fullWidth, [automatic, inset, automatic], .leftToRight,
                """
                separator (0, 43.667, 393x0.333)
                separator (60, 87.667, 317x0.333)
                """
            ),
            (
                fullWidth, [automatic, inset, automatic], .rightToLeft,
                """
                separator (0, 43.667, 393x0.333)
                separator (16, 87.667, 317x0.333)
                """
            ),
            // Hidden under the first cell, visible under the last; the middle one follows the list's hidden.
            (
                hidden, [hidden, automatic, visible], .leftToRight,
                """
                separator (20, 131.667, 373x0.333)
                """
            ),
            (
                hidden, [hidden, automatic, visible], .rightToLeft,
                """
                separator (0, 131.667, 373x0.333)
                """
            ),
        ] as [Fixture])
    func separatorsFollowTheirConfigurations(
        list: SeparatorConfiguration, cells: [SeparatorConfiguration], direction: LayoutDirection, expected: String
    ) {
        #expect(separators(list: list, cells: cells, direction: direction) == expected)
    }

    @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func aSidebarDrawsSeparatorsOnlyWhenTheyAreMadeVisible(direction: LayoutDirection) {
        let ltr = direction == .leftToRight
        #expect(
            separators(
                .sidebar, list: Self.automatic, cells: [Self.automatic, Self.automatic, Self.automatic],
                direction: direction) == "")
        #expect(
            separators(
                .sidebar, list: Self.inset, cells: [Self.visible, Self.automatic, Self.automatic], direction: direction)
                    == """
                    separator (\(ltr ? "60" : "16"), 43.667, 317x0.333)
                    """)
    }

    /// Top separators only where they are made visible, along the cell's top edge, with their own
    /// insets; the list's visibility reaches every cell.
    @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func topSeparatorsAreDrawnWhereTheyAreVisible(direction: LayoutDirection) {
        let ltr = direction == .leftToRight
        let top = SeparatorConfiguration(topSeparatorVisibility: .visible)
        let topInset = SeparatorConfiguration(
            topSeparatorVisibility: .visible, topSeparatorInsets: DirectionalEdgeInsets(leading: 60, trailing: 16))
        #expect(
            separators(list: Self.automatic, cells: [top, Self.automatic, topInset], direction: direction) == """
                separator (\(ltr ? 20 : 0), 43.667, 373x0.333)
                topSeparator (\(ltr ? 20 : 0), 0, 373x0.333)
                separator (\(ltr ? 20 : 0), 87.667, 373x0.333)
                topSeparator (\(ltr ? 60 : 16), 88, 317x0.333)
                """)
        let hiddenBottoms = SeparatorConfiguration(bottomSeparatorVisibility: .hidden, topSeparatorVisibility: .visible)
        #expect(
            separators(
                list: hiddenBottoms, cells: [Self.automatic, Self.automatic, Self.automatic], direction: direction)
                    == """
                    topSeparator (\(ltr ? 20 : 0), 0, 373x0.333)
                    topSeparator (\(ltr ? 20 : 0), 44, 373x0.333)
                    topSeparator (\(ltr ? 20 : 0), 88, 373x0.333)
                    """)
    }
}
