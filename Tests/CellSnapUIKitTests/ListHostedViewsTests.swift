// A list's cells have the list as their superview while it shows them, as UIKit's visible cells
// are its subviews: `superview as? UITableView`, `window`, `convert(_:to:)` and the safe area an
// app's cell asks for are UIKit's, in both layout directions. CellSnap draws the cells with the
// list's content, so they are not among its `subviews`.
import CellSnapUIKit
import Foundation
import Testing

@MainActor @Suite struct ListHostedViewsTests {
    final class Rows: NSObject, UITableViewDataSource, UICollectionViewDataSource {
        var count = 3
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = "Row \(indexPath.row)"
            return cell
        }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
        }
    }

    final class ListController: UITableViewController {
        let rows = Rows()
        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Rows"
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
            tableView.rowHeight = 60
            tableView.dataSource = rows
        }
    }

    static func window(_ root: UIViewController, _ direction: UITraitEnvironmentLayoutDirection) -> UIWindow {
        UIView.cellSnapInstallTextMeasurer()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.cellSnapTraits = UITraitCollection(layoutDirection: direction)
        window.rootViewController = root
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return window
    }

    /// Under a 44 pt navigation bar the second 60 pt row shows from y 104 in the window; its cell
    /// finds its table and its row through its superview, and inherits no top safe area (the
    /// table's adjusted inset takes it in).
    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func aTablesCellsAreInItAndInItsWindow(direction: UITraitEnvironmentLayoutDirection) throws {
        let controller = ListController()
        let window = Self.window(UINavigationController(rootViewController: controller), direction)
        let table = controller.tableView!
        let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(cell.superview === table && cell.window === window)
        #expect((cell.superview as? UITableView)?.indexPath(for: cell) == IndexPath(row: 1, section: 0))
        #expect(cell.convert(cell.bounds, to: nil) == CGRect(x: 0, y: 104, width: 390, height: 60))
        #expect(cell.safeAreaInsets == .zero)
        #expect(!table.subviews.contains { $0 === cell })

        // Rows the table no longer shows leave it.
        let third = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
        controller.rows.count = 1
        table.reloadData()
        window.layoutIfNeeded()
        let shown = table.visibleCells
        #expect(shown.count == 1 && shown[0].superview === table)
        #expect([cell, third].filter { $0 !== shown[0] }.allSatisfy { $0.superview == nil })
    }

    /// Three 100 pt items spread over a 390 pt line (45 pt apart), mirrored right to left: the
    /// first item's cell is where its layout attributes put it, in the window too.
    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func aCollectionViewsCellsAreWhereTheirAttributesSay(direction: UITraitEnvironmentLayoutDirection) throws {
        let controller = UIViewController()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 50)
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 100, width: 390, height: 300), collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
        let rows = Rows()
        collectionView.dataSource = rows
        controller.view.addSubview(collectionView)
        let window = Self.window(controller, direction)
        let first = IndexPath(item: 0, section: 0)
        let cell = try #require(collectionView.cellForItem(at: first))
        #expect(cell.superview === collectionView && cell.window === window)
        let expectedX: CGFloat = direction == .leftToRight ? 0 : 290
        #expect(cell.convert(cell.bounds, to: nil) == CGRect(x: expectedX, y: 100, width: 100, height: 50))
        let attributes = try #require(collectionView.layoutAttributesForItem(at: first))
        #expect(collectionView.convert(attributes.frame, to: nil) == cell.convert(cell.bounds, to: nil))
    }

    /// A landscape phone's side insets reach a table's cells, its top and bottom do not: the
    /// table's adjusted inset takes those in.
    @Test func aCellKeepsTheSideInsetsOfTheSafeArea() throws {
        let controller = ListController()
        let window = Self.window(controller, .leftToRight)
        window.cellSnapDeviceSafeAreaInsets = UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47)
        window.layoutIfNeeded()
        let cell = try #require(controller.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(cell.safeAreaInsets == UIEdgeInsets(top: 0, left: 47, bottom: 0, right: 47))
    }
}
