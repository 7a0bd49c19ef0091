// Beacon regions, identity constraints and ranging as a beacon screen uses them: CellSnap's device
// has no radio, so ranging fails at once with `.rangingUnavailable` and nothing is ranged.
import CoreLocation
import Foundation
import Testing

private final class RangingDelegate: NSObject, CLLocationManagerDelegate {
    var failures: [(CLBeaconIdentityConstraint, CLError.Code?)] = []
    var ranged: [[CLBeacon]] = []
    func locationManager(
        _ manager: CLLocationManager, didRange beacons: [CLBeacon],
        satisfying beaconConstraint: CLBeaconIdentityConstraint
    ) { ranged.append(beacons) }
    func locationManager(
        _ manager: CLLocationManager, didFailRangingFor beaconConstraint: CLBeaconIdentityConstraint, error: any Error
    ) { failures.append((beaconConstraint, (error as? CLError)?.code)) }
}

@Suite struct CoreLocationBeaconTests {
    private let uuid = UUID(uuidString: "E2C56DB5-DFFB-48D2-B060-D0F5A71096E0")!

    @Test func constraintsAreEqualWhenTheirValuesAre() {
        let full = CLBeaconIdentityConstraint(uuid: uuid, major: 1, minor: 2)
        #expect(full == CLBeaconIdentityConstraint(uuid: uuid, major: 1, minor: 2))
        #expect(full != CLBeaconIdentityConstraint(uuid: uuid, major: 1))
        #expect(CLBeaconIdentityConstraint(uuid: uuid).major == nil)
        let keyed: [CLBeaconIdentityConstraint: Int] = [full: 7]
        #expect(keyed[CLBeaconIdentityConstraint(uuid: uuid, major: 1, minor: 2)] == 7)
    }

    @Test func beaconRegionsCarryTheirConstraint() {
        let region = CLBeaconRegion(uuid: uuid, major: 5, identifier: "shop")
        #expect(region.identifier == "shop" && region.uuid == uuid)
        #expect(region.major == 5 && region.minor == nil)
        #expect(region.beaconIdentityConstraint == CLBeaconIdentityConstraint(uuid: uuid, major: 5))
        #expect(!CLLocationManager.isMonitoringAvailable(for: CLBeaconRegion.self))
    }

    @Test func peripheralDataIsTheBeaconAdvertisement() throws {
        let region = CLBeaconRegion(uuid: uuid, major: 0x0102, minor: 0x0304, identifier: "shop")
        let data = try #require(region.peripheralData(withMeasuredPower: -60)["kCBAdvDataAppleBeaconKey"] as? Data)
        #expect(data.count == 21)
        #expect(Array(data.prefix(4)) == [0xE2, 0xC5, 0x6D, 0xB5])
        #expect(Array(data.suffix(5)) == [0x01, 0x02, 0x03, 0x04, 0xC4])
        let fallback = CLBeaconRegion(uuid: uuid, identifier: "any").peripheralData(withMeasuredPower: nil)
        #expect((fallback["kCBAdvDataAppleBeaconKey"] as? Data)?.suffix(5).map { $0 } == [0, 0, 0, 0, 0xC5])
    }

    @Test func rangingFailsAtOnceAndRangesNothing() {
        let manager = CLLocationManager()
        let delegate = RangingDelegate()
        manager.delegate = delegate
        let constraint = CLBeaconIdentityConstraint(uuid: uuid)
        manager.startRangingBeacons(satisfying: constraint)
        manager.stopRangingBeacons(satisfying: constraint)
        #expect(!CLLocationManager.isRangingAvailable())
        #expect(delegate.failures.count == 1)
        #expect(delegate.failures.first?.0 == constraint)
        #expect(delegate.failures.first?.1 == .rangingUnavailable)
        #expect(delegate.ranged.isEmpty && manager.rangedBeaconConstraints.isEmpty)
    }
}
