import Foundation
import Intents

// The defaults of UIApplicationDelegate's deprecated and rarely used optional requirements: what
// UIKit does for a delegate that does not implement them.

extension UIApplicationDelegate {
    /// No visible effect: a snapshot receives no remote notifications.
    public func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any]) {}
    /// Not implemented: the URL is not handled.
    public func application(_ application: UIApplication, handleOpen url: URL) -> Bool { false }
    /// Not implemented: the URL is not handled.
    public func application(
        _ application: UIApplication, open url: URL, sourceApplication: String?, annotation: Any
    ) -> Bool { false }
    /// Not implemented: the fetch finds no new data.
    ///
    /// No visible effect: a snapshot runs nothing in the background.
    public func application(
        _ application: UIApplication,
        performFetchWithCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void
    ) { completionHandler(.noData) }
    /// No visible effect: a snapshot receives no remote notifications.
    public func application(
        _ application: UIApplication, handleActionWithIdentifier identifier: String?,
        forRemoteNotification userInfo: [AnyHashable: Any], completionHandler: @escaping () -> Void
    ) { completionHandler() }
    /// Not implemented: the action without a response, as ``application(_:handleActionWithIdentifier:forRemoteNotification:completionHandler:)``.
    ///
    /// No visible effect: a snapshot receives no remote notifications.
    public func application(
        _ application: UIApplication, handleActionWithIdentifier identifier: String?,
        forRemoteNotification userInfo: [AnyHashable: Any], withResponseInfo responseInfo: [AnyHashable: Any],
        completionHandler: @escaping () -> Void
    ) {
        self.application(
            application, handleActionWithIdentifier: identifier, forRemoteNotification: userInfo,
            completionHandler: completionHandler)
    }
    /// Not implemented: the granted settings are not looked at.
    ///
    /// No visible effect: the settings decide how notifications show outside the app.
    public func application(
        _ application: UIApplication, didRegister notificationSettings: UIUserNotificationSettings
    ) {}
    /// Not implemented: a local notification that arrives while the app is in the foreground is dropped.
    ///
    /// No visible effect: the notification itself shows outside the app.
    public func application(_ application: UIApplication, didReceive notification: UILocalNotification) {}
    /// Not implemented: the action is finished at once.
    ///
    /// No visible effect: the notification's actions show outside the app.
    public func application(
        _ application: UIApplication, handleActionWithIdentifier identifier: String?,
        for notification: UILocalNotification, completionHandler: @escaping () -> Void
    ) { completionHandler() }
    /// Not implemented: the action without its response, as
    /// ``application(_:handleActionWithIdentifier:for:completionHandler:)``.
    ///
    /// No visible effect: the notification's actions show outside the app.
    public func application(
        _ application: UIApplication, handleActionWithIdentifier identifier: String?,
        for notification: UILocalNotification, withResponseInfo responseInfo: [AnyHashable: Any],
        completionHandler: @escaping () -> Void
    ) {
        self.application(
            application, handleActionWithIdentifier: identifier, for: notification, completionHandler: completionHandler
        )
    }
    /// No visible effect: there is no watch.
    public func application(
        _ application: UIApplication, handleWatchKitExtensionRequest userInfo: [AnyHashable: Any]?,
        reply: @escaping ([AnyHashable: Any]?) -> Void
    ) { reply(nil) }
    /// Not implemented: every extension point is allowed.
    ///
    /// No visible effect: no custom keyboard appears in a snapshot.
    public func application(
        _ application: UIApplication,
        shouldAllowExtensionPointIdentifier extensionPointIdentifier: UIApplication.ExtensionPointIdentifier
    ) -> Bool { true }
    /// No visible effect: the status bar never changes in a snapshot.
    public func application(_ application: UIApplication, willChangeStatusBarFrame newStatusBarFrame: CGRect) {}
    /// No visible effect: the status bar never changes in a snapshot.
    public func application(_ application: UIApplication, didChangeStatusBarFrame oldStatusBarFrame: CGRect) {}
    /// No visible effect: nothing rotates in a snapshot.
    public func application(
        _ application: UIApplication, willChangeStatusBarOrientation newStatusBarOrientation: UIInterfaceOrientation,
        duration: TimeInterval
    ) {}
    /// No visible effect: nothing rotates in a snapshot.
    public func application(
        _ application: UIApplication, didChangeStatusBarOrientation oldStatusBarOrientation: UIInterfaceOrientation
    ) {}
    /// Not implemented: key commands are localized, as UIKit does.
    ///
    /// No visible effect: key commands' shortcuts are not drawn.
    public func applicationShouldAutomaticallyLocalizeKeyCommands(_ application: UIApplication) -> Bool { true }
    /// No visible effect: there is no HealthKit.
    public func applicationShouldRequestHealthAuthorization(_ application: UIApplication) {}
    /// Not implemented: no object of the app handles `intent` (iOS 14), so Siri and Shortcuts
    /// turn to the app's Intents extension. A test asks the delegate itself, as the system would
    /// for an intent run in the app.
    public func application(_ application: UIApplication, handlerFor intent: INIntent) -> Any? {
        OptionalRequirements.unimplemented(nil)
    }
    /// Not implemented: the app does not handle `intent` in the background (iOS 11, deprecated
    /// for ``application(_:handlerFor:)``), and `completionHandler` is not called, as UIKit asks
    /// only a delegate that implements it.
    public func application(
        _ application: UIApplication, handle intent: INIntent,
        completionHandler: @escaping (INIntentResponse) -> Void
    ) { OptionalRequirements.unimplemented(()) }
}
