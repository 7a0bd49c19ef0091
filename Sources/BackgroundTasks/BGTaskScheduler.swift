import Foundation

/// A request to run a task later, as BackgroundTasks' `BGTaskRequest`: use its subclasses.
open class BGTaskRequest: NSObject, NSCopying, @unchecked Sendable {
    /// The task's identifier (one the app registers).
    public let identifier: String
    /// The earliest date the task may run; `nil`: no earlier limit.
    open var earliestBeginDate: Date?

    init(identifier: String) {
        self.identifier = identifier
        super.init()
    }

    open func copy(with zone: NSZone? = nil) -> Any { self }
}

/// A request to refresh the app's content, as `BGAppRefreshTaskRequest`.
open class BGAppRefreshTaskRequest: BGTaskRequest, @unchecked Sendable {
    public override init(identifier: String) { super.init(identifier: identifier) }
}

/// A request for a long task, as `BGProcessingTaskRequest`.
open class BGProcessingTaskRequest: BGTaskRequest, @unchecked Sendable {
    open var requiresNetworkConnectivity = false
    open var requiresExternalPower = false
    public override init(identifier: String) { super.init(identifier: identifier) }
}

/// A task the system runs, as `BGTask`: its launch handler gets it, and calls
/// ``setTaskCompleted(success:)`` when done.
open class BGTask: NSObject, @unchecked Sendable {
    public let identifier: String
    /// Called when the system needs the task to stop (a test calls it with `cellSnapExpire`).
    open var expirationHandler: (() -> Void)?
    /// How the task ended: `nil` until ``setTaskCompleted(success:)`` (Linux-only, no BackgroundTasks API).
    public private(set) var cellSnapCompletion: Bool?

    init(identifier: String) {
        self.identifier = identifier
        super.init()
    }

    open func setTaskCompleted(success: Bool) { cellSnapCompletion = success }

    /// Asks the task to stop, as the system does when its time runs out (Linux-only): calls the
    /// expiration handler.
    public func cellSnapExpire() { expirationHandler?() }
}

/// A task that refreshes the app's content, as `BGAppRefreshTask`.
open class BGAppRefreshTask: BGTask, @unchecked Sendable {}

/// A long task, as `BGProcessingTask`.
open class BGProcessingTask: BGTask, @unchecked Sendable {}

/// The app's background tasks, as BackgroundTasks' `BGTaskScheduler`. The system runs tasks when
/// the device is idle; CellSnap's scheduler keeps the requests and a test runs a task
/// (``cellSnapRun(taskWithIdentifier:)``). An app lists the identifiers it may schedule in its
/// Info.plist, which CellSnap does not read: an identifier is permitted once registered.
open class BGTaskScheduler: NSObject, @unchecked Sendable {
    /// Why a request was refused, as `BGTaskScheduler.Error`.
    public struct Error: Swift.Error, CustomNSError, Hashable, Sendable {
        /// The codes of `BGTaskScheduler.Error.Code` (their raw values).
        public enum Code: Int, Hashable, Sendable {
            case unavailable = 1, tooManyPendingTaskRequests = 2, notPermitted = 3
        }
        public let code: Code
        public init(_ code: Code, userInfo: [String: Any] = [:]) { self.code = code }
        public static var errorDomain: String { "BGTaskSchedulerErrorDomain" }
        public var errorCode: Int { code.rawValue }
        public static var notPermitted: Code { .notPermitted }
        public static var tooManyPendingTaskRequests: Code { .tooManyPendingTaskRequests }
        public static var unavailable: Code { .unavailable }
    }

    /// The app's scheduler.
    public static let shared = BGTaskScheduler()
    private let lock = NSLock()
    private var handlers: [String: (BGTask) -> Void] = [:]
    private var pending: [BGTaskRequest] = []

    /// Registers `launchHandler` for the tasks of `identifier` (`queue` is not used: the handler
    /// runs on the test's thread); `false` when the identifier is already registered.
    open func register(
        forTaskWithIdentifier identifier: String, using queue: DispatchQueue?,
        launchHandler: @escaping (BGTask) -> Void
    ) -> Bool {
        lock.withLock {
            guard handlers[identifier] == nil else { return false }
            handlers[identifier] = launchHandler
            return true
        }
    }

    /// Schedules `taskRequest` in place of a pending one of its identifier; throws `.notPermitted`
    /// for an identifier not registered, and `.tooManyPendingTaskRequests` past the limits Apple
    /// documents: 1 pending refresh request and 10 pending processing requests.
    open func submit(_ taskRequest: BGTaskRequest) throws {
        try lock.withLock {
            guard handlers[taskRequest.identifier] != nil else { throw Error(.notPermitted) }
            let others = pending.filter { $0.identifier != taskRequest.identifier }
            let sameKind = others.filter { ObjectIdentifier(type(of: $0)) == ObjectIdentifier(type(of: taskRequest)) }
                .count
            let limit = taskRequest is BGProcessingTaskRequest ? 10 : 1
            guard sameKind < limit else { throw Error(.tooManyPendingTaskRequests) }
            pending = others + [taskRequest]
        }
    }

    open func cancel(taskRequestWithIdentifier identifier: String) {
        lock.withLock { pending.removeAll { $0.identifier == identifier } }
    }

    open func cancelAllTaskRequests() { lock.withLock { pending.removeAll() } }

    /// The pending requests, in the order they were submitted, at once.
    open func getPendingTaskRequests(completionHandler: @escaping ([BGTaskRequest]) -> Void) {
        completionHandler(lock.withLock { pending })
    }

    open func pendingTaskRequests() async -> [BGTaskRequest] { lock.withLock { pending } }

    /// Runs the pending task of `identifier` as the system would (Linux-only): the request leaves
    /// the pending ones and the registered launch handler gets the task, which is returned (its
    /// ``BGTask/cellSnapCompletion`` says how it ended). `nil` when no such request is pending.
    @discardableResult
    public func cellSnapRun(taskWithIdentifier identifier: String) -> BGTask? {
        let found = lock.withLock { () -> (BGTaskRequest, (BGTask) -> Void)? in
            guard let index = pending.firstIndex(where: { $0.identifier == identifier }),
                let handler = handlers[identifier]
            else { return nil }
            return (pending.remove(at: index), handler)
        }
        guard let (request, handler) = found else { return nil }
        let task: BGTask =
            request is BGProcessingTaskRequest
            ? BGProcessingTask(identifier: identifier) : BGAppRefreshTask(identifier: identifier)
        handler(task)
        return task
    }

    /// Forgets every registration and request (Linux-only).
    public func cellSnapReset() {
        lock.withLock {
            handlers.removeAll()
            pending.removeAll()
        }
    }
}
