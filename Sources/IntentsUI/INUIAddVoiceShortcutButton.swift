import CellSnapUIKit
import Intents

/// The look of the Add to Siri button, as `INUIAddVoiceShortcutButtonStyle` (its raw values).
public enum INUIAddVoiceShortcutButtonStyle: UInt, Hashable, Sendable {
    case white = 0, whiteOutline, black, blackOutline, automatic, automaticOutline
}

/// What the Add to Siri button asks its delegate to present, as
/// `INUIAddVoiceShortcutButtonDelegate`. It is called only when the button is tapped, which no
/// snapshot does.
@preconcurrency @MainActor public protocol INUIAddVoiceShortcutButtonDelegate: NSObjectProtocol {
    /// Presents the screen that records a phrase for the button's shortcut.
    func present(
        _ addVoiceShortcutViewController: INUIAddVoiceShortcutViewController,
        for addVoiceShortcutButton: INUIAddVoiceShortcutButton)
    /// Presents the screen that edits the shortcut's recorded phrase.
    func present(
        _ editVoiceShortcutViewController: INUIEditVoiceShortcutViewController,
        for addVoiceShortcutButton: INUIAddVoiceShortcutButton)
}

/// The Add to Siri button, as IntentsUI's `INUIAddVoiceShortcutButton`: its style, shortcut and
/// corner radius are kept; drawing it is refused with a `CellSnapUIKitError` that names it, as
/// CellSnap does not draw Apple's Siri button.
@preconcurrency @MainActor open class INUIAddVoiceShortcutButton: UIButton {
    /// The button's look.
    open private(set) var style: INUIAddVoiceShortcutButtonStyle
    /// The shortcut the button adds.
    open var shortcut: INShortcut?
    /// Presents the add or edit screen when the button is tapped.
    open weak var delegate: (any INUIAddVoiceShortcutButtonDelegate)?
    /// The button's corner radius (kept).
    open var cornerRadius: CGFloat = 8

    /// A button of `style`.
    public init(style: INUIAddVoiceShortcutButtonStyle) {
        self.style = style
        super.init(frame: .zero)
        cellSnapRefuseDrawing(
            CellSnapUIKitError(
                call: "INUIAddVoiceShortcutButton", reason: "CellSnap does not draw Apple's Add to Siri button"))
    }

    public required init?(coder: NSCoder) { nil }

    /// Changes the button's look.
    open func setStyle(_ style: INUIAddVoiceShortcutButtonStyle) { self.style = style }
}
