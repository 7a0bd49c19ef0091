import Foundation

/// Modifier keys held with a key, as UIKit's `UIKeyModifierFlags`.
public struct UIKeyModifierFlags: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16)
    public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
    public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
    public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
    public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
    public static let numericPad = UIKeyModifierFlags(rawValue: 1 << 21)
}

/// A keyboard shortcut, as UIKit's `UIKeyCommand`: its input, modifier flags, title and action
/// are kept as UIKit keeps them; responders list theirs in `keyCommands`, and a view controller
/// adds its own with `addKeyCommand(_:)`.
///
/// ```swift
/// let find = UIKeyCommand(
///     title: "Find", action: Selector("find:"), input: "f", modifierFlags: .command,
///     discoverabilityTitle: "Find in List")
/// let up = UIKeyCommand(input: UIKeyCommand.inputUpArrow, modifierFlags: [], action: Selector("moveUp"))
/// ```
///
/// No visible effect: a key command acts when a hardware key is pressed, and a snapshot has no
/// keyboard; the shortcut list iPadOS shows while ⌘ is held is not part of a screen at rest.
@preconcurrency @MainActor open class UIKeyCommand: UICommand {
    /// The key, a character or one of the input constants (``inputUpArrow``...).
    ///
    /// No visible effect: key commands act on hardware key presses, and a snapshot has no keyboard.
    open private(set) var input: String?
    /// No visible effect: key commands act on hardware key presses, and a snapshot has no keyboard.
    open private(set) var modifierFlags: UIKeyModifierFlags
    /// Whether the command wins over the system's use of the same keys.
    ///
    /// No visible effect: key commands act on hardware key presses, and a snapshot has no keyboard.
    open var wantsPriorityOverSystemBehavior = false
    /// Whether the system may remap the input for the keyboard's layout.
    ///
    /// No visible effect: key commands act on hardware key presses, and a snapshot has no keyboard.
    open var allowsAutomaticLocalization = true
    /// Whether the system may swap left and right arrows for right-to-left layouts.
    ///
    /// No visible effect: key commands act on hardware key presses, and a snapshot has no keyboard.
    open var allowsAutomaticMirroring = true

    /// A command for `input` with `modifierFlags` that performs `action`.
    ///
    /// No visible effect: key commands act on hardware key presses, and a snapshot has no keyboard.
    public convenience init(input: String, modifierFlags: UIKeyModifierFlags, action: Selector) {
        self.init(title: "", image: nil, action: action, input: input, modifierFlags: modifierFlags)
    }

    /// A command with a title, an image and the rest of UICommand's properties.
    ///
    /// No visible effect: key commands act on hardware key presses, and a snapshot has no keyboard.
    public init(
        title: String = "", image: UIImage? = nil, action: Selector, input: String,
        modifierFlags: UIKeyModifierFlags = [], propertyList: Any? = nil, alternates: [UICommandAlternate] = [],
        discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
        state: UIMenuElement.State = .off
    ) {
        self.input = input
        self.modifierFlags = modifierFlags
        super.init(
            title: title, image: image, action: action, propertyList: propertyList, alternates: alternates,
            discoverabilityTitle: discoverabilityTitle, attributes: attributes, state: state)
    }

    /// A command of iOS 9 to 12, titled for the shortcut list.
    @available(
        *, deprecated,
        message:
            "use init(title:image:action:input:modifierFlags:propertyList:alternates:discoverabilityTitle:attributes:state:)"
    )
    /// No visible effect: key commands act on hardware key presses, and a snapshot has no keyboard.
    public convenience init(
        input: String, modifierFlags: UIKeyModifierFlags, action: Selector, discoverabilityTitle: String
    ) {
        self.init(
            title: "", image: nil, action: action, input: input, modifierFlags: modifierFlags,
            discoverabilityTitle: discoverabilityTitle)
    }

    /// No visible effect: key commands act on hardware key presses, and a snapshot has no keyboard.
    public static let inputUpArrow = "UIKeyInputUpArrow"
    /// No visible effect: key commands act on hardware key presses, and a snapshot has no keyboard.
    public static let inputDownArrow = "UIKeyInputDownArrow"
    /// No visible effect: key commands act on hardware key presses, and a snapshot has no keyboard.
    public static let inputLeftArrow = "UIKeyInputLeftArrow"
    /// No visible effect: key commands act on hardware key presses, and a snapshot has no keyboard.
    public static let inputRightArrow = "UIKeyInputRightArrow"
    /// No visible effect: key commands act on hardware key presses, and a snapshot has no keyboard.
    public static let inputEscape = "UIKeyInputEscape"
    /// No visible effect: key commands act on hardware key presses, and a snapshot has no keyboard.
    public static let inputPageUp = "UIKeyInputPageUp"
    /// No visible effect: key commands act on hardware key presses, and a snapshot has no keyboard.
    public static let inputPageDown = "UIKeyInputPageDown"
    /// No visible effect: key commands act on hardware key presses, and a snapshot has no keyboard.
    public static let inputHome = "UIKeyInputHome"
    /// No visible effect: key commands act on hardware key presses, and a snapshot has no keyboard.
    public static let inputEnd = "UIKeyInputEnd"
    /// No visible effect: key commands act on hardware key presses, and a snapshot has no keyboard.
    public static let inputDelete = "UIKeyInputDelete"
    /// No visible effect: key commands act on hardware key presses, and a snapshot has no keyboard.
    public static let f1 = "UIKeyInputF1"
    /// No visible effect: key commands act on hardware key presses, and a snapshot has no keyboard.
    public static let f2 = "UIKeyInputF2"
    /// No visible effect: key commands act on hardware key presses, and a snapshot has no keyboard.
    public static let f3 = "UIKeyInputF3"
    /// No visible effect: key commands act on hardware key presses, and a snapshot has no keyboard.
    public static let f4 = "UIKeyInputF4"
    /// No visible effect: key commands act on hardware key presses, and a snapshot has no keyboard.
    public static let f5 = "UIKeyInputF5"
    /// No visible effect: key commands act on hardware key presses, and a snapshot has no keyboard.
    public static let f6 = "UIKeyInputF6"
    /// No visible effect: key commands act on hardware key presses, and a snapshot has no keyboard.
    public static let f7 = "UIKeyInputF7"
    /// No visible effect: key commands act on hardware key presses, and a snapshot has no keyboard.
    public static let f8 = "UIKeyInputF8"
    /// No visible effect: key commands act on hardware key presses, and a snapshot has no keyboard.
    public static let f9 = "UIKeyInputF9"
    /// No visible effect: key commands act on hardware key presses, and a snapshot has no keyboard.
    public static let f10 = "UIKeyInputF10"
    /// No visible effect: key commands act on hardware key presses, and a snapshot has no keyboard.
    public static let f11 = "UIKeyInputF11"
    /// No visible effect: key commands act on hardware key presses, and a snapshot has no keyboard.
    public static let f12 = "UIKeyInputF12"
}

extension UIViewController {
    /// ``addKeyCommand(_:)``'s work: the command joins the controller's `keyCommands` once.
    final func cellSnapAddKeyCommand(_ keyCommand: UIKeyCommand) {
        if !addedKeyCommands.contains(where: { $0 === keyCommand }) { addedKeyCommands.append(keyCommand) }
    }
}
