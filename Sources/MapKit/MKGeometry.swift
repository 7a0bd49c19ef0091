// swift-format-ignore-file: AlwaysUseLowerCamelCase

import CoreLocation
import Foundation

/// The size of a region in degrees, as MapKit's `MKCoordinateSpan`. Like the SDK's C struct it is
/// not `Equatable`.
public struct MKCoordinateSpan: Sendable {
    public var latitudeDelta: CLLocationDegrees
    public var longitudeDelta: CLLocationDegrees

    public init() { (latitudeDelta, longitudeDelta) = (0, 0) }
    public init(latitudeDelta: CLLocationDegrees, longitudeDelta: CLLocationDegrees) {
        (self.latitudeDelta, self.longitudeDelta) = (latitudeDelta, longitudeDelta)
    }
}

/// A region of the map around a centre, as `MKCoordinateRegion` (not `Equatable`, as the SDK's).
public struct MKCoordinateRegion: Sendable {
    public var center: CLLocationCoordinate2D
    public var span: MKCoordinateSpan

    public init() { (center, span) = (CLLocationCoordinate2D(), MKCoordinateSpan()) }
    public init(center: CLLocationCoordinate2D, span: MKCoordinateSpan) { (self.center, self.span) = (center, span) }

    /// The region `latitudinalMeters` tall and `longitudinalMeters` wide around `centerCoordinate`.
    /// Apple does not document its conversion; CellSnap divides by the length of a degree at the
    /// centre on the WGS-84 ellipsoid (the meridian's and the parallel's radii of curvature).
    public init(
        center centerCoordinate: CLLocationCoordinate2D, latitudinalMeters: CLLocationDistance,
        longitudinalMeters: CLLocationDistance
    ) {
        let phi = centerCoordinate.latitude * .pi / 180
        let (a, e2) = (6_378_137.0, 0.00669437999014)
        let w = sqrt(1 - e2 * sin(phi) * sin(phi))
        let meridian = a * (1 - e2) / (w * w * w) * .pi / 180
        let parallel = a / w * cos(phi) * .pi / 180
        center = centerCoordinate
        span = MKCoordinateSpan(
            latitudeDelta: latitudinalMeters / meridian,
            longitudeDelta: parallel > 0 ? min(360, longitudinalMeters / parallel) : 360)
    }

    /// The region the map rectangle `rect` covers.
    public init(_ rect: MKMapRect) {
        let topLeft = MKMapPoint(x: rect.minX, y: rect.minY).coordinate
        let bottomRight = MKMapPoint(x: rect.maxX, y: rect.maxY).coordinate
        let middle = MKMapPoint(x: rect.midX, y: rect.midY).coordinate
        center = middle
        span = MKCoordinateSpan(
            latitudeDelta: topLeft.latitude - bottomRight.latitude,
            longitudeDelta: rect.size.width / MKMapSize.world.width * 360)
    }
}

/// The region `latitudinalMeters` by `longitudinalMeters` around `centerCoordinate`.
public func MKCoordinateRegionMakeWithDistance(
    _ centerCoordinate: CLLocationCoordinate2D, _ latitudinalMeters: CLLocationDistance,
    _ longitudinalMeters: CLLocationDistance
) -> MKCoordinateRegion {
    MKCoordinateRegion(
        center: centerCoordinate, latitudinalMeters: latitudinalMeters, longitudinalMeters: longitudinalMeters)
}

/// A point of MapKit's flat map, as `MKMapPoint`: the spherical Mercator projection of the world
/// onto a square of ``MKMapSize/world`` (2²⁸ points a side), x eastward from longitude −180,
/// y southward from latitude ≈ 85.05.
public struct MKMapPoint: Sendable {
    public var x: Double
    public var y: Double

    public init() { (x, y) = (0, 0) }
    public init(x: Double, y: Double) { (self.x, self.y) = (x, y) }

    /// The map point of `coordinate` (latitudes beyond ±85.0511 are clamped, as Mercator's square ends).
    public init(_ coordinate: CLLocationCoordinate2D) {
        let side = MKMapSize.world.width
        let latitude = min(max(coordinate.latitude, -85.05112877980659), 85.05112877980659) * .pi / 180
        x = (coordinate.longitude + 180) / 360 * side
        y = (1 - log(tan(latitude) + 1 / cos(latitude)) / .pi) / 2 * side
    }

    /// The coordinate at this point.
    public var coordinate: CLLocationCoordinate2D {
        let side = MKMapSize.world.width
        let latitude = atan(sinh(.pi * (1 - 2 * y / side))) * 180 / .pi
        return CLLocationCoordinate2D(latitude: latitude, longitude: x / side * 360 - 180)
    }

    /// The geodesic distance in metres to `other` (WGS-84, as `CLLocation.distance(from:)`).
    public func distance(to other: MKMapPoint) -> CLLocationDistance {
        let (start, end) = (coordinate, other.coordinate)
        return CLLocation(latitude: start.latitude, longitude: start.longitude)
            .distance(from: CLLocation(latitude: end.latitude, longitude: end.longitude))
    }
}

/// A size in map points, as `MKMapSize`.
public struct MKMapSize: Sendable {
    public var width: Double
    public var height: Double

