import CellSnapFoundation
import Foundation

/// A value of a service, as `HMCharacteristic`: its type, properties, metadata and value.
///
/// A characteristic of a described accessory (see `HMAccessory`) reads its ``value`` back and
/// takes writes its properties and metadata allow; the completion handlers run on the main
/// queue. A characteristic of one of the types HomeKit names gets the format, range, units and
/// permissions the HomeKit Accessory Protocol defines for that type, unless the test gives its own.
open class HMCharacteristic: NSObject {
    public let characteristicType: String
    public let uniqueIdentifier = UUID()
    /// Some of the `HMCharacteristicProperty…` constants.
    public let properties: [String]
    public let metadata: HMCharacteristicMetadata?
    /// The value last read or written (`nil` until the accessory's value is read, on iOS; a
    /// described characteristic starts with the value the test gave).
    open internal(set) var value: Any?
    open private(set) var isNotificationEnabled = false
    open internal(set) weak var service: HMService?

    /// A characteristic a test describes: its type (an `HMCharacteristicType…` constant), its
    /// first value, and, when not given, the properties and metadata the accessory protocol
    /// defines for the type (readable only, without metadata, for a type HomeKit does not name).
    public init(
        cellSnapType type: String, value: Any? = nil, properties: [String]? = nil,
        metadata: HMCharacteristicMetadata? = nil
    ) {
        characteristicType = type
        let definition = characteristicDefinitions[type]
        self.properties = properties ?? Self.properties(of: definition?.permissions ?? "r")
        self.metadata = metadata ?? definition.map(HMCharacteristicMetadata.init)
        self.value = value
    }

    static func properties(of permissions: String) -> [String] {
        let names: [(Character, String)] = [
            ("r", HMCharacteristicPropertyReadable), ("w", HMCharacteristicPropertyWritable),
            ("n", HMCharacteristicPropertySupportsEventNotification),
        ]
        return names.filter { permissions.contains($0.0) }.map(\.1)
    }

    /// The name of the characteristic's type ("Brightness").
    open var localizedDescription: String { characteristicDefinitions[characteristicType]?.description ?? "Custom" }

    /// Reads the accessory's value into ``value``; a characteristic that is not readable fails
    /// with `.writeOnlyCharacteristic`.
    open func readValue(completionHandler completion: @escaping (Error?) -> Void) {
        guard properties.contains(HMCharacteristicPropertyReadable) else {
            let reason = "readValue(completionHandler:): \(localizedDescription) is not readable"
            return completeOnMain(completion, HMError(.writeOnlyCharacteristic, reason: reason))
        }
        completeOnMain(completion, nil)
    }

    /// Reads the value, as ``readValue(completionHandler:)``.
    open func readValue() async throws { try await awaitCompletion { readValue(completionHandler: $0) } }

    /// Writes `value` to the accessory. It fails with `.readOnlyCharacteristic` when the
    /// characteristic is not writable, `.invalidValueType` when the value is not of its format,
    /// `.valueLowerThanMinimum`, `.valueHigherThanMaximum` or `.stringLongerThanMaximum` outside
    /// its metadata, and `.invalidParameter` when it is none of the valid values.
    open func writeValue(_ value: Any?, completionHandler completion: @escaping (Error?) -> Void) {
        if let error = refusal(of: value, call: "writeValue(_:)") { return completeOnMain(completion, error) }
        self.value = value
        completeOnMain(completion, nil)
    }

    /// Writes `value`, as ``writeValue(_:completionHandler:)``.
    open func writeValue(_ value: Any?) async throws {
        try await awaitCompletion { writeValue(value, completionHandler: $0) }
    }

    /// Asks for the accessory's changes; a characteristic that does not notify fails with
    /// `.notificationNotSupported`.
    open func enableNotification(_ enable: Bool, completionHandler completion: @escaping (Error?) -> Void) {
        guard properties.contains(HMCharacteristicPropertySupportsEventNotification) else {
            let reason = "enableNotification(_:): \(localizedDescription) does not notify"
            return completeOnMain(completion, HMError(.notificationNotSupported, reason: reason))
        }
        isNotificationEnabled = enable
        completeOnMain(completion, nil)
    }

    /// Plays a change made on the accessory itself (a switch pressed by hand): the value
    /// becomes `value` and, when notifications are enabled, the accessory's delegate is told on
    /// the main queue, as HomeKit tells it. A value the characteristic could not take is refused
    /// with the error a write would give.
    public func cellSnapAccessoryUpdate(_ value: Any?) throws {
        if let error = refusal(of: value, call: "cellSnapAccessoryUpdate(_:)", checkWritable: false) { throw error }
        self.value = value
        guard isNotificationEnabled, let service, let accessory = service.accessory else { return }
        DispatchQueue.main.async { accessory.delegate?.accessory(accessory, service: service, didUpdateValueFor: self) }
    }

    /// The error writing `value` gives, or `nil` when the characteristic takes it.
    func refusal(of value: Any?, call: String, checkWritable: Bool = true) -> HMError? {
        let name = localizedDescription
        if checkWritable, !properties.contains(HMCharacteristicPropertyWritable) {
            return HMError(.readOnlyCharacteristic, reason: "\(call): \(name) is not writable")
        }
        guard let metadata, let format = metadata.format else { return nil }
        return CharacteristicValueCheck(metadata: metadata, format: format, call: "\(call) of \(name)").refusal(
            of: value)
    }
}

/// The checks of a value against a characteristic's metadata.
struct CharacteristicValueCheck {
    let metadata: HMCharacteristicMetadata
    let format: String
    let call: String

    func refusal(of value: Any?) -> HMError? {
        switch format {
        case HMCharacteristicMetadataFormatString:
            guard let string = value as? String else { return wrongType(value) }
            let limit = metadata.maxLength?.intValue ?? 64
            return string.count > limit
                ? HMError(.stringLongerThanMaximum, reason: "\(call): longer than \(limit) characters") : nil
        case HMCharacteristicMetadataFormatData, HMCharacteristicMetadataFormatTLV8:
            return value is Data ? nil : wrongType(value)
        case HMCharacteristicMetadataFormatBool:
            if value is Bool { return nil }
            guard let number = PredicateValues.number(value), number == 0 || number == 1 else {
                return wrongType(value)
            }
            return nil
        default:
            guard let number = PredicateValues.number(value) else { return wrongType(value) }
            return numberRefusal(number)
        }
    }

    func numberRefusal(_ number: Double) -> HMError? {
        let isUnsigned = format.hasPrefix("uint")
        if format != HMCharacteristicMetadataFormatFloat, number.rounded() != number || (isUnsigned && number < 0) {
            return HMError(.invalidValueType, reason: "\(call): \(number) is no \(format)")
        }
        if let minimum = metadata.minimumValue?.doubleValue, number < minimum {
            return HMError(.valueLowerThanMinimum, reason: "\(call): \(number) is below \(minimum)")
        }
        if let maximum = metadata.maximumValue?.doubleValue, number > maximum {
            return HMError(.valueHigherThanMaximum, reason: "\(call): \(number) is above \(maximum)")
        }
        if let valid = metadata.validValues, !valid.contains(where: { $0.doubleValue == number }) {
            return HMError(.invalidParameter, reason: "\(call): \(number) is none of the valid values")
        }
        return nil
    }

    func wrongType(_ value: Any?) -> HMError {
        HMError(.invalidValueType, reason: "\(call): \(value.map { "\($0)" } ?? "nil") is no \(format)")
    }
}
