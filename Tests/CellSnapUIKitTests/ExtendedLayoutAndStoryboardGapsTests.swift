// Where a container puts its child's view under its bars (`edgesForExtendedLayout`,
// `extendedLayoutIncludesOpaqueBars`), and what storyboards once refused
// (Tests/CellSnapUIKitTests/InterfaceBuilder/IBExtendedLayout.storyboard, hand-made in the form
// Xcode writes): `<extendedEdge>`, an outlet to an object of the controller's navigation item, an
// outlet into another scene, runtime attributes of number types, static cells of the built-in
// styles, a search bar's prompt and scope bar, and a font CellSnap was not given.
import CellSnapUIKitTesting
import Foundation
import Testing

@testable import CellSnapUIKit

/// The list scene: its switch outlet (in its navigation item) and its runtime attributes, set by
/// key-value coding through the selector table an `@objc` class gets from the Objective-C adapter.
final class IBFixtureToggleListController: UITableViewController {
    var toggle: UISwitch?
    var rowLimit = 0
    var ratio = 0.0
    var scale: CGFloat = 0
    var depth: Int32 = 0
    var gain: Float = 0
    var compact = false
    var remembers = false
    var caption: String?
    var badgeSize = CGSize.zero
    var highlight = NSRange(location: 0, length: 0)

    /// The setters the adapter would generate for the properties above.
    static func registerSetters() {
        func setter<Value>(_ name: String, _ keyPath: ReferenceWritableKeyPath<IBFixtureToggleListController, Value>)
            -> SelectorTable.Method
        {
            .init(name) { target, arguments in
                (target as! IBFixtureToggleListController)[keyPath: keyPath] = try arguments.value(0)
                return nil
            }
        }
        SelectorTable.register(
            [
                setter("setToggle:", \.toggle), setter("setRowLimit:", \.rowLimit), setter("setRatio:", \.ratio),
                setter("setScale:", \.scale), setter("setDepth:", \.depth), setter("setGain:", \.gain),
                setter("setCompact:", \.compact), setter("setRemembers:", \.remembers),
                setter("setCaption:", \.caption), setter("setBadgeSize:", \.badgeSize),
                setter("setHighlight:", \.highlight),
            ], for: IBFixtureToggleListController.self)
    }
}

/// The font and cross-scene scenes: a label outlet.
final class IBFixtureFontController: UIViewController {
    var label: UILabel?

    static func registerSetters() {
        SelectorTable.register(
            [
                .init("setLabel:") { target, arguments in
                    (target as! IBFixtureFontController).label = try arguments.value(0)
                    return nil
                }
            ], for: IBFixtureFontController.self)
    }
}

/// A prototype cell of the app's class, whose label names a font CellSnap was not given.
final class IBFixtureFoldingCell: UITableViewCell {}

/// One row of the prototype, cast as apps cast it (`as!`).
final class IBFixturePrototypeListController: UITableViewController {
    var dequeued: [IBFixtureFoldingCell] = []
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Folding", for: indexPath) as! IBFixtureFoldingCell
        dequeued.append(cell)
        return cell
    }
}

