import CellLayout
import CellModel
import Foundation

/// A button, as UIKit's `UIButton`: a configured one (``UIButton/Configuration``, iOS 15) drawn in
/// its style, or a classic one of a ``ButtonType`` with titles, colours and images for each
/// control state (`setTitle(_:for:)`), drawn as iOS draws it in each state. Its intrinsic size is
/// its content's plus its insets.
///
/// Its ``titleLabel`` and ``imageView`` hold what the title and the image are drawn with (a
/// label's font, line count and line break mode; an image view's symbol configuration); unlike
/// UIKit's, they are not among the button's subviews, so constraints cannot reach them. A
/// subclass's `layoutSubviews()` may move them after `super`'s, and they are drawn where it puts them.
///
/// ```swift
/// let button = UIButton(type: .system)
/// button.setTitle("Sign In", for: .normal)
/// button.setTitleColor(.systemRed, for: .highlighted)
/// button.isEnabled = false
/// ```
@preconcurrency @MainActor open class UIButton: UIControl {
    /// A button's type, as `UIButton.ButtonType`.
    public enum ButtonType: Int, Hashable, Sendable {
        case custom = 0, system, detailDisclosure, infoLight, infoDark, contactAdd, plain, close
        /// The rounded rectangle of iOS 6, drawn as `.system` since iOS 7.
        public static var roundedRect: ButtonType { .system }
    }

    /// What a button is for, as `UIButton.Role`.
    ///
    /// No visible effect: on iPhone, UIKit draws a button's role only in menus and on the Mac
    /// idiom; a button's own look comes from its configuration or type.
    public enum Role: Int, Hashable, Sendable {
        case normal = 0, primary, cancel, destructive
    }

    /// What runs when a button's configuration needs updating, as `UIButton.ConfigurationUpdateHandler`.
    public typealias ConfigurationUpdateHandler = @MainActor (UIButton) -> Void

