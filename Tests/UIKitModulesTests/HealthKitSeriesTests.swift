// HealthKit's series builders, series types, devices and heart-rate metadata keys, as a heart-rate
// screen uses them: values are kept; finishing a series needs the Health store, which is refused.
import Foundation
import HealthKit
import Testing

@Suite struct HealthKitSeriesTests {
    @Test func quantitySeriesKeepTheirQuantitiesInDateOrder() async throws {
        let start = Date(timeIntervalSinceReferenceDate: 1000)
        let type = try #require(HKObjectType.quantityType(forIdentifier: .heartRate))
        let builder = HKQuantitySeriesSampleBuilder(
            healthStore: HKHealthStore(), quantityType: type, startDate: start, device: .local())
        let bpm = HKUnit(from: "count/min")
        try builder.insert(HKQuantity(unit: bpm, doubleValue: 80), at: start.addingTimeInterval(10))
        try builder.insert(HKQuantity(unit: bpm, doubleValue: 70), at: start.addingTimeInterval(5))
        #expect(builder.cellSnapQuantities.map { $0.0.doubleValue(for: bpm) } == [70, 80])
        #expect(throws: HKError.self) { try builder.insert(HKQuantity(unit: bpm, doubleValue: 1), at: start - 1) }
        let error: (any Error)? = await withCheckedContinuation { continuation in
            builder.finishSeries(metadata: nil) { _, error in continuation.resume(returning: error) }
        }
        #expect((error as? HKError)?.code == .errorHealthDataUnavailable)
        #expect(throws: HKError.self) { try builder.insert(HKQuantity(unit: bpm, doubleValue: 1), at: start) }
    }

    @Test func heartbeatSeriesKeepBeatsAndRefuseBadOnes() async {
        let builder = HKHeartbeatSeriesBuilder(healthStore: HKHealthStore(), device: nil, start: Date())
        func add(_ time: TimeInterval, gap: Bool = false) async -> Bool {
            await withCheckedContinuation { continuation in
                builder.addHeartbeatWithTimeInterval(sinceSeriesStartDate: time, precededByGap: gap) { ok, _ in
                    continuation.resume(returning: ok)
                }
            }
        }
        let first = await add(0.8)
        let second = await add(1.6, gap: true)
        let negative = await add(-1)
        #expect(first && second && !negative)
        #expect(builder.cellSnapBeats.map(\.0) == [0.8, 1.6] && builder.cellSnapBeats.map(\.1) == [false, true])
        builder.discard()
        let afterDiscard = await add(2.4)
        #expect(!afterDiscard)
    }

    @Test func typesDevicesAndKeys() {
        #expect(
            HKSeriesType.heartbeat() == HKSeriesType.heartbeat()
                && HKSeriesType.heartbeat() != HKSeriesType.workoutRoute())
        let device = HKDevice(
            name: "Strap", manufacturer: "Acme", model: "S1", hardwareVersion: nil, firmwareVersion: nil,
            softwareVersion: "2", localIdentifier: nil, udiDeviceIdentifier: nil)
        #expect(device.name == "Strap" && device.softwareVersion == "2" && device != HKDevice.local())
        #expect(HKMetadataKeyHeartRateSensorLocation == "HKMetadataKeyHeartRateSensorLocation")
        #expect(HKHeartRateSensorLocation.hand.rawValue == 4 && HKHeartRateMotionContext.sedentary.rawValue == 1)
    }

    @Test func seriesQueriesEndAtOnceWithoutTheStore() async throws {
        let type = try #require(HKObjectType.quantityType(forIdentifier: .heartRate))
        let predicate = HKQuery.predicateForSamples(withStart: Date(timeIntervalSinceReferenceDate: 0), end: nil)
        let store = HKHealthStore()
        let answer: (HKQuantity?, DateInterval?, Bool, HKError?) = await withCheckedContinuation { continuation in
            let query = HKQuantitySeriesSampleQuery(quantityType: type, predicate: predicate) {
                _, quantity, interval, _, done, error in
                continuation.resume(returning: (quantity, interval, done, error as? HKError))
            }
            query.includeSample = true
            #expect(query.objectType == type && query.predicate === predicate)
            store.execute(query)
        }
        #expect(answer.0 == nil && answer.1 == nil && answer.2 && answer.3?.code == .errorHealthDataUnavailable)
        let bpm = HKUnit(from: "count/min")
        let sample = HKQuantitySample(
            type: type, quantity: HKQuantity(unit: bpm, doubleValue: 72), start: Date(), end: Date())
        let old: (Date?, Bool, HKError?) = await withCheckedContinuation { continuation in
            store.execute(
                HKQuantitySeriesSampleQuery(sample: sample) { _, _, date, done, error in
                    continuation.resume(returning: (date, done, error as? HKError))
                })
        }
        #expect(old.0 == nil && old.1 && old.2?.code == .errorHealthDataUnavailable)
    }
}
