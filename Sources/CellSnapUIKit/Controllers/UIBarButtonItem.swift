import Foundation

/// A button on a navigation bar or toolbar, as UIKit's `UIBarButtonItem`: a title, an image, a
/// system item, a menu or a primary action, or a target and an action (a ``Selector``, which a tap
/// sends through `UIApplication.sendAction(_:to:from:for:)`; on Linux `#selector` compiles through
/// CellSnap's Objective-C adapter).
@preconcurrency @MainActor open class UIBarButtonItem: UIBarItem {
    /// The group the item is in, if any.
    open internal(set) weak var buttonGroup: UIBarButtonItemGroup?
    /// How an item is drawn, as `UIBarButtonItem.Style`.
    public enum Style: Int, Hashable, Sendable {
        case plain = 0
        /// Deprecated since iOS 8: drawn as `.plain`.
        case bordered = 1
        case done = 2
        /// A prominent item (iOS 26): drawn as `.done`.
        case prominent = 3
    }

    /// The system's own buttons, as `UIBarButtonItem.SystemItem`.
    ///
    /// A structure rather than a Swift enumeration: UIKit's `UIBarButtonSystemItem` is an
    /// Objective-C enumeration that is not frozen, so Swift's `init(rawValue:)` of it accepts every
    /// raw value, and apps pass ones UIKit does not document (105 and 106, the arrows of a form's
    /// previous and next buttons, are common). Such an item is made; a bar that draws it reports
    /// that CellSnap does not know what iOS draws for it, unless the app gave it a title or image.
    ///
    /// ```swift
    /// let previous = UIBarButtonItem.SystemItem(rawValue: 105)!
    /// print(previous == .done, previous.rawValue)  // false 105
    /// ```
    public struct SystemItem: RawRepresentable, Hashable, Sendable {
        public let rawValue: Int

        /// The item of `rawValue`, documented by UIKit or not (never `nil`, as on iOS).
        public init?(rawValue: Int) { self.rawValue = rawValue }

        private init(_ rawValue: Int) { self.rawValue = rawValue }

        public static let done = SystemItem(0)
        public static let cancel = SystemItem(1)
        public static let edit = SystemItem(2)
        public static let save = SystemItem(3)
        public static let add = SystemItem(4)
        public static let flexibleSpace = SystemItem(5)
        public static let fixedSpace = SystemItem(6)
        public static let compose = SystemItem(7)
        public static let reply = SystemItem(8)
        public static let action = SystemItem(9)
        public static let organize = SystemItem(10)
        public static let bookmarks = SystemItem(11)
        public static let search = SystemItem(12)
        public static let refresh = SystemItem(13)
        public static let stop = SystemItem(14)
        public static let camera = SystemItem(15)
        public static let trash = SystemItem(16)
        public static let play = SystemItem(17)
        public static let pause = SystemItem(18)
        public static let rewind = SystemItem(19)
        public static let fastForward = SystemItem(20)
        public static let undo = SystemItem(21)
        public static let redo = SystemItem(22)
        public static let pageCurl = SystemItem(23)
        public static let close = SystemItem(24)

        /// Whether UIKit documents the item (its raw values run from `done`, 0, to `close`, 24).
        var isDocumented: Bool { (0...24).contains(rawValue) }

        /// The title UIKit shows for a system item drawn as text, `nil` for one drawn as a symbol.
        var title: String? {
            switch self {
            case .done: "Done"
            case .cancel: "Cancel"
            case .edit: "Edit"
            case .save: "Save"
            case .undo: "Undo"
            case .redo: "Redo"
            default: nil
            }
        }

        /// The symbol UIKit draws for a system item drawn as an image.
        var symbolName: String? {
            switch self {
            case .add: "plus"
            case .compose: "square.and.pencil"
            case .reply: "arrowshape.turn.up.left"
            case .action: "square.and.arrow.up"
            case .organize: "folder"
            case .bookmarks: "book"
            case .search: "magnifyingglass"
            case .refresh: "arrow.clockwise"
            case .stop: "xmark"
            case .camera: "camera"
            case .trash: "trash"
            case .play: "play.fill"
            case .pause: "pause.fill"
            case .rewind: "backward.fill"
            case .fastForward: "forward.fill"
            case .close: "xmark"
            default: nil
            }
        }
    }

