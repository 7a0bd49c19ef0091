import CellModel

private typealias Categories = UIKitCategoryOverrides

/// A view controller, as UIKit's `UIViewController`: the view it loads, the appearance callbacks a
/// window calls as it shows the view, containment, presentation, editing and its navigation item.
///
/// CellSnap runs no animations and no run loop: what UIKit does over time happens at once, in
/// UIKit's order, and a transition has no coordinator (`transitionCoordinator` is `nil`).
///
/// ```swift
/// final class SettingsViewController: UIViewController {
///     override func viewDidLoad() {
///         super.viewDidLoad()
///         navigationItem.title = "Settings"
///         let list = UICollectionView(frame: view.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .insetGrouped)))
///         list.autoresizingMask = [.flexibleWidth, .flexibleHeight]
///         view.addSubview(list)
///     }
/// }
/// ```
@preconcurrency @MainActor open class UIViewController: UIResponder {
    final var loadedView: UIView?
    /// The controller's own bookkeeping (UIViewController+State.swift), read through computed members.
    final var cellSnapState = ControllerState()
    /// The title; setting it also sets the navigation item's title, as in UIKit.
    open var title: String? { didSet { navigationItem.title = title } }
    open internal(set) var nibName: String?
    open internal(set) var nibBundle: Bundle?
    /// Creates a view controller; nibs are not read on Linux, so `loadView()` makes a plain view.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil
        nibBundle = nibBundleOrNil
        super.init()
    }
    public override convenience init() { self.init(nibName: nil, bundle: nil) }
    /// A view controller from a storyboard (its scene's element, ``UIStoryboard``), or from
    /// another archive, which starts as `init(nibName: nil, bundle: nil)` does.
    public required init?(coder: NSCoder) { super.init() }
    // MARK: The view
    /// The controller's view, loaded (and `viewDidLoad` called) the first time it is asked for.
    open var view: UIView! {
        get { cellSnapView }
        set { cellSnapSetView(newValue) }
    }
    /// The view when it is loaded, without loading it.
    open var viewIfLoaded: UIView? { loadedView }
    open var isViewLoaded: Bool { loadedView != nil }
    /// Makes the view: its storyboard scene's, its nib's (`nibName`, or one named after the class, as UIKit
    /// looks), else a plain view of the main screen's size (393 x 852 pt) that follows its superview's size.
    open func loadView() { if !cellSnapLoadInterfaceBuilderView() { cellSnapLoadPlainView() } }
    open func viewDidLoad() { exchangedViewDidLoad() }
    /// Loads the view (and calls `viewDidLoad()`) when it is not loaded yet.
    open func loadViewIfNeeded() {
        UIKitCategoryOverrides.loadViewIfNeeded.call(on: self, otherwise: cellSnapLoadViewIfNeeded)
    }
    // MARK: Appearance
    /// Called before the view is added to a window's view hierarchy.
    open func viewWillAppear(_ animated: Bool) { exchanged("viewWillAppear:", animated) }
    /// Called when the view is in the hierarchy with its traits and size, before it is laid out
    /// and shown.
    open func viewIsAppearing(_ animated: Bool) {}
    /// Called after the view was added to a window's view hierarchy.
    open func viewDidAppear(_ animated: Bool) { exchanged("viewDidAppear:", animated) }
    /// Called before the view is removed from the window's view hierarchy.
    open func viewWillDisappear(_ animated: Bool) { exchanged("viewWillDisappear:", animated) }
    /// Called after the view was removed from the window's view hierarchy.
    open func viewDidDisappear(_ animated: Bool) { exchanged("viewDidDisappear:", animated) }
    /// Called before the view lays out its subviews.
    open func viewWillLayoutSubviews() { Categories.viewWillLayoutSubviews.call(on: self) {} }
    /// Called after the view laid out its subviews.
    open func viewDidLayoutSubviews() { Categories.viewDidLayoutSubviews.call(on: self) {} }
    /// Called when the view's constraints are updated.
    open func updateViewConstraints() {}
    /// Called before the view's size changes to `size`; `coordinator` runs its alongside blocks at
    /// once, as there is no animation.
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {}
    /// Called before the traits change to `newCollection`.
    open func willTransition(
        to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator
    ) {}
    /// Called after the traits of the controller's view changed (iOS 17 deprecates it for trait
    /// registrations; apps still override it).
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        Categories.traitCollectionDidChange.call(
            on: self, previousTraitCollection, implementedIn: UIViewController.self
        ) {}
    }
    /// The traits of the controller: its view's (the window's), or the device's before it is loaded.
    open var traitCollection: UITraitCollection { loadedView?.traitCollection ?? .cellSnapDevice }
    /// The coordinator of the transition in progress; `nil`, as CellSnap shows screens at rest.
    open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? { nil }
    open internal(set) var isBeingPresented = false
    open internal(set) var isBeingDismissed = false
    open internal(set) var isMovingToParent = false
    open internal(set) var isMovingFromParent = false
    /// Tells the controller that its view is about to appear (`isAppearing`) or disappear, as a
    /// container that forwards its children's appearance itself (``shouldAutomaticallyForwardAppearanceMethods``
    /// `false`) does: `viewWillAppear(_:)` (the view is loaded first) or `viewWillDisappear(_:)` runs
    /// now, and ``endAppearanceTransition()`` finishes it.
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        cellSnapBeginAppearanceTransition(isAppearing, animated: animated)
    }
    /// Finishes the transition ``beginAppearanceTransition(_:animated:)`` began: `viewIsAppearing(_:)` and
    /// `viewDidAppear(_:)`, or `viewDidDisappear(_:)`; nothing when none was begun (UIKit logs that call).
    open func endAppearanceTransition() { cellSnapEndAppearanceTransition() }
    /// No visible effect: UIKit calls it under memory pressure, which a snapshot never reaches. Called
    /// when the system is low on memory, for the controller to free what it can rebuild.
    open func didReceiveMemoryWarning() {}
    /// The children that appear with the controller (a container shows only some of them).
    var cellSnapAppearingChildren: [UIViewController] { children }
    /// Places what a container controller shows (its children's views, its bars) before its view is
    /// laid out; nothing for other controllers.
    func cellSnapPrepareLayout() {}
    // MARK: Containment
    open internal(set) weak var parent: UIViewController?
    /// The child view controllers, in the order they were added.
    open var children: [UIViewController] { cellSnapChildren }
    /// Adds `childController` as a child (call `didMove(toParent:)` after adding its view, as in UIKit).
    open func addChild(_ childController: UIViewController) { cellSnapAddChild(childController) }
    /// Removes the controller from its parent (call `willMove(toParent: nil)` first, as in UIKit).
    open func removeFromParent() { cellSnapRemoveFromParent() }
    /// Called before the controller is added to or removed from a parent.
    open func willMove(toParent parent: UIViewController?) {}
    /// Called after the controller was added to or removed from a parent.
    open func didMove(toParent parent: UIViewController?) { cellSnapDidMove() }
    /// Whether the appearance callbacks are forwarded to the children automatically.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }
    /// The navigation controller the controller is in, if any.
    open var navigationController: UINavigationController? { ancestor(UINavigationController.self) }
    /// The tab bar controller the controller is in, if any.
    open var tabBarController: UITabBarController? { ancestor(UITabBarController.self) }
    /// The split view controller the controller is in, if any.
    open var splitViewController: UISplitViewController? { ancestor(UISplitViewController.self) }
    /// What a navigation bar shows for the controller: its title (the controller's, or `nil`), bar items, search.
    open private(set) lazy var navigationItem = title.map { UINavigationItem(title: $0) } ?? UINavigationItem()
    /// The tab (iOS 18) whose provider made the controller (``UITab/viewController``), if any.
    open internal(set) weak var tab: UITab?
    /// What a tab bar shows for the controller: a navigation controller without one of its own
    /// shows its root view controller's, as UIKit's does.
    open var tabBarItem: UITabBarItem! {
        get { cellSnapTabBarItem }
        set { ownTabBarItem = newValue }
    }
    /// The tab bar item shown in place of a default one of the controller's own; `nil` by default.
    var cellSnapInheritedTabBarItem: UITabBarItem? { nil }
    /// The items a navigation controller's toolbar shows for the controller.
    open var toolbarItems: [UIBarButtonItem]?
    /// Sets ``toolbarItems`` (`animated` changes nothing).
    open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) { self.toolbarItems = toolbarItems }
    /// Whether a tab bar is hidden while the controller is on a navigation stack.
    open var hidesBottomBarWhenPushed = false
    /// Shows `vc` in the primary context: pushed on a navigation controller, or presented.
    open func show(_ vc: UIViewController, sender: Any?) { cellSnapShow(vc) }
    /// Takes a collapsing split view's secondary controller, when this is its primary and the
    /// delegate did not: nothing happens (a navigation controller pushes it).
    open func collapseSecondaryViewController(
        _ secondaryViewController: UIViewController, for splitViewController: UISplitViewController
    ) {}
    /// Gives an expanding split view its secondary controller: `nil` (CellSnap's split views
    /// never expand: a regular width is refused when drawn).
    open func separateSecondaryViewController(for splitViewController: UISplitViewController) -> UIViewController? {
        nil
    }
    /// Shows `vc` as a detail: in a split view controller's secondary column, or as ``UIViewController/show(_:sender:)``.
    open func showDetailViewController(_ vc: UIViewController, sender: Any?) { cellSnapShowDetail(vc, sender: sender) }
    // MARK: Presentation
    /// The controller this one presents, else its nearest ancestor's (as UIKit's header says).
    open var presentedViewController: UIViewController? { cellSnapPresented ?? parent?.presentedViewController }
    /// The controller that presents this one, else the presenter of its farthest presented ancestor.
    open var presentingViewController: UIViewController? { cellSnapPresenting ?? parent?.presentingViewController }
    /// The links of the chain of presentations: what this controller presents, and what presents it.
    package internal(set) var cellSnapPresented: UIViewController?
    package internal(set) weak var cellSnapPresenting: UIViewController?
    /// How the controller is presented.
    open var modalPresentationStyle = UIModalPresentationStyle.automatic
    /// The transition used when the controller is presented.
    open var modalTransitionStyle = UIModalTransitionStyle.coverVertical
    /// Whether the presented controller stays until dismissed in code.
    open var isModalInPresentation = false
    /// Whether this controller's view is covered when a controller it presents uses `.currentContext`.
    open var definesPresentationContext = false
    /// The size the controller prefers in a popover or container; a change is announced to
    /// key-value observers.
    open var preferredContentSize = CGSize.zero {
        willSet { willChangeValue(forKey: "preferredContentSize") }
        didSet { didChangeValue(forKey: "preferredContentSize") }
    }
    /// Presents `viewControllerToPresent`, from the ancestor UIKit forwards the request to
    /// (`cellSnapPresent` says which); it is not drawn into the presenting screen's snapshot.
    open func present(
        _ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil
    ) { cellSnapPresent(viewControllerToPresent, animated: flag, completion: completion) }
    /// Dismisses what this one presents, else this one or the presented ancestor it is a child of,
    /// with its disappearance and dismissal transition callbacks, then runs `completion`.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        cellSnapDismiss(animated: flag, completion: completion)
    }
    // MARK: Members other files implement, declared here for subclasses to override
    /// The storyboard the controller came from, or `nil` when it was made in code or from a nib.
    open var storyboard: UIStoryboard? { cellSnapViewSource?.storyboard }
    /// The sheet presentation controller of this controller when it is presented as a sheet
    /// (`.automatic`, `.pageSheet` or `.formSheet`); `nil` for another style.
    open var sheetPresentationController: UISheetPresentationController? {
        presentationController as? UISheetPresentationController
    }
    /// The orientation of the controller's interface (deprecated since iOS 8): its window scene's,
    /// portrait when it is in none, as CellSnap draws every screen upright.
    open var interfaceOrientation: UIInterfaceOrientation {
        viewIfLoaded?.window?.windowScene?.interfaceOrientation ?? .portrait
    }
    /// No visible effect: CellSnap draws every screen upright, the device's one orientation here.
    /// Asks the system to turn the interface to the device's orientation (deprecated in iOS 16).
    open class func attemptRotationToDeviceOrientation() {}
    /// No visible effect: key commands act on hardware key presses, and a snapshot has no keyboard.
    /// Adds a key command the controller answers (listed in its `keyCommands`).
    open func addKeyCommand(_ keyCommand: UIKeyCommand) { cellSnapAddKeyCommand(keyCommand) }
    /// No visible effect: a snapshot has no keyboard. Removes a key command ``addKeyCommand(_:)`` added.
    open func removeKeyCommand(_ keyCommand: UIKeyCommand) { addedKeyCommands.removeAll { $0 === keyCommand } }
    /// No visible effect: a peek needs a firm press. Registers `sourceView` for peeking and popping.
    @discardableResult
    open func registerForPreviewing(with delegate: any UIViewControllerPreviewingDelegate, sourceView: UIView)
        -> any UIViewControllerPreviewing
    { cellSnapRegisterForPreviewing(with: delegate, sourceView: sourceView) }
    /// No visible effect: a peek needs a firm press. Undoes a registration: its recognizer leaves the view.
    open func unregisterForPreviewing(withContext previewing: any UIViewControllerPreviewing) {
        previewing.sourceView.removeGestureRecognizer(previewing.previewingGestureRecognizerForFailureRelationship)
    }
    /// No visible effect: a peek needs a firm press. The actions under a peek's preview (none).
    open var previewActionItems: [any UIPreviewActionItem] { [] }
    /// No visible effect: focus groups order keyboard navigation, which a still picture has none of.
    open var focusGroupIdentifier: String? { nil }
    /// No visible effect: focus moves only with a keyboard or a remote; nothing is focused at rest.
    open var focusItemContainer: (any UIFocusItemContainer)? { self as? any UIFocusItemContainer }
    /// No visible effect: focus moves only with a keyboard or a remote; nothing is focused at rest.
    open var preferredFocusedView: UIView? { nil }
    // MARK: Segues, state restoration, popovers (types elsewhere), here for subclasses to override
    /// Performs the segue `identifier` of the controller's storyboard scene (see `IBSegues`).
    open func performSegue(withIdentifier id: String, sender: Any?) { cellSnapPerformSegue(id, sender: sender) }
    /// Whether the segue `identifier` may run: yes, unless a subclass says otherwise.
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }
    /// Called before a segue runs, to hand the destination what it shows; a test calls it with a
    /// segue it makes (`UIStoryboardSegue(identifier:source:destination:)`).
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}
    /// Called on each controller an unwind segue passes on its way back.
    open func unwind(for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController) {}
    /// No visible effect: state is restored at a later launch. The identifier for state restoration.
    open var restorationIdentifier: String?
    /// No visible effect: state is restored at a later launch. The class that remakes the controller.
    open var restorationClass: (any UIViewControllerRestoration.Type)?
    /// Writes the controller's state to `coder`; a subclass calls `super` (the base writes nothing).
    open func encodeRestorableState(with coder: NSCoder) {}
    /// Reads the controller's state from `coder`; a subclass calls `super`.
    open func decodeRestorableState(with coder: NSCoder) {}
    /// Called when every restored object has decoded its state.
    open func applicationFinishedRestoringState() {}
    /// The controller managing the presentation of this one, made the first time it is asked
    /// for: a popover's when ``modalPresentationStyle`` is `.popover`.
    open var presentationController: UIPresentationController? { cellSnapPresentationController() }
    /// The popover controller of this one, when ``modalPresentationStyle`` is `.popover`; `nil` otherwise.
    open var popoverPresentationController: UIPopoverPresentationController? {
        modalPresentationStyle == .popover ? presentationController as? UIPopoverPresentationController : nil
    }
    // MARK: Editing
    /// Whether the controller shows its editing interface; setting it calls
    /// ``setEditing(_:animated:)`` without animation, as UIKit does.
    open var isEditing: Bool {
        get { cellSnapState.editingNow }
        set { setEditing(newValue, animated: false) }
    }
    /// Turns editing on or off; the ``editButtonItem`` follows.
    open func setEditing(_ editing: Bool, animated: Bool) { cellSnapSetEditing(editing) }
    /// A button that toggles editing: "Edit", or "Done" in bold while editing.
    open var editButtonItem: UIBarButtonItem { cellSnapEditButtonItem }
    // MARK: Layout and look
    /// Insets added to the safe area the controller's view gets from its container.
    open var additionalSafeAreaInsets = UIEdgeInsets.zero { didSet { loadedView?.setNeedsLayout() } }
    /// The edges at which the view extends under its container's bars when they are translucent (all).
    open var edgesForExtendedLayout = UIRectEdge.all { didSet { parent?.viewIfLoaded?.setNeedsLayout() } }
    /// Whether the view extends under opaque bars too (`isTranslucent` false), at its extended edges.
    open var extendedLayoutIncludesOpaqueBars = false { didSet { parent?.viewIfLoaded?.setNeedsLayout() } }
    /// Whether the view's margins are at least the system's minimum margins.
    open var viewRespectsSystemMinimumLayoutMargins = true { didSet { loadedView?.setNeedsLayout() } }
    /// The system's least margins for the root view: 16 pt leading and trailing on an iPhone (20 on
    /// wider screens), none at the top and bottom.
    open var systemMinimumLayoutMargins: NSDirectionalEdgeInsets { cellSnapSystemMinimumMargins }
    // The status bar's members: CellSnap draws no status bar, as a snapshot of an app's views has none.
    /// No visible effect: no status bar is drawn. The style the controller asks the status bar for.
    open var preferredStatusBarStyle: UIStatusBarStyle {
        Categories.preferredStatusBarStyle.call(on: self) { .default }
    }
    /// No visible effect: no status bar is drawn. Whether the controller asks it to be hidden.
    open var prefersStatusBarHidden: Bool { Categories.prefersStatusBarHidden.call(on: self) { false } }
    /// No visible effect: no status bar is drawn. How it shows or hides (`.fade`, UIKit's default).
    open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation {
        Categories.preferredStatusBarUpdateAnimation.call(on: self) { .fade }
    }
    /// No visible effect: no status bar is drawn. The child whose ``preferredStatusBarStyle`` counts.
    open var childForStatusBarStyle: UIViewController? { Categories.childForStatusBarStyle.call(on: self) { nil } }
    /// No visible effect: no status bar is drawn. The child whose ``prefersStatusBarHidden`` counts.
    open var childForStatusBarHidden: UIViewController? { Categories.childForStatusBarHidden.call(on: self) { nil } }
    /// No visible effect: no status bar is drawn. Whether a partial presentation takes the bar over.
    open var modalPresentationCapturesStatusBarAppearance = false
    /// No visible effect: no status bar is drawn. Asks for ``preferredStatusBarStyle`` to be read again.
    open func setNeedsStatusBarAppearanceUpdate() {}
    /// A light or dark style forced on the controller and its view (setting it loads no view).
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { loadedView?.overrideUserInterfaceStyle ?? cellSnapState.pendingStyle }
        set {
            cellSnapState.pendingStyle = newValue
            loadedView?.overrideUserInterfaceStyle = newValue
        }
    }
    /// The traits the controller sets on itself and its view (iOS 17), given to it when it loads.
    open var traitOverrides: UITraitOverrides {
        get { loadedView?.traitOverrides ?? cellSnapState.pendingTraits }
        set {
            cellSnapState.pendingTraits = newValue
            loadedView?.traitOverrides = newValue
        }
    }
    /// Called when the view's safe area insets changed (in the layout pass that changed them).
    open func viewSafeAreaInsetsDidChange() {}
    /// Called when the layout margins of the controller's view changed.
    open func viewLayoutMarginsDidChange() {}
    /// No visible effect: whether the controller asks to lock the pointer (iPad), which a still picture has none of.
    open var prefersPointerLocked: Bool { false }
    /// No visible effect: the pointer's lock is asked again, and a still picture has no pointer.
    open func setNeedsUpdateOfPrefersPointerLocked() {}
    /// No visible effect: the system draws the Home indicator. Whether the controller asks it to hide.
    open var prefersHomeIndicatorAutoHidden: Bool { Categories.prefersHomeIndicatorAutoHidden.call(on: self) { false } }
    /// No visible effect: the system draws the Home indicator over the app's window.
    open func setNeedsUpdateOfHomeIndicatorAutoHidden() {}
    /// No visible effect: a snapshot is drawn in its preset's orientation. The orientations the
    /// controller supports: all but upside down (UIKit's on an iPhone).
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        Categories.supportedInterfaceOrientations.call(on: self) { .allButUpsideDown }
    }
    /// No visible effect: a snapshot is drawn in the orientation its device preset says.
    open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
        Categories.preferredInterfaceOrientationForPresentation.call(on: self) { .portrait }
    }
    /// No visible effect: a snapshot is drawn in the orientation its device preset says.
    open var shouldAutorotate: Bool { Categories.shouldAutorotate.call(on: self) { true } }
    /// No visible effect: a snapshot is drawn in the orientation its device preset says.
    open func setNeedsUpdateOfSupportedInterfaceOrientations() {}
    /// The presentation's animator and `.custom` presentation controller (``UIViewControllerTransitioningDelegate``).
    open weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?
    /// The context of an app extension's controller: `nil`, as a test runs an app, not an extension.
    open var extensionContext: NSExtensionContext? { nil }
    /// The controller's view's superview, else its parent, presenter or nothing.
    open override var next: UIResponder? { loadedView?.superview ?? parent ?? presentingViewController }
    /// No visible effect: insets follow each scroll view's `contentInsetAdjustmentBehavior`, as from iOS 11.
    open var automaticallyAdjustsScrollViewInsets = true
    /// The guide from the top of the view to its safe area's top (deprecated in iOS 11).
    open var topLayoutGuide: any UILayoutSupport { cellSnapLayoutSupport(top: true) }
    /// The guide from the safe area's bottom to the bottom of the view (deprecated in iOS 11).
    open var bottomLayoutGuide: any UILayoutSupport { cellSnapLayoutSupport(top: false) }
    /// No visible effect: the system's edge gestures need a finger, and a still picture has none.
    open var preferredScreenEdgesDeferringSystemGestures: UIRectEdge { [] }
    /// No visible effect: the system's edge gestures need a finger, and a still picture has none.
    open var childForScreenEdgesDeferringSystemGestures: UIViewController? { nil }
    /// No visible effect: the system's edge gestures need a finger, and a still picture has none.
    open func setNeedsUpdateOfScreenEdgesDeferringSystemGestures() {}
    /// No visible effect: the system draws the Home indicator. The child whose preference counts.
    open var childForHomeIndicatorAutoHidden: UIViewController? {
        Categories.childForHomeIndicatorAutoHidden.call(on: self) { nil }
    }
    /// No visible effect: a snapshot shows no keyboard to dismiss (`true` for a form sheet, as UIKit's).
    open var disablesAutomaticKeyboardDismissal: Bool { modalPresentationStyle == .formSheet }
    /// The controller that answers `action`: this one or the nearest ancestor that can perform it.
    open func targetViewController(forAction action: Selector, sender: Any?) -> UIViewController? {
        cellSnapTarget(forAction: action, sender: sender)
    }
    /// Traits forced on a child (deprecated in iOS 17): they become its trait overrides.
    open func setOverrideTraitCollection(_ collection: UITraitCollection?, forChild child: UIViewController) {
        cellSnapSetOverrideTraits(collection, forChild: child)
    }
    /// The traits forced on `childViewController` with ``setOverrideTraitCollection(_:forChild:)``.
    open func overrideTraitCollection(forChild childViewController: UIViewController) -> UITraitCollection? {
        cellSnapLegacy.childTraits[ObjectIdentifier(childViewController)]
    }
    /// No visible effect: CellSnap works traits out when they are read, so none is ever pending.
    open func updateTraitsIfNeeded() {}
    /// No visible effect: a snapshot is drawn upright (deprecated in iOS 8, called before a rotation).
    open func willRotate(to toInterfaceOrientation: UIInterfaceOrientation, duration: TimeInterval) {}
    /// No visible effect: a snapshot is drawn upright (deprecated in iOS 8, called inside a rotation).
    open func willAnimateRotation(to toInterfaceOrientation: UIInterfaceOrientation, duration: TimeInterval) {}
    /// No visible effect: a snapshot is drawn upright (deprecated in iOS 8, called after a rotation).
    open func didRotate(from fromInterfaceOrientation: UIInterfaceOrientation) {}
    /// No visible effect: a snapshot is drawn upright, so no rotation is forwarded to children.
    open func shouldAutomaticallyForwardRotationMethods() -> Bool { true }
    /// No visible effect: a presentation is drawn at rest (whose transition style a context uses).
    open var providesPresentationContextTransitionStyle = false
    /// The presentation controller of the presentation in progress: `nil` when nothing presents it.
    open var activePresentationController: UIPresentationController? { cellSnapActivePresentation }
    /// Whether the controller answers an unwind segue's `action` from `fromViewController`.
    open func canPerformUnwindSegueAction(_ action: Selector, from fromViewController: UIViewController, sender: Any?)
        -> Bool
    { canPerformUnwindSegueAction(action, from: fromViewController, withSender: sender ?? NSNull()) }
    /// The test before iOS 13: the controller has `action` and is not the segue's source.
    open func canPerformUnwindSegueAction(
        _ action: Selector, from fromViewController: UIViewController, withSender sender: Any
    ) -> Bool { fromViewController !== self && responds(to: action) }
    /// No visible effect: a bar is drawn at rest, at its scroll edge, whichever scroll view it observes.
    open func contentScrollView(for edge: NSDirectionalRectEdge) -> UIScrollView? { cellSnapScrollView(for: edge) }
    /// No visible effect: a bar is drawn at rest, at its scroll edge, whichever scroll view it observes.
    open func setContentScrollView(_ scrollView: UIScrollView?, for edge: NSDirectionalRectEdge) {
        cellSnapSetContentScrollView(scrollView, for: edge)
    }
    /// No visible effect: a bar is drawn at rest, at its scroll edge, whichever scroll view it observes.
    open func setContentScrollView(_ scrollView: UIScrollView?) { setContentScrollView(scrollView, for: .all) }
    /// What the controller shows when it has no content (iOS 17): its content view over the controller's view.
    open var contentUnavailableConfiguration: (any UIContentConfiguration)? {
        didSet { cellSnapShowContentUnavailable() }
    }
    /// The state ``updateContentUnavailableConfiguration(using:)`` is given: traits and search text.
    open var contentUnavailableConfigurationState: UIContentUnavailableConfigurationState {
        cellSnapContentUnavailableState()
    }
    /// Asks for ``updateContentUnavailableConfiguration(using:)``, which runs at once (there is no run loop).
    open func setNeedsUpdateContentUnavailableConfiguration() {
        updateContentUnavailableConfiguration(using: contentUnavailableConfigurationState)
    }
    /// Where a subclass sets ``contentUnavailableConfiguration`` for `state`; CellSnap calls it before
    /// the view's first layout and on ``setNeedsUpdateContentUnavailableConfiguration()``.
    open func updateContentUnavailableConfiguration(using state: UIContentUnavailableConfigurationState) {}
    // MARK: Child transitions, unwinding, preferences (work in UIViewController+Unwinding.swift)
    /// Swaps two children's views at once, as UIKit does with a zero duration: `toViewController`'s
    /// takes `fromViewController`'s frame and place, then `animations` and `completion(true)` run.
    open func transition(
        from fromViewController: UIViewController, to toViewController: UIViewController, duration: TimeInterval,
        options: UIView.AnimationOptions = [], animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
    ) { cellSnapSwap(fromViewController, toViewController, animations, completion) }
    /// The children an unwind segue from `source` searches: all but the one containing its source.
    open func allowedChildrenForUnwinding(from s: UIStoryboardUnwindSegueSource) -> [UIViewController] {
        cellSnapAllowed(s)
    }
    /// The child that is, or leads to (as a parent or presenter), the segue's source controller.
    open func childContaining(_ source: UIStoryboardUnwindSegueSource) -> UIViewController? { cellSnapChild(source) }
    /// The controller answering an unwind `action` (deprecated in iOS 9): a child, last first, or this one.
    open func forUnwindSegueAction(_ action: Selector, from vc: UIViewController, withSender sender: Any?)
        -> UIViewController?
    { cellSnapUnwindTarget(action, from: vc, sender: sender) }
    /// The segue an unwind runs (deprecated in iOS 9): a plain segue from one controller to the other.
    open func segueForUnwinding(to vc: UIViewController, from source: UIViewController, identifier: String?)
        -> UIStoryboardSegue?
    { UIStoryboardSegue(identifier: identifier, source: source, destination: vc) }
    /// No visible effect: a snapshot is drawn upright. The view above the content turned in a rotation (`nil`).
    open func rotatingHeaderView() -> UIView? { nil }
    /// No visible effect: a snapshot is drawn upright. The view below the content turned in a rotation (`nil`).
    open func rotatingFooterView() -> UIView? { nil }
    /// Whether a popover stays until dismissed in code (deprecated in iOS 13): ``isModalInPresentation``.
    open var isModalInPopover: Bool {
        get { isModalInPresentation }
        set { isModalInPresentation = newValue }
    }
    /// No visible effect: a snapshot sends no actions. Whether actions reach it while it presents (`true`).
    open var performsActionsWhilePresentingModally: Bool { true }
    /// No visible effect: it names the controller's performance intervals. The class's name by default.
    open lazy var interactionActivityTrackingBaseName: String? = String(describing: type(of: self))
    /// No visible effect: a still picture has no pointer. The child whose pointer lock counts (`nil`).
    open var childViewControllerForPointerLock: UIViewController? { nil }
    /// No visible effect: tvOS only (iOS apps use ``overrideUserInterfaceStyle``). The child whose style counts.
    open var childViewControllerForUserInterfaceStyle: UIViewController? { nil }
    /// No visible effect: tvOS only (iOS apps use ``overrideUserInterfaceStyle``). The style asked for.
    open var preferredUserInterfaceStyle: UIUserInterfaceStyle { .unspecified }
    /// No visible effect: tvOS only (iOS apps use ``overrideUserInterfaceStyle``). Asks for the style again.
    open func setNeedsUserInterfaceAppearanceUpdate() {}
    /// No visible effect: a snapshot is drawn in its preset's orientation. Whether it locks it (`false`).
    open var prefersInterfaceOrientationLocked: Bool { false }
    /// No visible effect: a snapshot is drawn in its preset's orientation. The child whose lock counts.
    open var childViewControllerForInterfaceOrientationLock: UIViewController? { nil }
    /// No visible effect: a snapshot is drawn in its preset's orientation. Asks for the lock again.
    open func setNeedsUpdateOfPrefersInterfaceOrientationLocked() {}
    /// No visible effect: a tab bar is drawn at rest, never minimized by a scroll. The scroll view it follows.
    open weak var tabBarObservedScrollView: UIScrollView?
    /// Where a subclass applies its state to its views (iOS 26): before the view's first layout,
    /// and in the layout pass after ``setNeedsUpdateProperties()``, before ``viewWillLayoutSubviews()``.
    open func updateProperties() {}
    /// Marks the controller for ``updateProperties()`` in its view's next layout pass.
    open func setNeedsUpdateProperties() { cellSnapControllerSetNeedsUpdateProperties() }
    /// Runs ``updateProperties()`` now when it is due.
    open func updatePropertiesIfNeeded() { cellSnapControllerUpdatePropertiesIfNeeded() }
    // MARK: Focus (kept; no visible effect, see UIFocusEnvironment)
    /// No visible effect: focus moves only with a keyboard or a remote; nothing is focused at rest.
    open var preferredFocusEnvironments: [any UIFocusEnvironment] { [view] }
    /// No visible effect: focus moves only with a keyboard or a remote; nothing is focused at rest.
    open var parentFocusEnvironment: (any UIFocusEnvironment)? { loadedView?.superview ?? parent }
    /// No visible effect: nothing is focused at rest (whether focus returns after a transition).
    open var restoresFocusAfterTransition = true
    /// No visible effect: focus moves only with a keyboard or a remote; nothing is focused at rest.
    open func setNeedsFocusUpdate() {}
    /// No visible effect: focus moves only with a keyboard or a remote; nothing is focused at rest.
    open func updateFocusIfNeeded() {}
    /// No visible effect: focus moves only with a keyboard or a remote; nothing is focused at rest.
    open func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool { true }
    /// No visible effect: focus moves only with a keyboard or a remote; nothing is focused at rest.
    open func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {}
}
