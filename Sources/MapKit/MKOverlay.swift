import CellSnapUIKit
import CoreLocation
import Foundation

/// A shape drawn over the map, as MapKit's `MKOverlay`.
public protocol MKOverlay: MKAnnotation {
    /// The map rectangle that holds the shape.
    var boundingMapRect: MKMapRect { get }
    /// Whether the overlay covers the whole map (`false` by default).
    var canReplaceMapContent: Bool { get }
    /// Whether the shape meets `mapRect` (its bounding rectangle does, by default).
    func intersects(_ mapRect: MKMapRect) -> Bool
}

extension MKOverlay {
    public var canReplaceMapContent: Bool { false }
    public func intersects(_ mapRect: MKMapRect) -> Bool { boundingMapRect.intersects(mapRect) }
}

/// Shapes of several points, as `MKMultiPoint`.
open class MKMultiPoint: MKShape {
    private let mapPoints: [MKMapPoint]
    /// The points as ``points()`` hands them out: the shape's own storage, as in the SDK, valid
    /// while the shape lives.
    private let storage: UnsafeMutablePointer<MKMapPoint>

    init(coordinates: [CLLocationCoordinate2D]) {
        mapPoints = coordinates.map(MKMapPoint.init)
        storage = UnsafeMutablePointer<MKMapPoint>.allocate(capacity: max(1, mapPoints.count))
        storage.initialize(from: mapPoints, count: mapPoints.count)
        super.init()
    }

    deinit {
        storage.deinitialize(count: mapPoints.count)
        storage.deallocate()
    }

    /// The shape's points, as map points (``pointCount`` of them).
    open func points() -> UnsafeMutablePointer<MKMapPoint> { storage }

    open var pointCount: Int { mapPoints.count }

    /// Copies the coordinates of `range` of the shape's points into `coords`.
    open func getCoordinates(_ coords: UnsafeMutablePointer<CLLocationCoordinate2D>, range: NSRange) {
        for (offset, index) in (range.location..<(range.location + range.length)).enumerated() {
            coords[offset] = mapPoints[index].coordinate
        }
    }

    /// The shape's coordinates.
    open var coordinates: [CLLocationCoordinate2D] { mapPoints.map(\.coordinate) }

    /// Where the point at `index` lies along the shape's path, as a fraction of the path's length
    /// from `0` (the first point) to `1` (the last), which a gradient polyline's
    /// `setColors(_:locations:)` takes.
    ///
    /// Apple does not say how it measures the length; CellSnap measures it in map points (the
    /// straight segments between the shape's points on the flat Mercator map). An index outside the
    /// shape, or a path of no length, reads `0`.
    open func location(atPointIndex index: Int) -> CGFloat {
        let lengths = cumulativeLengths()
        guard lengths.indices.contains(index), let total = lengths.last, total > 0 else { return 0 }
        return CGFloat(lengths[index] / total)
    }

    /// ``location(atPointIndex:)`` of each index, in ascending order of the indexes.
    open func locations(atPointIndexes indexes: IndexSet) -> [NSNumber] {
        indexes.map { NSNumber(value: Double(location(atPointIndex: $0))) }
    }

    /// The length of the path up to each point, in map points.
    private func cumulativeLengths() -> [Double] {
        var lengths: [Double] = []
        for (index, point) in mapPoints.enumerated() {
            let previous = index == 0 ? point : mapPoints[index - 1]
            let (dx, dy) = (point.x - previous.x, point.y - previous.y)
            lengths.append((lengths.last ?? 0) + (dx * dx + dy * dy).squareRoot())
        }
        return lengths
    }

    /// The rectangle of the shape's points.
    open var boundingMapRect: MKMapRect {
        mapPoints.reduce(MKMapRect.null) { $0.union(MKMapRect(origin: $1, size: MKMapSize())) }
    }

    open override var coordinate: CLLocationCoordinate2D {
        let rect = boundingMapRect
        return rect.isNull ? kCLLocationCoordinate2DInvalid : MKMapPoint(x: rect.midX, y: rect.midY).coordinate
    }
}

