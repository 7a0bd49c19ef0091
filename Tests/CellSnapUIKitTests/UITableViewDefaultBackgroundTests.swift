// `defaultBackgroundConfiguration()` of table view cells and header footer views: the table's look.
import Testing
import UIKit

@MainActor struct UITableViewDefaultBackgroundTests {
    /// A cell's default background is its table's style's cell background for its state; a header's
    /// is the style's header background.
    @Test func defaultBackgroundFollowsTheTable() throws {
        let cases: [(UITableView.Style, cell: UIBackgroundConfiguration, header: UIBackgroundConfiguration)] = [
            (.plain, .listPlainCell(), .listPlainHeaderFooter()),
            (.grouped, .listGroupedCell(), .listGroupedHeaderFooter()),
            (.insetGrouped, .listGroupedCell(), .listGroupedHeaderFooter()),
        ]
        for (style, expectedCell, expectedHeader) in cases {
            let window = shownTable(style, dataSource: FruitSource())
            let shown = window.table
            shown.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
            shown.layoutIfNeeded()
            let plain = try #require(shown.cellForRow(at: IndexPath(row: 0, section: 0)))
            let selected = try #require(shown.cellForRow(at: IndexPath(row: 1, section: 0)))
            #expect(plain.defaultBackgroundConfiguration() == expectedCell, "\(style)")
            #expect(selected.configurationState.isSelected, "\(style)")
            #expect(
                selected.defaultBackgroundConfiguration() == expectedCell.updated(for: selected.configurationState),
                "\(style)")
            #expect(selected.defaultBackgroundConfiguration() != plain.defaultBackgroundConfiguration(), "\(style)")
            let header = try #require(shown.headerView(forSection: 0))
            #expect(header.defaultBackgroundConfiguration() == expectedHeader, "\(style)")
        }
    }

    /// Outside a table both defaults are the plain list's.
    @Test func outsideATableTheDefaultsArePlain() {
        #expect(UITableViewCell().defaultBackgroundConfiguration() == .listPlainCell())
        #expect(
            UITableViewHeaderFooterView(reuseIdentifier: nil).defaultBackgroundConfiguration()
                == .listPlainHeaderFooter())
    }
}
