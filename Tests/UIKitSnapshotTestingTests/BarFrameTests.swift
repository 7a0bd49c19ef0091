// The bars as iOS 18 lays them out on swift-snapshot-testing's devices, left to right and right to
// left: heights from BarMetrics (44 pt navigation bars, 96 with a large title, 32 at a compact
// height, 50 on an iPad; 49 pt tab bars above the safe area), placed below the status bar and
// above the home indicator, and the content's safe area ending at them.
import CellSnapUIKitSnapshots
import SnapshotTestingUIKit
import Testing
import UIKit

@MainActor @Suite struct BarFrameTests {
    /// `controller` shown on `config` as the image strategy shows it; `body` reads its frames.
    func shown<T>(
        _ controller: UIViewController, on config: ViewImageConfig,
        direction: UITraitEnvironmentLayoutDirection = .leftToRight,
        _ body: () throws -> T
    ) throws -> T {
        try DeviceCapture.showing(
            controller, safeArea: config.safeArea, size: config.size, screenTraits: config.traits,
            traits: UITraitCollection(layoutDirection: direction), body)
    }

    struct NavigationRow: Sendable, CustomTestStringConvertible {
        let name: String
        let config: @Sendable () -> ViewImageConfig
        let largeTitles: Bool
        /// swift-snapshot-testing's window for a navigation controller root: the top of the safe area given up.
        let window: CGSize
        let bar: CGRect
        let contentSafeArea: UIEdgeInsets
        /// The bar's margin inside the safe area: 20 pt on an iPad and a wide phone held upright.
        let margin: CGFloat
        var testDescription: String { name }
    }

