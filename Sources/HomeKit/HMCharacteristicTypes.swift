// swift-format-ignore-file: AlwaysUseLowerCamelCase
// The service and characteristic types HomeKit names, with the values Apple gives them: the
// HomeKit Accessory Protocol's UUIDs (`000000XX-0000-1000-8000-0026BB765291`), and for each
// characteristic the format, range, step, units and permissions the protocol defines.

/// The HomeKit Accessory Protocol's UUID of short type `short`.
func hapType(_ short: UInt32) -> String { String(format: "%08X-0000-1000-8000-0026BB765291", short) }

// CellSnap's spellings of the category types (Apple's strings are opaque; apps compare with the
// constants).
public let HMAccessoryCategoryTypeOther = "HMAccessoryCategoryType.Other"
public let HMAccessoryCategoryTypeBridge = "HMAccessoryCategoryType.Bridge"
public let HMAccessoryCategoryTypeLightbulb = "HMAccessoryCategoryType.Lightbulb"
public let HMAccessoryCategoryTypeSwitch = "HMAccessoryCategoryType.Switch"
public let HMAccessoryCategoryTypeOutlet = "HMAccessoryCategoryType.Outlet"
public let HMAccessoryCategoryTypeThermostat = "HMAccessoryCategoryType.Thermostat"
public let HMAccessoryCategoryTypeFan = "HMAccessoryCategoryType.Fan"
public let HMAccessoryCategoryTypeDoor = "HMAccessoryCategoryType.Door"
public let HMAccessoryCategoryTypeDoorLock = "HMAccessoryCategoryType.DoorLock"
public let HMAccessoryCategoryTypeGarageDoorOpener = "HMAccessoryCategoryType.GarageDoorOpener"
public let HMAccessoryCategoryTypeWindow = "HMAccessoryCategoryType.Window"
public let HMAccessoryCategoryTypeWindowCovering = "HMAccessoryCategoryType.WindowCovering"
public let HMAccessoryCategoryTypeSensor = "HMAccessoryCategoryType.Sensor"
public let HMAccessoryCategoryTypeSecuritySystem = "HMAccessoryCategoryType.SecuritySystem"
public let HMAccessoryCategoryTypeIPCamera = "HMAccessoryCategoryType.IPCamera"
public let HMAccessoryCategoryTypeSpeaker = "HMAccessoryCategoryType.Speaker"

public let HMServiceTypeAccessoryInformation = hapType(0x3E)
public let HMServiceTypeFan = hapType(0x40)
public let HMServiceTypeGarageDoorOpener = hapType(0x41)
public let HMServiceTypeLightbulb = hapType(0x43)
public let HMServiceTypeLockMechanism = hapType(0x45)
public let HMServiceTypeOutlet = hapType(0x47)
public let HMServiceTypeSwitch = hapType(0x49)
public let HMServiceTypeThermostat = hapType(0x4A)
public let HMServiceTypeSecuritySystem = hapType(0x7E)
public let HMServiceTypeContactSensor = hapType(0x80)
public let HMServiceTypeDoor = hapType(0x81)
public let HMServiceTypeHumiditySensor = hapType(0x82)
public let HMServiceTypeLightSensor = hapType(0x84)
public let HMServiceTypeMotionSensor = hapType(0x85)
public let HMServiceTypeSmokeSensor = hapType(0x87)
public let HMServiceTypeTemperatureSensor = hapType(0x8A)
public let HMServiceTypeWindow = hapType(0x8B)
public let HMServiceTypeWindowCovering = hapType(0x8C)
public let HMServiceTypeAirQualitySensor = hapType(0x8D)
public let HMServiceTypeBattery = hapType(0x96)
public let HMServiceTypeSpeaker = hapType(0x113)

public let HMCharacteristicTypeBrightness = hapType(0x08)
public let HMCharacteristicTypeCurrentDoorState = hapType(0x0E)
public let HMCharacteristicTypeCurrentHeatingCooling = hapType(0x0F)
public let HMCharacteristicTypeCurrentRelativeHumidity = hapType(0x10)
public let HMCharacteristicTypeCurrentTemperature = hapType(0x11)
public let HMCharacteristicTypeHue = hapType(0x13)
public let HMCharacteristicTypeIdentify = hapType(0x14)
public let HMCharacteristicTypeCurrentLockMechanismState = hapType(0x1D)
public let HMCharacteristicTypeTargetLockMechanismState = hapType(0x1E)
public let HMCharacteristicTypeManufacturer = hapType(0x20)
public let HMCharacteristicTypeModel = hapType(0x21)
public let HMCharacteristicTypeMotionDetected = hapType(0x22)
public let HMCharacteristicTypeName = hapType(0x23)
public let HMCharacteristicTypeObstructionDetected = hapType(0x24)
public let HMCharacteristicTypePowerState = hapType(0x25)
public let HMCharacteristicTypeOutletInUse = hapType(0x26)
public let HMCharacteristicTypeRotationSpeed = hapType(0x29)
public let HMCharacteristicTypeSaturation = hapType(0x2F)
public let HMCharacteristicTypeSerialNumber = hapType(0x30)
public let HMCharacteristicTypeTargetDoorState = hapType(0x32)
public let HMCharacteristicTypeTargetHeatingCooling = hapType(0x33)
public let HMCharacteristicTypeTargetTemperature = hapType(0x35)
public let HMCharacteristicTypeTemperatureUnits = hapType(0x36)
public let HMCharacteristicTypeFirmwareVersion = hapType(0x52)
public let HMCharacteristicTypeBatteryLevel = hapType(0x68)
public let HMCharacteristicTypeContactState = hapType(0x6A)
public let HMCharacteristicTypeCurrentLightLevel = hapType(0x6B)
public let HMCharacteristicTypeCurrentPosition = hapType(0x6D)
public let HMCharacteristicTypePositionState = hapType(0x72)
public let HMCharacteristicTypeSmokeDetected = hapType(0x76)
public let HMCharacteristicTypeStatusLowBattery = hapType(0x79)
public let HMCharacteristicTypeTargetPosition = hapType(0x7C)
public let HMCharacteristicTypeActive = hapType(0xB0)
public let HMCharacteristicTypeColorTemperature = hapType(0xCE)

