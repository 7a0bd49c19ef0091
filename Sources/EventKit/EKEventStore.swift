import Foundation

/// The device's calendars and events, as EventKit's `EKEventStore`. Linux has no calendar
/// database: CellSnap's store holds one calendar ("Calendar") and no events, and its status is
/// `.notDetermined` until a test fills it (``cellSnapFill(with:authorization:)``, full access
/// unless told otherwise). Asking for access answers what the test set, "denied" until then, as a
/// person who taps "Don't Allow", so a screen shows its no-access state. The store is the
/// process's: tests that fill it differently must not run in parallel. What each call does here:
///
/// | member | here |
/// | --- | --- |
/// | `requestAccess(to:completion:)`, `requestFullAccessToEvents(completion:)` (and the reminders' and write-only forms, `async` too) | the handler gets the answer at once, on the calling thread; the status becomes it |
/// | `events(matching:)`, `calendars(for:)`, `event(withIdentifier:)` | the store's, or nothing without full access (as iOS gives nothing) |
/// | `save(_:span:)`, `remove(_:span:)` | check the event (a calendar, a start and an end in order), change the store and post `EKEventStoreChanged`; a denied store throws |
/// | `fetchReminders(matching:completion:)`, `save(_:commit:)`, `remove(_:commit:)` | the store's reminders (one list, "Reminders"), as for events; the fetch's handler is called at once |
///
/// ```swift
/// let store = EKEventStore()
/// EKEventStore.authorizationStatus(for: .event)   // .notDetermined until a test fills the store
/// ```
open class EKEventStore: NSObject, @unchecked Sendable {
    /// The device's store.
    public override init() { super.init() }

    /// The app's access to `entityType`: `.notDetermined` until it asks, then the answer.
    open class func authorizationStatus(for entityType: EKEntityType) -> EKAuthorizationStatus {
        EventStoreState.current.withLock { $0.status }
    }

    /// Fills the device's store for a test: `events` and `reminders` (each saved with its
    /// calendar, or the default one), and the status `authorization` (what asking for access
    /// answers too).
    public static func cellSnapFill(
        with events: [EKEvent], reminders: [EKReminder] = [], authorization: EKAuthorizationStatus = .fullAccess
    ) {
        EventStoreState.current.withLock { state in
            state = EventStoreState(status: authorization, answer: authorization)
            for event in events { state.keep(event) }
            for reminder in reminders { state.keep(reminder) }
        }
    }

    /// Empties the store and makes its status `.notDetermined`, as a device the app never asked.
    public static func cellSnapReset() {
        EventStoreState.current.withLock { $0 = EventStoreState() }
    }

    // MARK: Access

    /// Asks for access to `entityType` (deprecated in iOS 17): `completion` gets the answer at once.
    open func requestAccess(to entityType: EKEntityType, completion: @escaping @Sendable (Bool, (any Error)?) -> Void) {
        let granted = Self.answer(full: true)
        completion(granted, nil)
    }

    /// Asks for full access to events: `completion` gets the answer at once.
    open func requestFullAccessToEvents(completion: @escaping @Sendable (Bool, (any Error)?) -> Void) {
        completion(Self.answer(full: true), nil)
    }

    /// Asks to add events without reading them: `completion` gets the answer at once.
    open func requestWriteOnlyAccessToEvents(completion: @escaping @Sendable (Bool, (any Error)?) -> Void) {
        completion(Self.answer(full: false), nil)
    }

    /// Asks for full access to reminders: `completion` gets the answer at once.
    open func requestFullAccessToReminders(completion: @escaping @Sendable (Bool, (any Error)?) -> Void) {
        completion(Self.answer(full: true), nil)
    }

    /// Asks for access to `entityType`: `true` when granted.
    open func requestAccess(to entityType: EKEntityType) async throws -> Bool { Self.answer(full: true) }
    /// Asks for full access to events: `true` when granted.
    open func requestFullAccessToEvents() async throws -> Bool { Self.answer(full: true) }
    /// Asks to add events without reading them: `true` when granted.
    open func requestWriteOnlyAccessToEvents() async throws -> Bool { Self.answer(full: false) }
    /// Asks for full access to reminders: `true` when granted.
    open func requestFullAccessToReminders() async throws -> Bool { Self.answer(full: true) }

    /// The status becomes the test's answer; whether it grants what was asked.
    private static func answer(full: Bool) -> Bool {
        EventStoreState.current.withLock { state in
            state.status = state.answer
            return state.status == .fullAccess || (!full && state.status == .writeOnly)
        }
    }

    // MARK: Calendars

