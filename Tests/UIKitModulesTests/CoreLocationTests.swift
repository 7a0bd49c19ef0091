// `import CoreLocation` as a nearby-places screen writes it: the manager asks for authorization
// and reports the positions a test sets; distances on the WGS-84 ellipsoid; regions; the geocoder
// answers what the test gave it. The device is the process's, so these tests run one after another.
import CoreLocation
import Foundation
import Testing
import UIKit

/// A delegate that starts updating once authorized, as location screens write it.
final class NearbyLocationDelegate: NSObject, CLLocationManagerDelegate {
    var events: [String] = []

    func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {
        events.append("authorization \(manager.authorizationStatus.rawValue)")
        if manager.authorizationStatus == .authorizedWhenInUse || manager.authorizationStatus == .authorizedAlways {
            manager.startUpdatingLocation()
        }
    }

    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
        events.append(
            "locations "
                + locations.map { "\($0.coordinate.latitude),\($0.coordinate.longitude)" }.joined(separator: " "))
    }

    func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error) {
        events.append("error \((error as? CLError)?.code.rawValue ?? -1)")
    }

    func locationManager(_ manager: CLLocationManager, didEnterRegion region: CLRegion) {
        events.append("enter \(region.identifier)")
    }

    func locationManager(_ manager: CLLocationManager, didExitRegion region: CLRegion) {
        events.append("exit \(region.identifier)")
    }
}

/// A delegate written for iOS 13: only the deprecated authorization callback.
final class OlderLocationDelegate: NSObject, CLLocationManagerDelegate {
    var statuses: [CLAuthorizationStatus] = []
    func locationManager(_ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus) {
        statuses.append(status)
    }
}

/// Degrees, minutes and seconds as degrees.
private func degrees(_ d: Double, _ m: Double, _ s: Double) -> Double {
    (abs(d) + m / 60 + s / 3600) * (d < 0 ? -1 : 1)
}

@Suite(.serialized) struct CoreLocationTests {
    init() {
        CLLocationManager.cellSnapReset()
        CLGeocoder.cellSnapResetAnswers()
    }

    /// Geodesic distances with their known values: Vincenty's own example (Flinders Peak to
    /// Buninyong, 54,972.271 m), a degree of the equator (a·π/180) and of the meridian from the
    /// equator (110,574.389 m), each to a millimetre.
    @Test(arguments: [
        (
            degrees(-37, 57, 3.72030), degrees(144, 25, 29.52440), degrees(-37, 39, 10.15610),
            degrees(143, 55, 35.38390), 54_972.271
        ),
        (0.0, 0.0, 0.0, 1.0, 6_378_137 * Double.pi / 180),
        (0.0, 0.0, 1.0, 0.0, 110_574.389),
        (51.5, 0.0, 51.5, 0.0, 0.0),
    ])
    func distances(_ row: (Double, Double, Double, Double, Double)) {
        let (lat1, lon1, lat2, lon2, expected) = row
        let start = CLLocation(latitude: lat1, longitude: lon1)
        let end = CLLocation(latitude: lat2, longitude: lon2)
        #expect(abs(start.distance(from: end) - expected) < 0.001)
        #expect(abs(end.distance(from: start) - expected) < 0.001)
    }

    /// Nearly antipodal points, where Vincenty's iteration does not settle: the great-circle
    /// distance, within 0.5 % of the geodesic (19,944,127.4 m, Karney's example).
    @Test func nearlyAntipodalDistanceIsBounded() {
        let distance = CLLocation(latitude: 0, longitude: 0).distance(from: CLLocation(latitude: 0.5, longitude: 179.7))
        #expect(abs(distance - 19_944_127.4) / 19_944_127.4 < 0.005)
    }

