import CellModel

/// A cell's background, as UIKit's `UIBackgroundConfiguration`: colour and colour transformer,
/// corner radius, insets, stroke, and a blur drawn as its material's flat colour. A colour left `nil` is the factory's default for the state
/// (system gray 4 when a list cell is selected, for example), as in UIKit. It converts to
/// CellModel's `BackgroundConfiguration`.
///
/// ```swift
/// var background = UIBackgroundConfiguration.listGroupedCell()
/// background.backgroundColor = .systemYellow
/// background.cornerRadius = 8
/// ```
public struct UIBackgroundConfiguration: Hashable {
    let base: BackgroundConfiguration
    var stateDefaults: BackgroundConfiguration

    /// The colour; `nil` is the default colour of the factory for the state. `clear()` starts with
    /// a clear colour, and there `nil` is the view's tint colour, as in UIKit.
    public var backgroundColor: UIColor? {
        get { storedColor ?? (base.kind == .clear && !usesTintColor ? .clear : nil) }
        set {
            storedColor = newValue
            usesTintColor = newValue == nil && base.kind == .clear
        }
    }
    /// The colour you set; `nil` when you set none (or set `nil`).
    private var storedColor: UIColor?
    /// Whether the background is the view's tint colour: a `clear()` background whose colour was set to `nil`.
    private var usesTintColor = false
    public var backgroundColorTransformer: UIConfigurationColorTransformer?
    public var cornerRadius: CGFloat { didSet { setsCornerRadius = true } }
    /// Whether a corner radius was set (a button's `.dynamic` corner style takes it then).
    private(set) var setsCornerRadius = false
    public var backgroundInsets: NSDirectionalEdgeInsets
    /// Not drawn: any edge is reported as an error when the cell is converted.
    public var edgesAddingLayoutMarginsToBackgroundInsets: NSDirectionalRectEdge = []
    public var strokeColor: UIColor?
    public var strokeColorTransformer: UIConfigurationColorTransformer?
    public var strokeWidth: CGFloat = 0
    /// Not drawn: a non-zero outset is reported as an error when the cell is converted.
    public var strokeOutset: CGFloat = 0
    /// A view drawn over the background colour inside the insets, laid out by its constraints at
    /// the background's size.
    public var customView: UIView?

    init(_ base: BackgroundConfiguration) {
        self.base = base
        stateDefaults = base
        cornerRadius = CGFloat(base.cornerRadius)
        backgroundInsets = NSDirectionalEdgeInsets(base.backgroundInsets)
    }

    /// A plain list's cell.
    public static func listPlainCell() -> Self { Self(.listPlainCell()) }
    /// A grouped list's cell.
    public static func listGroupedCell() -> Self { Self(.listGroupedCell()) }
    /// A sidebar's cell.
    public static func listSidebarCell() -> Self { Self(.listSidebarCell()) }
    /// A plain list's header or footer.
    public static func listPlainHeaderFooter() -> Self { Self(.listPlainHeaderFooter()) }
    /// A grouped list's header or footer.
    public static func listGroupedHeaderFooter() -> Self { Self(.listGroupedHeaderFooter()) }
    /// No background.
    public static func clear() -> Self { Self(.clear()) }
    /// iOS 18's list cell, which adapts to its list; outside a list (as here) a plain list's cell.
    public static func listCell() -> Self { Self(.listPlainCell()) }
    /// iOS 18's list header, which adapts to its list; outside a list (as here) a plain list's.
    public static func listHeader() -> Self { Self(.listPlainHeaderFooter()) }
    /// iOS 18's list footer, which adapts to its list; outside a list (as here) a plain list's.
    public static func listFooter() -> Self { Self(.listPlainHeaderFooter()) }

    @available(
        *, unavailable,
        message: "CellSnap has no look for the accompanied sidebar cell's background yet; use listSidebarCell()"
    )
    public static func listAccompaniedSidebarCell() -> Self { fatalError() }
    @available(*, unavailable, message: "CellSnap has no look for the sidebar header's background yet; use clear()")
    public static func listSidebarHeader() -> Self { fatalError() }
    @available(*, unavailable, message: "CellSnap does not draw background images yet")
    public var image: UIImage? {
        get { nil }
        set {}
    }
    /// A blur drawn as its material's flat colour (``UIBlurEffect/Style/cellSnapFlatFill``, an
    /// approximation: CellSnap draws no blur) where the background has no colour of its own or a
    /// clear one; an opaque colour covers it, as in UIKit. Under a translucent colour, or a
    /// `UIVibrancyEffect`, it is an error naming it when the cell is converted.
    public var visualEffect: UIVisualEffect?

    /// The background in `state`: what you did not set takes the state's default look.
    public func updated(for state: any UIConfigurationState) -> Self {
        var updated = self
        updated.stateDefaults = base.updated(for: state.cellSnapState)
        return updated
    }

