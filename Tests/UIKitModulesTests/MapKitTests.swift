// `import MapKit` as a store-locator screen writes it: a map view with a region, annotations and
// the views its delegate dequeues, overlays and their renderers; map geometry; searches and
// directions refused (no network); drawing a map's overlays refused with the call's name.
import CellSnapUIKitTesting
import MapKit
import Testing
import UIKit

final class StorePin: NSObject, MKAnnotation {
    let coordinate: CLLocationCoordinate2D
    let title: String?

    init(_ title: String, _ latitude: Double, _ longitude: Double) {
        (self.title, coordinate) = (title, CLLocationCoordinate2D(latitude: latitude, longitude: longitude))
    }
}

final class StoreMarkerView: MKMarkerAnnotationView {
    override init(annotation: (any MKAnnotation)?, reuseIdentifier: String?) {
        super.init(annotation: annotation, reuseIdentifier: reuseIdentifier)
        markerTintColor = .systemOrange
        canShowCallout = true
    }

    required init?(coder aDecoder: NSCoder) { super.init(coder: aDecoder) }
}

final class StoreMapController: UIViewController, MKMapViewDelegate {
    let mapView = MKMapView()
    var events: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        mapView.frame = CGRect(x: 0, y: 0, width: 400, height: 200)
        mapView.delegate = self
        mapView.register(StoreMarkerView.self, forAnnotationViewWithReuseIdentifier: "store")
        view.addSubview(mapView)
    }

    func mapView(_ mapView: MKMapView, viewFor annotation: any MKAnnotation) -> MKAnnotationView? {
        let view = mapView.dequeueReusableAnnotationView(withIdentifier: "store", for: annotation)
        view.centerOffset = CGPoint(x: 0, y: -10)
        return view
    }

    func mapView(_ mapView: MKMapView, rendererFor overlay: any MKOverlay) -> MKOverlayRenderer {
        let renderer = MKPolylineRenderer(polyline: overlay as! MKPolyline)
        renderer.strokeColor = .systemBlue
        renderer.lineWidth = 4
        return renderer
    }

    func mapView(_ mapView: MKMapView, didAdd views: [MKAnnotationView]) { events.append("added \(views.count)") }
    func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool) { events.append("region") }
    func mapView(_ mapView: MKMapView, didSelect view: MKAnnotationView) {
        events.append("selected \(view.annotation?.title.flatMap { $0 } ?? "")")
    }
}

@MainActor @Suite struct MapKitTests {
    /// Apple's map points: the spherical Mercator square of 2²⁸ points.
    @Test func mapPointsAreMercator() {
        let origin = MKMapPoint(CLLocationCoordinate2D(latitude: 0, longitude: 0))
        #expect(origin.x == 134_217_728 && abs(origin.y - 134_217_728) < 1e-6)
        let corner = MKMapPoint(CLLocationCoordinate2D(latitude: 85.05112877980659, longitude: -180))
        #expect(corner.x == 0 && abs(corner.y) < 1e-3)
        let london = CLLocationCoordinate2D(latitude: 51.5, longitude: -0.12)
        let back = MKMapPoint(london).coordinate
        #expect(abs(back.latitude - 51.5) < 1e-9 && abs(back.longitude + 0.12) < 1e-9)
        #expect(abs(MKMetersPerMapPointAtLatitude(0) - 2 * Double.pi * 6_378_137 / 268_435_456) < 1e-12)
        let region = MKCoordinateRegion(center: london, latitudinalMeters: 1_000, longitudinalMeters: 1_000)
        // A degree of latitude at 51.5° is 111,257 m on WGS-84; of longitude, 69,430 m.
        #expect(abs(region.span.latitudeDelta - 1_000 / 111_257.0) < 1e-5)
        #expect(abs(region.span.longitudeDelta - 1_000 / 69_430.0) < 1e-5)
    }

    /// A road is 5 screen points wide at every zoom: 5 / zoomScale map points; no width for a
    /// zoom scale that is not a positive number.
    @Test func roadWidthIsFiveScreenPointsInMapPoints() {
        let cases: [(MKZoomScale, CGFloat)] = [
            (1, 5), (0.5, 10), (1.0 / 4096, 20_480), (0, 0), (-1, 0), (.infinity, 0), (.nan, 0),
        ]
        for (zoomScale, width) in cases {
            #expect(MKRoadWidthAtZoomScale(zoomScale) == width, "\(zoomScale)")
        }
    }

