// Linux only: a table view asks its data source only for the rows its bounds show when their
// heights are fixed (the delegate's `tableView(_:heightForRowAt:)` or the table's `rowHeight`), as
// UIKit does, and makes the rows a scroll brings into view; every frame and the content size are
// what a list of every row made lays out. Self-sizing rows are all made (UITableView+DeferredRows.swift).
import CellLayout
import CellModel
import Primitives
import Rendering
import Testing

@testable import CellSnapUIKit

@MainActor @Suite struct TableDeferredRowsTests {
    /// Numbered rows ("Row 12" for row 12 of a section), counting the rows it was asked for.
    final class NumberedRows: NSObject, UITableViewDataSource {
        let counts: [Int]
        var titles: [String?] = []
        private(set) var asked: [IndexPath] = []

        init(_ counts: [Int]) { self.counts = counts }

        func numberOfSections(in tableView: UITableView) -> Int { counts.count }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { counts[section] }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            asked.append(indexPath)
            let cell = tableView.dequeueReusableCell(withIdentifier: "fruit", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = "Row \(indexPath.row)"
            cell.contentConfiguration = content
            return cell
        }

        func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
            titles.indices.contains(section) ? titles[section] : nil
        }
    }

    nonisolated static let directions = [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft]

    /// A plain table 390 x 844 of 500 rows of 44 pt from its delegate, in a window of no safe area.
    func longTable(direction: UITraitEnvironmentLayoutDirection) -> (ShownTable, NumberedRows, TableDelegate) {
        let source = NumberedRows([500])
        let delegate = TableDelegate()
        delegate.rowHeight = { _ in 44 }
        let shown = shownTable(
            .plain, dataSource: source, delegate: delegate, size: CGSize(width: 390, height: 844),
            traits: UITraitCollection(layoutDirection: direction))
        return (shown, source, delegate)
    }

    func rows(_ range: ClosedRange<Int>, section: Int = 0) -> [IndexPath] {
        range.map { IndexPath(row: $0, section: section) }
    }

    /// The rows drawn now, each with the text it draws, in order.
    func drawnRows(_ table: UITableView) throws -> [String] {
        guard
            case .scrollContent(let root, _, _, _) = try table.drawnContent(
                traits: table.traitCollection.cellSnapTraits)
        else { return [] }
        return root.allNodes.compactMap { node -> String? in
            guard case .item = node.element else { return nil }
            return node.allNodes.compactMap { if case .text(let text, _) = $0.content { text } else { nil } }
                .joined(separator: " ")
        }
    }

    /// 844 pt show rows 0 to 19 (the last from 836 to 880 pt): only they are asked for and told
    /// they will be displayed; the others keep their frames, and the content is 500 rows long.
    @Test(arguments: directions)
    func onlyTheShownRowsAreMade(direction: UITraitEnvironmentLayoutDirection) throws {
        let (shown, source, delegate) = longTable(direction: direction)
        let table = shown.table
        #expect(table.contentOffset == .zero)
        #expect(source.asked == rows(0...19))
        #expect(delegate.displayed == rows(0...19))
        #expect(table.contentSize == CGSize(width: 390, height: 22_000))
        #expect(table.rectForRow(at: IndexPath(row: 19, section: 0)) == CGRect(x: 0, y: 836, width: 390, height: 44))
        #expect(
            table.rectForRow(at: IndexPath(row: 499, section: 0)) == CGRect(x: 0, y: 21_956, width: 390, height: 44))
        #expect(table.indexPathsForVisibleRows == rows(0...19))
        #expect(table.visibleCells.count == 20)
        #expect(table.cellForRow(at: IndexPath(row: 20, section: 0)) == nil)
        #expect(table.cellForRow(at: IndexPath(row: 300, section: 0)) == nil)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 19, section: 0)))
        #expect((cell.contentConfiguration as? UIListContentConfiguration)?.text == "Row 19")
        #expect(cell.frame == CGRect(x: 0, y: 836, width: 390, height: 44))
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 13_210)) == IndexPath(row: 300, section: 0))
        #expect(table.indexPathsForRows(in: CGRect(x: 0, y: 4_410, width: 10, height: 40)) == rows(100...101))
        #expect(try drawnRows(table) == (0...19).map { "Row \($0)" })
        // Laid out again with nothing changed: nothing more is asked for.
        shown.window.cellSnapLayoutNow()
        #expect(source.asked == rows(0...19))
    }

    /// The content offset set to row 200's top (8,800 pt): the next layout pass makes the rows the
    /// bounds reach, 199 (whose bottom edge is the window's top) to 219, in order, keeps the rows
    /// made before, and draws rows 200 to 219; a change to one of them is seen by the next pass.
    @Test(arguments: directions)
    func rowsScrolledIntoViewAreMadeAndDrawn(direction: UITraitEnvironmentLayoutDirection) throws {
        let (shown, source, delegate) = longTable(direction: direction)
        let table = shown.table
        table.contentOffset = CGPoint(x: 0, y: 8_800)
        shown.window.cellSnapLayoutNow()
        #expect(source.asked == rows(0...19) + rows(199...219))
        #expect(delegate.displayed == rows(0...19) + rows(199...219))
        #expect(table.indexPathsForVisibleRows == rows(200...219))
        let cell = try #require(table.cellForRow(at: IndexPath(row: 200, section: 0)))
        #expect((cell.contentConfiguration as? UIListContentConfiguration)?.text == "Row 200")
        #expect(cell.frame == CGRect(x: 0, y: 8_800, width: 390, height: 44))
        #expect(table.cellForRow(at: IndexPath(row: 5, section: 0)) == nil)
        #expect(try drawnRows(table) == (200...219).map { "Row \($0)" })
        #expect(table.contentSize == CGSize(width: 390, height: 22_000))
        #expect(source.asked.count == 41)
        // A row made by the scroll is watched as the others: changed, it is laid out and drawn
        // again with the cell the table keeps, and nothing is asked for again.
        let before = try table.drawnContent(traits: table.traitCollection.cellSnapTraits)
        cell.accessoryType = .checkmark
        shown.window.cellSnapLayoutNow()
        #expect(source.asked.count == 41)
        #expect(table.cellForRow(at: IndexPath(row: 200, section: 0)) === cell)
        #expect(try table.drawnContent(traits: table.traitCollection.cellSnapTraits) != before)
    }

    /// A scroll the table is not laid out after is made when the table is drawn, or asked for a
    /// cell; `scrollToRow(at:at:animated:)` brings its row in; the rows made so are watched for
    /// changes as the others.
    @Test(arguments: directions)
    func rowsAreMadeWhenDrawnOrAskedFor(direction: UITraitEnvironmentLayoutDirection) throws {
        let (shown, source, _) = longTable(direction: direction)
        let table = shown.table
        table.contentOffset = CGPoint(x: 0, y: 22_000 - 844)
        #expect(try drawnRows(table) == (480...499).map { "Row \($0)" })
        #expect(source.asked == rows(0...19) + rows(480...499))
        table.scrollToRow(at: IndexPath(row: 300, section: 0), at: .top, animated: false)
        #expect(table.contentOffset.y == 13_200)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 300, section: 0)))
        #expect((cell.contentConfiguration as? UIListContentConfiguration)?.text == "Row 300")
        #expect(source.asked == rows(0...19) + rows(480...499) + rows(299...319))
        // A row made when asked for is watched as the others: changed before the next layout
        // pass, it is laid out again with its cell, and nothing is asked for again.
        let before = try table.drawnContent(traits: table.traitCollection.cellSnapTraits)
        cell.accessoryType = .checkmark
        shown.window.cellSnapLayoutNow()
        #expect(source.asked.count == 61)
        #expect(table.cellForRow(at: IndexPath(row: 300, section: 0)) === cell)
        #expect(try table.drawnContent(traits: table.traitCollection.cellSnapTraits) != before)
        shown.window.cellSnapLayoutNow()
        #expect(source.asked.count == 61)
    }

    /// Fixed and self-sizing rows in a grouped table of titled sections: every row's frame, every
    /// header's and the content size are those of the whole list (every row made) laid out at
    /// the table's width; the self-sizing rows are made as the list is converted, then the fixed
    /// rows the bounds reach (a point more on each side), in order; no other row is made.
    @Test(arguments: directions)
    func framesAreTheWholeListsFrames(direction: UITraitEnvironmentLayoutDirection) throws {
        try UIView.cellSnapMeasuringText(with: TextEngine.current()) {
            let source = NumberedRows([40, 8, 30])
            source.titles = ["Fixed", "Self-sizing", "Fixed again"]
            let delegate = TableDelegate()
            delegate.rowHeight = { $0.section == 1 ? UITableView.automaticDimension : 50 }
            let shown = shownTable(
                .grouped, dataSource: source, delegate: delegate, size: CGSize(width: 390, height: 600),
                traits: UITraitCollection(layoutDirection: direction))
            let table = shown.table
            let asked = source.asked
            let list = try table.cellSnapListDescription(width: 390)
            let traits = table.traitCollection.cellSnapTraits
            let context = LayoutContext(
                measurer: try TextEngine.current(), direction: traits.direction, scale: traits.displayScale)
            let whole = LayoutEngine.layout(ListLayout.node(for: list, width: 390), width: 390, context: context)
            let frames = whole.root.elementFrames
            #expect(table.contentSize == CGSize(width: whole.size.width, height: whole.size.height))
            let reached = (0..<40).filter { row in
                let frame = frames[.item(section: 0, item: row)] ?? .zero
                return frame.maxY >= -1 && frame.minY <= 601
            }
            let (first, last) = (try #require(reached.first), try #require(reached.last))
            #expect(first == 0 && last > 8 && last < 39)
            #expect(asked == rows(0...7, section: 1) + rows(first...last))
            for (section, count) in source.counts.enumerated() {
                #expect(table.rectForHeader(inSection: section) == frames[.header(section: section)]?.cgRect)
                for row in 0..<count {
                    let frame = frames[.item(section: section, item: row)]?.cgRect
                    #expect(table.rectForRow(at: IndexPath(row: row, section: section)) == frame)
                }
            }
        }
    }

    /// Rows of `automaticDimension` are measured from their cells: every one is made, shown or not.
    @Test(arguments: directions)
    func selfSizingRowsAreAllMade(direction: UITraitEnvironmentLayoutDirection) {
        let source = NumberedRows([60])
        let shown = shownTable(
            .plain, dataSource: source, size: CGSize(width: 390, height: 300),
            traits: UITraitCollection(layoutDirection: direction))
        #expect(source.asked == rows(0...59))
        #expect(shown.table.cellForRow(at: IndexPath(row: 59, section: 0)) == nil)
        #expect(shown.table.cellForRow(at: IndexPath(row: 0, section: 0)) != nil)
    }
}
