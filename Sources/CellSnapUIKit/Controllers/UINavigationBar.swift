import CellModel
import Foundation

/// The heights of UIKit's bars, by device and vertical size class.
///
/// - A navigation bar or toolbar is 44 pt on an iPhone, 32 pt on an iPhone of compact height
///   (landscape: "on iPhone, changing the device orientation from portrait to landscape can change
///   the height of the navigation bar", Apple's UINavigationBar documentation), 50 pt on an iPad
///   (since iOS 12, measured by Geoff Hackworth, "iPad Navigation Bar and Toolbar Height Changes in iOS 12").
/// - A large title adds 52 pt (96 pt on an iPhone, the same measurements); there are no large
///   titles at a compact height.
/// - A tab bar is 49 pt above the safe area's bottom ("tab bars maintain the same height in all
///   screen orientations", Apple's Human Interface Guidelines).
enum BarMetrics {
    static let largeTitleExtraHeight: CGFloat = 52
    static let tabBarHeight: CGFloat = 49
    /// The gap between two bar button items side by side, in a navigation bar and in a toolbar.
    /// No measured figure of iOS's renders was at hand; CellSnap chose UIKit's standard spacing
    /// between sibling views (8 pt, `NSLayoutConstraint`'s system spacing), which a navigation bar's
    /// items already kept. A space item (fixed or flexible) between two items takes the gap's place.
    static let itemSpacing: CGFloat = 8

    /// A navigation bar's or toolbar's height (without a large title) for `traits`.
    static func barHeight(_ traits: UITraitCollection) -> CGFloat {
        if traits.userInterfaceIdiom == .pad { return 50 }
        return traits.verticalSizeClass == .compact ? 32 : 44
    }

    /// Whether large titles are shown at all for `traits`.
    static func showsLargeTitles(_ traits: UITraitCollection) -> Bool { traits.verticalSizeClass != .compact }

    /// The margin from a bar's edge (inside the safe area) to its title and items: 20 pt on a
    /// regular width or a wide phone held upright (414 pt and wider), 16 pt otherwise, as a
    /// controller's root view's system margins are.
    static func margin(_ traits: UITraitCollection, width: CGFloat) -> CGFloat {
        traits.horizontalSizeClass == .regular || traits.userInterfaceIdiom == .pad
            || (width >= 414 && traits.verticalSizeClass != .compact) ? 20 : 16
    }
}

/// The bar at the top of a navigation controller, as UIKit's `UINavigationBar`: the top item's
/// title, inline (17 pt semibold, centred in the bar's row) or large (34 pt bold at the leading
/// margin, below the row of items), and its bar button items at the sides in the tint colour,
/// inside the safe area's sides. Heights follow `BarMetrics`: 44 pt (96 pt with a large title)
/// on an iPhone held upright.
///
/// It draws the appearance of its state (`BarBackground`, the title's and items' attributes):
/// at rest, at the top of its content, a navigation controller's bar is at its scroll edge, so it
/// draws the top item's or its own ``scrollEdgeAppearance`` (``compactScrollEdgeAppearance`` at a
/// compact height), or without one the standard appearance with a transparent background, as
/// iOS 15 and later draw it; a bar no navigation controller manages draws its standard
/// appearance. The legacy properties (``barTintColor``, ``barStyle``, ``isTranslucent``,
/// ``setBackgroundImage(_:for:barMetrics:)``, ``shadowImage``, ``titleTextAttributes``) change
/// ``standardAppearance`` (and ``compactAppearance``), as UIKit's do.
@preconcurrency @MainActor open class UINavigationBar: UIView, UIBarPositioning {

