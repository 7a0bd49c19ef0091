// MapKit's GeoJSON decoder, multi-shapes, tile overlays, point-of-interest filters, camera limits
// and search completer, as a map overlays screen uses them.
import CoreLocation
import Foundation
import MapKit
import Testing

@MainActor @Suite struct MapKitOverlayAdditionsTests {
    static let geoJSON = Data(
        #"""
        {"type": "FeatureCollection", "features": [
          {"type": "Feature", "id": 7, "properties": {"mag": 4.5, "name": "quake"},
           "geometry": {"type": "Point", "coordinates": [-122.4, 37.8]}},
          {"type": "Feature", "id": "zone", "properties": null,
           "geometry": {"type": "MultiPolygon", "coordinates": [
             [[[0, 0], [10, 0], [10, 10], [0, 10], [0, 0]], [[2, 2], [4, 2], [4, 4], [2, 2]]],
             [[[20, 20], [30, 20], [30, 30], [20, 20]]]]}},
          {"type": "Feature", "geometry": {"type": "GeometryCollection", "geometries": [
             {"type": "LineString", "coordinates": [[1, 1], [2, 2], [3, 1]]},
             {"type": "MultiLineString", "coordinates": [[[0, 0], [1, 1]], [[5, 5], [6, 6]]]},
             {"type": "MultiPoint", "coordinates": [[1, 2], [3, 4]]}]}}]}
        """#.utf8)

    @Test func geoJSONFeaturesDecodeToShapes() throws {
        let objects = try MKGeoJSONDecoder().decode(Self.geoJSON)
        let features = objects.compactMap { $0 as? MKGeoJSONFeature }
        #expect(objects.count == 3 && features.count == 3)
        #expect(features.map(\.identifier) == ["7", "zone", nil])
        #expect(features[0].properties == Data(#"{"mag":4.5,"name":"quake"}"#.utf8) && features[1].properties == nil)
        let point = try #require(features[0].geometry.first as? MKPointAnnotation)
        #expect(point.coordinate.latitude == 37.8 && point.coordinate.longitude == -122.4)
        let zone = try #require(features[1].geometry.first as? MKMultiPolygon)
        #expect(zone.polygons.count == 2 && zone.polygons[0].pointCount == 5)
        #expect(zone.polygons[0].interiorPolygons?.first?.pointCount == 4 && zone.polygons[1].interiorPolygons == nil)
        let union = zone.polygons[0].boundingMapRect.union(zone.polygons[1].boundingMapRect)
        #expect((zone.boundingMapRect.origin.x, zone.boundingMapRect.size.width) == (union.origin.x, union.size.width))
        let shapes = features[2].geometry
        #expect(shapes.count == 3 && (shapes[0] as? MKPolyline)?.pointCount == 3)
        #expect((shapes[1] as? MKMultiPolyline)?.polylines.count == 2 && (shapes[2] as? MKMultiPoint)?.pointCount == 2)
    }

    @Test(arguments: [
        ("not json", "the data is not JSON"),
        (#"{"type": "FeatureCollection"}"#, "a FeatureCollection has no \"features\" array"),
        (#"{"type": "Point", "coordinates": [200, 0]}"#, "outside longitudes ±180"),
        (#"{"type": "Circle", "coordinates": []}"#, "the unknown type \"Circle\""),
        (#"{"type": "Polygon", "coordinates": []}"#, "a polygon has no rings"),
    ])
    func dataThatIsNotGeoJSONIsRefused(text: String, problem: String) {
        #expect {
            try MKGeoJSONDecoder().decode(Data(text.utf8))
        } throws: { error in
            (error as? MKError)?.code == .decodingFailed && error.localizedDescription.contains(problem)
        }
    }

    @Test func tileOverlaysFillTheirTemplate() async throws {
        let overlay = MKTileOverlay(urlTemplate: "https://tiles.example/{z}/{x}/{y}@{scale}x.png")
        let path = MKTileOverlayPath(x: 3, y: 5, z: 4, contentScaleFactor: 2)
        #expect(overlay.url(forTilePath: path).absoluteString == "https://tiles.example/4/3/5@2x.png")
        #expect(
            overlay.tileSize == CGSize(width: 256, height: 256)
                && overlay.boundingMapRect.size.width == MKMapSize.world.width)
        await #expect(throws: MKError.self) { try await overlay.loadTile(at: path) }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("cellsnap-tile-4-3-5.png")
        try Data([1, 2, 3]).write(to: file)
        let local = MKTileOverlay(
            urlTemplate: file.deletingLastPathComponent().absoluteString + "cellsnap-tile-{z}-{x}-{y}.png")
        #expect(try await local.loadTile(at: path) == Data([1, 2, 3]))
    }

    @Test func renderersConvertBetweenMapAndTheirPoints() {
        let polygon = MKPolygon(points: [MKMapPoint(x: 100, y: 200), MKMapPoint(x: 300, y: 400)], count: 2)
        let renderer = MKPolygonRenderer(polygon: polygon)
        // The polygon keeps coordinates, so its corner comes back within a millionth of a map point.
        func near(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 1e-3 }
        let point = renderer.point(for: MKMapPoint(x: 150, y: 260))
        #expect(near(point.x, 50) && near(point.y, 60))
        let mapPoint = renderer.mapPoint(for: CGPoint(x: 10, y: 20))
        #expect(near(mapPoint.x, 110) && near(mapPoint.y, 220))
        let rect = renderer.rect(for: MKMapRect(x: 100, y: 200, width: 5, height: 6))
        #expect(near(rect.minX, 0) && near(rect.minY, 0) && rect.size == CGSize(width: 5, height: 6))
        let gradient = MKGradientPolylineRenderer(polyline: MKPolyline(points: [MKMapPoint(x: 0, y: 0)], count: 1))
        gradient.setColors([.red, .blue], locations: [1, 0])
        #expect(gradient.locations == [0, 1] && gradient.colors == [.blue, .red])
    }

    @Test func renderersMadeFromTheirOverlay() {
        let line = MKPolyline(points: [MKMapPoint(x: 0, y: 0), MKMapPoint(x: 8, y: 8)], count: 2)
        let shape = MKPolygon(points: [MKMapPoint(x: 1, y: 2), MKMapPoint(x: 3, y: 4)], count: 2)
        let circle = MKCircle(center: CLLocationCoordinate2D(latitude: 10, longitude: 20), radius: 50)
        let overlays: [any MKOverlay] = [line, shape, circle]
        let polyline = MKPolylineRenderer(overlay: overlays[0])
        #expect(polyline.polyline === line && polyline.overlay === line)
        let polygon = MKPolygonRenderer(overlay: overlays[1])
        #expect(polygon.polygon === shape && polygon.overlay === shape)
        let round = MKCircleRenderer(overlay: overlays[2])
        #expect(round.circle === circle && round.circle.radius == 50)
        // Not the renderer's kind of shape: CellSnap hands an empty shape (iOS leaves it undefined).
        let mismatched = MKPolylineRenderer(overlay: circle)
        #expect(mismatched.overlay === circle && mismatched.polyline.pointCount == 0)
        #expect(MKCircleRenderer(overlay: line).circle.radius == 0)
        #expect(MKPolygonRenderer(overlay: circle).polygon.pointCount == 0)
    }

    @Test func filtersBoundariesAndConfigurations() throws {
        let filter = MKPointOfInterestFilter(including: [.cafe, .park])
        #expect(
            filter.includes(.cafe) && filter.excludes(.airport) && MKPointOfInterestFilter.excludingAll.excludes(.cafe))
        #expect(
            MKPointOfInterestFilter.includingAll.includes(.zoo)
                && MKPointOfInterestCategory.atm.rawValue == "MKPOICategoryATM")
        let region = MKCoordinateRegion(
            center: CLLocationCoordinate2D(latitude: 0, longitude: 0),
            span: MKCoordinateSpan(latitudeDelta: 10, longitudeDelta: 10))
        let boundary = try #require(MKMapView.CameraBoundary(coordinateRegion: region))
        #expect(abs(boundary.mapRect.width - MKMapSize.world.width / 36) < 1 && boundary.region.center.latitude == 0)
        #expect(MKMapView.CameraBoundary(mapRect: .null) == nil)
        #expect(MKMapView.CameraZoomRange(minCenterCoordinateDistance: 10, maxCenterCoordinateDistance: 5) == nil)
        let configuration = MKStandardMapConfiguration(emphasisStyle: .muted)
        #expect(configuration.emphasisStyle == .muted && configuration.elevationStyle == .flat)
        let map = MKMapView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        map.cameraBoundary = boundary
        map.preferredConfiguration = configuration
        #expect(map.cameraBoundary === boundary && map.preferredConfiguration === configuration)
    }

    @Test func completerRefusesThroughItsDelegate() async {
        let completer = MKLocalSearchCompleter()
        let delegate = CompleterDelegate()
        completer.delegate = delegate
        completer.queryFragment = "Cupert"
        await withCheckedContinuation { continuation in DispatchQueue.main.async { continuation.resume() } }
        let error = delegate.errors.first as? MKError
        #expect(delegate.errors.count == 1 && error?.code == .serverFailure && completer.results.isEmpty)
        #expect(error?.localizedDescription.contains("Cupert") == true)
    }
}

@MainActor private final class CompleterDelegate: NSObject, MKLocalSearchCompleterDelegate {
    var errors: [any Error] = []
    func completer(_ completer: MKLocalSearchCompleter, didFailWithError error: any Error) { errors.append(error) }
}