public let HMCharacteristicPropertyReadable = "HMCharacteristicPropertyReadable"
public let HMCharacteristicPropertyWritable = "HMCharacteristicPropertyWritable"
public let HMCharacteristicPropertySupportsEventNotification = "HMCharacteristicPropertySupportsEventNotification"
public let HMCharacteristicPropertyHidden = "HMCharacteristicPropertyHidden"

public let HMCharacteristicMetadataFormatBool = "bool"
public let HMCharacteristicMetadataFormatInt = "int"
public let HMCharacteristicMetadataFormatFloat = "float"
public let HMCharacteristicMetadataFormatString = "string"
public let HMCharacteristicMetadataFormatUInt8 = "uint8"
public let HMCharacteristicMetadataFormatUInt16 = "uint16"
public let HMCharacteristicMetadataFormatUInt32 = "uint32"
public let HMCharacteristicMetadataFormatUInt64 = "uint64"
public let HMCharacteristicMetadataFormatData = "data"
public let HMCharacteristicMetadataFormatTLV8 = "tlv8"

public let HMCharacteristicMetadataUnitsCelsius = "celsius"
public let HMCharacteristicMetadataUnitsFahrenheit = "fahrenheit"
public let HMCharacteristicMetadataUnitsPercentage = "percentage"
public let HMCharacteristicMetadataUnitsArcDegree = "arcdegrees"
public let HMCharacteristicMetadataUnitsSeconds = "seconds"
public let HMCharacteristicMetadataUnitsLux = "lux"

/// What the HomeKit Accessory Protocol defines for one characteristic type.
struct CharacteristicDefinition {
    let description: String
    let format: String
    var range: (min: Double, max: Double, step: Double)? = nil
    var units: String? = nil
    /// r (readable), w (writable), n (notifies).
    let permissions: String
}

