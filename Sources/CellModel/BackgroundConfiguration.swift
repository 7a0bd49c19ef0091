import Primitives

/// A cell's background, as `UIBackgroundConfiguration`.
public struct BackgroundConfiguration: Hashable, Codable, Sendable {
    /// Which of UIKit's default backgrounds this started from.
    public enum Kind: String, Hashable, Codable, Sendable {
        case listPlainCell, listGroupedCell, listSidebarCell, listPlainHeaderFooter, listGroupedHeaderFooter, clear
    }

    /// A change applied to the background colour, as `backgroundColorTransformer` (closures are not Codable).
    public enum ColorTransform: Hashable, Codable, Sendable {
        case none
        case grayscale
        /// Replaces the colour with the tint colour.
        case preferredTint
        /// Multiplies the alpha.
        case alpha(Double)

        /// The transform applied to `color`; `tint` is the tint colour `preferredTint` paints.
        func apply(to color: Color, tint: Color) -> Color {
            switch self {
            case .none: color
            case .grayscale:
                { grey in Color(red: grey, green: grey, blue: grey, alpha: color.alpha) }(
                    0.299 * color.red + 0.587 * color.green + 0.114 * color.blue)
            case .preferredTint: tint
            case .alpha(let factor): color.withAlpha(color.alpha * factor)
            }
        }
    }

    public var kind: Kind
    /// `nil` is transparent.
    public var backgroundColor: DynamicColor?
    public var colorTransform: ColorTransform
    public var cornerRadius: Double
    public var strokeColor: DynamicColor?
    public var strokeWidth: Double
    public var backgroundInsets: DirectionalEdgeInsets
    /// The shadow drawn around the background, as iOS 18's `shadowProperties`; none by default.
    public var shadowProperties: ShadowProperties
    /// A view of your own drawn over the colour, inside the insets: a custom content configuration
    /// (CellSnapUIKit makes one from `UIBackgroundConfiguration.customView`); specs cannot describe one.
    public var customView: AnyContentConfiguration?

    private init(
        kind: Kind, color: DynamicColor?, cornerRadius: Double = 0,
        insets: DirectionalEdgeInsets = DirectionalEdgeInsets()
    ) {
        self.kind = kind
        self.backgroundColor = color
        self.colorTransform = .none
        self.cornerRadius = cornerRadius
        self.strokeColor = nil
        self.strokeWidth = 0
        self.backgroundInsets = insets
        self.shadowProperties = ShadowProperties()
        self.customView = nil
    }

    /// A plain list's cell: the system background.
    public static func listPlainCell() -> Self { Self(kind: .listPlainCell, color: .semantic(.systemBackground)) }
    /// A grouped list's cell: the secondary grouped background.
    public static func listGroupedCell() -> Self {
        Self(kind: .listGroupedCell, color: .semantic(.secondarySystemGroupedBackground))
    }
    /// A sidebar row: clear until selected, then a rounded tint inset from the edges.
    public static func listSidebarCell() -> Self {
        Self(
            kind: .listSidebarCell, color: nil, cornerRadius: 10,
            insets: DirectionalEdgeInsets(leading: 10, trailing: 10))
    }
    /// A plain list's header or footer.
    public static func listPlainHeaderFooter() -> Self {
        Self(kind: .listPlainHeaderFooter, color: .semantic(.systemBackground))
    }
    /// A grouped list's header or footer: clear over the grouped background.
    public static func listGroupedHeaderFooter() -> Self { Self(kind: .listGroupedHeaderFooter, color: nil) }
    /// No background.
    public static func clear() -> Self { Self(kind: .clear, color: nil) }

    /// The corner radius of a lifted cell's platter (UIKit's drag preview of a list cell).
    public static let liftedCornerRadius = 10.0
    /// The width of the focus halo, drawn in the tint colour just inside the background's edge.
    public static let focusHaloWidth = 3.0

    /// The background in `state`, as UIKit's list backgrounds change:
    /// - highlighted, selected or a targeted drop (``CellDropState/targeted``): list cells turn
    ///   system gray 4, sidebar rows take the tint colour (not when disabled); a cell that is not
    ///   targeted (``CellDropState/notTargeted``) looks as it does normally, as in UIKit;
    /// - lifted (``CellState/isLifted``: being dragged or reordered): a platter with rounded
    ///   corners and a soft shadow, opaque even where the background was clear;
    /// - focused: the focus halo, a tint-coloured ring inside the background's edge, in place of
    ///   its stroke (`UIFocusHaloEffect` around the cell's shape).
    public func updated(for state: CellState) -> Self {
        var updated = self
        if state.showsHighlight, !state.isDisabled {
            switch kind {
            case .listPlainCell, .listGroupedCell: updated.backgroundColor = .semantic(.systemGray4)
            case .listSidebarCell: updated.backgroundColor = .semantic(.tint)
            case .listPlainHeaderFooter, .listGroupedHeaderFooter, .clear: break
            }
        }
        if state.isLifted {
            updated.backgroundColor = updated.backgroundColor ?? .semantic(.secondarySystemGroupedBackground)
            updated.cornerRadius = max(cornerRadius, Self.liftedCornerRadius)
            updated.shadowProperties = .lifted
        }
        if state.isFocused {
            updated.strokeColor = .semantic(.tint)
            updated.strokeWidth = Self.focusHaloWidth
        }
        return updated
    }

    /// The colour painted in `appearance` in `theme`'s look (its palette's tint and system
    /// colours), after the transform; `nil` when transparent.
    public func resolvedColor(in theme: Theme, for appearance: ColorAppearance) -> Color? {
        backgroundColor.map {
            colorTransform.apply(
                to: theme.resolve($0, for: appearance), tint: theme.resolve(.semantic(.tint), for: appearance))
        }
    }
}

/// A shadow around a background, as `UIShadowProperties`: its colour and opacity, how far it
/// blurs and how far it is offset. An opacity of 0 draws none.
public struct ShadowProperties: Hashable, Codable, Sendable {
    public var color: DynamicColor
    public var opacity: Double
    /// The blur radius, in points, as a layer's `shadowRadius`: drawn as a Gaussian blur of that
    /// standard deviation, which fades out some three radii beyond the shape.
    public var radius: Double
    /// How far the shadow is moved, in points (positive `height` is downwards).
    public var offset: Size

    /// Creates shadow properties; by default there is no shadow.
    public init(color: DynamicColor = .fixed(.black), opacity: Double = 0, radius: Double = 0, offset: Size = .zero) {
        self.color = color
        self.opacity = opacity
        self.radius = radius
        self.offset = offset
    }

    /// The shadow of a lifted cell's platter.
    public static let lifted = ShadowProperties(opacity: 0.2, radius: 8, offset: Size(width: 0, height: 2))
}

extension CellState {
    /// Whether the cell is lifted off its list: being dragged (lifting or dragging) or reordered.
    public var isLifted: Bool { dragState != .none || isReordering }

    /// Whether UIKit's configurations draw the cell highlighted: selected, highlighted, or the
    /// target of a drop (``CellDropState/targeted``).
    public var showsHighlight: Bool { isSelected || isHighlighted || dropState == .targeted }
}
