// Linux only: a table view asked for a cell, its visible cells or a cell's index path before any
// layout pass lays itself out first, as UIKit updates its visible cells when asked (a test that
// loads a table view controller's view reads its first cell straight away, with no text measurer
// installed), in both directions.
import Testing

@testable import CellSnapUIKit

@MainActor @Suite struct VisibleCellsOnDemandTests {
    final class Fruits: UITableViewController {
        let names = ["Apple", "Banana", "Cherry"]
        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "fruit")
        }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { names.count }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "fruit", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = names[indexPath.row]
            cell.contentConfiguration = content
            return cell
        }
    }

    @Test(arguments: [UIUserInterfaceLayoutDirection.leftToRight, .rightToLeft])
    func aTableAskedForACellBeforeLayoutLaysItselfOut(direction: UIUserInterfaceLayoutDirection) throws {
        // No measurer installed: the table measures its rows' text with the bundled fonts.
        let saved = UIView.cellSnapTextMeasurer
        UIView.cellSnapTextMeasurer = nil
        defer { UIView.cellSnapTextMeasurer = saved }
        let controller = Fruits(style: .plain)
        controller.loadViewIfNeeded()
        controller.view.semanticContentAttribute = direction == .rightToLeft ? .forceRightToLeft : .forceLeftToRight
        controller.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        let table = controller.tableView!
        let second = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect((second.contentConfiguration as? UIListContentConfiguration)?.text == "Banana")
        #expect(second.frame == CGRect(x: 0, y: 44, width: 390, height: 44))
        #expect(table.indexPath(for: second) == IndexPath(row: 1, section: 0))
        #expect(table.indexPathsForVisibleRows == (0..<3).map { IndexPath(row: $0, section: 0) })
        #expect(table.visibleCells.count == 3)
        #expect(table.cellForRow(at: IndexPath(row: 3, section: 0)) == nil)
    }
}
