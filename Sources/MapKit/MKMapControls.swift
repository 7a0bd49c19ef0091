import CellSnapUIKit
import CoreLocation
import Foundation

/// Annotations drawn as one, as MapKit's `MKClusterAnnotation`: the map makes one for the
/// annotations whose views share a `clusteringIdentifier` and would collide. CellSnap's map is
/// not drawn and never collides views, so only the app makes clusters here.
open class MKClusterAnnotation: NSObject, MKAnnotation {
    /// The annotations the cluster stands for.
    public let memberAnnotations: [any MKAnnotation]
    open var title: String?
    open var subtitle: String?

    /// A cluster of `memberAnnotations`.
    public init(memberAnnotations: [any MKAnnotation]) {
        self.memberAnnotations = memberAnnotations
        super.init()
    }

    /// The centre of the members' bounding box of latitudes and longitudes (CellSnap's choice:
    /// Apple does not document where a cluster stands); `kCLLocationCoordinate2DInvalid` when it
    /// has no members.
    open var coordinate: CLLocationCoordinate2D {
        let points = memberAnnotations.map(\.coordinate)
        guard let first = points.first else { return kCLLocationCoordinate2DInvalid }
        let (south, north) = points.reduce((first.latitude, first.latitude)) {
            (min($0.0, $1.latitude), max($0.1, $1.latitude))
        }
        let (west, east) = points.reduce((first.longitude, first.longitude)) {
            (min($0.0, $1.longitude), max($0.1, $1.longitude))
        }
        return CLLocationCoordinate2D(latitude: (south + north) / 2, longitude: (west + east) / 2)
    }
}

/// The compass of a map, as a control of its own, as MapKit's `MKCompassButton`. It is laid out
/// (40 × 40 pt, CellSnap's choice: Apple does not document its size) and keeps its map and
/// visibility; drawing it is refused with an error
/// naming it, as the map's is: it shows the map's heading with the system's artwork.
@preconcurrency @MainActor open class MKCompassButton: UIView {
    /// The map whose heading the compass shows.
    open weak var mapView: MKMapView?
    /// When the compass shows: `.adaptive` (iOS's default) while the map is rotated.
    open var compassVisibility = MKFeatureVisibility.adaptive

    /// The compass of `mapView`.
    public init(mapView: MKMapView?) {
        self.mapView = mapView
        super.init(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        refuseDrawing()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        refuseDrawing()
    }

    open override var intrinsicContentSize: CGSize { CGSize(width: 40, height: 40) }

    private final func refuseDrawing() {
        cellSnapRefuseDrawing(
            CellSnapUIKitError(
                call: "MKCompassButton",
                reason: "CellSnap cannot draw a map's controls on Linux: they show the map's camera"))
    }
}

/// The scale of a map, as MapKit's `MKScaleView`. It is laid out and keeps its map and settings;
/// drawing it is refused with an error naming it, as the map's is.
@preconcurrency @MainActor open class MKScaleView: UIView {
    /// Which side of the view the legend starts from, as `MKScaleView.Alignment`.
    public enum Alignment: Int, Hashable, Sendable {
        case leading = 0, trailing
    }
    /// The map whose scale the view shows.
    open weak var mapView: MKMapView?
    /// When the scale shows: `.adaptive` (iOS's default) while the map zooms.
    open var scaleVisibility = MKFeatureVisibility.adaptive
    /// Which side the legend starts from.
    open var legendAlignment = Alignment.leading

    /// The scale of `mapView`.
    public init(mapView: MKMapView?) {
        self.mapView = mapView
        super.init(frame: .zero)
        refuseDrawing()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        refuseDrawing()
    }

    private final func refuseDrawing() {
        cellSnapRefuseDrawing(
            CellSnapUIKitError(
                call: "MKScaleView",
                reason: "CellSnap cannot draw a map's controls on Linux: they show the map's camera"))
    }
}

/// The button that cycles a map's user tracking mode, as MapKit's `MKUserTrackingButton`. It is
/// laid out (34 × 34 pt, CellSnap's choice: Apple does not document its size) and keeps its map;
/// drawing it is refused with an error naming it, as the map's is.
@preconcurrency @MainActor open class MKUserTrackingButton: UIView {
    /// The map whose tracking mode the button changes.
    open weak var mapView: MKMapView?

    /// The tracking button of `mapView`.
    public init(mapView: MKMapView?) {
        self.mapView = mapView
        super.init(frame: CGRect(x: 0, y: 0, width: 34, height: 34))
        refuseDrawing()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        refuseDrawing()
    }

    open override var intrinsicContentSize: CGSize { CGSize(width: 34, height: 34) }

    private final func refuseDrawing() {
        cellSnapRefuseDrawing(
            CellSnapUIKitError(
                call: "MKUserTrackingButton",
                reason: "CellSnap cannot draw a map's controls on Linux: they show the map's camera"))
    }
}