@MainActor @Suite struct ExtendedLayoutTests {
    /// One case of a controller in a navigation controller in a tab bar controller, in an iPhone
    /// 13's window (47 pt status bar, 34 pt home indicator: the navigation bar ends at 91 pt, the
    /// tab bar starts at 761 pt).
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let edges: UIRectEdge
        var opaqueNavigationBar = false
        var opaqueTabBar = false
        var includesOpaqueBars = false
        let frame: CGRect
        let safeArea: (top: CGFloat, bottom: CGFloat)
        var testDescription: String { name }
    }

    nonisolated static let cases: [Case] = [
        Case(name: "all edges", edges: .all, frame: CGRect(x: 0, y: 0, width: 390, height: 844), safeArea: (91, 83)),
        Case(name: "no edges", edges: [], frame: CGRect(x: 0, y: 91, width: 390, height: 670), safeArea: (0, 0)),
        Case(name: "top only", edges: .top, frame: CGRect(x: 0, y: 0, width: 390, height: 761), safeArea: (91, 0)),
        Case(
            name: "bottom only", edges: .bottom, frame: CGRect(x: 0, y: 91, width: 390, height: 753),
            safeArea: (0, 83)),
        Case(
            name: "opaque navigation bar", edges: .all, opaqueNavigationBar: true,
            frame: CGRect(x: 0, y: 91, width: 390, height: 753), safeArea: (0, 83)),
        Case(
            name: "opaque navigation bar, included", edges: .all, opaqueNavigationBar: true, includesOpaqueBars: true,
            frame: CGRect(x: 0, y: 0, width: 390, height: 844), safeArea: (91, 83)),
        Case(
            name: "opaque tab bar", edges: .all, opaqueTabBar: true,
            frame: CGRect(x: 0, y: 0, width: 390, height: 761), safeArea: (91, 0)),
        Case(
            name: "opaque tab bar, included", edges: .all, opaqueTabBar: true, includesOpaqueBars: true,
            frame: CGRect(x: 0, y: 0, width: 390, height: 761), safeArea: (91, 0)),
    ]

    /// The controller of `item` in its containers, laid out in a window of `direction`.
    func laidOut(_ item: Case, direction: UITraitEnvironmentLayoutDirection) -> (UITableViewController, UIWindow) {
        let list = UITableViewController(style: .plain)
        list.edgesForExtendedLayout = item.edges
        list.extendedLayoutIncludesOpaqueBars = item.includesOpaqueBars
        let navigation = UINavigationController(rootViewController: list)
        navigation.navigationBar.isTranslucent = !item.opaqueNavigationBar
        let tabs = UITabBarController()
        tabs.setViewControllers([navigation], animated: false)
        tabs.tabBar.isTranslucent = !item.opaqueTabBar
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.cellSnapDeviceSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        window.cellSnapTraits = UITraitCollection(layoutDirection: direction)
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return (list, window)
    }

    @Test(arguments: cases, [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func aViewExtendsUnderTheBarsItsEdgesAllow(item: Case, direction: UITraitEnvironmentLayoutDirection) {
        let (list, window) = laidOut(item, direction: direction)
        // The navigation controller's view is at the window's origin in every case.
        #expect(list.navigationController?.view.frame.origin == .zero)
        #expect(list.view.frame == item.frame)
        #expect(
            list.view.safeAreaInsets
                == UIEdgeInsets(top: item.safeArea.top, left: 0, bottom: item.safeArea.bottom, right: 0))
        // The table (the controller's view) insets its content by its safe area, as UIKit's does.
        #expect(list.tableView.adjustedContentInset.top == item.safeArea.top)
        #expect(list.tableView.adjustedContentInset.bottom == item.safeArea.bottom)
    }

    /// A plain controller in a navigation controller alone: the view starts under the bar
    /// unless it extends there, and its subviews follow its safe area.
    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func aControllerThatDoesNotExtendStartsBelowTheNavigationBar(direction: UITraitEnvironmentLayoutDirection) {
        let content = UIViewController()
        content.edgesForExtendedLayout = []
        let navigation = UINavigationController(rootViewController: content)
        navigation.isToolbarHidden = false
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.cellSnapDeviceSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        window.cellSnapTraits = UITraitCollection(layoutDirection: direction)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        // The toolbar: 44 pt above the home indicator (its top at 766 pt).
        #expect(content.view.frame == CGRect(x: 0, y: 91, width: 390, height: 675))
        #expect(content.view.safeAreaInsets == .zero)
        content.edgesForExtendedLayout = .all
        window.layoutIfNeeded()
        #expect(content.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(content.view.safeAreaInsets == UIEdgeInsets(top: 91, left: 0, bottom: 78, right: 0))
    }

    /// A teal controller that does not extend under its bars: the bars over the window.
    @Test func aViewThatDoesNotExtendIsDrawnBetweenTheBars() {
        let content = UIViewController()
        content.title = "Between"
        content.view.backgroundColor = .systemTeal
        content.edgesForExtendedLayout = []
        let navigation = UINavigationController(rootViewController: content)
        navigation.tabBarItem = UITabBarItem(title: "Parks", image: UIImage(systemName: "leaf"), tag: 0)
        let tabs = UITabBarController()
        tabs.setViewControllers([navigation], animated: false)
        assertSnapshot(of: tabs, as: .screen(size: CGSize(width: 390, height: 844)), named: "between-bars")
    }
}

@MainActor @Suite struct StoryboardGapsTests {
    static let storyboard = UIStoryboard(name: "IBExtendedLayout", bundle: Bundle.module)

    init() {
        IBFixtureToggleListController.registerSetters()
        IBFixtureFontController.registerSetters()
    }

    /// The initial tab bar controller, its list, and a window (iPhone 13) it is laid out in.
    func listScene() throws -> (UITabBarController, IBFixtureToggleListController, UIWindow) {
        let tabs = try #require(Self.storyboard.instantiateInitialViewController() as? UITabBarController)
        let navigation = try #require(tabs.viewControllers?.first as? UINavigationController)
        let list = try #require(navigation.topViewController as? IBFixtureToggleListController)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.cellSnapDeviceSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return (tabs, list, window)
    }

