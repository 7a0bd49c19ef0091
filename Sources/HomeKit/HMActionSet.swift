// swift-format-ignore-file: AlwaysUseLowerCamelCase

import Foundation

/// Something an action set does, as `HMAction`.
open class HMAction: NSObject {
    public let uniqueIdentifier = UUID()
    /// Does the action; each kind says how.
    func perform(call: String) -> HMError? { nil }
}

/// Writes a value to a characteristic, as `HMCharacteristicWriteAction`.
open class HMCharacteristicWriteAction<TargetValueType: NSCopying>: HMAction {
    public let characteristic: HMCharacteristic
    open private(set) var targetValue: TargetValueType

    public init(characteristic: HMCharacteristic, targetValue: TargetValueType) {
        (self.characteristic, self.targetValue) = (characteristic, targetValue)
    }

    /// Changes the value the action writes.
    open func updateTargetValue(
        _ targetValue: TargetValueType, completionHandler completion: @escaping (Error?) -> Void
    ) {
        self.targetValue = targetValue
        completeOnMain(completion, nil)
    }

    override func perform(call: String) -> HMError? {
        let value: Any = (targetValue as? NSNumber).map { $0 as Any } ?? targetValue
        if let error = characteristic.refusal(of: value, call: call) { return error }
        characteristic.cellSnapSet(value)
        return nil
    }
}

public let HMActionSetTypeWakeUp = "HMActionSetTypeWakeUp"
public let HMActionSetTypeSleep = "HMActionSetTypeSleep"
public let HMActionSetTypeHomeDeparture = "HMActionSetTypeHomeDeparture"
public let HMActionSetTypeHomeArrival = "HMActionSetTypeHomeArrival"
public let HMActionSetTypeUserDefined = "HMActionSetTypeUserDefined"
public let HMActionSetTypeTriggerOwned = "HMActionSetTypeTriggerOwned"

/// A scene: actions a home runs together, as `HMActionSet`.
open class HMActionSet: NSObject {
    open private(set) var name: String
    public let uniqueIdentifier = UUID()
    /// `HMActionSetTypeUserDefined` for the sets the app adds.
    public let actionSetType: String
    open private(set) var actions: Set<HMAction> = []
    open internal(set) var lastExecutionDate: Date?
    /// `false`: an action set runs at once.
    open var isExecuting: Bool { false }
    weak var home: HMHome?

    init(name: String, type: String) { (self.name, actionSetType) = (name, type) }

    /// Adds an action; one already here fails with `.alreadyExists`.
    open func addAction(_ action: HMAction, completionHandler completion: @escaping (Error?) -> Void) {
        if actions.contains(action) {
            return completeOnMain(
                completion, HMError(.alreadyExists, reason: "addAction(_:): the action is in \(name)"))
        }
        actions.insert(action)
        completeOnMain(completion, nil)
    }

    /// Removes an action; one not here fails with `.notFound`.
    open func removeAction(_ action: HMAction, completionHandler completion: @escaping (Error?) -> Void) {
        guard actions.remove(action) != nil else {
            return completeOnMain(
                completion, HMError(.notFound, reason: "removeAction(_:): the action is not in \(name)"))
        }
        completeOnMain(completion, nil)
    }

    /// Renames the set; an empty name fails with `.invalidParameter`.
    open func updateName(_ name: String, completionHandler completion: @escaping (Error?) -> Void) {
        guard validName(name) else {
            return completeOnMain(completion, HMError(.invalidParameter, reason: "updateName(_:): the name is empty"))
        }
        self.name = name
        completeOnMain(completion, nil)
    }
}

extension HMCharacteristic {
    /// Sets the value an action set wrote.
    func cellSnapSet(_ value: Any?) { self.value = value }
}

