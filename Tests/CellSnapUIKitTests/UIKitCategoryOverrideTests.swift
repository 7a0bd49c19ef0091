// The registry through which UIKit's implementations call an app's category overrides (what
// CellSnap's Objective-C adapter registers for `extension UIKitClass { override ... }`): which
// category an object gets, a subclass's own override against it, and `super` inside categories.
import CellSnapUIKit
import Testing

@MainActor @Suite struct UIKitCategoryOverrideTests {
    /// Stand-ins for UIKit classes with categories: a chain of three, the middle one with none.
    class Panel: UIView {}
    class Card: Panel {}
    class Badge: Card {}
    /// A subclass that overrides the member itself and calls `super`.
    final class WideBadge: Badge {
        override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
            point.x > 100 || super.point(inside: point, with: event)
        }
    }

    /// What each category was asked, in order.
    static var asked: [String] = []

    init() {
        UIKitCategoryOverrides.pointInside.register(for: Panel.self) { panel, arguments in
            Self.asked.append("Panel")
            return arguments.0.y < 0 || panel.point(insideAsUIView: arguments.0)
        }
        UIKitCategoryOverrides.pointInside.register(for: Badge.self) { badge, arguments in
            Self.asked.append("Badge")
            return arguments.0.x < 0 || badge.point(insideAsSuperclass: arguments.0)
        }
        Self.asked = []
    }

    /// Each object gets the nearest category of its class chain, whose `super` reaches the next
    /// category up and then UIKit's implementation (the bounds).
    @Test func theNearestCategoryRunsAndItsSuperReachesTheNextOne() {
        let frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(Panel(frame: frame).point(inside: CGPoint(x: 5, y: -5), with: nil))
        #expect(!Panel(frame: frame).point(inside: CGPoint(x: -5, y: 5), with: nil))
        #expect(Card(frame: frame).point(inside: CGPoint(x: 5, y: -5), with: nil))
        Self.asked = []
        let badge = Badge(frame: frame)
        #expect(badge.point(inside: CGPoint(x: -5, y: 5), with: nil))
        #expect(badge.point(inside: CGPoint(x: 5, y: -5), with: nil))
        #expect(!badge.point(inside: CGPoint(x: 50, y: 50), with: nil))
        #expect(Self.asked == ["Badge", "Badge", "Panel", "Badge", "Panel"])
    }

    /// A subclass's own override wins over the categories of its superclasses, and its `super`
    /// call reaches them.
    @Test func aSubclassOverrideWinsAndItsSuperReachesTheCategories() {
        let wide = WideBadge(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(
            wide.point(inside: CGPoint(x: 150, y: 5), with: nil) && wide.point(inside: CGPoint(x: -5, y: 5), with: nil))
        #expect(wide.point(inside: CGPoint(x: 5, y: -5), with: nil))
        #expect(!wide.point(inside: CGPoint(x: 50, y: 50), with: nil))
    }

    /// A table view controller of another module, whose `loadViewIfNeeded()` a test module's
    /// category replaces (loading the view through `super`, then shrinking the table to a point).
    final class ListController: UITableViewController {}

    @Test func aLoadViewIfNeededCategoryRunsAndItsSuperLoadsTheView() {
        UIKitCategoryOverrides.loadViewIfNeeded.register(for: ListController.self) { list, _ in
            list.loadViewAsUIViewController()
            list.tableView.frame = CGRect(x: 0, y: 0, width: 1, height: 1)
        }
        let list = ListController()
        list.loadViewIfNeeded()
        #expect(list.isViewLoaded && list.tableView.frame == CGRect(x: 0, y: 0, width: 1, height: 1))
        // Another controller's loads as UIKit's does.
        let plain = UITableViewController()
        plain.loadViewIfNeeded()
        #expect(plain.isViewLoaded && plain.tableView.frame.width > 1)
    }

    /// A category on a superclass does not replace a UIKit subclass's own implementation: a
    /// scroll view category lets scroll views become first responder; a text view still answers
    /// by whether it is editable or selectable.
    @Test func aCategoryAboveAUIKitImplementationDoesNotReplaceIt() {
        UIKitCategoryOverrides.canBecomeFirstResponder.register(for: UIScrollView.self) { _, _ in true }
        #expect(UIScrollView().canBecomeFirstResponder && !UIView().canBecomeFirstResponder)
        let note = UITextView()
        note.isEditable = false
        note.isSelectable = false
        #expect(!note.canBecomeFirstResponder)
    }

    /// Whether the tab bar category below makes bars 90 points tall (else it answers as UIKit).
    static var tallTabBars = false

    /// A tab bar category's `sizeThatFits(_:)` sets the height its controller gives the bar, in
    /// both layout directions. The category stays registered for the whole test process (every
    /// target's tests share it), so outside this test it answers UIKit's height: 49 points above
    /// the superview's bottom safe area.
    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func aTabBarCategorySetsTheBarsHeight(direction: UITraitEnvironmentLayoutDirection) {
        UIKitCategoryOverrides.tabBarSizeThatFits.register(for: UITabBar.self) { bar, size in
            CGSize(width: size.width, height: Self.tallTabBars ? 90 : 49 + (bar.superview?.safeAreaInsets.bottom ?? 0))
        }
        let tabs = UITabBarController()
        tabs.viewControllers = [UIViewController(), UIViewController()]
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.cellSnapDeviceSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        window.cellSnapTraits = UITraitCollection(layoutDirection: direction)
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        Self.tallTabBars = true
        defer { Self.tallTabBars = false }
        window.layoutIfNeeded()
        #expect(tabs.tabBar.frame == CGRect(x: 0, y: 754, width: 390, height: 90))
        #expect(tabs.selectedViewController?.view.safeAreaInsets.bottom == 90)
    }
}

extension UIKitCategoryOverrideTests.Panel {
    /// `super.point(inside:with:)` as the Panel category's body (in an extension of Panel) calls it.
    func point(insideAsUIView point: CGPoint) -> Bool { super.point(inside: point, with: nil) }
}

extension UIKitCategoryOverrideTests.Badge {
    /// `super.point(inside:with:)` as the Badge category's body calls it.
    func point(insideAsSuperclass point: CGPoint) -> Bool { super.point(inside: point, with: nil) }
}

extension UIKitCategoryOverrideTests.ListController {
    /// `super.loadViewIfNeeded()` as the category's body (in an extension of the class) calls it.
    func loadViewAsUIViewController() { super.loadViewIfNeeded() }
}
