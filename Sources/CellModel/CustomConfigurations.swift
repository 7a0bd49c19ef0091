import Primitives

/// The vertical symbol cell of Apple's custom-configuration sample: a symbol above a name. When
/// selected, the name turns red and heavy and the symbol heavier.
public struct VerticalSymbolContentConfiguration: ContentConfiguration, Codable {
    public var symbol: String
    public var name: String
    public var symbolWeight: FontWeight
    public var textWeight: FontWeight
    public var textColor: DynamicColor
    public var symbolColor: DynamicColor

    /// Creates the configuration in its normal state.
    public init(symbol: String, name: String) {
        self.symbol = symbol
        self.name = name
        symbolWeight = .regular
        textWeight = .regular
        textColor = .semantic(.label)
        symbolColor = .semantic(.tint)
    }

    /// Selected: red, heavy text and a heavier symbol; disabled: tertiary label.
    public func updated(for state: CellState) -> Self {
        var updated = self
        if state.isSelected {
            updated.textColor = .semantic(.systemRed)
            updated.textWeight = .heavy
            updated.symbolWeight = .heavy
            updated.symbolColor = .semantic(.systemRed)
        }
        if state.isDisabled {
            updated.textColor = .semantic(.tertiaryLabel)
            updated.symbolColor = .semantic(.tertiaryLabel)
        }
        return updated
    }
}

/// The reusable custom view cell of Apple's sample: a multi-line label pinned 8 pt inside a
/// coloured background whose height follows the text.
public struct CustomViewContentConfiguration: ContentConfiguration, Codable {
    public var text: String
    public var textColor: DynamicColor
    public var backgroundColor: DynamicColor
    /// The distance of the label from the background's edges.
    public var inset: Double
    public var cornerRadius: Double

    /// Creates the configuration: white text on system blue, 8 pt inside.
    public init(text: String, textColor: DynamicColor = .fixed(.white), backgroundColor: DynamicColor = .semantic(.systemBlue), inset: Double = 8, cornerRadius: Double = 8) {
        self.text = text
        self.textColor = textColor
        self.backgroundColor = backgroundColor
        self.inset = inset
        self.cornerRadius = cornerRadius
    }

    /// Highlighted or selected: the background darkens to system indigo; disabled: grey.
    public func updated(for state: CellState) -> Self {
        var updated = self
        if state.isSelected || state.isHighlighted { updated.backgroundColor = .semantic(.systemIndigo) }
        if state.isDisabled { updated.backgroundColor = .semantic(.systemGray3) }
        return updated
    }
}

/// What a cell shows: a list content configuration or one of the custom configurations.
public enum CellContent: Hashable, Codable, Sendable {
    case list(ListContentConfiguration)
    case verticalSymbol(VerticalSymbolContentConfiguration)
    case customView(CustomViewContentConfiguration)

    /// The list content configuration, when that is what the cell shows.
    public var listConfiguration: ListContentConfiguration? {
        if case .list(let configuration) = self { configuration } else { nil }
    }

    /// The content as it looks in `state`.
    public func updated(for state: CellState) -> CellContent {
        switch self {
        case .list(let configuration): .list(configuration.updated(for: state))
        case .verticalSymbol(let configuration): .verticalSymbol(configuration.updated(for: state))
        case .customView(let configuration): .customView(configuration.updated(for: state))
        }
    }
}

/// A swipe action, as `UIContextualAction`.
public struct SwipeAction: Hashable, Codable, Sendable {
    /// Destructive actions are red by default.
    public enum Style: String, Hashable, Codable, Sendable { case normal, destructive }

    public var style: Style
    public var title: String?
    public var symbol: String?
    /// `nil` uses the style's colour: system gray, or system red for destructive actions.
    public var backgroundColor: DynamicColor?

    /// Creates an action.
    public init(style: Style = .normal, title: String? = nil, symbol: String? = nil, backgroundColor: DynamicColor? = nil) {
        self.style = style
        self.title = title
        self.symbol = symbol
        self.backgroundColor = backgroundColor
    }

    /// The colour the action's button is filled with.
    public var resolvedBackground: DynamicColor {
        backgroundColor ?? (style == .destructive ? .semantic(.systemRed) : .semantic(.systemGray))
    }
}

/// The actions revealed by swiping one way, as `UISwipeActionsConfiguration`.
public struct SwipeActionsConfiguration: Hashable, Codable, Sendable {
    /// From the cell's edge inwards: the first action sits at the edge.
    public var actions: [SwipeAction]
    public var performsFirstActionWithFullSwipe: Bool

    /// Creates a configuration.
    public init(actions: [SwipeAction], performsFirstActionWithFullSwipe: Bool = true) {
        self.actions = actions
        self.performsFirstActionWithFullSwipe = performsFirstActionWithFullSwipe
    }
}
