// `import CoreBluetooth` as an app's beacon and accessory screens use it: UUIDs parsed and
// shortened as the Bluetooth base UUID defines them, services and characteristics built; a device
// without a Bluetooth LE radio, whose managers go from `.unknown` to `.unsupported` on their queue.
import CoreBluetooth
import Foundation
import Testing

@Suite struct CoreBluetoothTests {
    /// (string, the bytes it parses to, the `uuidString` Core Bluetooth spells).
    static let uuids: [(String, [UInt8], String)] = [
        ("180D", [0x18, 0x0D], "180D"),
        ("180d", [0x18, 0x0D], "180D"),
        ("0000180D-0000-1000-8000-00805F9B34FB", [0x18, 0x0D], "180D"),
        ("12345678", [0x12, 0x34, 0x56, 0x78], "12345678"),
        ("12345678-0000-1000-8000-00805f9b34fb", [0x12, 0x34, 0x56, 0x78], "12345678"),
        (
            "e2c56db5-dffb-48d2-b060-d0f5a71096e0",
            [0xE2, 0xC5, 0x6D, 0xB5, 0xDF, 0xFB, 0x48, 0xD2, 0xB0, 0x60, 0xD0, 0xF5, 0xA7, 0x10, 0x96, 0xE0],
            "E2C56DB5-DFFB-48D2-B060-D0F5A71096E0"
        ),
    ]

    @Test func uuidStringsParseToTheirShortestForm() {
        for (string, bytes, spelled) in Self.uuids {
            let uuid = CBUUID(string: string)
            #expect(uuid.data == Data(bytes), "\(string)")
            #expect(uuid.uuidString == spelled && uuid.description == spelled, "\(string)")
        }
        #expect(CBUUID(string: "180D") == CBUUID(string: "0000180D-0000-1000-8000-00805F9B34FB"))
        #expect(CBUUID(string: "180D").hash == CBUUID(data: Data([0x18, 0x0D])).hash)
        #expect(CBUUID(string: "180D") != CBUUID(string: "180E"))
        #expect(CBUUID(string: CBUUIDClientCharacteristicConfigurationString).data == Data([0x29, 0x02]))
    }

    @Test func uuidsFromDataAndFoundationUUIDs() throws {
        let foundation = try #require(UUID(uuidString: "E2C56DB5-DFFB-48D2-B060-D0F5A71096E0"))
        #expect(CBUUID(nsuuid: foundation).uuidString == foundation.uuidString)
        let base = try #require(UUID(uuidString: "00002A37-0000-1000-8000-00805F9B34FB"))
        #expect(CBUUID(nsuuid: base).uuidString == "2A37")
        #expect(CBUUID(data: Data([0, 0, 0x2A, 0x37])).uuidString == "00002A37")
        #expect((CBUUID(string: "2A37").copy() as? CBUUID) == CBUUID(string: "2A37"))
    }

    @Test(arguments: ["", "18D", "180G", "12345", "E2C56DB5-DFFB-48D2-B060", "E2C56DB5DFFB48D2B060D0F5A71096E0"])
    func stringsThatAreNoUUIDHaveNoBytes(string: String) {
        let uuid = CBUUID(string: string)
        #expect(uuid.data.isEmpty && uuid.uuidString.isEmpty)
        #expect(CBUUID(data: Data([1, 2, 3])).data.isEmpty)
    }

    @Test func servicesOwnTheirCharacteristicsAndDescriptors() {
        let service = CBMutableService(type: CBUUID(string: "180D"), primary: true)
        let characteristic = CBMutableCharacteristic(
            type: CBUUID(string: "2A37"), properties: [.read, .notify], value: nil, permissions: .readable)
        let descriptor = CBMutableDescriptor(
            type: CBUUID(string: CBUUIDCharacteristicUserDescriptionString), value: "Rate")
        characteristic.descriptors = [descriptor]
        service.characteristics = [characteristic]
        #expect(characteristic.service === service && descriptor.characteristic === characteristic)
        #expect(service.isPrimary && service.peripheral == nil && service.uuid == CBUUID(string: "180D"))
        #expect(characteristic.properties.rawValue == 0x12 && characteristic.permissions == .readable)
        #expect(descriptor.value as? String == "Rate" && !characteristic.isNotifying)
        characteristic.value = Data([0x06, 72])
        #expect(characteristic.value == Data([0x06, 72]) && characteristic.subscribedCentrals == nil)
        #expect(CBAttributePermissions.writeEncryptionRequired.rawValue == 8)
        #expect(CBCharacteristicProperties.indicateEncryptionRequired.rawValue == 0x200)
    }

