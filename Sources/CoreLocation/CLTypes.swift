// swift-format-ignore-file: AlwaysUseLowerCamelCase

import Foundation

/// A latitude or longitude in degrees.
public typealias CLLocationDegrees = Double
/// A distance in metres.
public typealias CLLocationDistance = Double
/// A location's accuracy in metres (negative: not valid).
public typealias CLLocationAccuracy = Double
/// A speed in metres per second.
public typealias CLLocationSpeed = Double
/// A speed's accuracy in metres per second.
public typealias CLLocationSpeedAccuracy = Double
/// A direction in degrees from north, clockwise.
public typealias CLLocationDirection = Double
/// A direction's accuracy in degrees.
public typealias CLLocationDirectionAccuracy = Double
/// A component of a heading's magnetic field, in microteslas.
public typealias CLHeadingComponentValue = Double

/// The accuracy of navigation apps.
public let kCLLocationAccuracyBestForNavigation: CLLocationAccuracy = -2
/// The best accuracy the device has.
public let kCLLocationAccuracyBest: CLLocationAccuracy = -1
public let kCLLocationAccuracyNearestTenMeters: CLLocationAccuracy = 10
public let kCLLocationAccuracyHundredMeters: CLLocationAccuracy = 100
public let kCLLocationAccuracyKilometer: CLLocationAccuracy = 1000
public let kCLLocationAccuracyThreeKilometers: CLLocationAccuracy = 3000
/// No distance filter: every movement is reported.
public let kCLDistanceFilterNone: CLLocationDistance = -1
/// No heading filter: every change is reported.
public let kCLHeadingFilterNone: CLLocationDirection = -1
/// The largest distance.
public let CLLocationDistanceMax: CLLocationDistance = .greatestFiniteMagnitude
/// The longest time interval.
public let CLTimeIntervalMax: TimeInterval = .greatestFiniteMagnitude

/// A latitude and longitude in degrees on the WGS-84 datum, as Core Location's
/// `CLLocationCoordinate2D`. Like the SDK's C struct it is not `Equatable` (apps often add that).
public struct CLLocationCoordinate2D: Sendable {
    public var latitude: CLLocationDegrees
    public var longitude: CLLocationDegrees

    /// Latitude and longitude 0.
    public init() { (latitude, longitude) = (0, 0) }

    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        (self.latitude, self.longitude) = (latitude, longitude)
    }
}

/// A coordinate that is not valid: latitude and longitude -180.
public let kCLLocationCoordinate2DInvalid = CLLocationCoordinate2D(latitude: -180, longitude: -180)

/// Whether `coord` is a valid coordinate: latitude within ±90 and longitude within ±180 degrees.
public func CLLocationCoordinate2DIsValid(_ coord: CLLocationCoordinate2D) -> Bool {
    (-90...90).contains(coord.latitude) && (-180...180).contains(coord.longitude)
}

/// The coordinate of `latitude` and `longitude`.
public func CLLocationCoordinate2DMake(
    _ latitude: CLLocationDegrees, _ longitude: CLLocationDegrees
) -> CLLocationCoordinate2D {
    CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
}

/// Whether the app may use location services, as `CLAuthorizationStatus` (its raw values).
public enum CLAuthorizationStatus: Int32, Hashable, Sendable {
    case notDetermined = 0, restricted = 1, denied = 2, authorizedAlways = 3, authorizedWhenInUse = 4
    @available(*, deprecated, message: "Use authorizedAlways")
    public static var authorized: CLAuthorizationStatus { .authorizedAlways }
}

/// Whether locations are precise, as `CLAccuracyAuthorization` (its raw values).
public enum CLAccuracyAuthorization: Int, Hashable, Sendable {
    case fullAccuracy = 0, reducedAccuracy = 1
}

/// What the app tracks, as `CLActivityType` (its raw values).
public enum CLActivityType: Int, Hashable, Sendable {
    case other = 1, automotiveNavigation = 2, fitness = 3, otherNavigation = 4, airborne = 5
}

/// The device's orientation, as `CLDeviceOrientation` (its raw values).
public enum CLDeviceOrientation: Int32, Hashable, Sendable {
    case unknown = 0, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown
}

/// How near a beacon is, as `CLProximity` (its raw values).
public enum CLProximity: Int, Hashable, Sendable {
    case unknown = 0, immediate, near, far
}

/// Whether the device is in a region, as `CLRegionState` (its raw values).
public enum CLRegionState: Int, Hashable, Sendable {
    case unknown = 0, inside, outside
}

/// The floor of a building a location is on, as `CLFloor` (made by Core Location only).
open class CLFloor: NSObject, @unchecked Sendable {
    /// The floor: 0 is the ground floor, negative floors are below it.
    public let level: Int

    init(level: Int) {
        self.level = level
        super.init()
    }
}

/// Where a location came from, as `CLLocationSourceInformation`.
open class CLLocationSourceInformation: NSObject, @unchecked Sendable {
    /// Whether software (a simulator, a test) made the location.
    public let isSimulatedBySoftware: Bool
    /// Whether an accessory (a CarPlay car, a GPS receiver) made the location.
    public let isProducedByAccessory: Bool

    public init(softwareSimulationState isSoftware: Bool, andExternalAccessoryState isAccessory: Bool) {
        (isSimulatedBySoftware, isProducedByAccessory) = (isSoftware, isAccessory)
        super.init()
    }
}
