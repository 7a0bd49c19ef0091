import Foundation

/// What the notification center tells the app, as UserNotifications' `UNUserNotificationCenterDelegate`.
/// Every requirement is optional in the SDK and defaulted here. The center calls the completion
/// handler forms; their defaults call the `async` forms, so a delegate may implement either (without
/// the Objective-C runtime CellSnap cannot ask which one a delegate implements). A delegate that
/// implements neither presents nothing in front (`[]`), as on iOS.
public protocol UNUserNotificationCenterDelegate: NSObjectProtocol {
    /// A notification arrived while the app is in front: the handler gets how to present it.
    func userNotificationCenter(
        _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
        withCompletionHandler completionHandler: @escaping @Sendable (UNNotificationPresentationOptions) -> Void)
    /// A notification arrived while the app is in front: returns how to present it.
    func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification) async
        -> UNNotificationPresentationOptions
    /// The person opened, dismissed or chose an action of a notification.
    func userNotificationCenter(
        _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
        withCompletionHandler completionHandler: @escaping @Sendable () -> Void)
    /// The person opened, dismissed or chose an action of a notification.
    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse) async
    /// The person asked for the app's notification settings.
    func userNotificationCenter(_ center: UNUserNotificationCenter, openSettingsFor notification: UNNotification?)
}

/// A value handed across the task that runs a delegate's `async` form.
private struct Handed<Value>: @unchecked Sendable { let value: Value }

extension UNUserNotificationCenterDelegate {
    public func userNotificationCenter(
        _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
        withCompletionHandler completionHandler: @escaping @Sendable (UNNotificationPresentationOptions) -> Void
    ) {
        let handed = Handed(value: (self as any UNUserNotificationCenterDelegate, center, notification))
        Task {
            let (delegate, center, notification) = handed.value
            completionHandler(await delegate.userNotificationCenter(center, willPresent: notification))
        }
    }

    public func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification)
        async -> UNNotificationPresentationOptions
    { [] }

    public func userNotificationCenter(
        _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
        withCompletionHandler completionHandler: @escaping @Sendable () -> Void
    ) {
        let handed = Handed(value: (self as any UNUserNotificationCenterDelegate, center, response))
        Task {
            let (delegate, center, response) = handed.value
            await delegate.userNotificationCenter(center, didReceive: response)
            completionHandler()
        }
    }

    public func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse)
        async
    {}

    public func userNotificationCenter(
        _ center: UNUserNotificationCenter, openSettingsFor notification: UNNotification?
    ) {}
}