    open var items: [UINavigationItem]? {
        didSet { setNeedsLayout() }
    }
    open var topItem: UINavigationItem? { items?.last }
    open var backItem: UINavigationItem? { (items?.count ?? 0) > 1 ? items?[items!.count - 2] : nil }
    /// Whether the first item's title is drawn large (when its mode is `.automatic`).
    open var prefersLargeTitles = false {
        didSet { setNeedsLayout() }
    }
    /// The bar's delegate, asked about and told of ``pushItem(_:animated:)`` and ``popItem(animated:)``.
    open weak var delegate: (any UINavigationBarDelegate)?
    /// Where the bar is: at the top, under the status bar.
    open var barPosition: UIBarPosition { .topAttached }

    /// The appearance at a standard height.
    open var standardAppearance: UINavigationBarAppearance {
        get { storedStandardAppearance }
        set {
            storedStandardAppearance = newValue.copy()
            AppearanceRegistry.note(self, \UINavigationBar.standardAppearance)
        }
    }
    /// The appearance at a compact height (an iPhone held sideways); `nil` uses ``standardAppearance``.
    open var compactAppearance: UINavigationBarAppearance? {
        didSet {
            AppearanceRegistry.note(self, \UINavigationBar.compactAppearance)
            if let compactAppearance, compactAppearance !== oldValue {
                self.compactAppearance = compactAppearance.copy()
            }
        }
    }
    /// The appearance at the scroll edge (drawn at rest); `nil` uses the standard one without background.
    open var scrollEdgeAppearance: UINavigationBarAppearance? {
        didSet {
            AppearanceRegistry.note(self, \UINavigationBar.scrollEdgeAppearance)
            if let scrollEdgeAppearance, scrollEdgeAppearance !== oldValue {
                self.scrollEdgeAppearance = scrollEdgeAppearance.copy()
            }
        }
    }
    /// The appearance at the scroll edge at a compact height; `nil` uses ``scrollEdgeAppearance``.
    open var compactScrollEdgeAppearance: UINavigationBarAppearance? {
        didSet {
            AppearanceRegistry.note(self, \UINavigationBar.compactScrollEdgeAppearance)
            if let compactScrollEdgeAppearance, compactScrollEdgeAppearance !== oldValue {
                self.compactScrollEdgeAppearance = compactScrollEdgeAppearance.copy()
            }
        }
    }

