import CellModel
import Foundation

/// The bar of tabs at the bottom of a tab bar controller, as UIKit's `UITabBar`: each item's symbol
/// above its title (10 pt medium), the selected one in the tint colour (``selectedItem``), the
/// others in gray (``unselectedItemTintColor``), over its appearance's background with the shadow
/// line at its top. A tab bar controller's bar draws its standard appearance (``standardAppearance``,
/// the material and hairline by default) while content runs beneath it, and its scroll-edge one at
/// the scroll edge, as iOS 15 and later do: when the selected screen's content ends at or above the
/// bar, or the screen has no scroll view (``scrollEdgeAppearance``, or the standard appearance
/// without background or shadow when it is `nil`); a tab bar no controller manages draws its
/// standard appearance. The items' colours and title attributes come from the appearance's
/// ``UITabBarAppearance/stackedLayoutAppearance``.
/// The legacy properties (``barTintColor``, ``barStyle``, ``isTranslucent``, ``backgroundImage``,
/// ``shadowImage``) change ``standardAppearance``, as UIKit's do.
@preconcurrency @MainActor open class UITabBar: UIView {
    /// How items share a wide tab bar, as `UITabBar.ItemPositioning`.
    public enum ItemPositioning: Int, Hashable, Sendable {
        case automatic = 0, fill, centered
    }

    open var items: [UITabBarItem]? {
        didSet { setNeedsLayout() }
    }
    open var selectedItem: UITabBarItem? {
        didSet { setNeedsLayout() }
    }
    /// The colour of unselected items (over the appearance's default gray).
    open var unselectedItemTintColor: UIColor? {
        didSet {
            setNeedsLayout()
            AppearanceRegistry.note(self, \UITabBar.unselectedItemTintColor)
        }
    }
    /// No visible effect: iOS 8 and later draw the selected item in the tint colour (deprecated in iOS 8).
    open var selectedImageTintColor: UIColor?
    /// Whether the sheet for rearranging items is up (``beginCustomizingItems(_:)``).
    open internal(set) var isCustomizing = false
    /// Presents the sheet for rearranging `items`, telling the delegate before and after
    /// (`tabBar(_:willBeginCustomizing:)`, `tabBar(_:didBeginCustomizing:)`).
    ///
    /// No visible effect: the sheet is presented over the screen, which CellSnap does not draw it into.
    open func beginCustomizingItems(_ items: [UITabBarItem]) {
        delegate?.tabBar(self, willBeginCustomizing: items)
        isCustomizing = true
        delegate?.tabBar(self, didBeginCustomizing: items)
    }
    /// Dismisses the sheet for rearranging items: `true` when it was up, when the delegate is told
    /// before and after, with the bar's items and `changed` `false` (nobody rearranged them).
    ///
    /// No visible effect: the sheet is presented over the screen, which CellSnap does not draw it into.
    @discardableResult open func endCustomizing(animated: Bool) -> Bool {
        guard isCustomizing else { return false }
        delegate?.tabBar(self, willEndCustomizing: items ?? [], changed: false)
        isCustomizing = false
        delegate?.tabBar(self, didEndCustomizing: items ?? [], changed: false)
        return true
    }
    /// The tab bar's delegate.
    ///
    /// No visible effect: it is told about selections, which a still picture does not show.
    open weak var delegate: (any UITabBarDelegate)?
    /// The appearance CellSnap draws.
    open var standardAppearance: UITabBarAppearance {
        get { storedStandardAppearance }
        set {
            AppearanceRegistry.note(self, \UITabBar.standardAppearance)
            storedStandardAppearance = newValue.copy()
            setNeedsLayout()
        }
    }
    /// The appearance a tab bar controller's bar draws when the content's end reaches the bar (see
    /// the type's discussion); `nil` draws ``standardAppearance`` without background or shadow.
    open var scrollEdgeAppearance: UITabBarAppearance? {
        didSet {
            AppearanceRegistry.note(self, \UITabBar.scrollEdgeAppearance)
            setNeedsLayout()
        }
    }
    /// The legacy bar style: `.black` draws the dark material.
    open var barStyle = UIBarStyle.default {
        didSet {
            applyLegacyBackground()
            AppearanceRegistry.note(self, \UITabBar.barStyle)
        }
    }
    /// Whether the legacy background is translucent: `false` draws it opaque.
    open var isTranslucent = true {
        didSet {
            applyLegacyBackground()
            AppearanceRegistry.note(self, \UITabBar.isTranslucent)
        }
    }
    /// The legacy background colour.
    open var barTintColor: UIColor? {
        didSet {
            applyLegacyBackground()
            AppearanceRegistry.note(self, \UITabBar.barTintColor)
        }
    }
    /// The legacy background image.
    open var backgroundImage: UIImage? {
        didSet {
            applyLegacyBackground()
            AppearanceRegistry.note(self, \UITabBar.backgroundImage)
        }
    }
    /// The legacy shadow image: drawn only with a background image, as UIKit documents.
    open var shadowImage: UIImage? {
        didSet {
            applyLegacyBackground()
            AppearanceRegistry.note(self, \UITabBar.shadowImage)
        }
    }
    /// An image behind the selected item: drawing a bar with one is an error naming it.
    open var selectionIndicatorImage: UIImage? {
        didSet { AppearanceRegistry.note(self, \UITabBar.selectionIndicatorImage) }
    }
    /// How items share a wide bar.
    ///
    /// No visible effect: CellSnap's tab bar fills its width with its items, as an iPhone's does.
    open var itemPositioning = ItemPositioning.automatic
    /// The width of centred items.
    ///
    /// No visible effect: CellSnap's tab bar fills its width with its items, as an iPhone's does.
    open var itemWidth: CGFloat = 0
    /// The space between centred items.
    ///
    /// No visible effect: CellSnap's tab bar fills its width with its items, as an iPhone's does.
    open var itemSpacing: CGFloat = 0

