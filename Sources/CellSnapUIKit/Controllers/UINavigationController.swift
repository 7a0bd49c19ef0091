import CellModel
import Foundation

/// A stack of view controllers under a navigation bar, as UIKit's `UINavigationController`: the
/// top controller's view fills the controller's view, under the bar, with the bar's height added to
/// its safe area; pushing and popping run the appearance callbacks at once (there is no animation).
///
/// ```swift
/// let navigation = UINavigationController(rootViewController: UIViewController())
/// navigation.navigationBar.prefersLargeTitles = true
/// ```
@preconcurrency @MainActor open class UINavigationController: UIViewController {
    /// The bar at the top of the controller's view.
    public let navigationBar = UINavigationBar()
    /// The bar at the bottom, shown when ``isToolbarHidden`` is `false`.
    public let toolbar = UIToolbar()
    open var isNavigationBarHidden = false {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }
    open var isToolbarHidden = true {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }
    open var hidesBarsOnSwipe = false
    open weak var delegate: (any UINavigationControllerDelegate)?

    /// Creates a navigation controller showing `rootViewController`.
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        pushViewController(rootViewController, animated: false)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The controllers on the stack, the root first.
    open var viewControllers: [UIViewController] {
        get { children }
        set { setViewControllers(newValue, animated: false) }
    }
    /// The controller on top of the stack.
    open var topViewController: UIViewController? { children.last }
    /// The controller whose view shows: a controller presented over the top one, or the top one.
    open var visibleViewController: UIViewController? {
        topViewController?.presentedViewController ?? topViewController
    }

    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        let old = topViewController
        for child in children where !viewControllers.contains(where: { $0 === child }) {
            child.willMove(toParent: nil)
            child.viewIfLoaded?.removeFromSuperview()
            child.removeFromParent()
        }
        for controller in viewControllers where controller.parent !== self {
            addChild(controller)
            controller.didMove(toParent: self)
        }
        reorderChildren(viewControllers)
        showTop(replacing: old, animated: animated)
    }

    /// Pushes `viewController` on the stack and shows it.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        let old = topViewController
        addChild(viewController)
        viewController.didMove(toParent: self)
        showTop(replacing: old, animated: animated)
    }

    /// Pops the top controller and shows the one below; returns the popped one.
    @discardableResult open func popViewController(animated: Bool) -> UIViewController? {
        guard children.count > 1, let top = topViewController else { return nil }
        remove(top)
        showTop(replacing: top, animated: animated)
        return top
    }

    /// Pops every controller above the root; returns them.
    @discardableResult open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = children.first else { return nil }
        return popToViewController(root, animated: animated)
    }

    /// Pops the controllers above `viewController`; returns them.
    @discardableResult open func popToViewController(_ viewController: UIViewController, animated: Bool)
        -> [UIViewController]?
    {
        guard let index = children.firstIndex(where: { $0 === viewController }) else { return nil }
        let popped = Array(children[(index + 1)...])
        guard let old = topViewController, !popped.isEmpty else { return [] }
        popped.forEach(remove)
        showTop(replacing: old, animated: animated)
        return popped
    }

    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) { isNavigationBarHidden = hidden }
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) { isToolbarHidden = hidden }

    private func remove(_ controller: UIViewController) {
        controller.willMove(toParent: nil)
        controller.cellSnapDisappear()
        controller.viewIfLoaded?.removeFromSuperview()
        controller.removeFromParent()
    }

    private func reorderChildren(_ order: [UIViewController]) {
        for (index, controller) in order.enumerated() {
            if let current = children.firstIndex(where: { $0 === controller }), current != index {
                removeChildSilently(at: current)
                insertChildSilently(controller, at: index)
            }
        }
    }

    /// Puts the top controller's view in place of `old`'s, with the appearance callbacks when
    /// the navigation controller is on screen.
    private func showTop(replacing old: UIViewController?, animated: Bool) {
        navigationBar.items = children.map(\.navigationItem)
        guard isViewLoaded, let top = topViewController, top !== old else { return }
        if let old, old.parent === self {
            old.cellSnapDisappear(animated: animated)
            old.viewIfLoaded?.removeFromSuperview()
        }
        install(top)
        delegate?.navigationController(self, willShow: top, animated: animated)
        if hasAppeared { top.cellSnapAppear(animated: animated) }
        delegate?.navigationController(self, didShow: top, animated: animated)
    }

    private func install(_ controller: UIViewController) {
        let content = controller.view!
        content.frame = view.bounds
        content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.insertSubview(content, belowSubview: navigationBar)
        view.setNeedsLayout()
    }

    open override func loadView() {
        view = UIView(
            frame: CGRect(x: 0, y: 0, width: DevicePreset.defaultScreenWidth, height: DevicePreset.defaultScreenHeight))
        view.addSubview(navigationBar)
        view.addSubview(toolbar)
        if let top = topViewController { install(top) }
    }

    override var cellSnapAppearingChildren: [UIViewController] { topViewController.map { [$0] } ?? [] }

    /// Places the bars (the navigation bar below the safe area's top, the toolbar above its
    /// bottom; heights from ``BarMetrics``) and gives the top controller's view, which fills the
    /// controller's view under them, their far edges as safe area: the top of the safe area is
    /// the navigation bar's bottom (91 pt on an iPhone 13 with an inline bar, 143 pt with a large
    /// title), the bottom the toolbar's top.
    override func cellSnapPrepareLayout() {
        guard let view = viewIfLoaded else { return }
        let insets = view.safeAreaInsets
        let barHeight = navigationBar.height(for: topViewController?.navigationItem)
        // The bars' backgrounds reach under the status bar and the home indicator, as UIKit's do.
        navigationBar.cellSnapIsManaged = true
        navigationBar.cellSnapBackgroundReach = insets.top
        toolbar.cellSnapIsManaged = true
        toolbar.cellSnapBackgroundReach = insets.bottom
        navigationBar.isHidden = isNavigationBarHidden
        navigationBar.frame = CGRect(x: 0, y: insets.top, width: view.bounds.width, height: barHeight)
        toolbar.isHidden = isToolbarHidden
        toolbar.items = topViewController?.toolbarItems
        let toolbarHeight: CGFloat = isToolbarHidden ? 0 : BarMetrics.barHeight(view.traitCollection)
        toolbar.frame = CGRect(
            x: 0, y: view.bounds.height - insets.bottom - toolbarHeight, width: view.bounds.width,
            height: toolbarHeight)
        if let content = topViewController?.viewIfLoaded {
            content.frame = view.bounds
            content.cellSnapContainerSafeAreaInsets = UIEdgeInsets(
                top: isNavigationBarHidden ? 0 : navigationBar.frame.maxY, left: 0,
                bottom: isToolbarHidden ? 0 : view.bounds.height - toolbar.frame.minY, right: 0)
        }
    }
}

