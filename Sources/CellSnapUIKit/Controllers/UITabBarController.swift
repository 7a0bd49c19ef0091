import CellModel
import Foundation

/// Tabs of view controllers, as UIKit's `UITabBarController`: the selected controller's view fills
/// the controller's view, under the tab bar (49 pt above the safe area's bottom), whose top ends
/// its safe area. A hidden tab bar (``isTabBarHidden``) is not drawn and leaves the selected view
/// the whole safe area.
///
/// UIKit asks the delegate before and tells it after a tab the user taps, never when code sets
/// ``selectedIndex`` or ``selectedViewController``; a test taps a tab with ``cellSnapTapTab(at:)``.
@preconcurrency @MainActor open class UITabBarController: UIViewController {
    /// The bar of tabs at the bottom.
    open private(set) var tabBar = UITabBar()
    open weak var delegate: (any UITabBarControllerDelegate)?

    /// A tab bar controller made in code, which loads its view at once, as UIKit's does: a
    /// subclass's `viewDidLoad()`, where apps often set the tabs, has run when the initialiser
    /// returns (UIKit's behaviour, which its documentation does not state). One from a storyboard
    /// loads its view when it is first asked for, as other controllers do.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        loadViewIfNeeded()
    }

    /// A tab bar controller from a storyboard or another archive.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The controllers of the tabs.
    open var viewControllers: [UIViewController]? {
        get { children.isEmpty ? nil : children }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Sets the tabs' controllers; a controller given its controllers this way has no ``tabs``.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        detachTabs()
        installControllers(viewControllers)
    }

    /// The tabs (iOS 18): the tab bar shows the root tabs that are not hidden and may be in the bar
    /// (see ``UITab/preferredPlacement``), or those ``compactTabIdentifiers`` names, and the
    /// selected one's controller. Setting ``viewControllers`` empties it.
    open var tabs: [UITab] {
        get { tabList }
        set { setTabs(newValue, animated: false) }
    }
    var tabList: [UITab] = []

    /// Sets ``tabs`` (there is no animation). The tab selected before stays selected if the bar
    /// still shows it, else the first tab is.
    open func setTabs(_ tabs: [UITab], animated: Bool) {
        let previous = selectedTab
        detachTabs()
        tabList = tabs
        attach(tabs)
        cellSnapTabsChanged(keeping: previous)
    }

    /// The selected tab (iOS 18): the tab bar's selected tab, or the selected child of a group
    /// (in any depth) it shows. Setting a tab under a group selects the group and makes the tab
    /// its selected child. `nil` when the controller has no ``tabs``.
    open var selectedTab: UITab? {
        get { selectedTabInBar.map(deepestSelected) }
        set { select(newValue) }
    }

    /// The tab (in any depth) whose identifier is `identifier`.
    open func tab(forIdentifier identifier: String) -> UITab? { tab(forIdentifier: identifier, in: tabList) }

    /// How the tabs are shown, as UIKit's `UITabBarController.Mode`.
    public enum Mode: Int, Hashable, Sendable {
        /// A tab bar where the sidebar is not available, else the sidebar.
        case automatic
        /// Always the tab bar.
        case tabBar
        /// The tab bar, which people may turn into a sidebar where it is available.
        case tabSidebar
    }

    /// How the tabs are shown (iOS 18).
    ///
    /// No visible effect: a sidebar is only available in a regular width, and CellSnap draws a
    /// tab bar controller at an iPhone's (compact) width, where every mode shows the tab bar.
    open var mode = Mode.automatic

    /// The identifiers of the tabs the bar shows in a compact width, in order (iOS 18); `nil`
    /// shows the root tabs. Identifiers of no tab are passed over.
    open var compactTabIdentifiers: [String]? {
        didSet { cellSnapTabsChanged(keeping: selectedTab) }
    }

    /// The key under which UIKit keeps people's customization of the tabs (iOS 18).
    ///
    /// No visible effect: CellSnap keeps no customization, so tabs show as the code sets them.
    open var customizationIdentifier: String?

    /// Puts `bar` in place of the tab bar, with its items and selection, as key-value coding's
    /// `setValue(_:forKey: "tabBar")` replaces the controller's bar on iOS (apps install a bar of
    /// their own class so); it is laid out at the next layout pass, at its `sizeThatFits(_:)` height.
    final func cellSnapReplaceTabBar(_ bar: UITabBar) {
        guard bar !== tabBar else { return }
        bar.items = tabBar.items
        bar.selectedItem = tabBar.selectedItem
        if let container = tabBar.superview {
            container.insertSubview(bar, aboveSubview: tabBar)
            tabBar.removeFromSuperview()
        }
        tabBar = bar
        viewIfLoaded?.setNeedsLayout()
    }

    func installControllers(_ viewControllers: [UIViewController]?) {
        for child in children {
            child.willMove(toParent: nil)
            child.viewIfLoaded?.removeFromSuperview()
            child.removeFromParent()
        }
        for controller in viewControllers ?? [] {
            addChild(controller)
            controller.didMove(toParent: self)
        }
        selectedIndex = min(selectedIndex, max(0, children.count - 1))
        tabBar.items = children.map { $0.tabBarItem }
        customizableViewControllers = viewControllers
        viewIfLoaded?.setNeedsLayout()
    }

    /// The index of the selected tab.
    open var selectedIndex = 0 {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }
    /// The selected tab's controller.
    open var selectedViewController: UIViewController? {
        get { children.indices.contains(selectedIndex) ? children[selectedIndex] : nil }
        set { if let index = children.firstIndex(where: { $0 === newValue }) { selectedIndex = index } }
    }

    /// Whether the tab bar is hidden (iOS 18): it is then not drawn, and the selected view's safe
    /// area reaches the window's.
    open var isTabBarHidden = false {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }

    /// Hides or shows the tab bar (there is no animation).
    open func setTabBarHidden(_ hidden: Bool, animated: Bool) { isTabBarHidden = hidden }

    /// When the tab bar shrinks as the content scrolls (iOS 26), `.automatic` by default.
    ///
    /// No visible effect: the bar minimizes only while the user scrolls; a screen at rest shows it whole.
    open var tabBarMinimizeBehavior = MinimizeBehavior.automatic

    /// The accessory shown above the tab bar (iOS 26), `nil` by default: a screen with one is
    /// refused when drawn, as CellSnap does not draw the accessory (UITabBarController+Accessory.swift).
    open var bottomAccessory: UITabAccessory? {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }

    /// Sets ``bottomAccessory`` (there is no animation).
    open func setBottomAccessory(_ bottomAccessory: UITabAccessory?, animated: Bool) {
        self.bottomAccessory = bottomAccessory
    }

    /// The area of the controller's view the tab bar does not cover (iOS 26): the view's bounds
    /// above the tab bar's top edge, all of them when the bar is hidden.
    open var contentLayoutGuide: UILayoutGuide { cellSnapContentLayoutGuide }

    /// The controllers the user may reorder in the More screen's editor; every tab's by default.
    /// No visible effect: the editor opens only from a tap.
    open var customizableViewControllers: [UIViewController]?

    /// The navigation controller of the More tab that UIKit adds on an iPhone when there are more
    /// than five tabs.
    open private(set) lazy var moreNavigationController = UINavigationController()

    /// The view at the screen's size, its tab bar already along its bottom edge at the bar's
    /// height without a safe area, as UIKit's tab bar controller has it in `viewDidLoad()` (an app
    /// sizes a line it adds to the bar there by `tabBar.frame.width`); the layout pass then places
    /// the bar for the safe area.
    open override func loadView() {
        view = UIView(
            frame: CGRect(x: 0, y: 0, width: DevicePreset.defaultScreenWidth, height: DevicePreset.defaultScreenHeight))
        let height = tabBar.sizeThatFits(view.bounds.size).height
        tabBar.frame = CGRect(x: 0, y: view.bounds.height - height, width: view.bounds.width, height: height)
        view.addSubview(tabBar)
    }

    /// Taps the tab at `index` as a user would (Linux-only, no UIKit API): the delegate's
    /// `tabBarController(_:shouldSelect:)` decides, then the tab is selected and the delegate's
    /// `tabBarController(_:didSelect:)` is told, as UIKit does for a tap (also when the tab was
    /// already selected). Returns whether the tab was selected.
    ///
    /// ```swift
    /// let tabs = UITabBarController()
    /// tabs.viewControllers = [UIViewController(), UIViewController()]
    /// tabs.cellSnapTapTab(at: 1)   // true; tabs.selectedIndex == 1
    /// ```
    @discardableResult
    public func cellSnapTapTab(at index: Int) -> Bool {
        guard children.indices.contains(index) else { return false }
        let controller = children[index]
        guard let tab = cellSnapBarTabs.indices.contains(index) ? cellSnapBarTabs[index] : nil else {
            guard delegate?.tabBarController(self, shouldSelect: controller) ?? true else { return false }
            selectedIndex = index
            delegate?.tabBarController(self, didSelect: controller)
            return true
        }
        // With tabs, CellSnap asks and tells the delegate both ways (the tab's and the
        // controller's), tab first; UIKit does not document which it calls.
        guard tab.isEnabled, delegate?.tabBarController(self, shouldSelectTab: tab) ?? true,
            delegate?.tabBarController(self, shouldSelect: controller) ?? true
        else { return false }
        let previous = selectedTab
        selectedIndex = index
        delegate?.tabBarController(self, didSelectTab: tab, previousTab: previous)
        delegate?.tabBarController(self, didSelect: controller)
        return true
    }

    override var cellSnapAppearingChildren: [UIViewController] { selectedViewController.map { [$0] } ?? [] }

    override func cellSnapPrepareLayout() {
        guard let view = viewIfLoaded else { return }
        tabBar.selectedItem = selectedViewController?.tabBarItem
        tabBar.cellSnapController = self
        // The bar draws its scroll-edge appearance by where the selected screen's content ends,
        // which this pass lays out before it (the bar is above the screen's view).
        tabBar.setNeedsLayout()
        tabBar.isHidden = isTabBarHidden
        let height = tabBar.sizeThatFits(view.bounds.size).height
        tabBar.frame = CGRect(x: 0, y: view.bounds.height - height, width: view.bounds.width, height: height)
        cellSnapPlaceAccessory(in: view)
        for child in children where child !== selectedViewController { child.viewIfLoaded?.removeFromSuperview() }
        if let selected = selectedViewController {
            if selected.view.superview !== view { view.insertSubview(selected.view, belowSubview: tabBar) }
            // The selected view's safe area ends at the tab bar's top (83 pt from the bottom on an
            // iPhone 13), or the view ends there (an opaque bar, or the bottom not extended).
            selected.cellSnapPlaceExtendedView(
                in: view.bounds, top: nil,
                bottom: isTabBarHidden ? nil : CellSnapBarExtent(reach: height, isTranslucent: tabBar.isTranslucent))
        }
    }
}

