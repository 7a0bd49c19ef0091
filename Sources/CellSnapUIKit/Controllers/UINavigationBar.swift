import CellModel

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
/// on an iPhone held upright. At rest, at the top of its content, iOS 15 and later draw the bar
/// without a background (its scroll-edge appearance), and so does CellSnap.
@preconcurrency @MainActor open class UINavigationBar: UIView {

    open var items: [UINavigationItem]? {
        didSet { setNeedsLayout() }
    }
    open var topItem: UINavigationItem? { items?.last }
    open var backItem: UINavigationItem? { (items?.count ?? 0) > 1 ? items?[items!.count - 2] : nil }
    /// Whether the first item's title is drawn large (when its mode is `.automatic`).
    open var prefersLargeTitles = false {
        didSet { setNeedsLayout() }
    }
    open var isTranslucent = true
    open var barTintColor: UIColor?

    private let titleLabel = UILabel()
    private let largeTitleLabel = UILabel()
    private var itemViews: [UIView] = []

    public override init(frame: CGRect) {
        super.init(frame: frame)
        titleLabel.font = .systemFont(ofSize: 17, weight: .semibold)
        titleLabel.textAlignment = .center
        largeTitleLabel.font = .systemFont(ofSize: 34, weight: .bold)
        addSubview(titleLabel)
        addSubview(largeTitleLabel)
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Whether `item` is drawn with a large title.
    func showsLargeTitle(_ item: UINavigationItem?) -> Bool {
        guard let item, BarMetrics.showsLargeTitles(traitCollection) else { return false }
        switch item.largeTitleDisplayMode {
        case .always: return true
        case .never, .inline: return false
        case .automatic: return prefersLargeTitles
        }
    }

    /// The height of the bar's row of items for its traits (``BarMetrics``).
    var rowHeight: CGFloat { BarMetrics.barHeight(traitCollection) }

    /// The bar's height for `item`: its row, and 52 pt more with a large title.
    func height(for item: UINavigationItem?) -> CGFloat {
        rowHeight + (showsLargeTitle(item) ? BarMetrics.largeTitleExtraHeight : 0)
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: height(for: topItem))
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let item = topItem
        let large = showsLargeTitle(item)
        let isRightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let row = rowHeight
        let safe = safeAreaInsets
        let margin = BarMetrics.margin(traitCollection, width: bounds.width)
        // The title and items keep the margin inside the safe area's sides (landscape's sensor housing).
        let left = safe.left + margin, right = safe.right + margin
        let title = item?.title ?? ""
        titleLabel.text = large ? nil : title
        titleLabel.frame = CGRect(x: left, y: 0, width: max(0, bounds.width - left - right), height: row)
        largeTitleLabel.text = large ? title : nil
        largeTitleLabel.textAlignment = isRightToLeft ? .right : .left
        largeTitleLabel.frame = CGRect(x: left, y: row, width: max(0, bounds.width - left - right), height: 41)
        for view in itemViews { view.removeFromSuperview() }
        itemViews = []
        // Items run from the bar's edges inwards, leading items on the leading side.
        var leading = isRightToLeft ? right : left, trailing = isRightToLeft ? left : right
        for barItem in (item?.leftBarButtonItems ?? []) where !barItem.isHidden {
            leading += place(barItem, from: leading, leadingSide: !isRightToLeft) + 8
        }
        for barItem in (item?.rightBarButtonItems ?? []) where !barItem.isHidden {
            trailing += place(barItem, from: trailing, leadingSide: isRightToLeft) + 8
        }
    }

    /// Adds the view of `item` `offset` points in from the left or right edge; returns its width.
    private func place(_ item: UIBarButtonItem, from offset: CGFloat, leadingSide left: Bool) -> CGFloat {
        let view = item.cellSnapBarView(tint: item.tintColor ?? tintColor)
        let size = view.intrinsicContentSize
        let width = max(0, size.width), height = max(0, size.height)
        view.frame = CGRect(
            x: left ? offset : bounds.width - offset - width, y: (rowHeight - height) / 2, width: width,
            height: height)
        addSubview(view)
        itemViews.append(view)
        return width
    }
}

