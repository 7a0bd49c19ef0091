// A plain table's section headers float: the header of the section under the table's top edge is
// drawn there, over its rows, until the end of its section pushes it up; a grouped table's
// headers scroll with their rows.
import CellLayout
import Primitives
import Rendering
import Testing

@testable import CellSnapUIKit

@MainActor @Suite struct FloatingSectionHeaderTests {
    final class Days: NSObject, UITableViewDataSource {
        func numberOfSections(in tableView: UITableView) -> Int { 4 }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 6 }
        func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
            "Day \(section + 1)"
        }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = "Event \(indexPath.row + 1)"
            return cell
        }
    }

    /// The drawn headers' frames in the table's bounds, and whether each is drawn after the rows
    /// beside it, for a table of `style` scrolled to `offset(table)`.
    func drawnHeaders(
        style: UITableView.Style, direction: UITraitEnvironmentLayoutDirection, offset: (UITableView) -> CGFloat
    ) throws -> (frames: [Int: Rect], table: UITableView, lastDrawn: [Int]) {
        let days = Days()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 300), style: style)
        table.rowHeight = 44
        table.sectionHeaderHeight = 28
        table.dataSource = days
        let window = UIWindow(frame: table.frame)
        window.cellSnapTraits = UITraitCollection(layoutDirection: direction)
        window.addSubview(table)
        return try UIView.cellSnapMeasuringText(with: TextEngine.current()) {
            table.layoutIfNeeded()
            table.contentOffset.y = offset(table)
            table.layoutIfNeeded()
            guard
                case .scrollContent(let node, _, _, _) = try table.drawnContent(
                    traits: table.traitCollection.cellSnapTraits)
            else { return ([:], table, []) }
            var frames: [Int: Rect] = [:]
            var lastDrawn: [Int] = []
            func visit(_ node: PlacedNode) {
                if case .header(let section)? = node.element { frames[section] = node.frame }
                if case .header(let section)? = node.children.last?.element, node.children.count > 1 {
                    lastDrawn.append(section)
                }
                node.children.forEach(visit)
            }
            visit(node)
            return (frames, table, lastDrawn)
        }
    }

    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func aPlainTablesHeaderFloatsAtItsTop(direction: UITraitEnvironmentLayoutDirection) throws {
        let (frames, table, lastDrawn) = try drawnHeaders(style: .plain, direction: direction) {
            $0.rectForHeader(inSection: 1).minY + 50
        }
        let natural = table.rectForHeader(inSection: 1)
        #expect(frames[1] == Rect(x: 0, y: 0, width: 320, height: Double(natural.height)))
        #expect(lastDrawn.contains(1))
        #expect(frames[0] == nil)
    }

    /// Scrolled to 10 pt above the end of section 2, its header is pushed up by section 3's.
    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func theNextSectionPushesAFloatingHeaderUp(direction: UITraitEnvironmentLayoutDirection) throws {
        let (frames, table, _) = try drawnHeaders(style: .plain, direction: direction) {
            $0.rectForHeader(inSection: 2).minY - 10
        }
        let height = Double(table.rectForHeader(inSection: 1).height)
        #expect(frames[1] == Rect(x: 0, y: 10 - height, width: 320, height: height))
        #expect(frames[2] == Rect(x: 0, y: 10, width: 320, height: height))
    }

    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func aGroupedTablesHeadersScrollWithTheirRows(direction: UITraitEnvironmentLayoutDirection) throws {
        let (frames, table, _) = try drawnHeaders(style: .grouped, direction: direction) {
            $0.rectForHeader(inSection: 1).minY + 10
        }
        let natural = table.rectForHeader(inSection: 1)
        #expect(frames[1]?.minY == -10 && frames[1]?.height == Double(natural.height))
    }

    /// Scrolled to the top, a section's first row comes below its header, which shows beside it
    /// (UIKit takes the header into account for the first row only); another row goes to the top
    /// edge, under the floating header.
    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func scrollingARowToTheTopShowsItsHeaderForTheFirstRow(direction: UITraitEnvironmentLayoutDirection) throws {
        let (first, table, _) = try drawnHeaders(style: .plain, direction: direction) { table in
            table.scrollToRow(at: IndexPath(row: 0, section: 2), at: .top, animated: false)
            return table.contentOffset.y
        }
        let header = table.rectForHeader(inSection: 2)
        #expect(table.contentOffset.y == header.minY)
        #expect(first[2] == Rect(x: 0, y: 0, width: 320, height: Double(header.height)))
        let (_, other, _) = try drawnHeaders(style: .plain, direction: direction) { table in
            table.scrollToRow(at: IndexPath(row: 3, section: 2), at: .top, animated: false)
            return table.contentOffset.y
        }
        #expect(other.contentOffset.y == other.rectForRow(at: IndexPath(row: 3, section: 2)).minY)
    }
}
