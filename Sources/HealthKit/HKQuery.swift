// swift-format-ignore-file: AlwaysUseLowerCamelCase

import Foundation

/// No limit on the number of samples a query returns, as `HKObjectQueryNoLimit`.
public let HKObjectQueryNoLimit = 0

/// How a date predicate treats samples at its bounds, as `HKQueryOptions` (their raw values).
public struct HKQueryOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The sample must start in the interval.
    public static let strictStartDate = HKQueryOptions(rawValue: 1 << 0)
    /// The sample must end in the interval.
    public static let strictEndDate = HKQueryOptions(rawValue: 1 << 1)
}

/// A question to the Health store, as HealthKit's `HKQuery`. Executed on Linux, its handler gets
/// `HKError.errorHealthDataUnavailable` naming the query (see `HKHealthStore`).
open class HKQuery: NSObject, @unchecked Sendable {
    /// The type the query asks about.
    open private(set) var objectType: HKObjectType?
    /// The condition the samples meet.
    open private(set) var predicate: NSPredicate?

    init(objectType: HKObjectType?, predicate: NSPredicate?) {
        (self.objectType, self.predicate) = (objectType, predicate)
        super.init()
    }

    /// Calls the query's handler with `error`.
    func fail(with error: HKError) {}

    /// Samples of the interval from `startDate` to `endDate` (nil: unbounded): by default those
    /// that overlap it (start before its end, end at or after its start); `.strictStartDate`
    /// asks that they start in it, `.strictEndDate` that they end in it. Evaluated by CellSnap on
    /// `HKSample`s (any other object does not match).
    open class func predicateForSamples(withStart startDate: Date?, end endDate: Date?, options: HKQueryOptions = [])
        -> NSPredicate
    {
        NSPredicate { object, _ in
            guard let sample = object as? HKSample else { return false }
            let start = startDate ?? .distantPast
            let end = endDate ?? .distantFuture
            let startsIn = sample.startDate >= start && sample.startDate < end
            let endsIn = sample.endDate >= start && sample.endDate <= end
            if options.contains(.strictStartDate), !startsIn { return false }
            if options.contains(.strictEndDate), !endsIn { return false }
            return sample.startDate < end && sample.endDate >= start
        }
    }
}

/// Fetches samples, as HealthKit's `HKSampleQuery`.
open class HKSampleQuery: HKQuery, @unchecked Sendable {
    /// The most samples returned (`HKObjectQueryNoLimit`: all).
    open private(set) var limit: Int
    /// The samples' order.
    open private(set) var sortDescriptors: [NSSortDescriptor]?
    private let resultsHandler: (HKSampleQuery, [HKSample]?, (any Error)?) -> Void

    /// A query of the samples of `sampleType` that meet `predicate`.
    public init(
        sampleType: HKSampleType, predicate: NSPredicate?, limit: Int, sortDescriptors: [NSSortDescriptor]?,
        resultsHandler: @escaping (HKSampleQuery, [HKSample]?, (any Error)?) -> Void
    ) {
        (self.limit, self.sortDescriptors, self.resultsHandler) = (limit, sortDescriptors, resultsHandler)
        super.init(objectType: sampleType, predicate: predicate)
    }

    override func fail(with error: HKError) { resultsHandler(self, nil, error) }
}

/// A position in the Health store's history, as HealthKit's `HKQueryAnchor`.
open class HKQueryAnchor: NSObject, NSSecureCoding, NSCopying, @unchecked Sendable {
    let value: Int

    /// The anchor of `value`.
    public convenience init(fromValue value: Int) { self.init(value: value) }

    init(value: Int) {
        self.value = value
        super.init()
    }

    public static var supportsSecureCoding: Bool { true }
    public required init?(coder: NSCoder) {
        value = coder.decodeInteger(forKey: "Value")
        super.init()
    }
    open func encode(with coder: NSCoder) { coder.encode(value, forKey: "Value") }
    open func copy(with zone: NSZone? = nil) -> Any { self }
    open override func isEqual(_ object: Any?) -> Bool { (object as? HKQueryAnchor)?.value == value }
    open override var hash: Int { value }
}

/// A sample deleted from the store, as HealthKit's `HKDeletedObject` (none are on Linux).
open class HKDeletedObject: NSObject, @unchecked Sendable {
    /// The deleted sample's identifier.
    open private(set) var uuid: UUID
    /// The deleted sample's metadata.
    open private(set) var metadata: [String: Any]?

    init(uuid: UUID, metadata: [String: Any]?) {
        (self.uuid, self.metadata) = (uuid, metadata)
        super.init()
    }
}

/// Fetches the samples added and deleted since an anchor, as HealthKit's `HKAnchoredObjectQuery`.
open class HKAnchoredObjectQuery: HKQuery, @unchecked Sendable {
    /// Called again as samples change, when set before the query runs.
    open var updateHandler:
        ((HKAnchoredObjectQuery, [HKSample]?, [HKDeletedObject]?, HKQueryAnchor?, (any Error)?) -> Void)?
    private let resultsHandler:
        (HKAnchoredObjectQuery, [HKSample]?, [HKDeletedObject]?, HKQueryAnchor?, (any Error)?) -> Void

    /// A query of the samples of `type` since `anchor`.
    public init(
        type: HKSampleType, predicate: NSPredicate?, anchor: HKQueryAnchor?, limit: Int,
        resultsHandler handler:
            @escaping (HKAnchoredObjectQuery, [HKSample]?, [HKDeletedObject]?, HKQueryAnchor?, (any Error)?) ->
            Void
    ) {
        resultsHandler = handler
        super.init(objectType: type, predicate: predicate)
    }

    override func fail(with error: HKError) { resultsHandler(self, nil, nil, nil, error) }
}

/// Tells the app when samples of a type change, as HealthKit's `HKObserverQuery`.
open class HKObserverQuery: HKQuery, @unchecked Sendable {
    private let updateHandler: (HKObserverQuery, @escaping () -> Void, (any Error)?) -> Void

    /// A query that calls `updateHandler` when samples of `sampleType` change.
    public init(
        sampleType: HKSampleType, predicate: NSPredicate?,
        updateHandler: @escaping (HKObserverQuery, @escaping () -> Void, (any Error)?) -> Void
    ) {
        self.updateHandler = updateHandler
        super.init(objectType: sampleType, predicate: predicate)
    }

    override func fail(with error: HKError) { updateHandler(self, {}, error) }
}
