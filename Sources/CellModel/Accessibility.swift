/// What an accessibility element is and does, as `UIAccessibilityTraits`: an option set with
/// UIKit's names and bit values, so that CellSnapUIKit maps its own `UIAccessibilityTraits` one to one.
///
/// ```swift
/// let traits: AccessibilityTraits = [.button, .selected]
/// traits.names   // ["button", "selected"]
/// ```
public struct AccessibilityTraits: OptionSet, Hashable, Codable, Sendable {
    public let rawValue: UInt64

    /// Creates traits from UIKit's bit values.
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    // UIKit's values (UIAccessibilityConstants.h); `toggleButton` is iOS 17's.
    public static let button = AccessibilityTraits(rawValue: 1 << 0)
    public static let link = AccessibilityTraits(rawValue: 1 << 1)
    public static let image = AccessibilityTraits(rawValue: 1 << 2)
    public static let selected = AccessibilityTraits(rawValue: 1 << 3)
    public static let playsSound = AccessibilityTraits(rawValue: 1 << 4)
    public static let keyboardKey = AccessibilityTraits(rawValue: 1 << 5)
    public static let staticText = AccessibilityTraits(rawValue: 1 << 6)
    public static let summaryElement = AccessibilityTraits(rawValue: 1 << 7)
    public static let notEnabled = AccessibilityTraits(rawValue: 1 << 8)
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 9)
    public static let searchField = AccessibilityTraits(rawValue: 1 << 10)
    public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
    public static let adjustable = AccessibilityTraits(rawValue: 1 << 12)
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 13)
    public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 14)
    public static let tabBar = AccessibilityTraits(rawValue: 1 << 15)
    public static let header = AccessibilityTraits(rawValue: 1 << 16)
    public static let toggleButton = AccessibilityTraits(rawValue: 1 << 53)

    /// Every named trait with its name, in the order the text form lists them: the table the
    /// names and the text form are derived from.
    public static let named: [(trait: AccessibilityTraits, name: String)] = [
        (.header, "header"), (.button, "button"), (.toggleButton, "toggleButton"), (.link, "link"),
        (.searchField, "searchField"), (.image, "image"), (.staticText, "staticText"), (.adjustable, "adjustable"),
        (.selected, "selected"), (.notEnabled, "notEnabled"), (.keyboardKey, "keyboardKey"),
        (.summaryElement, "summaryElement"), (.updatesFrequently, "updatesFrequently"), (.playsSound, "playsSound"),
        (.startsMediaSession, "startsMediaSession"), (.allowsDirectInteraction, "allowsDirectInteraction"),
        (.causesPageTurn, "causesPageTurn"), (.tabBar, "tabBar"),
    ]

    /// The names of the traits that are set, in the table's order; bits without a name are
    /// written as a hexadecimal number.
    public var names: [String] {
        var names = Self.named.filter { contains($0.trait) }.map(\.name)
        let unnamed = rawValue & ~Self.named.reduce(0) { $0 | $1.trait.rawValue }
        if unnamed != 0 { names.append("0x" + String(unnamed, radix: 16)) }
        return names
    }
}

/// Whether an element shows more below it, as iOS 18's `UIAccessibility.ExpandedStatus`.
public enum AccessibilityExpandedStatus: String, Hashable, Codable, Sendable {
    case expanded, collapsed
}

/// Accessibility the app's code set on a cell, as the `UIAccessibility` properties of a
/// `UICollectionViewCell` or `UITableViewCell`. Each property that is set replaces what CellSnap
/// derives from the cell's configuration (see ``AccessibilityReading``); `nil` keeps it.
///
/// ```swift
/// var cell = ListCell(content: .list(.cell()))
/// cell.accessibility.label = "Inbox, 24 unread"
/// cell.accessibility.traits = [.button]
/// ```
public struct AccessibilityOverrides: Hashable, Codable, Sendable {
    /// `false` makes the cell a container: its texts read one by one (`isAccessibilityElement`).
    public var isAccessibilityElement: Bool?
    public var label: String?
    public var value: String?
    public var hint: String?
    public var traits: AccessibilityTraits?
    /// The names of the app's `accessibilityCustomActions`; they follow the actions UIKit adds itself.
    public var customActions: [String]?

    /// Creates overrides; by default none.
    public init(
        isAccessibilityElement: Bool? = nil, label: String? = nil, value: String? = nil, hint: String? = nil,
        traits: AccessibilityTraits? = nil, customActions: [String]? = nil
    ) {
        self.isAccessibilityElement = isAccessibilityElement
        self.label = label
        self.value = value
        self.hint = hint
        self.traits = traits
        self.customActions = customActions
    }
}

/// One stop of VoiceOver's reading order: what it speaks (label, value, traits, hint), whether
/// it is expanded, and the actions its rotor offers.
///
/// Prints as one line of the accessibility text form: the quoted label, then only what is set:
///
/// ```
/// "Wi-Fi" value "Home" [button] hint "Opens the network" actions "Forget", "Share"
/// ```
public struct AccessibilityElement: Hashable, Codable, Sendable, CustomStringConvertible {
    public var label: String
    public var value: String?
    public var traits: AccessibilityTraits
    public var hint: String?
    public var expandedStatus: AccessibilityExpandedStatus?
    /// The custom actions' names, in the order the actions rotor offers them.
    public var customActions: [String]

    /// Creates an element.
    public init(
        label: String, value: String? = nil, traits: AccessibilityTraits = [], hint: String? = nil,
        expandedStatus: AccessibilityExpandedStatus? = nil, customActions: [String] = []
    ) {
        self.label = label
        self.value = value
        self.traits = traits
        self.hint = hint
        self.expandedStatus = expandedStatus
        self.customActions = customActions
    }

    /// The element's line: `"label" value "…" [traits] expanded|collapsed hint "…" actions "…", "…"`.
    public var description: String {
        var words = [Self.quoted(label)]
        if let value { words.append("value " + Self.quoted(value)) }
        if !traits.isEmpty { words.append("[" + traits.names.joined(separator: ", ") + "]") }
        if let expandedStatus { words.append(expandedStatus.rawValue) }
        if let hint { words.append("hint " + Self.quoted(hint)) }
        if !customActions.isEmpty { words.append("actions " + customActions.map(Self.quoted).joined(separator: ", ")) }
        return words.joined(separator: " ")
    }

    /// The text in double quotes, with quotes, backslashes and control characters escaped (as in
    /// CellSnap's other text forms), so that a label never breaks the one-element-a-line form.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            default:
                if scalar.value < 0x20 {
                    result += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}

extension Array where Element == AccessibilityElement {
    /// The accessibility text form: one element a line, in reading order.
    public var accessibilityText: String { map(\.description).joined(separator: "\n") }
}
