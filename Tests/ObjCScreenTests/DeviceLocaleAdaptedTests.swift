// The reading log (Tests/ObjCScreens/ReadingLogViewController.swift), adapted: its
// `Calendar.current`, `DateFormatter()` and `NumberFormatter()` are an iOS simulator's as it comes
// (`en_US`), where Linux's Foundation answers `en_001`: weeks from Sunday, "Dec 6, 2026", "$9.99".
// References: Snapshots/DeviceLocaleAdaptedTests/.
import CellSnapUIKitTesting
import Foundation
import ScreenSupport
import Testing
import UIKit

@MainActor @Suite struct DeviceLocaleAdaptedTests {
    let size = CGSize(width: 390, height: 844)

    /// Sunday 6, Saturday 5 and Wednesday 2 December 2026, at noon UTC.
    static let books: [FinishedBook] = [(6, "Dune", 9.99), (5, "Piranesi", 14.5), (2, "Circe", 12)].map {
        let noon = DateComponents(
            calendar: Calendar(identifier: .gregorian), timeZone: TimeZone(identifier: "UTC"), year: 2026, month: 12,
            day: $0.0, hour: 12)
        return FinishedBook(title: $0.1, finished: noon.date!, price: $0.2)
    }

    func log() -> ReadingLogViewController {
        let controller = ReadingLogViewController(books: Self.books)
        controller.loadViewIfNeeded()
        return controller
    }

    /// Sunday starts a week, so Sunday's book is a week of its own; the dates and prices are
    /// written as `en_US` writes them.
    @Test func weeksAndTextAreTheSimulators() {
        let controller = log()
        let table = controller.tableView!
        #expect(controller.weeks.map { $0.books.map(\.title) } == [["Dune"], ["Piranesi", "Circe"]])
        #expect(controller.tableView(table, titleForHeaderInSection: 0) == "Week of Dec 6, 2026")
        #expect(controller.tableView(table, titleForHeaderInSection: 1) == "Week of Nov 29, 2026")
        #expect(
            controller.tableView(table, titleForFooterInSection: 1)
                == "Weeks start on Sunday. Last finished Dec 6, 2026.")
        let prices = (0..<2).map { row in
            (controller.tableView(table, cellForRowAt: IndexPath(row: row, section: 1)).contentConfiguration
                as? UIListContentConfiguration)?.secondaryText
        }
        #expect(prices == ["$14.50", "$12.00"])
    }

    @Test func readingLog() {
        let navigation = UINavigationController(rootViewController: log())
        assertSnapshot(of: navigation, as: .screen(size: size), named: "light", lint: .off)
    }

    /// The rows of the two weeks, inset 20 pt from the sides as an inset grouped table's rows, in
    /// both layout directions.
    @Test(arguments: bothDirections) func rowFrames(_ direction: UITraitEnvironmentLayoutDirection) {
        let controller = log()
        showInWindow(
            UINavigationController(rootViewController: controller), size: size,
            traits: UITraitCollection(layoutDirection: direction))
        let rows = [IndexPath(row: 0, section: 0), IndexPath(row: 0, section: 1), IndexPath(row: 1, section: 1)]
        let frames = rows.map { controller.tableView.cellForRow(at: $0)?.frame }
        let expected = [112.0 / 3, 409.0 / 3, 541.0 / 3].map {
            leading(20, y: $0, width: 350, height: 44, in: 390, direction)
        }
        #expect(zip(frames, expected).allSatisfy { same($0, $1) })
    }
}