    @Test func centralManagerGoesFromUnknownToUnsupportedOnItsQueue() async {
        let delegate = CentralDelegate()
        let queue = DispatchQueue(label: "central-test")
        let central = CBCentralManager(delegate: delegate, queue: queue)
        let states = await withCheckedContinuation { continuation in
            queue.async { continuation.resume(returning: delegate.states) }
        }
        #expect(states == [.unsupported] && central.state == .unsupported)
        central.scanForPeripherals(withServices: [CBUUID(string: "180D")])
        #expect(!central.isScanning && central.retrievePeripherals(withIdentifiers: [UUID()]).isEmpty)
        #expect(central.retrieveConnectedPeripherals(withServices: []).isEmpty)
        #expect(!CBCentralManager.supports(.extendedScanAndConnect) && CBManager.authorization == .allowedAlways)
        #expect(CBManagerState.poweredOn.rawValue == 5 && CBManagerAuthorization.allowedAlways.rawValue == 3)
    }

    @Test func aNewManagerIsUnknownUntilItsQueueRuns() async {
        let queue = DispatchQueue(label: "held")
        queue.suspend()
        let manager = CBPeripheralManager(delegate: nil, queue: queue, options: nil)
        #expect(manager.state == .unknown)
        queue.resume()
        await withCheckedContinuation { continuation in queue.async { continuation.resume() } }
        #expect(manager.state == .unsupported)
    }

    @Test func peripheralManagerAdvertisesNothingAndSaysWhy() async throws {
        let delegate = PeripheralDelegate()
        let queue = DispatchQueue(label: "peripheral-test")
        let manager = CBPeripheralManager(delegate: delegate, queue: queue, options: nil)
        manager.startAdvertising([CBAdvertisementDataLocalNameKey: "Beacon"])
        manager.add(CBMutableService(type: CBUUID(string: "180F"), primary: true))
        let (states, errors) = await withCheckedContinuation { continuation in
            queue.async { continuation.resume(returning: (delegate.states, delegate.errors)) }
        }
        #expect(states == [.unsupported] && !manager.isAdvertising)
        #expect(errors.count == 2)
        let first = try #require(errors.first as? CBError)
        #expect(first.code == .operationNotSupported && first.errorCode == 13)
        #expect(first.localizedDescription.contains("CBPeripheralManager.startAdvertising(_:)"))
        #expect(CBAdvertisementDataLocalNameKey == "kCBAdvDataLocalName" && CBErrorDomain == "CBErrorDomain")
    }
}

private final class CentralDelegate: NSObject, CBCentralManagerDelegate, @unchecked Sendable {
    var states: [CBManagerState] = []
    func centralManagerDidUpdateState(_ central: CBCentralManager) { states.append(central.state) }
}

private final class PeripheralDelegate: NSObject, CBPeripheralManagerDelegate, @unchecked Sendable {
    var states: [CBManagerState] = []
    var errors: [any Error] = []
    func peripheralManagerDidUpdateState(_ peripheral: CBPeripheralManager) { states.append(peripheral.state) }
    func peripheralManagerDidStartAdvertising(_ peripheral: CBPeripheralManager, error: (any Error)?) {
        if let error { errors.append(error) }
    }
    func peripheralManager(_ peripheral: CBPeripheralManager, didAdd service: CBService, error: (any Error)?) {
        if let error { errors.append(error) }
    }
}
