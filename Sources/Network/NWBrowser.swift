import Dispatch
import Foundation

/// A browser of the services nearby devices advertise, as Network's `NWBrowser`. CellSnap's
/// device is alone on its network: a started browser reports `.ready` on its queue and its results
/// stay empty (``browseResultsChangedHandler`` is never called); a cancelled one reports `.cancelled`.
public final class NWBrowser: CustomDebugStringConvertible, @unchecked Sendable {
    /// What is browsed for, as `NWBrowser.Descriptor`.
    public enum Descriptor: Hashable, Sendable {
        case bonjour(type: String, domain: String?)
        case bonjourWithTXTRecord(type: String, domain: String?)
        case applicationService(name: String)
    }

    /// A browser's states, as `NWBrowser.State`.
    public enum State: Equatable, Sendable {
        case setup, ready, failed(NWError), cancelled, waiting(NWError)
    }

    /// A service found, as `NWBrowser.Result`.
    public struct Result: Hashable, Sendable {
        /// What a result carries, as `NWBrowser.Result.Metadata`.
        public enum Metadata: Hashable, Sendable {
            case bonjour([String: String])
            case none
        }

        /// How the results changed, as `NWBrowser.Result.Change`.
        public enum Change: Hashable, Sendable {
            case identical
            case added(Result)
            case removed(Result)
            case changed(old: Result, new: Result, flags: Flags)
        }

        /// What changed in a result, as `NWBrowser.Result.Change.Flags`.
        public struct Flags: OptionSet, Hashable, Sendable {
            public let rawValue: UInt32
            public init(rawValue: UInt32) { self.rawValue = rawValue }
            public static let identical = Flags([])
            public static let interfaceAdded = Flags(rawValue: 1 << 1)
            public static let interfaceRemoved = Flags(rawValue: 1 << 2)
            public static let metadataChanged = Flags(rawValue: 1 << 3)
        }

        public let endpoint: NWEndpoint
        public let interfaces: [NWInterface]
        public let metadata: Metadata
    }

    public let descriptor: Descriptor
    public let parameters: NWParameters
    public var stateUpdateHandler: (@Sendable (State) -> Void)?
    public var browseResultsChangedHandler: (@Sendable (Set<Result>, Set<Result.Change>) -> Void)?
    /// The services found: none.
    public var browseResults: Set<Result> { [] }
    public var state: State { lock.withLock { currentState } }
    public var queue: DispatchQueue? { lock.withLock { startedQueue } }

    private let lock = NSLock()
    private var currentState = State.setup
    private var startedQueue: DispatchQueue?

    public init(for descriptor: Descriptor, using parameters: NWParameters) {
        (self.descriptor, self.parameters) = (descriptor, parameters)
    }

    /// Starts browsing; handlers are called on `queue` (a second start is ignored).
    public func start(queue: DispatchQueue) {
        let started = lock.withLock { () -> Bool in
            guard startedQueue == nil, currentState == .setup else { return false }
            (startedQueue, currentState) = (queue, .ready)
            return true
        }
        guard started else { return }
        let handler = stateUpdateHandler
        queue.async { handler?(.ready) }
    }

    /// Stops browsing.
    public func cancel() {
        let queue = lock.withLock { () -> DispatchQueue? in
            guard currentState != .cancelled else { return nil }
            currentState = .cancelled
            return startedQueue
        }
        let handler = stateUpdateHandler
        queue?.async { handler?(.cancelled) }
    }

    public var debugDescription: String { "[B \(descriptor)]" }
}
