import CellSnapUIKit
import Intents

/// What the add voice shortcut screen tells its delegate, as
/// `INUIAddVoiceShortcutViewControllerDelegate`; nothing calls it, as no phrase is recorded.
@preconcurrency @MainActor public protocol INUIAddVoiceShortcutViewControllerDelegate: NSObjectProtocol {
    /// The person recorded a phrase (`voiceShortcut`) or it failed (`error`).
    func addVoiceShortcutViewController(
        _ controller: INUIAddVoiceShortcutViewController, didFinishWith voiceShortcut: INVoiceShortcut?,
        error: (any Error)?)
    /// The person cancelled.
    func addVoiceShortcutViewControllerDidCancel(_ controller: INUIAddVoiceShortcutViewController)
}

/// What the edit voice shortcut screen tells its delegate, as
/// `INUIEditVoiceShortcutViewControllerDelegate`; nothing calls it, as nothing is edited.
@preconcurrency @MainActor public protocol INUIEditVoiceShortcutViewControllerDelegate: NSObjectProtocol {
    /// The person changed the phrase (`voiceShortcut`) or it failed (`error`).
    func editVoiceShortcutViewController(
        _ controller: INUIEditVoiceShortcutViewController, didUpdate voiceShortcut: INVoiceShortcut?,
        error: (any Error)?)
    /// The person deleted the voice shortcut with `deletedVoiceShortcutIdentifier`.
    func editVoiceShortcutViewController(
        _ controller: INUIEditVoiceShortcutViewController,
        didDeleteVoiceShortcutWithIdentifier deletedVoiceShortcutIdentifier: UUID)
    /// The person cancelled.
    func editVoiceShortcutViewControllerDidCancel(_ controller: INUIEditVoiceShortcutViewController)
}

/// The screen where the person records a phrase for a shortcut, as IntentsUI's
/// `INUIAddVoiceShortcutViewController`: presented as any controller is; drawing its view is
/// refused with a `CellSnapUIKitError` that names it, as CellSnap does not draw Siri's screens.
@preconcurrency @MainActor open class INUIAddVoiceShortcutViewController: UIViewController {
    /// Told when the person finishes or cancels.
    open weak var delegate: (any INUIAddVoiceShortcutViewControllerDelegate)?
    /// The shortcut a phrase is recorded for.
    public let cellSnapShortcut: INShortcut

    /// The screen for `shortcut`.
    public init(shortcut: INShortcut) {
        cellSnapShortcut = shortcut
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) { nil }

    /// Makes the view, whose drawing is refused.
    open override func loadView() {
        super.loadView()
        view.cellSnapRefuseDrawing(
            CellSnapUIKitError(
                call: "INUIAddVoiceShortcutViewController", reason: "CellSnap does not draw Siri's screens on Linux"))
    }
}

/// The screen where the person edits a voice shortcut, as IntentsUI's
/// `INUIEditVoiceShortcutViewController`: drawing its view is refused, as the add screen's is.
@preconcurrency @MainActor open class INUIEditVoiceShortcutViewController: UIViewController {
    /// Told when the person updates, deletes or cancels.
    open weak var delegate: (any INUIEditVoiceShortcutViewControllerDelegate)?
    /// The voice shortcut edited.
    public let cellSnapVoiceShortcut: INVoiceShortcut

    /// The screen for `voiceShortcut`.
    public init(voiceShortcut: INVoiceShortcut) {
        cellSnapVoiceShortcut = voiceShortcut
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) { nil }

    /// Makes the view, whose drawing is refused.
    open override func loadView() {
        super.loadView()
        view.cellSnapRefuseDrawing(
            CellSnapUIKitError(
                call: "INUIEditVoiceShortcutViewController", reason: "CellSnap does not draw Siri's screens on Linux"))
    }
}