extension UIViewController {
    fileprivate func removeChildSilently(at index: Int) { cellSnapChildren.remove(at: index) }
    fileprivate func insertChildSilently(_ child: UIViewController, at index: Int) {
        cellSnapChildren.insert(child, at: index)
    }
}

/// What a navigation controller tells its delegate, as UIKit's `UINavigationControllerDelegate`
/// (every requirement optional).
@preconcurrency @MainActor public protocol UINavigationControllerDelegate: NSObjectProtocol {
    func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
}

extension UINavigationControllerDelegate {
    public func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) {}
    public func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {}
}

/// Controllers side by side, as UIKit's `UISplitViewController`: on an iPhone-sized screen it is
/// collapsed and shows one column, the secondary when one is set and shown, else the primary.
@preconcurrency @MainActor open class UISplitViewController: UIViewController {
    /// The split view's columns, as `UISplitViewController.Column`.
    public enum Column: Int, Hashable, Sendable {
        case primary = 0, supplementary, secondary, compact, inspector
    }
    /// The split view's styles, as `UISplitViewController.Style`.
    public enum Style: Int, Hashable, Sendable {
        case unspecified = 0, doubleColumn, tripleColumn
    }
    /// How columns are shown, as `UISplitViewController.DisplayMode`.
    public enum DisplayMode: Int, Hashable, Sendable {
        case automatic = 0, secondaryOnly, oneBesideSecondary, oneOverSecondary, twoBesideSecondary
        case twoOverSecondary, twoDisplaceSecondary
    }
    /// Whether the button that changes the display mode shows, as
    /// `UISplitViewController.DisplayModeButtonVisibility`.
    public enum DisplayModeButtonVisibility: Int, Hashable, Sendable {
        case automatic = 0, never, always
    }
    /// How the columns share the width, as `UISplitViewController.SplitBehavior`.
    public enum SplitBehavior: Int, Hashable, Sendable {
        case automatic = 0, tile, overlay, displace
    }
    /// The side the primary column is on, as `UISplitViewController.PrimaryEdge`.
    public enum PrimaryEdge: Int, Hashable, Sendable {
        case leading = 0, trailing
    }
    /// The primary column's background, as `UISplitViewController.BackgroundStyle`.
    public enum BackgroundStyle: Int, Hashable, Sendable {
        case none = 0, sidebar
    }
    /// Whether a view is in an expanded or collapsed split view, as
    /// `UISplitViewController.LayoutEnvironment`.
    public enum LayoutEnvironment: Int, Hashable, Sendable {
        case none = 0, expanded, collapsed
    }

