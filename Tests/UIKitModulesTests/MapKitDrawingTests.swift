// A map drawn as iOS shows it before its tiles arrive: its plain background and grid (no
// geography), the "Legal" label at the bottom trailing corner, and the annotation views on top at
// their annotations' points (a linear projection of the visible map rectangle), in both layout
// directions; the markers' and pins' figures; and a map view's delegate outlet from a document.
import CellSnapUIKitTesting
import MapKit
import Testing
import UIKit

/// A marker with text, a purple pin and a plain view with an image, by the annotation's title.
final class DrawnMapController: UIViewController, MKMapViewDelegate {
    let mapView = MKMapView()

    override func viewDidLoad() {
        super.viewDidLoad()
        mapView.frame = CGRect(x: 0, y: 0, width: 320, height: 200)
        mapView.delegate = self
        view.addSubview(mapView)
        mapView.setRegion(
            MKCoordinateRegion(
                center: CLLocationCoordinate2D(latitude: 0, longitude: 0),
                span: MKCoordinateSpan(latitudeDelta: 10, longitudeDelta: 16)), animated: false)
        mapView.addAnnotations([
            StorePin("Default", 0, 0), StorePin("Text", 2, -4), StorePin("Pin", -2, 4), StorePin("Image", 3, 5),
        ])
    }

    func mapView(_ mapView: MKMapView, viewFor annotation: any MKAnnotation) -> MKAnnotationView? {
        switch annotation.title ?? nil {
        case "Text":
            let marker = MKMarkerAnnotationView(annotation: annotation, reuseIdentifier: "text")
            marker.glyphText = "12"
            marker.markerTintColor = .systemGreen
            return marker
        case "Pin":
            let pin = MKPinAnnotationView(annotation: annotation, reuseIdentifier: "pin")
            pin.pinTintColor = MKPinAnnotationView.purplePinColor()
            return pin
        case "Image":
            let view = MKAnnotationView(annotation: annotation, reuseIdentifier: "image")
            let renderer = UIGraphicsImageRenderer(size: CGSize(width: 12, height: 12))
            view.image = renderer.image { context in
                UIColor.systemBlue.setFill()
                context.fill(CGRect(x: 0, y: 0, width: 12, height: 12))
            }
            return view
        default: return nil
        }
    }
}

@MainActor @Suite struct MapKitDrawingTests {
    @Test func aMapIsDrawnWithoutTilesWithItsAnnotationViews() {
        let controller = DrawnMapController()
        // Annotation views lie on the map's drawing by design: the overlap lint is off.
        assertSnapshot(of: controller, as: .screen(size: CGSize(width: 320, height: 200)), lint: .off)
    }

    @Test func aMapIsDrawnRightToLeftWithTheLegalLabelAtTheLeft() {
        let controller = DrawnMapController()
        controller.view.semanticContentAttribute = .forceRightToLeft
        controller.mapView.semanticContentAttribute = .forceRightToLeft
        assertSnapshot(of: controller, as: .screen(size: CGSize(width: 320, height: 200)), named: "rtl", lint: .off)
    }

    /// The default marker's tip, the pin's needle and the image view's centre are on their
    /// annotations' points; a map does not mirror in a right-to-left layout.
    @Test func annotationViewsArePlacedAtTheirPointsInBothDirections() throws {
        for rightToLeft in [false, true] {
            let controller = DrawnMapController()
            if rightToLeft { controller.mapView.semanticContentAttribute = .forceRightToLeft }
            controller.loadViewIfNeeded()
            let map = controller.mapView
            let annotations = map.annotations
            func view(_ title: String) throws -> MKAnnotationView {
                let annotation = try #require(annotations.first { $0.title == title })
                return try #require(map.view(for: annotation))
            }
            let marker = try view("Default")
            #expect(marker is MKMarkerAnnotationView)
            #expect(abs(marker.frame.minX - 145) < 1e-9 && abs(marker.frame.minY - 62) < 1e-9)
            #expect(marker.frame.size == CGSize(width: 30, height: 38))
            let pin = try view("Pin")
            let pinPoint = map.convert(CLLocationCoordinate2D(latitude: -2, longitude: 4), toPointTo: nil)
            #expect(abs(pin.frame.midX - pinPoint.x) < 1e-9 && abs(pin.frame.maxY - pinPoint.y) < 1e-9)
            #expect(pin.bounds.size == CGSize(width: 14, height: 36) && pinPoint.x > 160)
            let image = try view("Image")
            let imagePoint = map.convert(CLLocationCoordinate2D(latitude: 3, longitude: 5), toPointTo: nil)
            #expect(abs(image.center.x - imagePoint.x) < 1e-9 && abs(image.center.y - imagePoint.y) < 1e-9)
            #expect(image.bounds.size == CGSize(width: 12, height: 12))
        }
    }

    @Test func aMapViewsDelegateOutletIsConnectedFromADocument() throws {
        let owner = DrawnMapController()
        let data = Data(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
                    <mapView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" mapType="standard" id="m1">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                        <connections>
                            <outlet property="delegate" destination="-1" id="o1"/>
                        </connections>
                    </mapView>
                </objects>
            </document>
            """.utf8)
        let made = UINib(data: data, bundle: nil).instantiate(withOwner: owner, options: nil)
        let map = try #require(made.first as? MKMapView)
        #expect(map.delegate === owner)
    }
}
