/// A key for state of the app's own, as `UIConfigurationStateCustomKey`:
/// `extension CustomStateKey { static let isArchived: CustomStateKey = "isArchived" }`.
public struct CustomStateKey: Hashable, Codable, Sendable, ExpressibleByStringLiteral, Comparable {
    public var rawValue: String

    /// Creates a key.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.rawValue = value }

    public static func < (lhs: CustomStateKey, rhs: CustomStateKey) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// A value stored under a ``CustomStateKey``.
public enum CustomStateValue: Hashable, Codable, Sendable, ExpressibleByBooleanLiteral, ExpressibleByStringLiteral {
    case bool(Bool), int(Int), double(Double), string(String)

    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(stringLiteral value: String) { self = .string(value) }
}

/// Whether a cell is being dragged.
public enum CellDragState: String, Hashable, Codable, Sendable { case none, lifting, dragging }
/// Whether a cell is a drop target.
public enum CellDropState: String, Hashable, Codable, Sendable { case none, notTargeted, targeted }

/// The state a configuration is updated for, as `UICellConfigurationState`.
///
/// ```swift
/// var state = CellState(traits: Traits(style: .dark))
/// state.isSelected = true
/// state[.init("isArchived")] = true
/// state.variantName   // "selected-isArchived-dark@3x"
/// ```
public struct CellState: Hashable, Codable, Sendable {
    public var isSelected = false
    public var isHighlighted = false
    public var isDisabled = false
    public var isEditing = false
    public var isExpanded = false
    public var isFocused = false
    public var isSwiped = false
    public var isReordering = false
    public var dragState = CellDragState.none
    public var dropState = CellDropState.none
    public var traits: Traits
    private var custom: [CustomStateKey: CustomStateValue] = [:]

    /// Creates a state with every flag off.
    public init(traits: Traits = Traits()) { self.traits = traits }

    /// Every custom key that is set, with its value.
    public var customValues: [CustomStateKey: CustomStateValue] { custom }

    /// The app's own state under `key`; `nil` when unset.
    public subscript(key: CustomStateKey) -> CustomStateValue? {
        get { custom[key] }
        set { custom[key] = newValue }
    }

    /// A stable name of the state: the flags that are on, in a fixed order, then custom keys
    /// that are set (sorted), then the traits' variant name: `selected-editing-dark-AX3-rtl@3x`.
    public var variantName: String {
        var parts: [String] = []
        let flags: [(Bool, String)] = [
            (isSelected, "selected"), (isHighlighted, "highlighted"), (isDisabled, "disabled"), (isEditing, "editing"),
            (isExpanded, "expanded"), (isFocused, "focused"), (isSwiped, "swiped"), (isReordering, "reordering"),
            (dragState != .none, "drag-\(dragState.rawValue)"), (dropState != .none, "drop-\(dropState.rawValue)"),
        ]
        parts += flags.filter(\.0).map(\.1)
        for (key, value) in custom.sorted(by: { $0.key < $1.key }) {
            switch value {
            case .bool(false): continue
            case .bool(true): parts.append(key.rawValue)
            case .int(let number): parts.append("\(key.rawValue)=\(number)")
            case .double(let number): parts.append("\(key.rawValue)=\(number)")
            case .string(let text): parts.append("\(key.rawValue)=\(text)")
            }
        }
        return traits.variantName(parts + traits.variantComponents)
    }
}
