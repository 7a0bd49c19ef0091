import Foundation

/// A manager's state, as Core Bluetooth's `CBManagerState` (the SDK's raw values).
public enum CBManagerState: Int, Hashable, Sendable {
    case unknown = 0, resetting, unsupported, unauthorized, poweredOff, poweredOn
}

/// Whether the app may use Bluetooth, as Core Bluetooth's `CBManagerAuthorization`.
public enum CBManagerAuthorization: Int, Hashable, Sendable {
    case notDetermined = 0, restricted, denied, allowedAlways
}

/// The peripheral role's authorization, as Core Bluetooth's deprecated
/// `CBPeripheralManagerAuthorizationStatus`.
public enum CBPeripheralManagerAuthorizationStatus: Int, Hashable, Sendable {
    case notDetermined = 0, restricted, denied, authorized
}

/// The managers' base, as Core Bluetooth's `CBManager`, over CellSnap's device, which has no
/// Bluetooth LE radio (as the iOS Simulator has none).
///
/// A manager's ``state`` is `.unknown` when it is made; then, on the manager's queue (the main
/// queue when the app gave none, as Core Bluetooth documents), it becomes `.unsupported` and the
/// delegate's `…DidUpdateState(_:)` is called once. CellSnap chose `.unsupported` over
/// `.poweredOff` because no setting can turn the radio on: an app that waits for `.poweredOn`
/// waits as it does on a device without Bluetooth LE. The state never changes again.
open class CBManager: NSObject, @unchecked Sendable {
    private let lock = NSLock()
    private var currentState = CBManagerState.unknown
    /// The queue the delegate is told on.
    let delegateQueue: DispatchQueue

    /// `.unknown` until the manager's first update, `.unsupported` after it.
    open var state: CBManagerState {
        lock.lock()
        defer { lock.unlock() }
        return currentState
    }

    /// `.allowedAlways`: CellSnap's app was granted Bluetooth (the radio is what it lacks, so
    /// ``state`` is `.unsupported`, not `.unauthorized`).
    open class var authorization: CBManagerAuthorization { .allowedAlways }

    /// The app's authorization (deprecated in iOS 13.1 for the class property): `.allowedAlways`.
    @available(iOS, introduced: 13.0, deprecated: 13.1)
    open var authorization: CBManagerAuthorization { Self.authorization }

    init(queue: DispatchQueue?) {
        delegateQueue = queue ?? .main
        super.init()
        delegateQueue.async { [self] in
            lock.lock()
            currentState = .unsupported
            lock.unlock()
            tellStateUpdated()
        }
    }

    /// Tells the manager's delegate that its state changed (each manager tells its own protocol).
    func tellStateUpdated() {}

    /// Whether the radio is on (never on Linux): what a call that needs it checks.
    var isPoweredOn: Bool { state == .poweredOn }
}
