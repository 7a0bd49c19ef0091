import CloudKit
import Foundation
import Intents

/// An app delegate, as UIKit's `UIApplicationDelegate`: every requirement is optional in UIKit,
/// and each has a default here that does what UIKit does for a delegate without it, so that an
/// app delegate file compiles. CellSnap launches no app: a test makes the controllers it draws,
/// and the delegate's methods run only when the test (or ``main()``) calls them.
///
/// ```swift
/// final class AppDelegate: UIResponder, UIApplicationDelegate {
///     var window: UIWindow?
///
///     func application(
///         _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
///     ) -> Bool {
///         true
///     }
/// }
/// ```
@preconcurrency @MainActor public protocol UIApplicationDelegate: NSObjectProtocol {
    /// The app's window, when the app has no scenes: `UIWindow?`, as an app delegate declares it.
    /// In UIKit it is an optional requirement, so `delegate?.window` is `UIWindow??` there; it is
    /// here too (see the extension), and this requirement is disfavoured so that it is the one only
    /// where a `UIWindow?` is asked for (or set).
    @_disfavoredOverload var window: UIWindow? { get set }
    func application(
        _ application: UIApplication,
        willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool
    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool
    func applicationDidFinishLaunching(_ application: UIApplication)
    func applicationDidBecomeActive(_ application: UIApplication)
    func applicationWillResignActive(_ application: UIApplication)
    func applicationDidEnterBackground(_ application: UIApplication)
    func applicationWillEnterForeground(_ application: UIApplication)
    func applicationWillTerminate(_ application: UIApplication)
    func applicationDidReceiveMemoryWarning(_ application: UIApplication)
    func applicationSignificantTimeChange(_ application: UIApplication)
    func applicationProtectedDataWillBecomeUnavailable(_ application: UIApplication)
    func applicationProtectedDataDidBecomeAvailable(_ application: UIApplication)
    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)
    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool
    func application(_ application: UIApplication, willContinueUserActivityWithType userActivityType: String) -> Bool
    func application(
        _ application: UIApplication, continue userActivity: NSUserActivity,
        restorationHandler: @escaping ([any UIUserActivityRestoring]?) -> Void
    ) -> Bool
    func application(
        _ application: UIApplication, didFailToContinueUserActivityWithType userActivityType: String,
        error: any Error)
    func application(_ application: UIApplication, didUpdate userActivity: NSUserActivity)
    func application(
        _ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data)
    func application(
        _ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: any Error)
    func application(
        _ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
        fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void)
    func application(
        _ application: UIApplication, handleEventsForBackgroundURLSession identifier: String,
        completionHandler: @escaping () -> Void)
    func application(
        _ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void)
    func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?)
        -> UIInterfaceOrientationMask
    func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool
    func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool
    func application(_ application: UIApplication, shouldSaveApplicationState coder: NSCoder) -> Bool
    func application(_ application: UIApplication, shouldRestoreApplicationState coder: NSCoder) -> Bool
    func application(_ application: UIApplication, willEncodeRestorableStateWith coder: NSCoder)
    func application(_ application: UIApplication, didDecodeRestorableStateWith coder: NSCoder)
    func application(
        _ application: UIApplication, viewControllerWithRestorationIdentifierPath identifierComponents: [String],
        coder: NSCoder
    ) -> UIViewController?
    // Deprecated and rarely used requirements; their defaults are in UIApplicationDelegate+Legacy.swift.
    func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any])
    func application(_ application: UIApplication, handleOpen url: URL) -> Bool
    func application(_ application: UIApplication, open url: URL, sourceApplication: String?, annotation: Any) -> Bool
    func application(
        _ application: UIApplication,
        performFetchWithCompletionHandler completionHandler:
            @escaping (UIBackgroundFetchResult) -> Void)
    func application(
        _ application: UIApplication, handleActionWithIdentifier identifier: String?,
        forRemoteNotification userInfo: [AnyHashable: Any], completionHandler: @escaping () -> Void)
    func application(
        _ application: UIApplication, handleActionWithIdentifier identifier: String?,
        forRemoteNotification userInfo: [AnyHashable: Any], withResponseInfo responseInfo: [AnyHashable: Any],
        completionHandler: @escaping () -> Void)
    func application(
        _ application: UIApplication, handleWatchKitExtensionRequest userInfo: [AnyHashable: Any]?,
        reply: @escaping ([AnyHashable: Any]?) -> Void)
    func application(
        _ application: UIApplication,
        shouldAllowExtensionPointIdentifier extensionPointIdentifier: UIApplication.ExtensionPointIdentifier
    ) -> Bool
    func application(_ application: UIApplication, willChangeStatusBarFrame newStatusBarFrame: CGRect)
    func application(_ application: UIApplication, didChangeStatusBarFrame oldStatusBarFrame: CGRect)
    func application(
        _ application: UIApplication, willChangeStatusBarOrientation newStatusBarOrientation: UIInterfaceOrientation,
        duration: TimeInterval)
    func application(
        _ application: UIApplication, didChangeStatusBarOrientation oldStatusBarOrientation: UIInterfaceOrientation)
    func application(_ application: UIApplication, didRegister notificationSettings: UIUserNotificationSettings)
    func application(_ application: UIApplication, didReceive notification: UILocalNotification)
    func application(
        _ application: UIApplication, handleActionWithIdentifier identifier: String?,
        for notification: UILocalNotification, completionHandler: @escaping () -> Void)
    func application(
        _ application: UIApplication, handleActionWithIdentifier identifier: String?,
        for notification: UILocalNotification, withResponseInfo responseInfo: [AnyHashable: Any],
        completionHandler: @escaping () -> Void)
    func applicationShouldAutomaticallyLocalizeKeyCommands(_ application: UIApplication) -> Bool
    func applicationShouldRequestHealthAuthorization(_ application: UIApplication)
    func application(_ application: UIApplication, handlerFor intent: INIntent) -> Any?
    func application(
        _ application: UIApplication, handle intent: INIntent,
        completionHandler: @escaping (INIntentResponse) -> Void)
    /// The person accepted to join a CloudKit share (tapped its link); the app accepts it with a
    /// `CKAcceptSharesOperation` and shows the shared records.
    ///
    /// No visible effect: iOS calls it when a share's link opens the app, which never happens in a
    /// test (a test calls it with metadata it makes); what the app then shows is drawn as any screen.
    func application(
        _ application: UIApplication, userDidAcceptCloudKitShareWith cloudKitShareMetadata: CKShare.Metadata)
}