    @Test func annotationsGetDelegateViewsAtTheirPoints() throws {
        let controller = StoreMapController()
        controller.loadViewIfNeeded()
        let map = controller.mapView
        map.setRegion(
            MKCoordinateRegion(
                center: CLLocationCoordinate2D(latitude: 0, longitude: 0),
                span: MKCoordinateSpan(latitudeDelta: 10, longitudeDelta: 10)), animated: false)
        // The region is widened to the map's 2:1 aspect: twice the Mercator height of ±5° of latitude.
        let height =
            MKMapPoint(CLLocationCoordinate2D(latitude: -5, longitude: 0)).y
            - MKMapPoint(CLLocationCoordinate2D(latitude: 5, longitude: 0)).y
        let longitudeDelta = 2 * height / MKMapSize.world.width * 360
        #expect(abs(map.region.span.longitudeDelta - longitudeDelta) < 1e-9 && longitudeDelta > 20.02)
        let centre = StorePin("Centre", 0, 0)
        let east = StorePin("East", 0, 5)
        map.addAnnotations([centre, east])
        #expect(map.annotations.count == 2)
        let view = try #require(map.view(for: east) as? StoreMarkerView)
        #expect(view.reuseIdentifier == "store" && view.markerTintColor == .systemOrange && view.canShowCallout)
        #expect(abs(view.center.x - (200 + 400 * 5 / longitudeDelta)) < 1e-6 && abs(view.center.y - 90) < 1e-6)
        #expect(abs((map.view(for: centre)?.center.x ?? 0) - 200) < 1e-6)
        let coordinate = map.convert(CGPoint(x: 300, y: 100), toCoordinateFrom: nil)
        #expect(abs(coordinate.longitude - longitudeDelta / 4) < 1e-9 && abs(coordinate.latitude) < 1e-9)
        map.selectAnnotation(east, animated: false)
        #expect(map.selectedAnnotations.first === east && view.isSelected)
        map.removeAnnotation(east)
        #expect(map.view(for: east) == nil && map.annotations.count == 1 && map.selectedAnnotations.isEmpty)
        #expect(controller.events == ["region", "added 2", "selected East"])
        // The removed view is reused for the next annotation.
        map.addAnnotation(StorePin("West", 0, -5))
        #expect(map.view(for: map.annotations[1]) === view && view.annotation?.title == "West")
    }

    @Test func overlaysAskForRenderers() {
        let controller = StoreMapController()
        controller.loadViewIfNeeded()
        let route = [
            CLLocationCoordinate2D(latitude: 48.85, longitude: 2.29),
            CLLocationCoordinate2D(latitude: 48.86, longitude: 2.35),
        ]
        let line = MKPolyline(coordinates: route, count: route.count)
        controller.mapView.addOverlay(line)
        #expect(line.pointCount == 2 && abs(line.coordinates[1].longitude - 2.35) < 1e-9)
        let renderer = controller.mapView.renderer(for: line) as? MKPolylineRenderer
        #expect(renderer?.lineWidth == 4 && renderer?.strokeColor == .systemBlue)
        controller.mapView.removeOverlay(line)
        #expect(controller.mapView.overlays.isEmpty && controller.mapView.renderer(for: line) == nil)
        let circle = MKCircle(center: route[0], radius: 500)
        #expect(circle.boundingMapRect.contains(MKMapPoint(route[0])))
    }

    @Test func drawingOverlaysSearchesAndDirectionsAreRefused() async throws {
        UIView.cellSnapInstallTextMeasurer()
        let controller = StoreMapController()
        controller.loadViewIfNeeded()
        _ = try controller.view.cellSnapScreen()
        let route = [
            CLLocationCoordinate2D(latitude: 48.85, longitude: 2.29),
            CLLocationCoordinate2D(latitude: 48.86, longitude: 2.35),
        ]
        controller.mapView.addOverlay(MKPolyline(coordinates: route, count: route.count))
        #expect {
            _ = try controller.view.cellSnapScreen()
        } throws: { error in
            (error as? CellSnapUIKitError)?.call == "MKMapView.addOverlay(MKPolyline)"
        }
        let request = MKLocalSearch.Request()
        request.naturalLanguageQuery = "coffee"
        do {
            _ = try await MKLocalSearch(request: request).start()
            Issue.record("a search needs Apple's servers")
        } catch let error as MKError {
            #expect(
                error.code == .serverFailure
                    && error.reason.hasPrefix("MKLocalSearch(\"coffee\"): CellSnap has no network"))
        }
        let directions = MKDirections.Request()
        directions.destination = MKMapItem(
            placemark: MKPlacemark(coordinate: CLLocationCoordinate2D(latitude: 1, longitude: 2)))
        await #expect(throws: MKError.self) { try await MKDirections(request: directions).calculate() }
        #expect(directions.destination?.openInMaps() == false)
    }
}
