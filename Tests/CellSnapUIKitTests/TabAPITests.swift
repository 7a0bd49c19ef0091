// The tab API of iOS 18 (`UITab`, `UITabGroup`, `UISearchTab`, `UITabBarController.tabs`): which
// tabs the bar shows and in what order, the controllers it shows for them, selection through
// `selectedTab` and a tap, and the bar drawn in both layout directions.
import CellModel
import CellSnapUIKit
import CellSnapUIKitTesting
import Foundation
import Testing

@MainActor @Suite struct TabAPITests {
    final class Screen: UIViewController {
        init(_ title: String) {
            super.init(nibName: nil, bundle: nil)
            self.title = title
        }
        required init?(coder: NSCoder) { fatalError("not used") }
    }

    final class Recorder: NSObject, UITabBarControllerDelegate {
        var calls: [String] = []
        func tabBarController(_ tabBarController: UITabBarController, shouldSelectTab tab: UITab) -> Bool {
            calls.append("shouldTab \(tab.identifier)")
            return true
        }
        func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController)
            -> Bool
        {
            calls.append("should \(viewController.title ?? "-")")
            return true
        }
        func tabBarController(
            _ tabBarController: UITabBarController, didSelectTab selectedTab: UITab, previousTab: UITab?
        ) { calls.append("didTab \(selectedTab.identifier) from \(previousTab?.identifier ?? "nil")") }
        func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
            calls.append("did \(viewController.title ?? "-")")
        }
    }

    func tab(_ id: String, _ placement: UITab.Placement = .automatic) -> UITab {
        let tab = UITab(title: id.capitalized, image: UIImage(systemName: "star"), identifier: id) { Screen($0.title) }
        tab.preferredPlacement = placement
        return tab
    }

    /// Which root tabs the bar shows, in order, for each placement and visibility.
    @Test func theBarShowsTabsByPlacement() {
        let hidden = tab("hidden")
        hidden.isHidden = true
        let hiddenByDefault = tab("later")
        hiddenByDefault.isHiddenByDefault = true
        let cases: [(tabs: [UITab], compact: [String]?, titles: [String])] = [
            ([tab("a"), tab("b")], nil, ["A", "B"]),
            ([tab("a"), tab("pin", .pinned), tab("fix", .fixed), tab("b", .movable)], nil, ["Fix", "A", "B", "Pin"]),
            ([tab("a", .optional), tab("side", .sidebarOnly), tab("b", .default)], nil, ["B"]),
            ([UISearchTab { _ in Screen("Find") }, tab("a"), hidden, hiddenByDefault], nil, ["A", "Search"]),
            ([tab("a"), tab("b"), tab("c")], ["c", "a", "nothing"], ["C", "A"]),
        ]
        for (tabs, compact, titles) in cases {
            let controller = UITabBarController(tabs: tabs)
            controller.compactTabIdentifiers = compact
            #expect(controller.tabBar.items?.map(\.title) == titles.map { $0 }, "\(titles)")
            #expect(controller.viewControllers?.map(\.title) == titles.map { $0 == "Search" ? "Find" : $0 })
        }
        hiddenByDefault.isHidden = false
        #expect(!hiddenByDefault.isHidden && hidden.isHidden)
    }

    @Test func providersRunOnceAndKnowTheirTab() {
        var made = 0
        let home = UITab(title: "Home", image: nil, identifier: "home") { _ in
            made += 1
            return Screen("Home")
        }
        let books = tab("books")
        let navigation = UINavigationController()
        let library = UITabGroup(title: "Library", image: nil, identifier: "library", children: [tab("shelf"), books])
        library.managingNavigationController = navigation
        let controller = UITabBarController(tabs: [home, library])
        #expect(made == 1 && home.viewController?.tab === home && made == 1)
        #expect(home.tabBarController === controller && books.tabBarController === controller)
        #expect(books.parent === library && books.managingTabGroup === library && home.parent == nil)
        #expect(controller.tab(forIdentifier: "books") === books && library.tab(forIdentifier: "nope") == nil)
        // The group has no controller of its own: its navigation controller shows the first child's.
        #expect(controller.viewControllers?.last === navigation)
        #expect(navigation.viewControllers.map(\.title) == ["Shelf"])
        controller.selectedTab = books
        #expect(controller.selectedIndex == 1 && library.selectedChild === books && controller.selectedTab === books)
        #expect(navigation.viewControllers.map(\.title) == ["Books"])
        #expect(books.hasVisiblePlacement == false && library.hasVisiblePlacement && home.hasVisiblePlacement)
        library.displayOrderIdentifiers = ["books", "ghost"]
        #expect(library.displayOrder.map(\.identifier) == ["books", "shelf"])
        controller.viewControllers = [Screen("Plain")]
        #expect(controller.tabs.isEmpty && home.tabBarController == nil)
    }

    @Test func tapsAskTheDelegateAndSkipDisabledTabs() {
        let (a, b, c) = (tab("a"), tab("b"), tab("c"))
        c.isEnabled = false
        let controller = UITabBarController(tabs: [a, b, c])
        let recorder = Recorder()
        controller.delegate = recorder
        controller.selectedTab = b
        #expect(recorder.calls.isEmpty && controller.selectedIndex == 1)
        #expect(!controller.cellSnapTapTab(at: 2) && controller.selectedTab === b)
        #expect(controller.cellSnapTapTab(at: 0) && controller.selectedTab === a)
        #expect(recorder.calls == ["shouldTab a", "should A", "didTab a from b", "did A"])
        #expect(controller.tabBar.items?[2].isEnabled == false)
        a.title = "Renamed"
        #expect(controller.tabBar.items?.first?.title == "Renamed" && controller.selectedTab === a)
    }

    /// An iPhone's window (34 pt home indicator): the bar of three tabs, its items' titles placed
    /// leading to trailing in either direction, and the selected tab's view above it.
    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func theBarIsDrawn(direction: UITraitEnvironmentLayoutDirection) throws {
        UIView.cellSnapInstallTextMeasurer()
        let home = tab("home")
        let off = tab("off")
        off.isEnabled = false
        let search = UISearchTab { _ in Screen("Find") }
        let controller = UITabBarController(tabs: [search, home, off])
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.cellSnapDeviceSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        window.cellSnapTraits = UITraitCollection(layoutDirection: direction)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        controller.selectedTab = search
        window.layoutIfNeeded()
        #expect(controller.tabBar.frame == CGRect(x: 0, y: 761, width: 390, height: 83))
        #expect(controller.selectedViewController?.title == "Find")
        let titles = controller.tabBar.subviews.compactMap { $0 as? UILabel }.sorted { $0.frame.minX < $1.frame.minX }
        let expected = direction == .leftToRight ? ["Home", "Off", "Search"] : ["Search", "Off", "Home"]
        #expect(titles.map(\.text) == expected)
        #expect(titles.map(\.frame.minX) == [0, 130, 260])
        let name = direction == .rightToLeft ? "tabs-rtl" : "tabs"
        assertSnapshot(of: window as UIView, as: .screen(), named: name)
    }
}