    open var style: Style
    public private(set) var systemItem: SystemItem?
    /// The object an action is sent to, kept as UIKit keeps it (weakly).
    open weak var target: AnyObject?
    /// The selector sent to ``target`` when the item is tapped.
    open var action: Selector?
    /// The action performed when the item is tapped.
    open var primaryAction: UIAction?
    /// The menu the item shows.
    open var menu: UIMenu?
    /// A view shown in place of the item.
    open var customView: UIView?
    /// The width of a fixed space.
    open var width: CGFloat = 0
    /// Whether the item is hidden from its bar.
    open var isHidden = false
    /// The item's tint, or its bar's when `nil`.
    open var tintColor: UIColor? {
        didSet { AppearanceRegistry.note(self, \UIBarButtonItem.tintColor) }
    }
    /// Whether the item is selected: drawing a selected item is an error (its background is not drawn).
    open var isSelected = false
    /// Whether a tap selects the item or one of its menu's elements.
    ///
    /// No visible effect: it changes what a tap does, which a still picture does not show.
    open var changesSelectionAsPrimaryAction = false
    /// The titles the item may show, to size it for the longest.
    ///
    /// No visible effect: CellSnap's bars size an item for its title.
    open var possibleTitles: Set<String>?
    /// An identifier matching items across transitions (iOS 26).
    ///
    /// No visible effect: there are no transitions in a still picture.
    open var identifier: String?
    /// Whether the item hides the background it shares with its neighbours (iOS 26).
    ///
    /// No visible effect: CellSnap's bars draw items without iOS 26's shared glass background.
    open var hidesSharedBackground = false
    /// Whether the item can share a background with its neighbours (iOS 26).
    ///
    /// No visible effect: CellSnap's bars draw items without iOS 26's shared glass background.
    open var sharesBackground = true
    /// The order of the item's menu's elements.
    ///
    /// No visible effect: the menu shows when the item is pressed.
    open var preferredMenuElementOrder = UIContextMenuConfiguration.ElementOrder.automatic
    private var backgroundImages: [String: UIImage] = [:]
    private var titleAdjustments: [UIBarMetrics: UIOffset] = [:]
    private var backgroundAdjustments: [UIBarMetrics: CGFloat] = [:]

    /// Whether the item has a background image (which is refused when drawn).
    final var cellSnapHasBackgroundImage: Bool { !backgroundImages.isEmpty }

