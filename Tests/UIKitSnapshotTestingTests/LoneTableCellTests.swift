// A `UITableViewCell` that no table holds, drawn as a snapshot of a view draws it (swift-snapshot-
// testing's `.image`, iOSSnapshotTestCase's `verifyView`): transparent around its content, as
// the iOS 15 references of three apps' cell tests are, unless the app gives it a background; the
// same cell shown by a table has the table's cell colour. Pixels at 3x, in both layout directions.
import CellSnapUIKitSnapshots
import Foundation
import Pixels
import Testing
import UIKit

/// A cell as apps write one for a test of its own: a purple badge and a title in its content view,
/// laid out by constraints.
final class BadgeTitleCell: UITableViewCell {
    let badge = UIView()
    let title = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        badge.backgroundColor = .systemPurple
        title.text = "Groceries"
        for view in [badge, title] {
            view.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(view)
        }
        NSLayoutConstraint.activate([
            badge.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            badge.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
            badge.widthAnchor.constraint(equalToConstant: 24), badge.heightAnchor.constraint(equalToConstant: 24),
            title.leadingAnchor.constraint(equalTo: badge.trailingAnchor, constant: 12),
            title.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
        ])
    }

    required init?(coder: NSCoder) { nil }
}

@MainActor @Suite struct LoneTableCellTests {
    nonisolated static let directions: [UITraitEnvironmentLayoutDirection] = [.leftToRight, .rightToLeft]

    /// `view` as a snapshot of the view draws it, decoded.
    func drawn(_ view: UIView) throws -> RGBAImage {
        let image = try ScreenImage.image(of: DeviceCapture.capture(view))
        return try PNG.decode(try #require(image.pngData())).image
    }

    /// The 3x pixel at `point` (in points).
    func pixel(_ image: RGBAImage, _ x: CGFloat, _ y: CGFloat) -> RGBA { image[Int(x * 3), Int(y * 3)] }

    func cell(direction: UITraitEnvironmentLayoutDirection) -> BadgeTitleCell {
        let cell = BadgeTitleCell(style: .default, reuseIdentifier: nil)
        cell.traitOverrides.layoutDirection = direction
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        return cell
    }

    /// The badge's middle, 28 pt from the leading edge, and a point right of the title's end.
    func points(_ direction: UITraitEnvironmentLayoutDirection) -> (badge: CGFloat, empty: CGFloat) {
        direction == .leftToRight ? (28, 300) : (320 - 28, 20)
    }

    @Test(arguments: directions)
    func aLoneCellIsTransparentAroundItsContent(direction: UITraitEnvironmentLayoutDirection) throws {
        let image = try drawn(cell(direction: direction))
        #expect(image.width == 960 && image.height == 132)
        let (badge, empty) = points(direction)
        #expect(pixel(image, empty, 22).alpha == 0)
        #expect(pixel(image, 1, 1).alpha == 0)
        #expect(pixel(image, badge, 22) == RGBA(red: 175, green: 82, blue: 222, alpha: 255))
    }

    /// A background the app gives is drawn: its colour, or a background configuration it sets.
    @Test(arguments: directions)
    func aBackgroundTheAppGivesIsDrawn(direction: UITraitEnvironmentLayoutDirection) throws {
        let colored = cell(direction: direction)
        colored.backgroundColor = .systemYellow
        let (badge, empty) = points(direction)
        #expect(pixel(try drawn(colored), empty, 22) == RGBA(red: 255, green: 204, blue: 0, alpha: 255))
        let configured = cell(direction: direction)
        configured.backgroundConfiguration = .listPlainCell()
        let image = try drawn(configured)
        #expect(pixel(image, empty, 22) == RGBA(red: 255, green: 255, blue: 255, alpha: 255))
        #expect(pixel(image, badge, 22) == RGBA(red: 175, green: 82, blue: 222, alpha: 255))
    }

    /// The cell a table shows has the table's cell colour behind its content.
    @Test(arguments: directions)
    func aCellATableShowsHasTheTablesColour(direction: UITraitEnvironmentLayoutDirection) throws {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
        table.traitOverrides.layoutDirection = direction
        table.register(BadgeTitleCell.self, forCellReuseIdentifier: "row")
        let source = OneRowSource()
        table.dataSource = source
        table.layoutIfNeeded()
        let shown = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(shown.frame.size == CGSize(width: 320, height: 44))
        let image = try drawn(shown)
        let (badge, empty) = points(direction)
        #expect(pixel(image, empty, 22) == RGBA(red: 255, green: 255, blue: 255, alpha: 255))
        #expect(pixel(image, badge, 22) == RGBA(red: 175, green: 82, blue: 222, alpha: 255))
    }
}

final class OneRowSource: NSObject, UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    }
}
