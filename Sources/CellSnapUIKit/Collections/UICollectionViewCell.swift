import CellLayout
import CellModel

/// The members whose implementations here call an app's categories (`UIKitCategoryOverride`).
private typealias Categories = UIKitCategoryOverrides

/// A reusable view of a collection view, as UIKit's `UICollectionReusableView`.
@preconcurrency @MainActor open class UICollectionReusableView: UIView {
    /// The identifier the view was dequeued with (`nil` for a view made directly).
    open var reuseIdentifier: String? { cellSnapReuseIdentifier }
    var cellSnapReuseIdentifier: String?
    /// Called before the view is dequeued again for another item, as UIKit reuses views that
    /// left the screen: here, a view made by an earlier conversion of the collection view's
    /// content (a layout pass, a snapshot). Override it to reset what the next item does not set.
    open func prepareForReuse() { Categories.prepareForReuse.call(on: self) {} }

    /// How collection views make reusable views of a registered class (Linux-only, no UIKit API):
    /// a required convenience initialiser, which every subclass inherits as long as it overrides
    /// `init(frame:)` and `init?(coder:)` or neither, as UIKit subclasses do.
    public required convenience init(cellSnapFrame frame: CGRect) { self.init(frame: frame) }

    /// Takes the attributes the layout gives the view, before it is shown (the collection view has
    /// set its frame); nothing in the base class. A view with custom attributes overrides it.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    /// The attributes the view would rather have: in a flow layout with an estimated item size,
    /// `layoutAttributes` with the view's fitting size (its size as CellSnap lays its content out,
    /// across the line at most); `layoutAttributes` as they are elsewhere.
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutAttributes
    {
        guard let fit = selfSizingFit else { return layoutAttributes }
        let preferred = UICollectionViewLayoutAttributes.copying(layoutAttributes)
        preferred.size = fit()
        return preferred
    }

    /// Called before the view moves from one layout to another.
    ///
    /// No visible effect: a layout change is never animated in a snapshot.
    open func willTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}

    /// Called after the view moved from one layout to another.
    ///
    /// No visible effect: a layout change is never animated in a snapshot.
    open func didTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}

    /// The view's fitting size, while a flow layout sizes it (see ``preferredLayoutAttributesFitting(_:)``).
    var selfSizingFit: (() -> CGSize)?
    /// The layout attributes the collection view last gave the view.
    var appliedLayoutAttributes: UICollectionViewLayoutAttributes?
}

/// A collection view cell, as UIKit's `UICollectionViewCell`: a content and a background
/// configuration, selection and highlight, and the configuration update cycle. State flows as in
/// UIKit: changing ``isSelected`` or ``isHighlighted``, setting a configuration or the update
/// handler, or calling ``setNeedsUpdateConfiguration()`` marks the cell, and before the next
/// render it updates its configurations for ``configurationState`` (when it updates them
/// automatically), then calls ``updateConfiguration(using:)`` and the
/// ``configurationUpdateHandler``.
///
/// ```swift
/// final class ArchivedCell: UICollectionViewListCell {
///     var isArchived = false { didSet { setNeedsUpdateConfiguration() } }
///     override var configurationState: UICellConfigurationState {
///         var state = super.configurationState
///         state[.isArchived] = isArchived
///         return state
///     }
///     override func updateConfiguration(using state: UICellConfigurationState) {
///         var background = UIBackgroundConfiguration.listPlainCell().updated(for: state)
///         if state[.isArchived] as? Bool == true { background.backgroundColor = .systemPurple }
///         backgroundConfiguration = background
///     }
/// }
/// ```
@preconcurrency @MainActor open class UICollectionViewCell: UICollectionReusableView {
    public typealias ConfigurationUpdateHandler = (UICollectionViewCell, UICellConfigurationState) -> Void

    /// The view content configurations show in.
    open private(set) var contentView = UIView()
    /// The view drawn behind the content view, filling the cell's bounds. Background views and a
    /// background configuration are mutually exclusive, as in UIKit: setting a view resets
    /// ``backgroundConfiguration`` to `nil`.
    open var backgroundView: UIView? { didSet { backgroundViewDidChange(to: backgroundView) } }
    /// The view drawn above ``backgroundView`` and behind the content view while the cell is
    /// selected or highlighted, filling the cell's bounds; setting a view resets
    /// ``backgroundConfiguration`` to `nil`, as in UIKit.
    open var selectedBackgroundView: UIView? { didSet { backgroundViewDidChange(to: selectedBackgroundView) } }
    /// The background views as the cell shows them (see ``CellBackgroundViews``).
    final let backgroundViews = CellBackgroundViews()
    /// The content view of a configuration of your own, inside ``contentView``.
    let contentViewHost = ContentViewHost()

