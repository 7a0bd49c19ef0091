import Dispatch
import Foundation
import Synchronization

/// Watches the device's route to the network, as Network's `NWPathMonitor`. Linux's route is not
/// what a screen test describes: CellSnap's monitor reports the path a test sets
/// (``cellSnapSetPath(status:interfaces:isExpensive:isConstrained:)``): satisfied over Wi-Fi
/// (`en0`) until then. A started monitor calls its handler on its queue, asynchronously, as on
/// iOS: once when started and once for each path the test sets. A monitor made for an interface
/// type sees only interfaces of that type (unsatisfied without one), and one made without some
/// types never sees them.
///
/// ```swift
/// let monitor = NWPathMonitor()
/// monitor.currentPath.status   // .satisfied until a test sets another path
/// ```
public final class NWPathMonitor: @unchecked Sendable {
    /// Called on the monitor's queue with each new path.
    public var pathUpdateHandler: (@Sendable (NWPath) -> Void)? {
        get { lock.withLock { handler } }
        set { lock.withLock { handler = newValue } }
    }
    /// The path now, as this monitor sees it.
    public var currentPath: NWPath { view(of: MonitoredPath.current.withLock { $0 }) }
    /// The queue the handler is called on, once started.
    public var queue: DispatchQueue? { lock.withLock { startedQueue } }

    private let required: NWInterface.InterfaceType?
    private let prohibited: [NWInterface.InterfaceType]
    private let lock = NSLock()
    private var handler: (@Sendable (NWPath) -> Void)?
    private var startedQueue: DispatchQueue?

    public init() { (required, prohibited) = (nil, []) }
    public init(requiredInterfaceType: NWInterface.InterfaceType) {
        (required, prohibited) = (requiredInterfaceType, [])
    }
    public init(prohibitedInterfaceTypes: [NWInterface.InterfaceType]) {
        (required, prohibited) = (nil, prohibitedInterfaceTypes)
    }

    /// Starts reporting paths on `queue` (a second start is ignored, as on iOS).
    public func start(queue: DispatchQueue) {
        let started = lock.withLock { () -> Bool in
            guard startedQueue == nil else { return false }
            startedQueue = queue
            return true
        }
        guard started else { return }
        MonitoredPath.monitors.withLock { $0.append(WeakMonitor(monitor: self)) }
        report(currentPath)
    }

    /// Stops reporting paths; a cancelled monitor cannot start again.
    public func cancel() {
        MonitoredPath.monitors.withLock { $0.removeAll { $0.monitor == nil || $0.monitor === self } }
        lock.withLock { handler = nil }
    }

    func report(_ path: NWPath) {
        lock.lock()
        let (startedQueue, handler) = (self.startedQueue, self.handler)
        lock.unlock()
        guard let startedQueue, let handler else { return }
        startedQueue.async { handler(path) }
    }

    /// `path` as this monitor sees it: its interfaces filtered by the monitor's types.
    func view(of path: NWPath) -> NWPath {
        let interfaces = path.availableInterfaces.filter { interface in
            !prohibited.contains(interface.type) && (required == nil || interface.type == required)
        }
        let usable = path.status == .satisfied && !interfaces.isEmpty
        return NWPath(
            status: usable ? .satisfied : (path.status == .satisfied ? .unsatisfied : path.status),
            unsatisfiedReason: path.unsatisfiedReason, availableInterfaces: interfaces,
            isExpensive: path.isExpensive, isConstrained: path.isConstrained)
    }

    /// Makes the device's path `status` over `interfaces` (Linux-only, no Network API), and tells
    /// every started monitor, on its queue.
    public static func cellSnapSetPath(
        status: NWPath.Status, interfaces: [NWInterface] = [], isExpensive: Bool = false, isConstrained: Bool = false,
        unsatisfiedReason: NWPath.UnsatisfiedReason = .notAvailable
    ) {
        let path = NWPath(
            status: status, unsatisfiedReason: unsatisfiedReason, availableInterfaces: interfaces,
            isExpensive: isExpensive, isConstrained: isConstrained)
        MonitoredPath.current.withLock { $0 = path }
        let monitors = MonitoredPath.monitors.withLock { $0.compactMap(\.monitor) }
        for monitor in monitors { monitor.report(monitor.view(of: path)) }
    }

    /// Makes the path satisfied over Wi-Fi again (Linux-only).
    public static func cellSnapReset() { MonitoredPath.current.withLock { $0 = MonitoredPath.wifi } }
}

/// The device's path and the monitors started.
enum MonitoredPath {
    static let wifi = NWPath(
        status: .satisfied, unsatisfiedReason: .notAvailable,
        availableInterfaces: [NWInterface(cellSnapType: .wifi, name: "en0", index: 1)], isExpensive: false,
        isConstrained: false)
    static let current = Mutex(wifi)
    static let monitors = Mutex<[WeakMonitor]>([])
}

/// A monitor, not kept alive by the list of started ones.
struct WeakMonitor: @unchecked Sendable {
    weak var monitor: NWPathMonitor?
}
