// What a body of public list code (a storyboard table of xib rows, a sidebar task list, a masonry
// of nested groups) showed drawn wrong: a table whose delegate fixes its rows' height below what
// the rows' constraints would like drew each row's content at the constraints' height, spilling
// over the rows below; a sidebar's section header was smaller, and its rows' counts larger, than
// the repository's iOS screenshot shows them.
import CellSnapUIKitTesting
import Pixels
import Testing

@testable import CellSnapUIKit

@MainActor @Suite struct PublicCodeBodyBATests {
    /// A row of a label pinned to its content view's four edges, its text wrapping over many lines.
    final class PinnedLabelCell: UITableViewCell {
        let label = UILabel()

        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            label.numberOfLines = 0
            ControlFixtures.pin(label, toEdgesOf: contentView)
        }

        required init?(coder: NSCoder) { fatalError("not used") }
    }

    /// Two such rows, red then blue, that the delegate fixes at 50 pt.
    final class FixedRows: NSObject, UITableViewDataSource, UITableViewDelegate {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath) as! PinnedLabelCell
            cell.label.text = String(repeating: "A description that wraps over many lines. ", count: 8)
            cell.label.backgroundColor = indexPath.row == 0 ? .red : .blue
            return cell
        }

        func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 50 }
    }

    /// UIKit's content view is the row's bounds: each label is squeezed into its 50 pt row (its
    /// text cut short), and nothing is drawn below the second row, in both directions. Before,
    /// each row's content stood at the label's own height, about 200 pt.
    @Test(arguments: [false, true])
    func aFixedRowHeightSqueezesTheRowsContent(rightToLeft: Bool) throws {
        UIView.cellSnapInstallTextMeasurer()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 300, height: 400), style: .plain)
        table.separatorStyle = .none
        table.register(PinnedLabelCell.self, forCellReuseIdentifier: "row")
        let rows = FixedRows()
        table.dataSource = rows
        table.delegate = rows
        let image = try withExtendedLifetime(rows) { try ControlFixtures.pixels(table, rightToLeft: rightToLeft) }
        /// The share of the pixels across the table, `y` points down, that are `colour`.
        func share(_ colour: [UInt8], at y: Int) -> Double {
            Double((0..<image.width).count { image.rgb($0, 3 * y) == colour }) / Double(image.width)
        }
        let red: [UInt8] = [0xFF, 0, 0], blue: [UInt8] = [0, 0, 0xFF], white: [UInt8] = [0xFF, 0xFF, 0xFF]
        // Between the lines of text, where only the label's colour shows.
        #expect(share(red, at: 1) == 1 && share(red, at: 49) == 1, "the first row")
        #expect(share(blue, at: 51) == 1 && share(blue, at: 99) == 1, "the second row")
        #expect(share(white, at: 101) == 1 && share(white, at: 300) == 1, "below the rows")
    }

    /// The task list's iOS screenshot (its README's, from the same code): the "Projects" header's
    /// capitals are 1.22 times a body row's (title 3, 20 pt, semibold), and the counts beside the
    /// rows (a `sidebarCell()`'s secondary text, the app sets only its colour) 0.8 times (footnote,
    /// 13 pt).
    @Test func aSidebarsHeaderAndCountsTakeTheMeasuredSizes() {
        let header = UIListContentConfiguration.sidebarHeader()
        #expect(String(describing: header.textProperties.font) == "UIFont(.title3, 20.0 pt, semibold)")
        let row = UIListContentConfiguration.sidebarCell()
        #expect(row.textProperties.font == .preferredFont(forTextStyle: .body))
        #expect(row.secondaryTextProperties.font == .preferredFont(forTextStyle: .footnote))
    }
}