    /// The supplementary element kind the cell was made for (a list header or footer), if any;
    /// the first item of a list section whose `headerMode` is `.firstItemInSection` is its header.
    var elementKind: String?

    /// Whether an update of the configurations is due before the next render.
    private let configurationUpdates = ConfigurationUpdateCycle(isDue: true)

    open var contentConfiguration: (any UIContentConfiguration)? { didSet { setNeedsUpdateConfiguration() } }
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        didSet {
            backgroundIsDefault = isSettingDefaultBackground
            if backgroundConfiguration != nil && !isSettingDefaultBackground {
                // A configuration you set replaces the background views, as in UIKit.
                backgroundView = nil
                selectedBackgroundView = nil
            }
            setNeedsUpdateConfiguration()
        }
    }
    /// Whether the background is the default the automatic update put there rather than the
    /// app's: it follows the cell's list environment, as UIKit's does, also in a reused cell.
    var backgroundIsDefault = false
    private var isSettingDefaultBackground = false
    open var automaticallyUpdatesContentConfiguration = true { didSet { setNeedsUpdateConfiguration() } }
    open var automaticallyUpdatesBackgroundConfiguration = true { didSet { setNeedsUpdateConfiguration() } }
    open var isSelected = false { didSet { if isSelected != oldValue { setNeedsUpdateConfiguration() } } }
    open var isHighlighted = false { didSet { if isHighlighted != oldValue { setNeedsUpdateConfiguration() } } }
    open var configurationUpdateHandler: ConfigurationUpdateHandler? { didSet { setNeedsUpdateConfiguration() } }

    /// State a collection view would give the cell (editing, expanded, swiped, reordering, drag
    /// and drop, disabled, focused). Linux-only, no UIKit API: set it to draw a cell in a state
    /// that UIKit sets from outside the cell.
    public var cellSnapHostState = CellSnapHostState() {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// A cell at `frame`, its content view filling it (a collection view makes its cells at the
    /// frame their layout attributes give).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.frame = bounds
        addSubview(contentView)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(contentView)
    }

    /// The cell's current state: its traits, selection and highlight, and what its collection
    /// view gives it. Override it to add state of your own (custom keys).
    open var configurationState: UICellConfigurationState {
        cellSnapHostState.configurationState(
            traitCollection: traitCollection, isSelected: isSelected, isHighlighted: isHighlighted, isEditing: false)
    }

    /// Whether the cell draws background views rather than a background configuration.
    final var hasBackgroundViews: Bool { backgroundView != nil || selectedBackgroundView != nil }

    private final func backgroundViewDidChange(to view: UIView?) {
        if view != nil { backgroundConfiguration = nil }
        setNeedsUpdateConfiguration()
    }

    /// Asks for an update of the configurations before the next render.
    open func setNeedsUpdateConfiguration() { configurationUpdates.request() }

    /// Updates the configurations for `state`; override it to change them. The automatic updates
    /// (for cells that update their configurations automatically) happen before this call, and the
    /// ``configurationUpdateHandler`` runs after it, as in UIKit.
    open func updateConfiguration(using state: UICellConfigurationState) {}

    /// Runs a due configuration update, as UIKit does before laying the cell out.
    override open func layoutIfNeeded() {
        updateConfigurationIfNeeded()
        super.layoutIfNeeded()
    }

    /// Runs the update cycle now if one is due.
    func updateConfigurationIfNeeded() {
        configurationUpdates.runIfDue(runConfigurationUpdate)
    }

    private func runConfigurationUpdate() {
        let state = configurationState
        if automaticallyUpdatesContentConfiguration, let content = contentConfiguration {
            contentConfiguration = content.updated(for: state)
        }
        if automaticallyUpdatesBackgroundConfiguration && !hasBackgroundViews {
            let own = backgroundIsDefault ? nil : backgroundConfiguration
            isSettingDefaultBackground = own == nil
            backgroundConfiguration = (own ?? defaultBackgroundConfiguration()).updated(for: state)
            isSettingDefaultBackground = false
        }
        updateConfiguration(using: state)
        configurationUpdateHandler?(self, state)
    }

    /// The background a cell has before one is set.
    open func defaultBackgroundConfiguration() -> UIBackgroundConfiguration { .clear() }

    /// Sets the traits the cell is drawn with (Linux-only, no UIKit API: UIKit takes them from the
    /// window); a change of traits asks for a configuration update, as in UIKit.
    public func cellSnapSetTraits(_ traits: UITraitCollection) {
        guard traits != ownTraits else { return }
        ownTraits = traits
        setNeedsUpdateConfiguration()
    }

    /// The cell as CellModel's `ListCell`, drawn with `traits` as a plain list row `width` points
    /// wide (Linux-only, no UIKit API): the cell's traits are set, a due configuration update runs,
    /// and the configurations, accessories and state are converted. Views of your own then get
    /// UIKit's layout pass at the size they are drawn at in that row: their constraints set the
    /// frames and `layoutSubviews()` runs top down, and what it sets is drawn (at another width,
    /// the constraints' frames are drawn). What CellSnap cannot draw throws a
    /// ``CellSnapUIKitError`` naming it.
    ///
    /// ```swift
    /// let cell = UICollectionViewListCell()
    /// cell.contentConfiguration = cell.defaultContentConfiguration()
    /// let model = try cell.cellSnapListCell(traits: UITraitCollection(userInterfaceStyle: .dark))   // a ListCell
    /// ```
    public func cellSnapListCell(
        traits: UITraitCollection = UITraitCollection(), width: Double = DevicePreset.defaultScreenWidth
    ) throws
        -> ListCell
    {
        (self as? UICollectionViewListCell)?.listLayoutMargin = CGFloat(
            traits.cellSnapTraits.theme.theme.layoutMargin(forWidth: width))
        return try cellSnapListCellModel(traits: traits).runningLayoutPassesAsARow(width: width)
    }

    /// The cell as CellModel's `ListCell` before the layout pass, which a list or a collection
    /// runs for all its cells at the sizes they are laid out at.
    func cellSnapListCellModel(traits: UITraitCollection) throws -> ListCell {
        cellSnapSetTraits(traits)
        updateConfigurationIfNeeded()
        let shownBackgrounds = backgroundViews.showing([
            backgroundView, isSelected || isHighlighted ? selectedBackgroundView : nil,
        ])
        var cell = try makeListCell(
            content: contentConfiguration, contentView: contentView, host: contentViewHost,
            background: hasBackgroundViews ? .clear() : backgroundConfiguration ?? defaultBackgroundConfiguration(),
            backgroundViews: shownBackgrounds, state: configurationState,
            wholeCell: cellSnapWholeCellContentView() != nil ? self : nil
        ) { cell, traits in try configureListCell(&cell, traits: traits) }
        cell.accessibility = cellSnapAccessibilityOverrides
        return cell
    }

    /// A cell is one accessibility element, as VoiceOver reads it.
    override var cellSnapIsAccessibilityElementByDefault: Bool { true }

    /// List cells add accessories and indentation.
    func configureListCell(_ cell: inout ListCell, traits: Traits) throws {}
    /// Called when the cell's drag state changes.
    ///
    /// No visible effect: a drag needs a finger, and a still picture has none.
    open func dragStateDidChange(_ dragState: DragState) {}
}

