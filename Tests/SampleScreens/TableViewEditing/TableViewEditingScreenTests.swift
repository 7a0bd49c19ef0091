// Apple's TableViewEditingViewController, with only its @objc/#selector lines changed for Linux (the
// UIKitOnLinux article lists the change), and its MountainsController and MountainsRawData unchanged: an inset
// grouped UITableView filled by a subclass of UITableViewDiffableDataSource that gives section
// titles and footers and lets rows be deleted and moved. References:
// Snapshots/TableViewEditingScreenTests/.
import CellSnapUIKitTesting
import Foundation
import ScreenSupport
import Testing
import UIKit

@MainActor @Suite struct TableViewEditingScreenTests {
    /// The sample's colours are iOS's own (secondary labels, grouped headers and footers), which
    /// fall short of WCAG AA's contrast on iOS too: the contrast rule is off for Apple's design.
    let lint = LintPolicy.warn.disabling(.contrast)

    @Test(arguments: ScreenVariant.all) func screen(_ variant: ScreenVariant) {
        assertSnapshot(
            of: TableViewEditingViewController(), as: .screen(size: variant.size, traits: variant.traits),
            named: variant.name, lint: lint)
    }

    /// The screen after a tap on its Edit button (the action the button performs): every row shows
    /// its delete control and, since the data source lets every row move, its reorder control.
    @Test(arguments: ScreenVariant.all) func editing(_ variant: ScreenVariant) {
        let controller = TableViewEditingViewController()
        controller.loadViewIfNeeded()
        controller.toggleEditing()
        assertSnapshot(
            of: controller, as: .screen(size: variant.size, traits: variant.traits), named: variant.name, lint: lint)
    }

    /// The table fills the safe area (no bars here, so the view), an inset grouped table: the
    /// "Visited" title's header 37.33 pt tall (the measured grouped header: its baseline 8.67 pt
    /// above the section), four rows of a title and a secondary text, 63 pt each, the footer
    /// 21.67 pt, then "Bucket List" 55 pt above its section (the space after a section and the
    /// header), four rows, its footer, and 35 pt below: in device pixels (3 a point), inset by the
    /// layout margin, the same at both widths and in both directions.
    @Test(arguments: [390, 320], [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func frames(width: CGFloat, direction: UITraitEnvironmentLayoutDirection) throws {
        let inset: CGFloat = width > 375 ? 20 : 16
        let controller = TableViewEditingViewController()
        showInWindow(
            controller, size: CGSize(width: width, height: 844), traits: UITraitCollection(layoutDirection: direction))
        let tableView = try #require(controller.tableView)
        #expect(tableView.frame == CGRect(x: 0, y: 0, width: width, height: 844))
        #expect(tableView.style == .insetGrouped)
        #expect(controller.navigationItem.title == "UITableView: Editing")
        func section(_ y: CGFloat, _ height: CGFloat) -> CGRect {
            CGRect(x: inset, y: y / 3, width: width - 2 * inset, height: height / 3)
        }
        #expect(pixels(tableView.rectForHeader(inSection: 0)) == section(0, 112))
        #expect(pixels(tableView.rectForFooter(inSection: 0)) == section(868, 65))
        #expect(pixels(tableView.rectForHeader(inSection: 1)) == section(933, 165))
        #expect(pixels(tableView.rectForFooter(inSection: 1)) == section(1854, 65))
        let rows: [(IndexPath, CGFloat)] = [
            (IndexPath(row: 0, section: 0), 112), (IndexPath(row: 3, section: 0), 679),
            (IndexPath(row: 0, section: 1), 1098), (IndexPath(row: 3, section: 1), 1665),
        ]
        for (indexPath, y) in rows {
            let frame = tableView.rectForRow(at: indexPath)
            #expect(pixels(frame) == section(y, 189), "row \(indexPath)")
            #expect(tableView.indexPathForRow(at: CGPoint(x: frame.midX, y: frame.midY)) == indexPath)
            #expect(tableView.cellForRow(at: indexPath) != nil)
        }
        #expect((tableView.contentSize.height * 3).rounded() == 2024)
        let mountains = (0..<4).compactMap { controller.dataSource.itemIdentifier(for: IndexPath(row: $0, section: 0)) }
        #expect(mountains.map(\.name) == ["Makalu", "Cho Oyu", "Dhaulagiri", "Manaslu"])
    }

    /// The Edit button's action turns editing on and makes the button "Done"; every row is
    /// editable with the delete style and movable (the data source says so), and nothing moves.
    @Test func editButtonTogglesEditing() throws {
        let controller = TableViewEditingViewController()
        showInWindow(controller)
        let tableView = try #require(controller.tableView)
        let before = tableView.rectForRow(at: IndexPath(row: 2, section: 1))
        #expect(!tableView.isEditing)
        #expect(controller.navigationItem.rightBarButtonItems?.first?.title == "Edit")
        controller.toggleEditing()
        tableView.layoutIfNeeded()
        #expect(tableView.isEditing)
        #expect(controller.navigationItem.rightBarButtonItems?.first?.title == "Done")
        let cell = try #require(tableView.cellForRow(at: IndexPath(row: 2, section: 1)))
        #expect(cell.isEditing && cell.editingStyle == .delete && cell.showsReorderControl)
        #expect(tableView.rectForRow(at: IndexPath(row: 2, section: 1)) == before)
        controller.toggleEditing()
        tableView.layoutIfNeeded()
        #expect(!tableView.isEditing)
        #expect(controller.navigationItem.rightBarButtonItems?.first?.title == "Edit")
        #expect(tableView.cellForRow(at: IndexPath(row: 2, section: 1))?.isEditing == false)
    }

    /// Deleting a row through the data source's commit (what the delete confirmation sends) and
    /// moving one through its move (what the reorder control sends) apply new snapshots: the rows
    /// below move up a row (63 pt), and the moved mountain heads the other section.
    @Test func deleteAndMoveRows() throws {
        let controller = TableViewEditingViewController()
        showInWindow(controller)
        let tableView = try #require(controller.tableView)
        let dataSource = try #require(controller.dataSource)
        let bucketHeader = tableView.rectForHeader(inSection: 1)
        dataSource.tableView(tableView, commit: .delete, forRowAt: IndexPath(row: 1, section: 0))
        tableView.layoutIfNeeded()
        #expect(tableView.numberOfRows(inSection: 0) == 3)
        #expect(tableView.rectForHeader(inSection: 1).minY == bucketHeader.minY - 63)
        #expect(dataSource.itemIdentifier(for: IndexPath(row: 1, section: 0))?.name == "Dhaulagiri")
        dataSource.tableView(tableView, moveRowAt: IndexPath(row: 0, section: 0), to: IndexPath(row: 0, section: 1))
        tableView.layoutIfNeeded()
        #expect(tableView.numberOfRows(inSection: 0) == 2)
        #expect(tableView.numberOfRows(inSection: 1) == 5)
        #expect(dataSource.itemIdentifier(for: IndexPath(row: 0, section: 1))?.name == "Makalu")
        #expect(dataSource.tableView(tableView, titleForHeaderInSection: 1) == "Bucket List")
    }

    /// A frame in whole device pixels (3 a point), as the layout snaps it.
    func pixels(_ rect: CGRect) -> CGRect {
        CGRect(
            x: (rect.minX * 3).rounded() / 3, y: (rect.minY * 3).rounded() / 3, width: (rect.width * 3).rounded() / 3,
            height: (rect.height * 3).rounded() / 3)
    }
}
