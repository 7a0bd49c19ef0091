// swift-format-ignore-file: AlwaysUseLowerCamelCase

import Foundation

/// The central role, as Core Bluetooth's `CBCentralManager`: it scans for, connects to and
/// retrieves peripherals. On Linux its state becomes `.unsupported` (``CBManager``), so, as on a
/// device whose radio is not powered on, a scan finds nothing and ``isScanning`` stays false, a
/// connection never completes, and no peripheral is ever retrieved.
open class CBCentralManager: CBManager, @unchecked Sendable {
    /// The features ``supports(_:)`` asks about, as `CBCentralManager.Feature`.
    public struct Feature: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let extendedScanAndConnect = Feature(rawValue: 1 << 0)
    }

    /// The manager's delegate (held weakly, as Core Bluetooth holds it).
    open weak var delegate: (any CBCentralManagerDelegate)?

    /// False: nothing scans without a radio.
    open var isScanning: Bool { false }

    /// The options the manager was made with (`CBCentralManagerOption…` keys); no visible effect
    /// (no power alert is shown, nothing is restored).
    public let options: [String: Any]?

    public convenience init() { self.init(delegate: nil, queue: nil, options: nil) }

    public convenience init(delegate: (any CBCentralManagerDelegate)?, queue: DispatchQueue?) {
        self.init(delegate: delegate, queue: queue, options: nil)
    }

    public init(delegate: (any CBCentralManagerDelegate)?, queue: DispatchQueue?, options: [String: Any]? = nil) {
        self.delegate = delegate
        self.options = options
        super.init(queue: queue)
    }

    /// False for every feature: the device has no Bluetooth LE radio.
    open class func supports(_ features: Feature) -> Bool { false }

    /// Empty: no peripheral was ever discovered.
    open func retrievePeripherals(withIdentifiers identifiers: [UUID]) -> [CBPeripheral] { [] }

    /// Empty: no peripheral is connected.
    open func retrieveConnectedPeripherals(withServices serviceUUIDs: [CBUUID]) -> [CBPeripheral] { [] }

    /// Finds nothing: the state is not `.poweredOn`, and Core Bluetooth ignores a scan then.
    open func scanForPeripherals(withServices serviceUUIDs: [CBUUID]?, options: [String: Any]? = nil) {}

    /// No visible effect: the manager was not scanning.
    open func stopScan() {}

    /// Never completes: the state is not `.poweredOn`, and Core Bluetooth ignores a connection
    /// then (the delegate is told neither `didConnect` nor `didFailToConnect`).
    open func connect(_ peripheral: CBPeripheral, options: [String: Any]? = nil) {}

    /// No visible effect: no peripheral is connected.
    open func cancelPeripheralConnection(_ peripheral: CBPeripheral) {}

    /// No visible effect: no connection event ever occurs.
    open func registerForConnectionEvents(options: [CBConnectionEventMatchingOption: Any]? = nil) {}

    override func tellStateUpdated() { delegate?.centralManagerDidUpdateState(self) }
}

/// What a central manager tells its delegate, as Core Bluetooth's `CBCentralManagerDelegate`
/// (its optional requirements defaulted to nothing). On Linux only
/// ``centralManagerDidUpdateState(_:)`` is ever called, once, with the state `.unsupported`.
public protocol CBCentralManagerDelegate: NSObjectProtocol {
    func centralManagerDidUpdateState(_ central: CBCentralManager)
    func centralManager(_ central: CBCentralManager, willRestoreState dict: [String: Any])
    func centralManager(
        _ central: CBCentralManager, didDiscover peripheral: CBPeripheral, advertisementData: [String: Any],
        rssi RSSI: NSNumber)
    func centralManager(_ central: CBCentralManager, didConnect peripheral: CBPeripheral)
    func centralManager(_ central: CBCentralManager, didFailToConnect peripheral: CBPeripheral, error: (any Error)?)
    func centralManager(
        _ central: CBCentralManager, didDisconnectPeripheral peripheral: CBPeripheral, error: (any Error)?)
    func centralManager(
        _ central: CBCentralManager, connectionEventDidOccur event: CBConnectionEvent, for peripheral: CBPeripheral)
    func centralManager(_ central: CBCentralManager, didUpdateANCSAuthorizationFor peripheral: CBPeripheral)
}

extension CBCentralManagerDelegate {
    public func centralManager(_ central: CBCentralManager, willRestoreState dict: [String: Any]) {}
    public func centralManager(
        _ central: CBCentralManager, didDiscover peripheral: CBPeripheral, advertisementData: [String: Any],
        rssi RSSI: NSNumber
    ) {}
    public func centralManager(_ central: CBCentralManager, didConnect peripheral: CBPeripheral) {}
    public func centralManager(
        _ central: CBCentralManager, didFailToConnect peripheral: CBPeripheral, error: (any Error)?
    ) {}
    public func centralManager(
        _ central: CBCentralManager, didDisconnectPeripheral peripheral: CBPeripheral, error: (any Error)?
    ) {}
    public func centralManager(
        _ central: CBCentralManager, connectionEventDidOccur event: CBConnectionEvent, for peripheral: CBPeripheral
    ) {}
    public func centralManager(_ central: CBCentralManager, didUpdateANCSAuthorizationFor peripheral: CBPeripheral) {}
}

/// A connection event, as Core Bluetooth's `CBConnectionEvent`.
public enum CBConnectionEvent: Int, Hashable, Sendable {
    case peerDisconnected = 0, peerConnected
}

/// The keys of ``CBCentralManager/registerForConnectionEvents(options:)``, as
/// `CBConnectionEventMatchingOption`.
public struct CBConnectionEventMatchingOption: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let serviceUUIDs = CBConnectionEventMatchingOption(
        rawValue: "kCBConnectionEventMatchingOptionServiceUUIDs")
    public static let peripheralUUIDs = CBConnectionEventMatchingOption(
        rawValue: "kCBConnectionEventMatchingOptionPeripheralUUIDs")
}
