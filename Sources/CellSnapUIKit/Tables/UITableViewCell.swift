import CellModel

/// A table view cell, as UIKit's `UITableViewCell`: a style with its text labels and image view
/// (the legacy API), or content and background configurations, an accessory type, a selection
/// style, and the configuration update cycle of collection view cells. It converts to CellModel's
/// `ListCell`, as a plain list row.
///
/// ```swift
/// let cell = UITableViewCell(style: .value1, reuseIdentifier: "setting")
/// cell.textLabel?.text = "Wi-Fi"
/// cell.detailTextLabel?.text = "Home"
/// cell.imageView?.image = UIImage(systemName: "wifi")
/// cell.accessoryType = .disclosureIndicator
/// ```
///
/// As in UIKit, a cell is a `UIGestureRecognizerDelegate` whose questions are its own methods
/// (UIKit's answers until a subclass overrides them), so a cell can be its recognizers' delegate.
@preconcurrency @MainActor open class UITableViewCell: UIView, UIGestureRecognizerDelegate {
    /// A legacy cell style, as `UITableViewCell.CellStyle`.
    public enum CellStyle: Int, Hashable, Sendable { case `default`, value1, value2, subtitle }
    /// A standard accessory, as `UITableViewCell.AccessoryType`.
    public enum AccessoryType: Int, Hashable, Sendable {
        case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
    }
    /// How a selected cell looks, as `UITableViewCell.SelectionStyle`.
    public enum SelectionStyle: Int, Hashable, Sendable { case none, blue, gray, `default` }
    /// The control an editing row shows, as `UITableViewCell.EditingStyle`.
    public enum EditingStyle: Int, Hashable, Sendable { case none, delete, insert }
    /// How a table draws the lines between its rows, as `UITableViewCell.SeparatorStyle`.
    public enum SeparatorStyle: Int, Hashable, Sendable { case none, singleLine, singleLineEtched }
    public typealias ConfigurationUpdateHandler = (UITableViewCell, UICellConfigurationState) -> Void

    /// The style the cell was made with (not UIKit API: iOS keeps it private, so a subclass may
    /// declare a `style` of its own).
    let style: CellStyle
    open private(set) var reuseIdentifier: String?
    open private(set) var contentView = UIView()
    /// The content view of a configuration of your own, inside ``contentView``.
    let contentViewHost = ContentViewHost()
    /// The layout margin of the table that shows the cell (``ListRowContentHost``).
    var listLayoutMargin: CGFloat?
    /// The legacy labels and image view (see `UITableViewCell+LegacyParts.swift`).
    let labels: (text: UILabel, detail: UILabel?, image: UIImageView)

    /// The legacy text label (the style's text); ignored once a content configuration is set.
    open var textLabel: UILabel? { labels.text }
    /// The legacy detail label (`nil` in the default style).
    open var detailTextLabel: UILabel? { labels.detail }
    /// The legacy image view.
    open var imageView: UIImageView? { labels.image }

    private let configurationUpdates = ConfigurationUpdateCycle(isDue: true)
    /// How many configuration updates were asked for (`TableContentKey`).
    final var configurationRequests: Int { configurationUpdates.requests }

