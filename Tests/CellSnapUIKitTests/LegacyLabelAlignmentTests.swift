// A legacy table cell's labels aligned and shrunk as their own properties say, and a list content
// configuration's text shrunk to fit: the text's ink, measured in the rendered rows.
import CellLayout
import CellSnapUIKitTesting
import DisplayList
import Foundation
import Pixels
import Primitives
import Rendering
import Testing

@testable import CellSnapUIKit

@MainActor @Suite struct LegacyLabelAlignmentTests {
    /// A row of the table below: its title's alignment, and whether it is long and shrinks.
    struct Row {
        var alignment: NSTextAlignment
        var shrinks = false
        var long = false
    }

    static let rows: [Row] = [
        Row(alignment: .natural), Row(alignment: .center), Row(alignment: .right), Row(alignment: .left),
        Row(alignment: .natural, long: true), Row(alignment: .natural, shrinks: true, long: true),
    ]
    static let longTitle = "A title far too long for one line of this narrow row"

    /// Each row's ink (dark pixels) in a 300 pt plain table at 3x: the text column runs from the
    /// 16 pt margin to 284 pt. Natural text starts at the leading margin, `.center` is centred in
    /// the column, `.right` and `.left` are physical edges in both directions, and a long title
    /// that shrinks fits between the margins, in a smaller font than the truncated one (its ink
    /// lower), in a row of the same height.
    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func legacyLabelsAlignAndShrink(direction: UITraitEnvironmentLayoutDirection) throws {
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 300, height: 400), style: .plain)
        let source = AlignedRows(Self.rows)
        tableView.dataSource = source
        tableView.separatorStyle = .none
        let traits = UITraitCollection(layoutDirection: direction)
        let snapshot = try withExtendedLifetime(source) {
            try Snapshotting<UITableView>.image(width: 300, traits: traits).snapshot(tableView)
        }
        guard case .image(let pixels, _, _, _) = snapshot else {
            throw CellSnapUIKitError(call: "render", reason: "not an image")
        }
        var ink: [Rect] = []
        for row in 0..<Self.rows.count {
            let top = Double(row * 44)
            ink.append(try #require(ListSectionViewTests.inkBounds(in: pixels, rows: top..<(top + 44))))
        }
        let rightToLeft = direction == .rightToLeft
        func atLeading(_ rect: Rect) -> Bool { rightToLeft ? abs(rect.maxX - 284) < 2 : abs(rect.minX - 16) < 2 }
        let (natural, center, right, left) = (ink[0], ink[1], ink[2], ink[3])
        #expect(atLeading(natural), "natural: \(natural)")
        #expect(abs(center.midX - 150) < 1.5, "center: \(center)")
        #expect(abs(right.maxX - 284) < 2, "right: \(right)")
        #expect(abs(left.minX - 16) < 2, "left: \(left)")
        let (truncated, shrunk) = (ink[4], ink[5])
        #expect(truncated.minX >= 15 && truncated.maxX <= 285, "truncated: \(truncated)")
        #expect(shrunk.minX >= 15 && shrunk.maxX <= 285, "shrunk: \(shrunk)")
        let shrunkHeight: Double = shrunk.height
        let truncatedHeight: Double = truncated.height
        #expect(shrunkHeight < truncatedHeight * 0.8, "shrunk \(shrunk) against \(truncated)")
        #expect(pixels.height == Self.rows.count * 44 * 3)
    }

    /// A list configuration's text that shrinks: one line at a smaller size that fits the text
    /// column, its row as tall as the full-size line's, its baseline where the full-size one's is.
    @Test func listContentTextShrinksToItsWidth() throws {
        func cell(shrinks: Bool) throws -> PlacedNode {
            let cell = UICollectionViewListCell()
            var content = cell.defaultContentConfiguration()
            content.text = Self.longTitle
            content.textProperties.numberOfLines = 1
            content.textProperties.adjustsFontSizeToFitWidth = shrinks
            content.textProperties.minimumScaleFactor = 0.5
            cell.contentConfiguration = content
            let model = try cell.cellSnapListCell()
            let context = LayoutContext(measurer: try TextEngine.current(), scale: 3)
            return LayoutEngine.layout(ListCellLayout.node(for: model, width: 300), width: 300, context: context).root
        }
        let full = try #require(try cell(shrinks: false).first(role: .text))
        let row = try cell(shrinks: true)
        let shrunk = try #require(row.first(role: .text))
        guard case .text(_, let fullStyle) = full.content, case .text(_, let shrunkStyle) = shrunk.content else {
            Issue.record("not text")
            return
        }
        #expect(fullStyle.font.size == 17)
        #expect(shrunkStyle.font.size < 17 && shrunkStyle.font.size >= 8.5)
        let measured = try TextEngine.current().measure(Self.longTitle, style: shrunkStyle, width: nil)
        #expect(measured.size.width <= full.frame.width + 1e-6)
        #expect(shrunk.frame.minY > full.frame.minY)
        #expect(row.frame.height == 44)
    }
}

/// Rows whose titles are aligned, long, or shrink, as ``LegacyLabelAlignmentTests/rows`` says.
private final class AlignedRows: NSObject, UITableViewDataSource {
    let rows: [LegacyLabelAlignmentTests.Row]
    init(_ rows: [LegacyLabelAlignmentTests.Row]) { self.rows = rows }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let row = rows[indexPath.row]
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = row.long ? LegacyLabelAlignmentTests.longTitle : "Delete"
        cell.textLabel?.textAlignment = row.alignment
        cell.textLabel?.adjustsFontSizeToFitWidth = row.shrinks
        cell.textLabel?.minimumScaleFactor = 0.3
        return cell
    }
}
