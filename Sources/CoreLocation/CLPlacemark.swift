import Foundation

/// A place's name and address, as Core Location's `CLPlacemark`. Core Location makes placemarks
/// from its geocoding servers; CellSnap's come from a test (``init(cellSnapLocation:name:address:)``),
/// and are answered by ``CLGeocoder``.
open class CLPlacemark: NSObject, NSCopying, @unchecked Sendable {
    public let location: CLLocation?
    public let name: String?
    public let thoroughfare: String?
    public let subThoroughfare: String?
    public let locality: String?
    public let subLocality: String?
    public let administrativeArea: String?
    public let subAdministrativeArea: String?
    public let postalCode: String?
    public let isoCountryCode: String?
    public let country: String?
    public let inlandWater: String?
    public let ocean: String?
    public let areasOfInterest: [String]?
    public let region: CLRegion?
    public let timeZone: TimeZone?

    /// A copy of `placemark`.
    public init(placemark: CLPlacemark) {
        (location, name, thoroughfare, subThoroughfare) =
            (placemark.location, placemark.name, placemark.thoroughfare, placemark.subThoroughfare)
        (locality, subLocality, administrativeArea, subAdministrativeArea) =
            (placemark.locality, placemark.subLocality, placemark.administrativeArea, placemark.subAdministrativeArea)
        (postalCode, isoCountryCode, country) = (placemark.postalCode, placemark.isoCountryCode, placemark.country)
        (inlandWater, ocean, areasOfInterest) = (placemark.inlandWater, placemark.ocean, placemark.areasOfInterest)
        (region, timeZone) = (placemark.region, placemark.timeZone)
        super.init()
    }

    /// A placemark at `location` named `name`, with `address` (Linux-only: a test makes the
    /// placemarks its geocoder answers).
    public init(cellSnapLocation location: CLLocation?, name: String?, address: CellSnapAddress = CellSnapAddress()) {
        (self.location, self.name, thoroughfare, subThoroughfare) =
            (location, name, address.thoroughfare, address.subThoroughfare)
        (locality, subLocality, administrativeArea, subAdministrativeArea) =
            (address.locality, address.subLocality, address.administrativeArea, address.subAdministrativeArea)
        (postalCode, isoCountryCode, country) = (address.postalCode, address.isoCountryCode, address.country)
        (inlandWater, ocean, areasOfInterest, timeZone) = (nil, nil, address.areasOfInterest, address.timeZone)
        region = location.map { CLCircularRegion(center: $0.coordinate, radius: 100, identifier: name ?? "") }
        super.init()
    }

    open func copy(with zone: NSZone? = nil) -> Any { self }

    /// A placemark's address fields (Linux-only), as ``CLPlacemark``'s properties name them.
    public struct CellSnapAddress: Sendable {
        public var thoroughfare: String?
        public var subThoroughfare: String?
        public var locality: String?
        public var subLocality: String?
        public var administrativeArea: String?
        public var subAdministrativeArea: String?
        public var postalCode: String?
        public var isoCountryCode: String?
        public var country: String?
        public var areasOfInterest: [String]?
        public var timeZone: TimeZone?

        public init(
            thoroughfare: String? = nil, subThoroughfare: String? = nil, locality: String? = nil,
            subLocality: String? = nil, administrativeArea: String? = nil, subAdministrativeArea: String? = nil,
            postalCode: String? = nil, isoCountryCode: String? = nil, country: String? = nil,
            areasOfInterest: [String]? = nil, timeZone: TimeZone? = nil
        ) {
            (self.thoroughfare, self.subThoroughfare, self.locality, self.subLocality) =
                (thoroughfare, subThoroughfare, locality, subLocality)
            (self.administrativeArea, self.subAdministrativeArea, self.postalCode) =
                (administrativeArea, subAdministrativeArea, postalCode)
            (self.isoCountryCode, self.country, self.areasOfInterest, self.timeZone) =
                (isoCountryCode, country, areasOfInterest, timeZone)
        }
    }
}

