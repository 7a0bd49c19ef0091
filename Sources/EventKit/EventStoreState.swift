import Foundation

/// The device's calendar database of this process: its status, the answer a request gets, the
/// calendars and the saved events.
struct EventStoreState {
    var status = EKAuthorizationStatus.notDetermined
    var answer = EKAuthorizationStatus.denied
    var calendars: [EKCalendar] = [EventStoreState.defaultCalendar(), EventStoreState.defaultReminderList()]
    var events: [EKEvent] = []
    var reminders: [EKReminder] = []

    /// Whether the app may read the store.
    var mayRead: Bool { status == .fullAccess }

    /// The device's one calendar, as a simulator as it comes has it ("Calendar").
    static func defaultCalendar() -> EKCalendar {
        let calendar = EKCalendar(for: .event, eventStore: EKEventStore())
        calendar.title = "Calendar"
        return calendar
    }

    /// The device's one list of reminders, as a simulator as it comes has it ("Reminders").
    static func defaultReminderList() -> EKCalendar {
        let list = EKCalendar(for: .reminder, eventStore: EKEventStore())
        list.title = "Reminders"
        return list
    }

    /// Saves a copy of `reminder` (its list the default one when it has none), and gives
    /// `reminder` its dates.
    mutating func keep(_ reminder: EKReminder) {
        if reminder.calendar == nil {
            reminder.calendar = calendars.first { $0.allowedEntityTypes.contains(.reminder) }
        }
        let now = Date()
        reminder.creationDate = reminder.creationDate ?? now
        reminder.lastModifiedDate = now
        reminder.hasChanges = false
        let saved = EKReminder(copying: reminder)
        if let index = reminders.firstIndex(where: { $0.calendarItemIdentifier == reminder.calendarItemIdentifier }) {
            reminders[index] = saved
        } else {
            reminders.append(saved)
        }
    }

    /// Saves a copy of `event` (its calendar the default one when it has none), and gives
    /// `event` its identifier and dates.
    mutating func keep(_ event: EKEvent) {
        if event.calendar == nil { event.calendar = calendars.first }
        if let calendar = event.calendar, !calendars.contains(where: { $0 === calendar }) { calendars.append(calendar) }
        let now = Date()
        event.eventIdentifier = event.eventIdentifier ?? event.calendarItemIdentifier
        event.creationDate = event.creationDate ?? now
        event.lastModifiedDate = now
        event.hasChanges = false
        let saved = EKEvent(copying: event)
        if let index = events.firstIndex(where: { $0.calendarItemIdentifier == event.calendarItemIdentifier }) {
            events[index] = saved
        } else {
            events.append(saved)
        }
    }

    static let current = LockedEventStore()
}

/// The process's ``EventStoreState`` behind a lock.
final class LockedEventStore: @unchecked Sendable {
    private let lock = NSLock()
    private var state = EventStoreState()

    func withLock<Result>(_ body: (inout EventStoreState) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&state)
    }
}

/// `predicateForEvents(withStart:end:calendars:)`: the events that overlap the dates in the calendars.
final class EventDatePredicate: NSPredicate, @unchecked Sendable {
    let start: Date, end: Date
    let calendars: [EKCalendar]?

    init(start: Date, end: Date, calendars: [EKCalendar]?) {
        (self.start, self.end, self.calendars) = (start, end, calendars)
        super.init(value: true)
    }

    required init?(coder: NSCoder) { nil }

    func matches(_ event: EKEvent) -> Bool {
        guard let eventStart = event.startDate, let eventEnd = event.endDate else { return false }
        let inCalendars = calendars.map { list in list.contains { $0 === event.calendar } } ?? true
        // An event of no length at the range's start is in it; one that ends as the range starts is not.
        return inCalendars && eventStart < end && (eventEnd > start || eventStart == start)
    }

    override func evaluate(with object: Any?) -> Bool { (object as? EKEvent).map(matches) ?? false }
}

/// `predicateForReminders(in:)` and the completed and incomplete forms: the reminders of the
/// lists, completed or not, their due or completion date in the range (open ends for `nil`).
final class ReminderPredicate: NSPredicate, @unchecked Sendable {
    let calendars: [EKCalendar]?
    let completed: Bool?
    let start: Date?, end: Date?

    init(calendars: [EKCalendar]?, completed: Bool? = nil, start: Date? = nil, end: Date? = nil) {
        (self.calendars, self.completed, self.start, self.end) = (calendars, completed, start, end)
        super.init(value: true)
    }

    required init?(coder: NSCoder) { nil }

    func matches(_ reminder: EKReminder) -> Bool {
        if let calendars, !calendars.contains(where: { $0 === reminder.calendar }) { return false }
        guard let completed else { return true }
        guard reminder.isCompleted == completed else { return false }
        guard start != nil || end != nil else { return true }
        let date =
            completed
            ? reminder.completionDate : reminder.dueDateComponents.flatMap { Calendar.current.date(from: $0) }
        guard let date else { return false }
        return (start.map { date >= $0 } ?? true) && (end.map { date < $0 } ?? true)
    }

    override func evaluate(with object: Any?) -> Bool { (object as? EKReminder).map(matches) ?? false }
}
