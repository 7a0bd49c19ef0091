import Foundation

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

    open private(set) var style: Style
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
    private var columns: [Column: UIViewController] = [:] {
        willSet { willChangeValue(forKey: "viewControllers") }
        didSet { didChangeValue(forKey: "viewControllers") }
    }

    public init(style: Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        style = .unspecified
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// A split view controller from a storyboard, of the document's style.
    public required init?(coder: NSCoder) {
        style = (coder as? IBCoder)?.splitViewControllerStyle ?? .unspecified
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

    /// Shows `column`, telling the delegate first (`splitViewController(_:willShow:)`).
    open func show(_ column: Column) {
        delegate?.splitViewController(self, willShow: column)
        shownColumn = column
        columnWasChosen = true
        viewIfLoaded?.setNeedsLayout()
    }
    /// Hides `column` (the primary shows in its place), telling the delegate first
    /// (`splitViewController(_:willHide:)`).
    open func hide(_ column: Column) {
        delegate?.splitViewController(self, willHide: column)
        if shownColumn == column { shownColumn = .primary }
        viewIfLoaded?.setNeedsLayout()
    }
    private var shownColumn = Column.primary
    /// Whether the app showed a column before the split view collapsed.
    private var columnWasChosen = false
    /// Whether the split view collapsed (its first layout: CellSnap draws compact widths only).
    private var hasCollapsed = false

    /// Whether `column` shows: on a collapsed split view, the one column drawn (the compact
    /// column's controller when it has one).
    open func isShowing(_ column: Column) -> Bool {
        guard let controller = columns[column] else { return false }
        return controller === shown
    }

    /// The button that changes the display mode (classic split views put it in the secondary
    /// controller's navigation item). A collapsed split view (the only one CellSnap draws) hides
    /// it, as iOS does on an iPhone-sized screen, so the item is hidden while ``isCollapsed``.
    open var displayModeButtonItem: UIBarButtonItem {
        let item =
            ownDisplayModeButtonItem
            ?? UIBarButtonItem(image: UIImage(systemName: "sidebar.left"), style: .plain, target: nil, action: nil)
        ownDisplayModeButtonItem = item
        item.isHidden = isCollapsed || displayModeButtonVisibility == .never
        return item
    }
    private var ownDisplayModeButtonItem: UIBarButtonItem?

    /// The value of a column width that lets UIKit choose (`UISplitViewController.automaticDimension`).
    public static let automaticDimension = -CGFloat.greatestFiniteMagnitude

    // The widths of columns side by side: a collapsed split view (the only one CellSnap draws,
    // an iPhone-sized screen) shows one column the whole width of its view.
    /// No visible effect: a collapsed split view shows one column, the whole width of its view.
    open var preferredPrimaryColumnWidthFraction = UISplitViewController.automaticDimension
    /// No visible effect: a collapsed split view shows one column, the whole width of its view.
    open var preferredPrimaryColumnWidth = UISplitViewController.automaticDimension
    /// No visible effect: a collapsed split view shows one column, the whole width of its view.
    open var minimumPrimaryColumnWidth = UISplitViewController.automaticDimension
    /// No visible effect: a collapsed split view shows one column, the whole width of its view.
    open var maximumPrimaryColumnWidth = UISplitViewController.automaticDimension
    /// No visible effect: a collapsed split view shows one column, the whole width of its view.
    open var preferredSupplementaryColumnWidthFraction = UISplitViewController.automaticDimension
    /// No visible effect: a collapsed split view shows one column, the whole width of its view.
    open var preferredSupplementaryColumnWidth = UISplitViewController.automaticDimension
    /// No visible effect: a collapsed split view shows one column, the whole width of its view.
    open var minimumSupplementaryColumnWidth = UISplitViewController.automaticDimension
    /// No visible effect: a collapsed split view shows one column, the whole width of its view.
    open var maximumSupplementaryColumnWidth = UISplitViewController.automaticDimension
    /// No visible effect: a collapsed split view shows one column, the whole width of its view.
    open var preferredSecondaryColumnWidthFraction = UISplitViewController.automaticDimension
    /// No visible effect: a collapsed split view shows one column, the whole width of its view.
    open var preferredSecondaryColumnWidth = UISplitViewController.automaticDimension
    /// No visible effect: a collapsed split view shows one column, the whole width of its view.
    open var minimumSecondaryColumnWidth = UISplitViewController.automaticDimension
    /// No visible effect: a collapsed split view shows one column, the whole width of its view.
    open var preferredInspectorColumnWidthFraction = UISplitViewController.automaticDimension
    /// No visible effect: a collapsed split view shows one column, the whole width of its view.
    open var preferredInspectorColumnWidth = UISplitViewController.automaticDimension
    /// No visible effect: a collapsed split view shows one column, the whole width of its view.
    open var minimumInspectorColumnWidth = UISplitViewController.automaticDimension
    /// No visible effect: a collapsed split view shows one column, the whole width of its view.
    open var maximumInspectorColumnWidth = UISplitViewController.automaticDimension
    /// The primary column's width: the view's width, as a collapsed split view shows its one
    /// column across the whole view (0 before the view loads).
    open var primaryColumnWidth: CGFloat { viewIfLoaded?.bounds.width ?? 0 }
    /// The supplementary column's width: the view's width when the split view has one (a
    /// collapsed split view shows its one column across the whole view), else 0.
    open var supplementaryColumnWidth: CGFloat {
        columns[.supplementary] == nil ? 0 : viewIfLoaded?.bounds.width ?? 0
    }

    /// Shows `vc` in the primary context, unless the delegate does
    /// (`splitViewController(_:show:sender:)` answers `true`).
    open override func show(_ vc: UIViewController, sender: Any?) {
        if delegate?.splitViewController(self, show: vc, sender: sender) == true { return }
        super.show(vc, sender: sender)
    }

    /// Shows `vc` in the secondary column, unless the delegate does
    /// (`splitViewController(_:showDetail:sender:)` answers `true`).
    open override func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        if delegate?.splitViewController(self, showDetail: vc, sender: sender) == true { return }
        setViewController(vc, for: .secondary)
        shownColumn = .secondary
        columnWasChosen = true
    }

    /// The delegate's orientations, else UIKit's (all but upside down).
    open override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        UIKitCategoryOverrides.supportedInterfaceOrientations.call(on: self, implementedIn: UISplitViewController.self)
        {
            delegate?.splitViewControllerSupportedInterfaceOrientations(self) ?? super.supportedInterfaceOrientations
        }
    }
    /// The delegate's orientation, else UIKit's (portrait).
    open override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
        UIKitCategoryOverrides.preferredInterfaceOrientationForPresentation.call(
            on: self, implementedIn: UISplitViewController.self
        ) {
            delegate?.splitViewControllerPreferredInterfaceOrientationForPresentation(self)
                ?? super.preferredInterfaceOrientationForPresentation
        }
    }

    /// Collapses once, as UIKit does when a split view first appears in a compact width, asking
    /// the delegate what UIKit asks (see `UISplitViewControllerDelegate`).
    private func collapseIfNeeded() {
        guard !hasCollapsed else { return }
        hasCollapsed = true
        if style == .unspecified {
            collapseClassic()
        } else {
            let proposed: Column =
                columnWasChosen ? shownColumn : columns[.secondary] != nil ? .secondary : .primary
            shownColumn =
                delegate?.splitViewController(self, topColumnForCollapsingToProposedTopColumn: proposed)
                ?? proposed
            delegate?.splitViewControllerDidCollapse(self)
        }
    }

    /// A classic split view's collapse: the delegate may give another primary, and the primary
    /// takes the secondary unless the delegate did (a navigation controller pushes it).
    private func collapseClassic() {
        if let primary = delegate?.primaryViewController(forCollapsing: self), primary !== columns[.primary] {
            setViewController(primary, for: .primary)
        }
        guard let primary = columns[.primary], let secondary = columns[.secondary] else { return }
        let handled = delegate?.splitViewController(self, collapseSecondary: secondary, onto: primary) ?? false
        columns[.secondary] = nil
        if !handled { primary.collapseSecondaryViewController(secondary, for: self) }
        if secondary.parent === self {  // discarded: the delegate or the primary did not keep it
            secondary.willMove(toParent: nil)
            secondary.viewIfLoaded?.removeFromSuperview()
            secondary.removeFromParent()
        }
        shownColumn = .primary
    }

    /// The controller shown on a compact screen.
    private var shown: UIViewController? {
        columns[.compact] ?? (shownColumn == .secondary ? columns[.secondary] : nil) ?? columns[.primary]
    }

    override var cellSnapAppearingChildren: [UIViewController] { shown.map { [$0] } ?? [] }

    override func cellSnapPrepareLayout() {
        guard let view = viewIfLoaded else { return }
        collapseIfNeeded()
        for child in children where child !== shown { child.viewIfLoaded?.removeFromSuperview() }
        if let shown {
            if shown.view.superview !== view { view.addSubview(shown.view) }
            shown.view.frame = view.bounds
        }
    }
}

extension UISplitViewController.DisplayMode {
    /// iOS 8-13's name of ``secondaryOnly``, deprecated in iOS 14 (where the SDK declares it
    /// `renamed: "UISplitViewController.DisplayMode.secondaryOnly"`): the same mode.
    public static var primaryHidden: UISplitViewController.DisplayMode { .secondaryOnly }
    /// iOS 8-13's name of ``oneBesideSecondary``, deprecated in iOS 14: the same mode.
    public static var allVisible: UISplitViewController.DisplayMode { .oneBesideSecondary }
    /// iOS 8-13's name of ``oneOverSecondary``, deprecated in iOS 14: the same mode.
    public static var primaryOverlay: UISplitViewController.DisplayMode { .oneOverSecondary }
}
