import CellModel

/// The controller's stored bookkeeping, kept out of the class body (which keeps its lines for the
/// members an app overrides, rule 11) and read through the computed members below.
struct ControllerState {
    var nibError: CellSnapUIKitError?
    var viewSource: IBViewSource?
    var hasAppeared = false
    var hasEverAppeared = false
    var appearanceTransition: (isAppearing: Bool, animated: Bool)?
    var ownTabBarItem: UITabBarItem?
    var ownPresentationController: UIPresentationController?
    var editingNow = false
    var ownEditButtonItem: UIBarButtonItem?
    var pendingStyle = UIUserInterfaceStyle.unspecified
    var pendingTraits = UITraitOverrides()
    var children: [UIViewController] = []
    var legacy = LegacyControllerState()
    var needsPropertiesUpdate = true
    let traitObservers = TraitChangeObservers()
}

extension UIViewController {
    /// A nib the controller loaded (``UINib``), which makes drawing its view an error.
    final var cellSnapNibError: CellSnapUIKitError? {
        get { cellSnapState.nibError }
        set { cellSnapState.nibError = newValue }
    }
    /// The storyboard scene the controller came from, whose view it loads (``IBViewSource``).
    final var cellSnapViewSource: IBViewSource? {
        get { cellSnapState.viewSource }
        set { cellSnapState.viewSource = newValue }
    }
    /// Whether the view is in a window and has appeared (Linux-only bookkeeping of the callbacks).
    final var hasAppeared: Bool {
        get { cellSnapState.hasAppeared }
        set {
            cellSnapState.hasAppeared = newValue
            if newValue { cellSnapState.hasEverAppeared = true }
        }
    }
    /// Whether the view has appeared at least once (Linux-only bookkeeping for `TableContentKey`).
    final var hasEverAppeared: Bool { cellSnapState.hasEverAppeared }
    /// The transition ``beginAppearanceTransition(_:animated:)`` began and nothing ended yet.
    final var appearanceTransition: (isAppearing: Bool, animated: Bool)? {
        get { cellSnapState.appearanceTransition }
        set { cellSnapState.appearanceTransition = newValue }
    }
    /// The tab bar item set on the controller or made for it.
    final var ownTabBarItem: UITabBarItem? {
        get { cellSnapState.ownTabBarItem }
        set { cellSnapState.ownTabBarItem = newValue }
    }
    /// The presentation controller made for this one, if any.
    final var ownPresentationController: UIPresentationController? {
        get { cellSnapState.ownPresentationController }
        set { cellSnapState.ownPresentationController = newValue }
    }
    /// The edit button item made for ``editButtonItem``, if any.
    final var ownEditButtonItem: UIBarButtonItem? {
        get { cellSnapState.ownEditButtonItem }
        set { cellSnapState.ownEditButtonItem = newValue }
    }
    /// The child view controllers, in the order they were added.
    final var cellSnapChildren: [UIViewController] {
        get { cellSnapState.children }
        set { cellSnapState.children = newValue }
    }
    /// The state of the members whose work is in UIViewController+Legacy.swift.
    final var cellSnapLegacy: LegacyControllerState {
        get { cellSnapState.legacy }
        set { cellSnapState.legacy = newValue }
    }
    /// The registrations of `registerForTraitChanges`.
    final var traitObservers: TraitChangeObservers { cellSnapState.traitObservers }

    /// ``setEditing(_:animated:)``'s work: the flag, and the ``editButtonItem``'s title and style.
    final func cellSnapSetEditing(_ editing: Bool) {
        cellSnapState.editingNow = editing
        ownEditButtonItem?.title = editing ? "Done" : "Edit"
        ownEditButtonItem?.style = editing ? .done : .plain
    }
    /// The system's least margins: 16 pt leading and trailing on an iPhone, 20 on wider screens.
    final var cellSnapSystemMinimumMargins: NSDirectionalEdgeInsets {
        let wide = (loadedView.map { Double($0.bounds.width) } ?? DevicePreset.defaultScreenWidth) > 414
        return NSDirectionalEdgeInsets(top: 0, leading: wide ? 20 : 16, bottom: 0, trailing: wide ? 20 : 16)
    }
}
