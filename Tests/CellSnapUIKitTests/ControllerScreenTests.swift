// `.image(width:)` of a view controller without a list, or whose list has no items: drawn as its
// screen (a window `width` points wide, as tall as the controller's view), not refused. Pixels at
// known points in both layout directions, and the canvas size.
import CellSnapUIKitTesting
import Pixels
import Testing

@MainActor @Suite struct ControllerScreenTests {
    static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)

    /// A screen of no list: a blue view, a red square 40 pt wide, 20 pt from the leading edge and
    /// 30 pt from the top, placed by constraints.
    final class BadgeController: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = ControllerScreenTests.blue
            let square = UIView()
            square.backgroundColor = ControllerScreenTests.red
            square.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(square)
            NSLayoutConstraint.activate([
                square.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
                square.topAnchor.constraint(equalTo: view.topAnchor, constant: 30),
                square.widthAnchor.constraint(equalToConstant: 40), square.heightAnchor.constraint(equalToConstant: 40),
            ])
        }
    }

    func image(of controller: UIViewController, width: Double, rightToLeft: Bool = false) throws -> RGBAImage {
        let traits = UITraitCollection(layoutDirection: rightToLeft ? .rightToLeft : .leftToRight)
        guard
            case .image(let image, _, _, _) = try Snapshotting<UIViewController>.image(width: width, traits: traits)
                .snapshot(controller)
        else { throw CellSnapUIKitError(call: "image(of:)", reason: "not an image") }
        return image
    }

    @Test(arguments: [false, true])
    func aControllerWithoutAListIsDrawnAsItsScreen(rightToLeft: Bool) throws {
        let controller = BadgeController()
        controller.view.frame = CGRect(x: 0, y: 0, width: 200, height: 300)
        let image = try image(of: controller, width: 200, rightToLeft: rightToLeft)
        #expect(image.width == 600 && image.height == 900)
        // The square's centre, 40 pt from the leading edge and 50 pt from the top, at 3x.
        let squareX = rightToLeft ? (200 - 40) * 3 : 40 * 3
        #expect(image[squareX, 50 * 3] == RGBA(red: 255, green: 0, blue: 0, alpha: 255))
        let otherX = rightToLeft ? 40 * 3 : (200 - 40) * 3
        #expect(image[otherX, 50 * 3] == RGBA(red: 0, green: 0, blue: 255, alpha: 255))
        #expect(image[100 * 3, 250 * 3] == RGBA(red: 0, green: 0, blue: 255, alpha: 255))
    }

    @Test func aControllerWhoseViewHasNoHeightIsDrawnAtTheDefaultScreenHeight() throws {
        let controller = BadgeController()
        controller.view.frame = .zero
        let image = try image(of: controller, width: 390)
        #expect(image.width == 390 * 3 && image.height == 852 * 3)
    }

    /// A table view controller whose data source has no rows: its screen, the table's background.
    final class EmptyTableController: UITableViewController {
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.backgroundColor = ControllerScreenTests.red
        }
    }

    @Test func aListWithoutItemsIsDrawnAsItsScreen() throws {
        let controller = EmptyTableController(style: .plain)
        controller.view.frame = CGRect(x: 0, y: 0, width: 390, height: 400)
        let image = try image(of: controller, width: 390)
        #expect(image.width == 390 * 3 && image.height == 400 * 3)
        #expect(image[195 * 3, 200 * 3] == RGBA(red: 255, green: 0, blue: 0, alpha: 255))
    }

    /// A controller whose table gets its data source when data arrives, drawn before it does.
    final class UnfedTableController: UIViewController {
        let table = UITableView(frame: .zero, style: .plain)
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = ControllerScreenTests.blue
            table.backgroundColor = ControllerScreenTests.red
            table.frame = CGRect(x: 0, y: 100, width: 390, height: 300)
            view.addSubview(table)
        }
    }

    @Test func aTableWithoutADataSourceIsDrawnEmptyInItsScreen() throws {
        let controller = UnfedTableController()
        controller.view.frame = CGRect(x: 0, y: 0, width: 390, height: 400)
        let image = try image(of: controller, width: 390)
        #expect(image.width == 390 * 3 && image.height == 400 * 3)
        #expect(image[195 * 3, 50 * 3] == RGBA(red: 0, green: 0, blue: 255, alpha: 255))
        #expect(image[195 * 3, 250 * 3] == RGBA(red: 255, green: 0, blue: 0, alpha: 255))
    }

    /// A header whose content is taller than the header: a red box 30 pt tall, 16 pt from the
    /// leading edge, in a 20 pt header over blue rows.
    final class OverflowingHeader: UITableViewHeaderFooterView {
        override init(reuseIdentifier: String?) {
            super.init(reuseIdentifier: reuseIdentifier)
            let box = UIView()
            box.backgroundColor = ControllerScreenTests.red
            box.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(box)
            NSLayoutConstraint.activate([
                box.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
                box.topAnchor.constraint(equalTo: contentView.topAnchor),
                box.widthAnchor.constraint(equalToConstant: 100), box.heightAnchor.constraint(equalToConstant: 30),
            ])
        }
        required init?(coder: NSCoder) { nil }
    }

    final class OverflowingHeaderController: UITableViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(OverflowingHeader.self, forHeaderFooterViewReuseIdentifier: "header")
            tableView.separatorStyle = .none
        }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.backgroundColor = ControllerScreenTests.blue
            return cell
        }
        override func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { 20 }
        override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 100 }
        override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
            tableView.dequeueReusableHeaderFooterView(withIdentifier: "header")
        }
    }

    /// UIKit keeps section headers in front of the cells: what overflows a header is drawn over
    /// its first row (the descenders of a title taller than its header, as iOS draws them).
    @Test(arguments: [false, true])
    func aHeaderIsDrawnInFrontOfItsRows(rightToLeft: Bool) throws {
        let controller = OverflowingHeaderController(style: .plain)
        controller.view.frame = CGRect(x: 0, y: 0, width: 390, height: 400)
        let image = try image(of: controller, width: 390, rightToLeft: rightToLeft)
        let red = RGBA(red: 255, green: 0, blue: 0, alpha: 255)
        let boxX = rightToLeft ? 390 - 16 - 50 : 16 + 50
        // In the header (y 10) and in the first row below it (y 25), the box; past it, the row.
        #expect(image[boxX * 3, 10 * 3] == red && image[boxX * 3, 25 * 3] == red)
        #expect(image[boxX * 3, 35 * 3] == RGBA(red: 0, green: 0, blue: 255, alpha: 255))
    }
}
