import CellModel

/// A key for state of the app's own, as UIKit's `UIConfigurationStateCustomKey`:
///
/// ```swift
/// extension UIConfigurationStateCustomKey {
///     static let isArchived = UIConfigurationStateCustomKey("com.example.isArchived")
/// }
/// ```
public struct UIConfigurationStateCustomKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
}

/// The state a configuration is updated for, as UIKit's `UIConfigurationState` protocol.
public protocol UIConfigurationState {
    /// Creates a state with `traitCollection` and every flag off.
    init(traitCollection: UITraitCollection)
    var traitCollection: UITraitCollection { get set }
    /// The app's own state under `key`; `nil` when unset.
    subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? { get set }
}

/// Whether a cell is being dragged, as UIKit's `UICellConfigurationDragState`.
public enum UICellConfigurationDragState: Int, Hashable, Sendable {
    case none = 0, lifting, dragging
}

/// Whether a cell is a drop target, as UIKit's `UICellConfigurationDropState`.
public enum UICellConfigurationDropState: Int, Hashable, Sendable {
    case none = 0, notTargeted, targeted
}

/// A view's state, as UIKit's `UIViewConfigurationState`.
public struct UIViewConfigurationState: UIConfigurationState, Hashable {
    public var traitCollection: UITraitCollection
    public var isDisabled = false
    public var isHighlighted = false
    public var isSelected = false
    public var isFocused = false
    var customStates: [UIConfigurationStateCustomKey: AnyHashable] = [:]

    public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }

    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { customStates[key] }
        set { customStates[key] = newValue }
    }
}

/// A cell's state, as UIKit's `UICellConfigurationState`: every flag, the drag and drop states,
/// the trait collection and the app's own keys. It maps onto CellModel's `CellState`
/// (``cellSnapState``).
///
/// ```swift
/// var state = UICellConfigurationState(traitCollection: UITraitCollection(userInterfaceStyle: .dark))
/// state.isSelected = true
/// state[.isArchived] = true
/// ```
public struct UICellConfigurationState: UIConfigurationState, Hashable {
    public var traitCollection: UITraitCollection
    public var isDisabled = false
    public var isHighlighted = false
    public var isSelected = false
    public var isFocused = false
    public var isEditing = false
    public var isExpanded = false
    public var isSwiped = false
    public var isReordering = false
    public var cellDragState = UICellConfigurationDragState.none
    public var cellDropState = UICellConfigurationDropState.none
    var customStates: [UIConfigurationStateCustomKey: AnyHashable] = [:]

    public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }

    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { customStates[key] }
        set { customStates[key] = newValue }
    }

    /// CellModel's state: the same flags, the traits (unspecified ones at their defaults), and the
    /// custom keys whose values CellModel can name (Booleans, integers, numbers and strings; keys of
    /// other types have already done their work in the app's own update code and are left out).
    public var cellSnapState: CellState {
        var state = CellState(traits: traitCollection.cellSnapTraits)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        state.isDisabled = isDisabled
        state.isFocused = isFocused
        state.isEditing = isEditing
        state.isExpanded = isExpanded
        state.isSwiped = isSwiped
        state.isReordering = isReordering
        state.dragState =
            switch cellDragState {
            case .none: .none
            case .lifting: .lifting
            case .dragging: .dragging
            }
        state.dropState =
            switch cellDropState {
            case .none: .none
            case .notTargeted: .notTargeted
            case .targeted: .targeted
            }
        for (key, value) in customStates {
            let model: CustomStateValue? =
                switch value.base {
                case let flag as Bool: .bool(flag)
                case let number as Int: .int(number)
                case let number as Double: .double(number)
                case let number as CGFloat: .double(Double(number))
                case let text as String: .string(text)
                default: nil
                }
            state[CustomStateKey(key.rawValue)] = model
        }
        return state
    }
}

extension UIConfigurationState {
    /// CellModel's state for any configuration state: a cell state's own, or the view state's flags.
    var cellSnapState: CellState {
        if let cell = self as? UICellConfigurationState { return cell.cellSnapState }
        var cell = UICellConfigurationState(traitCollection: traitCollection)
        if let view = self as? UIViewConfigurationState {
            cell.isDisabled = view.isDisabled
            cell.isHighlighted = view.isHighlighted
            cell.isSelected = view.isSelected
            cell.isFocused = view.isFocused
            cell.customStates = view.customStates
        }
        return cell.cellSnapState
    }
}

/// A function that changes a colour, as UIKit's `UIConfigurationColorTransformer`.
///
/// ```swift
/// var background = UIBackgroundConfiguration.listPlainCell()
/// background.backgroundColorTransformer = UIConfigurationColorTransformer { $0.withAlphaComponent(0.5) }
/// ```
public struct UIConfigurationColorTransformer: Sendable {
    public let transform: @Sendable (UIColor) -> UIColor

    /// Creates a transformer.
    public init(_ transform: @escaping @Sendable (UIColor) -> UIColor) { self.transform = transform }

    /// The transformed colour.
    public func callAsFunction(_ input: UIColor) -> UIColor { transform(input) }

    /// A grey of the colour's luma (0.299 R + 0.587 G + 0.114 B), keeping its alpha, in every appearance.
    public static let grayscale = UIConfigurationColorTransformer { color in
        UIColor { traits in
            let resolved = color.resolved(traits.cellSnapTraits)
            let grey = 0.299 * resolved.red + 0.587 * resolved.green + 0.114 * resolved.blue
            return UIColor(white: CGFloat(grey), alpha: CGFloat(resolved.alpha))
        }
    }

    /// The tint colour, whatever the input.
    public static let preferredTint = UIConfigurationColorTransformer { _ in .tintColor }

    @available(
        *, unavailable,
        message:
            "CellSnapUIKit does not know UIKit's monochrome tint formula; use .preferredTint or a transformer of your own"
    )
    public static var monochromeTint: UIConfigurationColorTransformer { fatalError() }
}
