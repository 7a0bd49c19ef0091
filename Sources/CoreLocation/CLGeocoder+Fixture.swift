import Foundation
import Synchronization

extension CLGeocoder {
    /// Makes `placemarks` the answer to geocoding `address` (Linux-only; compared ignoring case
    /// and surrounding spaces). An empty answer is an answer: the handler gets no placemarks.
    public static func cellSnapAnswer(_ placemarks: [CLPlacemark], forAddress address: String) {
        GeocoderAnswers.current.withLock { $0.byAddress[GeocoderAnswers.key(address)] = placemarks }
    }

    /// Makes `placemarks` the answer to reverse geocoding any location within `radius` metres of
    /// `coordinate` (Linux-only; the nearest such point answers).
    public static func cellSnapAnswer(
        _ placemarks: [CLPlacemark], near coordinate: CLLocationCoordinate2D, radius: CLLocationDistance = 100
    ) {
        GeocoderAnswers.current.withLock {
            $0.byPoint.append(GeocoderAnswers.Point(center: coordinate, radius: radius, placemarks: placemarks))
        }
    }

    /// Forgets every answer (Linux-only).
    public static func cellSnapResetAnswers() { GeocoderAnswers.current.withLock { $0 = GeocoderAnswers() } }
}

/// The answers a test gave the geocoder.
struct GeocoderAnswers: @unchecked Sendable {
    struct Point {
        var center: CLLocationCoordinate2D
        var radius: CLLocationDistance
        var placemarks: [CLPlacemark]
    }

    var byAddress: [String: [CLPlacemark]] = [:]
    var byPoint: [Point] = []

    static func key(_ address: String) -> String {
        address.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
    }

    static let current = Mutex(GeocoderAnswers())
}
