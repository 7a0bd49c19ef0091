// swift-format-ignore-file: AlwaysUseLowerCamelCase

import Foundation

/// The device that recorded Health data, as HealthKit's `HKDevice`.
open class HKDevice: NSObject, NSCopying, @unchecked Sendable {
    public let name: String?
    public let manufacturer: String?
    public let model: String?
    public let hardwareVersion: String?
    public let firmwareVersion: String?
    public let softwareVersion: String?
    public let localIdentifier: String?
    public let udiDeviceIdentifier: String?

    public init(
        name: String?, manufacturer: String?, model: String?, hardwareVersion: String?, firmwareVersion: String?,
        softwareVersion: String?, localIdentifier: String?, udiDeviceIdentifier UDIDeviceIdentifier: String?
    ) {
        (self.name, self.manufacturer, self.model, self.hardwareVersion) = (name, manufacturer, model, hardwareVersion)
        (self.firmwareVersion, self.softwareVersion) = (firmwareVersion, softwareVersion)
        (self.localIdentifier, udiDeviceIdentifier) = (localIdentifier, UDIDeviceIdentifier)
        super.init()
    }

    /// The device the app runs on: CellSnap's, named "CellSnap" (an iPhone would give its model).
    open class func local() -> HKDevice {
        HKDevice(
            name: "CellSnap", manufacturer: "CellSnap", model: "Linux", hardwareVersion: nil, firmwareVersion: nil,
            softwareVersion: nil, localIdentifier: nil, udiDeviceIdentifier: nil)
    }

    open func copy(with zone: NSZone? = nil) -> Any { self }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? HKDevice else { return false }
        return [
            name, manufacturer, model, hardwareVersion, firmwareVersion, softwareVersion, localIdentifier,
            udiDeviceIdentifier,
        ]
            == [
                other.name, other.manufacturer, other.model, other.hardwareVersion, other.firmwareVersion,
                other.softwareVersion, other.localIdentifier, other.udiDeviceIdentifier,
            ]
    }

    open override var hash: Int { [name, model, localIdentifier].hashValue }
}

/// A kind of series sample, as HealthKit's `HKSeriesType`.
open class HKSeriesType: HKSampleType, @unchecked Sendable {
    /// The heartbeat series type.
    open class func heartbeat() -> HKSeriesType { HKSeriesType(identifier: "HKDataTypeIdentifierHeartbeatSeries") }
    /// The workout route type.
    open class func workoutRoute() -> HKSeriesType { HKSeriesType(identifier: "HKWorkoutRouteTypeIdentifier") }
}

/// A sample that holds a series of values, as HealthKit's `HKSeriesSample`.
open class HKSeriesSample: HKSample, @unchecked Sendable {
    /// How many values the series holds.
    open private(set) var count: Int

    init(type: HKSeriesType, start: Date, end: Date, count: Int, metadata: [String: Any]?) {
        self.count = count
        super.init(type: type, start: start, end: end, metadata: metadata)
    }
}

/// A series of heartbeats, as HealthKit's `HKHeartbeatSeriesSample` (made by a builder's finish,
/// which the Health store refuses on Linux, so only its type is met).
open class HKHeartbeatSeriesSample: HKSeriesSample, @unchecked Sendable {}

/// A series builder's base, as HealthKit's `HKSeriesBuilder`.
open class HKSeriesBuilder: NSObject, @unchecked Sendable {
    /// Drops what was added; the builder takes nothing more.
    open func discard() { isDiscarded = true }
    var isDiscarded = false
}

/// Builds a series of quantities of one type, as HealthKit's `HKQuantitySeriesSampleBuilder`:
/// quantities are kept in the order of their dates; finishing saves them to the Health store,
/// which CellSnap does not provide, so it finishes with `HKError.errorHealthDataUnavailable` naming
/// the call, on a queue of its own.
open class HKQuantitySeriesSampleBuilder: NSObject, @unchecked Sendable {
    public let quantityType: HKQuantityType
    public let startDate: Date
    public let device: HKDevice?
    /// The quantities added so far with their dates (CellSnap's window on the builder).
    public private(set) var cellSnapQuantities: [(HKQuantity, DateInterval)] = []
    private var finished = false

    public init(healthStore: HKHealthStore, quantityType: HKQuantityType, startDate: Date, device: HKDevice?) {
        (self.quantityType, self.startDate, self.device) = (quantityType, startDate, device)
        super.init()
    }

    /// Adds `quantity` at `date`; throws `HKError.errorInvalidArgument` for a quantity whose unit
    /// does not fit the type, a date before the start, or a finished builder.
    open func insert(_ quantity: HKQuantity, at date: Date) throws {
        try insert(
            quantity, for: DateInterval(start: max(date, startDate), duration: 0), call: "insert(_:at:)", at: date)
    }

    /// Adds `quantity` over `dateInterval`; throws as ``insert(_:at:)`` does.
    open func insert(_ quantity: HKQuantity, for dateInterval: DateInterval) throws {
        try insert(quantity, for: dateInterval, call: "insert(_:for:)", at: dateInterval.start)
    }

