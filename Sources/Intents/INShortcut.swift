import CellSnapFoundation
import Foundation
import Synchronization

/// What a shortcut runs, as Intents' `INShortcut` in Swift: an intent or a user activity.
public enum INShortcut: Hashable, @unchecked Sendable {
    case intent(INIntent)
    case userActivity(NSUserActivity)

    /// A shortcut of `intent`. Apple returns `nil` for an intent that cannot be a shortcut, which
    /// its intent definitions say and CellSnap cannot tell: never `nil` here.
    public init?(intent: INIntent) { self = .intent(intent) }
    /// A shortcut of `userActivity`.
    public init(userActivity: NSUserActivity) { self = .userActivity(userActivity) }

    /// The shortcut's intent, or `nil` for an activity's.
    public var intent: INIntent? {
        if case .intent(let intent) = self { return intent }
        return nil
    }

    /// The shortcut's activity, or `nil` for an intent's.
    public var userActivity: NSUserActivity? {
        if case .userActivity(let activity) = self { return activity }
        return nil
    }
}

/// A shortcut the person recorded a phrase for, as Intents' `INVoiceShortcut`. CellSnap's device
/// has none until a test adds them (``INVoiceShortcutCenter/cellSnapSetVoiceShortcuts(_:)``).
open class INVoiceShortcut: NSObject, NSCopying, @unchecked Sendable {
    /// The voice shortcut's identifier.
    open private(set) var identifier: UUID
    /// The phrase the person says.
    open private(set) var invocationPhrase: String
    /// What it runs.
    open private(set) var shortcut: INShortcut

    /// A voice shortcut of `shortcut` said as `invocationPhrase` (Linux-only: on iOS the person
    /// records one in the add voice shortcut screen).
    public init(cellSnapIdentifier identifier: UUID = UUID(), invocationPhrase: String, shortcut: INShortcut) {
        (self.identifier, self.invocationPhrase, self.shortcut) = (identifier, invocationPhrase, shortcut)
        super.init()
    }

    /// A copy with the same identifier, phrase and shortcut.
    open func copy(with zone: NSZone? = nil) -> Any {
        INVoiceShortcut(cellSnapIdentifier: identifier, invocationPhrase: invocationPhrase, shortcut: shortcut)
    }
}

/// The person's voice shortcuts and the app's suggestions, as Intents' `INVoiceShortcutCenter`:
/// the voice shortcuts a test sets (none until then), given asynchronously; suggestions are kept
/// in ``cellSnapShortcutSuggestions``.
open class INVoiceShortcutCenter: NSObject, @unchecked Sendable {
    /// The center.
    public static let shared = INVoiceShortcutCenter()
    private let state = Mutex((voiceShortcuts: [INVoiceShortcut](), suggestions: [INShortcut]()))
    private let queue = DispatchQueue(label: "INVoiceShortcutCenter")

    private override init() { super.init() }

    /// The app's voice shortcuts, asynchronously.
    open func getAllVoiceShortcuts(
        completion completionHandler: @escaping @Sendable ([INVoiceShortcut]?, (any Error)?) -> Void
    ) {
        let shortcuts = state.withLock { $0.voiceShortcuts }
        queue.async { completionHandler(shortcuts, nil) }
    }

    /// The voice shortcut with `identifier` (`nil` when there is none), asynchronously.
    open func getVoiceShortcut(
        with identifier: UUID,
        completion completionHandler: @escaping @Sendable (INVoiceShortcut?, (any Error)?) -> Void
    ) {
        let shortcut = state.withLock { $0.voiceShortcuts.first { $0.identifier == identifier } }
        queue.async { completionHandler(shortcut, nil) }
    }

    /// The app's voice shortcuts.
    open func allVoiceShortcuts() async throws -> [INVoiceShortcut] {
        await withCheckedContinuation { continuation in
            getAllVoiceShortcuts { shortcuts, _ in continuation.resume(returning: shortcuts ?? []) }
        }
    }

    /// The voice shortcut with `identifier`, or `nil`.
    open func voiceShortcut(with identifier: UUID) async throws -> INVoiceShortcut? {
        await withCheckedContinuation { continuation in
            getVoiceShortcut(with: identifier) { shortcut, _ in continuation.resume(returning: shortcut) }
        }
    }

    /// Suggests `suggestions` to the person (kept, replacing the earlier ones).
    open func setShortcutSuggestions(_ suggestions: [INShortcut]) {
        state.withLock { $0.suggestions = suggestions }
    }

    /// The suggestions last set (Linux-only).
    public var cellSnapShortcutSuggestions: [INShortcut] { state.withLock { $0.suggestions } }

    /// Makes the person's voice shortcuts `voiceShortcuts` (Linux-only).
    public func cellSnapSetVoiceShortcuts(_ voiceShortcuts: [INVoiceShortcut]) {
        state.withLock { $0.voiceShortcuts = voiceShortcuts }
    }
}