extension UIApplicationDelegate {
    /// The delegate's window as UIKit's optional requirement reads it: `UIWindow??`, so that
    /// `UIApplication.shared.delegate?.window??.rootViewController` and
    /// `if let window = delegate?.window { window?.… }` compile as on iOS. Read only: a window is
    /// set through the `UIWindow?` requirement.
    public var window: UIWindow?? { .some(self.window as UIWindow?) }
    public func application(
        _ application: UIApplication,
        willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool { true }
    public func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool { true }
    public func applicationDidFinishLaunching(_ application: UIApplication) {}
    public func applicationDidBecomeActive(_ application: UIApplication) {}
    public func applicationWillResignActive(_ application: UIApplication) {}
    public func applicationDidEnterBackground(_ application: UIApplication) {}
    public func applicationWillEnterForeground(_ application: UIApplication) {}
    public func applicationWillTerminate(_ application: UIApplication) {}
    public func applicationDidReceiveMemoryWarning(_ application: UIApplication) {}
    public func applicationSignificantTimeChange(_ application: UIApplication) {}
    public func applicationProtectedDataWillBecomeUnavailable(_ application: UIApplication) {}
    public func applicationProtectedDataDidBecomeAvailable(_ application: UIApplication) {}
    /// The configuration of the session's own (an app without this method names its scene
    /// delegate in its Info.plist, which CellSnap does not read).
    public func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration { connectingSceneSession.configuration }
    public func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {}
    public func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:])
        -> Bool
    { false }
    public func application(_ application: UIApplication, willContinueUserActivityWithType userActivityType: String)
        -> Bool
    { false }
    public func application(
        _ application: UIApplication, continue userActivity: NSUserActivity,
        restorationHandler: @escaping ([any UIUserActivityRestoring]?) -> Void
    ) -> Bool { false }
    public func application(
        _ application: UIApplication, didFailToContinueUserActivityWithType userActivityType: String,
        error: any Error
    ) {}
    public func application(_ application: UIApplication, didUpdate userActivity: NSUserActivity) {}
    public func application(
        _ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data
    ) {}
    public func application(
        _ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: any Error
    ) {}
    public func application(
        _ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
        fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void
    ) { completionHandler(.noData) }
    public func application(
        _ application: UIApplication, handleEventsForBackgroundURLSession identifier: String,
        completionHandler: @escaping () -> Void
    ) { completionHandler() }
    public func application(
        _ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void
    ) { completionHandler(false) }
    /// Every orientation but upside down, an iPhone app's default.
    public func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?)
        -> UIInterfaceOrientationMask
    { .allButUpsideDown }
    public func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool {
        false
    }
    public func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool {
        false
    }
    public func application(_ application: UIApplication, shouldSaveApplicationState coder: NSCoder) -> Bool {
        false
    }
    public func application(_ application: UIApplication, shouldRestoreApplicationState coder: NSCoder) -> Bool {
        false
    }
    public func application(_ application: UIApplication, willEncodeRestorableStateWith coder: NSCoder) {}
    public func application(_ application: UIApplication, didDecodeRestorableStateWith coder: NSCoder) {}
    public func application(
        _ application: UIApplication, viewControllerWithRestorationIdentifierPath identifierComponents: [String],
        coder: NSCoder
    ) -> UIViewController? { nil }

    /// The entry point of an app whose delegate is marked `@main`, as UIKit declares it, so that
    /// the file compiles in an executable. CellSnap launches no app: run, it says so on standard
    /// error and exits with status 1. (A test target cannot hold a `@main` file at all: the test
    /// runner has the process's entry point, and the link fails with "multiple definition of
    /// 'main'"; leave the app delegate out of the Linux target.)
    public static func main() -> Never {
        let message =
            "CellSnap cannot launch \(Self.self): CellSnapUIKit runs no app on Linux; "
            + "make the app's view controllers in a test and snapshot them\n"
        FileHandle.standardError.write(Data(message.utf8))
        exit(1)
    }
}

