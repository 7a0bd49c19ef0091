import Foundation

/// A beacon's major value, as Core Location's `CLBeaconMajorValue`.
public typealias CLBeaconMajorValue = UInt16
/// A beacon's minor value, as Core Location's `CLBeaconMinorValue`.
public typealias CLBeaconMinorValue = UInt16

/// Which beacons a ranging request is about, as Core Location's `CLBeaconIdentityConstraint`: a
/// UUID, and optionally a major value and a minor value. Constraints are equal when all three are,
/// so they key dictionaries as on iOS.
open class CLBeaconIdentityConstraint: NSObject, NSCopying, @unchecked Sendable {
    /// The UUID of the beacons.
    public let uuid: UUID
    /// The major value of the beacons, or `nil` for any.
    public let major: CLBeaconMajorValue?
    /// The minor value of the beacons, or `nil` for any.
    public let minor: CLBeaconMinorValue?

    public init(uuid: UUID) { (self.uuid, major, minor) = (uuid, nil, nil) }

    public init(uuid: UUID, major: CLBeaconMajorValue) { (self.uuid, self.major, minor) = (uuid, major, nil) }

    public init(uuid: UUID, major: CLBeaconMajorValue, minor: CLBeaconMinorValue) {
        (self.uuid, self.major, self.minor) = (uuid, major, minor)
    }

    open func copy(with zone: NSZone? = nil) -> Any { self }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? CLBeaconIdentityConstraint else { return false }
        return (other.uuid, other.major, other.minor) == (uuid, major, minor)
    }

    open override var hash: Int {
        var hasher = Hasher()
        (hasher.combine(uuid), hasher.combine(major), hasher.combine(minor))
        return hasher.finalize()
    }
}

/// The beacons of a UUID (and a major and minor value) as a region to monitor, as Core
/// Location's `CLBeaconRegion`.
///
/// CellSnap's device has no Bluetooth radio: ``CLLocationManager/isMonitoringAvailable(for:)`` is
/// `false` for beacon regions, and monitoring one fails with `.regionMonitoringDenied` through the
/// delegate's `locationManager(_:monitoringDidFailFor:withError:)`, as for any region that is not
/// circular.
open class CLBeaconRegion: CLRegion, @unchecked Sendable {
    /// The beacons the region is made of.
    public let beaconIdentityConstraint: CLBeaconIdentityConstraint
    /// Whether the app is told of the region's state when the person turns the display on.
    ///
    /// No visible effect: the region is never monitored here.
    open var notifyEntryStateOnDisplay = false

    public convenience init(uuid: UUID, identifier: String) {
        self.init(beaconIdentityConstraint: CLBeaconIdentityConstraint(uuid: uuid), identifier: identifier)
    }

    public convenience init(uuid: UUID, major: CLBeaconMajorValue, identifier: String) {
        self.init(
            beaconIdentityConstraint: CLBeaconIdentityConstraint(uuid: uuid, major: major), identifier: identifier)
    }

    public convenience init(uuid: UUID, major: CLBeaconMajorValue, minor: CLBeaconMinorValue, identifier: String) {
        self.init(
            beaconIdentityConstraint: CLBeaconIdentityConstraint(uuid: uuid, major: major, minor: minor),
            identifier: identifier)
    }

    public init(beaconIdentityConstraint: CLBeaconIdentityConstraint, identifier: String) {
        self.beaconIdentityConstraint = beaconIdentityConstraint
        super.init(identifier: identifier)
    }

    /// The UUID of the region's beacons.
    open var uuid: UUID { beaconIdentityConstraint.uuid }
    /// The major value of the region's beacons, or `nil` for any.
    open var major: NSNumber? { beaconIdentityConstraint.major.map { NSNumber(value: $0) } }
    /// The minor value of the region's beacons, or `nil` for any.
    open var minor: NSNumber? { beaconIdentityConstraint.minor.map { NSNumber(value: $0) } }

    /// The advertisement a peripheral manager broadcasts to act as one of the region's beacons.
    ///
    /// Apple does not document its contents; CellSnap's, as iOS makes it, holds one key,
    /// `kCBAdvDataAppleBeaconKey`, whose data is the UUID's 16 bytes, the major and minor values
    /// (big-endian, `0` when the region has none) and the measured power at one metre as a signed
    /// byte (`measuredPower`, or -59 dBm, CellSnap's choice of a typical value, when `nil`).
    open func peripheralData(withMeasuredPower measuredPower: NSNumber?) -> NSMutableDictionary {
        let constraint = beaconIdentityConstraint
        var bytes = withUnsafeBytes(of: constraint.uuid.uuid) { Array($0) }
        for value in [constraint.major ?? 0, constraint.minor ?? 0] {
            bytes += [UInt8(value >> 8), UInt8(value & 0xFF)]
        }
        bytes.append(UInt8(bitPattern: measuredPower?.int8Value ?? -59))
        return NSMutableDictionary(dictionary: ["kCBAdvDataAppleBeaconKey": Data(bytes)])
    }
}

/// A beacon found by ranging, as Core Location's `CLBeacon`: made by Core Location only, so never
/// made here (CellSnap's device has no radio and ranges nothing).
open class CLBeacon: NSObject, NSCopying, @unchecked Sendable {
    public let timestamp: Date
    public let uuid: UUID
    public let major: NSNumber
    public let minor: NSNumber
    public let proximity: CLProximity
    /// The distance to the beacon in metres, or a negative value when unknown.
    public let accuracy: CLLocationAccuracy
    /// The received signal strength, in decibels.
    public let rssi: Int

    init(uuid: UUID, major: CLBeaconMajorValue, minor: CLBeaconMinorValue, proximity: CLProximity) {
        (timestamp, self.uuid, self.proximity) = (Date(), uuid, proximity)
        (self.major, self.minor) = (NSNumber(value: major), NSNumber(value: minor))
        (accuracy, rssi) = (-1, 0)
    }

    /// The constraint this beacon satisfies exactly.
    open var beaconIdentityConstraint: CLBeaconIdentityConstraint {
        CLBeaconIdentityConstraint(uuid: uuid, major: major.uint16Value, minor: minor.uint16Value)
    }

    open func copy(with zone: NSZone? = nil) -> Any { self }
}
