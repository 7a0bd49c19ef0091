import Foundation

/// A position reported by the device, as Core Location's `CLLocation`: immutable. A value that was
/// not measured is negative, as on iOS (accuracies, course, speed: -1).
open class CLLocation: NSObject, NSCopying, @unchecked Sendable {
    public let coordinate: CLLocationCoordinate2D
    /// Metres above mean sea level.
    public let altitude: CLLocationDistance
    /// Metres above the WGS-84 ellipsoid (CellSnap has no geoid: the same as ``altitude``).
    public let ellipsoidalAltitude: CLLocationDistance
    public let horizontalAccuracy: CLLocationAccuracy
    public let verticalAccuracy: CLLocationAccuracy
    public let course: CLLocationDirection
    public let courseAccuracy: CLLocationDirectionAccuracy
    public let speed: CLLocationSpeed
    public let speedAccuracy: CLLocationSpeedAccuracy
    public let timestamp: Date
    /// The floor of the building the location is in; `nil` (CellSnap knows no buildings).
    public let floor: CLFloor? = nil
    public let sourceInformation: CLLocationSourceInformation?

    /// The location at latitude and longitude 0, now, as `CLLocation()` on iOS.
    public override convenience init() { self.init(latitude: 0, longitude: 0) }

    /// The location at `latitude` and `longitude`, now; altitude 0, the other values not measured.
    public convenience init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        self.init(
            coordinate: CLLocationCoordinate2D(latitude: latitude, longitude: longitude), altitude: 0,
            horizontalAccuracy: 0, verticalAccuracy: -1, timestamp: Date())
    }

    public convenience init(
        coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance,
        horizontalAccuracy hAccuracy: CLLocationAccuracy,
        verticalAccuracy vAccuracy: CLLocationAccuracy, timestamp: Date
    ) {
        self.init(
            coordinate: coordinate, altitude: altitude, horizontalAccuracy: hAccuracy, verticalAccuracy: vAccuracy,
            course: -1, speed: -1, timestamp: timestamp)
    }

    public convenience init(
        coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance,
        horizontalAccuracy hAccuracy: CLLocationAccuracy,
        verticalAccuracy vAccuracy: CLLocationAccuracy, course: CLLocationDirection, speed: CLLocationSpeed,
        timestamp: Date
    ) {
        self.init(
            coordinate: coordinate, altitude: altitude, horizontalAccuracy: hAccuracy, verticalAccuracy: vAccuracy,
            course: course, courseAccuracy: -1, speed: speed, speedAccuracy: -1, timestamp: timestamp)
    }

    public convenience init(
        coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance,
        horizontalAccuracy hAccuracy: CLLocationAccuracy,
        verticalAccuracy vAccuracy: CLLocationAccuracy, course: CLLocationDirection,
        courseAccuracy: CLLocationDirectionAccuracy, speed: CLLocationSpeed, speedAccuracy: CLLocationSpeedAccuracy,
        timestamp: Date
    ) {
        self.init(
            coordinate: coordinate, altitude: altitude, horizontalAccuracy: hAccuracy, verticalAccuracy: vAccuracy,
            course: course, courseAccuracy: courseAccuracy, speed: speed, speedAccuracy: speedAccuracy,
            timestamp: timestamp, sourceInfo: nil)
    }

    public init(
        coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance,
        horizontalAccuracy hAccuracy: CLLocationAccuracy,
        verticalAccuracy vAccuracy: CLLocationAccuracy, course: CLLocationDirection,
        courseAccuracy: CLLocationDirectionAccuracy, speed: CLLocationSpeed, speedAccuracy: CLLocationSpeedAccuracy,
        timestamp: Date, sourceInfo: CLLocationSourceInformation?
    ) {
        (self.coordinate, self.altitude, ellipsoidalAltitude) = (coordinate, altitude, altitude)
        (horizontalAccuracy, verticalAccuracy) = (hAccuracy, vAccuracy)
        (self.course, self.courseAccuracy, self.speed, self.speedAccuracy) = (
            course, courseAccuracy, speed, speedAccuracy
        )
        (self.timestamp, sourceInformation) = (timestamp, sourceInfo)
        super.init()
    }

    /// The distance in metres to `location` along the surface of the Earth: the geodesic on the
    /// WGS-84 ellipsoid, by Vincenty's inverse formula (Apple documents only that the line follows
    /// the Earth's curvature; altitudes are ignored, as there). Between nearly antipodal points,
    /// where Vincenty's iteration does not settle, it is the great-circle distance on a sphere of
    /// the ellipsoid's mean radius (CellSnap's choice). A coordinate that is not finite gives NaN.
    open func distance(from location: CLLocation) -> CLLocationDistance {
        Geodesic.distance(from: coordinate, to: location.coordinate)
    }

    open func copy(with zone: NSZone? = nil) -> Any { self }

    open override var description: String {
        let format = { (value: Double) in String(format: "%+.8f", value) }
        return "<\(format(coordinate.latitude)),\(format(coordinate.longitude))> +/- \(horizontalAccuracy)m "
            + "(speed \(speed) mps / course \(course)) @ \(timestamp)"
    }
}