    private func insert(_ quantity: HKQuantity, for interval: DateInterval, call: String, at date: Date) throws {
        let name = "HKQuantitySeriesSampleBuilder.\(call)"
        guard !finished else { throw HKError(.errorInvalidArgument, reason: "\(name): the builder is finished") }
        guard date >= startDate else {
            throw HKError(.errorInvalidArgument, reason: "\(name): \(date) is before the series' start \(startDate)")
        }
        cellSnapQuantities.append((quantity, interval))
        cellSnapQuantities.sort { $0.1.start < $1.1.start }
    }

    open func finishSeries(
        metadata: [String: Any]?, endDate: Date?,
        completion: @escaping @Sendable ([HKQuantitySample]?, (any Error)?) -> Void
    ) {
        finished = true
        let error = HKError.noStore("HKQuantitySeriesSampleBuilder.finishSeries")
        DispatchQueue.global().async { completion(nil, error) }
    }

    open func finishSeries(
        metadata: [String: Any]?, completion: @escaping @Sendable ([HKQuantitySample]?, (any Error)?) -> Void
    ) {
        finishSeries(metadata: metadata, endDate: nil, completion: completion)
    }

    /// Drops what was added; the builder takes nothing more.
    open func discard() {
        finished = true
        cellSnapQuantities = []
    }
}

/// Builds a series of heartbeats, as HealthKit's `HKHeartbeatSeriesBuilder`: beats are kept (up
/// to ``maximumCount``); finishing saves them to the Health store, which CellSnap does not
/// provide, so it finishes with `HKError.errorHealthDataUnavailable`, on a queue of its own.
open class HKHeartbeatSeriesBuilder: HKSeriesBuilder, @unchecked Sendable {
    /// The most beats one series holds (HealthKit documents the property, not its value; CellSnap
    /// takes 2 hours at 200 beats a minute).
    public static let maximumCount = 24_000
    /// The beats added so far: their times since the start and whether a gap came before each.
    public private(set) var cellSnapBeats: [(TimeInterval, Bool)] = []
    private var metadata: [String: Any] = [:]

    public init(healthStore: HKHealthStore, device: HKDevice?, start startDate: Date) { super.init() }

    /// Adds a beat; finishes with `false` and `HKError.errorInvalidArgument` for a negative time,
    /// a full series or a discarded builder.
    open func addHeartbeatWithTimeInterval(
        sinceSeriesStartDate timeIntervalSinceStart: TimeInterval, precededByGap: Bool,
        completion: @escaping @Sendable (Bool, (any Error)?) -> Void
    ) {
        let call = "HKHeartbeatSeriesBuilder.addHeartbeatWithTimeInterval"
        var problem: String?
        if isDiscarded { problem = "the builder was discarded" }
        if timeIntervalSinceStart < 0 { problem = "the time \(timeIntervalSinceStart) is before the start" }
        if cellSnapBeats.count >= Self.maximumCount { problem = "the series holds \(Self.maximumCount) beats" }
        if problem == nil { cellSnapBeats.append((timeIntervalSinceStart, precededByGap)) }
        let error = problem.map { HKError(.errorInvalidArgument, reason: "\(call): \($0)") }
        DispatchQueue.global().async { completion(error == nil, error) }
    }

    /// Adds `metadata` to the series' metadata.
    open func addMetadata(_ metadata: [String: Any], completion: @escaping @Sendable (Bool, (any Error)?) -> Void) {
        self.metadata.merge(metadata) { $1 }
        DispatchQueue.global().async { completion(true, nil) }
    }

    open func finishSeries(completion: @escaping @Sendable (HKHeartbeatSeriesSample?, (any Error)?) -> Void) {
        let error = HKError.noStore("HKHeartbeatSeriesBuilder.finishSeries")
        DispatchQueue.global().async { completion(nil, error) }
    }
}

/// Where a heart-rate sensor sat, as HealthKit's `HKHeartRateSensorLocation` (raw values).
public enum HKHeartRateSensorLocation: Int, Hashable, Sendable {
    case other = 0, chest, wrist, finger, hand, earLobe, foot
}

/// What the person was doing during a heart-rate reading, as `HKHeartRateMotionContext`.
public enum HKHeartRateMotionContext: Int, Hashable, Sendable {
    case notSet = 0, sedentary, active
}

/// The metadata key of a heart-rate sample's sensor location, as `HKMetadataKeyHeartRateSensorLocation`.
public let HKMetadataKeyHeartRateSensorLocation = "HKMetadataKeyHeartRateSensorLocation"
/// The metadata key of a heart-rate sample's motion context, as `HKMetadataKeyHeartRateMotionContext`.
public let HKMetadataKeyHeartRateMotionContext = "HKMetadataKeyHeartRateMotionContext"
/// The metadata key of a sample's identifier in another system, as `HKMetadataKeyExternalUUID`.
public let HKMetadataKeyExternalUUID = "HKMetadataKeyExternalUUID"
/// The metadata key of the device that recorded a sample, as `HKMetadataKeyDeviceName`.
public let HKMetadataKeyDeviceName = "HKMetadataKeyDeviceName"
