// `import HealthKit` as an app's activity screens write it: units made from strings and by the
// unit algebra, quantities converted between them; a device without Health data, whose store
// calls finish with `HKError.errorHealthDataUnavailable` naming the call.
import Foundation
import HealthKit
import Testing

@Suite struct HealthKitTests {
    @Test func unitsAreWrittenAndReadBack() {
        #expect(HKUnit(from: "mg/dL").unitString == "mg/dL")
        #expect(HKUnit.count().unitDivided(by: .minute()).unitString == "count/min")
        #expect(HKUnit.count().unitDivided(by: .minute()) == HKUnit(from: "count/min"))
        #expect(HKUnit.gramUnit(with: .kilo).unitString == "kg" && HKUnit.literUnit(with: .milli).unitString == "mL")
        #expect(HKUnit.gramUnit(with: .micro).unitString == "mcg")
        #expect(HKUnit(from: "(kg*m)/s^2").unitString == "kg*m/s^2")
        #expect(HKUnit(from: "J/(kg*s)").unitString == "J/(kg*s)")
        #expect(HKUnit.meter().unitMultiplied(by: .meter()).unitString == "m^2")
        #expect(HKUnit.second().reciprocal().unitString == "1/s")
        #expect(HKUnit.meter().unitDivided(by: .meter()).isNull() && !HKUnit.meter().isNull())
        #expect(
            HKUnit.gramUnit(with: .kilo).unitDivided(by: HKUnit.meter().unitRaised(toPower: 2)).unitString == "kg/m^2")
    }

    @Test func quantitiesConvertWithinADimension() {
        let mass = HKQuantity(unit: .gramUnit(with: .kilo), doubleValue: 70)
        #expect(mass.doubleValue(for: .pound()) == 154.3235835294143 && mass.doubleValue(for: .gram()) == 70_000)
        #expect(mass.description == "70 kg" && mass.is(compatibleWith: .ounce()) && !mass.is(compatibleWith: .meter()))
        let heartRate = HKQuantity(unit: HKUnit(from: "count/min"), doubleValue: 72)
        #expect(heartRate.doubleValue(for: .hertz()) == 1.2)
        #expect(HKQuantity(unit: .mile(), doubleValue: 1).doubleValue(for: .meterUnit(with: .kilo)) == 1.609344)
        #expect(HKQuantity(unit: .degreeCelsius(), doubleValue: 100).doubleValue(for: .degreeFahrenheit()) == 212)
        #expect(HKQuantity(unit: .degreeFahrenheit(), doubleValue: 98.6).doubleValue(for: .degreeCelsius()) == 37)
        #expect(HKQuantity(unit: .kelvin(), doubleValue: 0).doubleValue(for: .degreeCelsius()) == -273.15)
        let energy = HKQuantity(unit: .kilocalorie(), doubleValue: 1)
        #expect(
            energy.doubleValue(for: .jouleUnit(with: .kilo)) == 4.184
                && energy.is(compatibleWith: HKUnit(from: "kg*m^2/s^2")))
        #expect(HKQuantity(unit: .percent(), doubleValue: 0.98).is(compatibleWith: .count()) == false)
        #expect(mass.compare(HKQuantity(unit: .pound(), doubleValue: 150)) == .orderedDescending)
        #expect(mass == HKQuantity(unit: .gram(), doubleValue: 70_000))
    }

    @Test func typesAndSamplesAreValues() throws {
        let steps = try #require(HKObjectType.quantityType(forIdentifier: .stepCount))
        #expect(steps == HKQuantityType(.stepCount) && steps.identifier == "HKQuantityTypeIdentifierStepCount")
        #expect(HKCategoryType(.sleepAnalysis).identifier == "HKCategoryTypeIdentifierSleepAnalysis")
        let start = Date(timeIntervalSince1970: 1_000)
        let sample = HKQuantitySample(
            type: steps, quantity: HKQuantity(unit: .count(), doubleValue: 120), start: start,
            end: start.addingTimeInterval(60))
        #expect(sample.quantityType == steps && sample.quantity.doubleValue(for: .count()) == 120)
        let overlapping = HKQuery.predicateForSamples(withStart: start.addingTimeInterval(30), end: nil)
        let strict = HKQuery.predicateForSamples(
            withStart: start.addingTimeInterval(30), end: nil, options: .strictStartDate)
        #expect(overlapping.evaluate(with: sample) && !strict.evaluate(with: sample))
    }

    @Test func theStoreHasNoHealthData() async throws {
        #expect(!HKHealthStore.isHealthDataAvailable())
        let store = HKHealthStore()
        let steps = HKQuantityType(.stepCount)
        #expect(store.authorizationStatus(for: steps) == .notDetermined)
        #expect(try await store.statusForAuthorizationRequest(toShare: [], read: [steps]) == .shouldRequest)
        do {
            try await store.requestAuthorization(toShare: [steps], read: [steps])
            Issue.record("authorized without a Health store")
        } catch HKError.errorHealthDataUnavailable {
        }
        let message: String? = await withCheckedContinuation { continuation in
            let query = HKSampleQuery(
                sampleType: steps, predicate: nil, limit: HKObjectQueryNoLimit, sortDescriptors: nil
            ) {
                _, samples, error in
                continuation.resume(returning: samples == nil ? error?.localizedDescription : "answered")
            }
            store.execute(query)
        }
        #expect(
            message == "HKHealthStore.execute(_:) of HKSampleQuery: CellSnap does not provide the Health store on Linux"
        )
    }

    /// Each predicate of the object, metadata, quantity and category families, evaluated on the
    /// samples a screen would fetch: which of them it matches.
    @Test func objectQuantityAndCategoryPredicatesMatchAsHealthKitDescribes() throws {
        let start = Date(timeIntervalSince1970: 1_000)
        let steps = HKQuantityType(.stepCount)
        func walk(_ count: Double, _ metadata: [String: Any]?) -> HKQuantitySample {
            HKQuantitySample(
                type: steps, quantity: HKQuantity(unit: .count(), doubleValue: count), start: start,
                end: start.addingTimeInterval(60), metadata: metadata)
        }
        let short = walk(120, [HKMetadataKeySyncVersion: 2, "place": "park"])
        let long = walk(4_000, [HKMetadataKeySyncVersion: 5])
        let bare = walk(900, nil)
        let sleep = HKCategorySample(
            type: HKCategoryType(.sleepAnalysis), value: 1, start: start, end: start.addingTimeInterval(3_600))
        let all: [HKSample] = [short, long, bare, sleep]
        func matched(_ predicate: NSPredicate) -> [Int] {
            all.indices.filter { predicate.evaluate(with: all[$0]) }
        }
        let count = HKQuantity(unit: .count(), doubleValue: 900)
        let table: [(NSPredicate, [Int])] = [
            (HKQuery.predicateForObject(with: long.uuid), [1]),
            (HKQuery.predicateForObjects(with: [short.uuid, sleep.uuid]), [0, 3]),
            (HKQuery.predicateForObjects(withMetadataKey: HKMetadataKeySyncVersion), [0, 1]),
            (HKQuery.predicateForObjects(withMetadataKey: "place", allowedValues: ["park", "gym"]), [0]),
            (HKQuery.predicateForObjects(withMetadataKey: HKMetadataKeySyncVersion, allowedValues: [5]), [1]),
            (
                HKQuery.predicateForObjects(
                    withMetadataKey: HKMetadataKeySyncVersion, operatorType: .greaterThan, value: 2), [1]
            ),
            (
                HKQuery.predicateForObjects(
                    withMetadataKey: HKMetadataKeySyncVersion, operatorType: .lessThanOrEqualTo, value: 5.0), [0, 1]
            ),
            (HKQuery.predicateForObjects(withMetadataKey: "place", operatorType: .notEqualTo, value: "gym"), [0]),
            (HKQuery.predicateForObjects(withMetadataKey: "place", operatorType: .like, value: "park"), []),
            (HKQuery.predicateForQuantitySamples(with: .greaterThanOrEqualTo, quantity: count), [1, 2]),
            (HKQuery.predicateForQuantitySamples(with: .lessThan, quantity: count), [0]),
            (HKQuery.predicateForQuantitySamples(with: .equalTo, quantity: count), [2]),
            (
                HKQuery.predicateForQuantitySamples(
                    with: .equalTo, quantity: HKQuantity(unit: .meter(), doubleValue: 900)), []
            ),
            (HKQuery.predicateForCategorySamples(with: .equalTo, value: 1), [3]),
            (HKQuery.predicateForCategorySamples(equalTo: 0), []),
            (HKQuery.predicateForCategorySamples(with: .notEqualTo, value: 0), [3]),
        ]
        for (index, (predicate, expected)) in table.enumerated() {
            #expect(matched(predicate) == expected, "row \(index)")
        }
        #expect(!HKQuery.predicateForObjects(withMetadataKey: "place").evaluate(with: NSObject()))
    }
}
