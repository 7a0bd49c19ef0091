import CoreGraphics
import Foundation

/// The base of EventKit's objects, as `EKObject`.
open class EKObject: NSObject, @unchecked Sendable {
    /// Whether the object has changes not yet saved.
    open internal(set) var hasChanges = false
    /// Whether the object has never been saved.
    open var isNew: Bool { true }
}

/// An alarm of an event or reminder, as `EKAlarm`: an offset from the start, or a date.
open class EKAlarm: EKObject, @unchecked Sendable {
    /// The alarm's offset from the item's start, in seconds (negative is before).
    open var relativeOffset: TimeInterval
    /// The alarm's date, when it is absolute.
    open var absoluteDate: Date?

    /// An alarm `offset` seconds from the item's start.
    public init(relativeOffset offset: TimeInterval) {
        (relativeOffset, absoluteDate) = (offset, nil)
        super.init()
    }

    /// An alarm at `date`.
    public init(absoluteDate date: Date) {
        (relativeOffset, absoluteDate) = (0, date)
        super.init()
    }
}

/// What events and reminders share, as `EKCalendarItem`.
open class EKCalendarItem: EKObject, @unchecked Sendable {
    /// The item's identifier in the store (new until it is saved).
    open internal(set) var calendarItemIdentifier = UUID().uuidString
    /// The item's title.
    open var title: String! = ""
    /// Where it takes place.
    open var location: String?
    /// Its notes.
    open var notes: String?
    /// Its link.
    open var url: URL?
    /// The calendar it belongs to.
    open var calendar: EKCalendar!
    /// Its alarms.
    open var alarms: [EKAlarm]?
    /// Its time zone (`nil` for a floating item).
    open var timeZone: TimeZone?
    /// When it was made and last changed (set when it is saved).
    open internal(set) var creationDate: Date?
    open internal(set) var lastModifiedDate: Date?
    /// Whether it has alarms.
    open var hasAlarms: Bool { !(alarms ?? []).isEmpty }
    /// Whether it has notes.
    open var hasNotes: Bool { !(notes ?? "").isEmpty }

    /// Adds `alarm`.
    open func addAlarm(_ alarm: EKAlarm) { alarms = (alarms ?? []) + [alarm] }
    /// Removes `alarm`.
    open func removeAlarm(_ alarm: EKAlarm) { alarms?.removeAll { $0 === alarm } }
}

/// A calendar, as `EKCalendar`.
open class EKCalendar: EKObject, @unchecked Sendable {
    /// The calendar's identifier.
    open internal(set) var calendarIdentifier = UUID().uuidString
    /// Its name.
    open var title = ""
    /// Its kind.
    open internal(set) var type = EKCalendarType.local
    /// What it holds.
    open internal(set) var allowedEntityTypes: EKEntityMask
    /// Whether items may be added to it, changed or removed.
    open var allowsContentModifications: Bool { true }
    /// Whether it cannot be changed.
    open var isImmutable: Bool { false }
    /// Whether it is a subscribed calendar.
    open var isSubscribed: Bool { type == .subscription }
    /// The colour its events are drawn in. iOS gives a new calendar a colour of the Calendar app's
    /// palette, which it does not document; CellSnap gives every calendar the palette's blue
    /// (#1BADF8), so that a render does not depend on the order calendars were made in.
    open var cgColor: CGColor! = CGColor(srgbRed: 0x1B / 255, green: 0xAD / 255, blue: 0xF8 / 255, alpha: 1)

    /// A calendar of `entityType` for `eventStore`, to save with `saveCalendar(_:commit:)`.
    public init(for entityType: EKEntityType, eventStore: EKEventStore) {
        allowedEntityTypes = EKEntityMask(entityType)
        super.init()
    }

    /// A calendar for events, as `EKCalendar(eventStore:)` (deprecated in iOS 6).
    public convenience init(eventStore: EKEventStore) { self.init(for: .event, eventStore: eventStore) }
}
