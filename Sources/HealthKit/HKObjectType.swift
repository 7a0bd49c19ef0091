// swift-format-ignore-file: AlwaysUseLowerCamelCase

import Foundation

/// The identifier of a kind of quantity, as HealthKit's `HKQuantityTypeIdentifier` (raw values
/// as HealthKit's).
public struct HKQuantityTypeIdentifier: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    private static func named(_ name: String) -> Self { Self(rawValue: "HKQuantityTypeIdentifier" + name) }
    public static let stepCount = named("StepCount")
    public static let distanceWalkingRunning = named("DistanceWalkingRunning")
    public static let distanceCycling = named("DistanceCycling")
    public static let distanceSwimming = named("DistanceSwimming")
    public static let flightsClimbed = named("FlightsClimbed")
    public static let activeEnergyBurned = named("ActiveEnergyBurned")
    public static let basalEnergyBurned = named("BasalEnergyBurned")
    public static let appleExerciseTime = named("AppleExerciseTime")
    public static let appleStandTime = named("AppleStandTime")
    public static let heartRate = named("HeartRate")
    public static let restingHeartRate = named("RestingHeartRate")
    public static let walkingHeartRateAverage = named("WalkingHeartRateAverage")
    public static let heartRateVariabilitySDNN = named("HeartRateVariabilitySDNN")
    public static let oxygenSaturation = named("OxygenSaturation")
    public static let respiratoryRate = named("RespiratoryRate")
    public static let bodyTemperature = named("BodyTemperature")
    public static let bloodPressureSystolic = named("BloodPressureSystolic")
    public static let bloodPressureDiastolic = named("BloodPressureDiastolic")
    public static let bloodGlucose = named("BloodGlucose")
    public static let bodyMass = named("BodyMass")
    public static let bodyMassIndex = named("BodyMassIndex")
    public static let bodyFatPercentage = named("BodyFatPercentage")
    public static let leanBodyMass = named("LeanBodyMass")
    public static let height = named("Height")
    public static let waistCircumference = named("WaistCircumference")
    public static let vo2Max = named("VO2Max")
    public static let dietaryEnergyConsumed = named("DietaryEnergyConsumed")
    public static let dietaryWater = named("DietaryWater")
    public static let dietaryCaffeine = named("DietaryCaffeine")
    public static let dietaryProtein = named("DietaryProtein")
    public static let dietaryCarbohydrates = named("DietaryCarbohydrates")
    public static let dietaryFatTotal = named("DietaryFatTotal")
    public static let dietarySugar = named("DietarySugar")
    public static let environmentalAudioExposure = named("EnvironmentalAudioExposure")
    public static let headphoneAudioExposure = named("HeadphoneAudioExposure")
    public static let sixMinuteWalkTestDistance = named("SixMinuteWalkTestDistance")
    public static let walkingSpeed = named("WalkingSpeed")
    public static let walkingStepLength = named("WalkingStepLength")
}

/// The identifier of a kind of category, as HealthKit's `HKCategoryTypeIdentifier`.
public struct HKCategoryTypeIdentifier: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    private static func named(_ name: String) -> Self { Self(rawValue: "HKCategoryTypeIdentifier" + name) }
    public static let sleepAnalysis = named("SleepAnalysis")
    public static let mindfulSession = named("MindfulSession")
    public static let appleStandHour = named("AppleStandHour")
    public static let highHeartRateEvent = named("HighHeartRateEvent")
    public static let lowHeartRateEvent = named("LowHeartRateEvent")
    public static let irregularHeartRhythmEvent = named("IrregularHeartRhythmEvent")
    public static let toothbrushingEvent = named("ToothbrushingEvent")
    public static let handwashingEvent = named("HandwashingEvent")
}

/// A kind of Health data, as HealthKit's `HKObjectType`: types are equal when their identifiers are.
open class HKObjectType: NSObject, NSCopying, @unchecked Sendable {
    /// The type's identifier.
    public let identifier: String

    init(identifier: String) {
        self.identifier = identifier
        super.init()
    }

    /// The quantity type `identifier`.
    open class func quantityType(forIdentifier identifier: HKQuantityTypeIdentifier) -> HKQuantityType? {
        HKQuantityType(identifier)
    }

    /// The category type `identifier`.
    open class func categoryType(forIdentifier identifier: HKCategoryTypeIdentifier) -> HKCategoryType? {
        HKCategoryType(identifier)
    }