/// The bar at the bottom of a navigation controller, as UIKit's `UIToolbar`: its items in the tint colour.
@preconcurrency @MainActor open class UIToolbar: UIView {
    open var items: [UIBarButtonItem]? {
        didSet { setNeedsLayout() }
    }
    private var itemViews: [UIView] = []

    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) { self.items = items }

    open override func layoutSubviews() {
        super.layoutSubviews()
        for view in itemViews { view.removeFromSuperview() }
        itemViews = (items ?? []).filter { !$0.isHidden }.map { $0.cellSnapBarView(tint: $0.tintColor ?? tintColor) }
        // Flexible spaces share what the other items leave, as UIKit's toolbar lays them out.
        let fixed = itemViews.reduce(CGFloat(0)) { $0 + max(0, $1.intrinsicContentSize.width) }
        let flexible = (items ?? []).filter { $0.systemItem == .flexibleSpace }.count
        let margin: CGFloat = 16
        let free = max(0, bounds.width - 2 * margin - fixed)
        var x = margin
        for (item, view) in zip((items ?? []).filter { !$0.isHidden }, itemViews) {
            if item.systemItem == .flexibleSpace { x += flexible > 0 ? free / CGFloat(flexible) : 0 }
            if item.systemItem == .fixedSpace { x += item.width }
            let size = view.intrinsicContentSize
            view.frame = CGRect(
                x: x, y: (min(bounds.height, 44) - max(0, size.height)) / 2, width: max(0, size.width),
                height: max(0, size.height))
            addSubview(view)
            x += max(0, size.width)
        }
    }
}

/// The bar of tabs at the bottom of a tab bar controller, as UIKit's `UITabBar`: each item's symbol
/// above its title (10 pt medium), the selected one in the tint colour, the others in gray, over
/// the bar's material with a hairline at its top.
@preconcurrency @MainActor open class UITabBar: UIView {
    open var items: [UITabBarItem]? {
        didSet { setNeedsLayout() }
    }
    open var selectedItem: UITabBarItem? {
        didSet { setNeedsLayout() }
    }
    open var unselectedItemTintColor: UIColor?
    private var itemViews: [UIView] = []

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .cellSnapBarBackground
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        for view in itemViews { view.removeFromSuperview() }
        itemViews = []
        let hairline = UIView(frame: CGRect(x: 0, y: 0, width: bounds.width, height: 1 / 3))
        hairline.backgroundColor = .separator
        addSubview(hairline)
        itemViews.append(hairline)
        let items = self.items ?? []
        guard !items.isEmpty else { return }
        // The tabs share the width inside the safe area's sides (landscape's sensor housing).
        let safe = safeAreaInsets
        let width = max(0, bounds.width - safe.left - safe.right) / CGFloat(items.count)
        let ordered = effectiveUserInterfaceLayoutDirection == .rightToLeft ? items.reversed() : items
        for (index, item) in ordered.enumerated() {
            let color: UIColor = item === selectedItem ? tintColor : (unselectedItemTintColor ?? .systemGray)
            let image = UIImageView(image: (item === selectedItem ? item.selectedImage : nil) ?? item.image)
            image.tintColor = color
            image.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 24)
            image.contentMode = .center
            image.frame = CGRect(x: safe.left + CGFloat(index) * width, y: 4, width: width, height: 28)
            let label = UILabel()
            label.text = item.title
            label.font = .systemFont(ofSize: 10, weight: .medium)
            label.textColor = color
            label.textAlignment = .center
            label.frame = CGRect(x: safe.left + CGFloat(index) * width, y: 33, width: width, height: 12)
            for view in [image, label] {
                addSubview(view)
                itemViews.append(view)
            }
        }
    }
}

extension UIBarButtonItem {
    /// The view a bar draws for the item: its custom view, its image (a symbol at 17 pt, as a
    /// bar's symbols are drawn) or its title in 17 pt (semibold for `.done`), in `tint`.
    func cellSnapBarView(tint: UIColor) -> UIView {
        if let customView { return customView }
        if let image {
            let view = UIImageView(image: image)
            view.tintColor = tint
            view.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 17, weight: .regular)
            view.frame.size = view.intrinsicContentSize
            return view
        }
        let label = UILabel()
        label.text = title
        label.font = .systemFont(ofSize: 17, weight: style == .done ? .semibold : .regular)
        label.textColor = isEnabled ? tint : .tertiaryLabel
        return label
    }
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