    /// Sets a background image for `state` and `barMetrics`: drawing an item with one is an error.
    open func setBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State, barMetrics: UIBarMetrics) {
        backgroundImages["\(state.rawValue) \(barMetrics.rawValue)"] = backgroundImage
    }

    /// The background image for `state` and `barMetrics`.
    open func backgroundImage(for state: UIControl.State, barMetrics: UIBarMetrics) -> UIImage? {
        backgroundImages["\(state.rawValue) \(barMetrics.rawValue)"]
    }

    /// Sets a background image for `state`, `style` and `barMetrics`: drawing an item with one is an error.
    open func setBackgroundImage(
        _ backgroundImage: UIImage?, for state: UIControl.State, style: Style, barMetrics: UIBarMetrics
    ) {
        backgroundImages["\(state.rawValue) \(barMetrics.rawValue) \(style.rawValue)"] = backgroundImage
    }

    /// The background image for `state`, `style` and `barMetrics`.
    open func backgroundImage(for state: UIControl.State, style: Style, barMetrics: UIBarMetrics) -> UIImage? {
        backgroundImages["\(state.rawValue) \(barMetrics.rawValue) \(style.rawValue)"]
    }

    /// Moves the background image up or down for `barMetrics`.
    ///
    /// No visible effect: a background image is refused when drawn.
    open func setBackgroundVerticalPositionAdjustment(_ adjustment: CGFloat, for barMetrics: UIBarMetrics) {
        backgroundAdjustments[barMetrics] = adjustment
    }

    /// The background image's vertical adjustment for `barMetrics`.
    open func backgroundVerticalPositionAdjustment(for barMetrics: UIBarMetrics) -> CGFloat {
        backgroundAdjustments[barMetrics] ?? 0
    }

    /// Moves the title by `adjustment` for `barMetrics`.
    open func setTitlePositionAdjustment(_ adjustment: UIOffset, for barMetrics: UIBarMetrics) {
        titleAdjustments[barMetrics] = adjustment
    }

    /// The title's adjustment for `barMetrics`.
    open func titlePositionAdjustment(for barMetrics: UIBarMetrics) -> UIOffset {
        titleAdjustments[barMetrics] ?? .zero
    }

    // The back button's look, kept for the item that is a navigation item's back item.

    /// Its background image as a back button: drawing a bar whose back button has one is an error
    /// (CellSnap's bars draw no item backgrounds).
    open func setBackButtonBackgroundImage(
        _ backgroundImage: UIImage?, for state: UIControl.State, barMetrics: UIBarMetrics
    ) { backButton.images["\(state.rawValue) \(barMetrics.rawValue)"] = backgroundImage }
    /// Its background image as a back button.
    open func backButtonBackgroundImage(for state: UIControl.State, barMetrics: UIBarMetrics) -> UIImage? {
        backButton.images["\(state.rawValue) \(barMetrics.rawValue)"]
    }
    /// Moves its title as a back button: drawn.
    open func setBackButtonTitlePositionAdjustment(_ adjustment: UIOffset, for barMetrics: UIBarMetrics) {
        backButton.titleOffsets[barMetrics] = adjustment
    }
    /// Its title's offset as a back button.
    open func backButtonTitlePositionAdjustment(for barMetrics: UIBarMetrics) -> UIOffset {
        backButton.titleOffsets[barMetrics] ?? .zero
    }
    /// Moves its background as a back button.
    ///
    /// No visible effect: a back button's background image is refused, and there is nothing else to move.
    open func setBackButtonBackgroundVerticalPositionAdjustment(_ adjustment: CGFloat, for barMetrics: UIBarMetrics) {
        backButton.backgroundOffsets[barMetrics] = adjustment
    }
    /// Its background's offset as a back button.
    open func backButtonBackgroundVerticalPositionAdjustment(for barMetrics: UIBarMetrics) -> CGFloat {
        backButton.backgroundOffsets[barMetrics] ?? 0
    }
    final var backButton = BackButtonLook()
    /// Whether the item's symbol effects animate (iOS 17); `false` until set (UIKit does not document
    /// a default).
    ///
    /// No visible effect: a symbol effect moves over time, and a still picture shows the symbol at rest.
    open var isSymbolAnimationEnabled = false
    /// The menu element the item shows as in an overflow menu (iOS 16); `nil` for the system's.
    ///
    /// No visible effect: an overflow menu opens on a tap, and a screen at rest shows it closed.
    open var menuRepresentation: UIMenuElement?

    /// A plain item with nothing in it: UIKit's designated initialiser, which a subclass's own
    /// initialisers call (`super.init()`) and a subclass without any inherits, with the others.
    public override init() {
        style = .plain
        systemItem = nil
        super.init()
    }

    private convenience init(style: Style, systemItem: SystemItem?) {
        self.init()
        self.style = style
        self.systemItem = systemItem
    }

    /// An item from a storyboard or nib (its system item, then its properties, ``UIStoryboard``),
    /// or from another archive, a plain item with nothing in it.
    public required init?(coder: NSCoder) {
        style = .plain
        systemItem = (coder as? IBCoder)?.barButtonSystemItem
        super.init(coder: coder)
        // A system item shows its own title or symbol, as one made in code does.
        if let systemItem {
            title = systemItem.title
            image = systemItem.symbolName.flatMap { UIImage(systemName: $0) }
        }
    }

    /// An item with a title that sends `action` to `target` when tapped.
    public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
        self.init(style: style, systemItem: nil)
        self.title = title
        self.target = target as AnyObject?
        self.action = action
    }

    /// An item with a title and an image that sends `action` to `target` when tapped, or shows
    /// `menu` (iOS 16).
    public convenience init(title: String?, image: UIImage?, target: AnyObject?, action: Selector?, menu: UIMenu? = nil)
    {
        self.init(style: .plain, systemItem: nil)
        (self.title, self.image, self.target, self.action, self.menu) = (title, image, target, action, menu)
    }

    /// An item with an image, and one for a compact height (``UIBarItem/landscapeImagePhone``).
    public convenience init(
        image: UIImage?, landscapeImagePhone: UIImage?, style: Style, target: Any?, action: Selector?
    ) {
        self.init(image: image, style: style, target: target, action: action)
        self.landscapeImagePhone = landscapeImagePhone
    }

    /// An item with an image.
    public convenience init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
        self.init(style: style, systemItem: nil)
        self.image = image
        self.target = target as AnyObject?
        self.action = action
    }

    /// A system item.
    public convenience init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
        self.init(style: systemItem == .done ? .done : .plain, systemItem: systemItem)
        title = systemItem.title
        image = systemItem.symbolName.flatMap { UIImage(systemName: $0) }
        self.target = target as AnyObject?
        self.action = action
    }

    /// A system item that performs `primaryAction` or shows `menu`.
    public convenience init(
        systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil
    ) {
        self.init(barButtonSystemItem: systemItem, target: nil, action: nil)
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// An item that performs `primaryAction` (its title and image are the action's) or shows `menu`.
    public convenience init(
        title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil
    ) {
        self.init(style: .plain, systemItem: nil)
        self.title = title ?? primaryAction?.title
        self.image = image ?? primaryAction?.image
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// An item that performs `primaryAction`.
    public convenience init(primaryAction: UIAction?) {
        self.init(title: nil, image: nil, primaryAction: primaryAction, menu: nil)
    }

    /// An item showing `customView`.
    public convenience init(customView: UIView) {
        self.init(style: .plain, systemItem: nil)
        self.customView = customView
    }

    /// A flexible space between items.
    open class func flexibleSpace() -> UIBarButtonItem {
        UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)
    }

    /// A space of `width` points between items.
    open class func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(barButtonSystemItem: .fixedSpace, target: nil, action: nil)
        item.width = width
        return item
    }

    /// A fixed group of the item alone (iOS 16).
    open func creatingFixedGroup() -> UIBarButtonItemGroup { .fixedGroup(items: [self]) }

    /// A movable group of the item alone (iOS 16).
    open func creatingMovableGroup(customizationIdentifier: String) -> UIBarButtonItemGroup {
        .movableGroup(customizationIdentifier: customizationIdentifier, items: [self])
    }

    /// An optional group of the item alone (iOS 16).
    open func creatingOptionalGroup(customizationIdentifier: String, isInDefaultCustomization: Bool = true)
        -> UIBarButtonItemGroup
    {
        .optionalGroup(
            customizationIdentifier: customizationIdentifier, isInDefaultCustomization: isInDefaultCustomization,
            items: [self])
    }
}

