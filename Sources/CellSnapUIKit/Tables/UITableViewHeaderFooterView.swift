import CellModel

/// A table view's section header or footer, as UIKit's `UITableViewHeaderFooterView`: a content
/// configuration (by default the header or footer look of its table's style), a background
/// configuration, the configuration update cycle, or views of your own in its ``contentView``.
/// Table views make one for a section title (``textLabel`` holds the title, which
/// `tableView(_:willDisplayHeaderView:forSection:)` may restyle) and draw whatever
/// `tableView(_:viewForHeaderInSection:)` returns.
///
/// ```swift
/// let header = UITableViewHeaderFooterView(reuseIdentifier: "header")
/// var content = header.defaultContentConfiguration()
/// content.text = "Favourites"
/// header.contentConfiguration = content
/// ```
@preconcurrency @MainActor open class UITableViewHeaderFooterView: UIView {
    public typealias ConfigurationUpdateHandler = (UITableViewHeaderFooterView, UIViewConfigurationState) -> Void

    open internal(set) var reuseIdentifier: String?
    /// The view your own subviews go in; a content configuration's view replaces them.
    open private(set) var contentView = UIView()
    private let labels = (text: UILabel(), detail: UILabel())

    /// The legacy title label (ignored once a content configuration is set); laid out with
    /// constraints of the app's own, it is drawn where they put it, as a label in the content view. Its
    /// `numberOfLines` is 0: a section's title wraps over as many lines as it needs, as UIKit's
    /// table views draw their header and footer titles (and as `UIListContentConfiguration`'s
    /// text does), and the header or footer grows to fit it.
    open var textLabel: UILabel? { labels.text }
    /// The legacy detail label; text in it is refused when drawn (its place is not documented),
    /// unless the app lays it out with constraints, where it is drawn as the label it is.
    open var detailTextLabel: UILabel? { labels.detail }
    /// A view behind the content; only a plain one with a background colour is drawn, as that colour.
    open var backgroundView: UIView? { didSet { setNeedsUpdateConfiguration() } }

    open var contentConfiguration: (any UIContentConfiguration)? { didSet { setNeedsUpdateConfiguration() } }
    open var backgroundConfiguration: UIBackgroundConfiguration? { didSet { setNeedsUpdateConfiguration() } }
    open var automaticallyUpdatesContentConfiguration = true { didSet { setNeedsUpdateConfiguration() } }
    open var automaticallyUpdatesBackgroundConfiguration = true { didSet { setNeedsUpdateConfiguration() } }
    open var configurationUpdateHandler: ConfigurationUpdateHandler? { didSet { setNeedsUpdateConfiguration() } }

    /// Whether the view is its table's footer rather than a header (the table view sets it).
    var isFooter = false { didSet { setNeedsUpdateConfiguration() } }
    private let configurationUpdates = ConfigurationUpdateCycle(isDue: true)
    /// How many configuration updates were asked for (`TableContentKey`).
    final var configurationRequests: Int { configurationUpdates.requests }

