import CellSnapUIKit
import CoreLocation
import Foundation

/// A map's look, as MapKit's `MKMapConfiguration` (kept: the map is not drawn here).
open class MKMapConfiguration: NSObject, @unchecked Sendable {
    /// Whether the map shows terrain in relief, as `MKMapConfiguration.ElevationStyle`.
    public enum ElevationStyle: Int, Hashable, Sendable {
        case flat = 0, realistic
    }

    open var elevationStyle = ElevationStyle.flat

    init(cellSnapElevationStyle elevationStyle: ElevationStyle) {
        self.elevationStyle = elevationStyle
        super.init()
    }
}

/// The standard map's look, as MapKit's `MKStandardMapConfiguration`.
open class MKStandardMapConfiguration: MKMapConfiguration, @unchecked Sendable {
    /// How strongly the map's colours show, as `MKStandardMapConfiguration.EmphasisStyle`.
    public enum EmphasisStyle: Int, Hashable, Sendable {
        case `default` = 0, muted
    }

    open var emphasisStyle: EmphasisStyle
    open var pointOfInterestFilter: MKPointOfInterestFilter?
    open var showsTraffic = false

    public convenience init() { self.init(elevationStyle: .flat, emphasisStyle: .default) }

    public convenience init(emphasisStyle: EmphasisStyle) {
        self.init(elevationStyle: .flat, emphasisStyle: emphasisStyle)
    }

    public convenience init(elevationStyle: ElevationStyle) {
        self.init(elevationStyle: elevationStyle, emphasisStyle: .default)
    }

    public init(elevationStyle: ElevationStyle, emphasisStyle: EmphasisStyle) {
        self.emphasisStyle = emphasisStyle
        super.init(cellSnapElevationStyle: elevationStyle)
    }
}

/// The satellite map with roads and labels, as MapKit's `MKHybridMapConfiguration` (kept: the map
/// is not drawn here).
open class MKHybridMapConfiguration: MKMapConfiguration, @unchecked Sendable {
    open var pointOfInterestFilter: MKPointOfInterestFilter?
    open var showsTraffic = false

    public convenience init() { self.init(elevationStyle: .flat) }

    public init(elevationStyle: ElevationStyle) { super.init(cellSnapElevationStyle: elevationStyle) }
}

/// The satellite map alone, as MapKit's `MKImageryMapConfiguration` (kept: the map is not drawn
/// here).
open class MKImageryMapConfiguration: MKMapConfiguration, @unchecked Sendable {
    public convenience init() { self.init(elevationStyle: .flat) }

    public init(elevationStyle: ElevationStyle) { super.init(cellSnapElevationStyle: elevationStyle) }
}

extension MKMapView {
    /// The area the camera's centre stays in, as `MKMapView.CameraBoundary`.
    open class CameraBoundary: NSObject, @unchecked Sendable {
        public let mapRect: MKMapRect
        public let region: MKCoordinateRegion

        /// Nil for a null or empty rectangle, as MapKit answers.
        public init?(mapRect: MKMapRect) {
            guard !mapRect.isNull, !mapRect.isEmpty else { return nil }
            self.mapRect = mapRect
            region = MKCoordinateRegion(mapRect)
            super.init()
        }

        /// Nil for a region with no span or an invalid centre.
        public init?(coordinateRegion region: MKCoordinateRegion) {
            guard CLLocationCoordinate2DIsValid(region.center), region.span.latitudeDelta > 0,
                region.span.longitudeDelta > 0
            else { return nil }
            self.region = region
            mapRect = region.mapRect
            super.init()
        }
    }

    /// How near and far the camera may be from the map's centre, in metres, as
    /// `MKMapView.CameraZoomRange`.
    open class CameraZoomRange: NSObject, @unchecked Sendable {
        public let minCenterCoordinateDistance: CLLocationDistance
        public let maxCenterCoordinateDistance: CLLocationDistance

        /// Nil when `min` is above `max` or either is negative.
        public init?(
            minCenterCoordinateDistance min: CLLocationDistance, maxCenterCoordinateDistance max: CLLocationDistance
        ) {
            guard min >= 0, max >= min else { return nil }
            (minCenterCoordinateDistance, maxCenterCoordinateDistance) = (min, max)
            super.init()
        }

        public convenience init?(minCenterCoordinateDistance min: CLLocationDistance) {
            self.init(minCenterCoordinateDistance: min, maxCenterCoordinateDistance: .greatestFiniteMagnitude)
        }

        public convenience init?(maxCenterCoordinateDistance max: CLLocationDistance) {
            self.init(minCenterCoordinateDistance: 0, maxCenterCoordinateDistance: max)
        }
    }
}
