/// A conditional change of a cell, kept as data: what a `configurationUpdateHandler` does in
/// UIKit, for cells that are described rather than coded (spec files).
///
/// A rule matches a state when every flag it names is on and every custom key it names has that
/// value (a key that is not set reads as `false`). ``ListCell/configured`` applies the matching
/// rules of ``ListCell/rules`` in order, after the content and background were updated for the
/// state, so a later rule wins over an earlier one and every rule wins over the automatic look.
///
/// ```swift
/// var cell = ListCell(content: .cell())
/// cell.rules = [ConfigurationRule(custom: ["isArchived": true], changes: [.backgroundColor(.semantic(.systemPurple))])]
/// cell.state[CustomStateKey("isArchived")] = true
/// cell.configured.background.backgroundColor   // .semantic(.systemPurple)
/// ```
public struct ConfigurationRule: Hashable, Codable, Sendable {
    /// One change of a cell. Content changes apply to the contents that have the field (list
    /// content has all four; a tag and a custom view have `text` and `textColor`).
    public enum Change: Hashable, Codable, Sendable {
        case text(String)
        case secondaryText(String)
        case textColor(DynamicColor)
        case secondaryTextColor(DynamicColor)
        case backgroundColor(DynamicColor)
        case backgroundCornerRadius(Double)
        case backgroundStrokeColor(DynamicColor)
        case backgroundStrokeWidth(Double)
        /// Replaces the accessories.
        case accessories([CellAccessory])

        /// Whether `content` has the field this change sets (always true for background and accessory changes).
        public func applies(to content: CellContent) -> Bool {
            switch (self, content) {
            case (.backgroundColor, _), (.backgroundCornerRadius, _), (.backgroundStrokeColor, _),
                (.backgroundStrokeWidth, _), (.accessories, _):
                true
            case (_, .list): true
            case (.text, .tag), (.textColor, .tag), (.text, .customView), (.textColor, .customView): true
            default: false
            }
        }

        func apply(to cell: inout ListCell) {
            switch self {
            case .backgroundColor(let color): cell.background.backgroundColor = color
            case .backgroundCornerRadius(let radius): cell.background.cornerRadius = radius
            case .backgroundStrokeColor(let color): cell.background.strokeColor = color
            case .backgroundStrokeWidth(let width): cell.background.strokeWidth = width
            case .accessories(let accessories): cell.accessories = accessories
            case .text(let text):
                switch cell.content {
                case .list(var content):
                    content.text = text
                    cell.content = .list(content)
                case .tag(var content):
                    content.text = text
                    cell.content = .tag(content)
                case .customView(var content):
                    content.text = text
                    cell.content = .customView(content)
                case .verticalSymbol, .userDefined: break
                }
            case .textColor(let color):
                switch cell.content {
                case .list(var content):
                    content.textProperties.color = color
                    cell.content = .list(content)
                case .tag(var content):
                    content.textColor = color
                    cell.content = .tag(content)
                case .customView(var content):
                    content.textColor = color
                    cell.content = .customView(content)
                case .verticalSymbol, .userDefined: break
                }
            case .secondaryText(let text):
                if case .list(var content) = cell.content {
                    content.secondaryText = text
                    cell.content = .list(content)
                }
            case .secondaryTextColor(let color):
                if case .list(var content) = cell.content {
                    content.secondaryTextProperties.color = color
                    cell.content = .list(content)
                }
            }
        }
    }

    /// The flags that must be on.
    public var flags: [CellState.Flag]
    /// The custom keys that must have these values.
    public var custom: [CustomStateKey: CustomStateValue]
    /// The changes, applied in order.
    public var changes: [Change]

    /// Creates a rule.
    public init(flags: [CellState.Flag] = [], custom: [CustomStateKey: CustomStateValue] = [:], changes: [Change]) {
        self.flags = flags
        self.custom = custom
        self.changes = changes
    }

    /// Whether every flag the rule names is on in `state` and every custom key it names has its value.
    public func matches(_ state: CellState) -> Bool {
        flags.allSatisfy { state[$0] } && custom.allSatisfy { key, value in (state[key] ?? .bool(false)) == value }
    }
}