    nonisolated static let navigationRows: [NavigationRow] = [
        NavigationRow(
            name: "iPhone13 inline", config: { .iPhone13 }, largeTitles: false, window: CGSize(width: 390, height: 797),
            bar: CGRect(x: 0, y: 0, width: 390, height: 44),
            contentSafeArea: UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0), margin: 16),
        NavigationRow(
            name: "iPhone13 large", config: { .iPhone13 }, largeTitles: true, window: CGSize(width: 390, height: 797),
            bar: CGRect(x: 0, y: 0, width: 390, height: 96),
            contentSafeArea: UIEdgeInsets(top: 96, left: 0, bottom: 34, right: 0), margin: 16),
        NavigationRow(
            name: "iPhoneSe large", config: { .iPhoneSe }, largeTitles: true, window: CGSize(width: 320, height: 548),
            bar: CGRect(x: 0, y: 0, width: 320, height: 96),
            contentSafeArea: UIEdgeInsets(top: 96, left: 0, bottom: 0, right: 0), margin: 16),
        NavigationRow(
            name: "iPhone13 landscape", config: { .iPhone13(.landscape) }, largeTitles: true,
            window: CGSize(width: 844, height: 390), bar: CGRect(x: 0, y: 0, width: 844, height: 32),
            contentSafeArea: UIEdgeInsets(top: 32, left: 47, bottom: 21, right: 47), margin: 16),
        NavigationRow(
            name: "iPhone13ProMax large", config: { .iPhone13ProMax }, largeTitles: true,
            window: CGSize(width: 428, height: 879), bar: CGRect(x: 0, y: 0, width: 428, height: 96),
            contentSafeArea: UIEdgeInsets(top: 96, left: 0, bottom: 34, right: 0), margin: 20),
        NavigationRow(
            name: "iPadPro11 large", config: { .iPadPro11 }, largeTitles: true,
            window: CGSize(width: 1194, height: 810), bar: CGRect(x: 0, y: 0, width: 1194, height: 102),
            contentSafeArea: UIEdgeInsets(top: 102, left: 0, bottom: 20, right: 0), margin: 20),
    ]

    @Test(arguments: navigationRows, [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func navigationControllerRoot(_ row: NavigationRow, direction: UITraitEnvironmentLayoutDirection) throws {
        let settings = SettingsViewController()
        let navigation = UINavigationController(rootViewController: settings)
        navigation.navigationBar.prefersLargeTitles = row.largeTitles
        try shown(navigation, on: row.config(), direction: direction) {
            #expect(navigation.view.window?.bounds.size == row.window)
            #expect(navigation.navigationBar.frame == row.bar)
            #expect(settings.view.frame == CGRect(origin: .zero, size: row.window))
            #expect(settings.view.safeAreaInsets == row.contentSafeArea)
            // The Edit button sits in the row of items at the trailing margin, inside the safe area.
            let margin = row.margin
            let button = try #require(
                navigation.navigationBar.subviews.last { $0 is UILabel && ($0 as? UILabel)?.text == "Edit" })
            let trailingInset = row.contentSafeArea.right + margin
            if direction == .leftToRight {
                #expect(button.frame.maxX == row.bar.width - trailingInset)
            } else {
                #expect(button.frame.minX == row.contentSafeArea.left + margin)
            }
        }
    }

    /// A navigation controller inside another controller (not the snapshot's root) sits as on the
    /// device: below the 47 pt status bar area, the content's safe area ending 91 pt down.
    @Test func navigationControllerAsOnTheDevice() throws {
        let container = UIViewController()
        let settings = SettingsViewController()
        let navigation = UINavigationController(rootViewController: settings)
        container.addChild(navigation)
        container.view.addSubview(navigation.view)
        navigation.view.frame = container.view.bounds
        navigation.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        navigation.didMove(toParent: container)
        try shown(container, on: .iPhone13) {
            #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 47, width: 390, height: 44))
            #expect(settings.view.safeAreaInsets == UIEdgeInsets(top: 91, left: 0, bottom: 34, right: 0))
        }
    }

    /// A tab bar controller root whose tabs are navigation controllers: swift-snapshot-testing's
    /// window gives up both insets (844 - 47 - 34 = 763 pt), the tab bar is 49 pt at the bottom.
    @Test func tabBarControllerRoot() throws {
        let tabs = makeTabs()
        try shown(tabs, on: .iPhone13) {
            #expect(tabs.view.bounds.size == CGSize(width: 390, height: 763))
            #expect(tabs.tabBar.frame == CGRect(x: 0, y: 714, width: 390, height: 49))
            let inbox = try #require((tabs.selectedViewController as? UINavigationController)?.topViewController)
            #expect(inbox.view.safeAreaInsets == UIEdgeInsets(top: 44, left: 0, bottom: 49, right: 0))
        }
    }

    /// Inside a container, the tab bar is as on the device: 49 pt above the 34 pt home indicator inset.
    @Test func tabBarAsOnTheDevice() throws {
        let container = UIViewController()
        let tabs = makeTabs()
        container.addChild(tabs)
        container.view.addSubview(tabs.view)
        tabs.view.frame = container.view.bounds
        tabs.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tabs.didMove(toParent: container)
        try shown(container, on: .iPhone13) {
            #expect(tabs.tabBar.frame == CGRect(x: 0, y: 761, width: 390, height: 83))
            let inbox = try #require((tabs.selectedViewController as? UINavigationController)?.topViewController)
            #expect(inbox.view.safeAreaInsets == UIEdgeInsets(top: 91, left: 0, bottom: 83, right: 0))
        }
    }

    /// A plain controller keeps the device's whole safe area: the status bar area and the home indicator.
    @Test func plainControllerKeepsTheDevicesSafeArea() throws {
        let settings = SettingsViewController()
        try shown(settings, on: .iPhone13) {
            #expect(settings.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
            #expect(settings.view.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        }
    }

    /// What iOS 18 draws differently on an iPad is refused with the reason.
    @Test func iPadTabBarIsRefused() {
        #expect(throws: CellSnapUIKitError.self) {
            try shown(makeTabs(), on: .iPadPro11) {}
        }
    }

    /// In landscape the tab bar is 49 pt above the 21 pt home indicator inset, its tabs sharing the
    /// width inside the 47 pt sides, left to right and right to left.
    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func tabBarInLandscape(direction: UITraitEnvironmentLayoutDirection) throws {
        let container = UIViewController()
        let tabs = makeTabs()
        container.addChild(tabs)
        container.view.addSubview(tabs.view)
        tabs.view.frame = container.view.bounds
        tabs.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tabs.didMove(toParent: container)
        try shown(container, on: .iPhone13(.landscape), direction: direction) {
            #expect(tabs.tabBar.frame == CGRect(x: 0, y: 320, width: 844, height: 70))
            let titles = tabs.tabBar.subviews.compactMap { $0 as? UILabel }
            let inbox = try #require(titles.first { $0.text == "Inbox" })
            let settings = try #require(titles.first { $0.text == "Settings" })
            let (first, second) = direction == .leftToRight ? (inbox, settings) : (settings, inbox)
            #expect(first.frame == CGRect(x: 47, y: 33, width: 375, height: 12))
            #expect(second.frame == CGRect(x: 422, y: 33, width: 375, height: 12))
        }
    }
    /// A list controller whose collection view fills its view: an inset grouped list of two rows.
    final class ListController: UIViewController, UICollectionViewDataSource {
        lazy var collectionView = UICollectionView(
            frame: view.bounds,
            collectionViewLayout: UICollectionViewCompositionalLayout.list(
                using: UICollectionLayoutListConfiguration(appearance: .insetGrouped)))

        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            collectionView.dataSource = self
            collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "row")
            view.addSubview(collectionView)
        }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 2 }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
            var content = UIListContentConfiguration.cell()
            content.text = "Row \(indexPath.item)"
            (cell as? UICollectionViewListCell)?.contentConfiguration = content
            return cell
        }
    }

    /// On an iPhone 13 held sideways the list keeps the safe area on each side, as UIKit insets
    /// the layout margins from it: the inset grouped section starts 47 + 20 pt in, both ways.
    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func listsKeepTheSafeAreaOnEachSide(direction: UITraitEnvironmentLayoutDirection) throws {
        let controller = ListController()
        let frame = try shown(controller, on: .iPhone13(.landscape), direction: direction) {
            controller.collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
        }
        // In device pixels (3 a point): 67 pt in, 710 pt wide.
        #expect(frame.map { [($0.minX * 3).rounded(), ($0.width * 3).rounded()] } == [201, 2130])
    }

    /// A safe area that differs between the sides (30 pt on the left only) insets each side by its
    /// own: the list keeps 30 pt on the leading side and none on the trailing one, left to right;
    /// right to left the left is the trailing side.
    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func unequalSideSafeAreasAreKeptSideBySide(direction: UITraitEnvironmentLayoutDirection) throws {
        let controller = ListController()
        let description = try shown(
            controller,
            on: ViewImageConfig(
                safeArea: UIEdgeInsets(top: 0, left: 30, bottom: 0, right: 0), size: CGSize(width: 600, height: 400),
                traits: UITraitCollection()),
            direction: direction
        ) { try controller.collectionView.cellSnapListDescription() }
        let ltr = direction == .leftToRight
        #expect(description.sideSafeAreaInset == (ltr ? 30 : 0))
        #expect(description.trailingSideSafeAreaInset == (ltr ? 0 : 30))
    }
}
