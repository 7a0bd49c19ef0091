import Foundation

/// What runs a home's action sets, as `HMTrigger`. CellSnap's home has no home hub, so a trigger
/// never fires: it keeps its action sets and its enabled state, and ``lastFireDate`` stays `nil`.
open class HMTrigger: NSObject {
    open private(set) var name: String
    public let uniqueIdentifier = UUID()
    open internal(set) var actionSets: [HMActionSet] = []
    open private(set) var isEnabled = false
    /// `nil`: a trigger never fires on Linux.
    open var lastFireDate: Date? { nil }
    weak var home: HMHome?

    init(name: String) { self.name = name }

    /// Adds an action set of the trigger's home; a trigger in no home fails with
    /// `.objectNotAssociatedToAnyHome`, a set of another home with `.notFound`, one already here
    /// with `.alreadyExists`.
    open func addActionSet(_ actionSet: HMActionSet, completionHandler completion: @escaping (Error?) -> Void) {
        let call = "addActionSet(_:)"
        guard let home else {
            return completeOnMain(
                completion, HMError(.objectNotAssociatedToAnyHome, reason: "\(call): \(name) is in no home"))
        }
        guard actionSet.home === home else {
            return completeOnMain(
                completion, HMError(.notFound, reason: "\(call): \(actionSet.name) is not in the home"))
        }
        if actionSets.contains(where: { $0 === actionSet }) {
            return completeOnMain(
                completion, HMError(.alreadyExists, reason: "\(call): \(actionSet.name) is in \(name)"))
        }
        actionSets.append(actionSet)
        completeOnMain(completion, nil)
    }

    /// Removes an action set; one not here fails with `.notFound`.
    open func removeActionSet(_ actionSet: HMActionSet, completionHandler completion: @escaping (Error?) -> Void) {
        guard let index = actionSets.firstIndex(where: { $0 === actionSet }) else {
            let reason = "removeActionSet(_:): \(actionSet.name) is not in \(name)"
            return completeOnMain(completion, HMError(.notFound, reason: reason))
        }
        actionSets.remove(at: index)
        completeOnMain(completion, nil)
    }

    /// Turns the trigger on or off; turning on a trigger in no home fails with
    /// `.objectNotAssociatedToAnyHome`, one without action sets with `.noRegisteredActionSets`.
    open func enable(_ enable: Bool, completionHandler completion: @escaping (Error?) -> Void) {
        if enable {
            if home == nil {
                let reason = "enable(_:): \(name) is in no home"
                return completeOnMain(completion, HMError(.objectNotAssociatedToAnyHome, reason: reason))
            }
            if actionSets.isEmpty {
                let reason = "enable(_:): \(name) has no action set"
                return completeOnMain(completion, HMError(.noRegisteredActionSets, reason: reason))
            }
        }
        isEnabled = enable
        completeOnMain(completion, nil)
    }

    /// Renames the trigger; an empty name fails with `.invalidParameter`.
    open func updateName(_ name: String, completionHandler completion: @escaping (Error?) -> Void) {
        guard validName(name) else {
            return completeOnMain(completion, HMError(.invalidParameter, reason: "updateName(_:): the name is empty"))
        }
        self.name = name
        completeOnMain(completion, nil)
    }
}

/// A trigger of a date and a recurrence, as `HMTimerTrigger`.
///
/// As HomeKit requires, a fire date falls on a whole minute: a date with seconds is refused
/// (`HMError.dateMustBeOnSpecifiedBoundaries`) when the trigger is added or its date updated.
open class HMTimerTrigger: HMTrigger {
    open private(set) var fireDate: Date
    open private(set) var timeZone: TimeZone?
    open private(set) var recurrence: DateComponents?
    public let recurrenceCalendar: Calendar?

    public init(
        name: String, fireDate: Date, timeZone: TimeZone? = nil, recurrence: DateComponents? = nil,
        recurrenceCalendar: Calendar? = nil
    ) {
        (self.fireDate, self.timeZone, self.recurrence) = (fireDate, timeZone, recurrence)
        self.recurrenceCalendar = recurrenceCalendar
        super.init(name: name)
    }

    /// A trigger of a date and a recurrence (iOS 18's form without a time zone).
    public convenience init(name: String, fireDate: Date, recurrence: DateComponents?) {
        self.init(name: name, fireDate: fireDate, timeZone: nil, recurrence: recurrence, recurrenceCalendar: nil)
    }

    /// Whether `date` falls on a whole minute.
    static func isOnMinute(_ date: Date) -> Bool {
        date.timeIntervalSinceReferenceDate.truncatingRemainder(dividingBy: 60) == 0
    }

    /// Changes the fire date; a date with seconds fails with `.dateMustBeOnSpecifiedBoundaries`.
    open func updateFireDate(_ fireDate: Date, completionHandler completion: @escaping (Error?) -> Void) {
        guard Self.isOnMinute(fireDate) else {
            let reason = "updateFireDate(_:): \(fireDate) is not on a whole minute"
            return completeOnMain(completion, HMError(.dateMustBeOnSpecifiedBoundaries, reason: reason))
        }
        self.fireDate = fireDate
        completeOnMain(completion, nil)
    }

    open func updateTimeZone(_ timeZone: TimeZone?, completionHandler completion: @escaping (Error?) -> Void) {
        self.timeZone = timeZone
        completeOnMain(completion, nil)
    }

    open func updateRecurrence(_ recurrence: DateComponents?, completionHandler completion: @escaping (Error?) -> Void)
    {
        self.recurrence = recurrence
        completeOnMain(completion, nil)
    }
}

/// Something that happens in a home, as `HMEvent`.
open class HMEvent: NSObject {
    public let uniqueIdentifier = UUID()
}

/// A characteristic reaching a value, as `HMCharacteristicEvent`.
open class HMCharacteristicEvent<TriggerValueType: NSCopying>: HMEvent {
    public let characteristic: HMCharacteristic
    public let triggerValue: TriggerValueType?

    public init(characteristic: HMCharacteristic, triggerValue: TriggerValueType?) {
        (self.characteristic, self.triggerValue) = (characteristic, triggerValue)
    }
}

/// A trigger of events, as `HMEventTrigger`.
open class HMEventTrigger: HMTrigger {
    public let events: [HMEvent]
    public let predicate: NSPredicate?
    public let endEvents: [HMEvent]
    public let recurrences: [DateComponents]?
    public let executeOnce: Bool

    public init(
        name: String, events: [HMEvent], end endEvents: [HMEvent]? = nil, recurrences: [DateComponents]? = nil,
        predicate: NSPredicate?
    ) {
        (self.events, self.endEvents, self.recurrences) = (events, endEvents ?? [], recurrences)
        (self.predicate, executeOnce) = (predicate, false)
        super.init(name: name)
    }
}
