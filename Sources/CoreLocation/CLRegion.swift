import Foundation

/// An area the app watches, as Core Location's `CLRegion`: use ``CLCircularRegion``.
open class CLRegion: NSObject, NSCopying, @unchecked Sendable {
    public let identifier: String
    /// Whether entering the region is reported.
    open var notifyOnEntry = true
    /// Whether leaving the region is reported.
    open var notifyOnExit = true

    init(identifier: String) {
        self.identifier = identifier
        super.init()
    }

    /// Whether the region holds `coordinate` (a plain `CLRegion` holds none).
    func holds(_ coordinate: CLLocationCoordinate2D) -> Bool { false }

    open func copy(with zone: NSZone? = nil) -> Any { self }

    /// Regions are equal when their identifiers are, as the location manager's set of monitored
    /// regions keeps one per identifier.
    open override func isEqual(_ object: Any?) -> Bool { (object as? CLRegion)?.identifier == identifier }
    open override var hash: Int { identifier.hashValue }
}

/// A circle around a coordinate, as `CLCircularRegion`.
open class CLCircularRegion: CLRegion, @unchecked Sendable {
    public let center: CLLocationCoordinate2D
    /// The radius in metres.
    public let radius: CLLocationDistance

    public init(center: CLLocationCoordinate2D, radius: CLLocationDistance, identifier: String) {
        (self.center, self.radius) = (center, radius)
        super.init(identifier: identifier)
    }

    /// Whether `coordinate` is within ``radius`` of ``center`` (the WGS-84 geodesic distance).
    open func contains(_ coordinate: CLLocationCoordinate2D) -> Bool { holds(coordinate) }

    override func holds(_ coordinate: CLLocationCoordinate2D) -> Bool {
        Geodesic.distance(from: center, to: coordinate) <= radius
    }
}