/// An item of a tab bar, as UIKit's `UITabBarItem`.
@preconcurrency @MainActor open class UITabBarItem: UIBarItem {
    open var selectedImage: UIImage?
    /// The badge over the item's symbol in a tab bar, drawn as a capsule (see ``UITabBar``'s badges);
    /// an empty string draws the capsule alone.
    open var badgeValue: String?
    /// The badge's colour, before the appearance's and the system red.
    open var badgeColor: UIColor?
    /// The tab bar's appearance while this item is selected (iOS 15), drawn in place of the bar's own.
    open var standardAppearance: UITabBarAppearance?
    /// The tab bar's appearance at the scroll edge while this item is selected (iOS 15), drawn in
    /// place of the bar's own (see ``UITabBar``).
    open var scrollEdgeAppearance: UITabBarAppearance?
    /// Moves the item's title by this offset (added to its appearance's title position adjustment).
    open var titlePositionAdjustment = UIOffset.zero
    /// The badge text's attributes for `state` (`.normal`, or `.selected` while the item is
    /// selected): `.font` and `.foregroundColor` are drawn, over the appearance's.
    open func setBadgeTextAttributes(_ textAttributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        badgeAttributes[state.rawValue] = textAttributes
    }
    /// The badge text's attributes set for `state`.
    open func badgeTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        badgeAttributes[state.rawValue]
    }
    final var badgeAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    public override init() { super.init() }

    /// An item from an archive: archives are not read on Linux, so the item starts empty.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// An item with a title, an image and a tag.
    public convenience init(title: String?, image: UIImage?, tag: Int) {
        self.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    /// An item with a title, an image and a selected image.
    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }

    /// The system's own tab bar items, as `UITabBarItem.SystemItem`.
    public enum SystemItem: Int, Hashable, Sendable {
        case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads
        case mostRecent, mostViewed

        /// The title iOS gives the item (in English).
        var title: String {
            switch self {
            case .more: "More"
            case .favorites: "Favorites"
            case .featured: "Featured"
            case .topRated: "Top Rated"
            case .recents: "Recents"
            case .contacts: "Contacts"
            case .history: "History"
            case .bookmarks: "Bookmarks"
            case .search: "Search"
            case .downloads: "Downloads"
            case .mostRecent: "Most Recent"
            case .mostViewed: "Most Viewed"
            }
        }

        /// The SF Symbol CellSnap draws for the item: iOS draws system images of these shapes
        /// (a star, a clock, a book...), which are not symbols an app can name; CellSnap's choice
        /// is the symbol of the same shape.
        var symbolName: String {
            switch self {
            case .more: "ellipsis"
            case .favorites: "star.fill"
            case .featured, .topRated: "star"
            case .recents, .history, .mostRecent: "clock"
            case .contacts: "person.crop.circle"
            case .bookmarks: "book"
            case .search: "magnifyingglass"
            case .downloads: "arrow.down.circle"
            case .mostViewed: "list.bullet"
            }
        }
    }

    /// A system item (its title and image are the system's) with `tag`.
    public convenience init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        self.init()
        cellSnapApply(systemItem)
        self.tag = tag
    }

    /// Gives the item the title and image of `systemItem`.
    final func cellSnapApply(_ systemItem: SystemItem) {
        title = systemItem.title
        image = UIImage(systemName: systemItem.symbolName)
    }
}

/// What a bar button item keeps of its look as a back button (`UINavigationBar+BackButton.swift`).
struct BackButtonLook {
    var images: [String: UIImage] = [:]
    var titleOffsets: [UIBarMetrics: UIOffset] = [:]
    var backgroundOffsets: [UIBarMetrics: CGFloat] = [:]
}
