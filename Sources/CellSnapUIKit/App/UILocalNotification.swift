import Foundation

/// A notification the app schedules for a date, as UIKit's `UILocalNotification` (iOS 4,
/// deprecated in iOS 10 for UserNotifications' requests). The app hands it to
/// ``UIApplication/scheduleLocalNotification(_:)`` (kept in
/// ``UIApplication/scheduledLocalNotifications`` until cancelled) or
/// ``UIApplication/presentLocalNotificationNow(_:)``. The region trigger (`region`, a Core Location
/// region) is not declared: CellSnapUIKit does not import Core Location.
///
/// ```swift
/// let reminder = UILocalNotification()
/// reminder.fireDate = Date(timeIntervalSince1970: 0)
/// reminder.alertBody = "Water the plants"
/// UIApplication.shared.scheduleLocalNotification(reminder)
/// ```
@preconcurrency @MainActor open class UILocalNotification: NSObject {
    /// When the notification fires (`nil`: at once).
    ///
    /// No visible effect: notifications show outside the app, and a snapshot is of the app.
    open var fireDate: Date?
    /// The time zone the fire date is read in (`nil`: the fire date is an absolute time).
    ///
    /// No visible effect: notifications show outside the app, and a snapshot is of the app.
    open var timeZone: TimeZone?
    /// The calendar unit the notification repeats by (none: it fires once).
    ///
    /// No visible effect: notifications show outside the app, and a snapshot is of the app.
    open var repeatInterval: NSCalendar.Unit = []
    /// The calendar of the repeat interval (`nil`: the current calendar).
    ///
    /// No visible effect: notifications show outside the app, and a snapshot is of the app.
    open var repeatCalendar: Calendar?
    /// Whether a region trigger fires once only (`true`).
    ///
    /// No visible effect: notifications show outside the app, and a snapshot is of the app.
    open var regionTriggersOnce = true
    /// The alert's message.
    ///
    /// No visible effect: notifications show outside the app, and a snapshot is of the app.
    open var alertBody: String?
    /// Whether the alert shows its action button (`true`).
    ///
    /// No visible effect: notifications show outside the app, and a snapshot is of the app.
    open var hasAction = true
    /// The title of the alert's action button ("View" when `nil`).
    ///
    /// No visible effect: notifications show outside the app, and a snapshot is of the app.
    open var alertAction: String?
    /// The launch image shown when the action opens the app.
    ///
    /// No visible effect: notifications show outside the app, and a snapshot is of the app.
    open var alertLaunchImage: String?
    /// The alert's title (iOS 8.2).
    ///
    /// No visible effect: notifications show outside the app, and a snapshot is of the app.
    open var alertTitle: String?
    /// The sound's file name, or ``UILocalNotificationDefaultSoundName``.
    ///
    /// No visible effect: a snapshot has no sound.
    open var soundName: String?
    /// The number the notification sets on the app's icon (0: unchanged).
    ///
    /// No visible effect: the icon is on the Home Screen, outside the app.
    open var applicationIconBadgeNumber = 0
    /// The app's own values, handed back to the delegate.
    open var userInfo: [AnyHashable: Any]?
    /// The identifier of the ``UIUserNotificationCategory`` whose actions the notification offers.
    ///
    /// No visible effect: notifications show outside the app, and a snapshot is of the app.
    open var category: String?

    public override init() { super.init() }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The name of the system's sound for ``UILocalNotification/soundName``.
public let UILocalNotificationDefaultSoundName = "UILocalNotificationDefaultSoundName"

/// The state of UIApplication's iOS 8 notification registration and local notifications.
@MainActor final class LegacyNotifications {
    /// The answer the person gives the first registration (see
    /// ``UIApplication/cellSnapAllowsUserNotifications``).
    var allows = false
    var current: UIUserNotificationSettings?
    var scheduled: [UILocalNotification] = []
}

extension UIApplication {
    /// The answer the person gives when the app registers its notification settings
    /// (``registerUserNotificationSettings(_:)``): `false`, "Don't Allow", until a test sets it, as
    /// UserNotifications' authorization.
    public final var cellSnapAllowsUserNotifications: Bool {
        get { legacyNotifications.allows }
        set { legacyNotifications.allows = newValue }
    }

    /// The work of ``registerUserNotificationSettings(_:)``: the settings granted (the types asked
    /// for when the person allows, none when not; the categories kept either way), told to the
    /// delegate on the main queue, as UIKit tells it after the person answers.
    final func registerLegacySettings(_ settings: UIUserNotificationSettings) {
        let granted = UIUserNotificationSettings(
            types: legacyNotifications.allows ? settings.types : [], categories: settings.categories)
        legacyNotifications.current = granted
        DispatchQueue.main.async {
            MainActor.assumeIsolated { self.delegate?.application(self, didRegister: granted) }
        }
    }

    /// The work of ``presentLocalNotificationNow(_:)``: the app is in the foreground, so iOS shows no
    /// alert and gives the notification to the delegate, on the main queue.
    final func presentLegacyNotification(_ notification: UILocalNotification) {
        DispatchQueue.main.async {
            MainActor.assumeIsolated { self.delegate?.application(self, didReceive: notification) }
        }
    }
}