    /// Creates a header or footer view.
    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        addSubview(contentView)
        ownLegacyLabels()
    }

    /// A header or footer view with no reuse identifier, at `frame`: Objective-C's `initWithFrame:`,
    /// which UIKit answers through the designated initialiser, so that Swift sees it as a
    /// convenience initialiser that subclasses inherit.
    public override convenience init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    /// A header or footer from an archive (a nib's top-level view); the table view that registered
    /// the nib gives it its identifier.
    public required init?(coder: NSCoder) {
        reuseIdentifier = nil
        super.init(coder: coder)
        addSubview(contentView)
        ownLegacyLabels()
    }

    /// The title wraps; both labels join the content view when the app lays them out itself.
    private func ownLegacyLabels() {
        labels.text.numberOfLines = 0
        labels.text.legacyPartOwner = self
        labels.detail.legacyPartOwner = self
    }

    /// How table views make header and footer views of a registered class (Linux-only, no UIKit
    /// API): a required convenience initialiser, which every subclass inherits as long as it
    /// overrides `init(reuseIdentifier:)` and `init?(coder:)` or neither, as UIKit subclasses do.
    public required convenience init(cellSnapReuseIdentifier reuseIdentifier: String?) {
        self.init(reuseIdentifier: reuseIdentifier)
    }

    /// The view's state: its traits.
    open var configurationState: UIViewConfigurationState { UIViewConfigurationState(traitCollection: traitCollection) }

    open func setNeedsUpdateConfiguration() {
        configurationUpdates.request()
    }

    open func updateConfiguration(using state: UIViewConfigurationState) {}

    /// Called before the view is dequeued again (CellSnap makes a fresh view for every dequeue).
    open func prepareForReuse() {
        UIKitCategoryOverrides.prepareForReuse.call(on: self, implementedIn: UITableViewHeaderFooterView.self) {}
    }

    /// The header or footer look of the table the view is in, for its state: `groupedHeader()` and
    /// `groupedFooter()` in grouped and inset grouped tables, `plainHeader()` and `plainFooter()`
    /// in plain ones.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        let grouped = [.grouped, .insetGrouped].contains(traitCollection.listEnvironment)
        let content: UIListContentConfiguration =
            switch (isFooter, grouped) {
            case (false, true): .groupedHeader()
            case (false, false): .plainHeader()
            case (true, true): .groupedFooter()
            case (true, false): .plainFooter()
            }
        return content.updated(for: configurationState)
    }

    override open func layoutIfNeeded() {
        updateConfigurationIfNeeded()
        super.layoutIfNeeded()
    }

    func updateConfigurationIfNeeded() {
        configurationUpdates.runIfDue(runConfigurationUpdate)
    }

    private func runConfigurationUpdate() {
        let state = configurationState
        if automaticallyUpdatesContentConfiguration, let content = contentConfiguration {
            contentConfiguration = content.updated(for: state)
        }
        if automaticallyUpdatesBackgroundConfiguration, let background = backgroundConfiguration {
            backgroundConfiguration = background.updated(for: state)
        }
        updateConfiguration(using: state)
        configurationUpdateHandler?(self, state)
    }

    /// What the table draws for the view, in `traits`: its list content (a content configuration,
    /// or the legacy title label on the default look) as the section's header text, or, for views
    /// of your own in the content view or a configuration of your own, the view as a row of its own.
    func tableSupplementary(traits: UITraitCollection) throws -> TableSupplementary {
        if traits != ownTraits {
            ownTraits = traits
            setNeedsUpdateConfiguration()
        }
        updateConfigurationIfNeeded()
        let drawTraits = traits.cellSnapTraits
        if labels.detail.text != nil, labels.detail.superview == nil {
            throw CellSnapUIKitError(
                call: "UITableViewHeaderFooterView.detailTextLabel",
                reason:
                    "UIKit documents no place for a header's or footer's legacy detail text; use a content configuration"
            )
        }
        if let background = backgroundConfiguration {
            // A background of your own makes the header a row of its own, drawn on that background.
            return .view(try row(background: background, traits: drawTraits))
        }
        if let backgroundView, backgroundView.subviews.isEmpty == false {
            throw CellSnapUIKitError(
                call: "UITableViewHeaderFooterView.backgroundView with subviews",
                reason: "only a background view's colour is drawn; use a backgroundConfiguration")
        }
        if backgroundView?.backgroundColor != nil {
            var background = UIBackgroundConfiguration.clear()
            background.backgroundColor = backgroundView?.backgroundColor
            return .view(try row(background: background, traits: drawTraits))
        }
        // Views beside the content view: the whole view as a row of its own.
        if cellSnapWholeCellContentView() != nil { return .view(try row(background: .clear(), traits: drawTraits)) }
        switch contentConfiguration {
        case let list as UIListContentConfiguration:
            return .text(try list.cellSnapModels(traits: drawTraits).looks)
        case nil where contentView.subviews.isEmpty:
            guard labels.text.text != nil else { return .empty }
            return .text(try legacyContent().cellSnapModels(traits: drawTraits).looks)
        default:
            return .view(try row(background: .clear(), traits: drawTraits))
        }
    }

    /// The view as a row of its own on `background`: its content configuration, or the views of
    /// your own in its content view.
    private func row(background: UIBackgroundConfiguration, traits: Traits) throws -> ListCell {
        let wholeCell = cellSnapWholeCellContentView() != nil ? self : nil
        let usesLegacyLabel = labels.text.text != nil
        let content: (any UIContentConfiguration)? =
            try contentConfiguration
            ?? (contentView.subviews.isEmpty && (wholeCell == nil || usesLegacyLabel) ? legacyContent() : nil)
        var cell = try makeListCell(
            content: content, contentView: contentView, host: contentViewHost, background: background,
            state: UICellConfigurationState(traitCollection: configurationState.traitCollection), wholeCell: wholeCell
        ) { _, _ in }
        cell.accessibility = cellSnapAccessibilityOverrides
        return cell
    }

    /// The content view of a configuration of your own, inside ``contentView``.
    private let contentViewHost = ContentViewHost()

    /// The legacy title label on the table's default look: its text, font and colour where set.
    private func legacyContent() throws -> UIListContentConfiguration {
        var content = defaultContentConfiguration()
        let label = labels.text
        if let attributed = label.cellSnapStyledText {
            content.attributedText = attributed
        } else {
            content.text = label.text
        }
        if let font = label.ownFont { content.textProperties.font = font }
        if let color = label.ownTextColor { content.textProperties.color = color }
        content.textProperties.numberOfLines = label.numberOfLines
        content.textProperties.lineBreakMode = label.lineBreakMode
        content.textProperties.labelAlignment = label.textAlignment
        content.textProperties.adjustsFontSizeToFitWidth = label.adjustsFontSizeToFitWidth
        content.textProperties.minimumScaleFactor = label.minimumScaleFactor
        if let refused = label.legacyRefusal {
            throw CellSnapUIKitError(
                call: "UITableViewHeaderFooterView.textLabel.\(refused)",
                reason: "a header's or footer's legacy title draws without it")
        }
        return content
    }
}

/// What a table view draws for a section header or footer.
enum TableSupplementary {
    /// The section's header or footer text, in a list content configuration.
    case text(ListContentConfiguration)
    /// A row of its own (a view of your own, or a header with a background of its own).
    case view(ListCell)
    /// Nothing (a header view without content).
    case empty
}

extension UITableViewHeaderFooterView: LegacyPartOwner {
    /// Moves `part`, the title or detail label the app now lays out with constraints, into the
    /// content view, where iOS has it, with the default look's font and colour where the app set
    /// none; it then draws where the constraints put it, as the other views of the content view.
    func adoptLegacyPart(_ part: UIView) {
        contentView.addSubview(part)
        guard let label = part as? UILabel else { return }
        let content = defaultContentConfiguration()
        let properties = label === labels.text ? content.textProperties : content.secondaryTextProperties
        if label.ownFont == nil { label.font = properties.font }
        if label.ownTextColor == nil { label.textColor = properties.color }
    }
}
