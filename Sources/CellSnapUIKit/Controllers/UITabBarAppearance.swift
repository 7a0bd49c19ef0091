import Foundation

/// A tab bar's appearance, as UIKit's `UITabBarAppearance`: the background and shadow of
/// ``UIBarAppearance`` and the items' appearances for each layout. CellSnap's tab bar stacks each
/// item's symbol above its title (an iPhone's layout), so it draws ``stackedLayoutAppearance``.
///
/// ```swift
/// let tabBarController = UITabBarController()
/// let appearance = UITabBarAppearance()
/// appearance.configureWithOpaqueBackground()
/// appearance.stackedLayoutAppearance.selected.iconColor = .systemPink
/// tabBarController.tabBar.standardAppearance = appearance
/// ```
@preconcurrency @MainActor open class UITabBarAppearance: UIBarAppearance {
    /// The items' appearance when the symbol is above the title (drawn).
    open var stackedLayoutAppearance = UITabBarItemAppearance(style: .stacked)
    /// The items' appearance when the symbol is beside the title.
    ///
    /// No visible effect: CellSnap's tab bar stacks its items, as an iPhone's does.
    open var inlineLayoutAppearance = UITabBarItemAppearance(style: .inline)
    /// The items' appearance beside their titles in a compact bar.
    ///
    /// No visible effect: CellSnap's tab bar stacks its items, as an iPhone's does.
    open var compactInlineLayoutAppearance = UITabBarItemAppearance(style: .compactInline)
    /// How stacked items share a wide bar.
    ///
    /// No visible effect: CellSnap's tab bar fills its width with its items, as an iPhone's does.
    open var stackedItemPositioning = UITabBar.ItemPositioning.automatic
    /// The space between stacked items when they are centred.
    ///
    /// No visible effect: CellSnap's tab bar fills its width with its items, as an iPhone's does.
    open var stackedItemSpacing: CGFloat = 0
    /// The width of stacked items when they are centred.
    ///
    /// No visible effect: CellSnap's tab bar fills its width with its items, as an iPhone's does.
    open var stackedItemWidth: CGFloat = 0
    /// The tint of the selection indicator image.
    ///
    /// No visible effect unless ``selectionIndicatorImage`` is set, which is refused when drawn.
    open var selectionIndicatorTintColor: UIColor?
    /// An image behind the selected item: drawing a bar with one is an error naming it.
    open var selectionIndicatorImage: UIImage?

    /// Copies what a tab bar's appearance adds (``UIBarAppearance/init(barAppearance:)``).
    final func copyTabBarMembers(of source: UITabBarAppearance) {
        stackedLayoutAppearance = source.stackedLayoutAppearance.copy()
        inlineLayoutAppearance = source.inlineLayoutAppearance.copy()
        compactInlineLayoutAppearance = source.compactInlineLayoutAppearance.copy()
        stackedItemPositioning = source.stackedItemPositioning
        stackedItemSpacing = source.stackedItemSpacing
        stackedItemWidth = source.stackedItemWidth
        selectionIndicatorTintColor = source.selectionIndicatorTintColor
        selectionIndicatorImage = source.selectionIndicatorImage
    }
}

/// The appearance of a tab bar's items in one layout, as UIKit's `UITabBarItemAppearance`: one
/// ``UITabBarItemStateAppearance`` for each state.
@preconcurrency @MainActor open class UITabBarItemAppearance: NSObject {
    /// The layouts of tab bar items, as `UITabBarItemAppearance.Style`.
    public enum Style: Int, Hashable, Sendable {
        case stacked = 0, inline, compactInline
    }

    /// The appearance of an unselected item.
    open private(set) var normal = UITabBarItemStateAppearance()
    /// The appearance of the selected item.
    open private(set) var selected = UITabBarItemStateAppearance()
    /// The appearance of a disabled item.
    open private(set) var disabled = UITabBarItemStateAppearance()
    /// The appearance of a focused item.
    ///
    /// No visible effect: nothing has the focus in a still picture.
    open private(set) var focused = UITabBarItemStateAppearance()

    /// The system's appearance of items in `style`.
    ///
    /// CellSnap declares it `required` (UIKit's is not) so that ``copy()`` makes an appearance of
    /// the receiver's class.
    public required init(style: Style) {
        super.init()
        configureWithDefault(for: style)
    }

    /// The system's appearance of stacked items.
    public convenience override init() { self.init(style: .stacked) }

    /// An appearance from an archive: archives are not read on Linux, so it is the stacked default.
    public required init?(coder: NSCoder) {
        super.init()
        configureWithDefault(for: .stacked)
    }

    /// Resets every state to the system's: no colours or attributes of its own (the selected item
    /// in the tint colour, the others in gray, titles in 10 pt medium).
    open func configureWithDefault(for style: Style) {
        normal = UITabBarItemStateAppearance()
        selected = UITabBarItemStateAppearance()
        disabled = UITabBarItemStateAppearance()
        focused = UITabBarItemStateAppearance()
    }

    /// A copy of the appearance, of its class.
    open func copy() -> Self {
        let copy = Self(style: .stacked)
        for (target, source) in [
            (copy.normal, normal), (copy.selected, selected), (copy.disabled, disabled), (copy.focused, focused),
        ] {
            target.copy(from: source)
        }
        return copy
    }
}

/// The appearance of tab bar items in one state, as UIKit's `UITabBarItemStateAppearance`. The
/// badge's members take effect only with a badge (`UITabBarItem.badgeValue`).
@preconcurrency @MainActor open class UITabBarItemStateAppearance: NSObject {
    /// The title's attributes (`.font` and `.foregroundColor` are drawn).
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// An offset of the title from its place.
    open var titlePositionAdjustment = UIOffset.zero
    /// The colour of the item's symbol, `nil` for the state's default.
    open var iconColor: UIColor?
    /// An offset of the badge.
    open var badgePositionAdjustment = UIOffset.zero
    /// The badge's colour.
    open var badgeBackgroundColor: UIColor?
    /// The badge text's attributes.
    open var badgeTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// An offset of the badge's text.
    open var badgeTitlePositionAdjustment = UIOffset.zero

    override init() { super.init() }

    fileprivate final func copy(from source: UITabBarItemStateAppearance) {
        titleTextAttributes = source.titleTextAttributes
        titlePositionAdjustment = source.titlePositionAdjustment
        iconColor = source.iconColor
        badgePositionAdjustment = source.badgePositionAdjustment
        badgeBackgroundColor = source.badgeBackgroundColor
        badgeTextAttributes = source.badgeTextAttributes
        badgeTitlePositionAdjustment = source.badgeTitlePositionAdjustment
    }
}
