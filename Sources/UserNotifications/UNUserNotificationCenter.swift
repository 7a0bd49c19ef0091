import CellSnapUIKit
import Foundation

/// The app's notifications, as UserNotifications' `UNUserNotificationCenter`. Linux has no
/// notification centre: CellSnap's is this process's, and a test reads it and answers for the
/// person. Every completion handler is called at once, on the calling thread, so that a screen's
/// `viewDidLoad` has the answer before its snapshot. What each call does here:
///
/// | member | here |
/// | --- | --- |
/// | `requestAuthorization(options:)` | the first request takes the answer a test set (``cellSnapSetAuthorizationAnswer(_:)``; `.denied` until then, as a person who taps "Don't Allow"); a request with `.provisional` is granted `.provisional` without asking, as on iOS; later requests return the status already decided |
/// | `notificationSettings()` | the settings of that status and the options asked for (``UNNotificationSettings``) |
/// | `add(_:)` | refused with `UNError.notificationsNotAllowed` unless notifications are allowed, and with a ``CellSnapUIKitError`` for a time interval trigger iOS rejects; otherwise pending, in place of a pending request of the same identifier |
/// | pending and delivered requests | read, removed by identifier or all; a test delivers a pending one with ``cellSnapDeliver(requestWithIdentifier:)`` (the delegate is asked how to present it) and answers one with ``cellSnapRespond(toNotificationWithIdentifier:actionIdentifier:userText:)`` |
/// | categories, badge count | kept and read back |
///
/// The center is the process's: tests that set it differently must not run in parallel (a
/// `.serialized` suite), and start with ``cellSnapReset()``.
///
/// ```swift
/// UNUserNotificationCenter.current().getNotificationSettings { settings in
///     _ = settings.authorizationStatus   // .notDetermined until the app asks
/// }
/// ```
open class UNUserNotificationCenter: NSObject, @unchecked Sendable {
    private static let shared = UNUserNotificationCenter()
    private let lock = NSLock()
    /// What the center holds, behind `lock`.
    var state = CenterState()

    /// The object told of notifications in front and of the person's responses.
    open weak var delegate: (any UNUserNotificationCenterDelegate)?

    /// Whether the app's notification content extensions can run: `false`, Linux runs no extensions.
    open var supportsContentExtensions: Bool { false }

    /// The app's center.
    open class func current() -> UNUserNotificationCenter { shared }

    func withState<Result>(_ body: (inout CenterState) -> Result) -> Result { lock.withLock { body(&state) } }

    /// Asks the person to allow `options`: `completionHandler` gets whether notifications are
    /// allowed, at once.
    open func requestAuthorization(
        options: UNAuthorizationOptions = [], completionHandler: @escaping @Sendable (Bool, (any Error)?) -> Void
    ) {
        completionHandler(answerRequest(options), nil)
    }

    /// Asks the person to allow `options` and returns whether notifications are allowed.
    open func requestAuthorization(options: UNAuthorizationOptions = []) async throws -> Bool {
        answerRequest(options)
    }

    private func answerRequest(_ options: UNAuthorizationOptions) -> Bool {
        withState { state in
            if state.status == .notDetermined || state.status == .provisional && !options.contains(.provisional) {
                state.status = options.contains(.provisional) ? .provisional : state.answer
                state.options = options
            }
            return state.allowsNotifications
        }
    }

    /// The app's settings, at once.
    open func getNotificationSettings(completionHandler: @escaping @Sendable (UNNotificationSettings) -> Void) {
        completionHandler(notificationSettingsNow())
    }

    /// The app's settings.
    open func notificationSettings() async -> UNNotificationSettings { notificationSettingsNow() }

    private func notificationSettingsNow() -> UNNotificationSettings {
        withState { UNNotificationSettings(status: $0.status, options: $0.options) }
    }

    /// Makes `categories` the app's (in place of those set before).
    open func setNotificationCategories(_ categories: Set<UNNotificationCategory>) {
        withState { $0.categories = categories }
    }

    /// The app's categories, at once.
    open func getNotificationCategories(
        completionHandler: @escaping @Sendable (Set<UNNotificationCategory>) -> Void
    ) {
        completionHandler(withState { $0.categories })
    }

