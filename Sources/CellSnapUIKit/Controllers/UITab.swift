import Foundation

/// A tab of a tab bar controller (iOS 18), as UIKit's `UITab`: a title, an image and the
/// controller its provider makes. A ``UITabBarController`` given ``UITabBarController/tabs``
/// draws each root tab its bar shows as a tab bar item (title, image, ``isEnabled``; a
/// ``badgeValue`` is drawn as a tab bar item's) and the selected tab's controller
/// above the bar.
///
/// ```swift
/// let home = UITab(title: "Home", image: UIImage(systemName: "house"), identifier: "home") { _ in
///     UIViewController()
/// }
/// let tabs = UITabBarController(tabs: [home, UISearchTab { _ in UIViewController() }])
/// ```
@preconcurrency @MainActor open class UITab: NSObject {
    /// Where a tab may appear, as UIKit's `UITab.Placement`.
    public enum Placement: Int, Hashable, Sendable {
        /// `.default` for a root tab, `.optional` for a tab in a group.
        case automatic
        /// In the tab bar; people may move or remove it.
        case `default`
        /// Not in the tab bar until people add it.
        case optional
        /// In the tab bar; people may move it but not remove it.
        case movable
        /// Always in the tab bar, at its trailing end.
        case pinned
        /// In the tab bar before every customizable tab; people may neither move nor remove it.
        case fixed
        /// Only in the sidebar, never in the tab bar.
        case sidebarOnly
    }

    /// The identifier of the tab, unique among a tab bar controller's tabs.
    open private(set) var identifier: String
    /// The title its tab bar item shows.
    open var title: String { didSet { tabsChanged() } }
    /// The image its tab bar item shows.
    open var image: UIImage? { didSet { tabsChanged() } }
    /// The subtitle a sidebar shows under the title.
    ///
    /// No visible effect: an iPhone's tab bar shows no subtitle, and CellSnap draws no sidebar.
    open var subtitle: String?
    /// The badge of its tab bar item, drawn as ``UITabBarItem/badgeValue``.
    open var badgeValue: String? { didSet { tabsChanged() } }
    /// Whether people may select the tab (iOS 18.4): a disabled tab's item is drawn in the
    /// tertiary label colour, as a disabled ``UITabBarItem``.
    open var isEnabled = true { didSet { tabsChanged() } }
    /// Where the tab may appear: `.optional` and `.sidebarOnly` tabs are not in the tab bar,
    /// `.fixed` tabs come first and `.pinned` ones last.
    open var preferredPlacement = Placement.automatic { didSet { tabsChanged() } }
    /// Whatever the app keeps with the tab.
    ///
    /// No visible effect: UIKit never reads it.
    open var userInfo: Any?
    /// Whether the tab is hidden from the tab bar. Unless set, it is ``isHiddenByDefault``:
    /// CellSnap keeps no customization of the person's, so a tab hidden by default stays hidden
    /// until code shows it.
    open var isHidden: Bool {
        get { explicitlyHidden ?? isHiddenByDefault }
        set {
            explicitlyHidden = newValue
            tabsChanged()
        }
    }
    private var explicitlyHidden: Bool?
    /// Whether the tab starts hidden (see ``isHidden``).
    open var isHiddenByDefault = false { didSet { tabsChanged() } }
    /// Whether people may hide the tab while customizing.
    ///
    /// No visible effect: customizing opens only from a person's gesture.
    open var allowsHiding = false
    /// Whether a drop held over the tab selects it.
    ///
    /// No visible effect: a still picture holds no drop.
    open var isSpringLoaded = false

    /// Whether the tab is shown where it is placed: in the tab bar of the controller it is in.
    open var hasVisiblePlacement: Bool { tabBarController?.cellSnapBarTabs.contains { $0 === self } ?? false }
    /// The tab bar controller the tab is in.
    open internal(set) weak var tabBarController: UITabBarController?
    /// The group the tab is in.
    open internal(set) weak var parent: UITabGroup?
    /// The outermost group above the tab whose ``UITabGroup/managingNavigationController`` is set.
    open var managingTabGroup: UITabGroup? {
        var found: UITabGroup?
        var group = parent
        while let current = group {
            if current.managingNavigationController != nil { found = current }
            group = current.parent
        }
        return found
    }

    let viewControllerProvider: ((UITab) -> UIViewController)?
    private var madeViewController: UIViewController?
    /// The empty controller a tab bar shows for the tab when it has no provider.
    var cellSnapEmptyController: UIViewController?

    /// The controller the provider made: made the first time it is asked for (UIKit makes it when
    /// the tab is first shown; CellSnap when its tab bar controller is given its tabs), kept after.
    /// Its ``UIViewController/tab`` is this tab. `nil` when the tab has no provider.
    open var viewController: UIViewController? {
        if madeViewController == nil, let viewControllerProvider {
            let made = viewControllerProvider(self)
            made.tab = self
            madeViewController = made
        }
        return madeViewController
    }

    /// A tab with a title, an image and a unique identifier; `viewControllerProvider` makes the
    /// controller shown when the tab is selected.
    public init(
        title: String, image: UIImage?, identifier: String,
        viewControllerProvider: ((UITab) -> UIViewController)? = nil
    ) {
        self.title = title
        self.image = image
        self.identifier = identifier
        self.viewControllerProvider = viewControllerProvider
        super.init()
    }

    /// `.automatic` resolved: `.default` for a root tab, `.optional` in a group.
    var resolvedPlacement: Placement {
        preferredPlacement != .automatic ? preferredPlacement : parent == nil ? .default : .optional
    }

    func tabsChanged() { tabBarController?.cellSnapTabsChanged() }
}

/// The search tab (iOS 18), as UIKit's `UISearchTab`: titled "Search" with a magnifying glass,
/// pinned at the tab bar's trailing end.
@preconcurrency @MainActor open class UISearchTab: UITab {
    /// Whether selecting the tab activates its controller's search field (iOS 26).
    ///
    /// No visible effect: a still picture shows no keyboard, and selecting in code activates nothing.
    open var automaticallyActivatesSearch = false

    /// A search tab whose `viewControllerProvider` makes the controller shown when it is selected.
    /// Its identifier is `"UISearchTab"` (UIKit's is undocumented).
    public convenience init(viewControllerProvider: ((UITab) -> UIViewController)? = nil) {
        self.init(
            title: "Search", image: UIImage(systemName: "magnifyingglass"), identifier: "UISearchTab",
            viewControllerProvider: viewControllerProvider)
        preferredPlacement = .pinned
    }
}
