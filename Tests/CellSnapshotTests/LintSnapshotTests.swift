import CellModel
import CellSnapTesting
import Primitives
import Testing

/// The `.lint` strategy: a render's design-lint findings as a text reference.
/// References: `Snapshots/LintSnapshotTests/`.
@Suite struct LintSnapshotTests {
    /// A value cell whose value is cut short at AX5, selected (the system's grey on the selection
    /// grey, judged here with every rule on), with an info button, in both directions.
    @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func valueCellAtAX5(direction: LayoutDirection) {
        var content = ListContentConfiguration.valueCell()
        content.text = "Network"
        content.secondaryText = "CellSnap office guest network"
        content.secondaryTextProperties.numberOfLines = 1
        content.image = .symbol("wifi")
        var state = CellState(traits: Traits(contentSize: .accessibilityExtraExtraExtraLarge, direction: direction))
        state.isSelected = true
        let cell = ListCell(content: .list(content), accessories: [CellAccessory(.detail)], state: state)
        assertSnapshot(of: cell, as: .lint(disabling: []), named: state.variantName, lint: .off)
    }

    /// The same cell at the Large size with the contrast rule off: nothing to report.
    @Test func valueCellWithoutFindings() {
        var content = ListContentConfiguration.valueCell()
        content.text = "Network"
        content.secondaryText = "Office"
        let cell = ListCell(content: .list(content), accessories: [CellAccessory(.disclosureIndicator)])
        assertSnapshot(
            of: cell, as: .lint(disabling: [.contrast, .systemColorContrast]), lint: .fail.disabling(.contrast))
    }

    /// System orange text on white fails WCAG at normal contrast (2.2:1); Increase Contrast's
    /// orange, rgb(201,52,0), passes: the lint judges the colours as drawn.
    @Test(arguments: ColorContrast.allCases)
    func orangeTextPassesOnlyAtHighContrast(contrast: ColorContrast) {
        var content = ListContentConfiguration.cell()
        content.text = "Low battery"
        content.textProperties.color = .semantic(.systemOrange)
        let cell = ListCell(content: .list(content), state: CellState(traits: Traits(contrast: contrast)))
        assertSnapshot(of: cell, as: .lint(), named: cell.state.variantName, lint: .off)
    }

    /// An inset grouped list with a header, a swiped row and a footer: its grey header and value
    /// and the swipe actions' white titles are the system's own colours on the system's own
    /// backgrounds, which the default lint leaves alone.
    @Test func settingsList() {
        var wifi = ListContentConfiguration.valueCell()
        wifi.text = "Wi-Fi"
        wifi.secondaryText = "Home"
        var archive = ListContentConfiguration.cell()
        archive.text = "Archive"
        var swiped = ListCell(content: .list(archive), state: CellState([.swiped]))
        swiped.trailingSwipeActions = SwipeActionsConfiguration(actions: [
            SwipeAction(style: .destructive, title: "Delete"),
            SwipeAction(title: "Flag", backgroundColor: .semantic(.systemOrange)),
        ])
        var header = ListContentConfiguration.groupedHeader()
        header.text = "Connectivity"
        let list = ListDescription(
            appearance: .insetGrouped,
            sections: [
                ListSection(
                    header: header,
                    cells: [ListCell(content: .list(wifi), accessories: [CellAccessory(.disclosureIndicator)]), swiped])
            ])
        assertSnapshot(of: list, as: .lint(), lint: .off)
    }
}
