// swift-format-ignore-file: AlwaysUseLowerCamelCase

import CellSnapUIKit
import CoreLocation
import Foundation

/// The domain of MapKit's errors.
public let MKErrorDomain = "MKErrorDomain"

/// An error of MapKit, as `MKError`: its code, and a description that says what CellSnap refused.
public struct MKError: Error, CustomNSError, Hashable, Sendable {
    /// The codes of `MKError.Code` (their raw values).
    public enum Code: UInt, Hashable, Sendable {
        case unknown = 1, serverFailure = 2, loadingThrottled = 3, placemarkNotFound = 4, directionsNotFound = 5
        case decodingFailed = 6
    }

    public let code: Code
    public let reason: String

    init(_ code: Code, _ reason: String) { (self.code, self.reason) = (code, reason) }

    public static var errorDomain: String { MKErrorDomain }
    public var errorCode: Int { Int(code.rawValue) }
    public var errorUserInfo: [String: Any] { [NSLocalizedDescriptionKey: reason] }

    /// The refusal of `call`: MapKit would ask Apple's servers.
    static func noNetwork(_ call: String) -> MKError {
        MKError(
            .serverFailure, "\(call): CellSnap has no network on Linux, and MapKit's answers come from Apple's servers")
    }
}

/// A search for places, as MapKit's `MKLocalSearch`: refused, as it asks Apple's servers. The
/// handler gets `MKError.serverFailure` naming the query, at once.
open class MKLocalSearch: NSObject, @unchecked Sendable {
    /// Whether the search is under way: never.
    open var isSearching: Bool { false }
    private let query: String

    public init(request: MKLocalSearch.Request) {
        query = request.naturalLanguageQuery ?? ""
        super.init()
    }

    public init(request: MKLocalPointsOfInterestRequest) {
        query = "points of interest"
        super.init()
    }

    open func start(completionHandler: @escaping @Sendable (MKLocalSearch.Response?, (any Error)?) -> Void) {
        completionHandler(nil, refusal)
    }

    open func start() async throws -> MKLocalSearch.Response { throw refusal }

    open func cancel() {}

    private var refusal: MKError { .noNetwork("MKLocalSearch(\"\(query)\")") }

    /// What to search for, as `MKLocalSearch.Request`.
    open class Request: NSObject, @unchecked Sendable {
        open var naturalLanguageQuery: String?
        open var region = MKCoordinateRegion()
        open var resultTypes = ResultType.pointOfInterest.union(.address)
        /// Which kinds of point of interest the search may find (`nil`: every kind). Kept: the
        /// search itself is refused, as it asks Apple's servers.
        open var pointOfInterestFilter: MKPointOfInterestFilter?

        public override init() { super.init() }
        public init(naturalLanguageQuery: String) {
            self.naturalLanguageQuery = naturalLanguageQuery
            super.init()
        }
        public init(naturalLanguageQuery: String, region: MKCoordinateRegion) {
            (self.naturalLanguageQuery, self.region) = (naturalLanguageQuery, region)
            super.init()
        }
    }

    /// The kinds of result, as `MKLocalSearch.ResultType`.
    public struct ResultType: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let address = ResultType(rawValue: 1 << 0)
        public static let pointOfInterest = ResultType(rawValue: 1 << 1)
        public static let physicalFeature = ResultType(rawValue: 1 << 2)
    }

    /// What a search found, as `MKLocalSearch.Response` (never made here).
    open class Response: NSObject, @unchecked Sendable {
        public let mapItems: [MKMapItem]
        public let boundingRegion: MKCoordinateRegion
        init(mapItems: [MKMapItem], boundingRegion: MKCoordinateRegion) {
            (self.mapItems, self.boundingRegion) = (mapItems, boundingRegion)
            super.init()
        }
    }
}

/// A search for points of interest around a coordinate, as `MKLocalPointsOfInterestRequest`.
open class MKLocalPointsOfInterestRequest: NSObject, @unchecked Sendable {
    public let coordinate: CLLocationCoordinate2D
    public let radius: CLLocationDistance
    public init(center coordinate: CLLocationCoordinate2D, radius: CLLocationDistance) {
        (self.coordinate, self.radius) = (coordinate, radius)
        super.init()
    }
}

/// Routes between places, as MapKit's `MKDirections`: refused, as it asks Apple's servers. The
/// handler gets `MKError.serverFailure`, at once.
open class MKDirections: NSObject, @unchecked Sendable {
    open var isCalculating: Bool { false }

    public init(request: MKDirections.Request) { super.init() }

    open func calculate(completionHandler: @escaping @Sendable (MKDirections.Response?, (any Error)?) -> Void) {
        completionHandler(nil, MKError.noNetwork("MKDirections.calculate"))
    }

    open func calculate() async throws -> MKDirections.Response { throw MKError.noNetwork("MKDirections.calculate") }

    open func calculateETA(completionHandler: @escaping @Sendable (MKDirections.ETAResponse?, (any Error)?) -> Void) {
        completionHandler(nil, MKError.noNetwork("MKDirections.calculateETA"))
    }

    open func cancel() {}

    /// Where a route goes, as `MKDirections.Request`.
    open class Request: NSObject, @unchecked Sendable {
        open var source: MKMapItem?
        open var destination: MKMapItem?
        open var transportType = MKDirectionsTransportType.any
        open var requestsAlternateRoutes = false
        open var departureDate: Date?
        open var arrivalDate: Date?
        public override init() { super.init() }
    }

    /// The routes found, as `MKDirections.Response` (never made here).
    open class Response: NSObject, @unchecked Sendable {
        public let source: MKMapItem
        public let destination: MKMapItem
        public let routes: [MKRoute]
        init(source: MKMapItem, destination: MKMapItem, routes: [MKRoute]) {
            (self.source, self.destination, self.routes) = (source, destination, routes)
            super.init()
        }
    }

    /// The travel time found, as `MKDirections.ETAResponse` (never made here).
    open class ETAResponse: NSObject, @unchecked Sendable {
        public let expectedTravelTime: TimeInterval
        public let distance: CLLocationDistance
        init(expectedTravelTime: TimeInterval, distance: CLLocationDistance) {
            (self.expectedTravelTime, self.distance) = (expectedTravelTime, distance)
            super.init()
        }
    }
}

/// A route, as `MKRoute` (made by MapKit's servers only).
open class MKRoute: NSObject, @unchecked Sendable {
    public let name: String
    public let polyline: MKPolyline
    public let distance: CLLocationDistance
    public let expectedTravelTime: TimeInterval
    init(name: String, polyline: MKPolyline, distance: CLLocationDistance, expectedTravelTime: TimeInterval) {
        (self.name, self.polyline, self.distance, self.expectedTravelTime) = (
            name, polyline, distance, expectedTravelTime
        )
        super.init()
    }
}

/// How a route travels, as `MKDirectionsTransportType` (its raw values).
public struct MKDirectionsTransportType: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let automobile = MKDirectionsTransportType(rawValue: 1 << 0)
    public static let walking = MKDirectionsTransportType(rawValue: 1 << 1)
    public static let transit = MKDirectionsTransportType(rawValue: 1 << 2)
    public static let any = MKDirectionsTransportType(rawValue: 0x0FFF_FFFF)
}
