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
    /// How far beyond the shape the shadow fades out, in points.
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

/// How the separator below a cell is drawn, as `UIListSeparatorConfiguration`: set on a list for
/// all its cells, and on a cell for that cell (as UIKit's `itemSeparatorHandler` would), where
/// whatever the cell leaves automatic comes from the list.
///
/// ```swift
/// var separator = SeparatorConfiguration()
/// separator.bottomSeparatorInsets = DirectionalEdgeInsets(leading: 0, trailing: 16)   // from the cell's edge
/// separator.bottomSeparatorVisibility = .visible                                        // even below the last cell
/// ```
public struct SeparatorConfiguration: Hashable, Codable, Sendable {
    /// Whether the separator is drawn.
    public enum Visibility: String, Hashable, Codable, Sendable, CaseIterable {
        /// As the list decides: below every cell of a section but the last, never in sidebars.
        case automatic
        case visible
        case hidden
    }

    public var bottomSeparatorVisibility: Visibility
    /// The separator's distances from the cell's leading and trailing edges (top and bottom are
    /// not used). `nil` is UIKit's automatic insets: from the primary text's leading edge (the
    /// image's, when there is no text) to the cell's trailing edge.
    public var bottomSeparatorInsets: DirectionalEdgeInsets?
    /// The separator along the cell's top edge: `.automatic` draws none (a list separates its
    /// rows with the separators below them), `.visible` draws one as the bottom one is drawn.
    public var topSeparatorVisibility: Visibility
    /// The top separator's insets, as ``bottomSeparatorInsets``.
    public var topSeparatorInsets: DirectionalEdgeInsets?
    /// The separator's colour (`UIListSeparatorConfiguration.color`); `nil`, like `.separator`, is
    /// the theme's separator colour, as iOS draws `.separator`.
    public var color: DynamicColor?

    /// ``color`` unless it is the default: `nil` for `.separator`, which the theme draws measured.
    public var drawnColor: DynamicColor? { color == .semantic(.separator) ? nil : color }

    /// Creates a configuration; by default everything is automatic.
    public init(
        bottomSeparatorVisibility: Visibility = .automatic, bottomSeparatorInsets: DirectionalEdgeInsets? = nil,
        topSeparatorVisibility: Visibility = .automatic, topSeparatorInsets: DirectionalEdgeInsets? = nil,
        color: DynamicColor? = nil
    ) {
        self.bottomSeparatorVisibility = bottomSeparatorVisibility
        self.bottomSeparatorInsets = bottomSeparatorInsets
        self.topSeparatorVisibility = topSeparatorVisibility
        self.topSeparatorInsets = topSeparatorInsets
        self.color = color
    }

    /// This configuration where it is set, `list` where it is automatic.
    public func overriding(_ list: SeparatorConfiguration) -> SeparatorConfiguration {
        SeparatorConfiguration(
            bottomSeparatorVisibility: bottomSeparatorVisibility == .automatic
                ? list.bottomSeparatorVisibility : bottomSeparatorVisibility,
            bottomSeparatorInsets: bottomSeparatorInsets ?? list.bottomSeparatorInsets,
            topSeparatorVisibility: topSeparatorVisibility == .automatic
                ? list.topSeparatorVisibility : topSeparatorVisibility,
            topSeparatorInsets: topSeparatorInsets ?? list.topSeparatorInsets, color: color ?? list.color)
    }
}

/// One cell: its content, background, accessories, indentation, swipe actions and state.
public struct ListCell: Hashable, Codable, Sendable {
    public var content: CellContent
    public var background: BackgroundConfiguration
    public var accessories: [CellAccessory]
    public var indentationLevel: Int
    /// `nil` uses the theme's indentation width.
    public var indentationWidth: Double?
    public var indentsAccessories: Bool
    /// Revealed on the leading side when the cell is swiped to the trailing side; a cell whose
    /// state ``CellState/isSwiped`` is set shows them when ``swipeEdge`` is `.leading`.
    public var leadingSwipeActions: SwipeActionsConfiguration?
    /// Revealed on the trailing side when the cell is swiped to the leading side (the usual swipe);
    /// a cell whose state ``CellState/isSwiped`` is set shows them when ``swipeEdge`` is `.trailing`.
    public var trailingSwipeActions: SwipeActionsConfiguration?
    /// Which actions the swiped state reveals (trailing, the usual swipe, by default). A swiped
    /// cell without actions on that edge is drawn unswiped, as UIKit does not move it.
    public var swipeEdge: SwipeEdge
    /// Whether the swiped state is a full swipe: the content leaves the row and, when the revealed
    /// configuration performs its first action with a full swipe, that action fills the row.
    public var isFullSwipe: Bool
    /// The separator below the cell; what it leaves automatic comes from its list.
    public var separatorConfiguration: SeparatorConfiguration
    public var state: CellState
    /// Changes made when the state matches, after the automatic update (``configured``).
    public var rules: [ConfigurationRule] = []
    /// Accessibility the app's code set, over what ``AccessibilityReading`` derives.
    public var accessibility = AccessibilityOverrides()

