// swift-format-ignore-file: AlwaysUseLowerCamelCase

import Foundation

/// A remote device, as Core Bluetooth's `CBPeer`: its identifier.
open class CBPeer: NSObject, NSCopying, @unchecked Sendable {
    /// The identifier Core Bluetooth gives the device.
    open var identifier: UUID { storedIdentifier }
    private let storedIdentifier: UUID

    init(identifier: UUID) {
        storedIdentifier = identifier
        super.init()
    }

    open func copy(with zone: NSZone? = nil) -> Any { self }
}

/// A central connected to the app's peripheral manager, as Core Bluetooth's `CBCentral` (none ever
/// connects on Linux).
open class CBCentral: CBPeer, @unchecked Sendable {
    /// The most bytes one notification or indication carries (20, Bluetooth LE's least).
    open var maximumUpdateValueLength: Int { 20 }
}

/// A peripheral's connection state, as `CBPeripheralState`.
public enum CBPeripheralState: Int, Hashable, Sendable {
    case disconnected = 0, connecting, connected, disconnecting
}

/// How a characteristic's value is written, as `CBCharacteristicWriteType`.
public enum CBCharacteristicWriteType: Int, Hashable, Sendable {
    case withResponse = 0, withoutResponse
}

/// A remote peripheral, as Core Bluetooth's `CBPeripheral`. Only Core Bluetooth makes one (a
/// scan or a retrieval), and on Linux none ever finds one, so an app meets a peripheral only in
/// its own code paths that never run; its members answer as a disconnected peripheral's.
open class CBPeripheral: CBPeer, @unchecked Sendable {
    open weak var delegate: (any CBPeripheralDelegate)?
    /// Nil: the peripheral advertised no name CellSnap heard.
    open var name: String? { nil }
    /// `.disconnected`.
    open var state: CBPeripheralState { .disconnected }
    /// Nil: no service was discovered.
    open var services: [CBService]? { nil }
    /// False: the peripheral is not connected.
    open var canSendWriteWithoutResponse: Bool { false }
    /// False: the peripheral is not connected.
    open var ancsAuthorized: Bool { false }

    /// No visible effect: the peripheral is not connected (Core Bluetooth ignores discovery then).
    open func readRSSI() {}
    /// No visible effect: the peripheral is not connected.
    open func discoverServices(_ serviceUUIDs: [CBUUID]?) {}
    /// No visible effect: the peripheral is not connected.
    open func discoverIncludedServices(_ includedServiceUUIDs: [CBUUID]?, for service: CBService) {}
    /// No visible effect: the peripheral is not connected.
    open func discoverCharacteristics(_ characteristicUUIDs: [CBUUID]?, for service: CBService) {}
    /// No visible effect: the peripheral is not connected.
    open func readValue(for characteristic: CBCharacteristic) {}
    /// 20 bytes, Bluetooth LE's least (no connection negotiated more).
    open func maximumWriteValueLength(for type: CBCharacteristicWriteType) -> Int { 20 }
    /// No visible effect: the peripheral is not connected.
    open func writeValue(_ data: Data, for characteristic: CBCharacteristic, type: CBCharacteristicWriteType) {}
    /// No visible effect: the peripheral is not connected.
    open func setNotifyValue(_ enabled: Bool, for characteristic: CBCharacteristic) {}
    /// No visible effect: the peripheral is not connected.
    open func discoverDescriptors(for characteristic: CBCharacteristic) {}
    /// No visible effect: the peripheral is not connected.
    open func readValue(for descriptor: CBDescriptor) {}
    /// No visible effect: the peripheral is not connected.
    open func writeValue(_ data: Data, for descriptor: CBDescriptor) {}
}

/// What a peripheral tells its delegate, as Core Bluetooth's `CBPeripheralDelegate` (every
/// requirement optional, defaulted to nothing; none is ever called on Linux).
public protocol CBPeripheralDelegate: NSObjectProtocol {
    func peripheralDidUpdateName(_ peripheral: CBPeripheral)
    func peripheral(_ peripheral: CBPeripheral, didModifyServices invalidatedServices: [CBService])
    func peripheral(_ peripheral: CBPeripheral, didReadRSSI RSSI: NSNumber, error: (any Error)?)
    func peripheral(_ peripheral: CBPeripheral, didDiscoverServices error: (any Error)?)
    func peripheral(
        _ peripheral: CBPeripheral, didDiscoverIncludedServicesFor service: CBService, error: (any Error)?)
    func peripheral(
        _ peripheral: CBPeripheral, didDiscoverCharacteristicsFor service: CBService, error: (any Error)?)
    func peripheral(
        _ peripheral: CBPeripheral, didUpdateValueFor characteristic: CBCharacteristic, error: (any Error)?)
    func peripheral(
        _ peripheral: CBPeripheral, didWriteValueFor characteristic: CBCharacteristic, error: (any Error)?)
    func peripheral(
        _ peripheral: CBPeripheral, didUpdateNotificationStateFor characteristic: CBCharacteristic,
        error: (any Error)?)
    func peripheral(
        _ peripheral: CBPeripheral, didDiscoverDescriptorsFor characteristic: CBCharacteristic,
        error: (any Error)?)
    func peripheral(_ peripheral: CBPeripheral, didUpdateValueFor descriptor: CBDescriptor, error: (any Error)?)
    func peripheral(_ peripheral: CBPeripheral, didWriteValueFor descriptor: CBDescriptor, error: (any Error)?)
    func peripheralIsReady(toSendWriteWithoutResponse peripheral: CBPeripheral)
}

extension CBPeripheralDelegate {
    public func peripheralDidUpdateName(_ peripheral: CBPeripheral) {}
    public func peripheral(_ peripheral: CBPeripheral, didModifyServices invalidatedServices: [CBService]) {}
    public func peripheral(_ peripheral: CBPeripheral, didReadRSSI RSSI: NSNumber, error: (any Error)?) {}
    public func peripheral(_ peripheral: CBPeripheral, didDiscoverServices error: (any Error)?) {}
    public func peripheral(
        _ peripheral: CBPeripheral, didDiscoverIncludedServicesFor service: CBService, error: (any Error)?
    ) {}
    public func peripheral(
        _ peripheral: CBPeripheral, didDiscoverCharacteristicsFor service: CBService, error: (any Error)?
    ) {}
    public func peripheral(
        _ peripheral: CBPeripheral, didUpdateValueFor characteristic: CBCharacteristic, error: (any Error)?
    ) {}
    public func peripheral(
        _ peripheral: CBPeripheral, didWriteValueFor characteristic: CBCharacteristic, error: (any Error)?
    ) {}
    public func peripheral(
        _ peripheral: CBPeripheral, didUpdateNotificationStateFor characteristic: CBCharacteristic,
        error: (any Error)?
    ) {}
    public func peripheral(
        _ peripheral: CBPeripheral, didDiscoverDescriptorsFor characteristic: CBCharacteristic,
        error: (any Error)?
    ) {}
    public func peripheral(
        _ peripheral: CBPeripheral, didUpdateValueFor descriptor: CBDescriptor, error: (any Error)?
    ) {}
    public func peripheral(
        _ peripheral: CBPeripheral, didWriteValueFor descriptor: CBDescriptor, error: (any Error)?
    ) {}
    public func peripheralIsReady(toSendWriteWithoutResponse peripheral: CBPeripheral) {}
}