/// What a tab bar controller tells its delegate, as UIKit's `UITabBarControllerDelegate`: every
/// requirement optional, each defaulted here as UIKit behaves when the delegate does not implement
/// it (see ``cellSnapOptionalRequirement(_:)``). The selection calls come with a tap
/// (``UITabBarController/cellSnapTapTab(at:)``); the customizing calls with the More screen's
/// editor, which a snapshot never opens.
///
/// ```swift
/// final class Tabs: NSObject, UITabBarControllerDelegate {
///     func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
///         viewController.title != "Locked"
///     }
/// }
/// ```
@preconcurrency @MainActor public protocol UITabBarControllerDelegate: NSObjectProtocol {
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController)
        -> Bool
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
    func tabBarController(
        _ tabBarController: UITabBarController, willBeginCustomizing viewControllers: [UIViewController])
    func tabBarController(
        _ tabBarController: UITabBarController, willEndCustomizing viewControllers: [UIViewController], changed: Bool)
    func tabBarController(
        _ tabBarController: UITabBarController, didEndCustomizing viewControllers: [UIViewController], changed: Bool)
    func tabBarControllerSupportedInterfaceOrientations(_ tabBarController: UITabBarController)
        -> UIInterfaceOrientationMask
    func tabBarControllerPreferredInterfaceOrientationForPresentation(_ tabBarController: UITabBarController)
        -> UIInterfaceOrientation
    func tabBarController(_ tabBarController: UITabBarController, shouldSelectTab tab: UITab) -> Bool
    func tabBarController(_ tabBarController: UITabBarController, didSelectTab selectedTab: UITab, previousTab: UITab?)
    func tabBarController(_ tabBarController: UITabBarController, visibilityDidChangeFor tabs: [UITab])
    func tabBarController(_ tabBarController: UITabBarController, displayOrderDidChangeFor group: UITabGroup)
    func tabBarControllerWillBeginEditing(_ tabBarController: UITabBarController)
    func tabBarControllerDidEndEditing(_ tabBarController: UITabBarController)
    func tabBarController(
        _ tabBarController: UITabBarController, tab: UITab,
        operationForAcceptingItemsFrom dropSession: any UIDropSession
    ) -> UIDropOperation
    func tabBarController(
        _ tabBarController: UITabBarController, tab: UITab, acceptItemsFrom dropSession: any UIDropSession)
    func tabBarController(
        _ tabBarController: UITabBarController, displayedViewControllersFor tab: UITab,
        proposedViewControllers: [UIViewController]
    ) -> [UIViewController]
}

