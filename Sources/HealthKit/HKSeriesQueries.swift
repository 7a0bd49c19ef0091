import Foundation

/// Reads the beats of a heartbeat series, as HealthKit's `HKHeartbeatSeriesQuery`. Executed on
/// Linux, its data handler is called once, with `done` and `HKError.errorHealthDataUnavailable`
/// naming the query (see `HKHealthStore`).
open class HKHeartbeatSeriesQuery: HKQuery, @unchecked Sendable {
    private let dataHandler: (HKHeartbeatSeriesQuery, TimeInterval, Bool, Bool, (any Error)?) -> Void

    /// A query of the beats of `heartbeatSeries`: the handler gets each beat's time since the
    /// series' start, whether a gap came before it, and whether it is the last.
    public init(
        heartbeatSeries: HKHeartbeatSeriesSample,
        dataHandler: @escaping (HKHeartbeatSeriesQuery, TimeInterval, Bool, Bool, (any Error)?) -> Void
    ) {
        self.dataHandler = dataHandler
        super.init(objectType: heartbeatSeries.sampleType, predicate: nil)
    }

    override func fail(with error: HKError) { dataHandler(self, 0, false, true, error) }
}

/// Reads the quantities of quantity series samples, as HealthKit's `HKQuantitySeriesSampleQuery`.
/// Executed on Linux, its handler is called once, with no quantity, `done` and
/// `HKError.errorHealthDataUnavailable` naming the query (see `HKHealthStore`).
open class HKQuantitySeriesSampleQuery: HKQuery, @unchecked Sendable {
    /// Whether the handler gets the sample each quantity belongs to.
    open var includeSample = false
    /// Whether the quantities come in the order of their samples' start dates.
    open var orderByQuantitySampleStartDate = false
    private let handler:
        (HKQuantitySeriesSampleQuery, HKQuantity?, DateInterval?, HKQuantitySample?, Bool, (any Error)?) -> Void

    /// A query of the quantities of the samples of `quantityType` that meet `predicate`: the
    /// handler gets each quantity, its interval, its sample (with `includeSample`) and whether
    /// it is the last.
    public init(
        quantityType: HKQuantityType, predicate: NSPredicate?,
        quantityHandler:
            @escaping (
                HKQuantitySeriesSampleQuery, HKQuantity?, DateInterval?, HKQuantitySample?, Bool, (any Error)?
            ) -> Void
    ) {
        handler = quantityHandler
        super.init(objectType: quantityType, predicate: predicate)
    }

    /// A query of the quantities of `quantitySample` (deprecated in iOS 13): the handler gets each
    /// quantity, its date and whether it is the last.
    public convenience init(
        sample quantitySample: HKQuantitySample,
        quantityHandler: @escaping (HKQuantitySeriesSampleQuery, HKQuantity?, Date?, Bool, (any Error)?) -> Void
    ) {
        self.init(quantityType: quantitySample.quantityType, predicate: nil) {
            query, quantity, interval, _, done, error in
            quantityHandler(query, quantity, interval?.start, done, error)
        }
    }

    override func fail(with error: HKError) { handler(self, nil, nil, nil, true, error) }
}
