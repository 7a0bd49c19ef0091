import CellModel
import Foundation

/// The bar at the bottom of a navigation controller, as UIKit's `UIToolbar`: its items in the tint
/// colour from the leading edge (mirrored in a right-to-left layout), 16 pt in from the bar's edges
/// and 8 pt apart (CellSnap's choice, the navigation bar's gap: no measured figure), flexible spaces
/// sharing what the others leave. It draws the appearance of its state as ``UINavigationBar`` does (at rest, a
/// navigation controller's toolbar is at the scroll edge: its ``scrollEdgeAppearance``, or the
/// standard appearance without background; a toolbar no navigation controller manages draws its
/// standard appearance), with the shadow line at its top. The legacy properties (``barTintColor``,
/// ``barStyle``, ``isTranslucent``, ``setBackgroundImage(_:forToolbarPosition:barMetrics:)``,
/// ``setShadowImage(_:forToolbarPosition:)``) change ``standardAppearance`` and ``compactAppearance``.
@preconcurrency @MainActor open class UIToolbar: UIView, UIBarPositioning {
    open var items: [UIBarButtonItem]? {
        didSet { setNeedsLayout() }
    }
    /// The toolbar's delegate.
    ///
    /// No visible effect: CellSnap places a toolbar where its controller puts it.
    open weak var delegate: (any UIToolbarDelegate)?
    /// Where the bar is: at the bottom.
    open var barPosition: UIBarPosition { .bottom }
    /// The appearance at a standard height.
    open var standardAppearance: UIToolbarAppearance {
        get { storedStandardAppearance }
        set {
            storedStandardAppearance = newValue.copy()
            AppearanceRegistry.note(self, \UIToolbar.standardAppearance)
        }
    }
    /// The appearance at a compact height; `nil` uses ``standardAppearance``.
    open var compactAppearance: UIToolbarAppearance? {
        didSet {
            AppearanceRegistry.note(self, \UIToolbar.compactAppearance)
            if let compactAppearance, compactAppearance !== oldValue {
                self.compactAppearance = compactAppearance.copy()
            }
        }
    }
    /// The appearance at the scroll edge (drawn at rest); `nil` uses the standard one without background.
    open var scrollEdgeAppearance: UIToolbarAppearance? {
        didSet {
            AppearanceRegistry.note(self, \UIToolbar.scrollEdgeAppearance)
            if let scrollEdgeAppearance, scrollEdgeAppearance !== oldValue {
                self.scrollEdgeAppearance = scrollEdgeAppearance.copy()
            }
        }
    }
    /// The appearance at the scroll edge at a compact height; `nil` uses ``scrollEdgeAppearance``.
    open var compactScrollEdgeAppearance: UIToolbarAppearance? {
        didSet {
            AppearanceRegistry.note(self, \UIToolbar.compactScrollEdgeAppearance)
            if let compactScrollEdgeAppearance, compactScrollEdgeAppearance !== oldValue {
                self.compactScrollEdgeAppearance = compactScrollEdgeAppearance.copy()
            }
        }
    }
    /// The legacy bar style: `.black` draws the dark material.
    open var barStyle = UIBarStyle.default {
        didSet {
            applyLegacyBackground()
            AppearanceRegistry.note(self, \UIToolbar.barStyle)
        }
    }
    /// Whether the legacy background is translucent: `false` draws it opaque.
    open var isTranslucent = true {
        didSet {
            applyLegacyBackground()
            AppearanceRegistry.note(self, \UIToolbar.isTranslucent)
        }
    }
    /// The legacy background colour.
    open var barTintColor: UIColor? {
        didSet {
            applyLegacyBackground()
            AppearanceRegistry.note(self, \UIToolbar.barTintColor)
        }
    }