    /// The workout type.
    open class func workoutType() -> HKWorkoutType { HKWorkoutType(identifier: "HKWorkoutTypeIdentifier") }

    open func copy(with zone: NSZone? = nil) -> Any { self }
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? HKObjectType else { return false }
        return type(of: other) == type(of: self) && other.identifier == identifier
    }
    open override var hash: Int { identifier.hashValue }
    open override var description: String { identifier }
}

/// A kind of sample, as HealthKit's `HKSampleType`.
open class HKSampleType: HKObjectType, @unchecked Sendable {}

/// A kind of quantity sample, as HealthKit's `HKQuantityType`.
open class HKQuantityType: HKSampleType, @unchecked Sendable {
    /// The quantity type `identifier` (iOS 15).
    public convenience init(_ identifier: HKQuantityTypeIdentifier) { self.init(identifier: identifier.rawValue) }
}

/// A kind of category sample, as HealthKit's `HKCategoryType`.
open class HKCategoryType: HKSampleType, @unchecked Sendable {
    /// The category type `identifier` (iOS 15).
    public convenience init(_ identifier: HKCategoryTypeIdentifier) { self.init(identifier: identifier.rawValue) }
}

/// The workout type, as HealthKit's `HKWorkoutType`.
open class HKWorkoutType: HKSampleType, @unchecked Sendable {}

/// The metadata key of a sample's sync identifier, as `HKMetadataKeySyncIdentifier`.
public let HKMetadataKeySyncIdentifier = "HKMetadataKeySyncIdentifier"
/// The metadata key of a sample's sync version, as `HKMetadataKeySyncVersion`.
public let HKMetadataKeySyncVersion = "HKMetadataKeySyncVersion"

/// A piece of Health data, as HealthKit's `HKObject`.
open class HKObject: NSObject, @unchecked Sendable {
    /// The object's identifier.
    open private(set) var uuid = UUID()
    /// The object's metadata.
    open private(set) var metadata: [String: Any]?

    init(metadata: [String: Any]?) {
        self.metadata = metadata
        super.init()
    }
}

/// A piece of Health data over a time, as HealthKit's `HKSample`.
open class HKSample: HKObject, @unchecked Sendable {
    /// The sample's type.
    open private(set) var sampleType: HKSampleType
    /// When the sample starts.
    open private(set) var startDate: Date
    /// When it ends.
    open private(set) var endDate: Date

    init(type: HKSampleType, start: Date, end: Date, metadata: [String: Any]?) {
        (sampleType, startDate, endDate) = (type, start, end)
        super.init(metadata: metadata)
    }
}

/// A quantity over a time, as HealthKit's `HKQuantitySample`.
open class HKQuantitySample: HKSample, @unchecked Sendable {
    /// The sample's quantity.
    open private(set) var quantity: HKQuantity
    /// The sample's quantity type.
    open var quantityType: HKQuantityType { sampleType as! HKQuantityType }
    /// How many quantities the sample stands for.
    open var count: Int { 1 }

    /// A sample of `quantity` of `quantityType` from `startDate` to `endDate`.
    public convenience init(
        type quantityType: HKQuantityType, quantity: HKQuantity, start startDate: Date, end endDate: Date
    ) {
        self.init(type: quantityType, quantity: quantity, start: startDate, end: endDate, metadata: nil)
    }

    /// A sample with metadata.
    public init(
        type quantityType: HKQuantityType, quantity: HKQuantity, start startDate: Date, end endDate: Date,
        metadata: [String: Any]?
    ) {
        self.quantity = quantity
        super.init(type: quantityType, start: startDate, end: endDate, metadata: metadata)
    }
}

/// A category value over a time, as HealthKit's `HKCategorySample`.
open class HKCategorySample: HKSample, @unchecked Sendable {
    /// The sample's value (one of the category's values, as `HKCategoryValueSleepAnalysis`).
    open private(set) var value: Int
    /// The sample's category type.
    open var categoryType: HKCategoryType { sampleType as! HKCategoryType }

    /// A sample of `value` of `type` from `startDate` to `endDate`.
    public init(
        type: HKCategoryType, value: Int, start startDate: Date, end endDate: Date, metadata: [String: Any]? = nil
    ) {
        self.value = value
        super.init(type: type, start: startDate, end: endDate, metadata: metadata)
    }
}