extension UICollectionViewCell {
    /// Where a dragged cell is in its drag, as `UICollectionViewCell.DragState`.
    public enum DragState: Int, Hashable, Sendable {
        case none = 0, lifting, dragging
    }
}

/// State that UIKit gives a cell from its collection view (Linux-only, no UIKit API).
public struct CellSnapHostState: Hashable, Sendable {
    public var isDisabled = false
    public var isFocused = false
    public var isEditing = false
    public var isExpanded = false
    public var isSwiped = false
    public var isReordering = false
    public var cellDragState = UICellConfigurationDragState.none
    public var cellDropState = UICellConfigurationDropState.none

    /// Creates a state with every flag off.
    public init(
        isDisabled: Bool = false, isFocused: Bool = false, isEditing: Bool = false, isExpanded: Bool = false,
        isSwiped: Bool = false, isReordering: Bool = false
    ) {
        self.isDisabled = isDisabled
        self.isFocused = isFocused
        self.isEditing = isEditing
        self.isExpanded = isExpanded
        self.isSwiped = isSwiped
        self.isReordering = isReordering
    }
}

extension CellSnapHostState {
    /// The state a cell's `configurationState` reports: the cell's own selection and highlight,
    /// editing when the cell or its host says so, and the rest of the host's flags.
    func configurationState(
        traitCollection: UITraitCollection, isSelected: Bool, isHighlighted: Bool, isEditing: Bool
    ) -> UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        state.isEditing = isEditing || self.isEditing
        state.isDisabled = isDisabled
        state.isFocused = isFocused
        state.isExpanded = isExpanded
        state.isSwiped = isSwiped
        state.isReordering = isReordering
        state.cellDragState = cellDragState
        state.cellDropState = cellDropState
        return state
    }
}

