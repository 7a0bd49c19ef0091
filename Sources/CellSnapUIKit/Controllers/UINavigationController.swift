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
    open private(set) var navigationBar = UINavigationBar()
    /// The bar at the bottom, shown when ``isToolbarHidden`` is `false` (implicitly unwrapped, as in
    /// UIKit, so that `navigationController?.toolbar?.tintColor` compiles as on iOS).
    open private(set) var toolbar: UIToolbar! = UIToolbar()
    open var isNavigationBarHidden = false {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }
    open var isToolbarHidden = true {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }
    /// No visible effect: nothing swipes in a snapshot.
    open var hidesBarsOnSwipe = false
    /// No visible effect: nothing taps in a snapshot.
    open var hidesBarsOnTap = false
    /// No visible effect: no keyboard appears in a snapshot.
    open var hidesBarsWhenKeyboardAppears = false
    /// Whether the bars are hidden in a vertically compact environment (a phone held sideways):
    /// drawn so, as UIKit hides them when the controller is in such an environment. CellSnap hides
    /// them for as long as the environment is compact and leaves ``isNavigationBarHidden`` and
    /// ``isToolbarHidden`` as code set them (UIKit sets them; a still picture cannot tell).
    open var hidesBarsWhenVerticallyCompact = false {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }
    /// The recognizer of the edge swipe that pops the top controller (no visible effect).
    open private(set) lazy var interactivePopGestureRecognizer: UIGestureRecognizer? =
        UIScreenEdgePanGestureRecognizer(
            target: nil, action: nil)
    /// The recognizer of the swipe that hides the bars (no visible effect).
    open private(set) lazy var barHideOnSwipeGestureRecognizer = UIPanGestureRecognizer(target: nil, action: nil)
    /// The recognizer of the tap that hides the bars (no visible effect).
    open private(set) lazy var barHideOnTapGestureRecognizer = UITapGestureRecognizer(target: nil, action: nil)
    /// How long UIKit's animations that show or hide the bars take, in seconds (its
    /// `UINavigationControllerHideShowBarDuration`, 0.33 s; no animation runs in a snapshot).
    public static let hideShowBarDuration: CGFloat = 0.33
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
        announceChange(of: "viewControllers")
        defer { announceChange(of: "viewControllers", finished: true) }
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

    /// Pushes a collapsing split view's secondary controller (its stack, for a navigation
    /// controller: what iOS shows, the secondary's top controller with a back button) on this
    /// stack, as UIKit does for a primary navigation controller.
    open override func collapseSecondaryViewController(
        _ secondaryViewController: UIViewController, for splitViewController: UISplitViewController
    ) {
        let incoming =
            (secondaryViewController as? UINavigationController)?.viewControllers ?? [secondaryViewController]
        for controller in incoming + [secondaryViewController] where controller.parent != nil {
            controller.willMove(toParent: nil)
            controller.viewIfLoaded?.removeFromSuperview()
            controller.removeFromParent()
        }
        setViewControllers(viewControllers + incoming, animated: false)
    }

    /// Pops the top controller for an expanding split view's secondary column (`nil` for a
    /// stack of one).
    open override func separateSecondaryViewController(for splitViewController: UISplitViewController)
        -> UIViewController?
    {
        viewControllers.count > 1 ? popViewController(animated: false) : nil
    }

    /// Pushes `viewController` on the stack and shows it.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        announceChange(of: "viewControllers")
        defer { announceChange(of: "viewControllers", finished: true) }
        let old = topViewController
        addChild(viewController)
        viewController.didMove(toParent: self)
        showTop(replacing: old, animated: animated)
    }

    /// Pops the top controller and shows the one below; returns the popped one.
    @discardableResult open func popViewController(animated: Bool) -> UIViewController? {
        announceChange(of: "viewControllers")
        defer { announceChange(of: "viewControllers", finished: true) }
        guard children.count > 1, let top = topViewController else { return nil }
        remove(top)
        showTop(replacing: top, animated: animated)
        return top
    }

    /// Pops every controller above the root; returns them.
    @discardableResult open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        announceChange(of: "viewControllers")
        defer { announceChange(of: "viewControllers", finished: true) }
        guard let root = children.first else { return nil }
        return popToViewController(root, animated: animated)
    }

    /// Pops the controllers above `viewController`; returns them.
    @discardableResult open func popToViewController(_ viewController: UIViewController, animated: Bool)
        -> [UIViewController]?
    {
        announceChange(of: "viewControllers")
        defer { announceChange(of: "viewControllers", finished: true) }
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

    /// The root view controller's tab bar item, which a navigation controller in a tab bar
    /// controller shows unless it was given one of its own (UIKit's behaviour, undocumented:
    /// apps set `tabBarItem` on the root and wrap it in a navigation controller).
    override var cellSnapInheritedTabBarItem: UITabBarItem? { children.first?.tabBarItem }

    /// Places the bars (the navigation bar below the safe area's top, the toolbar above its
    /// bottom; heights from ``BarMetrics``) and gives the top controller's view, which fills the
    /// controller's view under them, their far edges as safe area: the top of the safe area is
    /// the navigation bar's bottom (91 pt on an iPhone 13 with an inline bar, 143 pt with a large
    /// title), the bottom the toolbar's top.
    override func cellSnapPrepareLayout() {
        guard let view = viewIfLoaded else { return }
        let insets = view.safeAreaInsets
        let barHeight = navigationBar.height(for: topViewController?.navigationItem)
        let compactHides = hidesBarsWhenVerticallyCompact && view.traitCollection.verticalSizeClass == .compact
        let navigationBarHidden = isNavigationBarHidden || compactHides
        let toolbarHidden = isToolbarHidden || compactHides
        // The bars' backgrounds reach under the status bar and the home indicator, as UIKit's do.
        navigationBar.cellSnapIsManaged = true
        navigationBar.cellSnapBackgroundReach = insets.top
        toolbar.cellSnapIsManaged = true
        toolbar.cellSnapBackgroundReach = insets.bottom
        navigationBar.isHidden = navigationBarHidden
        navigationBar.frame = CGRect(x: 0, y: insets.top, width: view.bounds.width, height: barHeight)
        toolbar.isHidden = toolbarHidden
        toolbar.items = topViewController?.toolbarItems
        let toolbarHeight: CGFloat = toolbarHidden ? 0 : BarMetrics.barHeight(view.traitCollection)
        toolbar.frame = CGRect(
            x: 0, y: view.bounds.height - insets.bottom - toolbarHeight, width: view.bounds.width,
            height: toolbarHeight)
        let top = CellSnapBarExtent(reach: navigationBar.frame.maxY, isTranslucent: navigationBar.isTranslucent)
        let bottom =
            toolbarHidden
            ? tabBarReach()
            : CellSnapBarExtent(reach: view.bounds.height - toolbar.frame.minY, isTranslucent: toolbar.isTranslucent)
        topViewController?.cellSnapPlaceExtendedView(
            in: view.bounds, top: navigationBarHidden ? nil : top, bottom: bottom)
    }

    /// The part of a tab bar controller's tab bar over this controller's view: the top view
    /// controller's view ends above it when it leaves the bottom out of its extended edges, as in
    /// UIKit (a navigation controller in a tab passes the tab bar on to its content).
    private func tabBarReach() -> CellSnapBarExtent? {
        guard let tabs = tabBarController, let tabsView = tabs.viewIfLoaded, !tabs.tabBar.isHidden,
            let view = viewIfLoaded, view.isDescendant(of: tabsView)
        else { return nil }
        let bar = tabs.tabBar.convert(tabs.tabBar.bounds, to: view)
        let reach = view.bounds.maxY - bar.minY
        return reach > 0
            ? CellSnapBarExtent(reach: min(reach, view.bounds.height), isTranslucent: tabs.tabBar.isTranslucent) : nil
    }
}