/// A line through points, as `MKPolyline`.
open class MKPolyline: MKMultiPoint, MKOverlay {
    public convenience init(coordinates coords: UnsafePointer<CLLocationCoordinate2D>, count: Int) {
        self.init(coordinates: Array(UnsafeBufferPointer(start: coords, count: max(0, count))))
    }

    public convenience init(points: UnsafePointer<MKMapPoint>, count: Int) {
        self.init(coordinates: UnsafeBufferPointer(start: points, count: max(0, count)).map(\.coordinate))
    }
}

/// A closed shape, as `MKPolygon`.
open class MKPolygon: MKMultiPoint, MKOverlay {
    /// The holes cut out of the shape.
    open private(set) var interiorPolygons: [MKPolygon]?

    public convenience init(coordinates coords: UnsafePointer<CLLocationCoordinate2D>, count: Int) {
        self.init(coordinates: Array(UnsafeBufferPointer(start: coords, count: max(0, count))))
    }

    public convenience init(points: UnsafePointer<MKMapPoint>, count: Int) {
        self.init(coordinates: UnsafeBufferPointer(start: points, count: max(0, count)).map(\.coordinate))
    }

    public convenience init(
        coordinates coords: UnsafePointer<CLLocationCoordinate2D>, count: Int, interiorPolygons: [MKPolygon]?
    ) {
        self.init(coordinates: Array(UnsafeBufferPointer(start: coords, count: max(0, count))))
        self.interiorPolygons = interiorPolygons
    }

    public convenience init(points: UnsafePointer<MKMapPoint>, count: Int, interiorPolygons: [MKPolygon]?) {
        self.init(coordinates: UnsafeBufferPointer(start: points, count: max(0, count)).map(\.coordinate))
        self.interiorPolygons = interiorPolygons
    }
}

/// A circle around a coordinate, as `MKCircle`.
open class MKCircle: MKShape, MKOverlay {
    public let radius: CLLocationDistance
    private let centre: CLLocationCoordinate2D

    public init(center coord: CLLocationCoordinate2D, radius: CLLocationDistance) {
        (centre, self.radius) = (coord, radius)
        super.init()
    }

    open override var coordinate: CLLocationCoordinate2D { centre }

    /// The square of map points around the circle (its radius at the centre's Mercator scale).
    open var boundingMapRect: MKMapRect {
        let middle = MKMapPoint(centre)
        let half = radius * MKMapPointsPerMeterAtLatitude(centre.latitude)
        return MKMapRect(x: middle.x - half, y: middle.y - half, width: 2 * half, height: 2 * half)
    }
}

/// Where an overlay lies among the map's layers, as `MKOverlayLevel` (its raw values).
public enum MKOverlayLevel: Int, Hashable, Sendable {
    case aboveRoads = 0, aboveLabels = 1
}

/// What draws an overlay, as `MKOverlayRenderer` (made by the map's delegate; kept, as the map is
/// not drawn here).
open class MKOverlayRenderer: NSObject {
    public let overlay: any MKOverlay
    open var alpha: CGFloat = 1

    public init(overlay: any MKOverlay) {
        self.overlay = overlay
        super.init()
    }

    /// How the overlay is blended with the map (kept: the map is not drawn here).
    open var blendMode = CGBlendMode.normal
    /// Screen pixels per renderer point (the main screen's 3).
    open var contentScaleFactor: CGFloat { 3 }

    /// Asks for the overlay to be drawn again (nothing is drawn here).
    open func setNeedsDisplay() {}
    /// Asks for `mapRect` to be drawn again (nothing is drawn here).
    open func setNeedsDisplay(_ mapRect: MKMapRect) {}
    /// Asks for `mapRect` at `zoomScale` to be drawn again (nothing is drawn here).
    open func setNeedsDisplay(_ mapRect: MKMapRect, zoomScale: MKZoomScale) {}

    /// Whether the renderer can draw `mapRect` now (true; a subclass that loads data says otherwise).
    open func canDraw(_ mapRect: MKMapRect, zoomScale: MKZoomScale) -> Bool { true }
    /// Draws `mapRect` of the overlay; a subclass draws. MapKit calls it as it draws the map, so
    /// it is never called here (the map is not drawn).
    open func draw(_ mapRect: MKMapRect, zoomScale: MKZoomScale, in context: CGContext) {}