    /// The calendar new events go to.
    open var defaultCalendarForNewEvents: EKCalendar? {
        EventStoreState.current.withLock { $0.mayRead ? $0.calendars.first : nil }
    }

    /// The calendars of `entityType`.
    open func calendars(for entityType: EKEntityType) -> [EKCalendar] {
        EventStoreState.current.withLock { state in
            state.mayRead ? state.calendars.filter { $0.allowedEntityTypes.contains(EKEntityMask(entityType)) } : []
        }
    }

    /// The calendar of `identifier`, if the store has it.
    open func calendar(withIdentifier identifier: String) -> EKCalendar? {
        EventStoreState.current.withLock { state in
            state.mayRead ? state.calendars.first { $0.calendarIdentifier == identifier } : nil
        }
    }

    /// Adds `calendar` to the store, or keeps its changes.
    open func saveCalendar(_ calendar: EKCalendar, commit: Bool) throws {
        try change("EKEventStore.saveCalendar(_:commit:)") { state in
            if !state.calendars.contains(where: { $0 === calendar }) { state.calendars.append(calendar) }
        }
    }

    /// Removes `calendar` and its events.
    open func removeCalendar(_ calendar: EKCalendar, commit: Bool) throws {
        try change("EKEventStore.removeCalendar(_:commit:)") { state in
            state.calendars.removeAll { $0 === calendar }
            state.events.removeAll { $0.calendar === calendar }
        }
    }

    // MARK: Events

    /// A predicate of the events that overlap `startDate`..<`endDate` in `calendars` (all for `nil`).
    open func predicateForEvents(withStart startDate: Date, end endDate: Date, calendars: [EKCalendar]?) -> NSPredicate
    {
        EventDatePredicate(start: startDate, end: endDate, calendars: calendars)
    }

    /// The events `predicate` matches, by start date: copies, as iOS gives new objects.
    open func events(matching predicate: NSPredicate) -> [EKEvent] {
        EventStoreState.current.withLock { state in
            guard state.mayRead else { return [] }
            return state.events.filter { event in
                (predicate as? EventDatePredicate)?.matches(event) ?? predicate.evaluate(with: event)
            }.sorted { $0.compareStartDate(with: $1) == .orderedAscending }.map(EKEvent.init(copying:))
        }
    }

    /// Calls `block` with each event `predicate` matches, until it sets its second argument.
    open func enumerateEvents(
        matching predicate: NSPredicate, using block: (EKEvent, UnsafeMutablePointer<ObjCBool>) -> Void
    ) {
        var stop = ObjCBool(false)
        for event in events(matching: predicate) {
            withUnsafeMutablePointer(to: &stop) { block(event, $0) }
            if stop.boolValue { return }
        }
    }

    /// The event of `identifier`, if the store has it.
    open func event(withIdentifier identifier: String) -> EKEvent? {
        EventStoreState.current.withLock { state in
            guard state.mayRead else { return nil }
            return state.events.first { $0.eventIdentifier == identifier }.map(EKEvent.init(copying:))
        }
    }

    /// The event or reminder of `identifier`, if the store has it.
    open func calendarItem(withIdentifier identifier: String) -> EKCalendarItem? {
        EventStoreState.current.withLock { state in
            guard state.mayRead else { return nil }
            let event = state.events.first { $0.calendarItemIdentifier == identifier }.map(EKEvent.init(copying:))
            return event
                ?? state.reminders.first { $0.calendarItemIdentifier == identifier }.map(EKReminder.init(copying:))
        }
    }

    /// Saves `event`: it must have a calendar of the store (or none: the default one), a start
    /// and an end not before it.
    open func save(_ event: EKEvent, span: EKSpan) throws { try save(event, span: span, commit: true) }

    /// Saves `event`, as ``save(_:span:)`` (every change is kept at once here).
    open func save(_ event: EKEvent, span: EKSpan, commit: Bool) throws {
        let call = "EKEventStore.save(_:span:)"
        guard let start = event.startDate else { throw EKError.make(.noStartDate, call, "the event has no start date") }
        guard let end = event.endDate else { throw EKError.make(.noEndDate, call, "the event has no end date") }
        guard end >= start else { throw EKError.make(.datesInverted, call, "the event ends before it starts") }
        try change(call) { state in
            if event.calendar == nil { event.calendar = state.calendars.first }
            guard state.calendars.contains(where: { $0 === event.calendar }) else {
                throw EKError.make(.noCalendar, call, "the event's calendar is not in the store")
            }
            state.keep(event)
        }
    }

