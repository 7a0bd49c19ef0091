import Foundation
import Synchronization

/// The object an app asks for the device's location, as Core Location's `CLLocationManager`.
/// Linux has no location services: CellSnap's device is at the positions a test sets
/// (``cellSnapSetLocations(_:)``; none until then), and the person answers the app's first request
/// for authorization as the test said (``cellSnapSetAuthorizationAnswer(_:decided:accuracy:)``;
/// `.denied` until then, as a person who taps "Don't Allow"). Every delegate call is made at once,
/// on the calling thread, so a screen's `viewDidLoad` has its location before the snapshot:
///
/// | member | here |
/// | --- | --- |
/// | `delegate` | told of the authorization when it is set (iOS tells it when the manager is made) and whenever the authorization changes |
/// | `requestWhenInUseAuthorization()`, `requestAlwaysAuthorization()` | the first request takes the test's answer (a when-in-use request grants `.authorizedWhenInUse` at most) and tells every manager's delegate |
/// | `startUpdatingLocation()` | authorized: the delegate gets the test's positions (those closer than `distanceFilter` to the last one reported left out), and later ones as the test sets them; denied: `didFailWithError` with `CLError.denied` |
/// | `requestLocation()` | the latest position once, or `CLError.locationUnknown` when the test set none |
/// | `location` | the latest position while authorized; `nil` otherwise |
/// | region monitoring | with `.authorizedAlways`, circular regions are monitored against the test's positions (entered, exited, `requestState(for:)`); otherwise `monitoringDidFailFor` with `CLError.regionMonitoringDenied` |
/// | heading | no compass: `headingAvailable()` is `false` and no heading is reported |
/// | `desiredAccuracy`, `activityType`, `pausesLocationUpdatesAutomatically`, `allowsBackgroundLocationUpdates`, `showsBackgroundLocationIndicator` | kept; they change how a device measures, which a test's positions already are |
///
/// The device is the process's: tests that set it differently must not run in parallel (a
/// `.serialized` suite), and start with ``cellSnapReset()``.
open class CLLocationManager: NSObject, @unchecked Sendable {
    /// The object told of locations and authorization (told of the authorization when set).
    open weak var delegate: (any CLLocationManagerDelegate)? {
        didSet { if let delegate, delegate !== oldValue { delegate.locationManagerDidChangeAuthorization(self) } }
    }
    open var desiredAccuracy: CLLocationAccuracy = kCLLocationAccuracyBest
    /// The distance in metres the device moves before a new position is reported.
    open var distanceFilter: CLLocationDistance = kCLDistanceFilterNone
    open var activityType = CLActivityType.other
    open var pausesLocationUpdatesAutomatically = true
    open var allowsBackgroundLocationUpdates = false
    open var showsBackgroundLocationIndicator = false
    open var headingFilter: CLLocationDirection = 1
    open var headingOrientation = CLDeviceOrientation.portrait
    /// The regions being monitored.
    open private(set) var monitoredRegions: Set<CLRegion> = []
    /// The largest radius a monitored region may have, in metres.
    open var maximumRegionMonitoringDistance: CLLocationDistance { 400_000 }
    /// The device's heading: `nil`, CellSnap's device has no compass.
    open var heading: CLHeading? { nil }

    /// Whether the manager reports positions, whether it owes one position (`requestLocation`), the
    /// last position it reported and whether each monitored region holds the device.
    private(set) var isUpdating = false
    private var owesOneLocation = false
    private var lastReported: CLLocation?
    /// The test's set of positions the manager reported (``DeviceState/generation``).
    private var seenGeneration = -1
    private var insideRegions: [String: Bool] = [:]

    public override init() {
        super.init()
        DeviceState.managers.withLock { managers in
            managers.removeAll { $0.manager == nil }
            managers.append(WeakManager(manager: self))
        }
    }

    /// Whether location services are on: always, on CellSnap's device.
    open class func locationServicesEnabled() -> Bool { true }
    /// Whether the device has a compass: no.
    open class func headingAvailable() -> Bool { false }
    open class func significantLocationChangeMonitoringAvailable() -> Bool { true }
    /// Whether regions of `regionClass` can be monitored: circular regions only.
    open class func isMonitoringAvailable(for regionClass: AnyClass) -> Bool {
        regionClass is CLCircularRegion.Type
    }
    /// Whether the device measures distances to beacons: no.
    open class func isRangingAvailable() -> Bool { false }

