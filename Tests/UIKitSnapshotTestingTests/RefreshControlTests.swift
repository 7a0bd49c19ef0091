// A refresh begun in code (`UIRefreshControl.beginRefreshing()`) on a table controller, as an iOS
// 17 reference of an app's loading state draws it: a band of 60 pt above the content, which moves
// down by it, with eight opaque spokes 36 pt across in its middle; nothing at rest. Pixels at 3x,
// in both layout directions and both appearances.
import CellSnapUIKitSnapshots
import Foundation
import Pixels
import Testing
import UIKit

/// Three rows of plain cells.
final class ThreeRows: NSObject, UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell()
        var content = cell.defaultContentConfiguration()
        content.text = "Row \(indexPath.row)"
        cell.contentConfiguration = content
        return cell
    }
}

@MainActor @Suite struct RefreshControlTests {
    nonisolated static let directions: [UITraitEnvironmentLayoutDirection] = [.leftToRight, .rightToLeft]

    /// A table controller in a 390 x 844 window with the reference's 47 pt and 34 pt safe area.
    struct Screen {
        let rows = ThreeRows()
        let controller = UITableViewController(style: .plain)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))

        @MainActor init(direction: UITraitEnvironmentLayoutDirection, style: UIUserInterfaceStyle = .light) {
            controller.tableView.dataSource = rows
            controller.refreshControl = UIRefreshControl()
            window.cellSnapDeviceSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
            window.cellSnapTraits = UITraitCollection(layoutDirection: direction)
            window.overrideUserInterfaceStyle = style
            window.rootViewController = controller
            window.isHidden = false
        }

        /// The window drawn, decoded.
        @MainActor func drawn() throws -> RGBAImage {
            window.layoutIfNeeded()
            let image = try ScreenImage.image(of: DeviceCapture.capture(window))
            return try PNG.decode(try #require(image.pngData())).image
        }
    }

    /// The box of pixels in the band's region (x 120 to 270, y 40 to 106 pt) farther than 40
    /// levels from `fill`, in device pixels: minX, maxX, minY, maxY.
    func ink(_ image: RGBAImage, on fill: UInt8) -> [Int]? {
        var box: [Int]?
        for y in 120..<318 {
            for x in 360..<810 where abs(Int(image[x, y].red) - Int(fill)) > 40 {
                box = [min(box?[0] ?? x, x), max(box?[1] ?? x, x), min(box?[2] ?? y, y), max(box?[3] ?? y, y)]
            }
        }
        return box
    }

    /// Refreshing: the adjusted top inset is the safe area's and the band's, the content at rest
    /// moves down by the band, and the spinner's ink is where the iOS reference has it (iOS: x
    /// 532 to 639, y 178 to 285 px), black on white, in both directions.
    @Test(arguments: directions)
    func aRefreshingControlShowsItsSpinnerAboveTheContent(direction: UITraitEnvironmentLayoutDirection) throws {
        let screen = Screen(direction: direction)
        let table = screen.controller.tableView!
        screen.controller.refreshControl?.beginRefreshing()
        let image = try screen.drawn()
        #expect(table.adjustedContentInset.top == 107 && table.contentOffset.y == -107)
        #expect(screen.controller.refreshControl?.frame == CGRect(x: 0, y: -60, width: 390, height: 60))
        #expect(table.convert(table.rectForRow(at: IndexPath(row: 0, section: 0)), to: nil).minY == 107)
        #expect(ink(image, on: 255) == [532, 637, 178, 283])
        #expect(image[585, 190].red == 0)  // the top spoke, opaque
    }

    /// In the dark the spokes are white on black.
    @Test func theSpinnerTakesTheLabelColour() throws {
        let screen = Screen(direction: .leftToRight, style: .dark)
        screen.controller.refreshControl?.beginRefreshing()
        let image = try screen.drawn()
        #expect(ink(image, on: 0) == [532, 637, 178, 283])
        #expect(image[585, 190].red == 255)
    }

    /// At rest, and once the refresh ends, there is no band: the rows start under the safe area
    /// and nothing is drawn above them.
    @Test(arguments: directions)
    func aControlAtRestIsNotDrawn(direction: UITraitEnvironmentLayoutDirection) throws {
        let screen = Screen(direction: direction)
        let table = screen.controller.tableView!
        // Where the spinner would be, between the first row's text and its separator: empty.
        func spinnerInk(_ image: RGBAImage) -> Int {
            (150..<260).reduce(0) { sum, y in sum + (450..<720).filter { image[$0, y].red < 128 }.count }
        }
        #expect(spinnerInk(try screen.drawn()) == 0)
        screen.controller.refreshControl?.beginRefreshing()
        #expect(spinnerInk(try screen.drawn()) > 0)
        screen.controller.refreshControl?.endRefreshing()
        #expect(spinnerInk(try screen.drawn()) == 0)
        #expect(table.adjustedContentInset.top == 47 && table.contentOffset.y == -47)
        #expect(table.convert(table.rectForRow(at: IndexPath(row: 0, section: 0)), to: nil).minY == 47)
    }

    /// A title under the spinner is refused by name while refreshing.
    @Test func aTitleWhileRefreshingIsRefused() throws {
        let screen = Screen(direction: .leftToRight)
        screen.controller.refreshControl?.attributedTitle = NSAttributedString(string: "Pull to refresh")
        screen.controller.refreshControl?.beginRefreshing()
        #expect {
            _ = try screen.drawn()
        } throws: { "\($0)".contains("UIRefreshControl.attributedTitle while refreshing") }
    }

    /// A collection view list's refresh control shows the same band and spinner above its items.
    @Test(arguments: directions)
    func aCollectionViewsRefreshControlShowsToo(direction: UITraitEnvironmentLayoutDirection) throws {
        let layout = UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain))
        let controller = UICollectionViewController(collectionViewLayout: layout)
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = "Item \(item)"
            cell.contentConfiguration = content
        }
        let source = UICollectionViewDiffableDataSource<Int, Int>(collectionView: controller.collectionView) {
            view, path, item in view.dequeueConfiguredReusableCell(using: registration, for: path, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems([1, 2, 3])
        source.apply(snapshot)
        controller.collectionView.refreshControl = UIRefreshControl()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.cellSnapDeviceSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        window.cellSnapTraits = UITraitCollection(layoutDirection: direction)
        window.rootViewController = controller
        window.isHidden = false
        controller.collectionView.refreshControl?.beginRefreshing()
        window.layoutIfNeeded()
        let image = try PNG.decode(try #require(ScreenImage.image(of: DeviceCapture.capture(window)).pngData())).image
        let collection = controller.collectionView!
        let first = try #require(collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
        #expect(collection.convert(first.frame, to: nil) == CGRect(x: 0, y: 107, width: 390, height: 44))
        #expect(ink(image, on: 255) == [532, 637, 178, 283])
    }
}
