// MapKit's clusters and map controls as a map screen sets them up: a cluster of the app's
// annotations, the compass, scale and tracking button with their sizes, each refused when drawn
// as the map is.
import CellSnapUIKitTesting
import MapKit
import Testing
import UIKit

@MainActor @Suite struct MapKitControlsTests {
    @Test func aClusterStandsAtTheCentreOfItsMembers() {
        let members = [
            StorePin("Soho", 51.51, -0.14), StorePin("Bank", 51.52, -0.08), StorePin("Brixton", 51.46, -0.11),
        ]
        let cluster = MKClusterAnnotation(memberAnnotations: members)
        cluster.title = "3 stores"
        #expect(cluster.memberAnnotations.count == 3 && cluster.title == "3 stores" && cluster.subtitle == nil)
        #expect(abs(cluster.coordinate.latitude - 51.49) < 1e-9 && abs(cluster.coordinate.longitude + 0.11) < 1e-9)
        #expect(!CLLocationCoordinate2DIsValid(MKClusterAnnotation(memberAnnotations: []).coordinate))
    }

    @Test func controlsAreLaidOutAndRefusedWhenDrawn() throws {
        let map = MKMapView(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        let compass = MKCompassButton(mapView: map)
        compass.compassVisibility = .visible
        let scale = MKScaleView(mapView: map)
        scale.legendAlignment = .trailing
        let tracking = MKUserTrackingButton(mapView: map)
        #expect(compass.mapView === map && compass.compassVisibility == .visible)
        #expect(scale.mapView === map && scale.legendAlignment == .trailing && scale.scaleVisibility == .adaptive)
        #expect(tracking.mapView === map)
        #expect(compass.intrinsicContentSize == CGSize(width: 40, height: 40))
        #expect(tracking.intrinsicContentSize == CGSize(width: 34, height: 34))
        for (view, name) in [(compass, "MKCompassButton"), (scale, "MKScaleView"), (tracking, "MKUserTrackingButton")]
            as [(UIView, String)]
        {
            view.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
            let error = try #require(throws: CellSnapUIKitError.self) { try view.cellSnapScreen() }
            #expect(error.call == name)
        }
    }

    /// A map that shows its own tracking button (iOS 17) is refused when drawn, as the button is.
    @Test func aMapShowingItsTrackingButtonIsRefused() throws {
        let map = MKMapView(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        map.showsUserTrackingButton = false
        _ = try map.cellSnapScreen()
        map.showsUserTrackingButton = true
        let error = try #require(throws: CellSnapUIKitError.self) { try map.cellSnapScreen() }
        #expect(error.call == "MKMapView.showsUserTrackingButton")
    }
}