    private var storedStandardAppearance = UIToolbarAppearance()
    private var legacyBackgroundImages: [String: UIImage] = [:]
    private var legacyShadowImages: [UIBarPosition: UIImage] = [:]
    private var itemViews: [UIView] = []
    private var background = BarBackground()
    private var refusals = BarRefusals()
    /// Whether a navigation controller manages the toolbar (which then draws its scroll-edge state).
    final var cellSnapIsManaged = false
    /// How far the background reaches below the toolbar (over the home indicator's strip).
    final var cellSnapBackgroundReach: CGFloat {
        get { background.outsets.bottom }
        set { background.outsets.bottom = newValue }
    }

    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) { self.items = items }

    /// Sets the legacy background image for `topOrBottom` and `barMetrics` (a toolbar at the
    /// bottom draws the image of `.any` or `.bottom` at the default metrics).
    open func setBackgroundImage(
        _ backgroundImage: UIImage?, forToolbarPosition topOrBottom: UIBarPosition, barMetrics: UIBarMetrics
    ) {
        legacyBackgroundImages["\(topOrBottom.rawValue) \(barMetrics.rawValue)"] = backgroundImage
        applyLegacyBackground()
    }

    /// The legacy background image for `topOrBottom` and `barMetrics`.
    open func backgroundImage(forToolbarPosition topOrBottom: UIBarPosition, barMetrics: UIBarMetrics) -> UIImage? {
        legacyBackgroundImages["\(topOrBottom.rawValue) \(barMetrics.rawValue)"]
    }

    /// Sets the legacy shadow image for `topOrBottom`: drawn only with a background image, as UIKit documents.
    open func setShadowImage(_ shadowImage: UIImage?, forToolbarPosition topOrBottom: UIBarPosition) {
        legacyShadowImages[topOrBottom] = shadowImage
        applyLegacyBackground()
    }

    /// The legacy shadow image for `topOrBottom`.
    open func shadowImage(forToolbarPosition topOrBottom: UIBarPosition) -> UIImage? {
        legacyShadowImages[topOrBottom]
    }

    /// The appearance the toolbar draws (see the type's discussion).
    final var cellSnapDrawnAppearance: UIToolbarAppearance {
        let compact = traitCollection.verticalSizeClass == .compact
        let standard = (compact ? compactAppearance : nil) ?? standardAppearance
        guard cellSnapIsManaged else { return standard }
        let edge = (compact ? compactScrollEdgeAppearance : nil) ?? scrollEdgeAppearance
        return edge ?? standard.cellSnapTransparentCopy()
    }

    /// A bar's height for its traits (CellSnap's bar metrics), and no intrinsic width: a toolbar laid out
    /// by constraints without a height constraint is as tall as UIKit makes it.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: BarMetrics.barHeight(traitCollection))
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let appearance = cellSnapDrawnAppearance
        background.install(appearance, in: self, shadowAtTop: true)
        for view in itemViews { view.removeFromSuperview() }
        let shown = (items ?? []).filter { !$0.isHidden }
        refusals.reset()
        itemViews = shown.map {
            AppearanceRegistry.apply(to: $0, in: self)
            let (view, refusal) = $0.cellSnapBarView(
                tint: $0.tintColor ?? tintColor, appearance: appearance.buttonAppearance(for: $0.style))
            refusals.note(refusal)
            return view
        }
        // Flexible spaces share what the other items leave, as UIKit's toolbar lays them out; two
        // items side by side keep the bar's gap (`BarMetrics.itemSpacing`), a space between them
        // takes its place.
        func isSpace(_ item: UIBarButtonItem) -> Bool {
            item.systemItem == .flexibleSpace || item.systemItem == .fixedSpace
        }
        let gapBefore = shown.indices.map { $0 > 0 && !isSpace(shown[$0]) && !isSpace(shown[$0 - 1]) }
        let gaps = CGFloat(gapBefore.filter { $0 }.count) * BarMetrics.itemSpacing
        let spaces = shown.filter { $0.systemItem == .fixedSpace }.reduce(CGFloat(0)) { $0 + max(0, $1.width) }
        let sizes = zip(shown, itemViews).map { item, view in item.cellSnapBarSize(of: view) }
        let fixed = sizes.reduce(CGFloat(0)) { $0 + max(0, $1.width) } + gaps + spaces
        let flexible = shown.filter { $0.systemItem == .flexibleSpace }.count
        let margin: CGFloat = 16
        let free = max(0, bounds.width - 2 * margin - fixed)
        let isRightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        var x = margin
        for (index, (item, view)) in zip(shown, itemViews).enumerated() {
            if gapBefore[index] { x += BarMetrics.itemSpacing }
            if item.systemItem == .flexibleSpace { x += flexible > 0 ? free / CGFloat(flexible) : 0 }
            if item.systemItem == .fixedSpace { x += item.width }
            let size = sizes[index]
            let width = max(0, size.width)
            view.frame = CGRect(
                x: isRightToLeft ? bounds.width - x - width : x, y: (min(bounds.height, 44) - max(0, size.height)) / 2,
                width: width, height: max(0, size.height))
            addSubview(view)
            x += width
        }
    }

    override func cellSnapContent(traits: Traits) throws -> ViewTree.Content {
        if let refusal = refusals.first { throw refusal }
        return try super.cellSnapContent(traits: traits)
    }

    /// Writes the legacy background into the standard and compact appearances, as UIKit does.
    private func applyLegacyBackground() {
        let image =
            legacyBackgroundImages["\(UIBarPosition.bottom.rawValue) 0"]
            ?? legacyBackgroundImages["\(UIBarPosition.any.rawValue) 0"]
        let shadow = legacyShadowImages[.bottom] ?? legacyShadowImages[.any]
        for appearance in [storedStandardAppearance, compactAppearance].compactMap({ $0 }) {
            if isTranslucent {
                appearance.configureWithDefaultBackground()
                if barStyle != .default { appearance.backgroundEffect = UIBlurEffect(style: .systemChromeMaterialDark) }
            } else {
                appearance.configureWithOpaqueBackground()
                if barStyle != .default { appearance.backgroundColor = .black }
            }
            if let barTintColor { appearance.backgroundColor = barTintColor }
            appearance.backgroundImage = image
            if image != nil, let shadow { appearance.shadowImage = shadow }
        }
        setNeedsLayout()
    }
}

/// A toolbar's delegate, as UIKit's `UIToolbarDelegate`.
@preconcurrency @MainActor public protocol UIToolbarDelegate: UIBarPositioningDelegate {}
