import Foundation

/// An event, as `EKEvent`.
open class EKEvent: EKCalendarItem, @unchecked Sendable {
    /// When it starts.
    open var startDate: Date!
    /// When it ends.
    open var endDate: Date!
    /// Whether it lasts whole days.
    open var isAllDay = false
    /// The event's identifier in the store (`nil` until it is saved).
    open internal(set) var eventIdentifier: String?

    /// A new event of `eventStore`, to save with `save(_:span:)`.
    public init(eventStore: EKEventStore) { super.init() }

    init(copying event: EKEvent) {
        super.init()
        (startDate, endDate, isAllDay, eventIdentifier) = (
            event.startDate, event.endDate, event.isAllDay, event.eventIdentifier
        )
        (title, location, notes, url, calendar) = (event.title, event.location, event.notes, event.url, event.calendar)
        (alarms, timeZone, creationDate, lastModifiedDate) = (
            event.alarms, event.timeZone, event.creationDate, event.lastModifiedDate
        )
        calendarItemIdentifier = event.calendarItemIdentifier
    }

    /// The order of events by start date: `.orderedAscending` when this one starts first.
    open func compareStartDate(with other: EKEvent) -> ComparisonResult {
        let (mine, theirs) = (startDate ?? .distantPast, other.startDate ?? .distantPast)
        return mine == theirs ? .orderedSame : mine < theirs ? .orderedAscending : .orderedDescending
    }

    open override var isNew: Bool { eventIdentifier == nil }
}

/// A reminder, as `EKReminder`.
open class EKReminder: EKCalendarItem, @unchecked Sendable {
    /// When it starts and is due.
    open var startDateComponents: DateComponents?
    open var dueDateComponents: DateComponents?
    /// Whether it is done, and when it was.
    open var isCompleted = false {
        didSet { completionDate = isCompleted ? (completionDate ?? Date()) : nil }
    }
    open var completionDate: Date?
    /// Its priority: 0 for none, 1 the highest to 9 the lowest.
    open var priority = 0

    /// A new reminder of `eventStore`, to save with `save(_:commit:)`.
    public init(eventStore: EKEventStore) { super.init() }

    init(copying reminder: EKReminder) {
        super.init()
        (startDateComponents, dueDateComponents, isCompleted, completionDate, priority) = (
            reminder.startDateComponents, reminder.dueDateComponents, reminder.isCompleted, reminder.completionDate,
            reminder.priority
        )
        (title, location, notes, url, calendar) = (
            reminder.title, reminder.location, reminder.notes, reminder.url, reminder.calendar
        )
        (alarms, timeZone, creationDate, lastModifiedDate) = (
            reminder.alarms, reminder.timeZone, reminder.creationDate, reminder.lastModifiedDate
        )
        calendarItemIdentifier = reminder.calendarItemIdentifier
    }

    open override var isNew: Bool { creationDate == nil }
}
