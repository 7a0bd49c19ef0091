// Apple's WiFiSettingsViewController, with only its @objc/#selector lines changed for Linux (the
// UIKitOnLinux article lists the change), and its WiFiController unchanged: an inset grouped UITableView filled
// by a UITableViewDiffableDataSource, a switch row, the current network and the networks a scan
// found, each with a detail disclosure button. References: Snapshots/WiFiSettingsScreenTests/.
import CellSnapUIKitTesting
import Foundation
import ScreenSupport
import Testing
import UIKit

@MainActor @Suite struct WiFiSettingsScreenTests {
    /// The sample's scanner starts from its 17 networks and then adds and removes some at random
    /// (`Int.random`), so each test gives it those 17 again, as its first scan finds them, and
    /// shows them: the screen is the same on every run. Restated from WiFiController.swift.
    static let networkNames = [
        "AirSpace1", "Living Room", "Courage", "Nacho WiFi", "FBI Surveillance Van", "Peacock-Swagger",
        "GingerGymnist", "Second Floor", "Evergreen", "__hidden_in_plain__sight__", "MarketingDropBox",
        "HamiltonVille", "404NotFound", "SNAGVille", "Overland101", "TheRoomWiFi", "PrivateSpace",
    ]

    /// The screen, loaded, with every network of the scanner's list found.
    func loadedScreen() -> WiFiSettingsViewController {
        let controller = WiFiSettingsViewController()
        controller.loadViewIfNeeded()
        controller.wifiController.updateAvailableNetworks(Self.networkNames.map { WiFiController.Network(name: $0) })
        controller.updateUI(animated: false)
        return controller
    }

    @Test(arguments: ScreenVariant.all) func screen(_ variant: ScreenVariant) {
        assertSnapshot(
            of: loadedScreen(), as: .screen(size: variant.size, traits: variant.traits), named: variant.name)
    }

    /// The table fills the view by its constraints, an inset grouped table without titles: the
    /// first section 35 pt down, the switch row and the current network 44 pt each, 35 pt between
    /// the sections, then the 17 networks in name order, 44 pt each (the 16th reaches past the
    /// bottom of an 844 pt screen and is shown, the 17th is not; the longest name,
    /// "__hidden_in_plain__sight__", fits on one line beside its buttons at 320 pt too), and 35 pt below.
    @Test(arguments: [390, 320], [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func frames(width: CGFloat, direction: UITraitEnvironmentLayoutDirection) throws {
        let inset: CGFloat = width > 375 ? 20 : 16
        let controller = loadedScreen()
        showInWindow(
            controller, size: CGSize(width: width, height: 844), traits: UITraitCollection(layoutDirection: direction))
        let tableView = controller.tableView
        #expect(tableView.frame == CGRect(x: 0, y: 0, width: width, height: 844))
        #expect(controller.navigationItem.title == "Wi-Fi")
        #expect(tableView.numberOfSections == 2)
        #expect(tableView.numberOfRows(inSection: 1) == 17)
        let rows: [(IndexPath, CGFloat)] = [
            (IndexPath(row: 0, section: 0), 35), (IndexPath(row: 1, section: 0), 79),
            (IndexPath(row: 0, section: 1), 158), (IndexPath(row: 15, section: 1), 818),
            (IndexPath(row: 16, section: 1), 862),
        ]
        for (indexPath, y) in rows {
            let frame = CGRect(x: inset, y: y, width: width - 2 * inset, height: 44)
            #expect(tableView.rectForRow(at: indexPath) == frame, "row \(indexPath)")
            #expect(tableView.indexPathForRow(at: CGPoint(x: frame.midX, y: frame.midY)) == indexPath)
        }
        #expect(tableView.cellForRow(at: IndexPath(row: 15, section: 1)) != nil)
        #expect(tableView.cellForRow(at: IndexPath(row: 16, section: 1)) == nil)
        #expect(tableView.indexPathsForVisibleRows?.count == 18)
        #expect(tableView.rectForHeader(inSection: 1) == .zero)
        let contentHeight: CGFloat = 35 + 2 * 44 + 35 + 17 * 44 + 35
        #expect(tableView.contentSize.height == contentHeight)
        let first = try #require(tableView.cellForRow(at: IndexPath(row: 0, section: 1)))
        #expect((first.contentConfiguration as? UIListContentConfiguration)?.text == "404NotFound")
        #expect(first.accessoryType == .detailDisclosureButton)
    }

    /// Turning the switch off runs the sample's `toggleWifi(_:)` (through the Linux copy's
    /// `UIAction`): Wi-Fi is off, and only the switch row is left.
    @Test func switchingWiFiOff() throws {
        let controller = loadedScreen()
        showInWindow(controller)
        let tableView = controller.tableView
        let toggle = try #require(tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.accessoryView as? UISwitch)
        #expect(toggle.isOn)
        toggle.isOn = false
        toggle.sendActions(for: .touchUpInside)
        tableView.layoutIfNeeded()
        #expect(!controller.wifiController.wifiEnabled)
        #expect(tableView.numberOfSections == 1)
        #expect(tableView.numberOfRows(inSection: 0) == 1)
        let contentHeight: CGFloat = 35 + 44 + 35
        #expect(tableView.contentSize.height == contentHeight)
    }
}
