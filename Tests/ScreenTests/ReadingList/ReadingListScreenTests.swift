// The reading list: an inset grouped table whose data source subclass titles, counts, deletes and
// moves. References: Snapshots/ReadingListScreenTests/.
import CellSnapUIKitTesting
import Foundation
import ScreenSupport
import Testing
import UIKit

@MainActor @Suite struct ReadingListScreenTests {
    @Test(arguments: ScreenVariant.all) func screen(_ variant: ScreenVariant) {
        assertSnapshot(
            of: ReadingListViewController(), as: .screen(size: variant.size, traits: variant.traits),
            named: variant.name)
    }

    /// After a tap on Edit (the button's action): every row shows its delete control and, since
    /// the data source lets every row move, its reorder control.
    @Test(arguments: ScreenVariant.all) func editing(_ variant: ScreenVariant) throws {
        let controller = ReadingListViewController()
        controller.loadViewIfNeeded()
        UIControl().sendAction(try #require(controller.navigationItem.rightBarButtonItem?.primaryAction))
        assertSnapshot(
            of: controller, as: .screen(size: variant.size, traits: variant.traits), named: variant.name)
    }

    /// The table fills the view: "To Read"'s header 37.33 pt tall (the measured grouped header:
    /// its baseline 8.67 pt above the section), four rows of a title and an author, 63 pt each, the
    /// footer 19.67 pt (5.67 pt above a 14 pt footnote line, as measured), then "Finished" 55 pt
    /// above its section (the space after a section and the header), four rows, its footer, and
    /// 35 pt below: in device pixels (3 a point), inset by the layout margin, the same at both
    /// widths and in both directions.
    @Test(arguments: [CGFloat(390), 320], bothDirections)
    func frames(width: CGFloat, direction: UITraitEnvironmentLayoutDirection) throws {
        let inset: CGFloat = width > 375 ? 20 : 16
        let controller = ReadingListViewController()
        showInWindow(
            controller, size: CGSize(width: width, height: 844), traits: UITraitCollection(layoutDirection: direction))
        let tableView = try #require(controller.tableView)
        #expect(tableView.frame == CGRect(x: 0, y: 0, width: width, height: 844))
        func section(_ y: CGFloat, _ height: CGFloat) -> CGRect {
            CGRect(x: inset, y: y / 3, width: width - 2 * inset, height: height / 3)
        }
        #expect(pixels(tableView.rectForHeader(inSection: 0)) == section(0, 112))
        #expect(pixels(tableView.rectForFooter(inSection: 0)) == section(868, 59))
        #expect(pixels(tableView.rectForHeader(inSection: 1)) == section(927, 165))
        #expect(pixels(tableView.rectForFooter(inSection: 1)) == section(1848, 59))
        let rows: [(IndexPath, CGFloat)] = [
            (IndexPath(row: 0, section: 0), 112), (IndexPath(row: 3, section: 0), 679),
            (IndexPath(row: 0, section: 1), 1092), (IndexPath(row: 3, section: 1), 1659),
        ]
        for (indexPath, y) in rows {
            let frame = tableView.rectForRow(at: indexPath)
            #expect(pixels(frame) == section(y, 189), "row \(indexPath)")
            #expect(tableView.indexPathForRow(at: CGPoint(x: frame.midX, y: frame.midY)) == indexPath)
            #expect(tableView.cellForRow(at: indexPath) != nil)
        }
        #expect((tableView.contentSize.height * 3).rounded() == 2012)
        #expect(controller.dataSource.tableView(tableView, titleForHeaderInSection: 1) == "Finished")
        #expect(controller.dataSource.tableView(tableView, titleForFooterInSection: 0) == "4 books")
    }

    /// The Edit button turns editing on and becomes "Done"; every row is editable with the delete
    /// style and movable, and nothing moves. Done turns it off again.
    @Test func editButtonTogglesEditing() throws {
        let controller = ReadingListViewController()
        showInWindow(controller)
        let tableView = try #require(controller.tableView)
        let before = tableView.rectForRow(at: IndexPath(row: 2, section: 1))
        let button = try #require(controller.navigationItem.rightBarButtonItems?.first)
        #expect(button === controller.editButtonItem)
        #expect(!tableView.isEditing && button.title == "Edit")
        UIControl().sendAction(try #require(button.primaryAction))
        tableView.layoutIfNeeded()
        #expect(tableView.isEditing && controller.isEditing && button.title == "Done")
        let cell = try #require(tableView.cellForRow(at: IndexPath(row: 2, section: 1)))
        #expect(cell.isEditing && cell.editingStyle == .delete && cell.showsReorderControl)
        #expect(tableView.rectForRow(at: IndexPath(row: 2, section: 1)) == before)
        UIControl().sendAction(try #require(button.primaryAction))
        tableView.layoutIfNeeded()
        #expect(!tableView.isEditing && button.title == "Edit")
        #expect(tableView.cellForRow(at: IndexPath(row: 2, section: 1))?.isEditing == false)
    }

    /// Deleting a row through the data source's commit (what the delete confirmation sends) and
    /// moving one through its move (what the reorder control sends) apply new snapshots: the rows
    /// below move up a row (63 pt), the footer counts again, and the moved book heads the other
    /// shelf.
    @Test func deleteAndMoveRows() throws {
        let controller = ReadingListViewController()
        showInWindow(controller)
        let tableView = try #require(controller.tableView)
        let dataSource = try #require(controller.dataSource)
        let finishedHeader = tableView.rectForHeader(inSection: 1)
        dataSource.tableView(tableView, commit: .delete, forRowAt: IndexPath(row: 1, section: 0))
        tableView.layoutIfNeeded()
        #expect(tableView.numberOfRows(inSection: 0) == 3)
        #expect(tableView.rectForHeader(inSection: 1).minY == finishedHeader.minY - 63)
        #expect(dataSource.itemIdentifier(for: IndexPath(row: 1, section: 0))?.title == "A Short History of Glass")
        #expect(dataSource.tableView(tableView, titleForFooterInSection: 0) == "3 books")
        dataSource.tableView(tableView, moveRowAt: IndexPath(row: 0, section: 0), to: IndexPath(row: 0, section: 1))
        tableView.layoutIfNeeded()
        #expect(tableView.numberOfRows(inSection: 0) == 2 && tableView.numberOfRows(inSection: 1) == 5)
        #expect(dataSource.itemIdentifier(for: IndexPath(row: 0, section: 1))?.title == "The Lighthouse Year")
        dataSource.tableView(tableView, moveRowAt: IndexPath(row: 0, section: 0), to: IndexPath(row: 5, section: 1))
        #expect(dataSource.itemIdentifier(for: IndexPath(row: 5, section: 1))?.title == "A Short History of Glass")
    }

    /// A frame in whole device pixels (3 a point), as the layout snaps it.
    func pixels(_ rect: CGRect) -> CGRect {
        CGRect(
            x: (rect.minX * 3).rounded() / 3, y: (rect.minY * 3).rounded() / 3, width: (rect.width * 3).rounded() / 3,
            height: (rect.height * 3).rounded() / 3)
    }
}
