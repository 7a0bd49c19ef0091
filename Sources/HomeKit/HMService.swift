import Foundation

/// A service of an accessory, as `HMService`: a type and its characteristics.
open class HMService: NSObject {
    public let serviceType: String
    open private(set) var name: String
    public let uniqueIdentifier = UUID()
    public let characteristics: [HMCharacteristic]
    open internal(set) weak var accessory: HMAccessory?
    public let isPrimaryService: Bool

    /// A service a test describes: its type (an `HMServiceType…` constant) and characteristics,
    /// which become its own; its name is the type's, as HomeKit names a service it is not told.
    public init(
        cellSnapType serviceType: String, name: String? = nil, characteristics: [HMCharacteristic],
        isPrimary: Bool = false
    ) {
        self.serviceType = serviceType
        self.name = name ?? serviceDescriptions[serviceType] ?? "Service"
        (self.characteristics, isPrimaryService) = (characteristics, isPrimary)
        super.init()
        for characteristic in characteristics { characteristic.service = self }
    }

    /// The name of the service's type ("Lightbulb").
    open var localizedDescription: String { serviceDescriptions[serviceType] ?? "Custom" }
    /// Whether the person controls it: every service but the accessory information.
    open var isUserInteractive: Bool { serviceType != HMServiceTypeAccessoryInformation }

    /// Renames the service; an empty name fails with `.invalidParameter`.
    open func updateName(_ name: String, completionHandler completion: @escaping (Error?) -> Void) {
        guard validName(name) else {
            return completeOnMain(completion, HMError(.invalidParameter, reason: "updateName(_:): the name is empty"))
        }
        self.name = name
        completeOnMain(completion, nil)
    }
}

/// What a characteristic's values may be, as `HMCharacteristicMetadata`.
open class HMCharacteristicMetadata: NSObject {
    /// One of the `HMCharacteristicMetadataFormat…` constants.
    open var format: String?
    open var minimumValue: NSNumber?
    open var maximumValue: NSNumber?
    open var stepValue: NSNumber?
    /// The longest string (64 characters when not given, as the accessory protocol defines).
    open var maxLength: NSNumber?
    /// The only values allowed, when given.
    open var validValues: [NSNumber]?
    /// One of the `HMCharacteristicMetadataUnits…` constants.
    open var units: String?
    open var manufacturerDescription: String?

    public override init() { super.init() }

    init(_ definition: CharacteristicDefinition) {
        super.init()
        format = definition.format
        units = definition.units
        if let range = definition.range {
            (minimumValue, maximumValue) = (NSNumber(value: range.min), NSNumber(value: range.max))
            stepValue = range.step > 0 ? NSNumber(value: range.step) : nil
        }
    }
}