    /// The legacy bar style: `.black` draws the dark material and a white title.
    open var barStyle = UIBarStyle.default {
        didSet {
            applyLegacyBackground()
            AppearanceRegistry.note(self, \UINavigationBar.barStyle)
        }
    }
    /// Whether the legacy background is translucent: `false` draws it opaque.
    open var isTranslucent = true {
        didSet {
            applyLegacyBackground()
            AppearanceRegistry.note(self, \UINavigationBar.isTranslucent)
        }
    }
    /// The legacy background colour.
    open var barTintColor: UIColor? {
        didSet {
            applyLegacyBackground()
            AppearanceRegistry.note(self, \UINavigationBar.barTintColor)
        }
    }
    /// The legacy title attributes (the standard appearance's ``UINavigationBarAppearance/titleTextAttributes``).
    open var titleTextAttributes: [NSAttributedString.Key: Any]? {
        didSet {
            applyLegacy { $0.titleTextAttributes = self.titleTextAttributes ?? [:] }
            AppearanceRegistry.note(self, \UINavigationBar.titleTextAttributes)
        }
    }
    /// The legacy large title attributes.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]? {
        didSet {
            applyLegacy { $0.largeTitleTextAttributes = self.largeTitleTextAttributes ?? [:] }
            AppearanceRegistry.note(self, \UINavigationBar.largeTitleTextAttributes)
        }
    }
    /// The legacy shadow image: drawn only with a background image, as UIKit documents.
    open var shadowImage: UIImage? {
        didSet {
            applyLegacyBackground()
            AppearanceRegistry.note(self, \UINavigationBar.shadowImage)
        }
    }
    /// The legacy back indicator: drawn in the back button's place of the chevron when the drawn
    /// appearance has none of its own, as a template in the tint unless made `.alwaysOriginal`.
    open var backIndicatorImage: UIImage? {
        didSet { AppearanceRegistry.note(self, \UINavigationBar.backIndicatorImage) }
    }
    /// The legacy back indicator's mask.
    ///
    /// No visible effect: there is no transition in a still picture.
    open var backIndicatorTransitionMaskImage: UIImage? {
        didSet { AppearanceRegistry.note(self, \UINavigationBar.backIndicatorTransitionMaskImage) }
    }

    private var storedStandardAppearance = UINavigationBarAppearance()
    private var legacyBackgroundImages: [UIBarMetrics: UIImage] = [:]
    private var titleAdjustments: [UIBarMetrics: CGFloat] = [:]
    private let titleLabel = UILabel()
    private let largeTitleLabel = UILabel()
    /// The label of the top item's prompt (`UINavigationBar+Prompt.swift`).
    final let promptLabel = UILabel()
    private var refusals = BarRefusals()
    private var itemViews: [UIView] = []
    private var background = BarBackground()
    /// Whether a navigation controller manages the bar (which then draws its scroll-edge state).
    final var cellSnapIsManaged = false
    /// How far the background reaches above the bar (under the status bar).
    final var cellSnapBackgroundReach: CGFloat {
        get { background.outsets.top }
        set { background.outsets.top = newValue }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        barDefaults()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        barDefaults()
    }

    private func barDefaults() {
        titleLabel.textAlignment = .center
        addSubview(titleLabel)
        addSubview(largeTitleLabel)
        addSubview(promptLabel)
    }

    /// Replaces the items.
    open func setItems(_ items: [UINavigationItem]?, animated: Bool) { self.items = items }
    /// Pushes `item` on the bar, when the delegate agrees, and tells the delegate.
    open func pushItem(_ item: UINavigationItem, animated: Bool) {
        guard delegate?.navigationBar(self, shouldPush: item) ?? true else { return }
        items = (items ?? []) + [item]
        delegate?.navigationBar(self, didPush: item)
    }

    /// Pops the top item, when the delegate agrees, and tells the delegate; returns it.
    @discardableResult open func popItem(animated: Bool) -> UINavigationItem? {
        guard var items, let top = items.last, delegate?.navigationBar(self, shouldPop: top) ?? true else {
            return nil
        }
        items.removeLast()
        self.items = items
        delegate?.navigationBar(self, didPop: top)
        return top
    }

    /// Sets the legacy background image for every position and `barMetrics`.
    open func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {
        setBackgroundImage(backgroundImage, for: .any, barMetrics: barMetrics)
    }

    /// Sets the legacy background image for `barMetrics` (a bar at the top draws the image of any position).
    open func setBackgroundImage(
        _ backgroundImage: UIImage?, for barPosition: UIBarPosition, barMetrics: UIBarMetrics
    ) {
        legacyBackgroundImages[barMetrics] = backgroundImage
        applyLegacyBackground()
    }

    /// The legacy background image for `barMetrics`.
    open func backgroundImage(for barMetrics: UIBarMetrics) -> UIImage? { legacyBackgroundImages[barMetrics] }

    /// The legacy background image for `barPosition` and `barMetrics`.
    open func backgroundImage(for barPosition: UIBarPosition, barMetrics: UIBarMetrics) -> UIImage? {
        legacyBackgroundImages[barMetrics]
    }

    /// Moves the inline title down by `adjustment` points for `barMetrics`.
    open func setTitleVerticalPositionAdjustment(_ adjustment: CGFloat, for barMetrics: UIBarMetrics) {
        titleAdjustments[barMetrics] = adjustment
        setNeedsLayout()
    }

    /// The inline title's vertical adjustment for `barMetrics`.
    open func titleVerticalPositionAdjustment(for barMetrics: UIBarMetrics) -> CGFloat {
        titleAdjustments[barMetrics] ?? 0
    }

    /// Whether `item` is drawn with a large title: only in a bar that prefers large titles (one
    /// that does not draws every title inline, `.always` too, as UIKit documents
    /// `prefersLargeTitles`), unless the item's mode is `.never` or `.inline`.
    func showsLargeTitle(_ item: UINavigationItem?) -> Bool {
        guard let item, prefersLargeTitles, BarMetrics.showsLargeTitles(traitCollection) else { return false }
        switch item.largeTitleDisplayMode {
        case .always, .automatic: return true
        case .never, .inline: return false
        }
    }

    /// The height of the bar's row of items for its traits (``BarMetrics``).
    var rowHeight: CGFloat { BarMetrics.barHeight(traitCollection) }

    /// The bar's height for `item`: its prompt's line, its row, 52 pt more with a large title, and
    /// its search bar's.
    func height(for item: UINavigationItem?) -> CGFloat {
        promptHeight(for: item) + rowHeight + (showsLargeTitle(item) ? BarMetrics.largeTitleExtraHeight : 0)
            + searchBarHeight(for: item)
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: height(for: topItem))
    }

    /// The appearance the bar draws (see the type's discussion).
    final var cellSnapDrawnAppearance: UINavigationBarAppearance {
        let item = topItem
        let compact = traitCollection.verticalSizeClass == .compact
        let standard =
            (compact ? item?.compactAppearance ?? compactAppearance : nil) ?? item?.standardAppearance
            ?? standardAppearance
        guard cellSnapIsManaged else { return standard }
        let edge =
            (compact ? item?.compactScrollEdgeAppearance ?? compactScrollEdgeAppearance : nil)
            ?? item?.scrollEdgeAppearance ?? scrollEdgeAppearance
        return edge ?? standard.cellSnapTransparentCopy()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let appearance = cellSnapDrawnAppearance
        refusals.reset()
        background.install(appearance, in: self, shadowAtTop: false)
        layoutTitles(appearance)
        layoutPrompt(of: topItem)
        for view in itemViews { view.removeFromSuperview() }
        itemViews = []
        let item = topItem
        let isRightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let margin = BarMetrics.margin(traitCollection, width: bounds.width)
        let left = safeAreaInsets.left + margin, right = safeAreaInsets.right + margin
        // Items run from the bar's edges inwards, leading items on the leading side.
        var leading = isRightToLeft ? right : left, trailing = isRightToLeft ? left : right
        for barItem in (item?.rightBarButtonItems ?? []) where !barItem.isHidden {
            trailing += place(barItem, appearance, from: trailing, leadingSide: isRightToLeft) + BarMetrics.itemSpacing
        }
        if cellSnapShowsBackButton {
            let back = layoutBackButton(
                appearance, from: isRightToLeft ? safeAreaInsets.right : safeAreaInsets.left,
                limit: backButtonLimit(trailing: trailing, margins: isRightToLeft ? (right, left) : (left, right)),
                into: &itemViews)
            refusals.note(back.refusal)
            leading = max(leading, back.end + BarMetrics.itemSpacing)
        }
        for barItem in (item?.leftBarButtonItems ?? []) where !barItem.isHidden {
            leading += place(barItem, appearance, from: leading, leadingSide: !isRightToLeft) + BarMetrics.itemSpacing
        }
        let titleLeft = isRightToLeft ? trailing : leading
        let titleRight = bounds.width - (isRightToLeft ? leading : trailing)
        placeInlineTitle(
            left: titleLeft, right: titleRight, margins: (left, right), offset: appearance.titlePositionAdjustment)
        placeTitleView(of: item, left: titleLeft, right: titleRight)
        let search = placeSearchBar(of: item, left: left, right: right)
        refusals.note(search.refusal)
        if let view = search.view { itemViews.append(view) }
    }

    /// The inline title between the items at `left` and `right`: centred between the bar's
    /// margins (`margins`, insets from its sides), in a label narrowed by the same amount on both
    /// sides until it clears the items, or, when its text is wider than that, centred between the
    /// items and truncated there, as UIKit moves a long title off the centre; moved by the
    /// appearance's `titlePositionAdjustment`.
    private func placeInlineTitle(
        left: CGFloat, right: CGFloat, margins: (left: CGFloat, right: CGFloat), offset: UIOffset
    ) {
        let scale = max(1, traitCollection.displayScale)
        let overlap = max(0, left - margins.left, bounds.width - margins.right - right)
        let inset = (overlap * scale).rounded(.up) / scale
        var span = (minX: margins.left + inset, width: max(0, bounds.width - margins.left - margins.right - 2 * inset))
        let text = titleLabel.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: rowHeight))
        if text.width > span.width { span = (minX: left, width: max(0, right - left)) }
        titleLabel.frame.origin.x = span.minX + offset.horizontal
        titleLabel.frame.size.width = span.width
    }

    /// How far from the leading edge the back button's title may reach: to the gap before the
    /// inline title (its text centred between the `margins`, leading then trailing) or title view,
    /// and before the trailing items, which end `trailing` points from the trailing edge. The
    /// inline title counts while the large title shows it hidden: iOS leaves it its room (a
    /// pushed screen under a large title shows "Back" where the previous title does not fit
    /// beside its inline title, in iOS screenshots of such an app at 375 pt).
    private func backButtonLimit(trailing: CGFloat, margins: (leading: CGFloat, trailing: CGFloat)) -> CGFloat {
        let beforeItems = bounds.width - trailing
        let item = topItem
        var titleWidth: CGFloat = 0
        if let view = item?.titleView, !showsLargeTitle(item) {
            titleWidth = view.bounds.width > 0 ? view.bounds.width : view.sizeThatFits(bounds.size).width
        } else if let title = item?.title, !title.isEmpty {
            // While the large title shows, the inline label holds no text: measure the title in its font.
            var inline = titleLabel
            if titleLabel.text == nil {
                inline = UILabel()
                inline.font = titleLabel.font
                inline.text = title
            }
            titleWidth = inline.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: rowHeight)).width
        }
        guard titleWidth > 0 else { return beforeItems }
        let titleStart = margins.leading + (bounds.width - margins.leading - margins.trailing - titleWidth) / 2
        return min(beforeItems, titleStart - BarMetrics.itemSpacing)
    }

    /// The item's `titleView` in place of its inline title: at its frame's size (its fitting size
    /// when its frame is empty), no taller than the row, centred in the bar and moved in, then
    /// narrowed, to fit between the items at `left` and `right`, as UIKit places it.
    private func placeTitleView(of item: UINavigationItem?, left: CGFloat, right: CGFloat) {
        guard let view = item?.titleView, !showsLargeTitle(item) else { return }
        titleLabel.text = nil
        titleLabel.attributedText = nil
        var size = view.bounds.size
        if size.width <= 0 || size.height <= 0 { size = view.sizeThatFits(bounds.size) }
        let width = min(max(0, size.width), max(0, right - left))
        let height = min(max(0, size.height), rowHeight)
        let x = min(max((bounds.width - width) / 2, left), right - width)
        view.frame = CGRect(x: x, y: rowTop + (rowHeight - height) / 2, width: width, height: height)
        addSubview(view)
        itemViews.append(view)
    }

    /// The inline or large title in `appearance`'s attributes (17 pt semibold and 34 pt bold in
    /// the label colour by default; white for a `.black` bar style).
    private func layoutTitles(_ appearance: UINavigationBarAppearance) {
        let item = topItem
        let large = showsLargeTitle(item)
        let row = rowHeight
        let margin = BarMetrics.margin(traitCollection, width: bounds.width)
        // The title and items keep the margin inside the safe area's sides (landscape's sensor housing).
        let left = safeAreaInsets.left + margin, right = safeAreaInsets.right + margin
        let title = item?.title ?? ""
        let color: UIColor = barStyle == .default ? .label : .white
        refusals.note(
            BarText.apply(
                appearance.titleTextAttributes, to: titleLabel, text: large ? nil : title,
                font: .systemFont(ofSize: 17, weight: .semibold), color: color,
                call: "UINavigationBarAppearance.titleTextAttributes"))
        let offset = appearance.titlePositionAdjustment
        let metrics: UIBarMetrics = traitCollection.verticalSizeClass == .compact ? .compact : .default
        titleLabel.frame = CGRect(
            x: left + offset.horizontal, y: rowTop + offset.vertical + titleVerticalPositionAdjustment(for: metrics),
            width: max(0, bounds.width - left - right), height: row)
        refusals.note(
            BarText.apply(
                appearance.largeTitleTextAttributes, to: largeTitleLabel, text: large ? item?.largeTitle ?? title : nil,
                font: .systemFont(ofSize: 34, weight: .bold), color: color,
                call: "UINavigationBarAppearance.largeTitleTextAttributes"))
        refusals.note(item?.cellSnapTitleRefusal(large: large))
        largeTitleLabel.textAlignment = effectiveUserInterfaceLayoutDirection == .rightToLeft ? .right : .left
        largeTitleLabel.frame = CGRect(x: left, y: rowTop + row, width: max(0, bounds.width - left - right), height: 41)
    }

    /// Adds the view of `item` `offset` points in from the left or right edge; returns its width.
    private func place(
        _ item: UIBarButtonItem, _ appearance: UINavigationBarAppearance, from offset: CGFloat, leadingSide left: Bool
    ) -> CGFloat {
        AppearanceRegistry.apply(to: item, in: self)
        let (view, refusal) = item.cellSnapBarView(
            tint: item.tintColor ?? tintColor, appearance: appearance.buttonAppearance(for: item.style))
        refusals.note(refusal)
        let size = item.cellSnapBarSize(of: view)
        let width = max(0, size.width), height = max(0, size.height)
        view.frame = CGRect(
            x: left ? offset : bounds.width - offset - width, y: rowTop + (rowHeight - height) / 2, width: width,
            height: height)
        addSubview(view)
        itemViews.append(view)
        return width
    }

    override func cellSnapContent(traits: Traits) throws -> ViewTree.Content {
        if let refusal = refusals.first { throw refusal }
        return try super.cellSnapContent(traits: traits)
    }

    /// Writes a legacy property into the standard and compact appearances, as UIKit does.
    private func applyLegacy(_ change: (UINavigationBarAppearance) -> Void) {
        change(storedStandardAppearance)
        if let compactAppearance { change(compactAppearance) }
        setNeedsLayout()
    }

    /// The legacy background: the bar style's material (or an opaque colour when not translucent),
    /// the bar tint colour, the background image with its shadow image.
    private func applyLegacyBackground() {
        let style = barStyle
        let translucent = isTranslucent
        let tint = barTintColor
        let image = legacyBackgroundImages[.default]
        let shadow = shadowImage
        applyLegacy { appearance in
            if translucent {
                appearance.configureWithDefaultBackground()
                if style != .default { appearance.backgroundEffect = UIBlurEffect(style: .systemChromeMaterialDark) }
            } else {
                appearance.configureWithOpaqueBackground()
                if style != .default { appearance.backgroundColor = .black }
            }
            if let tint { appearance.backgroundColor = tint }
            appearance.backgroundImage = image
            if image != nil, let shadow { appearance.shadowImage = shadow }
        }
    }
}

/// What a navigation bar tells its delegate, as UIKit's `UINavigationBarDelegate` (every
/// requirement optional).
@preconcurrency @MainActor public protocol UINavigationBarDelegate: UIBarPositioningDelegate {
    func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool
    func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem)
    func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool
    func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem)
}

extension UINavigationBarDelegate {
    public func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool { true }
    public func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem) {}
    public func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool { true }
    public func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem) {}
}
