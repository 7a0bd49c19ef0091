import Foundation

/// What the application's older, app-wide API keeps (the status bar, interaction events,
/// background fetch): main-actor state, as UIKit's `UIApplication.shared` is one object.
@MainActor private var applicationWideState = (
    statusBarHidden: false, statusBarStyle: UIStatusBarStyle.default, networkActivityIndicatorVisible: false,
    ignoredInteractionEvents: 0, minimumBackgroundFetchInterval: TimeInterval.greatestFiniteMagnitude
)

extension UIApplication {
    /// The orientation of the app's interface (deprecated in iOS 13 for the window scene's): the
    /// main scene's, portrait.
    public var statusBarOrientation: UIInterfaceOrientation { mainScene.interfaceOrientation }
    /// How long the status bar takes to rotate (deprecated in iOS 13): UIKit's 0.3 seconds a quarter turn.
    ///
    /// No visible effect: nothing rotates in a snapshot.
    public var statusBarOrientationAnimationDuration: TimeInterval { 0.3 }
    /// The status bar's frame (deprecated in iOS 13 for ``UIStatusBarManager/statusBarFrame``): the main scene's.
    public var statusBarFrame: CGRect { mainScene.statusBarManager?.statusBarFrame ?? .zero }
    /// Whether the status bar is hidden (deprecated in iOS 9): as ``setStatusBarHidden(_:with:)`` set it.
    ///
    /// No visible effect: CellSnap draws no status bar, and view controllers decide it since iOS 9.
    public var isStatusBarHidden: Bool { applicationWideState.statusBarHidden }
    /// The status bar's style (deprecated in iOS 9): as ``setStatusBarStyle(_:animated:)`` set it.
    ///
    /// No visible effect: CellSnap draws no status bar.
    public var statusBarStyle: UIStatusBarStyle { applicationWideState.statusBarStyle }
    /// No visible effect: CellSnap draws no status bar, and view controllers decide it since iOS 9.
    public func setStatusBarHidden(_ hidden: Bool, with animation: UIStatusBarAnimation) {
        applicationWideState.statusBarHidden = hidden
    }
    /// No visible effect: CellSnap draws no status bar.
    public func setStatusBarStyle(_ statusBarStyle: UIStatusBarStyle, animated: Bool) {
        applicationWideState.statusBarStyle = statusBarStyle
    }
    /// No visible effect: nothing rotates in a snapshot, and the scene keeps its portrait orientation.
    public func setStatusBarOrientation(_ interfaceOrientation: UIInterfaceOrientation, animated: Bool) {}
    /// Whether the network activity indicator spins (deprecated in iOS 13).
    ///
    /// No visible effect: CellSnap draws no status bar.
    public var isNetworkActivityIndicatorVisible: Bool {
        get { applicationWideState.networkActivityIndicatorVisible }
        set { applicationWideState.networkActivityIndicatorVisible = newValue }
    }

    /// Opens `url` (deprecated in iOS 10 for ``open(_:options:completionHandler:)``), whose record
    /// and answer it shares: whether the URL can be opened.
    @discardableResult public func openURL(_ url: URL) -> Bool {
        open(url, options: [:], completionHandler: nil)
        return canOpenURL(url)
    }

    /// Whether the app may refresh in the background: available.
    ///
    /// No visible effect: a snapshot runs nothing in the background.
    public var backgroundRefreshStatus: UIBackgroundRefreshStatus { .available }
    /// How long the app may still run in the background: as UIKit answers for an app in the
    /// foreground, the largest time.
    ///
    /// No visible effect: a snapshot runs nothing in the background.
    public var backgroundTimeRemaining: TimeInterval { .greatestFiniteMagnitude }
    /// The shortest interval between background fetches.
    nonisolated public static let backgroundFetchIntervalMinimum: TimeInterval = 0
    /// An interval that turns background fetches off.
    nonisolated public static let backgroundFetchIntervalNever: TimeInterval = .greatestFiniteMagnitude
    /// No visible effect: a snapshot runs nothing in the background.
    public func setMinimumBackgroundFetchInterval(_ minimumBackgroundFetchInterval: TimeInterval) {
        applicationWideState.minimumBackgroundFetchInterval = minimumBackgroundFetchInterval
    }

