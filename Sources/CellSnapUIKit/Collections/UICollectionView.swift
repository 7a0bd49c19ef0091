import CellLayout
import CellModel
import Primitives

/// A collection view, as UIKit's `UICollectionView`: a layout (a list, sections of groups, a flow), a data
/// source (classic or diffable), registrations, editing and selection. In a view hierarchy it lays its content
/// out at its bounds' width when it is laid out (``cellForItem(at:)``, ``layoutAttributesForItem(at:)``), and is
/// drawn at rest, clipped to its bounds; on its own it converts to CellModel's `ListDescription`
/// (``cellSnapListDescription(traits:width:)``) or `CollectionDescription`, drawn at its whole content height.
///
/// ```swift
/// let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped))
/// let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
/// ```
@preconcurrency @MainActor open class UICollectionView: UIScrollView {
    open var collectionViewLayout: UICollectionViewLayout {
        didSet {
            collectionViewLayout.layingOut = self
            reloadAllData()
        }
    }
    open weak var dataSource: (any UICollectionViewDataSource)? {
        didSet { reloadAllData() }
    }
    /// The delegate as a scroll view's: ``cellSnapCollectionViewDelegate`` (code that names a
    /// collection view reads `delegate` typed `UICollectionViewDelegate?`, as in UIKit: see
    /// ``UIScrollViewTypedDelegate``).
    @_disfavoredOverload open override var delegate: (any UIScrollViewDelegate)? {
        get { cellSnapCollectionViewDelegate }
        set { cellSnapCollectionViewDelegate = cellSnapTypedDelegate(newValue, call: "UICollectionView.delegate") }
    }
    /// The collection view's delegate, typed as UIKit types `UICollectionView.delegate`; `delegate`
    /// reads and writes it, and the Objective-C adapter makes an app's `override var delegate:
    /// UICollectionViewDelegate?` an override of it (see ``UIScrollViewTypedDelegate``).
    open weak var cellSnapCollectionViewDelegate: (any UICollectionViewDelegate)? {
        get { ownDelegate }
        set { ownDelegate = newValue }
    }
    /// What the collection view asks, as UIKit keeps it: the last delegate set on `super` by an override.
    final weak var ownDelegate: (any UICollectionViewDelegate)? { didSet { invalidateLayoutData() } }
    /// What prefetches data ahead of scrolling.
    ///
    /// No visible effect: a snapshot never scrolls items into reach.
    open weak var prefetchDataSource: (any UICollectionViewDataSourcePrefetching)?
    /// Whether items are prefetched; `true` by default.
    ///
    /// No visible effect: a snapshot never scrolls items into reach.
    open var isPrefetchingEnabled = true
    /// What the collection view asks when items are dragged from it.
    ///
    /// No visible effect: a snapshot never drags.
    open weak var dragDelegate: (any UICollectionViewDragDelegate)?
    /// What the collection view asks when items are dropped on it.
    ///
    /// No visible effect: a snapshot never drops.
    open weak var dropDelegate: (any UICollectionViewDropDelegate)?
    /// Whether a drag from the collection view is in progress: never, at rest.
    open var hasActiveDrag: Bool { false }
    /// Whether a drop on the collection view is in progress: never, at rest.
    open var hasActiveDrop: Bool { false }
    /// Whether a drop placeholder's updates are pending: never, at rest.
    open var hasUncommittedUpdates: Bool { false }
    /// Where scrolling is; a layout that asks (`shouldInvalidateLayout(forBoundsChange:)`) is
    /// prepared again for a new offset at the next layout pass, and a scroll lays the view out
    /// again, as UIKit lays out a scroll view whose bounds moved (the background view follows the
    /// bounds, and `indexPathForItem(at:)` finds what came into view).
    open override var contentOffset: CGPoint {
        didSet {
            boundsDidChange(from: CGRect(origin: oldValue, size: bounds.size))
            if contentOffset != oldValue { setNeedsLayout() }
        }
    }
    /// What a layout of the app's own laid out last, and what it still owes UIKit's call order.
    var placedLayoutState = PlacedLayoutState()
    /// The height the layout's container is while a snapshot draws the view taller than the screen
    /// shows it (to show all of its content): fractional heights and the layout environment's
    /// container stay the screen's, as on the device (Linux-only, no UIKit API).
    package var cellSnapViewportHeight: CGFloat? { didSet { setNeedsLayout() } }
    /// The view behind the content, laid out at the collection view's bounds (what shows).
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }
    open var isEditing = false {
        didSet { invalidateContent() }
    }
    open var allowsSelection = true
    open var allowsMultipleSelection = false
    open var allowsSelectionDuringEditing = false
    open var allowsMultipleSelectionDuringEditing = false
    /// Whether focusing a items selects it.
    ///
    /// No visible effect: focus moves only with a hardware keyboard or a remote; nothing is focused at rest.
    open var selectionFollowsFocus = false
    /// Whether items can be focused.
    ///
    /// No visible effect: focus moves only with a hardware keyboard or a remote; nothing is focused at rest.
    open var allowsFocus = false
    /// Whether items can be focused while editing.
    ///
    /// No visible effect: focus moves only with a hardware keyboard or a remote; nothing is focused at rest.
    open var allowsFocusDuringEditing = false
    /// Whether focus returns to the last focused index path.
    ///
    /// No visible effect: focus moves only with a hardware keyboard or a remote; nothing is focused at rest.
    open var remembersLastFocusedIndexPath = false
    open var dragInteractionEnabled = false
    open var reorderingCadence = ReorderingCadence.immediate
    var selected: [IndexPath] = []
    /// The cells and supplementary views made so far, for reuse.
    var cellPool = ReusePool<UICollectionViewCell>()
    var supplementaryPool = ReusePool<UICollectionReusableView>()
    /// An error of a call that cannot return one (a dequeue of an unregistered identifier),
    /// thrown when the collection view is next drawn.
    var pendingError: CellSnapUIKitError?
    /// What the last layout pass laid out, or why it could not.
    var contentLayout: CollectionContentLayout? { didSet { hostElements(of: contentLayout, previous: oldValue) } }
    var contentLayoutError: (any Error)?
    /// The frame a view the collection view makes now is made at, and the attributes it is given
    /// (``makingElements(at:_:)``, ``makingElements(as:_:)``).
    var frameForMadeElements = CGRect.zero
    var attributesForMadeElements: UICollectionViewLayoutAttributes?
    /// The views the conversion in progress made, by index path (and kind).
    var madeCells: [IndexPath: UICollectionViewCell] = [:]
    var madeSupplementaryViews: [String: [IndexPath: UICollectionReusableView]] = [:]
    /// The sections' visible-items handlers from the conversion in progress, with the environment
    /// the sections were made in, called once the content is laid out.
    var visibleItemsHandlers: [Int: NSCollectionLayoutSectionVisibleItemsInvalidationHandler] = [:]
    var sectionEnvironment: (any NSCollectionLayoutEnvironment)?

    /// Lays the content out at the view's size, then the subviews (its background view fills the bounds).
    open override func layoutSubviews() {
        super.layoutSubviews()
        backgroundView?.frame = bounds
        layOutContent()
    }

    override func cellSnapContent(traits: Traits) throws -> ViewTree.Content {
        try scrollContentSizedByIntrinsicSize { try drawnContent(traits: traits) }
    }

    /// Asks a layout of the app's own, before the size changes, whether the new bounds invalidate
    /// it (as UIKit asks), keeping the invalidation it asks for for the next pass.
    override func cellSnapFrameWillChange(to newFrame: CGRect) {
        guard newFrame.size != frame.size, layoutPlacesElements else { return }
        let newBounds = CGRect(origin: contentOffset, size: newFrame.size)
        let layout = collectionViewLayout
        if layout.shouldInvalidateLayout(forBoundsChange: newBounds) {
            placedLayoutState.boundsInvalidation = layout.invalidationContext(forBoundsChange: newBounds)
        }
    }
    final var cellClasses: [String: UICollectionViewCell.Type] = [:]
    final var supplementaryClasses: [String: UICollectionReusableView.Type] = [:]

    /// The item drawn swiped, its trailing swipe actions revealed (Linux-only, no UIKit API: UIKit
    /// has no call that swipes a row).
    public var cellSnapSwipedItem: IndexPath? {
        didSet { invalidateContent() }
    }

    /// Counts the changes of what the content shows (data, layout, editing, selection): the layout
    /// pass converts the content again only after one, or at another size or traits, as UIKit
    /// dequeues cells again only when they are reloaded.
    private(set) var contentGeneration = 0
    /// What the last conversion was made for.
    var contentKey: ContentKey?
    /// What the content pass keeps between layout passes (a class, so that what it holds can
    /// change without changing the view's own layout; docs/ARCHITECTURE.md, rule 11).
    final let contentPass = CollectionContentPass()

    /// What a conversion of the content depends on besides the data.
    struct ContentKey: Equatable {
        var generation: Int
        var size: CGSize
        var traits: Traits
        var safeArea: UIEdgeInsets
        var margins: NSDirectionalEdgeInsets
    }

    /// Notes that the content changed: the next layout pass converts it again, keeping the
    /// cells it shows unless the data changed too (``dataDidChange()``).
    func invalidateContent() {
        contentGeneration &+= 1
        setNeedsLayout()
    }

    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        layout.layingOut = self
    }

    /// A collection view with an empty layout, which draws nothing until a layout is set. UIKit's
    /// `init()` (NSObject's) passes a nil layout, which it refuses unless the subclass's initialiser
    /// sets one; a subclass that overrides `init(frame:collectionViewLayout:)` and sets its own layout
    /// there (`MyGrid()`) inherits this and works as on iOS.
    public convenience init() { self.init(frame: .zero, collectionViewLayout: UICollectionViewLayout()) }

    /// A collection view from an archive: storyboards are not read on Linux, so it starts with a flow layout.
    public required init?(coder: NSCoder) {
        collectionViewLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
    }

    /// Replaces the layout: an animated change tells both layouts of the transition, which
    /// finishes at once (the next layout pass finalizes it).
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        setCollectionViewLayout(layout, animated: animated, completion: nil)
    }

    /// Replaces the layout, then runs `completion`.
    open func setCollectionViewLayout(
        _ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil
    ) {
        let old = collectionViewLayout
        if animated, old !== layout {
            old.prepareForTransition(to: layout)
            layout.prepareForTransition(from: old)
            placedLayoutState.transitionsToFinalize = [old, layout]
        }
        placedLayoutState.asksTargetContentOffset = true
        collectionViewLayout = layout
        completion?(true)
    }

    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        registerCellClass(cellClass, identifier)
    }
    /// The nibs and storyboard prototypes registered for cells and (by `kind/identifier`) supplementary views.
    final var cellTemplates: [String: () throws -> UICollectionViewCell?] = [:]
    final var supplementaryTemplates: [String: () throws -> UICollectionReusableView?] = [:]

    open func register(
        _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String
    ) {
        registerSupplementaryClass(viewClass, elementKind, identifier)
    }

    /// Registers `nib` for cells of `identifier`: a dequeued cell is the nib's top-level cell
    /// (`nil` removes the registration).
    open func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
        registerCellNib(nib, identifier: identifier)
    }

    /// Registers `nib` for supplementary views of `kind` and `identifier`: each is the nib's
    /// top-level reusable view (`nil` removes the registration).
    open func register(_ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) {
        registerSupplementaryNib(nib, kind: kind, identifier: identifier)
    }

    /// A cell of the class registered for `identifier`, one an earlier pass made or a new one;
    /// one the app dequeues itself, outside a layout pass, has its item's layout attributes.
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
        -> UICollectionViewCell
    {
        guard let type = cellClasses[identifier] else {
            let call = "UICollectionView.dequeueReusableCell(withReuseIdentifier: \"\(identifier)\", for: \(indexPath))"
            if let template = cellTemplates[identifier] {
                let cell = prepared(
                    reusedCell(identifier) { templateCell(template, call: call) }, kind: nil, at: indexPath)
                return withItemAttributes(cell, at: indexPath)
            }
            // UIKit raises an exception naming the kind and identifier; reported when drawn.
            pendingError.keepFirst(CellSnapUIKitError(call: call, reason: unregisteredCellReason(identifier)))
            return prepared(UICollectionViewCell(cellSnapFrame: .zero), kind: nil, at: indexPath)
        }
        let cell = prepared(
            reusedCell(identifier) { type.init(cellSnapFrame: frameForMadeElements) }, kind: nil, at: indexPath)
        return withItemAttributes(cell, at: indexPath)
    }

    /// The sections laid out by the conversion in progress, whose list environments give the views
    /// of their section their traits.
    var resolvedSections: [Int: NSCollectionLayoutSection] = [:]
    /// The traits the conversion in progress draws with.
    var drawingTraits = UITraitCollection()

    open func dequeueReusableSupplementaryView(
        ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> UICollectionReusableView {
        guard let type = supplementaryClasses["\(elementKind)/\(identifier)"] else {
            if let view = templateView(kind: elementKind, identifier: identifier, at: indexPath) { return view }
            pendingError.keepFirst(
                CellSnapUIKitError(
                    call:
                        "UICollectionView.dequeueReusableSupplementaryView(ofKind: \"\(elementKind)\", withReuseIdentifier: \"\(identifier)\", for: \(indexPath))",
                    reason: "no class is registered for that kind and identifier"))
            return prepared(UICollectionReusableView(cellSnapFrame: .zero), kind: elementKind, at: indexPath)
        }
        let view = reusedView("\(elementKind)/\(identifier)", identifier: identifier) {
            type.init(cellSnapFrame: frameForMadeElements)
        }
        return prepared(view, kind: elementKind, at: indexPath)
    }

    open var numberOfSections: Int { dataSource?.numberOfSections(in: self) ?? 0 }
    open func numberOfItems(inSection section: Int) -> Int {
        dataSource?.collectionView(self, numberOfItemsInSection: section) ?? 0
    }

    // MARK: Changes (the content is laid out again at the next layout pass, where the layout gets
    // the batch of updates in UIKit's order; nothing animates)

    open func reloadData() { MethodExchange.perform(self, "reloadData") { [unowned self] _ in reloadAllData() } }
    open func reloadSections(_ sections: IndexSet) { noteUpdates(sections.map { .init(reloadingSection: $0) }) }
    open func reloadItems(at indexPaths: [IndexPath]) { noteUpdates(indexPaths.map { .init(reloading: $0) }) }
    open func reconfigureItems(at indexPaths: [IndexPath]) { dataDidChange() }
    open func insertSections(_ sections: IndexSet) { noteUpdates(sections.map { .init(insertingSection: $0) }) }
    open func deleteSections(_ sections: IndexSet) { noteUpdates(sections.map { .init(deletingSection: $0) }) }
    open func moveSection(_ section: Int, toSection newSection: Int) {
        noteUpdates([
            .init(
                moving: UICollectionViewUpdateItem.section(section), to: UICollectionViewUpdateItem.section(newSection))
        ])
    }
    open func insertItems(at indexPaths: [IndexPath]) { noteUpdates(indexPaths.map { .init(inserting: $0) }) }
    open func deleteItems(at indexPaths: [IndexPath]) { noteUpdates(indexPaths.map { .init(deleting: $0) }) }
    open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        noteUpdates([.init(moving: indexPath, to: newIndexPath)])
    }

    /// Runs `updates`, then `completion` (at once: there is no animation). The layout gets the
    /// batch's updates, and its target content offset is taken, at the next layout pass.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        updates?()
        placedLayoutState.asksTargetContentOffset = true
        invalidateLayoutData()
        completion?(true)
    }

    // MARK: Selection

    /// Selects the item at `indexPath` (the delegate is not asked, as in UIKit).
    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard allowsSelection || (isEditing && allowsSelectionDuringEditing), let indexPath else { return }
        let multiple =
            isEditing ? allowsMultipleSelectionDuringEditing || allowsMultipleSelection : allowsMultipleSelection
        if !multiple { selected.removeAll() }
        if !selected.contains(indexPath) { selected.append(indexPath) }
        contentLayout?.cells[indexPath]?.isSelected = true
        invalidateContent()
    }

    open func deselectItem(at indexPath: IndexPath, animated: Bool) {
        selected.removeAll { $0 == indexPath }
        contentLayout?.cells[indexPath]?.isSelected = false
        invalidateContent()
    }

    open var indexPathsForSelectedItems: [IndexPath]? { selected }

    // MARK: What was laid out (a layout pass due runs first, as UIKit prepares its layout)

    /// The cell shown for `indexPath`, when it is visible.
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        layoutIfNeeded()
        guard let frame = contentLayout?.frames[.item(section: indexPath.section, item: indexPath.item)],
            showsContentFrame(frame)
        else { return nil }
        return contentLayout?.cells[indexPath]
    }

    /// The index path of `cell`, when it is shown.
    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        layoutIfNeeded()
        return contentLayout?.cells.first { $0.value === cell }?.key
    }

    /// The visible cells, in index path order.
    open var visibleCells: [UICollectionViewCell] { indexPathsForVisibleItems.compactMap(cellForItem(at:)) }

    /// The index paths of the visible items, in order.
    open var indexPathsForVisibleItems: [IndexPath] {
        guard cellSnapLayOutOnMainThread("UICollectionView.indexPathsForVisibleItems") else { return [] }
        guard let layout = contentLayout else { return [] }
        return layout.cells.keys.sorted().filter { cellForItem(at: $0) != nil }
    }

    /// The index path of the item at `point` of the content.
    open func indexPathForItem(at point: CGPoint) -> IndexPath? {
        layoutIfNeeded()
        guard let layout = contentLayout else { return nil }
        let target = Point(x: Double(point.x), y: Double(point.y))
        // Every item laid out, whether its cell is made or not (an item outside the bounds has none).
        return layout.frames.compactMap { element, frame -> IndexPath? in
            guard case .item(let section, let item) = element, frame.contains(target) else { return nil }
            return IndexPath(item: item, section: section)
        }.min()
    }

    /// The supplementary view of `elementKind` shown for `indexPath`, when it is visible.
    open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionReusableView?
    {
        layoutIfNeeded()
        return contentLayout?.supplementaryViews[elementKind]?[indexPath]
    }

    /// The index path of `supplementaryView`, when it is shown (iOS 14).
    open func indexPath(forSupplementaryView supplementaryView: UICollectionReusableView) -> IndexPath? {
        cellSnapIndexPath(forSupplementaryView: supplementaryView)
    }

    /// Starts an interactive change to `layout`: the collection view takes a transition layout (drawn
    /// finished) until ``finishInteractiveTransition()`` or ``cancelInteractiveTransition()`` ends it.
    @discardableResult open func startInteractiveTransition(
        to layout: UICollectionViewLayout, completion: LayoutInteractiveTransitionCompletion? = nil
    ) -> UICollectionViewTransitionLayout { cellSnapStartTransition(to: layout, completion: completion) }
    /// Ends the interactive transition in its new layout, then calls its completion (`true`, `true`).
    open func finishInteractiveTransition() { cellSnapEndTransition(finished: true) }
    /// Ends the interactive transition back in its old layout, then calls its completion (`false`, `true`).
    open func cancelInteractiveTransition() { cellSnapEndTransition(finished: false) }
    final var interactiveTransition: InteractiveLayoutTransition?
    /// How self-sizing cells' changes resize them (iOS 16).
    ///
    /// No visible effect: CellSnap sizes every cell when it lays the collection view out, at rest.
    open var selfSizingInvalidation = SelfSizingInvalidation.enabled
    /// No visible effect: a context menu opens on a long press, which a screen at rest never has (`nil`).
    open var contextMenuInteraction: UIContextMenuInteraction? { nil }

    /// The visible supplementary views of `elementKind`.
    open func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        layoutIfNeeded()
        return (contentLayout?.supplementaryViews[elementKind] ?? [:]).sorted { $0.key < $1.key }.map(\.value)
    }

    /// The index paths of the visible supplementary views of `elementKind`, in order.
    open func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        layoutIfNeeded()
        return (contentLayout?.supplementaryViews[elementKind] ?? [:]).keys.sorted()
    }

    /// The layout attributes of the item at `indexPath`, as the layout gives them (a layout that
    /// flips in this layout direction, flipped as drawn).
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        layoutIfNeeded()
        return shownAttributes(collectionViewLayout.layoutAttributesForItem(at: indexPath))
    }

    /// The layout attributes of a supplementary element of `kind`, as the layout gives them.
    open func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        layoutIfNeeded()
        return shownAttributes(collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath))
    }

    /// Scrolls so that the item at `indexPath` is at `scrollPosition`: its horizontal part (`.left`,
    /// `.centeredHorizontally`, `.right`) moves the offset along x (a paging carousel's next page),
    /// its vertical part along y. Animated or not, the offset is the end's at once.
    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        layoutIfNeeded()
        guard let frame = contentFrameOfItem(at: indexPath) else { return }
        let (horizontal, vertical) = (scrollPosition.horizontalAlignment, scrollPosition.verticalAlignment)
        if let horizontal { scrollToContentFrameHorizontally(frame, alignment: horizontal) }
        // A position with a horizontal part only leaves the vertical offset; none at all is the top.
        if vertical != nil || horizontal == nil { scrollToContentFrame(frame, alignment: vertical ?? .top) }
    }

    // MARK: Moving items

    private var movingItem: (from: IndexPath, to: IndexPath)?

    /// Starts moving the item at `indexPath`, when the data source lets it move.
    @discardableResult open func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool {
        guard let dataSource, dataSource.collectionView(self, canMoveItemAt: indexPath) else { return false }
        movingItem = (indexPath, indexPath)
        return true
    }

    /// Moves the item being moved to the place of the item at `targetPosition` of the content.
    open func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) {
        guard let moving = movingItem else { return }
        layoutIfNeeded()
        if let target = indexPathForItem(at: targetPosition) {
            let proposed =
                ownDelegate?.collectionView(
                    self, targetIndexPathForMoveOfItemFromOriginalIndexPath: moving.from, atCurrentIndexPath: moving.to,
                    toProposedIndexPath: target) ?? target
            movingItem = (moving.from, proposed)
        }
    }

    /// Ends the move: the data source moves the item to its new place.
    open func endInteractiveMovement() {
        guard let moving = movingItem else { return }
        movingItem = nil
        guard moving.from != moving.to else { return setNeedsLayout() }
        dataSource?.collectionView(self, moveItemAt: moving.from, to: moving.to)
        dataDidChange()
    }

    /// Cancels the move: the item stays where it was.
    open func cancelInteractiveMovement() { movingItem = nil }
}