/// The handler a geocoder calls with its placemarks or error.
public typealias CLGeocodeCompletionHandler = @Sendable ([CLPlacemark]?, (any Error)?) -> Void

/// Addresses to coordinates and back, as Core Location's `CLGeocoder`. Core Location asks Apple's
/// servers; CellSnap has no network and answers what a test gave it
/// (``cellSnapAnswer(_:forAddress:)``, ``cellSnapAnswer(_:near:)``). A question it has no answer
/// for is refused with `CLError.network`, whose description names the question, at once, on the
/// calling thread.
open class CLGeocoder: NSObject, @unchecked Sendable {
    /// Whether a request is under way: never, as requests are answered at once.
    open var isGeocoding: Bool { false }

    public override init() { super.init() }

    open func geocodeAddressString(_ addressString: String, completionHandler: @escaping CLGeocodeCompletionHandler) {
        reply(answer(forAddress: addressString), completionHandler)
    }

    open func geocodeAddressString(
        _ addressString: String, in region: CLRegion?, completionHandler: @escaping CLGeocodeCompletionHandler
    ) {
        reply(answer(forAddress: addressString), completionHandler)
    }

    open func geocodeAddressString(
        _ addressString: String, in region: CLRegion?, preferredLocale locale: Locale?,
        completionHandler: @escaping CLGeocodeCompletionHandler
    ) {
        reply(answer(forAddress: addressString), completionHandler)
    }

    open func geocodeAddressString(_ addressString: String) async throws -> [CLPlacemark] {
        try answer(forAddress: addressString).get()
    }

    open func geocodeAddressString(_ addressString: String, in region: CLRegion?) async throws -> [CLPlacemark] {
        try answer(forAddress: addressString).get()
    }

    open func reverseGeocodeLocation(_ location: CLLocation, completionHandler: @escaping CLGeocodeCompletionHandler) {
        reply(answer(near: location), completionHandler)
    }

    open func reverseGeocodeLocation(
        _ location: CLLocation, preferredLocale locale: Locale?, completionHandler: @escaping CLGeocodeCompletionHandler
    ) {
        reply(answer(near: location), completionHandler)
    }

    open func reverseGeocodeLocation(_ location: CLLocation) async throws -> [CLPlacemark] {
        try answer(near: location).get()
    }

    open func reverseGeocodeLocation(_ location: CLLocation, preferredLocale locale: Locale?) async throws
        -> [CLPlacemark]
    { try answer(near: location).get() }

    /// No effect: nothing is under way.
    open func cancelGeocode() {}

    private func reply(_ result: Result<[CLPlacemark], CLError>, _ handler: CLGeocodeCompletionHandler) {
        switch result {
        case .success(let placemarks): handler(placemarks, nil)
        case .failure(let error): handler(nil, error)
        }
    }

    /// The placemarks a test gave for `address` (compared ignoring case and surrounding spaces).
    private func answer(forAddress address: String) -> Result<[CLPlacemark], CLError> {
        let key = GeocoderAnswers.key(address)
        if let placemarks = GeocoderAnswers.current.withLock({ $0.byAddress[key] }) { return .success(placemarks) }
        return .failure(Self.refusal("geocodeAddressString(\"\(address)\")"))
    }

    /// The placemarks a test gave for the nearest point within its radius of `location`.
    private func answer(near location: CLLocation) -> Result<[CLPlacemark], CLError> {
        let points = GeocoderAnswers.current.withLock { $0.byPoint }
        let near = points.map { (Geodesic.distance(from: $0.center, to: location.coordinate), $0) }
            .filter { $0.0 <= $0.1.radius }
            .min { $0.0 < $1.0 }
        if let near { return .success(near.1.placemarks) }
        let place = String(format: "%.6f, %.6f", location.coordinate.latitude, location.coordinate.longitude)
        return .failure(Self.refusal("reverseGeocodeLocation(<\(place)>)"))
    }

    private static func refusal(_ call: String) -> CLError {
        CLError(
            .network,
            reason: "CLGeocoder.\(call): CellSnap has no network on Linux and the test gave no answer "
                + "(CLGeocoder.cellSnapAnswer)")
    }
}