    /// The colour drawn, given the view's tint colour: ``backgroundColor`` (or the state's default)
    /// through the transformer; `nil` is transparent.
    public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor {
        guard let color = usesTintColor ? tintColor : storedColor ?? stateDefaults.backgroundColor.map(UIColor.init)
        else { return .clear }
        return backgroundColorTransformer.map { $0(color) } ?? color
    }

    /// The stroke colour drawn, given the view's tint colour.
    public func resolvedStrokeColor(for tintColor: UIColor) -> UIColor {
        guard let color = strokeColor else { return .clear }
        return strokeColorTransformer.map { $0(color) } ?? color
    }

    /// CellModel's background before any state update, and the background as this one looks now.
    @MainActor func cellSnapModels(traits: Traits, tintColor: UIColor = .tintColor) throws -> (
        unupdated: BackgroundConfiguration, looks: BackgroundConfiguration
    ) {
        if strokeOutset != 0 {
            throw CellSnapUIKitError(
                call: "UIBackgroundConfiguration.strokeOutset", reason: "strokes are drawn inside the background")
        }
        if !edgesAddingLayoutMarginsToBackgroundInsets.isEmpty {
            throw CellSnapUIKitError(
                call: "UIBackgroundConfiguration.edgesAddingLayoutMarginsToBackgroundInsets",
                reason: "background insets are drawn as given")
        }
        var unupdated = base
        unupdated.cornerRadius = Double(cornerRadius)
        unupdated.backgroundInsets = backgroundInsets.model
        unupdated.strokeWidth = Double(strokeWidth)
        if strokeColor != nil {
            unupdated.strokeColor = resolvedStrokeColor(for: .tintColor).cellSnapColor(traits: traits)
        }
        if let customView {
            // The view, laid out by its constraints at the background's size, over the colour.
            unupdated.customView = AnyContentConfiguration(
                ViewContentConfiguration(
                    tree: try .capturing(
                        root: customView, traits: traits,
                        // A cell's background views take the cell's size in their layout pass.
                        alwaysRunsPass: customView is CellBackgroundViews)))
        }
        var looks = unupdated
        if storedColor != nil || usesTintColor || backgroundColorTransformer != nil {
            let current = usesTintColor ? tintColor : storedColor ?? stateDefaults.backgroundColor.map(UIColor.init)
            let drawn = current.map { color in backgroundColorTransformer.map { transform in transform(color) } ?? color
            }
            unupdated.backgroundColor = drawn?.cellSnapColor(traits: traits)
            looks.backgroundColor = unupdated.backgroundColor
        } else {
            looks.backgroundColor = stateDefaults.backgroundColor
        }
        if let visualEffect {
            guard let blur = visualEffect as? UIBlurEffect else {
                throw CellSnapUIKitError(
                    call: "UIBackgroundConfiguration.visualEffect = \(type(of: visualEffect))",
                    reason: "only blurs are drawn, as their material's flat colour")
            }
            unupdated.backgroundColor = try Self.color(unupdated.backgroundColor, over: blur, traits: traits)
            looks.backgroundColor = try Self.color(looks.backgroundColor, over: blur, traits: traits)
        }
        return (unupdated, looks)
    }

    /// What a background of `color` over `blur` draws: the blur's flat fill where the colour is
    /// missing or clear, the colour where it is opaque.
    private static func color(_ color: DynamicColor?, over blur: UIBlurEffect, traits: Traits) throws -> DynamicColor {
        guard let color else { return blur.style.cellSnapFlatFill }
        let alpha = color.resolved(for: traits.colorAppearance).alpha
        if alpha == 0 { return blur.style.cellSnapFlatFill }
        if alpha == 1 { return color }
        throw CellSnapUIKitError(
            call: "UIBackgroundConfiguration.visualEffect under a translucent backgroundColor",
            reason: "the blur is drawn as a flat colour, which a translucent colour cannot be blended over")
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.base == rhs.base && lhs.stateDefaults == rhs.stateDefaults && lhs.storedColor == rhs.storedColor
            && lhs.usesTintColor == rhs.usesTintColor
            && (lhs.backgroundColorTransformer == nil) == (rhs.backgroundColorTransformer == nil)
            && lhs.cornerRadius == rhs.cornerRadius
            && lhs.backgroundInsets == rhs.backgroundInsets && lhs.strokeColor == rhs.strokeColor
            && lhs.strokeWidth == rhs.strokeWidth
            && lhs.strokeOutset == rhs.strokeOutset && lhs.customView === rhs.customView
            && lhs.visualEffect === rhs.visualEffect
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(base)
        hasher.combine(storedColor)
        hasher.combine(usesTintColor)
    }
}
