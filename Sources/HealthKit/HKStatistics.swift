import Foundation

/// What a statistics query computes, as `HKStatisticsOptions` (their raw values).
public struct HKStatisticsOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let separateBySource = HKStatisticsOptions(rawValue: 1 << 0)
    public static let discreteAverage = HKStatisticsOptions(rawValue: 1 << 1)
    public static let discreteMin = HKStatisticsOptions(rawValue: 1 << 2)
    public static let discreteMax = HKStatisticsOptions(rawValue: 1 << 3)
    public static let cumulativeSum = HKStatisticsOptions(rawValue: 1 << 4)
    public static let mostRecent = HKStatisticsOptions(rawValue: 1 << 5)
    public static let duration = HKStatisticsOptions(rawValue: 1 << 6)
}

/// A statistics query's result, as HealthKit's `HKStatistics`. Only the Health store computes one,
/// so no value of it exists on Linux; the type is here for the handlers apps write.
open class HKStatistics: NSObject, @unchecked Sendable {
    /// The type the statistics are of.
    open private(set) var quantityType: HKQuantityType
    /// When the statistics' interval starts.
    open private(set) var startDate: Date
    /// When it ends.
    open private(set) var endDate: Date

    private init(quantityType: HKQuantityType, startDate: Date, endDate: Date) {
        (self.quantityType, self.startDate, self.endDate) = (quantityType, startDate, endDate)
        super.init()
    }

    /// The sum of the samples (nil: not computed).
    open func sumQuantity() -> HKQuantity? { nil }
    /// The average of the samples (nil: not computed).
    open func averageQuantity() -> HKQuantity? { nil }
    /// The least sample (nil: not computed).
    open func minimumQuantity() -> HKQuantity? { nil }
    /// The greatest sample (nil: not computed).
    open func maximumQuantity() -> HKQuantity? { nil }
    /// The latest sample (nil: not computed).
    open func mostRecentQuantity() -> HKQuantity? { nil }
}

/// The statistics of successive intervals, as HealthKit's `HKStatisticsCollection` (none exists
/// on Linux; the type is here for the handlers apps write).
open class HKStatisticsCollection: NSObject, @unchecked Sendable {
    private override init() { super.init() }

    /// The statistics of each interval (none).
    open func statistics() -> [HKStatistics] { [] }
    /// The statistics of the interval that holds `date` (none).
    open func statistics(for date: Date) -> HKStatistics? { nil }
    /// Calls `block` with the statistics of each interval from `startDate` to `endDate` (none).
    open func enumerateStatistics(
        from startDate: Date, to endDate: Date, with block: (HKStatistics, UnsafeMutablePointer<ObjCBool>) -> Void
    ) {}
}

/// Computes statistics of a quantity type's samples, as HealthKit's `HKStatisticsQuery`.
open class HKStatisticsQuery: HKQuery, @unchecked Sendable {
    private let handler: (HKStatisticsQuery, HKStatistics?, (any Error)?) -> Void

    /// A query of `options` over the samples of `quantityType` that meet `quantitySamplePredicate`.
    public init(
        quantityType: HKQuantityType, quantitySamplePredicate: NSPredicate?, options: HKStatisticsOptions = [],
        completionHandler handler: @escaping (HKStatisticsQuery, HKStatistics?, (any Error)?) -> Void
    ) {
        self.handler = handler
        super.init(objectType: quantityType, predicate: quantitySamplePredicate)
    }

    override func fail(with error: HKError) { handler(self, nil, error) }
}

/// Computes statistics over successive intervals, as HealthKit's `HKStatisticsCollectionQuery`.
open class HKStatisticsCollectionQuery: HKQuery, @unchecked Sendable {
    /// The date the intervals are counted from.
    open private(set) var anchorDate: Date
    /// What the query computes.
    open private(set) var options: HKStatisticsOptions
    /// The length of each interval.
    open private(set) var intervalComponents: DateComponents
    /// Called with the first results.
    open var initialResultsHandler: ((HKStatisticsCollectionQuery, HKStatisticsCollection?, (any Error)?) -> Void)?
    /// Called as the results change.
    open var statisticsUpdateHandler:
        ((HKStatisticsCollectionQuery, HKStatistics?, HKStatisticsCollection?, (any Error)?) -> Void)?

    /// A query of `options` over intervals of `intervalComponents` from `anchorDate`.
    public init(
        quantityType: HKQuantityType, quantitySamplePredicate: NSPredicate?, options: HKStatisticsOptions = [],
        anchorDate: Date, intervalComponents: DateComponents
    ) {
        (self.anchorDate, self.options, self.intervalComponents) = (anchorDate, options, intervalComponents)
        super.init(objectType: quantityType, predicate: quantitySamplePredicate)
    }

    override func fail(with error: HKError) { initialResultsHandler?(self, nil, error) }
}