    private var storedStandardAppearance = UITabBarAppearance()
    private var itemViews: [UIView] = []
    private var background = BarBackground()
    var refusals = BarRefusals()

    public override init(frame: CGRect) { super.init(frame: frame) }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Replaces the items.
    open func setItems(_ items: [UITabBarItem]?, animated: Bool) { self.items = items }

    /// The bar's size across `size`: 49 points tall above its superview's bottom safe area, as
    /// UIKit's. A tab bar controller gives its bar this height, so that a subclass or a category
    /// that overrides it makes the bar taller or shorter, as on iOS.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        UIKitCategoryOverrides.tabBarSizeThatFits.call(on: self, size) {
            CGSize(width: size.width, height: BarMetrics.tabBarHeight + (superview?.safeAreaInsets.bottom ?? 0))
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let appearance = cellSnapDrawnAppearance
        background.install(appearance, in: self, shadowAtTop: true)
        refusals.reset()
        for view in itemViews { view.removeFromSuperview() }
        itemViews = []
        let items = self.items ?? []
        guard !items.isEmpty else { return }
        // The tabs share the width inside the safe area's sides (landscape's sensor housing).
        let safe = safeAreaInsets
        let width = max(0, bounds.width - safe.left - safe.right) / CGFloat(items.count)
        let ordered = effectiveUserInterfaceLayoutDirection == .rightToLeft ? items.reversed() : items
        for (index, item) in ordered.enumerated() {
            let x = safe.left + CGFloat(index) * width
            for view in tabViews(item, appearance.stackedLayoutAppearance, x: x, width: width) {
                addSubview(view)
                itemViews.append(view)
            }
        }
    }

    /// The tab bar controller that manages the bar, which then draws its scroll-edge appearance at
    /// the scroll edge.
    final weak var cellSnapController: UITabBarController?

    /// The appearance the bar draws (see the type's discussion): the selected item's own before the
    /// bar's.
    final var cellSnapDrawnAppearance: UITabBarAppearance {
        let standard = selectedItem?.standardAppearance ?? standardAppearance
        guard let controller = cellSnapController, controller.tabBar === self,
            Self.contentEndsAboveBar(controller.selectedViewController?.cellSnapBottomEdgeScrollView)
        else { return standard }
        return selectedItem?.scrollEdgeAppearance ?? scrollEdgeAppearance ?? standard.cellSnapTransparentCopy()
    }

    /// Whether the selected screen's content ends at or above the bar: its bottom-edge scroll view
    /// (see ``UIViewController/cellSnapBottomEdgeScrollView``) scrolled to its end, or none.
    private static func contentEndsAboveBar(_ scrollView: UIScrollView?) -> Bool {
        guard let scrollView else { return true }
        let end = scrollView.contentSize.height + scrollView.adjustedContentInset.bottom
        return scrollView.contentOffset.y + scrollView.bounds.height >= end - 0.5
    }

    /// An item's symbol and title in its state's colours and attributes: the selected one in the
    /// tint colour, the others in ``unselectedItemTintColor`` or gray, a disabled one in the
    /// tertiary label colour, unless the state's appearance sets an icon colour or title attributes;
    /// and its badge over the symbol, if it has one.
    private func tabViews(_ item: UITabBarItem, _ layout: UITabBarItemAppearance, x: CGFloat, width: CGFloat)
        -> [UIView]
    {
        AppearanceRegistry.apply(to: item, in: self)
        let isSelected = item === selectedItem
        let state = !item.isEnabled ? layout.disabled : isSelected ? layout.selected : layout.normal
        let color: UIColor =
            !item.isEnabled ? .tertiaryLabel : isSelected ? tintColor : (unselectedItemTintColor ?? .systemGray)
        // A tab bar draws an item's image as a template unless it is made `.alwaysOriginal`, as
        // UIKit's does: its shape in the state's colour (a drawn image, a renderer's, keeps its
        // colours: CellSnap draws drawn images only as they were drawn).
        let source = (isSelected ? item.selectedImage : nil) ?? item.image
        let image = UIImageView(
            image: source?.renderingMode == .automatic && source?.isDrawn == false
                ? source?.withRenderingMode(.alwaysTemplate) : source)
        image.tintColor = state.iconColor ?? color
        image.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 24)
        image.contentMode = .center
        image.frame = CGRect(x: x, y: 4, width: width, height: 28)
        if isSelected, selectionIndicatorImage != nil || standardAppearance.selectionIndicatorImage != nil {
            refusals.note(
                CellSnapUIKitError(
                    call: "UITabBar selection indicator image", reason: "a tab bar's selection indicator is not drawn"))
        }
        let label = UILabel()
        refusals.note(
            BarText.apply(
                state.titleTextAttributes, to: label, text: item.title, font: .systemFont(ofSize: 10, weight: .medium),
                color: color, call: "UITabBarItemStateAppearance.titleTextAttributes"))
        refusals.note(
            BarText.apply(
                ownTitleAttributes(of: item, isSelected: isSelected), to: label, text: item.title, font: label.font,
                color: label.textColor, call: "UITabBarItem.setTitleTextAttributes(_:for:)"))
        label.textAlignment = .center
        let offset = state.titlePositionAdjustment
        let own = item.titlePositionAdjustment
        label.frame = CGRect(
            x: x + offset.horizontal + own.horizontal, y: 33 + offset.vertical + own.vertical, width: width, height: 12)
        let badge = badgeView(item, state, symbolCentreX: x + width / 2, isSelected: isSelected)
        return [image, label] + (badge.map { [$0] } ?? [])
    }

    /// The title attributes the item was given for the state it shows (`setTitleTextAttributes`),
    /// drawn over the appearance's: a selected or disabled item's over the normal state's, whose
    /// colour it does not take (the state's colour stays, the tint for a selected item).
    private func ownTitleAttributes(of item: UITabBarItem, isSelected: Bool) -> [NSAttributedString.Key: Any] {
        let state: UIControl.State = !item.isEnabled ? .disabled : isSelected ? .selected : .normal
        var attributes = item.titleTextAttributes(for: .normal) ?? [:]
        guard state != .normal else { return attributes }
        attributes[.foregroundColor] = nil
        return attributes.merging(item.titleTextAttributes(for: state) ?? [:]) { _, stateOwn in stateOwn }
    }

    override func cellSnapContent(traits: Traits) throws -> ViewTree.Content {
        if let refusal = refusals.first { throw refusal }
        return try super.cellSnapContent(traits: traits)
    }

    /// Writes the legacy background into the standard appearance, as UIKit does.
    private func applyLegacyBackground() {
        let appearance = storedStandardAppearance
        if isTranslucent {
            appearance.configureWithDefaultBackground()
            if barStyle != .default { appearance.backgroundEffect = UIBlurEffect(style: .systemChromeMaterialDark) }
        } else {
            appearance.configureWithOpaqueBackground()
            if barStyle != .default { appearance.backgroundColor = .black }
        }
        if let barTintColor { appearance.backgroundColor = barTintColor }
        appearance.backgroundImage = backgroundImage
        if backgroundImage != nil, let shadowImage { appearance.shadowImage = shadowImage }
        setNeedsLayout()
    }
}