    @Test func anExtendedEdgeIsReadAndLaysTheListOut() throws {
        let (_, list, window) = try listScene()
        #expect(list.edgesForExtendedLayout == .top && !list.extendedLayoutIncludesOpaqueBars)
        #expect(list.view.frame == CGRect(x: 0, y: 0, width: 390, height: 761))
        #expect(list.view.safeAreaInsets == UIEdgeInsets(top: 91, left: 0, bottom: 0, right: 0))
        #expect(window.bounds.height == 844)
        #expect(list.cellSnapNibError == nil)
        // The document gives its inset grouped table no colour: UIKit's grouped background.
        #expect(list.tableView.style == .insetGrouped && list.tableView.backgroundColor == .systemGroupedBackground)
    }

    @Test func anOutletToAnObjectOfTheNavigationItemIsConnected() throws {
        let (_, list, _) = try listScene()
        let custom = try #require(list.navigationItem.rightBarButtonItem?.customView as? UISwitch)
        #expect(list.toggle === custom && custom.isOn)
    }

    @Test func anOutletIntoAnotherSceneIsRefusedNamingIt() throws {
        let controller = Self.storyboard.instantiateViewController(withIdentifier: "Across")
        controller.loadViewIfNeeded()
        let error = try #require(controller.cellSnapNibError)
        #expect(
            error.reason.hasPrefix("IBExtendedLayout.storyboard, line 154, <outlet id=\"Out-xl-004\">"),
            "\(error.reason)")
        #expect(error.reason.contains("<switch id=\"Swi-xl-001\"> is not an object of this scene"), "\(error.reason)")
        #expect((controller as? IBFixtureFontController)?.label == nil)
    }

    /// A scene holding a search display controller (gone since iOS 13, which raises for it) is
    /// refused naming it, not as an object of another scene.
    @Test func aSearchDisplayControllerIsRefusedAsIOSRefusesIt() throws {
        let controller = Self.storyboard.instantiateViewController(withIdentifier: "SearchDisplay")
        controller.loadViewIfNeeded()
        let error = try #require(controller.cellSnapNibError)
        #expect(error.reason.contains("<searchDisplayController id=\"Sdc-xl-090\">"), "\(error.reason)")
        #expect(error.reason.contains("UISearchDisplayController is no longer supported"), "\(error.reason)")
    }

    /// Number attributes set on each number type (as iOS's `NSNumber` is read), and the others.
    @Test func runtimeAttributesConvertNumbersAsKeyValueCodingDoes() throws {
        let (_, list, _) = try listScene()
        #expect(list.rowLimit == 12 && list.ratio == 0.75 && list.scale == 2.5)
        #expect(list.depth == 3 && list.gain == 1.5 && list.compact && list.remembers)
        #expect(list.caption == "Open now" && list.badgeSize == CGSize(width: 20, height: 12))
        #expect(list.highlight == NSRange(location: 2, length: 3))
    }

    @Test func keyValueCodingUnboxesNumbersOnlyForTheSetter() {
        IBFixtureToggleListController.registerSetters()
        let list = IBFixtureToggleListController(style: .plain)
        let problems = KeyValueCoding.problems(during: {
            list.setValue(CGFloat(7.9), forKey: "rowLimit")
            list.setValue(true, forKey: "ratio")
            list.setValue(0, forKey: "compact")
            list.setValue(Double(1e30), forKey: "depth")  // out of Int32's range: refused
        })
        #expect(list.rowLimit == 7 && list.ratio == 1 && !list.compact && list.depth == 0)
        #expect(problems.map(\.key) == ["depth"], "\(problems)")
        // A message sent by selector does not convert (iOS would not either).
        #expect(throws: CellSnapUIKitError.self) {
            let arguments = SelectorArguments([CGFloat(2)])
            let _: Int = try arguments.value(0)
        }
        // UIKit's own properties by name convert too (`tag` is an Int).
        let view = UIView()
        view.setValue(CGFloat(4), forKey: "tag")
        #expect(view.tag == 4)
    }

    /// A plain view's `cornerRadius` by name (a storyboard's runtime attribute) is its layer's,
    /// read and written, with no problem reported.
    @Test func aViewsCornerRadiusByNameIsItsLayers() {
        let view = UIView()
        let problems = KeyValueCoding.problems(during: { view.setValue(22, forKey: "cornerRadius") })
        #expect(problems.isEmpty, "\(problems)")
        #expect(view.layer.cornerRadius == 22)
        view.layer.cornerRadius = 8
        #expect(view.value(forKey: "cornerRadius") as? CGFloat == 8)
    }

    @Test func staticCellsOfBuiltInStylesKeepTheirStylesFonts() throws {
        let (_, list, _) = try listScene()
        let table = list.tableView!
        let subtitle = list.tableView(table, cellForRowAt: IndexPath(row: 0, section: 0))
        let value1 = list.tableView(table, cellForRowAt: IndexPath(row: 1, section: 0))
        let plainSubtitle = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        let plainValue1 = UITableViewCell(style: .value1, reuseIdentifier: nil)
        #expect(subtitle.textLabel?.text == "Yosemite" && subtitle.detailTextLabel?.text == "California")
        #expect(subtitle.textLabel?.font == plainSubtitle.textLabel?.font)
        #expect(subtitle.detailTextLabel?.font == plainSubtitle.detailTextLabel?.font)
        #expect(value1.textLabel?.text == "Visitors" && value1.detailTextLabel?.text == "3.9 M")
        #expect(value1.detailTextLabel?.font == plainValue1.detailTextLabel?.font)
        #expect((subtitle.textLabel?.font.pointSize ?? 0) > 0)
    }

    @Test func theListSceneIsDrawn() throws {
        let (tabs, _, _) = try listScene()
        assertSnapshot(of: tabs, as: .screen(size: CGSize(width: 390, height: 844)), named: "list")
    }

    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func aSearchBarReadsItsPromptScopeTitlesAndStyle(direction: UITraitEnvironmentLayoutDirection) throws {
        let controller = Self.storyboard.instantiateViewController(withIdentifier: "Search")
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.cellSnapDeviceSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        window.cellSnapTraits = UITraitCollection(layoutDirection: direction)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let bar = try #require(controller.view.subviews.first as? UISearchBar)
        bar.layoutSubviews()  // the bar's own layout, which CellSnap runs when it draws the bar
        #expect(bar.scopeButtonTitles == ["All", "Open", "Closed"] && bar.showsScopeBar)
        #expect(bar.barStyle == .black && bar.prompt == "Find a park" && bar.placeholder == "Parks")
        // 56 pt, 30 more for the prompt, 44 more for the scope bar.
        #expect(bar.frame == CGRect(x: 0, y: 47, width: 390, height: 130))
        #expect(bar.promptLabel.frame == CGRect(x: 8, y: 0, width: 374, height: 30))
        #expect(bar.searchTextField.frame == CGRect(x: 8, y: 40, width: 374, height: 36))
        #expect(bar.scopeControl.frame == CGRect(x: 8, y: 92, width: 374, height: 32))
        #expect(bar.scopeControl.selectedSegmentIndex == 0 && bar.scopeControl.numberOfSegments == 3)
    }

    @Test func aSearchBarWithAPromptAndAScopeBarIsDrawn() {
        let controller = Self.storyboard.instantiateViewController(withIdentifier: "Search")
        assertSnapshot(of: controller, as: .screen(size: CGSize(width: 390, height: 260)), named: "search")
    }

    /// iOS draws a font it lacks in the system font; CellSnap makes the controller (its class,
    /// its outlet) with that font but refuses to draw it, naming the font and the storyboard.
    @Test func aFontCellSnapWasNotGivenFailsTheSnapshotNamingIt() throws {
        let controller = try #require(
            Self.storyboard.instantiateViewController(withIdentifier: "Font") as? IBFixtureFontController)
        controller.loadViewIfNeeded()
        let label = try #require(controller.label)
        #expect(label.font == UIFont.systemFont(ofSize: 21))
        let thrown = #expect(throws: CellSnapUIKitError.self) { try controller.view.cellSnapScreen() }
        let reason = thrown?.reason ?? ""
        #expect(thrown?.call == "UIFont(name: \"NoSuchSans-Light\", size: 21.0)")
        #expect(reason.hasPrefix("IBExtendedLayout.storyboard, line 200, <fontDescription>"), "\(reason)")
        #expect(reason.contains("the font \"NoSuchSans-Light\" is not among the fonts CellSnap was given"))
    }

    /// A prototype cell with that font is still of the app's class (its `as!` holds); the table
    /// refuses to draw, naming the font.
    @Test func aPrototypeCellWithAFontCellSnapWasNotGivenIsMadeAndRefusesToDraw() throws {
        let controller = try #require(
            Self.storyboard.instantiateViewController(withIdentifier: "Prototype") as? IBFixturePrototypeListController)
        let table = try #require(controller.tableView)
        let cell = controller.tableView(table, cellForRowAt: IndexPath(row: 0, section: 0))
        let label = cell.contentView.subviews.compactMap { $0 as? UILabel }.first
        #expect(label?.font == UIFont.systemFont(ofSize: 17) && label?.text == "Unfold")
        #expect(throws: CellSnapUIKitError.self) { try cell.cellSnapScreen() }
        let strategy: Snapshotting<UIViewController> = .screen(size: CGSize(width: 390, height: 200))
        let thrown = #expect(throws: CellSnapUIKitError.self) { _ = try strategy.render(controller) }
        #expect(
            thrown?.reason.contains("the font \"NoSuchSans-Regular\" is not among the fonts") == true,
            "\(String(describing: thrown))")
    }
}