extension HMHome {
    /// Adds an action set of the app's (`HMActionSetTypeUserDefined`); names are checked as a
    /// room's.
    public func addActionSet(
        withName actionSetName: String, completionHandler completion: @escaping (HMActionSet?, Error?) -> Void
    ) {
        let (set, error) = added(actionSetName, call: "addActionSet(withName:)", among: actionSets.map(\.name)) {
            HMActionSet(name: $0, type: HMActionSetTypeUserDefined)
        }
        if let set {
            set.home = self
            actionSets.append(set)
        }
        DispatchQueue.main.async { completion(set, error) }
    }

    /// Removes an action set of the home; another fails with `.notFound`.
    public func removeActionSet(_ actionSet: HMActionSet, completionHandler completion: @escaping (Error?) -> Void) {
        guard let index = actionSets.firstIndex(where: { $0 === actionSet }) else {
            let reason = "removeActionSet(_:): \(actionSet.name) is not in \(name)"
            return completeOnMain(completion, HMError(.notFound, reason: reason))
        }
        actionSets.remove(at: index)
        for trigger in triggers { trigger.actionSets.removeAll { $0 === actionSet } }
        completeOnMain(completion, nil)
    }

    /// Runs an action set: each action writes its value, as a write of the app would (the
    /// first refused write's error finishes the call, with the writes before it done). An empty
    /// set fails with `.noActionsInActionSet`, another home's with `.notFound`.
    public func executeActionSet(_ actionSet: HMActionSet, completionHandler completion: @escaping (Error?) -> Void) {
        let call = "executeActionSet(_:)"
        guard actionSet.home === self else {
            return completeOnMain(
                completion, HMError(.notFound, reason: "\(call): \(actionSet.name) is not in \(name)"))
        }
        guard !actionSet.actions.isEmpty else {
            return completeOnMain(
                completion, HMError(.noActionsInActionSet, reason: "\(call): \(actionSet.name) is empty"))
        }
        // Sets are unordered; the writes go in the order of the actions' identifiers, so that a
        // run is the same every time.
        for action in actionSet.actions.sorted(by: { $0.uniqueIdentifier.uuidString < $1.uniqueIdentifier.uuidString })
        {
            if let error = action.perform(call: call) { return completeOnMain(completion, error) }
        }
        actionSet.lastExecutionDate = Date()
        completeOnMain(completion, nil)
    }

    /// Runs an action set, as ``executeActionSet(_:completionHandler:)``.
    public func executeActionSet(_ actionSet: HMActionSet) async throws {
        try await awaitCompletion { executeActionSet(actionSet, completionHandler: $0) }
    }

    /// Adds a trigger; one already in a home fails with `.alreadyExists`, a name like another
    /// trigger's with `.objectWithSimilarNameExistsInHome`.
    public func addTrigger(_ trigger: HMTrigger, completionHandler completion: @escaping (Error?) -> Void) {
        if trigger.home != nil {
            return completeOnMain(
                completion, HMError(.alreadyExists, reason: "addTrigger(_:): \(trigger.name) is in a home"))
        }
        if let timer = trigger as? HMTimerTrigger, !HMTimerTrigger.isOnMinute(timer.fireDate) {
            let reason = "addTrigger(_:): \(timer.fireDate) is not on a whole minute"
            return completeOnMain(completion, HMError(.dateMustBeOnSpecifiedBoundaries, reason: reason))
        }
        if let error = added(trigger.name, call: "addTrigger(_:)", among: triggers.map(\.name), make: { _ in () }).1 {
            return completeOnMain(completion, error)
        }
        trigger.home = self
        triggers.append(trigger)
        completeOnMain(completion, nil)
    }

    /// Removes a trigger of the home; another fails with `.notFound`.
    public func removeTrigger(_ trigger: HMTrigger, completionHandler completion: @escaping (Error?) -> Void) {
        guard let index = triggers.firstIndex(where: { $0 === trigger }) else {
            return completeOnMain(
                completion, HMError(.notFound, reason: "removeTrigger(_:): \(trigger.name) is not in \(name)"))
        }
        triggers.remove(at: index)
        trigger.home = nil
        completeOnMain(completion, nil)
    }
}
