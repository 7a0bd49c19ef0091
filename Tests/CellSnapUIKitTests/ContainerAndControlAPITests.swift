// What tab bar and navigation controllers, windows, controls and accessibility actions do beyond
// drawing their content: the tab bar controller's delegate on a tap, a hidden tab bar, bars
// hidden in a vertically compact environment, window key notifications, a control's resolved
// alignment and its handlers, a custom action performed through its selector. Frames in both
// layout directions where layout is involved.
import CellModel
import CellSnapUIKitTesting
import Foundation
import Testing

@MainActor @Suite struct ContainerAndControlAPITests {
    /// Records its tab bar's frame when its view has loaded, as apps that add a line to the bar do.
    final class LinedTabs: UITabBarController {
        var barFrameInViewDidLoad = CGRect.null
        override func viewDidLoad() {
            super.viewDidLoad()
            barFrameInViewDidLoad = tabBar.frame
            tabBar.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: tabBar.frame.width, height: 0.5)))
        }
    }

    /// In `viewDidLoad()` the tab bar already lies along the view's bottom edge at the bar's
    /// height (no safe area yet); laid out in a window, it takes the safe area below it.
    @Test func aTabBarHasItsFrameWhenTheViewHasLoaded() throws {
        let tabs = LinedTabs()
        tabs.viewControllers = [UIViewController()]
        tabs.loadViewIfNeeded()
        let bounds = tabs.view.bounds
        #expect(tabs.barFrameInViewDidLoad.width == bounds.width && tabs.barFrameInViewDidLoad.maxY == bounds.maxY)
        #expect(tabs.barFrameInViewDidLoad.height == 49)
        let line = try #require(tabs.tabBar.subviews.last)
        #expect(line.frame == CGRect(x: 0, y: 0, width: bounds.width, height: 0.5))
    }

    final class TabsDelegate: NSObject, UITabBarControllerDelegate {
        var calls: [String] = []
        func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController)
            -> Bool
        {
            calls.append("should \(viewController.title ?? "")")
            return viewController.title != "Locked"
        }
        func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
            calls.append("did \(viewController.title ?? "")")
        }
    }

    func tabs(_ titles: [String]) -> UITabBarController {
        let tabs = UITabBarController()
        tabs.viewControllers = titles.map { title in
            let controller = UIViewController()
            controller.title = title
            return controller
        }
        return tabs
    }

    @Test func aTappedTabAsksAndTellsTheDelegateCodeDoesNot() {
        let tabs = tabs(["Home", "Locked", "Search"])
        let delegate = TabsDelegate()
        tabs.delegate = delegate
        tabs.selectedIndex = 2
        #expect(delegate.calls.isEmpty)
        #expect(!tabs.cellSnapTapTab(at: 1) && tabs.selectedIndex == 2)
        #expect(tabs.cellSnapTapTab(at: 0) && tabs.selectedIndex == 0)
        #expect(!tabs.cellSnapTapTab(at: 7))
        #expect(delegate.calls == ["should Locked", "should Home", "did Home"])
        #expect(
            cellSnapOptionalRequirement { TabsDelegate().tabBarControllerSupportedInterfaceOrientations(tabs) } == nil)
        #expect(tabs.customizableViewControllers?.count == 3)
    }

    /// A taller bar of an app's own class, which apps install by name.
    final class TallTabBar: UITabBar {
        override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: 100) }
    }

    /// `setValue(_:forKey: "tabBar")` puts an app's bar in place of the controller's, with its items
    /// and selection, at its own height, in both layout directions.
    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func aTabBarOfTheAppsClassReplacesTheControllersByName(direction: UITraitEnvironmentLayoutDirection) {
        let tabs = tabs(["Home", "Search"])
        let original = tabs.tabBar
        let tall = TallTabBar()
        tabs.setValue(tall, forKey: "tabBar")
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.cellSnapTraits = UITraitCollection(layoutDirection: direction)
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        #expect(tabs.tabBar === tall && tabs.value(forKey: "tabBar") as? UITabBar === tall)
        #expect(tall.items?.map(\.title) == ["Home", "Search"] && tall.selectedItem === tall.items?.first)
        #expect(tall.superview === tabs.view && original.superview == nil)
        #expect(tall.frame == CGRect(x: 0, y: 744, width: 390, height: 100))
        #expect(tabs.selectedViewController?.view.safeAreaInsets.bottom == 100)
    }

    /// A tab bar controller in an iPhone's window (34 pt home indicator): the selected view's safe
    /// area ends at the bar's top, or at the window's when the bar is hidden.
    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func aHiddenTabBarGivesItsSafeAreaBack(direction: UITraitEnvironmentLayoutDirection) {
        let tabs = tabs(["Home", "Search"])
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.cellSnapDeviceSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        window.cellSnapTraits = UITraitCollection(layoutDirection: direction)
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let selected = tabs.selectedViewController!.view!
        #expect(tabs.tabBar.frame == CGRect(x: 0, y: 761, width: 390, height: 83) && !tabs.tabBar.isHidden)
        #expect(selected.safeAreaInsets.bottom == 83)
        tabs.setTabBarHidden(true, animated: false)
        window.layoutIfNeeded()
        #expect(tabs.tabBar.isHidden && tabs.isTabBarHidden)
        #expect(selected.safeAreaInsets.bottom == 34)
        #expect(selected.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    }

    /// A navigation controller in a phone held sideways (vertically compact): its bars hide when
    /// it asks for it, and the content's safe area loses the bar.
    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func barsHideWhenVerticallyCompact(direction: UITraitEnvironmentLayoutDirection) {
        let content = UIViewController()
        let navigation = UINavigationController(rootViewController: content)
        navigation.isToolbarHidden = false
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 844, height: 390))
        window.cellSnapTraits = UITraitCollection(traitsFrom: [
            UITraitCollection(verticalSizeClass: .compact), UITraitCollection(layoutDirection: direction),
        ])
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        #expect(!navigation.navigationBar.isHidden && content.view.safeAreaInsets.top > 0)
        navigation.hidesBarsWhenVerticallyCompact = true
        window.layoutIfNeeded()
        #expect(navigation.navigationBar.isHidden && navigation.toolbar.isHidden)
        #expect(!navigation.isNavigationBarHidden)
        #expect(content.view.safeAreaInsets == .zero)
        #expect(content.view.frame == CGRect(x: 0, y: 0, width: 844, height: 390))
    }

    @Test func windowsTellWhenTheyBecomeAndStopBeingKey() {
        let first = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let second = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var heard: [String] = []
        let center = NotificationCenter.default
        let names: [(Notification.Name, String)] = [
            (UIWindow.didBecomeKeyNotification, "key"), (UIWindow.didResignKeyNotification, "resign"),
            (UIWindow.didBecomeHiddenNotification, "hidden"), (UIWindow.didBecomeVisibleNotification, "visible"),
        ]
        let observers = names.map { name, word in
            center.addObserver(forName: name, object: nil, queue: nil) { note in
                let which = (note.object as AnyObject?) === first ? "first" : "second"
                MainActor.assumeIsolated { heard.append("\(which) \(word)") }
            }
        }
        defer { observers.forEach(center.removeObserver) }
        first.makeKey()
        first.makeKey()
        second.makeKey()
        second.isHidden = true
        second.isHidden = false
        #expect(heard == ["first key", "first resign", "second key", "second hidden", "second visible"])
        #expect(second.isKeyWindow && !first.isKeyWindow && first.screen === UIScreen.main)
    }

    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func leadingAndTrailingResolveForTheLayoutDirection(direction: UITraitEnvironmentLayoutDirection) {
        let button = UIButton()
        button.semanticContentAttribute = direction == .rightToLeft ? .forceRightToLeft : .forceLeftToRight
        let rightToLeft = direction == .rightToLeft
        let cases: [(UIControl.ContentHorizontalAlignment, UIControl.ContentHorizontalAlignment)] = [
            (.leading, rightToLeft ? .right : .left), (.trailing, rightToLeft ? .left : .right),
            (.center, .center), (.fill, .fill), (.left, .left), (.right, .right),
        ]
        for (set, effective) in cases {
            button.contentHorizontalAlignment = set
            #expect(button.effectiveContentHorizontalAlignment == effective, "\(set)")
        }
    }

    final class Archiver: NSObject {
        var archived: [String] = []
        func archive(_ action: UIAccessibilityCustomAction) -> Bool {
            archived.append(action.name)
            return true
        }
    }

    @Test func aControlEnumeratesItsHandlersAndAnActionPerformsThroughItsSelector() {
        SelectorTable.register(
            [.init("archive:") { target, arguments in (target as! Archiver).archive(try arguments.value(0)) }],
            for: Archiver.self)
        let archiver = Archiver()
        let action = UIAccessibilityCustomAction(name: "Archive", target: archiver, selector: Selector("archive:"))
        #expect(action.cellSnapPerform() && archiver.archived == ["Archive"])
        #expect(
            !UIAccessibilityCustomAction(name: "Nothing", target: nil, selector: Selector("archive:")).cellSnapPerform()
        )
        action.attributedName = NSAttributedString(string: "Archive all")
        #expect(action.name == "Archive all")

        let toggle = UISwitch()
        let changed = UIAction(title: "Changed") { _ in }
        toggle.addAction(changed, for: .valueChanged)
        toggle.addTarget(archiver, action: Selector("archive:"), for: .touchUpInside)
        var seen: [String] = []
        toggle.enumerateEventHandlers { action, pair, events, stop in
            if let action { seen.append("action \(action.title) \(events.rawValue)") }
            if let (target, selector) = pair {
                seen.append("\((target as AnyObject?) === archiver ? "archiver" : "?") \(selector) \(events.rawValue)")
            }
            stop = seen.count == 5
        }
        #expect(seen == ["action Changed 4096", "archiver archive: 64"])
    }

    final class SheetAdapter: NSObject, UIAdaptivePresentationControllerDelegate {
        func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection)
            -> UIModalPresentationStyle
        { traitCollection.horizontalSizeClass == .compact ? .fullScreen : .none }
    }

    @Test func aPresentationAdaptsAsItsDelegateSays() {
        let presenter = UIViewController()
        let sheet = UIViewController()
        sheet.modalPresentationStyle = .formSheet
        presenter.present(sheet, animated: false)
        let presentation = sheet.presentationController!
        #expect(presentation.presentedView === sheet.view && presentation.containerView == nil)
        #expect(
            presentation.adaptivePresentationStyle(for: UITraitCollection(horizontalSizeClass: .compact)) == .formSheet)
        let adapter = SheetAdapter()
        presentation.delegate = adapter
        #expect(
            presentation.adaptivePresentationStyle(for: UITraitCollection(horizontalSizeClass: .compact)) == .fullScreen
        )
        #expect(
            presentation.adaptivePresentationStyle(for: UITraitCollection(horizontalSizeClass: .regular)) == .formSheet)
        presentation.overrideTraitCollection = UITraitCollection(horizontalSizeClass: .regular)
        #expect(
            presentation.traitCollection.horizontalSizeClass == .regular
                && presentation.adaptivePresentationStyle == .formSheet)
        #expect(presentation.shouldPresentInFullscreen && !presentation.shouldRemovePresentersView)
    }

    /// A controller removing an item in a batch, using `self` implicitly in the updates, as the
    /// SDK allows (its update blocks do not escape).
    final class Remover: UICollectionViewController {
        var items = ["a", "b", "c"]
        var tableItems = ["x", "y"]
        let table = UITableView()
        func removeFirst() {
            collectionView.performBatchUpdates({
                items.remove(at: 0)
            })
            table.performBatchUpdates(
                { tableItems.removeLast() },
                completion: { finished in self.items.append(finished ? "done" : "not done") })
        }
    }

    @Test func batchUpdatesRunAtOnceWithImplicitSelf() {
        let remover = Remover(collectionViewLayout: UICollectionViewFlowLayout())
        remover.removeFirst()
        #expect(remover.items == ["b", "c", "done"] && remover.tableItems == ["x"])
    }
}