    @Test func coordinatesAndRegions() {
        #expect(CLLocationCoordinate2DIsValid(CLLocationCoordinate2D(latitude: 90, longitude: -180)))
        #expect(!CLLocationCoordinate2DIsValid(kCLLocationCoordinate2DInvalid))
        let location = CLLocation(latitude: 48.8584, longitude: 2.2945)
        #expect(
            location.altitude == 0 && location.verticalAccuracy == -1 && location.speed == -1 && location.course == -1)
        let tower = CLCircularRegion(center: location.coordinate, radius: 100, identifier: "tower")
        #expect(tower.contains(CLLocationCoordinate2D(latitude: 48.8590, longitude: 2.2945)))  // 67 m north
        #expect(!tower.contains(CLLocationCoordinate2D(latitude: 48.8600, longitude: 2.2945)))  // 178 m north
    }

    @Test func whenInUseFlowReportsTheTestPositions() {
        CLLocationManager.cellSnapSetAuthorizationAnswer(.authorizedAlways)
        CLLocationManager.cellSnapSetLocations([CLLocation(latitude: 52.52, longitude: 13.405)])
        let manager = CLLocationManager()
        let delegate = NearbyLocationDelegate()
        manager.delegate = delegate
        #expect(manager.location == nil)
        manager.requestWhenInUseAuthorization()
        // A when-in-use request grants when-in-use at most; asking again does not ask the person.
        #expect(manager.authorizationStatus == .authorizedWhenInUse)
        manager.requestWhenInUseAuthorization()
        manager.distanceFilter = 1_000
        CLLocationManager.cellSnapSetLocations([
            CLLocation(latitude: 52.52, longitude: 13.405), CLLocation(latitude: 52.521, longitude: 13.405),
            CLLocation(latitude: 52.53, longitude: 13.405),
        ])
        #expect(manager.location?.coordinate.latitude == 52.53)
        #expect(
            delegate.events == [
                "authorization 0", "authorization 4", "locations 52.52,13.405", "locations 52.53,13.405",
            ])
    }

    @Test func deniedAndOneShotRequests() {
        let manager = CLLocationManager()
        let delegate = NearbyLocationDelegate()
        manager.delegate = delegate
        manager.requestLocation()
        manager.requestWhenInUseAuthorization()  // answered .denied
        #expect(manager.authorizationStatus == .denied && manager.location == nil)
        #expect(delegate.events == ["authorization 0", "authorization 2", "error 1"])
        CLLocationManager.cellSnapReset()
        CLLocationManager.cellSnapSetAuthorizationAnswer(.authorizedWhenInUse, decided: true)
        let older = OlderLocationDelegate()
        let second = CLLocationManager()
        second.delegate = older
        second.requestLocation()  // no position set
        #expect(older.statuses == [.authorizedWhenInUse])
    }

    @Test func regionMonitoringNeedsAlways() {
        CLLocationManager.cellSnapSetAuthorizationAnswer(.authorizedAlways, decided: true)
        CLLocationManager.cellSnapSetLocations([CLLocation(latitude: 40.0, longitude: -74.0)])
        let manager = CLLocationManager()
        let delegate = NearbyLocationDelegate()
        manager.delegate = delegate
        let office = CLCircularRegion(
            center: CLLocationCoordinate2D(latitude: 40.01, longitude: -74.0), radius: 500, identifier: "office")
        manager.startMonitoring(for: office)
        #expect(manager.monitoredRegions.map(\.identifier) == ["office"])
        CLLocationManager.cellSnapSetLocations([CLLocation(latitude: 40.0099, longitude: -74.0)])
        CLLocationManager.cellSnapSetLocations([CLLocation(latitude: 40.03, longitude: -74.0)])
        #expect(
            delegate.events == [
                "authorization 3", "locations 40.0,-74.0", "locations 40.0099,-74.0", "enter office",
                "locations 40.03,-74.0", "exit office",
            ])
    }

    @Test func geocoderAnswersTheTestOrRefuses() async throws {
        let placemark = CLPlacemark(
            cellSnapLocation: CLLocation(latitude: 37.3349, longitude: -122.009), name: "Apple Park",
            address: .init(locality: "Cupertino", administrativeArea: "CA", isoCountryCode: "US"))
        CLGeocoder.cellSnapAnswer([placemark], forAddress: "One Apple Park Way")
        CLGeocoder.cellSnapAnswer([placemark], near: CLLocationCoordinate2D(latitude: 37.3349, longitude: -122.009))
        let geocoder = CLGeocoder()
        #expect(try await geocoder.geocodeAddressString(" one apple park way ").first?.locality == "Cupertino")
        let near = try await geocoder.reverseGeocodeLocation(CLLocation(latitude: 37.3352, longitude: -122.009))
        #expect(near.first?.name == "Apple Park")
        nonisolated(unsafe) var refusal: (any Error)?
        geocoder.geocodeAddressString("Nowhere 1") { _, error in refusal = error }
        let error = try #require(refusal as? CLError)
        #expect(error.code == .network)
        #expect(
            error.localizedDescription.hasPrefix(
                "CLGeocoder.geocodeAddressString(\"Nowhere 1\"): CellSnap has no network"))
    }
}
