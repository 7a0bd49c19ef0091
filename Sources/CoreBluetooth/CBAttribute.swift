import Foundation

/// An attribute of a peripheral's database, as Core Bluetooth's `CBAttribute`: its UUID.
open class CBAttribute: NSObject, @unchecked Sendable {
    open var uuid: CBUUID { storedUUID }
    private let storedUUID: CBUUID

    init(uuid: CBUUID) {
        storedUUID = uuid
        super.init()
    }
}

/// A service, as Core Bluetooth's `CBService`. The app makes ``CBMutableService``s to publish;
/// the services of a remote peripheral are never discovered on Linux.
open class CBService: CBAttribute, @unchecked Sendable {
    /// The peripheral the service belongs to (nil for a service the app made).
    open internal(set) weak var peripheral: CBPeripheral?
    open internal(set) var isPrimary: Bool
    open internal(set) var includedServices: [CBService]?
    open internal(set) var characteristics: [CBCharacteristic]? {
        didSet { for characteristic in characteristics ?? [] { characteristic.service = self } }
    }

    init(uuid: CBUUID, isPrimary: Bool) {
        self.isPrimary = isPrimary
        super.init(uuid: uuid)
    }
}

/// A service the app builds to publish, as Core Bluetooth's `CBMutableService`; each
/// characteristic given to it has it as its ``CBCharacteristic/service``.
open class CBMutableService: CBService, @unchecked Sendable {
    public init(type UUID: CBUUID, primary isPrimary: Bool) { super.init(uuid: UUID, isPrimary: isPrimary) }

    open override var isPrimary: Bool {
        get { super.isPrimary }
        set { super.isPrimary = newValue }
    }
    open override var includedServices: [CBService]? {
        get { super.includedServices }
        set { super.includedServices = newValue }
    }
    open override var characteristics: [CBCharacteristic]? {
        get { super.characteristics }
        set { super.characteristics = newValue }
    }
}

/// What a characteristic's value allows, as `CBCharacteristicProperties` (the SDK's bits).
public struct CBCharacteristicProperties: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let broadcast = CBCharacteristicProperties(rawValue: 0x01)
    public static let read = CBCharacteristicProperties(rawValue: 0x02)
    public static let writeWithoutResponse = CBCharacteristicProperties(rawValue: 0x04)
    public static let write = CBCharacteristicProperties(rawValue: 0x08)
    public static let notify = CBCharacteristicProperties(rawValue: 0x10)
    public static let indicate = CBCharacteristicProperties(rawValue: 0x20)
    public static let authenticatedSignedWrites = CBCharacteristicProperties(rawValue: 0x40)
    public static let extendedProperties = CBCharacteristicProperties(rawValue: 0x80)
    public static let notifyEncryptionRequired = CBCharacteristicProperties(rawValue: 0x100)
    public static let indicateEncryptionRequired = CBCharacteristicProperties(rawValue: 0x200)
}

/// Who may read and write a published value, as `CBAttributePermissions` (the SDK's bits).
public struct CBAttributePermissions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let readable = CBAttributePermissions(rawValue: 0x01)
    public static let writeable = CBAttributePermissions(rawValue: 0x02)
    public static let readEncryptionRequired = CBAttributePermissions(rawValue: 0x04)
    public static let writeEncryptionRequired = CBAttributePermissions(rawValue: 0x08)
}

/// A service's characteristic, as Core Bluetooth's `CBCharacteristic`.
open class CBCharacteristic: CBAttribute, @unchecked Sendable {
    /// The service the characteristic belongs to (set when a service is given it).
    open internal(set) weak var service: CBService?
    open internal(set) var properties: CBCharacteristicProperties
    open internal(set) var value: Data?
    open internal(set) var descriptors: [CBDescriptor]? {
        didSet { for descriptor in descriptors ?? [] { descriptor.characteristic = self } }
    }
    /// False: no central subscribed (nothing connects on Linux).
    open var isNotifying: Bool { false }

    init(uuid: CBUUID, properties: CBCharacteristicProperties, value: Data?) {
        (self.properties, self.value) = (properties, value)
        super.init(uuid: uuid)
    }
}

/// A characteristic the app builds to publish, as Core Bluetooth's `CBMutableCharacteristic`.
open class CBMutableCharacteristic: CBCharacteristic, @unchecked Sendable {
    open var permissions: CBAttributePermissions
    /// Nil: no central subscribed (nothing connects on Linux).
    open var subscribedCentrals: [CBCentral]? { nil }

    public init(
        type UUID: CBUUID, properties: CBCharacteristicProperties, value: Data?, permissions: CBAttributePermissions
    ) {
        self.permissions = permissions
        super.init(uuid: UUID, properties: properties, value: value)
    }

    open override var properties: CBCharacteristicProperties {
        get { super.properties }
        set { super.properties = newValue }
    }
    open override var value: Data? {
        get { super.value }
        set { super.value = newValue }
    }
    open override var descriptors: [CBDescriptor]? {
        get { super.descriptors }
        set { super.descriptors = newValue }
    }
}

/// A characteristic's descriptor, as Core Bluetooth's `CBDescriptor`.
open class CBDescriptor: CBAttribute, @unchecked Sendable {
    /// The characteristic the descriptor belongs to (set when a characteristic is given it).
    open internal(set) weak var characteristic: CBCharacteristic?
    /// The descriptor's value: a string, number or data, by its UUID.
    open var value: Any? { storedValue }
    private let storedValue: Any?

    init(uuid: CBUUID, value: Any?) {
        storedValue = value
        super.init(uuid: uuid)
    }
}

/// A descriptor the app builds to publish, as Core Bluetooth's `CBMutableDescriptor` (Core
/// Bluetooth publishes only the user description and format descriptors this way).
open class CBMutableDescriptor: CBDescriptor, @unchecked Sendable {
    public init(type UUID: CBUUID, value: Any?) { super.init(uuid: UUID, value: value) }
}