extension UITabBarControllerDelegate {
    /// Not implemented: the tab is selected.
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController)
        -> Bool
    { OptionalRequirements.unimplemented(true) }
    /// Not implemented: nothing happens.
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        OptionalRequirements.unimplemented(())
    }
    /// Not implemented: nothing happens.
    ///
    /// No visible effect: the More screen's editor opens only from a tap.
    public func tabBarController(
        _ tabBarController: UITabBarController, willBeginCustomizing viewControllers: [UIViewController]
    ) { OptionalRequirements.unimplemented(()) }
    /// Not implemented: nothing happens.
    ///
    /// No visible effect: the More screen's editor opens only from a tap.
    public func tabBarController(
        _ tabBarController: UITabBarController, willEndCustomizing viewControllers: [UIViewController], changed: Bool
    ) { OptionalRequirements.unimplemented(()) }
    /// Not implemented: nothing happens.
    ///
    /// No visible effect: the More screen's editor opens only from a tap.
    public func tabBarController(
        _ tabBarController: UITabBarController, didEndCustomizing viewControllers: [UIViewController], changed: Bool
    ) { OptionalRequirements.unimplemented(()) }
    /// Not implemented: every orientation but upside down, an iPhone's.
    ///
    /// No visible effect: a snapshot's orientation is its device's.
    public func tabBarControllerSupportedInterfaceOrientations(_ tabBarController: UITabBarController)
        -> UIInterfaceOrientationMask
    { OptionalRequirements.unimplemented(.allButUpsideDown) }
    /// Not implemented: portrait.
    ///
    /// No visible effect: a snapshot's orientation is its device's.
    public func tabBarControllerPreferredInterfaceOrientationForPresentation(_ tabBarController: UITabBarController)
        -> UIInterfaceOrientation
    { OptionalRequirements.unimplemented(.portrait) }
    /// Not implemented: the tab may be selected (iOS 18).
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelectTab tab: UITab) -> Bool {
        OptionalRequirements.unimplemented(true)
    }
    /// Not implemented: nothing happens (iOS 18).
    public func tabBarController(
        _ tabBarController: UITabBarController, didSelectTab selectedTab: UITab, previousTab: UITab?
    ) { OptionalRequirements.unimplemented(()) }
    /// Not implemented: nothing happens (iOS 18).
    ///
    /// No visible effect: people show and hide tabs while customizing, which opens only from a gesture.
    public func tabBarController(_ tabBarController: UITabBarController, visibilityDidChangeFor tabs: [UITab]) {
        OptionalRequirements.unimplemented(())
    }
    /// Not implemented: nothing happens (iOS 18).
    ///
    /// No visible effect: people reorder a group's tabs by dragging them.
    public func tabBarController(_ tabBarController: UITabBarController, displayOrderDidChangeFor group: UITabGroup) {
        OptionalRequirements.unimplemented(())
    }
    /// Not implemented: nothing happens (iOS 18).
    ///
    /// No visible effect: editing the tab bar opens only from a gesture.
    public func tabBarControllerWillBeginEditing(_ tabBarController: UITabBarController) {
        OptionalRequirements.unimplemented(())
    }
    /// Not implemented: nothing happens (iOS 18).
    ///
    /// No visible effect: editing the tab bar opens only from a gesture.
    public func tabBarControllerDidEndEditing(_ tabBarController: UITabBarController) {
        OptionalRequirements.unimplemented(())
    }
    /// Not implemented: the tab accepts no drop (iOS 18).
    ///
    /// No visible effect: a still picture holds no drop.
    public func tabBarController(
        _ tabBarController: UITabBarController, tab: UITab,
        operationForAcceptingItemsFrom dropSession: any UIDropSession
    ) -> UIDropOperation { OptionalRequirements.unimplemented(.cancel) }
    /// Not implemented: nothing happens (iOS 18).
    ///
    /// No visible effect: a still picture holds no drop.
    public func tabBarController(
        _ tabBarController: UITabBarController, tab: UITab, acceptItemsFrom dropSession: any UIDropSession
    ) { OptionalRequirements.unimplemented(()) }
    /// Not implemented: the proposed controllers (iOS 18). A group's managing navigation
    /// controller shows the controllers this returns for its shown child.
    public func tabBarController(
        _ tabBarController: UITabBarController, displayedViewControllersFor tab: UITab,
        proposedViewControllers: [UIViewController]
    ) -> [UIViewController] { OptionalRequirements.unimplemented(proposedViewControllers) }
}