    /// The renderer's point of `mapPoint`: one point per map point, from the overlay's rectangle's
    /// top-left corner.
    open func point(for mapPoint: MKMapPoint) -> CGPoint {
        let origin = overlay.boundingMapRect.origin
        return CGPoint(x: mapPoint.x - origin.x, y: mapPoint.y - origin.y)
    }
    /// The map point of the renderer's `point`.
    open func mapPoint(for point: CGPoint) -> MKMapPoint {
        let origin = overlay.boundingMapRect.origin
        return MKMapPoint(x: origin.x + point.x, y: origin.y + point.y)
    }
    /// The renderer's rectangle of `mapRect`.
    open func rect(for mapRect: MKMapRect) -> CGRect {
        CGRect(origin: point(for: mapRect.origin), size: CGSize(width: mapRect.size.width, height: mapRect.size.height))
    }
    /// The map rectangle of the renderer's `rect`.
    open func mapRect(for rect: CGRect) -> MKMapRect {
        MKMapRect(origin: mapPoint(for: rect.origin), size: MKMapSize(width: rect.width, height: rect.height))
    }
}

/// A renderer that strokes and fills a path, as `MKOverlayPathRenderer`.
open class MKOverlayPathRenderer: MKOverlayRenderer {
    open var fillColor: UIColor?
    open var strokeColor: UIColor?
    open var lineWidth: CGFloat = 0
    open var lineJoin = CGLineJoin.round
    open var lineCap = CGLineCap.round
    open var miterLimit: CGFloat = 10
    open var lineDashPhase: CGFloat = 0
    open var lineDashPattern: [NSNumber]?
}

/// Draws a polyline, as `MKPolylineRenderer`.
open class MKPolylineRenderer: MKOverlayPathRenderer {
    public let polyline: MKPolyline
    public init(polyline: MKPolyline) {
        self.polyline = polyline
        super.init(overlay: polyline)
    }

    /// A renderer of `overlay`, as the inherited `MKOverlayRenderer.init(overlay:)` (what a map
    /// delegate writes for the overlay it is handed). iOS leaves ``polyline`` undefined when the
    /// overlay is not an `MKPolyline`; CellSnap chose an empty one there, so nothing is drawn for it.
    public override init(overlay: any MKOverlay) {
        self.polyline = overlay as? MKPolyline ?? MKPolyline(coordinates: [])
        super.init(overlay: overlay)
    }
}

/// Draws a polygon, as `MKPolygonRenderer`.
open class MKPolygonRenderer: MKOverlayPathRenderer {
    public let polygon: MKPolygon
    public init(polygon: MKPolygon) {
        self.polygon = polygon
        super.init(overlay: polygon)
    }

    /// A renderer of `overlay`, as the inherited `MKOverlayRenderer.init(overlay:)` (what a map
    /// delegate writes for the overlay it is handed). iOS leaves ``polygon`` undefined when the
    /// overlay is not an `MKPolygon`; CellSnap chose an empty one there, so nothing is drawn for it.
    public override init(overlay: any MKOverlay) {
        self.polygon = overlay as? MKPolygon ?? MKPolygon(coordinates: [])
        super.init(overlay: overlay)
    }
}

/// Draws a circle, as `MKCircleRenderer`.
open class MKCircleRenderer: MKOverlayPathRenderer {
    public let circle: MKCircle
    public init(circle: MKCircle) {
        self.circle = circle
        super.init(overlay: circle)
    }

    /// A renderer of `overlay`, as the inherited `MKOverlayRenderer.init(overlay:)` (what a map
    /// delegate writes for the overlay it is handed). iOS leaves ``circle`` undefined when the
    /// overlay is not an `MKCircle`; CellSnap chose an empty one there, so nothing is drawn for it.
    public override init(overlay: any MKOverlay) {
        self.circle = overlay as? MKCircle ?? MKCircle(center: CLLocationCoordinate2D(), radius: 0)
        super.init(overlay: overlay)
    }
}
