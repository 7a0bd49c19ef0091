// A file that imports only HealthKit, as a heart-rate sensor session of Apple's does: on iOS
// HealthKit brings Foundation, and Foundation brings Core Foundation's clock and what else Apple's
// Foundation has (CellSnapFoundation here).
import HealthKit
import Testing

@Suite struct HealthKitFoundationTests {
    @Test func coreFoundationsClockComesWithHealthKit() {
        let before = Date().timeIntervalSinceReferenceDate
        let now: CFAbsoluteTime = CFAbsoluteTimeGetCurrent()
        let after = Date().timeIntervalSinceReferenceDate
        #expect(before <= now && now <= after)
        #expect(kCFAbsoluteTimeIntervalSince1970 == 978_307_200)
    }

    @Test func applesFoundationTypesComeWithHealthKit() {
        let store = NSUbiquitousKeyValueStore()
        store.set(Int64(72), forKey: "restingHeartRate")
        #expect(store.longLong(forKey: "restingHeartRate") == 72)
    }
}