    open var contentConfiguration: (any UIContentConfiguration)? { didSet { setNeedsUpdateConfiguration() } }
    /// The background the cell draws, updated for its state; a configuration you set resets the
    /// background views (``backgroundView``, ``selectedBackgroundView``,
    /// ``multipleSelectionBackgroundView``) to `nil`, as the two are mutually exclusive in UIKit.
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        didSet {
            if !isUpdatingBackground { setsOwnBackgroundConfiguration = backgroundConfiguration != nil }
            if backgroundConfiguration != nil && !isUpdatingBackground {
                backgroundView = nil
                selectedBackgroundView = nil
                multipleSelectionBackgroundView = nil
            }
            setNeedsUpdateConfiguration()
        }
    }
    /// The view drawn behind every other view of the cell, filling its bounds (UIKit's cell sizes
    /// it to the cell in its layout). Setting a view resets ``backgroundConfiguration`` to `nil`.
    open var backgroundView: UIView? { didSet { backgroundViewDidChange(to: backgroundView) } }
    /// The view drawn above ``backgroundView`` while the cell is selected or highlighted (unless
    /// its ``selectionStyle`` is `.none`), filling its bounds; setting a view resets
    /// ``backgroundConfiguration`` to `nil`. A cell with background views and no selected
    /// background view shows the plain list's selected gray while selected, as UIKit's default
    /// selected background view does.
    open var selectedBackgroundView: UIView? { didSet { backgroundViewDidChange(to: selectedBackgroundView) } }
    /// The view drawn in place of ``selectedBackgroundView`` while the cell is selected in a table
    /// that selects several rows (`allowsMultipleSelection`, or `allowsMultipleSelectionDuringEditing`
    /// while editing); setting a view resets ``backgroundConfiguration`` to `nil`.
    open var multipleSelectionBackgroundView: UIView? {
        didSet { backgroundViewDidChange(to: multipleSelectionBackgroundView) }
    }
    /// The background views as the cell shows them (see ``CellBackgroundViews``).
    final let backgroundViews = CellBackgroundViews()
    /// The gray of a selected cell with background views and no selected background view.
    private final let defaultSelectedBackground = DefaultSelectedBackgroundView()
    /// Whether the cell's table view selects several rows at a time (it sets this when it shows the cell).
    final var tableSelectsSeveralRows = false { didSet { setNeedsUpdateConfiguration() } }
    /// Whether the automatic update is setting ``backgroundConfiguration``.
    private final var isUpdatingBackground = false
    /// Whether the app set ``backgroundConfiguration`` (rather than the automatic update).
    final var setsOwnBackgroundConfiguration = false
    /// Whether the background last drawn shows nothing (see `UITableViewCell+OwnLook.swift`).
    final var drawsClearBackground = false
    /// Whether the cell draws background views rather than a background configuration.
    final var hasBackgroundViews: Bool {
        backgroundView != nil || selectedBackgroundView != nil || multipleSelectionBackgroundView != nil
    }
    open var automaticallyUpdatesContentConfiguration = true { didSet { setNeedsUpdateConfiguration() } }
    open var automaticallyUpdatesBackgroundConfiguration = true { didSet { setNeedsUpdateConfiguration() } }
    open var isSelected = false { didSet { if isSelected != oldValue { setNeedsUpdateConfiguration() } } }
    open var isHighlighted = false { didSet { if isHighlighted != oldValue { setNeedsUpdateConfiguration() } } }
    /// Whether the cell is editing: a change calls ``willTransition(to:)`` and ``didTransition(to:)``
    /// with the edit control's state, around the configuration update, as UIKit does.
    open var isEditing = false {
        willSet { if newValue != isEditing { willTransition(to: newValue ? .showingEditControl : []) } }
        didSet { if isEditing != oldValue { cellSnapEditingDidChange() } }
    }
    /// Called before the cell shows or hides its editing control (``isEditing``).
    open func willTransition(to state: StateMask) {}
    /// Called after the cell showed or hid its editing control (``isEditing``).
    open func didTransition(to state: StateMask) {}
    /// Whether the delete button shows after a swipe: `false`, as a snapshot is never swiped.
    open var showingDeleteConfirmation: Bool { false }
    /// No visible effect: focus moves only with a keyboard or a remote; nothing is focused at rest.
    open var focusStyle = FocusStyle.default
    /// No visible effect: a drag needs a finger, and a still picture has none.
    open var userInteractionEnabledWhileDragging = false
    /// No visible effect: a drag needs a finger, and a still picture has none.
    open func dragStateDidChange(_ dragState: DragState) {}
    open var accessoryType = AccessoryType.none { didSet { setNeedsUpdateConfiguration() } }
    open var editingAccessoryType = AccessoryType.none { didSet { setNeedsUpdateConfiguration() } }
    open var selectionStyle = SelectionStyle.default { didSet { setNeedsUpdateConfiguration() } }
    open var indentationLevel = 0 { didSet { setNeedsUpdateConfiguration() } }
    open var indentationWidth: CGFloat = 10 { didSet { setNeedsUpdateConfiguration() } }
    /// The separator's insets from the cell's edges (`left` is the leading side): by default the
    /// table view's ``UITableView/separatorInset``. A cell drawn alone has no separator.
    open var separatorInset: UIEdgeInsets {
        get { ownSeparatorInset ?? UIEdgeInsets() }
        set {
            ownSeparatorInset = newValue
            setNeedsUpdateConfiguration()
        }
    }
    /// The separator insets set on the cell itself, which its table view's do not replace.
    private(set) var ownSeparatorInset: UIEdgeInsets?
    /// The control the cell shows while editing: its table view sets it from
    /// `tableView(_:editingStyleForRowAt:)` for an editable row, `.none` otherwise.
    open internal(set) var editingStyle = EditingStyle.none { didSet { setNeedsUpdateConfiguration() } }
    /// Whether the cell shows the reorder control while editing: its table view sets it from
    /// `tableView(_:canMoveRowAt:)` when it shows the cell, as UIKit's does.
    open var showsReorderControl = false { didSet { setNeedsUpdateConfiguration() } }
    /// Whether the content moves aside for the editing control while editing (with no control, by
    /// the control's width); its table view sets it from `tableView(_:shouldIndentWhileEditingRowAt:)`.
    open var shouldIndentWhileEditing = true { didSet { setNeedsUpdateConfiguration() } }
    /// A view in place of the accessory view while editing; a view here is refused when drawn.
    open var editingAccessoryView: UIView? { didSet { setNeedsUpdateConfiguration() } }
    /// Whether the table shows selection controls while editing (multiple selection during
    /// editing): the row shows a selection circle in place of its editing control.
    var showsMultipleSelectionControl = false { didSet { setNeedsUpdateConfiguration() } }
    open var configurationUpdateHandler: ConfigurationUpdateHandler? { didSet { setNeedsUpdateConfiguration() } }

    /// A view in place of the accessory type, at the trailing side: a `UISwitch` or a medium
    /// `UIActivityIndicatorView` (drawn as CellModel's toggle and activity indicator accessories),
    /// or any other view at its frame's size (call `sizeToFit()` or set its frame, as with UIKit),
    /// laid out by its constraints and drawn as in a content view, in the cell's tint unless it has its own.
    open var accessoryView: UIView? { didSet { setNeedsUpdateConfiguration() } }

    /// State a table view would give the cell (Linux-only, no UIKit API), as for collection view cells.
    public var cellSnapHostState = CellSnapHostState() { didSet { setNeedsUpdateConfiguration() } }

    /// Creates a cell of `style`, 320 x 44 pt until its table lays it out, its content view
    /// filling it, as UIKit's (an app that sizes its subviews from `contentView.bounds` in its
    /// initialiser sees what it sees on iOS).
    public init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        labels = (UILabel(), style == .default ? nil : UILabel(), UIImageView(image: nil))
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        contentView.frame = bounds
        addSubview(contentView)
        ownLegacyParts()
    }

    /// A cell of the default style with no reuse identifier, as UIKit's `UITableViewCell()`.
    public convenience init() { self.init(style: .default, reuseIdentifier: nil) }

    /// A cell of the default style with no reuse identifier: Objective-C's `initWithFrame:`, which
    /// UIKit's cell answers through its designated initialiser, so that Swift sees it as a
    /// convenience initialiser that subclasses inherit (`MyCell(frame: .zero)`). As on iOS, the
    /// cell is 320 x 44 pt whatever `frame` says (an app's iOS references of cells made with the
    /// screen's frame are 320 x 44 pt); set `frame` afterwards for another size.
    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
    }

    /// A cell of the default style, as a cell from a storyboard without one (Linux has no nibs to
    /// decode, so nothing else is read from `coder`).
    public required init?(coder: NSCoder) {
        style = (coder as? IBCoder)?.tableViewCellStyle ?? .default
        reuseIdentifier = (coder as? IBCoder)?.reuseIdentifier
        labels = (UILabel(), style == .default ? nil : UILabel(), UIImageView(image: nil))
        super.init(coder: coder)
        addSubview(contentView)
        ownLegacyParts()
    }

    /// How table views make cells of a registered class (Linux-only, no UIKit API): a required
    /// convenience initialiser of the default style, which every subclass inherits as long as it
    /// overrides `init(style:reuseIdentifier:)` and `init?(coder:)` or neither, as UIKit subclasses do.
    public required convenience init(cellSnapReuseIdentifier reuseIdentifier: String?) {
        self.init(style: .default, reuseIdentifier: reuseIdentifier)
    }

    open var configurationState: UICellConfigurationState {
        cellSnapHostState.configurationState(
            traitCollection: traitCollection, isSelected: isSelected, isHighlighted: isHighlighted, isEditing: isEditing
        )
    }

    /// Sets ``isSelected``; table views call it when they select or deselect the row.
    open func setSelected(_ selected: Bool, animated: Bool) { isSelected = selected }

    /// Sets ``isHighlighted``.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) { isHighlighted = highlighted }

    /// Sets ``isEditing``; table views call it when they start or end editing.
    open func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }

    /// Called before the cell is dequeued again for another row, as UIKit reuses cells that left
    /// the screen: here, a cell made by an earlier conversion of the table's content (a layout
    /// pass, a snapshot). Override it to reset what the next row does not set.
    open func prepareForReuse() {
        UIKitCategoryOverrides.prepareForReuse.call(on: self, implementedIn: UITableViewCell.self) {}
    }

    // UIGestureRecognizerDelegate's questions, which UIKit's headers give the cell as its own
    // methods (a subclass `override`s them), with UIKit's answers for a cell that does not.

    /// No visible effect: it recognizes touches, and a snapshot is a screen at rest with no touches.
    open func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { false }
    /// No visible effect: it recognizes touches, and a snapshot is a screen at rest with no touches.
    open func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { false }
    /// No visible effect: it recognizes touches, and a snapshot is a screen at rest with no touches.
    open func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { false }
    /// No visible effect: it recognizes touches, and a snapshot is a screen at rest with no touches.
    open func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        true
    }
    /// No visible effect: it recognizes touches, and a snapshot is a screen at rest with no touches.
    open func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive press: UIPress) -> Bool {
        true
    }

    open func setNeedsUpdateConfiguration() {
        configurationUpdates.request()
    }

    open func updateConfiguration(using state: UICellConfigurationState) {}

    /// A plain table's default content: `UIListContentConfiguration.cell()` for the cell's state.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        UIListContentConfiguration.cell().updated(for: configurationState)
    }

    override open func layoutIfNeeded() {
        updateConfigurationIfNeeded()
        super.layoutIfNeeded()
    }

    /// Lays the content view out over the cell, as UIKit's cell does in its layout (the content
    /// view's subviews follow by their autoresizing masks): its whole bounds when nothing is shown
    /// beside it. With an accessory, an editing control or indentation, the row layout places the
    /// content view beside them when the cell is drawn, and its frame is left as it is.
    override open func layoutSubviews() {
        super.layoutSubviews()
        guard accessoryType == .none, accessoryView == nil, !isEditing, indentationLevel == 0,
            contentView.frame != bounds
        else { return }
        contentView.frame = bounds
    }

    /// The cell's size at `targetSize`'s width, as UIKit's table cell measures itself when its
    /// content view is laid out by constraints: the content view's fitting height at that width
    /// (less what the cell's accessories take beside it), toward `targetSize.height` at
    /// `verticalFittingPriority`, and a device pixel below it for the separator; the width is the
    /// target's, which a table gives its rows. iOS's references of a cell fitted to 320 x 1000,
    /// its label 6 pt inside the content view, are 320 x 60.33 (one 40 pt line) and 320 x 203.33
    /// (four). A content view without constraints answers as any view does.
    override open func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        let constrained =
            !contentView.constraints.isEmpty
            || contentView.subviews.contains { !$0.translatesAutoresizingMaskIntoConstraints }
        guard constrained else {
            return super.systemLayoutSizeFitting(
                targetSize, withHorizontalFittingPriority: horizontalFittingPriority,
                verticalFittingPriority: verticalFittingPriority)
        }
        let beside = max(0, bounds.width - contentView.frame.width)
        let content = contentView.systemLayoutSizeFitting(
            CGSize(width: max(0, targetSize.width - beside), height: targetSize.height),
            withHorizontalFittingPriority: .required, verticalFittingPriority: verticalFittingPriority)
        return CGSize(width: targetSize.width, height: content.height + 1 / cellSnapDisplayScale)
    }

    /// The state the background is updated for: no selection look when the selection style is `.none`.
    private var backgroundState: UICellConfigurationState {
        var state = configurationState
        if selectionStyle == .none {
            state.isSelected = false
            state.isHighlighted = false
        }
        return state
    }

    private final func backgroundViewDidChange(to view: UIView?) {
        if view != nil { backgroundConfiguration = nil }
        setNeedsUpdateConfiguration()
    }

    /// The background drawn: the background views as the state shows them, else the background
    /// configuration (a plain list's cell when none is set, nothing outside a table).
    private final func drawnBackground(inTable: Bool) -> UIBackgroundConfiguration {
        guard hasBackgroundViews else {
            let background =
                !inTable && !setsOwnBackgroundConfiguration
                ? .clear() : backgroundConfiguration ?? .listPlainCell()
            return setsOwnBackgroundConfiguration
                ? background : withOwnBackgroundColor(background, state: backgroundState)
        }
        let state = backgroundState
        var selected: UIView?
        if state.isSelected || state.isHighlighted {
            selected =
                (tableSelectsSeveralRows ? multipleSelectionBackgroundView : nil) ?? selectedBackgroundView
                ?? defaultSelectedBackground
            if selected === defaultSelectedBackground {
                defaultSelectedBackground.backgroundColor = UIBackgroundConfiguration.listPlainCell().updated(
                    for: state
                ).resolvedBackgroundColor(for: tintColor)
            }
        }
        return backgroundViews.showing([backgroundView, selected])?.backgroundConfiguration() ?? .clear()
    }

    func updateConfigurationIfNeeded() {
        configurationUpdates.runIfDue(runConfigurationUpdate)
    }

    private func runConfigurationUpdate() {
        let state = configurationState
        if automaticallyUpdatesContentConfiguration, let content = contentConfiguration {
            contentConfiguration = content.updated(for: state)
        }
        if automaticallyUpdatesBackgroundConfiguration && !hasBackgroundViews {
            isUpdatingBackground = true
            backgroundConfiguration = (backgroundConfiguration ?? .listPlainCell()).updated(for: backgroundState)
            isUpdatingBackground = false
        }
        updateConfiguration(using: state)
        configurationUpdateHandler?(self, state)
    }

    /// The cell as CellModel's `ListCell` drawn with `traits` as a plain list row `width` points
    /// wide (Linux-only, no UIKit API), as ``UICollectionViewCell/cellSnapListCell(traits:width:)``
    /// does for collection view cells, layout pass included.
    ///
    /// With `inTable` `false` the cell is drawn as iOS draws a cell that no table holds (a test
    /// that renders a cell it made itself): UIKit's automatic background, the table's cell colour,
    /// is not there, so a cell that sets no background of its own is transparent around its
    /// content. The iOS 15 references of three apps' cell tests are transparent there; their icons
    /// and text are CellSnap's colours.
    public func cellSnapListCell(
        traits: UITraitCollection = UITraitCollection(), width: Double = DevicePreset.defaultScreenWidth,
        inTable: Bool = true
    ) throws
        -> ListCell
    {
        listLayoutMargin = CGFloat(traits.cellSnapTraits.theme.theme.layoutMargin(forWidth: width))
        return try cellSnapListCellModel(traits: traits, inTable: inTable).runningLayoutPassesAsARow(width: width)
    }

    /// The cell as CellModel's `ListCell` before the layout pass, which a table runs for all its
    /// rows at the sizes they are laid out at: with its editing controls while editing; without
    /// UIKit's automatic background when no table holds it (`inTable` `false`).
    func cellSnapListCellModel(traits: UITraitCollection, inTable: Bool = true) throws -> ListCell {
        if traits != ownTraits {
            ownTraits = traits
            setNeedsUpdateConfiguration()
        }
        updateConfigurationIfNeeded()
        // Without a configuration: the legacy labels, or views of your own added to the content view.
        let usesLegacyLabels = drawsLegacyPartsFromStyle
        placeAccessoryViewInItsSlot()
        let background = drawnBackground(inTable: inTable)
        drawsClearBackground = background.cellSnapDrawsNothing(tintColor: tintColor)
        // A cell captured whole with views beside its content view draws an empty content view
        // as it is (UIKit makes no labels the app did not ask for).
        let wholeCell = cellSnapWholeCellContentView() != nil ? self : nil
        let content: (any UIContentConfiguration)? =
            try contentConfiguration
            ?? (usesLegacyLabels || (contentView.subviews.isEmpty && wholeCell == nil) ? legacyContent() : nil)
        // Legacy labels beside views of the app's own are drawn in the content view's tree, behind them.
        let labelsBesideViews =
            contentConfiguration == nil && usesLegacyLabels
            && contentView.subviews.contains { $0 !== contentViewHost.view }
        // A selection style of `.none` keeps the unselected background: the background was updated
        // for a state without selection, and the conversion keeps that look.
        var cell = try makeListCell(
            content: content, contentView: contentView, host: contentViewHost,
            background: background, state: configurationState, wholeCell: wholeCell,
            showsContentBehindViews: labelsBesideViews
        ) { cell, traits in
            if configurationState.isEditing, editingAccessoryView != nil {
                throw CellSnapUIKitError(
                    call: "UITableViewCell.editingAccessoryView",
                    reason: "a view in place of the accessory while editing is not drawn; use editingAccessoryType")
            }
            defer { cell.accessories += editingControls }
            if let accessoryView, !configurationState.isEditing {
                if let control = try ControlAccessory(
                    accessoryView, call: "UITableViewCell.accessoryView", traits: traits)
                {
                    cell.accessories = [
                        CellAccessory(
                            control.kind, tint: control.tint, isHidden: control.isHidden, isDisabled: control.isDisabled
                        )
                    ]
                } else {
                    // Any other view keeps the frame you gave it, as a table view cell keeps its accessory view's.
                    let view = try accessoryView.cellSnapAccessoryView(
                        call: "UITableViewCell.accessoryView", fixedSize: true, placement: .trailing,
                        reservedWidth: nil, tint: nil, cell: self, traits: traits
                    )
                    cell.accessories = [CellAccessory(view.kind, isHidden: view.isHidden)]
                }
                cell.indentationLevel = indentationLevel
                cell.indentationWidth = indentationWidth == 10 ? nil : Double(indentationWidth)
                return
            }
            let type = configurationState.isEditing ? editingAccessoryType : accessoryType
            cell.accessories =
                switch type {
                case .none: []
                case .disclosureIndicator: [CellAccessory(.disclosureIndicator)]
                case .checkmark: [CellAccessory(.checkmark)]
                case .detailButton: [CellAccessory(.detail)]
                case .detailDisclosureButton: [CellAccessory(.detail), CellAccessory(.disclosureIndicator)]
                }
            cell.indentationLevel = indentationLevel
            cell.indentationWidth = indentationWidth == 10 ? nil : Double(indentationWidth)
        }
        cell.accessibility = cellSnapAccessibilityOverrides
        try castLayerShadow(on: &cell)
        return cell
    }

    /// The controls an editing row shows, as UIKit's table view cells show them: a selection circle
    /// when the table selects several rows while editing, else the editing style's delete or insert
    /// control on the leading side (with no control, an indenting row keeps the control's place
    /// empty: a delete control drawn in clear), and the reorder control on the trailing side.
    private var editingControls: [CellAccessory] {
        var controls: [CellAccessory] = []
        if showsMultipleSelectionControl {
            controls.append(CellAccessory(.multiselect))
        } else {
            switch editingStyle {
            case .delete: controls.append(CellAccessory(.delete))
            case .insert: controls.append(CellAccessory(.insert))
            case .none where shouldIndentWhileEditing && indentsWhileEditingInTable:
                controls.append(CellAccessory(.delete, tint: .fixed(.clear)))
            case .none: break
            }
        }
        if showsReorderControl { controls.append(CellAccessory(.reorder)) }
        return controls
    }

    /// Whether the cell's table view indents the row while editing: an editable row whose
    /// delegate's `tableView(_:shouldIndentWhileEditingRowAt:)` says so (a cell alone does not).
    var indentsWhileEditingInTable = false { didSet { setNeedsUpdateConfiguration() } }

    /// A cell is one accessibility element, as VoiceOver reads it.
    override var cellSnapIsAccessibilityElementByDefault: Bool { true }
}