    private var type = ButtonType.custom
    /// The button's type.
    open var buttonType: ButtonType { type }
    /// No visible effect: on iPhone, UIKit draws a button's role only in menus and on the Mac idiom.
    open var role = Role.normal
    /// The button's configuration; `nil` draws the classic button of its type.
    open var configuration: UIButton.Configuration? {
        didSet {
            configurationUpdates.request()
            invalidateIntrinsicContentSize()
            noteDrawnStateChange()
        }
    }
    /// Runs whenever the configuration needs updating (the button's state changed, or
    /// ``setNeedsUpdateConfiguration()`` was called), before the button is measured or drawn.
    open var configurationUpdateHandler: ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }
    /// Whether the configuration is updated for the button's state automatically (its unset
    /// colours follow highlighted, selected and disabled).
    open var automaticallyUpdatesConfiguration = true { didSet { noteDrawnStateChange() } }
    private let configurationUpdates = ConfigurationUpdateCycle(isDue: false)

    /// The button's menu; its pop-up indicator shows when the button changes selection as its
    /// primary action, and its selected action's title is the title of such a button.
    open var menu: UIMenu? {
        didSet {
            isContextMenuInteractionEnabled = menu != nil
            invalidateIntrinsicContentSize()
        }
    }
    /// Whether the button is a pop-up button: its title is its menu's selected action's, with an
    /// up-and-down chevron after it.
    open var changesSelectionAsPrimaryAction = false { didSet { invalidateIntrinsicContentSize() } }
    /// The order of the menu's elements.
    ///
    /// No visible effect: the menu is not drawn open.
    open var preferredMenuElementOrder = UIContextMenuConfiguration.ElementOrder.automatic
    /// Whether the pointer effect is on.
    ///
    /// No visible effect: there is no pointer in a still picture.
    open var isPointerInteractionEnabled = false
    /// What the pointer looks like over the button, given UIKit's proposed effect and shape.
    ///
    /// No visible effect: a pointer hovers only with a trackpad or mouse, and a snapshot has neither.
    open var pointerStyleProvider: PointerStyleProvider?
    /// The behaviour and look the app asks for (Mac Catalyst's Mac idiom).
    ///
    /// No visible effect: on iOS and iPadOS every style behaves as `.pad` (``behavioralStyle``).
    open var preferredBehavioralStyle = UIBehavioralStyle.automatic
    /// The behaviour and look the button has: `.pad` on iOS and iPadOS, whatever is preferred.
    open var behavioralStyle: UIBehavioralStyle { .pad }
    /// Whether the pointer is over the button: never, in a still picture.
    ///
    /// No visible effect: a pointer hovers only while the user interacts, never in a still picture.
    open var isHovered: Bool { false }
    /// Whether the button's menu is held open: never, in a still picture.
    ///
    /// No visible effect: a menu is held only while the user interacts, never in a still picture.
    open var isHeld: Bool { false }

    /// Insets from the bounds to a classic button's content.
    open var contentEdgeInsets = UIEdgeInsets.zero { didSet { invalidateIntrinsicContentSize() } }
    /// Moves a classic button's title from where its layout puts it (by half the difference of
    /// opposite insets, as UIKit moves centred content).
    open var titleEdgeInsets = UIEdgeInsets.zero { didSet { noteDrawnStateChange() } }
    /// Moves a classic button's image, as ``titleEdgeInsets`` moves its title.
    open var imageEdgeInsets = UIEdgeInsets.zero { didSet { noteDrawnStateChange() } }
    /// Whether a classic button's image is drawn darker while highlighted (a custom button's image
    /// drops to the highlighted opacity).
    open var adjustsImageWhenHighlighted = true { didSet { noteDrawnStateChange() } }
    /// Whether a classic button's image is drawn dimmed while disabled.
    open var adjustsImageWhenDisabled = true { didSet { noteDrawnStateChange() } }
    /// Whether the button's image grows at the accessibility content size categories, as an
    /// image view's (``UIAccessibilityContentSizeCategoryImageAdjusting``): `false` by default.
    open var adjustsImageSizeForAccessibilityContentSizeCategory = false { didSet { invalidateIntrinsicContentSize() } }
    /// Whether the title's shadow swaps while highlighted.
    ///
    /// No visible effect: CellSnap draws no title shadows (``setTitleShadowColor(_:for:)``).
    open var reversesTitleShadowWhenHighlighted = false
    /// Whether a glow shows under a touch.
    ///
    /// No visible effect: there are no touches in a still picture.
    open var showsTouchWhenHighlighted = false

    private var titles: [UInt: String] = [:]
    private var attributedTitles: [UInt: NSAttributedString] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private var titleShadowColors: [UInt: UIColor] = [:]
    private var images: [UInt: UIImage] = [:]
    private var backgroundImages: [UInt: UIImage] = [:]
    private var symbolConfigurations: [UInt: UIImage.SymbolConfiguration] = [:]
    private lazy var titleLabelHolder: UILabel = {
        let label = UILabel()
        label.font = Self.defaultTitleFont(of: type)
        label.lineBreakMode = .byTruncatingMiddle
        return label
    }()
    /// Whether the title label still has the font its button type gives it.
    private var titleFontIsTypes: Bool {
        cellSnapTitleLabel.font == Self.defaultTitleFont(of: type)
    }

    /// The title label's font before the app sets one: the system font at 15 pt for a system
    /// button (and the info, detail disclosure, contact add and close buttons), at
    /// `UIFont.buttonFontSize` (18 pt) for a custom one, as UIKit gives them.
    static func defaultTitleFont(of type: ButtonType) -> UIFont {
        let metrics = Theme.iOS17.button
        return .systemFont(
            ofSize: CGFloat((type == .custom ? metrics.classicCustomTitleFont : metrics.classicTitleFont).size))
    }
    private lazy var subtitleLabelHolder = UILabel()
    private lazy var imageViewHolder = UIImageView()
    /// The frames ``layoutSubviews()`` last gave the title label and the image view, against
    /// which a subclass's own moves of them are found.
    var partFramesLaidOut: (title: CGRect, image: CGRect)?

    /// A button of `buttonType`; the info, detail disclosure and contact add buttons are 22 pt
    /// square and the close button 30 pt, the others start with a zero frame.
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        adopt(buttonType)
    }

    /// A button of `buttonType` (system by default) whose primary action is `primaryAction`, with
    /// the action's title and image.
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(frame: .zero)
        adopt(buttonType)
        adopt(primaryAction)
    }

    /// A button drawn by `configuration`, whose primary action is `primaryAction`; the action's
    /// title and image go into the configuration.
    public convenience init(configuration: UIButton.Configuration, primaryAction: UIAction? = nil) {
        self.init(frame: .zero)
        adopt(.system)
        var configuration = configuration
        if let primaryAction {
            addAction(primaryAction, for: .primaryActionTriggered)
            if !primaryAction.title.isEmpty { configuration.title = primaryAction.title }
            if let image = primaryAction.image { configuration.image = image }
        }
        self.configuration = configuration
    }

    /// A custom button in `frame`, whose primary action is `primaryAction`, with the action's title and image.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        adopt(primaryAction)
    }

    /// A system button showing `image`, sending `action` to `target` when tapped (iOS 13). A
    /// subclass's is made by its `init(coder:)` (from an empty archive), the initialiser UIKit
    /// requires of every view subclass, since Swift can make an instance of the class it is
    /// called on only through a required initialiser.
    open class func systemButton(with image: UIImage, target: Any?, action: Selector?) -> Self {
        cellSnapSystemButton(with: image, target: target, action: action)
    }

    /// A system button showing `primaryAction`'s title and image, whose primary action it is
    /// (iOS 14); `nil` gives an empty system button. A subclass's is made as by
    /// ``systemButton(with:target:action:)``.
    open class func systemButton(primaryAction: UIAction?) -> Self {
        cellSnapSystemButton(primaryAction: primaryAction)
    }

    /// The rectangle the content is laid out in: `bounds` inset by ``contentEdgeInsets``. A
    /// subclass's own moves the title and the image, as UIKit lays the button out with it.
    open func contentRect(forBounds bounds: CGRect) -> CGRect { bounds.inset(by: contentEdgeInsets) }
    /// Where the title goes in `contentRect`, as the button's layout puts it (its alignments and
    /// ``titleEdgeInsets``); a subclass's own places the title there (see ``contentRect(forBounds:)``).
    /// Without a text measurer (outside a snapshot, before one is installed) the title cannot be
    /// measured: an empty rectangle at the content's centre.
    open func titleRect(forContentRect contentRect: CGRect) -> CGRect {
        cellSnapLaidOutRect(.title, forContentRect: contentRect)
    }
    /// Where the image goes in `contentRect`, as the button's layout puts it; a subclass's own
    /// places the image there (see ``contentRect(forBounds:)``).
    open func imageRect(forContentRect contentRect: CGRect) -> CGRect {
        cellSnapLaidOutRect(.image, forContentRect: contentRect)
    }
    /// Where the background image is drawn: `bounds`.
    open func backgroundRect(forBounds bounds: CGRect) -> CGRect { bounds }

    /// A custom button (`UIButton(frame:)`, as a subclass's `super.init(frame:)` makes it).
    public override init(frame: CGRect) { super.init(frame: frame) }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Takes `buttonType`, and the glyph buttons' frame sizes.
    func adopt(_ buttonType: ButtonType) {
        if titleFontIsTypes { cellSnapTitleLabel.font = Self.defaultTitleFont(of: buttonType) }
        type = buttonType
        let metrics = Theme.iOS17.button
        switch buttonType {
        case .detailDisclosure, .infoLight, .infoDark, .contactAdd:
            self.frame.size = CGSize(width: metrics.systemGlyphSide, height: metrics.systemGlyphSide)
        case .close:
            self.frame.size = CGSize(width: metrics.closeSide, height: metrics.closeSide)
        default: break
        }
    }

    final func adopt(_ primaryAction: UIAction?) {
        guard let primaryAction else { return }
        addAction(primaryAction, for: .primaryActionTriggered)
        if !primaryAction.title.isEmpty { setTitle(primaryAction.title, for: .normal) }
        if let image = primaryAction.image { setImage(image, for: .normal) }
    }

    override open var isEnabled: Bool { didSet { stateDidChange() } }
    override open var isSelected: Bool { didSet { stateDidChange() } }
    override open var isHighlighted: Bool { didSet { stateDidChange() } }

    private func stateDidChange() {
        setNeedsUpdateConfiguration()
        invalidateIntrinsicContentSize()
    }

    /// Asks for ``updateConfiguration()`` before the button is next measured or drawn.
    open func setNeedsUpdateConfiguration() {
        configurationUpdates.request()
        noteDrawnStateChange()
    }

    /// Updates the configuration for the button's state: runs ``configurationUpdateHandler``.
    /// Subclasses override it to change the configuration themselves.
    open func updateConfiguration() {
        configurationUpdateHandler?(self)
    }

    /// Runs a pending configuration update (UIKit's batched update before layout).
    func cellSnapUpdateConfigurationIfNeeded() {
        configurationUpdates.runIfDue(updateConfiguration)
    }

    /// The button's intrinsic size: its content's plus its insets, measured for its traits.
    override open var intrinsicContentSize: CGSize {
        cellSnapUpdateConfigurationIfNeeded()
        return cellSnapControlIntrinsicSize { .button(try cellSnapButtonNode(traits: $0)) }
    }

    override open func sizeThatFits(_ size: CGSize) -> CGSize {
        let intrinsic = intrinsicContentSize
        return intrinsic.width < 0 ? .zero : intrinsic
    }

    override func cellSnapContent(traits: Traits) throws -> ViewTree.Content {
        try cellSnapButtonContent(traits: traits)
    }

    override open func layoutSubviews() {
        cellSnapUpdateConfigurationIfNeeded()
        super.layoutSubviews()
        placeTitleLabelAndImageView()
    }

    override open func layoutIfNeeded() {
        cellSnapUpdateConfigurationIfNeeded()
        super.layoutIfNeeded()
    }

    // MARK: Titles, colours and images for each state

    /// The value for `state` in `table`, else the normal state's, as UIKit falls back.
    private func value<T>(_ table: [UInt: T], for state: UIControl.State) -> T? {
        table[state.rawValue] ?? table[UIControl.State.normal.rawValue]
    }

    open func setTitle(_ title: String?, for state: UIControl.State) { set(&titles, title, for: state) }
    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) { set(&titleColors, color, for: state) }
    /// Keeps a title shadow colour.
    ///
    /// No visible effect: CellSnap draws no title shadows; their offset (`titleLabel.shadowOffset`)
    /// is zero by default, which hides them in UIKit too.
    open func setTitleShadowColor(_ color: UIColor?, for state: UIControl.State) {
        set(&titleShadowColors, color, for: state)
    }
    open func setImage(_ image: UIImage?, for state: UIControl.State) { set(&images, image, for: state) }
    open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
        set(&backgroundImages, image, for: state)
    }
    open func setPreferredSymbolConfiguration(
        _ configuration: UIImage.SymbolConfiguration?, forImageIn state: UIControl.State
    ) { set(&symbolConfigurations, configuration, for: state) }
    /// The title with fonts and colours of its own (`NSAttributedString.Key.font` and
    /// `.foregroundColor` runs), taking the place of the plain title.
    open func setAttributedTitle(_ title: NSAttributedString?, for state: UIControl.State) {
        set(&attributedTitles, title, for: state)
    }

    private func set<T>(_ table: inout [UInt: T], _ value: T?, for state: UIControl.State) {
        table[state.rawValue] = value
        invalidateIntrinsicContentSize()
        noteDrawnStateChange()
    }

    open func title(for state: UIControl.State) -> String? { value(titles, for: state) }
    /// The title colour set for `state` (or `.normal`), without the classic default: what a
    /// configured button draws its title in instead of its foreground colour.
    func cellSnapSetTitleColor(for state: UIControl.State) -> UIColor? { value(titleColors, for: state) }
    open func titleColor(for state: UIControl.State) -> UIColor? {
        value(titleColors, for: state) ?? defaultTitleColor(for: state)
    }
    /// The title shadow colour kept for `state`.
    ///
    /// No visible effect: CellSnap draws no title shadows (see ``setTitleShadowColor(_:for:)``).
    open func titleShadowColor(for state: UIControl.State) -> UIColor? { value(titleShadowColors, for: state) }
    open func image(for state: UIControl.State) -> UIImage? { value(images, for: state) }
    open func backgroundImage(for state: UIControl.State) -> UIImage? { value(backgroundImages, for: state) }
    open func preferredSymbolConfigurationForImage(in state: UIControl.State) -> UIImage.SymbolConfiguration? {
        value(symbolConfigurations, for: state)
    }
    open func attributedTitle(for state: UIControl.State) -> NSAttributedString? { value(attributedTitles, for: state) }

    /// A classic button's title colour when none is set: white for a custom button, the tint
    /// for the others (grey while disabled; a highlighted system button dims its whole content).
    private func defaultTitleColor(for state: UIControl.State) -> UIColor? {
        let metrics = Theme.iOS17.button
        if type == .custom { return UIColor(metrics.classicCustomTitle) }
        if state.contains(.disabled) { return UIColor(metrics.classicDisabledTitle) }
        return tintColor
    }

    /// The title shown in the current state (a pop-up button's: its menu's selected action's).
    open var currentTitle: String? {
        if let configuration {
            return attributedTitle(for: state)?.string ?? title(for: state) ?? configuration.title ?? popUpTitle
        }
        return title(for: state) ?? popUpTitle
    }
    open var currentTitleColor: UIColor { titleColor(for: state) ?? tintColor }
    /// No visible effect: CellSnap draws no title shadows (see ``setTitleShadowColor(_:for:)``).
    open var currentTitleShadowColor: UIColor? { titleShadowColor(for: state) }
    open var currentImage: UIImage? {
        guard let configuration else { return image(for: state) }
        return image(for: state) ?? configuration.image
    }
    open var currentBackgroundImage: UIImage? { backgroundImage(for: state) }
    open var currentPreferredSymbolConfiguration: UIImage.SymbolConfiguration? {
        preferredSymbolConfigurationForImage(in: state)
    }
    open var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }

    /// The title of a pop-up button: its menu's first action that is on, else its first action
    /// (which UIKit turns on).
    var popUpTitle: String? {
        guard changesSelectionAsPrimaryAction, let menu else { return nil }
        func actions(_ elements: [UIMenuElement]) -> [UIAction] {
            elements.flatMap { element -> [UIAction] in
                if let submenu = element as? UIMenu { return actions(submenu.children) }
                return (element as? UIAction).map { [$0] } ?? []
            }
        }
        let all = actions(menu.children)
        return (all.first { $0.state == .on } ?? all.first)?.title
    }

    /// The label the title is drawn with: its font, line count, alignment and line break mode
    /// draw a classic button's title; its text is the current title.
    open var titleLabel: UILabel? {
        titleLabelHolder.text = currentTitle
        return titleLabelHolder
    }

    /// The label a configured button's subtitle is drawn with; `nil` without a configuration.
    open var subtitleLabel: UILabel? {
        guard let configuration else { return nil }
        subtitleLabelHolder.text = configuration.subtitle
        return subtitleLabelHolder
    }

    /// The image view the image is drawn with: its preferred symbol configuration applies to a
    /// classic button's symbol image; its image is the current image.
    open var imageView: UIImageView? {
        imageViewHolder.image = currentImage
        return imageViewHolder
    }

    /// The label and image view as they stand, without updating their content.
    var cellSnapTitleLabel: UILabel { titleLabelHolder }
    var cellSnapImageView: UIImageView { imageViewHolder }
}
