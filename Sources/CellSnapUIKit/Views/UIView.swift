import CellModel
import CoreGraphics

/// A view, as UIKit's `UIView`: a frame in its superview, subviews, appearance (background, alpha, corner
/// radius and border through ``layer``), and Auto Layout (anchors, layout margins, intrinsic content size,
/// hugging and compression resistance; see `UIView+Layout.swift`). A view tree is drawn by turning it into
/// placed nodes after its constraints are solved, so content views and views pinned to a cell's
/// `contentView` render as in UIKit.
@preconcurrency @MainActor open class UIView: UIResponder {
    /// The view's rectangle in its superview; a change is announced to key-value observers of
    /// `frame`, `bounds` and `center`.
    open var frame: CGRect {
        willSet { frameWillChange(to: newValue) }
        didSet { cellSnapFrameDidChange(from: oldValue) }
    }
    /// Called before the frame changes to `newFrame` (see `frameWillChange(to:)`).
    func cellSnapFrameWillChange(to newFrame: CGRect) {}
    /// The view's own coordinate space: its origin is where its subviews' frames start (one at
    /// the origin shows at the view's top-left corner); a new size resizes the view around its centre.
    open var bounds: CGRect {
        get { CGRect(origin: cellSnapBoundsOrigin, size: frame.size) }
        set { (cellSnapBoundsOrigin, frame) = (newValue.origin, cellSnapFrame(resizedTo: newValue.size)) }
    }
    final var cellSnapBoundsOrigin = CGPoint.zero { didSet { noteDrawnStateChange() } }
    /// The centre of the frame in the superview's coordinates (where the layer's anchor point is,
    /// when it is not the centre: the layer's ``CALayer/position``).
    open var center: CGPoint {
        get { layer.position }
        set { layer.position = newValue }
    }
    open var backgroundColor: UIColor? { didSet { backgroundColorDidChange() } }
    /// The appearance properties set on the view itself, which proxies do not change (``UIAppearance``).
    final var cellSnapCustomizedAppearance: Set<AnyHashable> = []
    open var isHidden = false { didSet { noteDrawnStateChange() } }
    open var alpha: CGFloat = 1 { didSet { noteDrawnStateChange() } }
    open var isOpaque = true
    open var isUserInteractionEnabled = true
    /// How the view follows its superview's size changes while it is placed by its frame.
    open var autoresizingMask: AutoresizingMask = []
    /// Whether the view resizes its subviews by their ``autoresizingMask`` when its size changes.
    open var autoresizesSubviews = true
    open var tag = 0
    /// A name for tests; CellSnap uses it as the role of the view's placed node in layout text.
    open var accessibilityIdentifier: String?
    open var contentMode = ContentMode.scaleToFill { didSet { noteDrawnStateChange() } }
    /// No visible effect: the view's identifier for state restoration, at a later launch.
    open var restorationIdentifier: String?
    /// Writes the view's state to `coder` (nothing of the base class's); a subclass calls `super`.
    open func encodeRestorableState(with coder: NSCoder) {}
    /// Reads the view's state from `coder`; a subclass calls `super`.
    open func decodeRestorableState(with coder: NSCoder) {}
    /// The view's layer, of the view's ``layerClass``: corner radius and curve, border, masking,
    /// shadow, the layers added to it, and a gradient layer's gradient.
    open var layer: CALayer { ownLayer }
    private final lazy var ownLayer: CALayer = {
        let layer = (type(of: self).layerClass as? CALayer.Type ?? CALayer.self).init()
        layer.owningView = self
        return layer
    }()
    /// The view's layer is its delegate: it sets the layer's content itself (nothing by default).
    open func display(_ layer: CALayer) {}
    /// Draws `layer`'s content into `ctx` (called by ``CALayer/draw(in:)``): nothing by default.
    open func draw(_ layer: CALayer, in ctx: CGContext) {}
    /// Called before `layer`'s content is drawn.
    open func layerWillDraw(_ layer: CALayer) {}
    /// Lays the view out when `layer` is its own: the layout pass calls it where it runs
    /// ``layoutSubviews()``, which the default calls, as UIKit's does.
    open func layoutSublayers(of layer: CALayer) { if layer === self.layer { layoutSubviews() } }
    /// No visible effect: an action runs when a key changes, and CellSnap applies every change at once. The action for
    /// `layer`'s key `event`: `nil` (go on searching) by default.
    open func action(for layer: CALayer, forKey event: String) -> (any CAAction)? { nil }
    /// The class of the view's layer: `CALayer`; override it to back a view with another layer
    /// (`CAGradientLayer.self`). A class that is not a `CALayer` subclass makes a `CALayer`.
    open class var layerClass: AnyClass { CALayer.self }
    /// Whether subviews are clipped to the bounds; the same flag as `layer.masksToBounds`.
    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }
    private(set) var ownTintColor: UIColor? {
        didSet {
            noteDrawnStateChange()
            AppearanceRegistry.note(self, \UIView.tintColor)
            if ownTintColor != oldValue { cellSnapTintDidChange() }
        }
    }
    /// The tint colour: the view's own, or its superview's, or the system tint colour; grey when
    /// the view's ``tintAdjustmentMode`` is dimmed (UIView+TintAdjustment.swift).
    open var tintColor: UIColor! {
        get { cellSnapAdjustedTint(ownTintColor ?? superview?.cellSnapInheritedTint ?? .tintColor) }
        set { ownTintColor = newValue }
    }
    /// How the tint colour is shown: the first mode other than `.automatic` from the view up its
    /// superviews, else `.normal`; `.dimmed` draws the tint grey.
    open var tintAdjustmentMode: TintAdjustmentMode {
        get { cellSnapEffectiveTintAdjustmentMode }
        set { ownTintAdjustmentMode = newValue }
    }
    final var ownTintAdjustmentMode = TintAdjustmentMode.automatic {
        didSet { if ownTintAdjustmentMode != oldValue { cellSnapTintAdjustmentModeDidChange() } }
    }
    /// No visible effect: a snapshot is drawn with Smart Invert off, as a device shows it by default. Whether Smart
    /// Invert leaves the view's content as it is (a photo, a video).
    open var accessibilityIgnoresInvertColors = false
    /// The smallest content size category of the view's and its subviews' traits (iOS 15): a
    /// smaller one is raised to it (UIView+ContentSizeLimits.swift).
    open var minimumContentSizeCategory: UIContentSizeCategory? { didSet { cellSnapContentSizeLimitsDidChange() } }
    /// The largest content size category of the view's and its subviews' traits (iOS 15): a
    /// larger one is lowered to it.
    open var maximumContentSizeCategory: UIContentSizeCategory? { didSet { cellSnapContentSizeLimitsDidChange() } }
    open internal(set) var subviews: [UIView] = []
    open internal(set) weak var superview: UIView?
    var ownTraits = UITraitCollection() {
        didSet { if ownTraits != oldValue { cellSnapNoteTraitChanges() } }
    }
    /// The traits the view last told `traitCollectionDidChange(_:)` about (`nil`: none yet).
    var notifiedTraits: UITraitCollection?
    /// The registrations of `registerForTraitChanges`.
    let traitObservers = TraitChangeObservers()
    /// An error of a call that cannot throw (a visual format that does not parse), thrown when drawn.
    var cellSnapPendingLayoutError: CellSnapUIKitError?
    // UIKit's `UIAccessibility` members are UIResponder's; VoiceOver finds a view at its frame by default.
    override var cellSnapDefaultAccessibilityFrame: CGRect {
        UIAccessibility.convertToScreenCoordinates(bounds, in: self)
    }
    /// The traits of the view: its own over its superview's (over the device's, an iPhone's idiom
    /// and size classes, at the root), then its style override and its ``traitOverrides``.
    open var traitCollection: UITraitCollection {
        var traits = (superview?.traitCollection ?? .cellSnapDevice).overridden(by: ownTraits)
        if overrideUserInterfaceStyle != .unspecified {
            traits = traits.overridden(by: UITraitCollection(userInterfaceStyle: overrideUserInterfaceStyle))
        }
        if !traitOverrides.isEmpty { traits = traits.overridden(by: traitOverrides.collection) }
        return cellSnapLimitingContentSize(of: traits)
    }
    /// The traits the view sets on itself and its subviews (iOS 17): drawn, and the views hear
    /// the change (`registerForTraitChanges`, `traitCollectionDidChange(_:)`).
    open var traitOverrides = UITraitOverrides() {
        didSet {
            noteDrawnStateChange()
            cellSnapNoteTraitChanges()
        }
    }
    /// Whether the view is laid out left to right or right to left, as `UISemanticContentAttribute`.
    open var semanticContentAttribute = UISemanticContentAttribute.unspecified
    /// The direction the view lays out its leading and trailing edges in: forced by its semantic
    /// content attribute, or the traits' layout direction.
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        UIView.userInterfaceLayoutDirection(for: semanticContentAttribute, relativeTo: traitCollection.layoutDirection)
    }
    /// Auto Layout state (UIView+Layout.swift): whether ``updateConstraints()`` is due, and the safe
    /// area insets of the last layout pass (UIView+Events.swift).
    final var needsConstraintUpdate = true { didSet { if needsConstraintUpdate { layoutRequests &+= 1 } } }
    final var laidOutSafeAreaInsets = UIEdgeInsets.zero
    var installedConstraints: [NSLayoutConstraint] = []
    var ownLayoutGuides: [UILayoutGuide] = []
    var needsLayout = true { didSet { if needsLayout { layoutRequests &+= 1 } } }
    /// How many times the view was asked for a layout or a constraint update (`TableContentKey`).
    private(set) final var layoutRequests = 0
    var contentHugging = (horizontal: UILayoutPriority.defaultLow, vertical: UILayoutPriority.defaultLow)
    var compressionResistance = (horizontal: UILayoutPriority.defaultHigh, vertical: UILayoutPriority.defaultHigh)
    /// Set by `translatesAutoresizingMaskIntoConstraints`.
    var usesFrameConstraints = true
    /// The cell, header or footer whose legacy label or image view this is (``LegacyPartOwner``).
    weak final var legacyPartOwner: (any LegacyPartOwner)?
    /// The margins the app set (`nil`: the view's default, ``cellSnapDefaultLayoutMargins``).
    var ownDirectionalMargins: NSDirectionalEdgeInsets?
    lazy var debugNumber = LayoutDebugNumbers.next()
    /// How many times what the view draws (its frame, appearance and content) was assigned, so
    /// that a run of `layoutSubviews()` can tell whether it changed anything (see ``DrawnStateLedger``).
    final var drawnStateChanges = 0
    public init(frame: CGRect) {
        self.frame = frame
        super.init()
    }
    /// What the view draws and its intrinsic size, for `traits`; views that draw override it.
    func cellSnapContent(traits: Traits) throws -> ViewTree.Content {
        if let hosting = self as? CellSnapPlacedContentView { return try hosting.placedContent(traits: traits) }
        let size = intrinsicContentSize
        return .plain(
            width: size.width == UIView.noIntrinsicMetric ? nil : Double(size.width),
            height: size.height == UIView.noIntrinsicMetric ? nil : Double(size.height))
    }
    /// The constraints the view makes for its subviews (a stack view's arrangement), and the items
    /// its first and last baselines come from; `index` gives a view's or guide's item.
    func cellSnapGeneratedLayout(index: (AnyObject) -> Int?) -> ViewTree.GeneratedLayout {
        ViewTree.GeneratedLayout()
    }
    /// How the view looks apart from its content, for `traits`.
    func cellSnapAppearance(traits: Traits) -> ViewTree.Appearance { cellSnapBaseAppearance(traits: traits) }
    /// Makes the layout guides the view's generated layout needs before the tree is captured.
    func cellSnapPrepareLayoutGuides() {}
    public override convenience init() { self.init(frame: .zero) }
    /// A view from an archive: from a nib or storyboard, with the document's frame, as UIKit decodes
    /// it inside `init(coder:)` (InterfaceBuilderDocuments.md); from another coder, a zero frame.
    public required init?(coder: NSCoder) {
        frame = (coder as? IBCoder)?.archivedFrame ?? .zero
        super.init()
    }
    /// The window the view is in, if any.
    open var window: UIWindow? { superview?.window }
    /// The part of the view covered by bars and by the device's edges (the status bar, a navigation
    /// bar, a tab bar, the home indicator): on each side, the view's overlap with its superview's
    /// unsafe strip on that side (the window's device insets, and what containers add to their
    /// controllers' views), as UIKit computes it. What lies beyond the superview's edge is in no
    /// strip: a view wider than a superview without insets has none. A scroll view's content
    /// inherits only the edges its adjusted content inset does not take in, where it shows.
    open var safeAreaInsets: UIEdgeInsets { cellSnapSafeAreaInsets }
    /// Called when the safe area insets changed.
    open func safeAreaInsetsDidChange() {}
    /// The insets a container gives its child controller's view (a navigation bar's height; Linux-only).
    var cellSnapContainerSafeAreaInsets = UIEdgeInsets.zero {
        didSet { if cellSnapContainerSafeAreaInsets != oldValue { setNeedsLayout() } }
    }
    /// A light or dark style forced on the view and its subviews.
    open var overrideUserInterfaceStyle = UIUserInterfaceStyle.unspecified {
        didSet {
            noteDrawnStateChange()
            if overrideUserInterfaceStyle != oldValue { cellSnapNoteTraitChanges() }
        }
    }
    /// The view controller whose root view this is, for the responder chain.
    weak var owningViewController: UIViewController?
    /// The view's view controller when it is one's root view, otherwise its superview.
    open override var next: UIResponder? { owningViewController ?? superview }

    // MARK: Layout a view can override

    /// The size the view's content wants, ``UIView/noIntrinsicMetric`` along an axis without one. Auto
    /// Layout turns it into hugging (at most) and compression-resistance (at least) constraints.
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
    /// Asks for a new layout of the view and its superview (in the pass running, if any).
    open func invalidateIntrinsicContentSize() { cellSnapIntrinsicSizeDidChange() }
    /// The size the view would take for `size`: its current size for a plain view, as UIKit's.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }
    /// Asks for a layout before ``layoutIfNeeded()`` next runs.
    open func setNeedsLayout() {
        needsLayout = true
        // What changes a view's size or content asks for a layout (a label's text, an image).
        noteDrawnStateChange()
    }
    /// Lays the view's subtree out now when the view or any view below it asks for a layout: its
    /// constraints are solved at the view's current size (text measured with
    /// ``UIView/cellSnapTextMeasurer``), the subviews' frames set, and ``UIView/layoutSubviews()`` called top down.
    open func layoutIfNeeded() {
        if cellSnapPutsOffLayoutOffMainThread("\(type(of: self)).layoutIfNeeded()") { return }
        NSKeyValueObservation.cellSnapDeliverChanges()
        guard subtreeNeedsLayout, !cellSnapIsLayingOut else { return }
        cellSnapLayoutNow()
    }
    /// Lays out subviews; override it to place subviews yourself after the constraints are solved.
    /// In a drawn cell it runs in UIKit's layout pass at the cell's size, and what it sets (frames,
    /// looks, content) is drawn.
    open func layoutSubviews() { MethodExchange.layoutSubviews(of: self) }
    /// Draws the view's content into `UIGraphicsGetCurrentContext()` (the view's bounds, in its
    /// space), before its subviews: nothing by default; override it to draw (see <doc:UIKitOnLinux>).
    open func draw(_ rect: CGRect) { UIGraphicsGetCurrentContext()?.reachedDefaultDrawing = true }
    /// Asks for the view to be drawn again: CellSnap calls ``draw(_:)`` whenever it draws the view.
    open func setNeedsDisplay() { noteDrawnStateChange() }
    /// Asks for `invalidRect` of the view to be drawn again (the whole view is, here).
    open func setNeedsDisplay(_ invalidRect: CGRect) { noteDrawnStateChange() }
    /// Whether the view's area is cleared before ``draw(_:)``; no visible effect: it starts clear.
    open var clearsContextBeforeDrawing = true
    /// A view whose alpha masks this one's content; drawn when it is a plain view or a view whose
    /// layer is a shape layer (see <doc:UIKitOnLinux>), refused otherwise.
    open var mask: UIView? { didSet { noteDrawnStateChange() } }
    /// Called after the layout margins changed.
    open func layoutMarginsDidChange() {}
    /// The layout margins, leading and trailing following the layout direction; 8 pt on every
    /// side by default, as UIKit's, and a list cell's content view's the list's (UIView+Layout.swift).
    open var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { cellSnapRespectingSystemMinimum(ownDirectionalMargins ?? cellSnapDefaultLayoutMargins) }
        set { cellSnapSetDirectionalLayoutMargins(newValue) }
    }
    /// The layout margins on fixed sides: left and right are leading and trailing, swapped in a
    /// right-to-left layout.
    open var layoutMargins: UIEdgeInsets {
        get { cellSnapLayoutMargins }
        set { cellSnapLayoutMargins = newValue }
    }
    /// Resizes the view to ``sizeThatFits(_:)`` of its current size.
    open func sizeToFit() { frame.size = sizeThatFits(bounds.size) }
    /// A print formatter of the view, as UIKit's: a new ``UIViewPrintFormatter`` each call.
    open func viewPrintFormatter() -> UIViewPrintFormatter { UIViewPrintFormatter(view: self) }
    /// The smallest size that satisfies the view's constraints, as close to `targetSize` as the
    /// fitting priorities (fitting-size level) allow.
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(
            targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }
    /// The size that satisfies the view's constraints with its width held to `targetSize.width` at
    /// `horizontalFittingPriority` and its height to `targetSize.height` at `verticalFittingPriority`.
    open func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize { cellSnapSizeFitting(targetSize, horizontalFittingPriority, verticalFittingPriority) }
    /// Whether the view's layout margins grow to keep its content inside its superview's margins.
    open var preservesSuperviewLayoutMargins = false { didSet { setNeedsLayout() } }
    /// Whether the layout margins are measured from the safe area (a cell has no safe area insets,
    /// so this changes nothing here).
    open var insetsLayoutMarginsFromSafeArea = true
    /// A view showing this one as it looks now, which keeps showing it when this one changes.
    open func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? { cellSnapSnapshotView() }

    // MARK: The view hierarchy

    /// Adds `view` on top of the other subviews (moving it from its old superview).
    open func addSubview(_ view: UIView) { insertSubview(view, at: subviews.count) }
    /// Inserts `view` at `index` among the subviews (0 is the bottom).
    open func insertSubview(_ view: UIView, at index: Int) { cellSnapInsertSubview(view, at: index) }
    /// Inserts `view` just above `sibling`.
    open func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
        view.removeFromSuperview()
        insertSubview(view, at: (subviews.firstIndex { $0 === sibling } ?? subviews.count - 1) + 1)
    }
    /// Inserts `view` just below `sibling`.
    open func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
        view.removeFromSuperview()
        insertSubview(view, at: subviews.firstIndex { $0 === sibling } ?? 0)
    }
    /// Moves `view` on top of its siblings.
    open func bringSubviewToFront(_ view: UIView) {
        guard view.superview === self else { return }
        insertSubview(view, at: subviews.count)
    }
    /// Moves `view` below its siblings.
    open func sendSubviewToBack(_ view: UIView) {
        guard view.superview === self else { return }
        insertSubview(view, at: 0)
    }
    /// Swaps the subviews at two indices.
    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) { subviews.swapAt(index1, index2) }
    /// Removes the view from its superview; constraints between the view's subtree and views
    /// outside it are deactivated, as in UIKit.
    open func removeFromSuperview() { removeFromSuperview(announced: false) }
    /// Whether the view is `view` or one of its descendants.
    open func isDescendant(of view: UIView) -> Bool {
        sequence(first: self, next: \.superview).contains { $0 === view }
    }
    /// The view itself or the first descendant (depth first) whose ``tag`` is `tag`.
    open func viewWithTag(_ tag: Int) -> UIView? {
        self.tag == tag ? self : subviews.lazy.compactMap { $0.viewWithTag(tag) }.first
    }
    /// Called before the view moves to `newSuperview` (`nil`: before it is removed from its superview).
    open func willMove(toSuperview newSuperview: UIView?) {}
    /// Called after a subview was added.
    open func didAddSubview(_ subview: UIView) {}
    /// Called before a subview is removed.
    open func willRemoveSubview(_ subview: UIView) {}
    /// Called after the view moved to another superview (or none).
    open func didMoveToSuperview() {}
    /// Called before the view (or an ancestor) moves into `newWindow`, or out of its window.
    open func willMove(toWindow newWindow: UIWindow?) {}
    /// Called after the view (or an ancestor) moved into a window, or out of its window.
    open func didMoveToWindow() {}
    /// The farthest descendant of the view (itself included) that contains `point`, in the view's
    /// coordinates, as UIKit's hit-testing finds it: subviews front to back; `nil` when the view is
    /// hidden, ignores touches, is almost transparent (alpha below 0.01), or `point` is outside it.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        UIKitCategoryOverrides.hitTest.call(on: self, (point, event)) { cellSnapHitTest(point, with: event) }
    }
    /// Whether `point`, in the view's coordinates, is inside its bounds.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        UIKitCategoryOverrides.pointInside.call(on: self, (point, event)) { bounds.contains(point) }
    }
    /// Updates the view's constraints: the layout pass calls it, subviews first, for each view
    /// that asked with ``setNeedsUpdateConstraints()`` (and for every view at its first layout, as
    /// UIKit's first constraint pass does). An override changes constraints, then calls `super`.
    open func updateConstraints() { needsConstraintUpdate = false }
    /// Asks for ``updateConstraints()`` in the next layout pass.
    open func setNeedsUpdateConstraints() { cellSnapSetNeedsUpdateConstraints() }
    /// Whether ``updateConstraints()`` is due.
    open func needsUpdateConstraints() -> Bool { needsConstraintUpdate }
    /// Runs ``updateConstraints()`` now for each view of the subtree that is due, subviews first.
    open func updateConstraintsIfNeeded() { cellSnapUpdateConstraintsIfNeeded() }
    /// Whether the constraints that place the view leave its frame undetermined (see
    /// `cellSnapHasAmbiguousLayout`, in UIView+Ambiguity.swift).
    open var hasAmbiguousLayout: Bool { cellSnapHasAmbiguousLayout }
    /// Device pixels per point of the view's drawing: the display scale it is drawn at (the main
    /// screen's outside a window) unless set; a view whose ``draw(_:)`` draws at another scale is
    /// refused where it is drawn, as CellSnap draws at the display scale.
    open var contentScaleFactor: CGFloat {
        get { cellSnapContentScale ?? cellSnapDisplayScale }
        set { cellSnapContentScale = newValue }
    }
    final var cellSnapContentScale: CGFloat?
    /// No visible effect: a motion effect moves the view as the device tilts, and a snapshot is still.
    open var motionEffects: [UIMotionEffect] = []
    /// No visible effect: a motion effect moves the view as the device tilts, and a snapshot is still.
    open func addMotionEffect(_ effect: UIMotionEffect) { motionEffects.append(effect) }
    /// No visible effect: a motion effect moves the view as the device tilts, and a snapshot is still.
    open func removeMotionEffect(_ effect: UIMotionEffect) { motionEffects.removeAll { $0 === effect } }
    /// No visible effect: it says which touches the view receives, and a snapshot has none.
    open var isMultipleTouchEnabled = false
    /// No visible effect: it says which touches the view receives, and a snapshot has none.
    open var isExclusiveTouch = false

    // MARK: Gestures, interactions and focus: kept, with no visible effect (UIView+Interactions.swift)

    /// No visible effect: recognizers answer touches, and a snapshot has none.
    open var gestureRecognizers: [UIGestureRecognizer]? {
        get { attachedGestureRecognizers.isEmpty ? nil : attachedGestureRecognizers }
        set { cellSnapReplaceGestureRecognizers(with: newValue ?? []) }
    }
    var attachedGestureRecognizers: [UIGestureRecognizer] = []
    /// No visible effect: recognizers answer touches, and a snapshot has none.
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) { cellSnapAttach(gestureRecognizer) }
    /// No visible effect: recognizers answer touches, and a snapshot has none.
    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) { cellSnapDetach(gestureRecognizer) }
    /// No visible effect: recognizers answer touches, and a snapshot has none.
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// No visible effect: interactions answer touches, pointers, drags and menus; a still picture has none.
    open var interactions: [any UIInteraction] {
        get { attachedInteractions }
        set { cellSnapReplaceInteractions(with: newValue) }
    }
    var attachedInteractions: [any UIInteraction] = []
    /// No visible effect: interactions answer touches, pointers, drags and menus; a still picture has none.
    open func addInteraction(_ interaction: any UIInteraction) { cellSnapAttach(interaction) }
    /// No visible effect: interactions answer touches, pointers, drags and menus; a still picture has none.
    open func removeInteraction(_ interaction: any UIInteraction) { cellSnapDetach(interaction) }
    /// No visible effect: nothing is focused in a screen at rest (see ``UIFocusEnvironment``).
    open var canBecomeFocused: Bool { false }
    /// No visible effect: nothing is focused in a screen at rest.
    open var isFocused: Bool { false }
    /// No visible effect: focus groups order keyboard navigation, which a still picture has none of.
    open var focusGroupIdentifier: String?
    /// No visible effect: nothing is focused in a screen at rest.
    open var focusGroupPriority = UIFocusGroupPriority.ignored
    /// No visible effect: nothing is focused in a screen at rest.
    open var focusEffect: UIFocusEffect?
    /// No visible effect: nothing is focused in a screen at rest.
    open var preferredFocusEnvironments: [any UIFocusEnvironment] { [] }
    /// No visible effect: nothing is focused in a screen at rest. The environment around the view: its view controller
    /// when it is one's view, else its superview, as in UIKit.
    open var parentFocusEnvironment: (any UIFocusEnvironment)? { owningViewController ?? superview }
    /// No visible effect: nothing is focused in a screen at rest.
    open func setNeedsFocusUpdate() {}
    /// No visible effect: nothing is focused in a screen at rest.
    open func updateFocusIfNeeded() {}
    /// No visible effect: nothing is focused in a screen at rest.
    open func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool { true }
    /// No visible effect: nothing is focused in a screen at rest.
    open func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {}
    /// The insets from the frame to the rectangle Auto Layout aligns: zero; a view whose insets are
    /// not zero is refused when drawn, as CellSnap lays out frames.
    open var alignmentRectInsets: UIEdgeInsets { .zero }
    /// The rectangle Auto Layout aligns for `frame`: the frame less ``alignmentRectInsets``.
    open func alignmentRect(forFrame frame: CGRect) -> CGRect { frame.inset(by: alignmentRectInsets) }
    /// The frame whose alignment rectangle is `alignmentRect`: it plus ``alignmentRectInsets``.
    open func frame(forAlignmentRect alignmentRect: CGRect) -> CGRect { cellSnapFrame(forAlignmentRect: alignmentRect) }
    /// The view whose first baseline is the view's: the view; another is refused when drawn.
    open var forFirstBaselineLayout: UIView { self }
    /// The view whose last baseline is the view's: the view; another is refused when drawn.
    open var forLastBaselineLayout: UIView { self }
    /// The view whose baseline is the view's (deprecated in iOS 9): ``forLastBaselineLayout``.
    open func forBaselineLayout() -> UIView { forLastBaselineLayout }
    /// No visible effect: CellSnap solves the constraints of every view that has some.
    open class var requiresConstraintBasedLayout: Bool { false }
    /// The constraints of the view and its superviews that name it in an attribute of `axis`.
    open func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        cellSnapConstraintsAffectingLayout(for: axis)
    }
    /// No visible effect: it moves an ambiguous view at random, and CellSnap lays out deterministically.
    open func exerciseAmbiguityInLayout() {}
    /// A snapshot of `rect` of the view (its bounds, no caps; else one whose drawing is an error).
    open func resizableSnapshotView(
        from rect: CGRect, afterScreenUpdates afterUpdates: Bool, withCapInsets capInsets: UIEdgeInsets
    ) -> UIView? { cellSnapResizableSnapshot(from: rect, capInsets: capInsets) }
    /// No visible effect: the large content viewer shows on a long press, which a still picture has none of.
    open var showsLargeContentViewer = false
    /// No visible effect: the large content viewer shows on a long press, which a still picture has none of.
    open var largeContentTitle: String?
    /// No visible effect: the large content viewer shows on a long press, which a still picture has none of.
    open var largeContentImage: UIImage?
    /// No visible effect: the large content viewer shows on a long press, which a still picture has none of.
    open var scalesLargeContentImage = false
    /// No visible effect: the large content viewer shows on a long press, which a still picture has none of.
    open var largeContentImageInsets = UIEdgeInsets.zero
    /// No visible effect: CellSnap works traits out when they are read, so none is ever pending.
    open func updateTraitsIfNeeded() {}
    /// No visible effect: printing draws on paper, not in a screen's snapshot (it draws as ``draw(_:)``).
    open func draw(_ rect: CGRect, for formatter: UIViewPrintFormatter) { draw(rect) }
    /// Where a subclass sets its properties from its state (iOS 26): CellSnap calls it before the
    /// view's first layout and after ``setNeedsUpdateProperties()``, ahead of ``layoutSubviews()``.
    open func updateProperties() {}
    /// Asks for ``updateProperties()`` before the next layout.
    open func setNeedsUpdateProperties() { cellSnapSetNeedsUpdateProperties() }
    /// Runs ``updateProperties()`` now when it is due.
    open func updatePropertiesIfNeeded() { cellSnapUpdatePropertiesIfNeeded() }
    final var cellSnapNeedsPropertiesUpdate = true
    /// Called when the view's traits changed (joining a window, a window's traits or an
    /// `overrideUserInterfaceStyle` changing), with the traits it had before (`nil` the first
    /// time); iOS 17 prefers `registerForTraitChanges`, apps still override it.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        UIKitCategoryOverrides.traitCollectionDidChange.call(on: self, previousTraitCollection) {}
    }
    /// Called when the view's tint colour changed: its own, or the one it inherits.
    open func tintColorDidChange() {}
}
