import Dispatch
import Foundation

/// A connection to an endpoint, as Network's `NWConnection`. CellSnap's device reaches no one, and
/// no socket is opened: a started connection reports, on its queue, `.preparing`, then
/// `.waiting(error)` and stays waiting, as iOS does while an endpoint does not answer. The error is
/// `.posix(.ECONNREFUSED)` for a host, URL or socket path, and `.dns(kDNSServiceErr_NoSuchRecord)`
/// for a Bonjour service (no peer advertises it). Sends and receives wait, as on iOS, until the
/// connection is cancelled: then each finishes with `.posix(.ECANCELED)` and the state becomes
/// `.cancelled`. `restart()` reports `.preparing` and the same waiting state again.
///
/// ```swift
/// let connection = NWConnection(host: "example.com", port: .https, using: .tls)
/// connection.state   // .setup until started
/// ```
public final class NWConnection: CustomDebugStringConvertible, @unchecked Sendable {
    /// A connection's states, as `NWConnection.State`.
    public enum State: Equatable, Sendable {
        case setup, waiting(NWError), preparing, ready, failed(NWError), cancelled
    }

    /// How a send finishes, as `NWConnection.SendCompletion`.
    public enum SendCompletion {
        /// `completion` is called on the queue once the content is sent, or failed.
        case contentProcessed(@Sendable (NWError?) -> Void)
        /// Nothing is told (content that may be sent again).
        case idempotent
    }

    public typealias ReceiveCompletion = @Sendable (Data?, ContentContext?, Bool, NWError?) -> Void

    public let endpoint: NWEndpoint
    public let parameters: NWParameters
    public var stateUpdateHandler: (@Sendable (State) -> Void)? {
        get { lock.withLock { stateHandler } }
        set { lock.withLock { stateHandler = newValue } }
    }
    public var pathUpdateHandler: (@Sendable (NWPath) -> Void)?
    public var viabilityUpdateHandler: (@Sendable (Bool) -> Void)?
    public var betterPathUpdateHandler: (@Sendable (Bool) -> Void)?
    /// The state now.
    public var state: State { lock.withLock { currentState } }
    /// The queue handlers are called on, once started.
    public var queue: DispatchQueue? { lock.withLock { startedQueue } }
    /// The path the connection uses: `nil`, as it never becomes ready.
    public var currentPath: NWPath? { nil }
    /// The largest datagram a UDP connection may send: 0 until ready.
    public var maximumDatagramSize: Int { 0 }

    private let lock = NSLock()
    private var stateHandler: (@Sendable (State) -> Void)?
    private var currentState = State.setup
    private var startedQueue: DispatchQueue?
    private var pendingSends: [@Sendable (NWError?) -> Void] = []
    private var pendingReceives: [ReceiveCompletion] = []

    public init(to endpoint: NWEndpoint, using parameters: NWParameters) {
        (self.endpoint, self.parameters) = (endpoint, parameters)
    }

    public convenience init(host: NWEndpoint.Host, port: NWEndpoint.Port, using parameters: NWParameters) {
        self.init(to: .hostPort(host: host, port: port), using: parameters)
    }

    /// The error a connection waits with: no one answers at the endpoint.
    var waitingError: NWError {
        if case .service = endpoint { return .dns(kDNSServiceErr_NoSuchRecord) }
        return .posix(.ECONNREFUSED)
    }

    /// Starts connecting; handlers are called on `queue` (a second start is ignored, as on iOS).
    public func start(queue: DispatchQueue) {
        let first = lock.withLock { () -> Bool in
            guard startedQueue == nil, currentState == .setup else { return false }
            startedQueue = queue
            return true
        }
        if first { report([.preparing, .waiting(waitingError)]) }
    }

    /// Tries again: `.preparing`, then waiting again.
    public func restart() {
        guard case .waiting = state else { return }
        report([.preparing, .waiting(waitingError)])
    }

    /// Closes the connection: waiting sends and receives finish with `.posix(.ECANCELED)`.
    public func cancel() {
        let (sends, receives, wasCancelled) = lock.withLock {
            defer { (pendingSends, pendingReceives) = ([], []) }
            return (pendingSends, pendingReceives, currentState == .cancelled)
        }
        guard !wasCancelled else { return }
        let queue = self.queue ?? .global()
        queue.async {
            for send in sends { send(.posix(.ECANCELED)) }
            for receive in receives { receive(nil, nil, false, .posix(.ECANCELED)) }
        }
        report([.cancelled])
    }

    /// Closes the connection at once (as ``cancel()`` here).
    public func forceCancel() { cancel() }
    /// Gives up on the endpoint tried now (there is one: as ``restart()``).
    public func cancelCurrentEndpoint() { restart() }

    /// Sends `content`: it waits until the connection is ready (so, until cancelled).
    public func send(
        content: Data?, contentContext: ContentContext = .defaultMessage, isComplete: Bool = true,
        completion: SendCompletion
    ) {
        guard case .contentProcessed(let handler) = completion else { return }
        enqueue(send: handler)
    }

    /// Receives between `minimumIncompleteLength` and `maximumLength` bytes: it waits until the
    /// connection is ready (so, until cancelled).
    public func receive(
        minimumIncompleteLength: Int, maximumLength: Int, completion: @escaping ReceiveCompletion
    ) {
        enqueue(receive: completion)
    }

    /// Receives a whole message: it waits until the connection is ready (so, until cancelled).
    public func receiveMessage(completion: @escaping ReceiveCompletion) { enqueue(receive: completion) }

    /// Runs `block`, whose sends and receives go together.
    public func batch(_ block: () -> Void) { block() }

    /// The connection's metadata for `definition`: `nil`, as it never becomes ready.
    public func metadata(definition: NWProtocolDefinition) -> NWProtocolMetadata? { nil }

    public var debugDescription: String { "[C \(endpoint.debugDescription) \(parameters.debugDescription)]" }

    private func enqueue(send handler: @escaping @Sendable (NWError?) -> Void) {
        let cancelled = lock.withLock { () -> Bool in
            if currentState == .cancelled { return true }
            pendingSends.append(handler)
            return false
        }
        if cancelled { (queue ?? .global()).async { handler(.posix(.ECANCELED)) } }
    }

    private func enqueue(receive handler: @escaping ReceiveCompletion) {
        let cancelled = lock.withLock { () -> Bool in
            if currentState == .cancelled { return true }
            pendingReceives.append(handler)
            return false
        }
        if cancelled { (queue ?? .global()).async { handler(nil, nil, false, .posix(.ECANCELED)) } }
    }

    /// Makes each of `states` the state, in order, and tells the handler of each on the queue.
    private func report(_ states: [State]) {
        let (queue, handler) = lock.withLock { () -> (DispatchQueue?, (@Sendable (State) -> Void)?) in
            currentState = states.last ?? currentState
            return (startedQueue, stateHandler)
        }
        guard let queue, let handler else { return }
        queue.async { for state in states { handler(state) } }
    }
}