    public let style: Style
    open var preferredDisplayMode = DisplayMode.automatic
    // What follows arranges columns side by side, which a collapsed split view (the only one
    // CellSnap draws: an iPhone-sized screen) does not show: accepted, no visible effect.
    open var displayModeButtonVisibility = DisplayModeButtonVisibility.automatic
    open var preferredSplitBehavior = SplitBehavior.automatic
    open var splitBehavior: SplitBehavior { .tile }
    open var primaryEdge = PrimaryEdge.leading
    open var primaryBackgroundStyle = BackgroundStyle.none
    open var presentsWithGesture = true
    open var showsSecondaryOnlyButton = false
    open weak var delegate: (any UISplitViewControllerDelegate)?
    private var columns: [Column: UIViewController] = [:]

    public init(style: Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        style = .unspecified
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        style = .unspecified
        super.init(coder: coder)
    }

    /// The primary and secondary controllers (classic style).
    open var viewControllers: [UIViewController] {
        get { [Column.primary, .supplementary, .secondary].compactMap { columns[$0] } }
        set {
            columns[.primary] = newValue.first
            columns[.secondary] = newValue.count > 1 ? newValue.last : nil
            for controller in newValue where controller.parent !== self {
                addChild(controller)
                controller.didMove(toParent: self)
            }
        }
    }

    open var isCollapsed: Bool { true }
    open var displayMode: DisplayMode { .secondaryOnly }

    /// Sets the controller of `column`.
    open func setViewController(_ vc: UIViewController?, for column: Column) {
        if let old = columns[column], old !== vc {
            old.willMove(toParent: nil)
            old.viewIfLoaded?.removeFromSuperview()
            old.removeFromParent()
        }
        columns[column] = vc
        if let vc, vc.parent !== self {
            addChild(vc)
            vc.didMove(toParent: self)
        }
        viewIfLoaded?.setNeedsLayout()
    }

    /// The controller of `column`.
    open func viewController(for column: Column) -> UIViewController? { columns[column] }

    open func show(_ column: Column) { shownColumn = column }
    open func hide(_ column: Column) { if shownColumn == column { shownColumn = .primary } }
    private var shownColumn = Column.primary

    open override func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        setViewController(vc, for: .secondary)
        shownColumn = .secondary
    }

    /// The controller shown on a compact screen.
    private var shown: UIViewController? {
        columns[.compact] ?? (shownColumn == .secondary ? columns[.secondary] : nil) ?? columns[.primary]
    }

    override var cellSnapAppearingChildren: [UIViewController] { shown.map { [$0] } ?? [] }

    override func cellSnapPrepareLayout() {
        guard let view = viewIfLoaded else { return }
        for child in children where child !== shown { child.viewIfLoaded?.removeFromSuperview() }
        if let shown {
            if shown.view.superview !== view { view.addSubview(shown.view) }
            shown.view.frame = view.bounds
        }
    }
}

/// What a split view controller tells its delegate, as UIKit's `UISplitViewControllerDelegate`
/// (every requirement optional).
@preconcurrency @MainActor public protocol UISplitViewControllerDelegate: NSObjectProtocol {}

/// Tabs of view controllers, as UIKit's `UITabBarController`: the selected controller's view fills
/// the controller's view, under the tab bar (49 pt above the safe area's bottom), whose top ends
/// its safe area.
@preconcurrency @MainActor open class UITabBarController: UIViewController {
    /// The bar of tabs at the bottom.
    public let tabBar = UITabBar()
    open weak var delegate: (any UITabBarControllerDelegate)?

    /// The controllers of the tabs.
    open var viewControllers: [UIViewController]? {
        get { children.isEmpty ? nil : children }
        set { setViewControllers(newValue, animated: false) }
    }

    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
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

    open override func loadView() {
        view = UIView(
            frame: CGRect(x: 0, y: 0, width: DevicePreset.defaultScreenWidth, height: DevicePreset.defaultScreenHeight))
        view.addSubview(tabBar)
    }

    override var cellSnapAppearingChildren: [UIViewController] { selectedViewController.map { [$0] } ?? [] }

    override func cellSnapPrepareLayout() {
        guard let view = viewIfLoaded else { return }
        let bottom = view.safeAreaInsets.bottom
        tabBar.selectedItem = selectedViewController?.tabBarItem
        let height = BarMetrics.tabBarHeight + bottom
        tabBar.frame = CGRect(x: 0, y: view.bounds.height - height, width: view.bounds.width, height: height)
        for child in children where child !== selectedViewController { child.viewIfLoaded?.removeFromSuperview() }
        if let selected = selectedViewController {
            if selected.view.superview !== view { view.insertSubview(selected.view, belowSubview: tabBar) }
            selected.view.frame = view.bounds
            // The selected view's safe area ends at the tab bar's top (83 pt from the bottom on an iPhone 13).
            selected.view.cellSnapContainerSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: height, right: 0)
        }
    }
}

/// What a tab bar controller tells its delegate, as UIKit's `UITabBarControllerDelegate`
/// (every requirement optional).
@preconcurrency @MainActor public protocol UITabBarControllerDelegate: NSObjectProtocol {}