    /// The app's authorization.
    open var authorizationStatus: CLAuthorizationStatus { DeviceState.current.withLock { $0.status } }
    /// The app's authorization (deprecated since iOS 14).
    @available(*, deprecated, message: "Use the authorizationStatus property")
    open class func authorizationStatus() -> CLAuthorizationStatus { DeviceState.current.withLock { $0.status } }
    /// Whether positions are precise or approximate.
    open var accuracyAuthorization: CLAccuracyAuthorization { DeviceState.current.withLock { $0.accuracy } }

    /// The latest position while the app is authorized; `nil` otherwise.
    open var location: CLLocation? {
        DeviceState.current.withLock { $0.isAuthorized ? $0.locations.last : nil }
    }

    /// Asks for the location while the app is in use: the first request takes the test's answer.
    open func requestWhenInUseAuthorization() { Self.answerRequest(always: false) }

    /// Asks for the location at all times: the first request takes the test's answer (and a second
    /// one after `.authorizedWhenInUse`, as iOS asks once more).
    open func requestAlwaysAuthorization() { Self.answerRequest(always: true) }

    /// Asks for precise positions for the purpose `purposeKey`: `completion` gets the error or `nil`
    /// at once; the accuracy becomes full when the app is authorized.
    open func requestTemporaryFullAccuracyAuthorization(
        withPurposeKey purposeKey: String, completion: (@Sendable ((any Error)?) -> Void)? = nil
    ) {
        let error: CLError? = DeviceState.current.withLock { state in
            guard state.isAuthorized else { return CLError(.denied, reason: "the app is not authorized") }
            state.accuracy = .fullAccuracy
            return nil
        }
        completion?(error)
    }

    /// Reports the test's positions to the delegate, now and as they change.
    open func startUpdatingLocation() {
        (isUpdating, seenGeneration) = (true, -1)
        reportPositions()
    }

    open func stopUpdatingLocation() { isUpdating = false }

    /// Reports the latest position once.
    open func requestLocation() {
        owesOneLocation = true
        reportPositions()
    }

    /// Reports positions as ``startUpdatingLocation()`` does.
    open func startMonitoringSignificantLocationChanges() { startUpdatingLocation() }
    open func stopMonitoringSignificantLocationChanges() { stopUpdatingLocation() }
    /// No effect: CellSnap's device has no compass.
    open func startUpdatingHeading() {}
    open func stopUpdatingHeading() {}
    open func dismissHeadingCalibrationDisplay() {}

    /// Monitors `region` against the test's positions (needs `.authorizedAlways`).
    open func startMonitoring(for region: CLRegion) {
        guard authorizationStatus == .authorizedAlways, region is CLCircularRegion else {
            let reason =
                region is CLCircularRegion ? "region monitoring needs .authorizedAlways" : "only circular regions"
            delegate?.locationManager(
                self, monitoringDidFailFor: region, withError: CLError(.regionMonitoringDenied, reason: reason))
            return
        }
        monitoredRegions.remove(region)
        monitoredRegions.insert(region)
        insideRegions[region.identifier] = nil
        delegate?.locationManager(self, didStartMonitoringFor: region)
        reportRegions()
    }

    open func stopMonitoring(for region: CLRegion) {
        monitoredRegions.remove(region)
        insideRegions[region.identifier] = nil
    }

    /// The constraints of the beacons being ranged: none, as the device ranges nothing.
    open var rangedBeaconConstraints: Set<CLBeaconIdentityConstraint> { [] }

    /// Ranges the beacons that satisfy `constraint`: CellSnap's device has no Bluetooth radio
    /// (``isRangingAvailable()`` is `false`), so the delegate's
    /// `locationManager(_:didFailRangingFor:error:)` is told at once, with `.rangingUnavailable`,
    /// and no beacon is ever ranged.
    open func startRangingBeacons(satisfying constraint: CLBeaconIdentityConstraint) {
        let reason = "CLLocationManager.startRangingBeacons(satisfying:): the device has no radio to range beacons"
        delegate?.locationManager(
            self, didFailRangingFor: constraint, error: CLError(.rangingUnavailable, reason: reason))
    }

