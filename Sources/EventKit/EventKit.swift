// `import EventKit` on Linux: events, reminders, calendars and alarms are real (made, saved,
// fetched by date and read back as Apple documents them); the store is the device's, and
// CellSnap's device has no calendar entries. Its store holds one calendar and no events, and its
// authorization is `.notDetermined` until a test fills it (`EKEventStore.cellSnapFill`); asking
// for access answers "denied", as a person who taps "Don't Allow". Saving to an authorized store
// keeps the events in this process. As the SDK's module does, it brings Foundation.
@_exported import Foundation

/// What a store holds, as `EKEntityType` (its raw values).
public enum EKEntityType: UInt, Hashable, Sendable {
    case event = 0, reminder = 1
}

/// The kinds of item a calendar holds, as `EKEntityMask` (its raw values).
public struct EKEntityMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let event = EKEntityMask(rawValue: 1 << 0)
    public static let reminder = EKEntityMask(rawValue: 1 << 1)

    /// The mask of `entityType`.
    init(_ entityType: EKEntityType) { self = entityType == .event ? .event : .reminder }
}

/// The app's access to events or reminders, as `EKAuthorizationStatus` (its raw values: iOS 17
/// made `.authorized` the name of `.fullAccess`).
public enum EKAuthorizationStatus: Int, Hashable, Sendable {
    case notDetermined = 0, restricted = 1, denied = 2, fullAccess = 3, writeOnly = 4
    /// Full access, as iOS 16 and earlier name it.
    public static let authorized = EKAuthorizationStatus.fullAccess
}

/// Which occurrences of a repeating event a change applies to, as `EKSpan`.
public enum EKSpan: Int, Hashable, Sendable {
    case thisEvent = 0, futureEvents = 1
}

/// A calendar's kind, as `EKCalendarType` (its raw values).
public enum EKCalendarType: Int, Hashable, Sendable {
    case local = 0, calDAV = 1, exchange = 2, subscription = 3, birthday = 4
}

/// An error of EventKit, as `EKError`.
public struct EKError: Error, CustomStringConvertible, Sendable {
    /// The kinds of error, as `EKError.Code` (its raw values).
    public enum Code: Int, Sendable {
        case eventNotMutable = 0, noCalendar = 1, noStartDate = 2, noEndDate = 3, datesInverted = 4
        case objectBelongsToDifferentStore = 11, invalidEntityType = 27, eventStoreNotAuthorized = 29
    }
    public let code: Code
    /// The call and what was wrong.
    public let description: String

    static func make(_ code: Code, _ call: String, _ reason: String) -> EKError {
        EKError(code: code, description: "\(call): \(reason)")
    }
}

extension Notification.Name {
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// Posted when the store's calendars or events change, as `EKEventStoreChanged`.
    public static let EKEventStoreChanged = Notification.Name("EKEventStoreChangedNotification")
}