    /// Whether the app ignores touches (deprecated in iOS 13): while a begin call is not yet ended.
    ///
    /// No visible effect: a snapshot has no touches to ignore.
    public var isIgnoringInteractionEvents: Bool { applicationWideState.ignoredInteractionEvents > 0 }
    /// No visible effect: a snapshot has no touches to ignore.
    public func beginIgnoringInteractionEvents() { applicationWideState.ignoredInteractionEvents += 1 }
    /// No visible effect: a snapshot has no touches to ignore.
    public func endIgnoringInteractionEvents() {
        applicationWideState.ignoredInteractionEvents = max(0, applicationWideState.ignoredInteractionEvents - 1)
    }
    /// No visible effect: remote-control events (headphones, the lock screen) never reach a snapshot.
    public func beginReceivingRemoteControlEvents() {}
    /// No visible effect: remote-control events (headphones, the lock screen) never reach a snapshot.
    public func endReceivingRemoteControlEvents() {}
    /// Whether shaking the device offers undo: `true`, UIKit's default.
    ///
    /// No visible effect: a snapshot is never shaken.
    public var applicationSupportsShakeToEdit: Bool { true }

    /// Changes the app's icon (iOS 10.3): the completion handler gets an error, as CellSnap's app
    /// supports no alternate icons (``supportsAlternateIcons``).
    ///
    /// No visible effect: the app's icon is not part of a screen.
    public func setAlternateIconName(
        _ alternateIconName: String?, completionHandler: (@MainActor @Sendable ((any Error)?) -> Void)? = nil
    ) {
        completionHandler?(
            CellSnapUIKitError(
                call: "UIApplication.setAlternateIconName(_:completionHandler:)",
                reason: "the app supports no alternate icons (supportsAlternateIcons is false)"))
    }

    /// Posted when the background refresh status changes.
    nonisolated public static let backgroundRefreshStatusDidChangeNotification = Notification.Name(
        "UIApplicationBackgroundRefreshStatusDidChangeNotification")
    /// Posted when the status bar's frame will change (deprecated in iOS 13).
    nonisolated public static let willChangeStatusBarFrameNotification = Notification.Name(
        "UIApplicationWillChangeStatusBarFrameNotification")
    /// Posted when the status bar's frame changed (deprecated in iOS 13).
    nonisolated public static let didChangeStatusBarFrameNotification = Notification.Name(
        "UIApplicationDidChangeStatusBarFrameNotification")
    /// Posted when the status bar's orientation will change (deprecated in iOS 13).
    nonisolated public static let willChangeStatusBarOrientationNotification = Notification.Name(
        "UIApplicationWillChangeStatusBarOrientationNotification")
    /// Posted when the status bar's orientation changed (deprecated in iOS 13).
    nonisolated public static let didChangeStatusBarOrientationNotification = Notification.Name(
        "UIApplicationDidChangeStatusBarOrientationNotification")
    /// The user-info key of the new orientation in the status bar's notifications.
    nonisolated public static let statusBarOrientationUserInfoKey = "UIApplicationStatusBarOrientationUserInfoKey"
    /// The user-info key of the new frame in the status bar's notifications.
    nonisolated public static let statusBarFrameUserInfoKey = "UIApplicationStatusBarFrameUserInfoKey"

    /// An extension point an app may refuse, as UIKit's `UIApplication.ExtensionPointIdentifier`.
    public struct ExtensionPointIdentifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Custom keyboards.
        public static let keyboard = ExtensionPointIdentifier(rawValue: "com.apple.keyboard-service")
    }
}

/// Whether an app may refresh in the background, as UIKit's `UIBackgroundRefreshStatus`.
public enum UIBackgroundRefreshStatus: Int, Hashable, Sendable {
    case restricted = 0, denied, available
}