    /// Creates a cell; the background defaults to a plain list cell's.
    public init(
        content: CellContent, background: BackgroundConfiguration = .listPlainCell(), accessories: [CellAccessory] = [],
        indentationLevel: Int = 0, indentationWidth: Double? = nil, indentsAccessories: Bool = true,
        leadingSwipeActions: SwipeActionsConfiguration? = nil, trailingSwipeActions: SwipeActionsConfiguration? = nil,
        swipeEdge: SwipeEdge = .trailing, isFullSwipe: Bool = false,
        separatorConfiguration: SeparatorConfiguration = SeparatorConfiguration(),
        state: CellState = CellState()
    ) {
        self.content = content
        self.background = background
        self.accessories = accessories
        self.indentationLevel = indentationLevel
        self.indentationWidth = indentationWidth
        self.indentsAccessories = indentsAccessories
        self.leadingSwipeActions = leadingSwipeActions
        self.trailingSwipeActions = trailingSwipeActions
        self.swipeEdge = swipeEdge
        self.isFullSwipe = isFullSwipe
        self.separatorConfiguration = separatorConfiguration
        self.state = state
    }

    /// Creates a cell that shows a list content configuration.
    public init(
        content: ListContentConfiguration, background: BackgroundConfiguration = .listPlainCell(),
        accessories: [CellAccessory] = [],
        indentationLevel: Int = 0, indentationWidth: Double? = nil, indentsAccessories: Bool = true,
        trailingSwipeActions: SwipeActionsConfiguration? = nil, state: CellState = CellState()
    ) {
        self.init(
            content: .list(content), background: background, accessories: accessories,
            indentationLevel: indentationLevel,
            indentationWidth: indentationWidth, indentsAccessories: indentsAccessories,
            trailingSwipeActions: trailingSwipeActions, state: state)
    }

    /// The actions on `edge`, when there are any.
    public func swipeActions(on edge: SwipeEdge) -> SwipeActionsConfiguration? {
        let configuration = edge == .leading ? leadingSwipeActions : trailingSwipeActions
        return configuration?.actions.isEmpty == false ? configuration : nil
    }

    /// The cell with its content and background updated for its state, as UIKit does
    /// automatically, then changed by the ``rules`` that match the state, in order.
    public var configured: ListCell {
        var cell = self
        cell.content = content.updated(for: state)
        cell.background = background.updated(for: state)
        for rule in rules where rule.matches(state) {
            for change in rule.changes { change.apply(to: &cell) }
        }
        return cell
    }
}

/// A section of a list: an optional header and footer, and its cells.
public struct ListSection: Hashable, Codable, Sendable {
    /// Where a section's header comes from, as `UICollectionLayoutListConfiguration.HeaderMode`.
    public enum HeaderMode: String, Hashable, Codable, Sendable {
        /// Only the ``ListSection/header`` supplementary view, when there is one.
        case supplementary
        /// The first cell is the section's header: outside the section's cell group, on the
        /// header background, without a separator (an outline header in a sidebar, for example).
        case firstItemInSection
    }

    public var header: ListContentConfiguration?
    public var footer: ListContentConfiguration?
    public var headerMode: HeaderMode
    public var cells: [ListCell]

    /// Creates a section.
    public init(
        header: ListContentConfiguration? = nil, footer: ListContentConfiguration? = nil,
        headerMode: HeaderMode = .supplementary, cells: [ListCell]
    ) {
        self.header = header
        self.footer = footer
        self.headerMode = headerMode
        self.cells = cells
    }

    private enum CodingKeys: String, CodingKey { case header, footer, headerMode, cells }

    /// Decodes a section; `headerMode` may be left out (supplementary).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        header = try container.decodeIfPresent(ListContentConfiguration.self, forKey: .header)
        footer = try container.decodeIfPresent(ListContentConfiguration.self, forKey: .footer)
        headerMode = try container.decodeIfPresent(HeaderMode.self, forKey: .headerMode) ?? .supplementary
        cells = try container.decode([ListCell].self, forKey: .cells)
    }
}

/// A whole list: its appearance, its sections, its separators and the traits it is drawn with.
public struct ListDescription: Hashable, Codable, Sendable {
    public var appearance: ListAppearance
    public var sections: [ListSection]
    /// The separators of every cell, as `UICollectionLayoutListConfiguration.separatorConfiguration`;
    /// a cell's own configuration overrides what it sets.
    public var separatorConfiguration: SeparatorConfiguration
    public var traits: Traits
    /// The list's background, as `UICollectionLayoutListConfiguration.backgroundColor`; `nil` is the
    /// appearance's (``ListLayout/listBackground(_:)``).
    public var backgroundColor: DynamicColor?
    /// The space above each section header, as `UICollectionLayoutListConfiguration.headerTopPadding`;
    /// `nil` is the theme's automatic space (``Theme/headerTopPadding`` above the first section's
    /// header, ``Theme/headerSpacingAfterSection`` above the others). CellSnap draws it as the whole
    /// space between the section above (or the list's top) and the header's text: the theme's
    /// measured spaces include the header's own top margin, which is not measured apart, so a
    /// header with this padding sits that much higher than UIKit's, which adds the padding above
    /// that margin (a documented approximation).
    public var headerTopPadding: Double?

    /// Creates a list; each cell's state takes the list's traits when it is laid out.
    public init(
        appearance: ListAppearance, sections: [ListSection],
        separatorConfiguration: SeparatorConfiguration = SeparatorConfiguration(), traits: Traits = Traits(),
        backgroundColor: DynamicColor? = nil, headerTopPadding: Double? = nil
    ) {
        self.appearance = appearance
        self.sections = sections
        self.separatorConfiguration = separatorConfiguration
        self.traits = traits
        self.backgroundColor = backgroundColor
        self.headerTopPadding = headerTopPadding
    }
}