    /// Removes `event` from the store.
    open func remove(_ event: EKEvent, span: EKSpan) throws { try remove(event, span: span, commit: true) }

    /// Removes `event`, as ``remove(_:span:)``.
    open func remove(_ event: EKEvent, span: EKSpan, commit: Bool) throws {
        try change("EKEventStore.remove(_:span:)") { state in
            state.events.removeAll { $0.calendarItemIdentifier == event.calendarItemIdentifier }
        }
        event.eventIdentifier = nil
    }

    // MARK: Reminders

    /// The list new reminders go to (the device's "Reminders"), without access `nil`.
    open func defaultCalendarForNewReminders() -> EKCalendar? {
        EventStoreState.current.withLock { state in
            state.mayRead ? state.calendars.first { $0.allowedEntityTypes.contains(.reminder) } : nil
        }
    }

    /// A predicate of the reminders in `calendars` (every list for `nil`).
    open func predicateForReminders(in calendars: [EKCalendar]?) -> NSPredicate {
        ReminderPredicate(calendars: calendars)
    }

    /// A predicate of the reminders not completed, due from `startDate` to before `endDate` (open
    /// ends for `nil`; with either, a reminder without a due date is not matched).
    open func predicateForIncompleteReminders(
        withDueDateStarting startDate: Date?, ending endDate: Date?, calendars: [EKCalendar]?
    ) -> NSPredicate {
        ReminderPredicate(calendars: calendars, completed: false, start: startDate, end: endDate)
    }

    /// A predicate of the reminders completed from `startDate` to before `endDate`.
    open func predicateForCompletedReminders(
        withCompletionDateStarting startDate: Date?, ending endDate: Date?, calendars: [EKCalendar]?
    ) -> NSPredicate {
        ReminderPredicate(calendars: calendars, completed: true, start: startDate, end: endDate)
    }

    /// Fetches the reminders `predicate` matches, in the order they were saved: `completion` gets
    /// copies at once, on the calling thread (iOS calls it later, on a queue of its own), or `nil`
    /// without full access. Returns the fetch's identifier, for ``cancelFetchRequest(_:)``.
    @discardableResult
    open func fetchReminders(matching predicate: NSPredicate, completion: @escaping ([EKReminder]?) -> Void) -> Any {
        let reminders = EventStoreState.current.withLock { state -> [EKReminder]? in
            guard state.mayRead else { return nil }
            return state.reminders.filter { reminder in
                (predicate as? ReminderPredicate)?.matches(reminder) ?? predicate.evaluate(with: reminder)
            }.map(EKReminder.init(copying:))
        }
        completion(reminders)
        return NSObject()
    }

    /// Cancels a fetch: every fetch has finished when ``fetchReminders(matching:completion:)`` returns.
    open func cancelFetchRequest(_ fetchIdentifier: Any) {}

    /// Saves `reminder`: it must be in a list of the store (or none: the default one).
    open func save(_ reminder: EKReminder, commit: Bool) throws {
        let call = "EKEventStore.save(_:commit:)"
        try change(call) { state in
            if reminder.calendar == nil {
                reminder.calendar = state.calendars.first { $0.allowedEntityTypes.contains(.reminder) }
            }
            guard state.calendars.contains(where: { $0 === reminder.calendar }) else {
                throw EKError.make(.noCalendar, call, "the reminder's list is not in the store")
            }
            state.keep(reminder)
        }
    }

    /// Removes `reminder` from the store.
    open func remove(_ reminder: EKReminder, commit: Bool) throws {
        try change("EKEventStore.remove(_:commit:)") { state in
            state.reminders.removeAll { $0.calendarItemIdentifier == reminder.calendarItemIdentifier }
        }
        reminder.creationDate = nil
    }

    /// Keeps the changes made without committing: every change is kept at once here.
    open func commit() throws {}
    /// Forgets changes not committed: none are kept back here.
    open func reset() {}
    /// Refreshes the calendars' sources: the store has no account to refresh.
    open func refreshSourcesIfNecessary() {}

    /// Changes the store when the app may write to it, then posts ``Foundation/Notification/Name/EKEventStoreChanged``.
    private func change(_ call: String, _ body: (inout EventStoreState) throws -> Void) throws {
        try EventStoreState.current.withLock { state in
            guard state.status == .fullAccess || state.status == .writeOnly else {
                throw EKError.make(
                    .eventStoreNotAuthorized, call, "the app has no access to the calendar (\(state.status))")
            }
            try body(&state)
        }
        NotificationCenter.default.post(name: .EKEventStoreChanged, object: self)
    }
}
