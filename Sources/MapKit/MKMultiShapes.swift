import CellSnapUIKit
import CoreLocation
import Foundation

/// Several polygons as one overlay, as MapKit's `MKMultiPolygon`.
open class MKMultiPolygon: MKShape, MKOverlay, MKGeoJSONObject {
    public let polygons: [MKPolygon]

    public init(_ polygons: [MKPolygon]) {
        self.polygons = polygons
        super.init()
    }

    /// The union of the polygons' rectangles.
    open var boundingMapRect: MKMapRect { polygons.reduce(MKMapRect.null) { $0.union($1.boundingMapRect) } }

    /// The centre of ``boundingMapRect`` (invalid for no polygons).
    open override var coordinate: CLLocationCoordinate2D { boundingMapRect.centerCoordinate }
}

/// Several polylines as one overlay, as MapKit's `MKMultiPolyline`.
open class MKMultiPolyline: MKShape, MKOverlay, MKGeoJSONObject {
    public let polylines: [MKPolyline]

    public init(_ polylines: [MKPolyline]) {
        self.polylines = polylines
        super.init()
    }

    /// The union of the polylines' rectangles.
    open var boundingMapRect: MKMapRect { polylines.reduce(MKMapRect.null) { $0.union($1.boundingMapRect) } }

    /// The centre of ``boundingMapRect`` (invalid for no polylines).
    open override var coordinate: CLLocationCoordinate2D { boundingMapRect.centerCoordinate }
}

/// Draws a multi-polygon, as `MKMultiPolygonRenderer` (kept, as the map is not drawn here).
open class MKMultiPolygonRenderer: MKOverlayPathRenderer {
    public let multiPolygon: MKMultiPolygon
    public init(multiPolygon: MKMultiPolygon) {
        self.multiPolygon = multiPolygon
        super.init(overlay: multiPolygon)
    }
}

/// Draws a multi-polyline, as `MKMultiPolylineRenderer` (kept, as the map is not drawn here).
open class MKMultiPolylineRenderer: MKOverlayPathRenderer {
    public let multiPolyline: MKMultiPolyline
    public init(multiPolyline: MKMultiPolyline) {
        self.multiPolyline = multiPolyline
        super.init(overlay: multiPolyline)
    }
}

/// Draws a polyline in colours that change along it, as `MKGradientPolylineRenderer` (kept, as the
/// map is not drawn here).
open class MKGradientPolylineRenderer: MKPolylineRenderer {
    /// Where along the line (0 to 1) each colour is.
    open private(set) var locations: [CGFloat] = []
    open private(set) var colors: [UIColor] = []

    /// Sets the colours and where they are; `locations` are sorted with their colours, and
    /// the shorter array's count is kept of both.
    open func setColors(_ colors: [UIColor], locations: [CGFloat]) {
        let pairs = zip(locations, colors).sorted { $0.0 < $1.0 }
        self.locations = pairs.map(\.0)
        self.colors = pairs.map(\.1)
    }
}

extension MKMapRect {
    /// The coordinate of the rectangle's centre (invalid for the null rectangle).
    var centerCoordinate: CLLocationCoordinate2D {
        isNull ? kCLLocationCoordinate2DInvalid : MKMapPoint(x: midX, y: midY).coordinate
    }
}
