import Foundation

/// Whether the app may share a type of data, as HealthKit's `HKAuthorizationStatus` (raw values).
public enum HKAuthorizationStatus: Int, Sendable {
    case notDetermined = 0, sharingDenied, sharingAuthorized
}

/// Whether asking for authorization would show the person a sheet, as
/// `HKAuthorizationRequestStatus` (their raw values).
public enum HKAuthorizationRequestStatus: Int, Sendable {
    case unknown = 0, shouldRequest, unnecessary
}

/// The Health store, as HealthKit's `HKHealthStore`. CellSnap's device has no Health data:
/// `isHealthDataAvailable()` is false; every type's status is `.notDetermined` (the person has not
/// decided) and a request would ask (`.shouldRequest`); requests, saves, deletes and queries
/// finish with `HKError.errorHealthDataUnavailable` naming the call, on a background queue.
open class HKHealthStore: NSObject, @unchecked Sendable {
    static let queue = DispatchQueue(label: "HKHealthStore")

    public override init() { super.init() }

    /// False: CellSnap does not provide the Health store on Linux.
    open class func isHealthDataAvailable() -> Bool { false }

    /// `.notDetermined`: the person has not decided.
    open func authorizationStatus(for type: HKObjectType) -> HKAuthorizationStatus { .notDetermined }

    /// Finishes with `false` and `HKError.errorHealthDataUnavailable`.
    open func requestAuthorization(
        toShare typesToShare: Set<HKSampleType>?, read typesToRead: Set<HKObjectType>?,
        completion: @escaping @Sendable (Bool, (any Error)?) -> Void
    ) {
        let error = HKError.noStore("HKHealthStore.requestAuthorization(toShare:read:completion:)")
        Self.queue.async { completion(false, error) }
    }

    /// Throws `HKError.errorHealthDataUnavailable`.
    open func requestAuthorization(toShare typesToShare: Set<HKSampleType>, read typesToRead: Set<HKObjectType>)
        async throws
    {
        throw HKError.noStore("HKHealthStore.requestAuthorization(toShare:read:)")
    }

    /// Answers `.shouldRequest`: the person has not decided.
    open func getRequestStatusForAuthorization(
        toShare typesToShare: Set<HKSampleType>, read typesToRead: Set<HKObjectType>,
        completion: @escaping @Sendable (HKAuthorizationRequestStatus, (any Error)?) -> Void
    ) {
        Self.queue.async { completion(.shouldRequest, nil) }
    }

    /// `.shouldRequest`.
    open func statusForAuthorizationRequest(
        toShare typesToShare: Set<HKSampleType>, read typesToRead: Set<HKObjectType>
    )
        async throws -> HKAuthorizationRequestStatus
    { .shouldRequest }

    /// Finishes with `false` and `HKError.errorHealthDataUnavailable`.
    open func save(_ object: HKObject, withCompletion completion: @escaping @Sendable (Bool, (any Error)?) -> Void) {
        let error = HKError.noStore("HKHealthStore.save(_:withCompletion:)")
        Self.queue.async { completion(false, error) }
    }

    /// Finishes with `false` and `HKError.errorHealthDataUnavailable`.
    open func save(_ objects: [HKObject], withCompletion completion: @escaping @Sendable (Bool, (any Error)?) -> Void) {
        let error = HKError.noStore("HKHealthStore.save(_:withCompletion:)")
        Self.queue.async { completion(false, error) }
    }

    /// Throws `HKError.errorHealthDataUnavailable`.
    open func save(_ object: HKObject) async throws { throw HKError.noStore("HKHealthStore.save(_:)") }

    /// Finishes with `false` and `HKError.errorHealthDataUnavailable`.
    open func delete(_ object: HKObject, withCompletion completion: @escaping @Sendable (Bool, (any Error)?) -> Void) {
        let error = HKError.noStore("HKHealthStore.delete(_:withCompletion:)")
        Self.queue.async { completion(false, error) }
    }

    /// Runs `query`: its handler gets `HKError.errorHealthDataUnavailable` naming the query.
    open func execute(_ query: HKQuery) {
        let error = HKError.noStore("HKHealthStore.execute(_:) of \(type(of: query))")
        Self.queue.async { query.fail(with: error) }
    }

    /// Stops `query` (nothing runs on Linux).
    open func stop(_ query: HKQuery) {}

    /// Finishes with `false` and `HKError.errorHealthDataUnavailable`.
    open func enableBackgroundDelivery(
        for type: HKObjectType, frequency: HKUpdateFrequency,
        withCompletion completion: @escaping @Sendable (Bool, (any Error)?) -> Void
    ) {
        let error = HKError.noStore("HKHealthStore.enableBackgroundDelivery(for:frequency:withCompletion:)")
        Self.queue.async { completion(false, error) }
    }
}

/// How often background delivery wakes the app, as `HKUpdateFrequency` (their raw values).
public enum HKUpdateFrequency: Int, Sendable {
    case immediate = 1, hourly, daily, weekly
}
