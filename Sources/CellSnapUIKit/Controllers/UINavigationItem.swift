import Foundation

/// What a navigation bar shows for a view controller, as UIKit's `UINavigationItem`: the title
/// (large or inline), the bar button items on each side, a prompt, the back button and the search
/// controller.
@preconcurrency @MainActor open class UINavigationItem: NSObject {
    /// When the title is drawn large, as `UINavigationItem.LargeTitleDisplayMode`.
    public enum LargeTitleDisplayMode: Int, Hashable, Sendable {
        /// As the previous item on the stack shows it (large on the first item when the bar prefers large titles).
        case automatic = 0
        case always, never
        /// Inline in the bar, but large when the content scrolls to the top (iOS 17).
        case inline
    }

    /// How a navigation item's back button is drawn, as `UINavigationItem.BackButtonDisplayMode`.
    public enum BackButtonDisplayMode: Int, Hashable, Sendable {
        case `default` = 0, generic, minimal
    }

    open var title: String?
    open var prompt: String?
    open var largeTitleDisplayMode = LargeTitleDisplayMode.automatic
    open var titleView: UIView?
    open var backButtonTitle: String?
    open var backBarButtonItem: UIBarButtonItem?
    open var backButtonDisplayMode = BackButtonDisplayMode.default
    open var hidesBackButton = false
    open var leftItemsSupplementBackButton = false
    open var leftBarButtonItems: [UIBarButtonItem]?
    open var rightBarButtonItems: [UIBarButtonItem]?
    /// The groups of the bar's leading items (iOS 16): setting them sets ``leftBarButtonItems`` to
    /// the items of the groups that are not hidden; items set directly read back as one group.
    open var leadingItemGroups: [UIBarButtonItemGroup] {
        get { Self.groups(leadingGroups, showing: leftBarButtonItems) }
        set {
            leadingGroups = newValue
            leftBarButtonItems = UIBarButtonItemGroup.shownItems(of: newValue)
        }
    }
    private var leadingGroups: [UIBarButtonItemGroup] = []
    /// The groups of the bar's trailing items (iOS 16): setting them sets ``rightBarButtonItems``
    /// to the items of the groups that are not hidden; items set directly read back as one group.
    open var trailingItemGroups: [UIBarButtonItemGroup] {
        get { Self.groups(trailingGroups, showing: rightBarButtonItems) }
        set {
            trailingGroups = newValue
            rightBarButtonItems = UIBarButtonItemGroup.shownItems(of: newValue)
        }
    }
    private var trailingGroups: [UIBarButtonItemGroup] = []

    /// The groups set, while they still give the items shown; else the items as one group.
    private static func groups(_ set: [UIBarButtonItemGroup], showing items: [UIBarButtonItem]?)
        -> [UIBarButtonItemGroup]
    {
        let items = items ?? []
        if UIBarButtonItemGroup.shownItems(of: set).elementsEqual(items, by: ===) { return set }
        return items.isEmpty ? [] : [UIBarButtonItemGroup(barButtonItems: items, representativeItem: nil)]
    }
    /// The search controller whose search bar the navigation bar shows below the title (see
    /// `UINavigationBar+Search.swift`).
    open var searchController: UISearchController?
    /// Whether the search bar hides as the content scrolls (`true` by default).
    ///
    /// No visible effect: a still picture is at rest, where iOS shows the search bar either way.
    open var hidesSearchBarWhenScrolling = true
    open var style = UINavigationItem.ItemStyle.navigator
    /// The bar's standard appearance while this item is on top; `nil` uses the bar's.
    open var standardAppearance: UINavigationBarAppearance? {
        didSet {
            if let standardAppearance, standardAppearance !== oldValue {
                self.standardAppearance = standardAppearance.copy()
            }
        }
    }
    /// The bar's compact-height appearance while this item is on top; `nil` uses the bar's.
    open var compactAppearance: UINavigationBarAppearance? {
        didSet {
            if let compactAppearance, compactAppearance !== oldValue {
                self.compactAppearance = compactAppearance.copy()
            }
        }
    }
    /// The bar's scroll-edge appearance (drawn at rest) while this item is on top; `nil` uses the bar's.
    open var scrollEdgeAppearance: UINavigationBarAppearance? {
        didSet {
            if let scrollEdgeAppearance, scrollEdgeAppearance !== oldValue {
                self.scrollEdgeAppearance = scrollEdgeAppearance.copy()
            }
        }
    }
    /// The bar's compact-height scroll-edge appearance while this item is on top; `nil` uses the bar's.
    open var compactScrollEdgeAppearance: UINavigationBarAppearance? {
        didSet {
            if let compactScrollEdgeAppearance, compactScrollEdgeAppearance !== oldValue {
                self.compactScrollEdgeAppearance = compactScrollEdgeAppearance.copy()
            }
        }
    }