/// The definitions of the characteristic types above, by type.
let characteristicDefinitions: [String: CharacteristicDefinition] = {
    let percent = (min: 0.0, max: 100.0, step: 1.0)
    let rows: [(String, CharacteristicDefinition)] = [
        (
            HMCharacteristicTypeBrightness,
            .init(description: "Brightness", format: "int", range: percent, units: "percentage", permissions: "rwn")
        ),
        (
            HMCharacteristicTypeCurrentDoorState,
            .init(description: "Current Door State", format: "uint8", range: (0, 4, 1), permissions: "rn")
        ),
        (
            HMCharacteristicTypeCurrentHeatingCooling,
            .init(description: "Current Heating Cooling State", format: "uint8", range: (0, 2, 1), permissions: "rn")
        ),
        (
            HMCharacteristicTypeCurrentRelativeHumidity,
            .init(
                description: "Current Relative Humidity", format: "float", range: percent, units: "percentage",
                permissions: "rn")
        ),
        (
            HMCharacteristicTypeCurrentTemperature,
            .init(
                description: "Current Temperature", format: "float", range: (0, 100, 0.1), units: "celsius",
                permissions: "rn")
        ),
        (
            HMCharacteristicTypeHue,
            .init(description: "Hue", format: "float", range: (0, 360, 1), units: "arcdegrees", permissions: "rwn")
        ),
        (HMCharacteristicTypeIdentify, .init(description: "Identify", format: "bool", permissions: "w")),
        (
            HMCharacteristicTypeCurrentLockMechanismState,
            .init(description: "Lock Current State", format: "uint8", range: (0, 3, 1), permissions: "rn")
        ),
        (
            HMCharacteristicTypeTargetLockMechanismState,
            .init(description: "Lock Target State", format: "uint8", range: (0, 1, 1), permissions: "rwn")
        ),
        (HMCharacteristicTypeManufacturer, .init(description: "Manufacturer", format: "string", permissions: "r")),
        (HMCharacteristicTypeModel, .init(description: "Model", format: "string", permissions: "r")),
        (HMCharacteristicTypeMotionDetected, .init(description: "Motion Detected", format: "bool", permissions: "rn")),
        (HMCharacteristicTypeName, .init(description: "Name", format: "string", permissions: "r")),
        (
            HMCharacteristicTypeObstructionDetected,
            .init(description: "Obstruction Detected", format: "bool", permissions: "rn")
        ),
        (HMCharacteristicTypePowerState, .init(description: "Power State", format: "bool", permissions: "rwn")),
        (HMCharacteristicTypeOutletInUse, .init(description: "Outlet In Use", format: "bool", permissions: "rn")),
        (
            HMCharacteristicTypeRotationSpeed,
            .init(
                description: "Rotation Speed", format: "float", range: percent, units: "percentage", permissions: "rwn")
        ),
        (
            HMCharacteristicTypeSaturation,
            .init(description: "Saturation", format: "float", range: percent, units: "percentage", permissions: "rwn")
        ),
        (HMCharacteristicTypeSerialNumber, .init(description: "Serial Number", format: "string", permissions: "r")),
        (
            HMCharacteristicTypeTargetDoorState,
            .init(description: "Target Door State", format: "uint8", range: (0, 1, 1), permissions: "rwn")
        ),
        (
            HMCharacteristicTypeTargetHeatingCooling,
            .init(description: "Target Heating Cooling State", format: "uint8", range: (0, 3, 1), permissions: "rwn")
        ),
        (
            HMCharacteristicTypeTargetTemperature,
            .init(
                description: "Target Temperature", format: "float", range: (10, 38, 0.1), units: "celsius",
                permissions: "rwn")
        ),
        (
            HMCharacteristicTypeTemperatureUnits,
            .init(description: "Temperature Display Units", format: "uint8", range: (0, 1, 1), permissions: "rwn")
        ),
        (
            HMCharacteristicTypeFirmwareVersion,
            .init(description: "Firmware Revision", format: "string", permissions: "r")
        ),
        (
            HMCharacteristicTypeBatteryLevel,
            .init(description: "Battery Level", format: "uint8", range: percent, units: "percentage", permissions: "rn")
        ),
        (
            HMCharacteristicTypeContactState,
            .init(description: "Contact Sensor State", format: "uint8", range: (0, 1, 1), permissions: "rn")
        ),
        (
            HMCharacteristicTypeCurrentLightLevel,
            .init(
                description: "Current Ambient Light Level", format: "float", range: (0.0001, 100000, 0), units: "lux",
                permissions: "rn")
        ),
        (
            HMCharacteristicTypeCurrentPosition,
            .init(
                description: "Current Position", format: "uint8", range: percent, units: "percentage", permissions: "rn"
            )
        ),
        (
            HMCharacteristicTypePositionState,
            .init(description: "Position State", format: "uint8", range: (0, 2, 1), permissions: "rn")
        ),
        (
            HMCharacteristicTypeSmokeDetected,
            .init(description: "Smoke Detected", format: "uint8", range: (0, 1, 1), permissions: "rn")
        ),
        (
            HMCharacteristicTypeStatusLowBattery,
            .init(description: "Status Low Battery", format: "uint8", range: (0, 1, 1), permissions: "rn")
        ),
        (
            HMCharacteristicTypeTargetPosition,
            .init(
                description: "Target Position", format: "uint8", range: percent, units: "percentage", permissions: "rwn"
            )
        ),
        (
            HMCharacteristicTypeActive,
            .init(description: "Active", format: "uint8", range: (0, 1, 1), permissions: "rwn")
        ),
        (
            HMCharacteristicTypeColorTemperature,
            .init(description: "Color Temperature", format: "uint32", range: (140, 500, 1), permissions: "rwn")
        ),
    ]
    return Dictionary(uniqueKeysWithValues: rows)
}()

/// The names of the service types above, by type.
let serviceDescriptions: [String: String] = [
    HMServiceTypeAccessoryInformation: "Accessory Information", HMServiceTypeFan: "Fan",
    HMServiceTypeGarageDoorOpener: "Garage Door Opener", HMServiceTypeLightbulb: "Lightbulb",
    HMServiceTypeLockMechanism: "Lock Mechanism", HMServiceTypeOutlet: "Outlet", HMServiceTypeSwitch: "Switch",
    HMServiceTypeThermostat: "Thermostat", HMServiceTypeSecuritySystem: "Security System",
    HMServiceTypeContactSensor: "Contact Sensor", HMServiceTypeDoor: "Door",
    HMServiceTypeHumiditySensor: "Humidity Sensor", HMServiceTypeLightSensor: "Light Sensor",
    HMServiceTypeMotionSensor: "Motion Sensor", HMServiceTypeSmokeSensor: "Smoke Sensor",
    HMServiceTypeTemperatureSensor: "Temperature Sensor", HMServiceTypeWindow: "Window",
    HMServiceTypeWindowCovering: "Window Covering", HMServiceTypeAirQualitySensor: "Air Quality Sensor",
    HMServiceTypeBattery: "Battery", HMServiceTypeSpeaker: "Speaker",
]
