import Foundation

extension UIApplication {
    /// The shortest interval between background fetches.
    nonisolated public static let backgroundFetchIntervalMinimum: TimeInterval = 0
    /// An interval that turns background fetches off.
    nonisolated public static let backgroundFetchIntervalNever: TimeInterval = .greatestFiniteMagnitude

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
