import CoreLocation
import Foundation

/// When a notification is delivered, as UserNotifications' `UNNotificationTrigger`: one of its
/// subclasses. Time does not pass for CellSnap's center: a test delivers a pending request
/// (`UNUserNotificationCenter.cellSnapDeliver`), and ``UNTimeIntervalNotificationTrigger``'s and
/// ``UNCalendarNotificationTrigger``'s ``nextTriggerDate()`` are computed from the clock as on iOS.
open class UNNotificationTrigger: NSObject, @unchecked Sendable {
    /// Whether the notification is delivered again after each delivery.
    public let repeats: Bool

    init(repeats: Bool) {
        self.repeats = repeats
        super.init()
    }

    /// Why the center does not schedule this trigger, or `nil` (iOS raises an exception when such
    /// a trigger is made; CellSnap refuses the request it is added with, naming the trigger).
    var refusal: String? { nil }
}

/// A trigger a remote notification carries, as `UNPushNotificationTrigger` (made by the system only).
open class UNPushNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {}

/// A trigger after a number of seconds, as `UNTimeIntervalNotificationTrigger`.
open class UNTimeIntervalNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
    public let timeInterval: TimeInterval
    /// When the trigger was made: its first delivery is `timeInterval` after it.
    private let made = Date()

    /// A trigger `timeInterval` seconds from now (more than 0, and at least 60 when it repeats).
    public init(timeInterval: TimeInterval, repeats: Bool) {
        self.timeInterval = timeInterval
        super.init(repeats: repeats)
    }

    /// The next delivery: `timeInterval` after the trigger was made.
    open func nextTriggerDate() -> Date? { made.addingTimeInterval(timeInterval) }

    override var refusal: String? {
        let call = "UNTimeIntervalNotificationTrigger(timeInterval: \(timeInterval), repeats: \(repeats))"
        if !(timeInterval > 0) { return "\(call): the time interval must be greater than 0" }
        if repeats && timeInterval < 60 { return "\(call): a repeating time interval must be at least 60" }
        return nil
    }
}

/// A trigger at dates matching components, as `UNCalendarNotificationTrigger`.
open class UNCalendarNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
    public let dateComponents: DateComponents

    /// A trigger at the next date matching `dateComponents` (in their calendar, or the current one).
    public init(dateMatching dateComponents: DateComponents, repeats: Bool) {
        self.dateComponents = dateComponents
        super.init(repeats: repeats)
    }

    /// The next date after now that matches the components, as `Calendar.nextDate` finds it.
    open func nextTriggerDate() -> Date? {
        let calendar = dateComponents.calendar ?? Calendar.current
        var components = dateComponents
        components.calendar = nil
        components.timeZone = nil
        return calendar.nextDate(after: Date(), matching: components, matchingPolicy: .nextTime)
    }
}

/// A trigger on entering or leaving a region, as `UNLocationNotificationTrigger`. CellSnap's center
/// delivers it only when a test does (no location is monitored).
open class UNLocationNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
    public let region: CLRegion

    /// A trigger for `region` (its `notifyOnEntry` and `notifyOnExit` say when).
    public init(region: CLRegion, repeats: Bool) {
        self.region = region
        super.init(repeats: repeats)
    }
}