    /// Stops ranging the beacons that satisfy `constraint` (none are ranged here).
    open func stopRangingBeacons(satisfying constraint: CLBeaconIdentityConstraint) {}

    /// Tells the delegate whether the device is in `region`: `.unknown` without a position.
    open func requestState(for region: CLRegion) {
        let position = location
        let state = position.map { region.holds($0.coordinate) ? CLRegionState.inside : .outside } ?? .unknown
        delegate?.locationManager(self, didDetermineState: state, for: region)
    }

    /// Tells the delegate of the positions it has not been told of, as the manager's state asks.
    func reportPositions() {
        let (status, positions, generation) = DeviceState.current.withLock { ($0.status, $0.locations, $0.generation) }
        switch status {
        case .notDetermined: return
        case .denied, .restricted:
            if isUpdating || owesOneLocation {
                owesOneLocation = false
                delegate?.locationManager(
                    self, didFailWithError: CLError(.denied, reason: "location access was denied"))
            }
        case .authorizedAlways, .authorizedWhenInUse:
            if isUpdating, seenGeneration != generation {
                seenGeneration = generation
                let reported = positions.filter(passesDistanceFilter)
                if !reported.isEmpty { delegate?.locationManager(self, didUpdateLocations: reported) }
            } else if owesOneLocation {
                owesOneLocation = false
                if let latest = positions.last {
                    lastReported = latest
                    delegate?.locationManager(self, didUpdateLocations: [latest])
                } else {
                    let error = CLError(.locationUnknown, reason: "the test set no position for the device")
                    delegate?.locationManager(self, didFailWithError: error)
                }
            }
            reportRegions()
        }
    }

    /// Whether `position` is at least `distanceFilter` from the last position reported (then it
    /// becomes the last reported).
    private func passesDistanceFilter(_ position: CLLocation) -> Bool {
        if let last = lastReported, distanceFilter > 0, position.distance(from: last) < distanceFilter { return false }
        lastReported = position
        return true
    }

    /// Tells the delegate of monitored regions entered or left at the latest position.
    private func reportRegions() {
        guard let position = location else { return }
        for region in monitoredRegions.sorted(by: { $0.identifier < $1.identifier }) {
            let inside = region.holds(position.coordinate)
            defer { insideRegions[region.identifier] = inside }
            guard let before = insideRegions[region.identifier], before != inside else { continue }
            if inside, region.notifyOnEntry { delegate?.locationManager(self, didEnterRegion: region) }
            if !inside, region.notifyOnExit { delegate?.locationManager(self, didExitRegion: region) }
        }
    }

    private static func answerRequest(always: Bool) {
        let changed = DeviceState.current.withLock { state -> Bool in
            let askAgain = always && state.status == .authorizedWhenInUse && !state.askedForAlways
            guard state.status == .notDetermined || askAgain else { return false }
            if always { state.askedForAlways = true }
            var answer = state.answer
            if !always && answer == .authorizedAlways { answer = .authorizedWhenInUse }
            if askAgain && answer != .authorizedAlways { return false }
            state.status = answer
            return true
        }
        if changed { tellManagers { $0.delegate?.locationManagerDidChangeAuthorization($0) } }
    }

    /// Calls `body` with every manager alive, in the order they were made.
    static func tellManagers(_ body: (CLLocationManager) -> Void) {
        let managers = DeviceState.managers.withLock { $0.compactMap(\.manager) }
        for manager in managers {
            body(manager)
            manager.reportPositions()
        }
    }
}

/// CellSnap's device: its authorization, the test's answer and positions.
struct DeviceState: Sendable {
    var status = CLAuthorizationStatus.notDetermined
    var answer = CLAuthorizationStatus.denied
    var accuracy = CLAccuracyAuthorization.fullAccuracy
    var askedForAlways = false
    var locations: [CLLocation] = []
    /// How many times the test set positions: each set is reported once to an updating manager.
    var generation = 0

    var isAuthorized: Bool { status == .authorizedAlways || status == .authorizedWhenInUse }

    static let current = Mutex(DeviceState())
    static let managers = Mutex<[WeakManager]>([])
}

/// A manager, not kept alive by the device.
struct WeakManager: @unchecked Sendable {
    weak var manager: CLLocationManager?
}
