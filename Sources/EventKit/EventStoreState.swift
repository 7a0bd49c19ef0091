import Foundation

/// The device's calendar database of this process: its status, the answer a request gets, the
/// calendars and the saved events.
struct EventStoreState {
    var status = EKAuthorizationStatus.notDetermined
    var answer = EKAuthorizationStatus.denied
    var calendars: [EKCalendar] = [EventStoreState.defaultCalendar()]
    var events: [EKEvent] = []

    /// Whether the app may read the store.
    var mayRead: Bool { status == .fullAccess }

    /// The device's one calendar, as a simulator as it comes has it ("Calendar").
    static func defaultCalendar() -> EKCalendar {
        let calendar = EKCalendar(for: .event, eventStore: EKEventStore())
        calendar.title = "Calendar"
        return calendar
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
