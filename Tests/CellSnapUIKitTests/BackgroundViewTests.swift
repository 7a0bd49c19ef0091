// Cells' background views (backgroundView, selectedBackgroundView, a table cell's
// multipleSelectionBackgroundView): drawn behind the content view, filling the cell, the selected
// one above the other while the cell is selected; exclusive with background configurations, as
// Apple documents. Pixels at known points and frames, in both layout directions.
import CellLayout
import CellModel
import CellSnapUIKitTesting
import Pixels
import Primitives
import Rendering
import Testing

@MainActor @Suite struct BackgroundViewTests {
    static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)

    /// A cell 44 pt tall: a 20 pt yellow square 100 pt from its content view's leading edge; a red
    /// background view holding a blue stripe 40 pt wide at its left (a frame set by hand); a green
    /// selected background view.
    final class SwatchCell: UICollectionViewCell {
        let stripe = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 44))

        override init(frame: CGRect) {
            super.init(frame: frame)
            let square = UIView()
            square.backgroundColor = BackgroundViewTests.yellow
            square.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(square)
            NSLayoutConstraint.activate([
                square.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 100),
                square.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
                square.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12),
                square.widthAnchor.constraint(equalToConstant: 20), square.heightAnchor.constraint(equalToConstant: 20),
            ])
            let background = UIView(frame: bounds)
            background.backgroundColor = BackgroundViewTests.red
            stripe.backgroundColor = BackgroundViewTests.blue
            background.addSubview(stripe)
            backgroundView = background
            let selected = UIView(frame: bounds)
            selected.backgroundColor = BackgroundViewTests.green
            selectedBackgroundView = selected
        }

        required init?(coder: NSCoder) { nil }
    }

    /// The cell drawn 390 pt wide at 3x, as the cell strategy draws it.
    func pixels<Cell: UIView>(_ cell: Cell, rightToLeft: Bool, width: Double = 390) throws -> RGBAImage {
        let traits = UITraitCollection(layoutDirection: rightToLeft ? .rightToLeft : .leftToRight)
        let model = try UIView.cellSnapMeasuringText(with: TextEngine.current()) { () throws -> ListCell in
            if let cell = cell as? UICollectionViewCell {
                return try cell.cellSnapListCell(traits: traits, width: width)
            }
            return try (cell as! UITableViewCell).cellSnapListCell(traits: traits, width: width)
        }
        guard case .image(let image, _, _, _) = try Snapshotting<ListCell>.image(width: width).snapshot(model) else {
            throw CellSnapUIKitError(call: "pixels", reason: "not an image")
        }
        return image
    }

    func color(_ image: RGBAImage, x: Double, y: Double = 22) -> Color {
        ControlFixtures.color(image, at: Point(x: x, y: y))
    }

    @Test(arguments: [false, true]) func backgroundViewsFillTheCellBehindTheContent(rightToLeft: Bool) throws {
        let cell = SwatchCell(frame: CGRect(x: 0, y: 0, width: 100, height: 10))
        let image = try pixels(cell, rightToLeft: rightToLeft)
        #expect(image.width == 1170 && image.height == 132)
        // The background view and its stripe (a frame set by hand: never mirrored, as in UIKit).
        #expect(color(image, x: 20) == Color(red255: 0, green: 0, blue: 255))
        #expect(color(image, x: 200) == Color(red255: 255, green: 0, blue: 0))
        // The content view's square, above the background, mirrored in right to left.
        #expect(color(image, x: rightToLeft ? 280 : 110) == Color(red255: 255, green: 255, blue: 0))
        #expect(color(image, x: rightToLeft ? 110 : 280) == Color(red255: 255, green: 0, blue: 0))
        // The cell's bounds, as UIKit sizes a cell's background views.
        #expect(cell.backgroundView?.frame == CGRect(x: 0, y: 0, width: 390, height: 44))
        #expect(cell.stripe.frame == CGRect(x: 0, y: 0, width: 40, height: 44))
    }

    @Test(arguments: [false, true]) func theSelectedBackgroundViewLaysAboveTheBackgroundView(rightToLeft: Bool) throws {
        let cell = SwatchCell(frame: .zero)
        cell.isSelected = true
        let image = try pixels(cell, rightToLeft: rightToLeft)
        #expect(color(image, x: 20) == Color(red255: 0, green: 255, blue: 0))
        #expect(color(image, x: 200) == Color(red255: 0, green: 255, blue: 0))
        #expect(color(image, x: rightToLeft ? 280 : 110) == Color(red255: 255, green: 255, blue: 0))
        #expect(cell.selectedBackgroundView?.frame == CGRect(x: 0, y: 0, width: 390, height: 44))
        cell.isSelected = false
        cell.isHighlighted = true
        #expect(color(try pixels(cell, rightToLeft: rightToLeft), x: 200) == Color(red255: 0, green: 255, blue: 0))
    }

    @Test func backgroundViewsAndConfigurationsAreMutuallyExclusive() throws {
        let cell = SwatchCell(frame: .zero)
        #expect(cell.backgroundConfiguration == nil)
        _ = try pixels(cell, rightToLeft: false)
        #expect(cell.backgroundConfiguration == nil, "the automatic update sets no default over background views")
        var yellow = UIBackgroundConfiguration.clear()
        yellow.backgroundColor = Self.yellow
        cell.backgroundConfiguration = yellow
        #expect(cell.backgroundView == nil && cell.selectedBackgroundView == nil)
        #expect(color(try pixels(cell, rightToLeft: false), x: 200) == Color(red255: 255, green: 255, blue: 0))
        cell.backgroundView = UIView()
        #expect(cell.backgroundConfiguration == nil)
    }

    /// A default-style table cell titled "Row" with an opaque background view.
    func tableCell(background: UIColor) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "Row"
        let view = UIView()
        view.backgroundColor = background
        cell.backgroundView = view
        return cell
    }

    @Test(arguments: [false, true]) func aTableCellDrawsItsBackgroundViewsBehindItsLabels(rightToLeft: Bool) throws {
        let cell = tableCell(background: Self.red)
        #expect(cell.backgroundConfiguration == nil)
        let image = try pixels(cell, rightToLeft: rightToLeft)
        #expect(color(image, x: 2, y: 2) == Color(red255: 255, green: 0, blue: 0))
        #expect(color(image, x: 388, y: 2) == Color(red255: 255, green: 0, blue: 0))
        #expect(cell.backgroundView?.frame.size == CGSize(width: 390, height: image.height / 3))
        let selected = UIView()
        selected.backgroundColor = Self.green
        cell.selectedBackgroundView = selected
        cell.setSelected(true, animated: false)
        #expect(
            color(try pixels(cell, rightToLeft: rightToLeft), x: 388, y: 2) == Color(red255: 0, green: 255, blue: 0))
        cell.selectionStyle = .none
        #expect(
            color(try pixels(cell, rightToLeft: rightToLeft), x: 388, y: 2) == Color(red255: 255, green: 0, blue: 0))
    }

    @Test func aSelectedTableCellWithoutASelectedViewShowsThePlainListsSelection() throws {
        let cell = tableCell(background: Self.red)
        cell.setSelected(true, animated: false)
        let plain = UITableViewCell(style: .default, reuseIdentifier: nil)
        plain.textLabel?.text = "Row"
        plain.setSelected(true, animated: false)
        let gray = color(try pixels(plain, rightToLeft: false), x: 388, y: 2)
        #expect(gray != Color(red255: 255, green: 255, blue: 255))
        #expect(color(try pixels(cell, rightToLeft: false), x: 388, y: 2) == gray)
    }

    @Test func aTableSelectingSeveralRowsShowsTheMultipleSelectionBackgroundView() throws {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 200), style: .plain)
        let source = OneRowSource { tableView in
            let cell = self.tableCell(background: Self.red)
            let selected = UIView()
            selected.backgroundColor = Self.green
            cell.selectedBackgroundView = selected
            let several = UIView()
            several.backgroundColor = Self.blue
            cell.multipleSelectionBackgroundView = several
            return cell
        }
        table.dataSource = source
        table.allowsMultipleSelection = true
        table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
        let image = try ControlFixtures.pixels(table)
        #expect(ControlFixtures.color(image, at: Point(x: 388, y: 2)) == Color(red255: 0, green: 0, blue: 255))
        table.allowsMultipleSelection = false
        table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
        let single = try ControlFixtures.pixels(table)
        #expect(ControlFixtures.color(single, at: Point(x: 388, y: 2)) == Color(red255: 0, green: 255, blue: 0))
    }

    @Test func snapshots() {
        let cell = SwatchCell(frame: .zero)
        assertSnapshot(of: cell, as: .image(width: 390), named: "normal", lint: .off)
        assertSnapshot(
            of: cell, as: .image(width: 390, traits: UITraitCollection(layoutDirection: .rightToLeft)), named: "rtl",
            lint: .off)
        cell.isSelected = true
        assertSnapshot(of: cell, as: .image(width: 390), named: "selected", lint: .off)
    }
}

/// A data source of one row, made by `make`.
@MainActor final class OneRowSource: NSObject, UITableViewDataSource {
    let make: (UITableView) -> UITableViewCell
    init(_ make: @escaping (UITableView) -> UITableViewCell) { self.make = make }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { make(tableView) }
}
