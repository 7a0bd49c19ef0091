import CellSnapUIKit
import Foundation

extension UNUserNotificationCenter {
    /// Makes `answer` the person's answer to the app's first request for authorization (Linux-only,
    /// no UserNotifications API): `.authorized` or `.denied` (the default), or `.ephemeral`. With
    /// `decided`, the status is `answer` already, as on a device where the person answered before.
    public static func cellSnapSetAuthorizationAnswer(
        _ answer: UNAuthorizationStatus, decided: Bool = false,
        options: UNAuthorizationOptions = [.alert, .badge, .sound]
    ) {
        current().withState { state in
            state.answer = answer
            if decided { (state.status, state.options) = (answer, options) }
        }
    }

    /// The number on the app's icon that ``setBadgeCount(_:withCompletionHandler:)`` set (Linux-only).
    public var cellSnapBadgeCount: Int { withState { $0.badgeCount } }

    /// Forgets everything: the status is `.notDetermined` again and the answer `.denied`; no
    /// request, notification or category is left, the badge count is 0 (Linux-only).
    public static func cellSnapReset() {
        current().withState { $0 = CenterState() }
        current().delegate = nil
    }

    /// Delivers the pending request named `identifier` now, as its trigger would (Linux-only): it
    /// becomes the newest delivered notification (a repeating request stays pending too), and the
    /// delegate is asked how to present it, as for an app in front. Returns the delegate's answer
    /// (`[]` without a delegate), or `nil` when no request of that name is pending.
    public func cellSnapDeliver(requestWithIdentifier identifier: String) async -> UNNotificationPresentationOptions? {
        let delivered = withState { state -> UNNotification? in
            guard let request = state.pending.first(where: { $0.identifier == identifier }) else { return nil }
            if request.trigger?.repeats != true { state.pending.removeAll { $0 === request } }
            let notification = UNNotification(date: Date(), request: request)
            state.delivered.insert(notification, at: 0)
            return notification
        }
        guard let notification = delivered else { return nil }
        guard let delegate else { return [] }
        return await withCheckedContinuation { continuation in
            delegate.userNotificationCenter(self, willPresent: notification) { continuation.resume(returning: $0) }
        }
    }

    /// Answers the delivered notification named `identifier` as the person would (Linux-only):
    /// `actionIdentifier` is an action's identifier, ``UNNotificationDefaultActionIdentifier``
    /// (opened) or ``UNNotificationDismissActionIdentifier``; `userText` makes a text input response.
    /// The delegate is told, and this returns once it called its completion handler. Returns
    /// `false` when no delivered notification has that name.
    @discardableResult
    public func cellSnapRespond(
        toNotificationWithIdentifier identifier: String,
        actionIdentifier: String = UNNotificationDefaultActionIdentifier,
        userText: String? = nil
    ) async -> Bool {
        guard let notification = withState({ $0.delivered.first { $0.request.identifier == identifier } }) else {
            return false
        }
        let response =
            userText.map {
                UNTextInputNotificationResponse(
                    notification: notification, actionIdentifier: actionIdentifier, userText: $0)
            } ?? UNNotificationResponse(notification: notification, actionIdentifier: actionIdentifier)
        guard let delegate else { return true }
        await withCheckedContinuation { continuation in
            delegate.userNotificationCenter(self, didReceive: response) { continuation.resume() }
        }
        return true
    }
}