extension UIViewController {
    fileprivate func removeChildSilently(at index: Int) { cellSnapChildren.remove(at: index) }
    fileprivate func insertChildSilently(_ child: UIViewController, at index: Int) {
        cellSnapChildren.insert(child, at: index)
    }
}

extension UINavigationController {
    /// What a navigation controller's transition does, as UIKit's `UINavigationController.Operation`.
    public enum Operation: Int, Hashable, Sendable {
        case none = 0, push, pop
    }
}

/// What a navigation controller tells its delegate, as UIKit's `UINavigationControllerDelegate`
/// (every requirement optional).
@preconcurrency @MainActor public protocol UINavigationControllerDelegate: NSObjectProtocol {
    func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
    /// The orientations the navigation controller supports; without it, its top controller's.
    ///
    /// No visible effect: CellSnap draws the orientation a test chooses, and never rotates.
    func navigationControllerSupportedInterfaceOrientations(_ navigationController: UINavigationController)
        -> UIInterfaceOrientationMask
    /// The orientation the navigation controller prefers when presented; without it, its top
    /// controller's.
    ///
    /// No visible effect: CellSnap draws the orientation a test chooses, and never rotates.
    func navigationControllerPreferredInterfaceOrientationForPresentation(
        _ navigationController: UINavigationController
    ) -> UIInterfaceOrientation
    /// The object that animates a push or pop; `nil` for UIKit's own animation.
    ///
    /// No visible effect: a push or pop is drawn at rest, once over, and CellSnap does not ask for
    /// an animator.
    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)?
    /// The object that drives an interactive push or pop; `nil` when it is not interactive.
    ///
    /// No visible effect: a snapshot has no gestures to drive a transition.
    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)?
}

extension UINavigationControllerDelegate {
    public func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) {}
    public func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {}
    /// No visible effect: CellSnap draws the orientation a test chooses, and never rotates.
    public func navigationControllerSupportedInterfaceOrientations(_ navigationController: UINavigationController)
        -> UIInterfaceOrientationMask
    {
        navigationController.topViewController?.supportedInterfaceOrientations ?? .allButUpsideDown
    }
    /// No visible effect: CellSnap draws the orientation a test chooses, and never rotates.
    public func navigationControllerPreferredInterfaceOrientationForPresentation(
        _ navigationController: UINavigationController
    ) -> UIInterfaceOrientation {
        navigationController.topViewController?.preferredInterfaceOrientationForPresentation ?? .portrait
    }
    /// No visible effect: a push or pop is drawn at rest, once over.
    public func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { nil }
    /// No visible effect: a snapshot has no gestures to drive a transition.
    public func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? { nil }
}
