import CellSnapUIKit
// EventKit and EventKitUI as a calendar app uses them: the store's access as a test sets it, events
// saved, fetched by dates and removed, a reminder's completion, and the system's event editor,
// presented and refused when drawn. The store is the process's, so the suite runs serially.
import EventKit
import EventKitUI
import Testing
import UIKit

@MainActor @Suite(.serialized) struct EventKitTests {
    let day = Date(timeIntervalSince1970: 1_767_225_600)  // 1 January 2026, 00:00 UTC

    func event(_ title: String, hours: ClosedRange<Double>, in store: EKEventStore) -> EKEvent {
        let event = EKEvent(eventStore: store)
        event.title = title
        event.startDate = day.addingTimeInterval(hours.lowerBound * 3600)
        event.endDate = day.addingTimeInterval(hours.upperBound * 3600)
        return event
    }

    @Test func aStoreNobodyFilledIsNotDeterminedAndDenies() async throws {
        EKEventStore.cellSnapReset()
        defer { EKEventStore.cellSnapReset() }
        let store = EKEventStore()
        #expect(EKEventStore.authorizationStatus(for: .event) == .notDetermined)
        let granted = try await store.requestFullAccessToEvents()
        #expect(!granted && EKEventStore.authorizationStatus(for: .event) == .denied)
        #expect(store.calendars(for: .event).isEmpty && store.defaultCalendarForNewEvents == nil)
        #expect {
            try store.save(event("Standup", hours: 9...10, in: store), span: .thisEvent)
        } throws: { ($0 as? EKError)?.code == .eventStoreNotAuthorized }
        #expect(EKCalendar(for: .reminder, eventStore: store).allowedEntityTypes == .reminder)
    }

    @Test func eventsAreSavedFetchedByDateAndRemoved() throws {
        let store = EKEventStore()
        EKEventStore.cellSnapFill(with: [event("Lunch", hours: 12...13, in: store)])
        defer { EKEventStore.cellSnapReset() }
        #expect(EKEventStore.authorizationStatus(for: .event) == .authorized)
        var answers: [Bool] = []
        store.requestAccess(to: .event) { granted, _ in answers.append(granted) }
        #expect(answers == [true])
        #expect(store.defaultCalendarForNewEvents?.title == "Calendar")
        let color = try #require(store.defaultCalendarForNewEvents?.cgColor)
        let blue: [CGFloat] = [27, 173, 248, 255].map { $0 / 255 }
        #expect(color.components == blue)

        let keynote = event("Keynote", hours: 9...11, in: store)
        keynote.url = URL(string: "https://example.com/keynote")
        keynote.addAlarm(EKAlarm(relativeOffset: -600))
        try store.save(keynote, span: .thisEvent)
        let identifier = try #require(keynote.eventIdentifier)
        #expect(keynote.calendar === store.defaultCalendarForNewEvents)

        let morning = store.predicateForEvents(withStart: day, end: day.addingTimeInterval(12 * 3600), calendars: nil)
        #expect(store.events(matching: morning).map(\.title) == ["Keynote"])
        let whole = store.predicateForEvents(withStart: day, end: day.addingTimeInterval(86400), calendars: nil)
        let fetched = store.events(matching: whole)
        #expect(fetched.map(\.title) == ["Keynote", "Lunch"])
        #expect(fetched[0] !== keynote && fetched[0].hasAlarms && fetched[0].url == keynote.url)
        #expect(store.event(withIdentifier: identifier)?.title == "Keynote")

        try store.remove(fetched[0], span: .thisEvent)
        #expect(store.events(matching: whole).map(\.title) == ["Lunch"])
        #expect(store.event(withIdentifier: identifier) == nil)
    }

    @Test func anEventThatEndsBeforeItStartsIsRefused() {
        let store = EKEventStore()
        EKEventStore.cellSnapFill(with: [])
        defer { EKEventStore.cellSnapReset() }
        let inverted = event("Backwards", hours: 10...10, in: store)
        inverted.endDate = day
        #expect {
            try store.save(inverted, span: .thisEvent)
        } throws: { ($0 as? EKError)?.code == .datesInverted }
        let open = EKEvent(eventStore: store)
        #expect { try store.save(open, span: .thisEvent) } throws: { ($0 as? EKError)?.code == .noStartDate }
    }

    @Test func aRemindersCompletion() {
        let reminder = EKReminder(eventStore: EKEventStore())
        reminder.title = "Water the plants"
        #expect(reminder.completionDate == nil)
        reminder.isCompleted = true
        #expect(reminder.completionDate != nil)
        reminder.isCompleted = false
        #expect(reminder.completionDate == nil)
    }

    /// Reminders as Apple's "Today" tutorial keeps them: saved to the default list, fetched by
    /// predicates through a completion handler (copies, in the order saved), found by identifier,
    /// removed; a store without access fetches `nil`.
    @Test func remindersAreSavedFetchedAndRemoved() throws {
        let store = EKEventStore()
        let early = EKReminder(eventStore: store)
        early.title = "Buy milk"
        early.dueDateComponents = DateComponents(year: 2026, month: 1, day: 2)
        EKEventStore.cellSnapFill(with: [], reminders: [early])
        defer { EKEventStore.cellSnapReset() }
        let list = try #require(store.defaultCalendarForNewReminders())
        #expect(list.title == "Reminders" && list.allowedEntityTypes == .reminder)
        #expect(store.calendars(for: .reminder).map(\.title) == ["Reminders"])

        let done = EKReminder(eventStore: store)
        done.title = "Call Ada"
        done.isCompleted = true
        try store.save(done, commit: true)
        #expect(done.calendar === list && !done.isNew)
        var fetched: [[String]] = []
        store.fetchReminders(matching: store.predicateForReminders(in: nil)) { fetched.append(($0 ?? []).map(\.title)) }
        store.fetchReminders(matching: store.predicateForReminders(in: [list])) { reminders in
            fetched.append((reminders ?? []).map(\.title))
            #expect(reminders?.first !== early)
        }
        let due = store.predicateForIncompleteReminders(
            withDueDateStarting: nil, ending: Calendar.current.date(from: DateComponents(year: 2026, month: 2, day: 1)),
            calendars: nil)
        store.fetchReminders(matching: due) { fetched.append(($0 ?? []).map(\.title)) }
        let completed = store.predicateForCompletedReminders(
            withCompletionDateStarting: nil, ending: nil, calendars: nil)
        store.fetchReminders(matching: completed) { fetched.append(($0 ?? []).map(\.title)) }
        #expect(fetched == [["Buy milk", "Call Ada"], ["Buy milk", "Call Ada"], ["Buy milk"], ["Call Ada"]])
        #expect((store.calendarItem(withIdentifier: done.calendarItemIdentifier) as? EKReminder)?.isCompleted == true)

        try store.remove(done, commit: true)
        #expect(done.isNew)
        EKEventStore.cellSnapFill(with: [], authorization: .denied)
        var denied: [EKReminder]? = []
        store.fetchReminders(matching: store.predicateForReminders(in: nil)) { denied = $0 }
        #expect(denied == nil && store.defaultCalendarForNewReminders() == nil)
        #expect { try store.save(done, commit: true) } throws: { ($0 as? EKError)?.code == .eventStoreNotAuthorized }
    }

    /// The editor is presented as on iOS, its drawing refused, and its delegate told of a cancel.
    @Test func theEventEditorIsPresentedAndNotDrawn() throws {
        final class Host: UIViewController, EKEventEditViewDelegate {
            var actions: [EKEventEditViewAction] = []
            func eventEditViewController(
                _ controller: EKEventEditViewController, didCompleteWith action: EKEventEditViewAction
            ) {
                actions.append(action)
                controller.dismiss(animated: false)
            }
        }
        let host = Host()
        let editor = EKEventEditViewController()
        editor.event = EKEvent(eventStore: editor.eventStore)
        editor.editViewDelegate = host
        host.present(editor, animated: false)
        #expect(host.presentedViewController === editor)
        editor.view.frame = CGRect(x: 0, y: 0, width: 390, height: 300)
        #expect {
            _ = try editor.view.cellSnapScreen()
        } throws: { error in
            (error as? CellSnapUIKitError)?.call == "EKEventEditViewController"
        }
        editor.cancelEditing()
        #expect(host.actions == [.canceled] && host.presentedViewController == nil)
    }
}
