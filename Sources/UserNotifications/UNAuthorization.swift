import Foundation

/// What an app asks the person to allow, as UserNotifications' `UNAuthorizationOptions` (its raw
/// values).
public struct UNAuthorizationOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let badge = UNAuthorizationOptions(rawValue: 1 << 0)
    public static let sound = UNAuthorizationOptions(rawValue: 1 << 1)
    public static let alert = UNAuthorizationOptions(rawValue: 1 << 2)
    public static let carPlay = UNAuthorizationOptions(rawValue: 1 << 3)
    public static let criticalAlert = UNAuthorizationOptions(rawValue: 1 << 4)
    public static let providesAppNotificationSettings = UNAuthorizationOptions(rawValue: 1 << 5)
    /// Notifications delivered quietly, granted without asking the person.
    public static let provisional = UNAuthorizationOptions(rawValue: 1 << 6)
    @available(*, deprecated, message: "Announcement authorization is always included")
    public static let announcement = UNAuthorizationOptions(rawValue: 1 << 7)
    @available(*, deprecated, message: "Use a time-sensitive entitlement")
    public static let timeSensitive = UNAuthorizationOptions(rawValue: 1 << 8)
}

/// Whether the app may schedule notifications, as `UNAuthorizationStatus` (its raw values).
public enum UNAuthorizationStatus: Int, Hashable, Sendable {
    case notDetermined = 0, denied = 1, authorized = 2, provisional = 3, ephemeral = 4
}

/// Whether one kind of notification is on, as `UNNotificationSetting` (its raw values).
public enum UNNotificationSetting: Int, Hashable, Sendable {
    case notSupported = 0, disabled = 1, enabled = 2
}

/// How alerts show, as `UNAlertStyle` (its raw values).
public enum UNAlertStyle: Int, Hashable, Sendable {
    case none = 0, banner = 1, alert = 2
}

/// When previews of a notification's content show, as `UNShowPreviewsSetting` (its raw values).
public enum UNShowPreviewsSetting: Int, Hashable, Sendable {
    case always = 0, whenAuthenticated = 1, never = 2
}

/// How urgently a notification is delivered, as `UNNotificationInterruptionLevel` (its raw values).
public enum UNNotificationInterruptionLevel: UInt, Hashable, Sendable {
    case passive = 0, active = 1, timeSensitive = 2, critical = 3
}

/// How a notification that arrives while the app is in front shows, as
/// `UNNotificationPresentationOptions` (its raw values).
public struct UNNotificationPresentationOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let badge = UNNotificationPresentationOptions(rawValue: 1 << 0)
    public static let sound = UNNotificationPresentationOptions(rawValue: 1 << 1)
    @available(*, deprecated, message: "Use .list or .banner")
    public static let alert = UNNotificationPresentationOptions(rawValue: 1 << 2)
    public static let list = UNNotificationPresentationOptions(rawValue: 1 << 3)
    public static let banner = UNNotificationPresentationOptions(rawValue: 1 << 4)
}

/// The app's notification settings, as `UNNotificationSettings`: made by the center from its
/// authorization (there is no public initializer). Before the app asks, every setting is
/// `.notSupported`; once answered, alerts, badges and sounds are `.enabled` when they were asked
/// for and the answer allows notifications, `.disabled` otherwise. CellSnap's choices where iOS's
/// values depend on the device: no CarPlay (`.notSupported`), previews `.always`, no announcements,
/// no scheduled summary (`.disabled`), no direct messages, time-sensitive `.notSupported`.
open class UNNotificationSettings: NSObject, @unchecked Sendable {
    open private(set) var authorizationStatus: UNAuthorizationStatus
    open private(set) var soundSetting: UNNotificationSetting
    open private(set) var badgeSetting: UNNotificationSetting
    open private(set) var alertSetting: UNNotificationSetting
    open private(set) var notificationCenterSetting: UNNotificationSetting
    open private(set) var lockScreenSetting: UNNotificationSetting
    open private(set) var carPlaySetting = UNNotificationSetting.notSupported
    open private(set) var announcementSetting = UNNotificationSetting.notSupported
    open private(set) var criticalAlertSetting: UNNotificationSetting
    open private(set) var timeSensitiveSetting = UNNotificationSetting.notSupported
    open private(set) var scheduledDeliverySetting: UNNotificationSetting
    open private(set) var directMessagesSetting = UNNotificationSetting.notSupported
    open private(set) var alertStyle: UNAlertStyle
    open private(set) var showPreviewsSetting = UNShowPreviewsSetting.always
    open private(set) var providesAppNotificationSettings: Bool

    /// The settings for `status` after the app asked for `options`.
    init(status: UNAuthorizationStatus, options: UNAuthorizationOptions) {
        authorizationStatus = status
        let allowed: Bool = [.authorized, .provisional, .ephemeral].contains(status)
        func setting(_ option: UNAuthorizationOptions) -> UNNotificationSetting {
            if status == .notDetermined { return .notSupported }
            return allowed && options.contains(option) ? .enabled : .disabled
        }
        (soundSetting, badgeSetting, alertSetting) = (setting(.sound), setting(.badge), setting(.alert))
        criticalAlertSetting = setting(.criticalAlert)
        let shown = status == .notDetermined ? UNNotificationSetting.notSupported : allowed ? .enabled : .disabled
        (notificationCenterSetting, lockScreenSetting) = (shown, status == .provisional ? .disabled : shown)
        scheduledDeliverySetting = status == .notDetermined ? .notSupported : .disabled
        // A provisional notification goes quietly to the notification centre, without a banner.
        alertStyle = alertSetting == .enabled && status != .provisional ? .banner : .none
        providesAppNotificationSettings = options.contains(.providesAppNotificationSettings)
        super.init()
    }
}
