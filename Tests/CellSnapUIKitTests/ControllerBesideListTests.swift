// `.image(width:)` of a controller whose view shows more than its list: a header above a table
// pinned to the view's edges, a view floating over it. Everything is drawn where its constraints
// put it, in both layout directions, and the list shows all of its rows.
import CellSnapUIKitTesting
import Foundation
import Pixels
import Testing

@testable import CellSnapUIKit

@MainActor @Suite struct ControllerBesideListTests {
    static let red = RGBA(red: 255, green: 0, blue: 0, alpha: 255)
    static let green = RGBA(red: 0, green: 255, blue: 0, alpha: 255)
    static let white = RGBA(red: 255, green: 255, blue: 255, alpha: 255)

    /// A 200 x 400 pt controller: a red header 60 pt tall with a green 20 pt square at its
    /// leading edge, and below it a table of `rows` rows pinned to the view's edges (or `listHeight`
    /// tall, when given).
    static func headerAndTable(rows: Int, listHeight: CGFloat? = nil, headerHidden: Bool = false)
        -> (UIViewController, UITableView)
    {
        let controller = UIViewController()
        controller.view.frame = CGRect(x: 0, y: 0, width: 200, height: 400)
        controller.view.backgroundColor = .white
        let header = UIView()
        header.backgroundColor = .red
        header.isHidden = headerHidden
        let square = UIView()
        square.backgroundColor = .green
        let table = UITableView(frame: .zero, style: .plain)
        let source = RowsSource(rows: rows)
        table.dataSource = source
        objc_setAssociatedObject(table, &RowsSource.key, source, .OBJC_ASSOCIATION_RETAIN)
        for view in [header, square, table] { view.translatesAutoresizingMaskIntoConstraints = false }
        controller.view.addSubview(header)
        header.addSubview(square)
        controller.view.addSubview(table)
        var constraints = [
            header.topAnchor.constraint(equalTo: controller.view.topAnchor),
            header.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
            header.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor),
            header.heightAnchor.constraint(equalToConstant: 60),
            square.leadingAnchor.constraint(equalTo: header.leadingAnchor, constant: 10),
            square.topAnchor.constraint(equalTo: header.topAnchor, constant: 20),
            square.widthAnchor.constraint(equalToConstant: 20), square.heightAnchor.constraint(equalToConstant: 20),
            table.topAnchor.constraint(equalTo: controller.view.topAnchor, constant: 60),
            table.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
            table.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor),
        ]
        if let listHeight {
            constraints.append(table.heightAnchor.constraint(equalToConstant: listHeight))
        } else {
            constraints.append(table.bottomAnchor.constraint(equalTo: controller.view.bottomAnchor))
        }
        NSLayoutConstraint.activate(constraints)
        return (controller, table)
    }

    static func image(of controller: UIViewController, traits: UITraitCollection = UITraitCollection()) throws
        -> RGBAImage
    {
        guard
            case .image(let pixels, _, _, _) = try Snapshotting<UIViewController>.image(width: 200, traits: traits)
                .snapshot(controller)
        else { throw CellSnapUIKitError(call: "render", reason: "not an image") }
        return pixels
    }

    /// 30 rows of 44 pt under a 60 pt header: the image is 60 + 1,320 pt tall (at 3x), the header
    /// is drawn, its square at the leading edge (on the right from right to left), and the last
    /// row's title is drawn at the bottom.
    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func aHeaderAboveATallTableIsDrawnWithTheWholeTable(direction: UITraitEnvironmentLayoutDirection) throws {
        let (controller, _) = Self.headerAndTable(rows: 30)
        let pixels = try Self.image(of: controller, traits: UITraitCollection(layoutDirection: direction))
        #expect(pixels.width == 600 && pixels.height == (60 + 30 * 44) * 3)
        let leadingSquare = direction == .leftToRight ? 20 * 3 : 180 * 3
        let trailingPoint = direction == .leftToRight ? 180 * 3 : 20 * 3
        #expect(pixels[leadingSquare, 30 * 3] == Self.green)
        #expect(pixels[trailingPoint, 30 * 3] == Self.red)
        #expect(pixels[100 * 3, 61 * 3] == Self.white)
        let lastRow = (60 + 29 * 44) * 3..<(60 + 30 * 44) * 3
        #expect(Self.inkRows(in: pixels, rows: lastRow) > 0)
    }

    /// A table of a fixed height does not grow with the screen: the screen is drawn at the view's
    /// height, the table clipped as the device shows it.
    @Test func aTableOfAFixedHeightIsDrawnAtTheViewsHeight() throws {
        let (controller, _) = Self.headerAndTable(rows: 30, listHeight: 200)
        let pixels = try Self.image(of: controller)
        #expect(pixels.width == 600 && pixels.height == 400 * 3)
        #expect(pixels[100 * 3, 30 * 3] == Self.red)
    }

    /// A header whose content fits: the screen at the view's own height.
    @Test func aShortTableUnderAHeaderIsDrawnAtTheViewsHeight() throws {
        let (controller, _) = Self.headerAndTable(rows: 3)
        let pixels = try Self.image(of: controller)
        #expect(pixels.height == 400 * 3)
        #expect(pixels[100 * 3, 30 * 3] == Self.red)
    }

    /// A hidden header shows nothing: the table alone is drawn, at its content height.
    @Test func aHiddenHeaderLeavesTheTableAlone() throws {
        let (controller, _) = Self.headerAndTable(rows: 30, headerHidden: true)
        let pixels = try Self.image(of: controller)
        #expect(pixels.height == 30 * 44 * 3)
    }

    /// A button floating over a full-screen table: drawn over it.
    @Test func aViewFloatingOverTheTableIsDrawn() throws {
        let (controller, table) = Self.headerAndTable(rows: 30, headerHidden: true)
        table.removeFromSuperview()
        table.frame = controller.view.bounds
        table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        table.translatesAutoresizingMaskIntoConstraints = true
        controller.view.addSubview(table)
        let button = UIView(frame: CGRect(x: 150, y: 350, width: 40, height: 40))
        button.autoresizingMask = [.flexibleTopMargin, .flexibleLeftMargin]
        button.backgroundColor = .green
        controller.view.addSubview(button)
        let pixels = try Self.image(of: controller)
        #expect(pixels.height == 30 * 44 * 3)
        #expect(pixels[170 * 3, pixels.height - 30 * 3] == Self.green)
    }

    /// A controller that is the child of a navigation controller keeps its place: its list is
    /// drawn alone, at its content height, and it stays where it was. The root of a window (a
    /// launched app's) is lent to the snapshot's window, as swift-snapshot-testing moves its view
    /// into one: drawn as its screen, header and whole table, then its window's root again.
    @Test func aChildIsDrawnAsItsListAndAWindowsRootAsItsScreen() throws {
        let (child, _) = Self.headerAndTable(rows: 30)
        let navigation = UINavigationController(rootViewController: child)
        #expect(try Self.image(of: child).height == 30 * 44 * 3)
        #expect(child.parent === navigation)
        let (root, _) = Self.headerAndTable(rows: 30)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 400))
        window.rootViewController = root
        window.makeKeyAndVisible()
        let pixels = try Self.image(of: root)
        #expect(pixels.height == (60 + 30 * 44) * 3)
        #expect(pixels[180 * 3, 30 * 3] == Self.red)
        #expect(root.view.window === window && window.rootViewController === root)
    }

    /// The number of pixel rows in `rows` with a pixel darker than mid grey.
    static func inkRows(in pixels: RGBAImage, rows: Range<Int>) -> Int {
        rows.filter { y in (0..<pixels.width).contains { x in Int(pixels[x, y].green) < 128 } }.count
    }
}

/// `rows` rows titled "Row N" in the default style.
private final class RowsSource: NSObject, UITableViewDataSource {
    nonisolated(unsafe) static var key = 0
    let rows: Int

    init(rows: Int) { self.rows = rows }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
}
