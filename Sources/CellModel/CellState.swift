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

    /// Creates a state with `flags` on: `CellState([.selected, .editing])`.
    public init(_ flags: [Flag], traits: Traits = Traits()) {
        self.traits = traits
        for flag in flags { self[flag] = true }
    }

    /// Every custom key that is set, with its value.
    public var customValues: [CustomStateKey: CustomStateValue] { custom }

    /// The app's own state under `key`; `nil` when unset.
    public subscript(key: CustomStateKey) -> CustomStateValue? {
        get { custom[key] }
        set { custom[key] = newValue }
    }

    /// The flags that are on, in the table's order.
    public var flags: [Flag] { Flag.allCases.filter { self[$0] } }

    /// Turns on every flag `other` has on and sets its custom keys; `traits` stay.
    ///
    /// ```swift
    /// var state = CellState.selected
    /// state.merge(.disabled)
    /// state.flags   // [.selected, .disabled]
    /// ```
    public mutating func merge(_ other: CellState) {
        for flag in other.flags { self[flag] = true }
        for (key, value) in other.customValues { self[key] = value }
    }

    /// The name of the flags and custom keys, without traits: the flags that are on in the
    /// table's order (`normal` when none is), then the custom keys that are set, sorted (`key`
    /// for true, `key=value` otherwise; false is left out): `selected-editing-isArchived`.
    public var stateName: String {
        var parts = flags.map(\.name)
        if parts.isEmpty { parts.append("normal") }
        for (key, value) in custom.sorted(by: { $0.key < $1.key }) {
            switch value {
            case .bool(false): continue
            case .bool(true): parts.append(key.rawValue)
            case .int(let number): parts.append("\(key.rawValue)=\(number)")
            case .double(let number): parts.append("\(key.rawValue)=\(number)")
            case .string(let text): parts.append("\(key.rawValue)=\(text)")
            }
        }
        return parts.joined(separator: "-")
    }

    /// A stable name of what the state is: its ``stateName``, then the traits that differ from the
    /// defaults, then the scale: `normal@3x`, `selected-editing-dark-AX3-rtl@2x`, `normal@2.5x`.
    public var variantName: String {
        traits.variantName([stateName] + traits.variantComponents)
    }
}

extension CellState {
    /// A flag of ``CellState``: the one table from which variant names, the spec vocabulary,
    /// merging and the presets are derived. A flag's ``name`` is its name in variant names and
    /// specs; the drag and drop states are one flag per value (`drag-lifting`, `drop-targeted`),
    /// so that flags of one of them exclude each other.
    ///
    /// ```swift
    /// CellState.Flag(name: "drag-lifting")   // .dragLifting
    /// CellState([.editing, .reordering]).flags.map(\.name)   // ["editing", "reordering"]
    /// ```
    public enum Flag: String, CaseIterable, Hashable, Codable, Sendable {
        case selected, highlighted, disabled, editing, expanded, focused, swiped, reordering
        case dragLifting = "drag-lifting", dragDragging = "drag-dragging"
        case dropNotTargeted = "drop-notTargeted", dropTargeted = "drop-targeted"

        /// The flag's name in variant names and specs.
        public var name: String { rawValue }

        /// The flag named `name`; `nil` for any other name.
        public init?(name: String) { self.init(rawValue: name) }

        /// Where the flag lives in a state: a Boolean, or one value of the drag or drop state.
        fileprivate enum Storage {
            case bool(WritableKeyPath<CellState, Bool>)
            case drag(CellDragState)
            case drop(CellDropState)
        }

        fileprivate var storage: Storage {
            switch self {
            case .selected: .bool(\.isSelected)
            case .highlighted: .bool(\.isHighlighted)
            case .disabled: .bool(\.isDisabled)
            case .editing: .bool(\.isEditing)
            case .expanded: .bool(\.isExpanded)
            case .focused: .bool(\.isFocused)
            case .swiped: .bool(\.isSwiped)
            case .reordering: .bool(\.isReordering)
            case .dragLifting: .drag(.lifting)
            case .dragDragging: .drag(.dragging)
            case .dropNotTargeted: .drop(.notTargeted)
            case .dropTargeted: .drop(.targeted)
            }
        }
    }

    /// Whether `flag` is on. Turning a drag or drop flag on replaces the other value of that
    /// state (`drag-dragging` turns `drag-lifting` off); turning it off resets the state to `none`
    /// only when it held that value.
    public subscript(flag: Flag) -> Bool {
        get {
            switch flag.storage {
            case .bool(let path): self[keyPath: path]
            case .drag(let value): dragState == value
            case .drop(let value): dropState == value
            }
        }
        set {
            switch flag.storage {
            case .bool(let path): self[keyPath: path] = newValue
            case .drag(let value): if newValue { dragState = value } else if dragState == value { dragState = .none }
            case .drop(let value): if newValue { dropState = value } else if dropState == value { dropState = .none }
            }
        }
    }

    /// No flag on.
    public static var normal: CellState { CellState() }
    /// Selected.
    public static var selected: CellState { CellState([.selected]) }
    /// Highlighted (touched).
    public static var highlighted: CellState { CellState([.highlighted]) }
    /// Disabled.
    public static var disabled: CellState { CellState([.disabled]) }
    /// Editing.
    public static var editing: CellState { CellState([.editing]) }
    /// Expanded (an outline row's children shown).
    public static var expanded: CellState { CellState([.expanded]) }
    /// Focused.
    public static var focused: CellState { CellState([.focused]) }
    /// Swiped, its swipe actions revealed.
    public static var swiped: CellState { CellState([.swiped]) }
    /// Being reordered.
    public static var reordering: CellState { CellState([.reordering]) }
}