    /// The item's style, as `UINavigationItem.ItemStyle` (iOS 16).
    public enum ItemStyle: Int, Hashable, Sendable {
        case navigator = 0, browser, editor
    }

    // MARK: Titles and subtitles of iOS 26

    /// The title as an attributed string (iOS 26); drawing a bar that shows it is an error.
    open var attributedTitle: NSAttributedString?
    /// The line below the inline title (iOS 26); drawing a bar that shows it is an error.
    open var subtitle: String?
    /// ``subtitle`` as an attributed string (iOS 26); drawing a bar that shows it is an error.
    open var attributedSubtitle: NSAttributedString?
    /// A view below the inline title, before ``subtitle`` (iOS 26); drawing a bar that shows it is an error.
    open var subtitleView: UIView?
    /// The large title's text when it differs from ``title`` (iOS 26): drawn.
    open var largeTitle: String?
    /// The line below the large title, else ``subtitle`` (iOS 26); drawing a bar that shows it is an error.
    open var largeSubtitle: String?
    /// ``largeSubtitle`` as an attributed string (iOS 26); drawing a bar that shows it is an error.
    open var largeAttributedSubtitle: NSAttributedString?
    /// A view below the large title, before any other subtitle (iOS 26); drawing a bar that shows
    /// it is an error.
    open var largeSubtitleView: UIView?
    /// The item standing for the search bar in a toolbar (iOS 26); drawing a toolbar that holds
    /// it is an error (the search field is not drawn there).
    open private(set) var searchBarPlacementBarButtonItem: UIBarButtonItem = SearchBarPlacementItem()

    // MARK: iOS 16's placements, menus and customization

    /// Where the item's search bar goes (`.automatic` by default): `.automatic` and `.stacked`
    /// draw it below the title; a bar drawing an integrated placement refuses with an error.
    open var preferredSearchBarPlacement = SearchBarPlacement.automatic
    /// Where the search bar is placed: `.automatic` without a ``searchController``, else the
    /// preferred placement, with `.automatic` resolved to `.stacked` (an iPhone's, below the title;
    /// CellSnap's screens are an iPhone's).
    open var searchBarPlacement: SearchBarPlacement { cellSnapSearchBarPlacement }
    /// No visible effect: CellSnap's toolbar does not draw the search field (`true` by default, as UIKit's).
    open var searchBarPlacementAllowsToolbarIntegration = true
    /// No visible effect: only a split view's regular width takes the search bar (`false` by default).
    open var searchBarPlacementAllowsExternalIntegration = false
    /// The action the back button runs in place of popping.
    ///
    /// No visible effect: an action runs only when tapped (its title, when it has one, is not
    /// the back button's: iOS takes the back item's titles).
    open var backAction: UIAction?
    /// The groups in the middle of an `.editor` or `.browser` bar; drawing a bar of such a style
    /// with center items is an error (iOS shows them, or an overflow button on an iPhone), and a
    /// `.navigator` bar, iOS's default, ignores them as iOS does.
    open var centerItemGroups: [UIBarButtonItemGroup] = []
    /// No visible effect: it names the center items' customization, which a person edits on an iPad.
    open var customizationIdentifier: String?
    /// The items of the overflow menu besides the center items that do not fit; drawing an
    /// `.editor` or `.browser` bar with them is an error (iOS shows an overflow button).
    open var additionalOverflowItems: UIDeferredMenuElement?
    /// The menu under the title, given its suggested elements; drawing a bar whose top item has
    /// one is an error (CellSnap does not draw the title's menu indicator).
    open var titleMenuProvider: (([UIMenuElement]) -> UIMenu?)?
    /// No visible effect: renaming the title needs a person's edit, which a still picture has none of.
    open weak var renameDelegate: (any UINavigationItemRenameDelegate)?
    /// No visible effect: CellSnap draws no overflow button, so nothing presents from it (`nil`).
    open var overflowPresentationSource: (any UIPopoverPresentationControllerSourceItem)? { nil }

    /// The first of ``leftBarButtonItems``.
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    /// The first of ``rightBarButtonItems``.
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    /// Creates an item with a title.
    public init(title: String) {
        self.title = title
        super.init()
    }

    /// Creates an item without a title (`title` is `nil`, as UIKit's).
    public override init() { super.init() }

    /// An item from a nib or storyboard: its properties are the document's, which CellSnap's
    /// coder reads after making it (see InterfaceBuilderDocuments).
    public required init?(coder: NSCoder) { super.init() }

    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) { self.hidesBackButton = hidesBackButton }
}
