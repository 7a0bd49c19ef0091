import Foundation

/// UIApplication's constants: the URLs apps open and the keys of state restoration's coder.
extension UIApplication {
    /// The URL of the app's page in Settings.
    nonisolated public static let openSettingsURLString = "app-settings:"
    public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    public static let willEnterForegroundNotification = Notification.Name(
        "UIApplicationWillEnterForegroundNotification")
    public static let didFinishLaunchingNotification = Notification.Name("UIApplicationDidFinishLaunchingNotification")
    public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
    public static let didReceiveMemoryWarningNotification = Notification.Name(
        "UIApplicationDidReceiveMemoryWarningNotification")
    public static let significantTimeChangeNotification = Notification.Name(
        "UIApplicationSignificantTimeChangeNotification")
    public static let userDidTakeScreenshotNotification = Notification.Name(
        "UIApplicationUserDidTakeScreenshotNotification")
    public static let protectedDataDidBecomeAvailableNotification = Notification.Name(
        "UIApplicationProtectedDataDidBecomeAvailable")
    public static let protectedDataWillBecomeUnavailableNotification = Notification.Name(
        "UIApplicationProtectedDataWillBecomeUnavailable")
    /// The URL of the app's notification settings in Settings (iOS 15.4). Apple does not document
    /// the string; CellSnap's is `app-settings:notifications`, beside ``openSettingsURLString``.
    public static let openNotificationSettingsURLString = "app-settings:notifications"
    /// The URL of the Default Apps page in Settings (iOS 18.3). Apple does not document the string;
    /// CellSnap's is `app-settings:default-applications`.
    public static let openDefaultApplicationsSettingsURLString = "app-settings:default-applications"
    /// The name of the exception UIKit raises when a controller supports no orientation the app does.
    ///
    /// No visible effect: CellSnap raises no Objective-C exceptions; the name is there for code that
    /// compares an exception's name with it.
    public static let invalidInterfaceOrientationException = NSExceptionName(
        "UIApplicationInvalidInterfaceOrientation")
    /// The key of the app's bundle version in state restoration's coder.
    ///
    /// No visible effect: state is restored at a later launch, and a snapshot is one launch.
    public static let stateRestorationBundleVersionKey = "UIApplicationStateRestorationBundleVersion"
    /// The key of the system's version in state restoration's coder.
    ///
    /// No visible effect: state is restored at a later launch, and a snapshot is one launch.
    public static let stateRestorationSystemVersionKey = "UIApplicationStateRestorationSystemVersion"
    /// The key of the time the state was saved in state restoration's coder.
    ///
    /// No visible effect: state is restored at a later launch, and a snapshot is one launch.
    public static let stateRestorationTimestampKey = "UIApplicationStateRestorationTimestamp"
    /// The key of the interface idiom in state restoration's coder.
    ///
    /// No visible effect: state is restored at a later launch, and a snapshot is one launch.
    public static let stateRestorationUserInterfaceIdiomKey = "UIApplicationStateRestorationUserInterfaceIdiom"
    /// The key of a restored controller's storyboard in state restoration's coder.
    ///
    /// No visible effect: state is restored at a later launch, and a snapshot is one launch.
    public static let stateRestorationViewControllerStoryboardKey = "UIStateRestorationViewControllerStoryboard"
}