/// A list cell, as UIKit's `UICollectionViewListCell`: a cell with accessories, indentation and
/// a default list content configuration.
@preconcurrency @MainActor open class UICollectionViewListCell: UICollectionViewCell {
    /// The layout margin of the list that shows the cell (``ListRowContentHost``).
    var listLayoutMargin: CGFloat?
    open var accessories: [UICellAccessory] = [] { didSet { setNeedsUpdateConfiguration() } }
    open var indentationLevel = 0 { didSet { setNeedsUpdateConfiguration() } }
    /// The width of one indentation level (UIKit's default, 10 pt).
    open var indentationWidth: CGFloat = 10 { didSet { setNeedsUpdateConfiguration() } }
    open var indentsAccessories = true { didSet { setNeedsUpdateConfiguration() } }

    /// A guide along the cell's separator: constrain its leading edge to place where the separator
    /// starts (to a list content view's `textLayoutGuide`, say); unconstrained, the separator keeps
    /// its automatic inset.
    open var separatorLayoutGuide: UILayoutGuide { systemGuide(.separator) }

    /// The swipe actions a list layout's provider would give the row (Linux-only, no UIKit API);
    /// drawn revealed when ``UICollectionViewCell/cellSnapHostState`` has `isSwiped`.
    public var cellSnapTrailingSwipeActions: UISwipeActionsConfiguration? {
        didSet { setNeedsUpdateConfiguration() }
    }
    /// The leading swipe actions (Linux-only, no UIKit API).
    public var cellSnapLeadingSwipeActions: UISwipeActionsConfiguration? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// A list cell's default content for the cell's state: `UIListContentConfiguration.cell()`, or,
    /// for a list's header or footer, the header or footer of the list's appearance. The first item
    /// of a section whose list's `headerMode` is `.firstItemInSection` is the section's header.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        let environment = traitCollection.listEnvironment
        let content: UIListContentConfiguration =
            switch (elementKind, environment) {
            case (UICollectionView.elementKindSectionHeader, .sidebar),
                (UICollectionView.elementKindSectionHeader, .sidebarPlain):
                .sidebarHeader()
            case (UICollectionView.elementKindSectionHeader, .grouped),
                (UICollectionView.elementKindSectionHeader, .insetGrouped):
                .groupedHeader()
            case (UICollectionView.elementKindSectionHeader, _): .plainHeader()
            case (UICollectionView.elementKindSectionFooter, .grouped),
                (UICollectionView.elementKindSectionFooter, .insetGrouped):
                .groupedFooter()
            case (UICollectionView.elementKindSectionFooter, _): .plainFooter()
            default: .cell()
            }
        return content.updated(for: configurationState)
    }

    /// The cell background of the list the cell is in (its traits' list environment): a grouped
    /// list's for grouped and inset grouped lists, a sidebar's for sidebars, a plain list's otherwise;
    /// for a list's header or footer (the first item of a `.firstItemInSection` section too), the
    /// header's background of the list's appearance, none in a sidebar.
    override open func defaultBackgroundConfiguration() -> UIBackgroundConfiguration {
        let isHeaderOrFooter = elementKind != nil
        return switch traitCollection.listEnvironment {
        case .grouped, .insetGrouped: isHeaderOrFooter ? .listGroupedHeaderFooter() : .listGroupedCell()
        case .sidebar, .sidebarPlain: isHeaderOrFooter ? .clear() : .listSidebarCell()
        case .unspecified, .none, .plain: isHeaderOrFooter ? .listPlainHeaderFooter() : .listPlainCell()
        }
    }

    override func configureListCell(_ cell: inout ListCell, traits: Traits) throws {
        cell.accessories = try UICellAccessory.models(accessories, traits: traits, cell: self)
        cell.indentationLevel = indentationLevel
        cell.indentationWidth = indentationWidth == 10 ? nil : Double(indentationWidth)
        cell.indentsAccessories = indentsAccessories
        cell.trailingSwipeActions = try cellSnapTrailingSwipeActions?.cellSnapSwipeActions(traits: traits)
        cell.leadingSwipeActions = try cellSnapLeadingSwipeActions?.cellSnapSwipeActions(traits: traits)
    }
}