/// What a tab bar tells its delegate, as UIKit's `UITabBarDelegate` (every requirement optional).
@preconcurrency @MainActor public protocol UITabBarDelegate: NSObjectProtocol {
    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)
    /// Called before the sheet for rearranging `items` comes up (``UITabBar/beginCustomizingItems(_:)``).
    func tabBar(_ tabBar: UITabBar, willBeginCustomizing items: [UITabBarItem])
    /// Called after the sheet for rearranging `items` came up.
    func tabBar(_ tabBar: UITabBar, didBeginCustomizing items: [UITabBarItem])
    /// Called before the sheet goes (``UITabBar/endCustomizing(animated:)``); `changed` says
    /// whether the items were rearranged.
    func tabBar(_ tabBar: UITabBar, willEndCustomizing items: [UITabBarItem], changed: Bool)
    /// Called after the sheet went.
    func tabBar(_ tabBar: UITabBar, didEndCustomizing items: [UITabBarItem], changed: Bool)
}

extension UITabBarDelegate {
    public func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}
    /// Nothing, when the delegate does not implement it.
    public func tabBar(_ tabBar: UITabBar, willBeginCustomizing items: [UITabBarItem]) {}
    /// Nothing, when the delegate does not implement it.
    public func tabBar(_ tabBar: UITabBar, didBeginCustomizing items: [UITabBarItem]) {}
    /// Nothing, when the delegate does not implement it.
    public func tabBar(_ tabBar: UITabBar, willEndCustomizing items: [UITabBarItem], changed: Bool) {}
    /// Nothing, when the delegate does not implement it.
    public func tabBar(_ tabBar: UITabBar, didEndCustomizing items: [UITabBarItem], changed: Bool) {}
}

extension UIColor {
    /// The material behind bars at rest over content (UIKit's default bar appearance): nearly white
    /// in light, nearly black in dark, slightly translucent. CellSnap draws the material as this
    /// flat colour: there is no blur of the content beneath.
    static let cellSnapBarBackground = UIColor { traits in
        traits.userInterfaceStyle == .dark
            ? UIColor(red: 22 / 255, green: 22 / 255, blue: 22 / 255, alpha: 0.94)
            : UIColor(red: 249 / 255, green: 249 / 255, blue: 249 / 255, alpha: 0.94)
    }
}
