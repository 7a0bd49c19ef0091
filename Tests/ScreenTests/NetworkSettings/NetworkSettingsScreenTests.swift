// The Wi-Fi settings screen: a search bar over an inset grouped table of switches and networks.
// References: Snapshots/NetworkSettingsScreenTests/.
import CellSnapUIKitTesting
import ScreenSupport
import Testing
import UIKit

@MainActor @Suite struct NetworkSettingsScreenTests {
    /// The search field's placeholder is UIKit's own placeholder colour, which WCAG's text
    /// contrast does not apply to: the contrast rule is off.
    static let lint = LintPolicy.warn.disabling(.contrast)

    @Test(arguments: ScreenVariant.all) func screen(_ variant: ScreenVariant) {
        assertSnapshot(
            of: NetworkSettingsViewController(), as: .screen(size: variant.size, traits: variant.traits),
            named: variant.name, lint: Self.lint)
    }

    /// The search bar spans the top of the safe area (no bars here: the top of the view), as tall
    /// as UIKit's search bar (56 pt); the table fills the rest. In the table, an inset grouped
    /// table without titles: the first section 35 pt down, its two switch rows 44 pt each, 35 pt
    /// between the sections, then the 16 networks, 44 pt each, inset by the layout margin. The
    /// 15th network starts above the table's bottom edge (788 pt) and has a cell; the 16th starts
    /// below it and has none. 35 pt below the last row.
    @Test(arguments: [CGFloat(390), 320], bothDirections)
    func frames(width: CGFloat, direction: UITraitEnvironmentLayoutDirection) throws {
        let inset: CGFloat = width > 375 ? 20 : 16
        let controller = NetworkSettingsViewController()
        showInWindow(
            controller, size: CGSize(width: width, height: 844), traits: UITraitCollection(layoutDirection: direction))
        let tableView = controller.tableView
        #expect(controller.searchBar.frame == CGRect(x: 0, y: 0, width: width, height: 56))
        #expect(tableView.frame == CGRect(x: 0, y: 56, width: width, height: 788))
        #expect(tableView.style == .insetGrouped)
        #expect(tableView.numberOfSections == 3 && tableView.numberOfRows(inSection: 1) == 16)
        let rows: [(IndexPath, CGFloat)] = [
            (IndexPath(row: 0, section: 0), 35), (IndexPath(row: 1, section: 0), 79),
            (IndexPath(row: 0, section: 1), 158), (IndexPath(row: 14, section: 1), 774),
            (IndexPath(row: 15, section: 1), 818),
        ]
        for (indexPath, y) in rows {
            let frame = CGRect(x: inset, y: y, width: width - 2 * inset, height: 44)
            #expect(tableView.rectForRow(at: indexPath) == frame, "row \(indexPath)")
            #expect(tableView.indexPathForRow(at: CGPoint(x: frame.midX, y: frame.midY)) == indexPath)
        }
        #expect(tableView.cellForRow(at: IndexPath(row: 14, section: 1)) != nil)
        #expect(tableView.cellForRow(at: IndexPath(row: 15, section: 1)) == nil)
        #expect(tableView.indexPathsForVisibleRows?.count == 17)
        #expect(tableView.rectForHeader(inSection: 1) == .zero)
        // The hidden-network row, a title over a subtitle, 35 pt below the networks.
        let other = tableView.rectForRow(at: IndexPath(row: 0, section: 2))
        let hidden = try #require(
            tableView.dataSource?.tableView(tableView, cellForRowAt: IndexPath(row: 0, section: 2)))
        #expect(hidden.textLabel?.text == "Other…" && hidden.detailTextLabel?.text?.hasPrefix("Join") == true)
        let networksEnd: CGFloat = 35 + 2 * 44 + 35 + 16 * 44
        #expect(other.minY == networksEnd + 35 && other.height > 44)
        #expect(tableView.contentSize.height == other.maxY + 35)
        let network = try #require(tableView.cellForRow(at: IndexPath(row: 0, section: 1)))
        #expect((network.contentConfiguration as? UIListContentConfiguration)?.text == "Attic Router")
        #expect(network.accessoryType == .detailDisclosureButton && network.accessoryView == nil)
        let toggle = try #require(tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.accessoryView as? UISwitch)
        #expect(!toggle.isOn)
    }

    /// Turning Wi-Fi off (the switch's value-changed action; a touch-up event alone runs nothing)
    /// leaves only the Wi-Fi row, and dims the search bar, which stops taking touches.
    @Test func switchingWiFiOff() throws {
        let controller = NetworkSettingsViewController()
        showInWindow(controller)
        let tableView = controller.tableView
        let toggle = try #require(tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.accessoryView as? UISwitch)
        #expect(toggle.isOn)
        toggle.isOn = false
        toggle.sendActions(for: .touchUpInside)
        #expect(controller.isWiFiOn)
        toggle.sendActions(for: .valueChanged)
        tableView.layoutIfNeeded()
        #expect(!controller.isWiFiOn)
        #expect(controller.searchBar.alpha == 0.4 && !controller.searchBar.isUserInteractionEnabled)
        #expect(tableView.numberOfSections == 1 && tableView.numberOfRows(inSection: 0) == 1)
        let offHeight: CGFloat = 35 + 44 + 35
        #expect(tableView.contentSize.height == offHeight)
        assertSnapshot(
            of: controller, as: .screen(size: CGSize(width: 390, height: 844)), named: "off", lint: Self.lint)
    }

    /// Typing into the search bar filters the networks through its delegate: "AR" leaves the
    /// networks whose names hold it, whatever the case, in order.
    @Test func searchingFiltersTheNetworks() throws {
        let controller = NetworkSettingsViewController()
        showInWindow(controller)
        controller.searchBar.text = "AR"
        controller.searchBar.delegate?.searchBar(controller.searchBar, textDidChange: "AR")
        controller.tableView.layoutIfNeeded()
        let names = controller.dataSource.snapshot().itemIdentifiers(inSection: .networks)
        #expect(
            names
                == ["Garden Shed", "Harbour View", "Library Public", "Marina Café"].map {
                    NetworkSettingsViewController.Row.network($0)
                })
        #expect(controller.tableView.numberOfRows(inSection: 1) == 4)
        assertSnapshot(
            of: controller, as: .screen(size: CGSize(width: 390, height: 844)), named: "searched", lint: Self.lint)
    }
}
