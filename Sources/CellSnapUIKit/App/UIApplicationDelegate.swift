import Foundation

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
    /// The app's window, when the app has no scenes.
    var window: UIWindow? { get set }
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
}

extension UIApplicationDelegate {
    public var window: UIWindow? {
        get { nil }
        set {}
    }
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
    open private(set) var userInfo: [String: any NSSecureCoding]?

    public init(
        type: String, localizedTitle: String, localizedSubtitle: String? = nil, icon: AnyObject? = nil,
        userInfo: [String: any NSSecureCoding]? = nil
    ) {
        self.type = type
        self.localizedTitle = localizedTitle
        self.localizedSubtitle = localizedSubtitle
        self.userInfo = userInfo
        super.init()
    }
}
