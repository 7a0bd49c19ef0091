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
    public init(
        text: String, textColor: DynamicColor = .fixed(.white), backgroundColor: DynamicColor = .semantic(.systemBlue),
        inset: Double = 8, cornerRadius: Double = 8
    ) {
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

/// What a cell shows: a list content configuration, a tag capsule, one of the two custom
/// configurations of Apple's sample, or a configuration of your own.
public enum CellContent: Hashable, Codable, Sendable {
    case list(ListContentConfiguration)
    case tag(TagContentConfiguration)
    case verticalSymbol(VerticalSymbolContentConfiguration)
    case customView(CustomViewContentConfiguration)
    /// A configuration of your own; make it with `CellContent.custom(_:)` from CellLayout, where
    /// the configuration also says how it is laid out.
    case userDefined(AnyContentConfiguration)

    /// The list content configuration, when that is what the cell shows.
    public var listConfiguration: ListContentConfiguration? {
        if case .list(let configuration) = self { configuration } else { nil }
    }

    /// The content as it looks in `state`.
    public func updated(for state: CellState) -> CellContent {
        switch self {
        case .list(let configuration): .list(configuration.updated(for: state))
        case .tag(let configuration): .tag(configuration.updated(for: state))
        case .verticalSymbol(let configuration): .verticalSymbol(configuration.updated(for: state))
        case .customView(let configuration): .customView(configuration.updated(for: state))
        case .userDefined(let configuration): .userDefined(configuration.updated(for: state))
        }
    }
}

/// A content configuration of your own, type-erased so that a ``ListCell`` can hold it. Two are
/// equal when their configurations are of the same type and equal.
///
/// Configurations of your own are Swift values: they encode when they are `Encodable`, but a
/// spec cannot decode them, since it cannot name their type.
public struct AnyContentConfiguration: Hashable, Codable, Sendable {
    /// The configuration itself.
    public let base: any ContentConfiguration

    /// Wraps `base`; modules of this package make these, so every one can be laid out.
    package init(_ base: some ContentConfiguration) {
        self.base = base
    }

    /// The configuration as it looks in `state`.
    public func updated(for state: CellState) -> AnyContentConfiguration {
        AnyContentConfiguration(base.updated(for: state))
    }

    public static func == (lhs: AnyContentConfiguration, rhs: AnyContentConfiguration) -> Bool {
        AnyHashable(lhs.base) == AnyHashable(rhs.base)
    }

    public func hash(into hasher: inout Hasher) {
        AnyHashable(base).hash(into: &hasher)
    }

    public func encode(to encoder: any Encoder) throws {
        guard let encodable = base as? any Encodable else {
            throw EncodingError.invalidValue(
                base,
                EncodingError.Context(
                    codingPath: encoder.codingPath,
                    debugDescription: "the content configuration \(type(of: base)) is not Encodable"))
        }
        try encodable.encode(to: encoder)
    }

    public init(from decoder: any Decoder) throws {
        throw DecodingError.dataCorrupted(
            DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription:
                    "a content configuration of your own is a Swift type; a spec can only describe list, tag, verticalSymbol and customView content"
            ))
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
    public init(
        style: Style = .normal, title: String? = nil, symbol: String? = nil, backgroundColor: DynamicColor? = nil
    ) {
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

/// The edge whose swipe actions a swiped cell reveals.
public enum SwipeEdge: String, Hashable, Codable, Sendable, CaseIterable {
    /// The ``ListCell/leadingSwipeActions``, at the leading edge; the content slides towards the trailing edge.
    case leading
    /// The ``ListCell/trailingSwipeActions``, at the trailing edge; the content slides towards the leading edge.
    case trailing
}

/// The actions revealed by swiping one way, as `UISwipeActionsConfiguration`.
public struct SwipeActionsConfiguration: Hashable, Codable, Sendable {
    /// From the cell's edge inwards: the first action is the outermost, at the edge (UIKit:
    /// "the first item in the array represents the outermost action"), and the one a full swipe performs.
    public var actions: [SwipeAction]
    /// Whether a full swipe performs the first action: a fully swiped cell (``ListCell/isFullSwipe``)
    /// then shows the first action across the whole row; otherwise the swipe stops at the actions.
    public var performsFirstActionWithFullSwipe: Bool

    /// Creates a configuration.
    public init(actions: [SwipeAction], performsFirstActionWithFullSwipe: Bool = true) {
        self.actions = actions
        self.performsFirstActionWithFullSwipe = performsFirstActionWithFullSwipe
    }
}