    public init() { (width, height) = (0, 0) }
    public init(width: Double, height: Double) { (self.width, self.height) = (width, height) }

    /// The whole world: 2²⁸ map points a side.
    public static let world = MKMapSize(width: 268_435_456, height: 268_435_456)
}

/// A rectangle of map points, as `MKMapRect`.
public struct MKMapRect: Sendable {
    public var origin: MKMapPoint
    public var size: MKMapSize

    public init() { (origin, size) = (MKMapPoint(), MKMapSize()) }
    public init(origin: MKMapPoint, size: MKMapSize) { (self.origin, self.size) = (origin, size) }
    public init(x: Double, y: Double, width: Double, height: Double) {
        (origin, size) = (MKMapPoint(x: x, y: y), MKMapSize(width: width, height: height))
    }

    /// The whole world.
    public static let world = MKMapRect(origin: MKMapPoint(), size: MKMapSize.world)
    /// No rectangle (its origin is infinite).
    public static let null = MKMapRect(x: .infinity, y: .infinity, width: 0, height: 0)

    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var midX: Double { origin.x + size.width / 2 }
    public var midY: Double { origin.y + size.height / 2 }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }
    public var width: Double { size.width }
    public var height: Double { size.height }
    public var isNull: Bool { origin.x.isInfinite || origin.y.isInfinite }
    public var isEmpty: Bool { isNull || size.width == 0 || size.height == 0 }

    public func contains(_ point: MKMapPoint) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// Whether `rect` lies wholly inside the rectangle (a null rectangle is inside none, and none is inside it).
    public func contains(_ rect: MKMapRect) -> Bool {
        !isNull && !rect.isNull && rect.minX >= minX && rect.maxX <= maxX && rect.minY >= minY && rect.maxY <= maxY
    }

    public func intersects(_ rect: MKMapRect) -> Bool {
        !isNull && !rect.isNull && minX < rect.maxX && rect.minX < maxX && minY < rect.maxY && rect.minY < maxY
    }

    /// The smallest rectangle holding both.
    public func union(_ rect: MKMapRect) -> MKMapRect {
        if isNull { return rect }
        if rect.isNull { return self }
        let (x, y) = (min(minX, rect.minX), min(minY, rect.minY))
        return MKMapRect(x: x, y: y, width: max(maxX, rect.maxX) - x, height: max(maxY, rect.maxY) - y)
    }

    /// The rectangle both cover, as `MKMapRectIntersection`: ``null`` when they do not intersect.
    public func intersection(_ rect2: MKMapRect) -> MKMapRect {
        guard intersects(rect2) else { return .null }
        let (x, y) = (max(minX, rect2.minX), max(minY, rect2.minY))
        return MKMapRect(x: x, y: y, width: min(maxX, rect2.maxX) - x, height: min(maxY, rect2.maxY) - y)
    }

    /// The rectangle grown by `dx` and `dy` on each side (shrunk when negative).
    public func insetBy(dx: Double, dy: Double) -> MKMapRect {
        MKMapRect(x: minX + dx, y: minY + dy, width: width - 2 * dx, height: height - 2 * dy)
    }
}

/// How many metres a map point spans at `latitude` (the Mercator scale on the equatorial radius).
public func MKMetersPerMapPointAtLatitude(_ latitude: CLLocationDegrees) -> CLLocationDistance {
    let equatorPerPoint = 2 * .pi * 6_378_137 / MKMapSize.world.width
    return equatorPerPoint * cos(min(max(latitude, -85.05112877980659), 85.05112877980659) * .pi / 180)
}

/// How many map points a metre spans at `latitude`.
public func MKMapPointsPerMeterAtLatitude(_ latitude: CLLocationDegrees) -> Double {
    1 / MKMetersPerMapPointAtLatitude(latitude)
}

/// How wide, in map points, a road is drawn at `zoomScale` (screen points per map point), the
/// width an overlay renderer gives a line that should look like a road (MapKit's
/// `MKRoadWidthAtZoomScale`).
///
/// CellSnap's choice: MapKit does not document its figure. CellSnap draws no road tiles, so a
/// road is the width of a main road at street zoom on iOS, 5 screen points, at every zoom:
/// `5 / zoomScale` map points. A zoom scale that is not a positive finite number gives 0.
public func MKRoadWidthAtZoomScale(_ zoomScale: MKZoomScale) -> CGFloat {
    guard zoomScale > 0, zoomScale.isFinite else { return 0 }
    return 5 / zoomScale
}

extension MKCoordinateRegion {
    /// The map rectangle the region covers (CellSnap's helper for the map view).
    var mapRect: MKMapRect {
        let top = MKMapPoint(
            CLLocationCoordinate2D(latitude: center.latitude + span.latitudeDelta / 2, longitude: center.longitude))
        let bottom = MKMapPoint(
            CLLocationCoordinate2D(latitude: center.latitude - span.latitudeDelta / 2, longitude: center.longitude))
        let width = span.longitudeDelta / 360 * MKMapSize.world.width
        let middle = MKMapPoint(center)
        return MKMapRect(x: middle.x - width / 2, y: top.y, width: width, height: bottom.y - top.y)
    }
}
