// A `<mapView>` element of a storyboard or xib makes MapKit's map view with its attributes, and a
// system class named without a module (as Xcode writes `customClass="MKMapView"`) is found in
// CellSnap's framework of that name.
import Foundation
import MapKit
import Testing
import UIKit

@MainActor @Suite struct MapKitInterfaceBuilderTests {
    func objects(_ body: String) -> [Any] {
        let data = Data(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
                    \(body)
                </objects>
            </document>
            """.utf8)
        return UINib(data: data, bundle: nil).instantiate(withOwner: nil, options: nil)
    }

    @Test func aMapViewElementMakesAMapViewWithItsAttributes() throws {
        let made = objects(
            """
            <mapView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" mapType="hybrid" \
            zoomEnabled="NO" showsCompass="NO" showsScale="YES" showsUserLocation="NO" id="m1">
                <rect key="frame" x="0.0" y="0.0" width="390" height="300"/>
            </mapView>
            """)
        let map = try #require(made.first as? MKMapView)
        #expect(map.mapType == .hybrid && !map.isZoomEnabled && !map.showsCompass && map.showsScale)
        #expect(map.isScrollEnabled && !map.showsUserLocation)
        #expect(map.frame == CGRect(x: 0, y: 0, width: 390, height: 300))
    }

    @Test func aBadMapTypeMakesNothing() {
        #expect(objects(#"<mapView mapType="globe" id="m1"/>"#).isEmpty)
    }

    @Test func aSystemClassWithoutItsModuleIsFound() throws {
        let made = objects(#"<view contentMode="scaleToFill" customClass="MKMapView" id="v1"/>"#)
        #expect(made.first is MKMapView)
    }
}
