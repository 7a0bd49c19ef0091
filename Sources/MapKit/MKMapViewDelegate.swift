import CellSnapUIKit
import CoreLocation
import Foundation

/// What a map view tells the app and asks it, as MapKit's `MKMapViewDelegate`. Every requirement is
/// optional in the SDK and defaulted here; the map calls them at once, on the main thread.
@preconcurrency @MainActor public protocol MKMapViewDelegate: NSObjectProtocol {
    /// The view for `annotation`; `nil` uses the map's default (a marker, or the class registered
    /// for ``MKMapViewDefaultAnnotationViewReuseIdentifier``).
    func mapView(_ mapView: MKMapView, viewFor annotation: any MKAnnotation) -> MKAnnotationView?
    /// The renderer for `overlay`.
    func mapView(_ mapView: MKMapView, rendererFor overlay: any MKOverlay) -> MKOverlayRenderer
    func mapView(_ mapView: MKMapView, didAdd views: [MKAnnotationView])
    func mapView(_ mapView: MKMapView, regionWillChangeAnimated animated: Bool)
    func mapViewDidChangeVisibleRegion(_ mapView: MKMapView)
    func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool)
    func mapView(_ mapView: MKMapView, didSelect view: MKAnnotationView)
    func mapView(_ mapView: MKMapView, didDeselect view: MKAnnotationView)
    func mapView(_ mapView: MKMapView, didSelect annotation: any MKAnnotation)
    func mapView(_ mapView: MKMapView, didDeselect annotation: any MKAnnotation)
    func mapView(
        _ mapView: MKMapView, annotationView view: MKAnnotationView, calloutAccessoryControlTapped control: UIControl)
    func mapView(_ mapView: MKMapView, didUpdate userLocation: MKUserLocation)
    func mapView(_ mapView: MKMapView, didFailToLocateUserWithError error: any Error)
    func mapView(_ mapView: MKMapView, didChange mode: MKUserTrackingMode, animated: Bool)
    func mapViewWillStartLoadingMap(_ mapView: MKMapView)
    func mapViewDidFinishLoadingMap(_ mapView: MKMapView)
    func mapViewDidFailLoadingMap(_ mapView: MKMapView, withError error: any Error)
    func mapViewWillStartRenderingMap(_ mapView: MKMapView)
    func mapViewDidFinishRenderingMap(_ mapView: MKMapView, fullyRendered: Bool)
}

extension MKMapViewDelegate {
    public func mapView(_ mapView: MKMapView, viewFor annotation: any MKAnnotation) -> MKAnnotationView? { nil }
    /// A plain renderer (the SDK requires the delegate to give one for each overlay it adds).
    public func mapView(_ mapView: MKMapView, rendererFor overlay: any MKOverlay) -> MKOverlayRenderer {
        MKOverlayRenderer(overlay: overlay)
    }
    public func mapView(_ mapView: MKMapView, didAdd views: [MKAnnotationView]) {}
    public func mapView(_ mapView: MKMapView, regionWillChangeAnimated animated: Bool) {}
    public func mapViewDidChangeVisibleRegion(_ mapView: MKMapView) {}
    public func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool) {}
    public func mapView(_ mapView: MKMapView, didSelect view: MKAnnotationView) {}
    public func mapView(_ mapView: MKMapView, didDeselect view: MKAnnotationView) {}
    public func mapView(_ mapView: MKMapView, didSelect annotation: any MKAnnotation) {}
    public func mapView(_ mapView: MKMapView, didDeselect annotation: any MKAnnotation) {}
    public func mapView(
        _ mapView: MKMapView, annotationView view: MKAnnotationView, calloutAccessoryControlTapped control: UIControl
    ) {}
    public func mapView(_ mapView: MKMapView, didUpdate userLocation: MKUserLocation) {}
    public func mapView(_ mapView: MKMapView, didFailToLocateUserWithError error: any Error) {}
    public func mapView(_ mapView: MKMapView, didChange mode: MKUserTrackingMode, animated: Bool) {}
    public func mapViewWillStartLoadingMap(_ mapView: MKMapView) {}
    public func mapViewDidFinishLoadingMap(_ mapView: MKMapView) {}
    public func mapViewDidFailLoadingMap(_ mapView: MKMapView, withError error: any Error) {}
    public func mapViewWillStartRenderingMap(_ mapView: MKMapView) {}
    public func mapViewDidFinishRenderingMap(_ mapView: MKMapView, fullyRendered: Bool) {}
}

/// The map's look, as `MKMapType` (its raw values).
public enum MKMapType: UInt, Hashable, Sendable {
    case standard = 0, satellite, hybrid, satelliteFlyover, hybridFlyover, mutedStandard
}

/// Whether the map follows the device, as `MKUserTrackingMode` (its raw values).
public enum MKUserTrackingMode: Int, Hashable, Sendable {
    case none = 0, follow, followWithHeading
}