    /// The app's categories.
    open func notificationCategories() async -> Set<UNNotificationCategory> { withState { $0.categories } }

    /// Schedules `request`; `completionHandler` gets `nil` or why it was refused, at once.
    open func add(
        _ request: UNNotificationRequest,
        withCompletionHandler completionHandler: (@Sendable ((any Error)?) -> Void)? = nil
    ) {
        completionHandler?(schedule(request))
    }

    /// Schedules `request`, or throws why it was refused.
    open func add(_ request: UNNotificationRequest) async throws {
        if let error = schedule(request) { throw error }
    }

    private func schedule(_ request: UNNotificationRequest) -> (any Error)? {
        if let refusal = request.trigger?.refusal {
            return CellSnapUIKitError(call: "UNUserNotificationCenter.add(_:)", reason: refusal)
        }
        return withState { state -> (any Error)? in
            guard state.allowsNotifications else {
                return UNError(
                    .notificationsNotAllowed,
                    "Notifications are not allowed for this application (authorization status \(state.status))")
            }
            state.pending.removeAll { $0.identifier == request.identifier }
            state.pending.append(request)
            return nil
        }
    }

    /// The requests not yet delivered, in the order they were added, at once.
    open func getPendingNotificationRequests(completionHandler: @escaping @Sendable ([UNNotificationRequest]) -> Void) {
        completionHandler(withState { $0.pending })
    }

    /// The requests not yet delivered, in the order they were added.
    open func pendingNotificationRequests() async -> [UNNotificationRequest] { withState { $0.pending } }

    /// Removes the pending requests named in `identifiers`.
    open func removePendingNotificationRequests(withIdentifiers identifiers: [String]) {
        withState { $0.pending.removeAll { identifiers.contains($0.request.identifier) } }
    }

    /// Removes every pending request.
    open func removeAllPendingNotificationRequests() { withState { $0.pending.removeAll() } }

    /// The delivered notifications still shown, newest first, at once.
    open func getDeliveredNotifications(completionHandler: @escaping @Sendable ([UNNotification]) -> Void) {
        completionHandler(withState { $0.delivered })
    }

    /// The delivered notifications still shown, newest first.
    open func deliveredNotifications() async -> [UNNotification] { withState { $0.delivered } }

    /// Removes the delivered notifications whose requests are named in `identifiers`.
    open func removeDeliveredNotifications(withIdentifiers identifiers: [String]) {
        withState { $0.delivered.removeAll { identifiers.contains($0.request.identifier) } }
    }

    /// Removes every delivered notification.
    open func removeAllDeliveredNotifications() { withState { $0.delivered.removeAll() } }

    /// Sets the number on the app's icon (read back with ``cellSnapBadgeCount``); a negative count
    /// is refused with `UNError.badgeInputInvalid`.
    open func setBadgeCount(
        _ newBadgeCount: Int, withCompletionHandler completionHandler: (@Sendable ((any Error)?) -> Void)? = nil
    ) {
        completionHandler?(storeBadgeCount(newBadgeCount))
    }

    /// Sets the number on the app's icon, or throws `UNError.badgeInputInvalid` for a negative count.
    open func setBadgeCount(_ newBadgeCount: Int) async throws {
        if let error = storeBadgeCount(newBadgeCount) { throw error }
    }

    private func storeBadgeCount(_ count: Int) -> (any Error)? {
        guard count >= 0 else { return UNError(.badgeInputInvalid, "a badge count cannot be negative (\(count))") }
        withState { $0.badgeCount = count }
        return nil
    }
}

/// What the center holds.
struct CenterState {
    var status = UNAuthorizationStatus.notDetermined
    /// The answer the person gives the first request (set by a test).
    var answer = UNAuthorizationStatus.denied
    var options: UNAuthorizationOptions = []
    var categories: Set<UNNotificationCategory> = []
    var pending: [UNNotificationRequest] = []
    var delivered: [UNNotification] = []
    var badgeCount = 0

    var allowsNotifications: Bool { [.authorized, .provisional, .ephemeral].contains(status) }
}

extension UNNotificationRequest {
    /// The request itself (so that pending requests and delivered notifications filter alike).
    fileprivate var request: UNNotificationRequest { self }
}