/// The result of a background fetch, as UIKit's `UIBackgroundFetchResult`.
public enum UIBackgroundFetchResult: UInt, Hashable, Sendable {
    case newData = 0, noData, failed
}

/// An object that restores itself from a user activity, as UIKit's `UIUserActivityRestoring`.
@preconcurrency @MainActor public protocol UIUserActivityRestoring: NSObjectProtocol {
    func restoreUserActivityState(_ userActivity: NSUserActivity)
}

/// A Home Screen quick action, as UIKit's `UIApplicationShortcutItem`.
open class UIApplicationShortcutItem: NSObject, @unchecked Sendable {
    open private(set) var type: String
    open private(set) var localizedTitle: String
    open private(set) var localizedSubtitle: String?
    /// No visible effect: quick actions show on the Home Screen, outside the app.
    open private(set) var icon: UIApplicationShortcutIcon?
    open private(set) var userInfo: [String: any NSSecureCoding]?

    public init(
        type: String, localizedTitle: String, localizedSubtitle: String?, icon: UIApplicationShortcutIcon?,
        userInfo: [String: any NSSecureCoding]? = nil
    ) {
        self.type = type
        self.localizedTitle = localizedTitle
        self.localizedSubtitle = localizedSubtitle
        self.icon = icon
        self.userInfo = userInfo
        super.init()
    }

    /// A quick action of `type` titled `localizedTitle`, without subtitle or icon.
    public convenience init(type: String, localizedTitle: String) {
        self.init(type: type, localizedTitle: localizedTitle, localizedSubtitle: nil, icon: nil)
    }
}

/// The icon of a Home Screen quick action, as UIKit's `UIApplicationShortcutIcon`: a system
/// icon, a symbol or a template image of the app's.
///
/// No visible effect: quick actions show on the Home Screen, outside the app.
open class UIApplicationShortcutIcon: NSObject, @unchecked Sendable {
    /// The system's quick-action icons, as `UIApplicationShortcutIcon.IconType`.
    public enum IconType: Int, Hashable, Sendable {
        case compose = 0, play, pause, add, location, search, share, prohibit, contact, home, markLocation
        case favorite, love, cloud, invitation, confirmation, mail, message, date, time, capturePhoto
        case captureVideo, task, taskCompleted, alarm, bookmark, shuffle, audio, update
    }

    /// What the icon is made from (Linux-only, for a test to read).
    public enum CellSnapSource: Hashable, Sendable {
        case type(IconType), systemImageName(String), templateImageName(String)
    }

    /// What the icon is made from.
    public final let cellSnapSource: CellSnapSource

    /// The system icon `type`.
    public init(type: IconType) {
        cellSnapSource = .type(type)
        super.init()
    }

    /// The SF Symbol `systemImageName`.
    public init(systemImageName: String) {
        cellSnapSource = .systemImageName(systemImageName)
        super.init()
    }

    /// The app's template image `templateImageName`.
    public init(templateImageName: String) {
        cellSnapSource = .templateImageName(templateImageName)
        super.init()
    }
}

extension UIApplicationDelegate where Self: NSObject {
    /// No window, for a delegate that declares none (a scene-based app's). (In an extension of its
    /// own: Swift allows it beside the `UIWindow??` one only under another constraint.)
    @_disfavoredOverload public var window: UIWindow? {
        get { nil }
        set {}
    }
}
