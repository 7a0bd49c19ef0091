import Dispatch
import Foundation

/// A listener for incoming connections, as Network's `NWListener`. No socket is bound and no one
/// connects on CellSnap's device: a started listener reports `.ready` on its queue, its port the
/// one asked for (49152, the first of the dynamic range, for `.any`), its service registered
/// (``serviceRegistrationUpdateHandler`` is told `.add`); ``newConnectionHandler`` is never called.
/// A cancelled listener reports `.cancelled`.
public final class NWListener: CustomDebugStringConvertible, @unchecked Sendable {
    /// A listener's states, as `NWListener.State`.
    public enum State: Equatable, Sendable {
        case setup, waiting(NWError), ready, failed(NWError), cancelled
    }

    /// A service a listener advertises, as `NWListener.Service`.
    public struct Service: Equatable, Sendable {
        public let name: String?
        public let type: String
        public let domain: String?
        public let txtRecord: Data?
        /// The app's service to nearby devices (`init(applicationService:)`), else `nil`.
        public let applicationService: String?

        public init(name: String? = nil, type: String, domain: String? = nil, txtRecord: Data? = nil) {
            (self.name, self.type, self.domain, self.txtRecord) = (name, type, domain, txtRecord)
            applicationService = nil
        }

        public init(applicationService: String) {
            (name, type, domain, txtRecord) = (applicationService, "_applicationservice._tcp", nil, nil)
            self.applicationService = applicationService
        }
    }

    /// A change of the service's registration, as `NWListener.ServiceRegistrationChange`.
    public enum ServiceRegistrationChange: Sendable {
        case add(NWEndpoint), remove(NWEndpoint)
    }

    public let parameters: NWParameters
    public var service: Service?
    public var stateUpdateHandler: (@Sendable (State) -> Void)?
    public var newConnectionHandler: (@Sendable (NWConnection) -> Void)?
    public var serviceRegistrationUpdateHandler: (@Sendable (ServiceRegistrationChange) -> Void)?
    /// How many more connections are accepted (no one connects here).
    public var newConnectionLimit = Int.max
    /// The port listened on, once ready.
    public var port: NWEndpoint.Port? { lock.withLock { currentState == .ready ? boundPort : nil } }
    public var state: State { lock.withLock { currentState } }
    public var queue: DispatchQueue? { lock.withLock { startedQueue } }

    private let lock = NSLock()
    private let boundPort: NWEndpoint.Port
    private var currentState = State.setup
    private var startedQueue: DispatchQueue?

    /// A listener on `port` (`.any`: one the system picks).
    public init(using parameters: NWParameters, on port: NWEndpoint.Port = .any) throws {
        self.parameters = parameters
        boundPort = port == .any ? 49152 : port
    }

    /// A listener that advertises `service`.
    public convenience init(service: Service, using parameters: NWParameters) throws {
        try self.init(using: parameters)
        self.service = service
    }

    /// Starts listening; handlers are called on `queue` (a second start is ignored).
    public func start(queue: DispatchQueue) {
        let started = lock.withLock { () -> Bool in
            guard startedQueue == nil, currentState == .setup else { return false }
            (startedQueue, currentState) = (queue, .ready)
            return true
        }
        guard started else { return }
        let (handler, registration, service) = (stateUpdateHandler, serviceRegistrationUpdateHandler, service)
        queue.async {
            handler?(.ready)
            if let service {
                registration?(
                    .add(
                        .service(
                            name: service.name ?? "", type: service.type, domain: service.domain ?? "local.",
                            interface: nil)))
            }
        }
    }

    /// Stops listening.
    public func cancel() {
        let queue = lock.withLock { () -> DispatchQueue? in
            guard currentState != .cancelled else { return nil }
            currentState = .cancelled
            return startedQueue
        }
        let handler = stateUpdateHandler
        queue?.async { handler?(.cancelled) }
    }

    public var debugDescription: String { "[L \(parameters.debugDescription)]" }
}
