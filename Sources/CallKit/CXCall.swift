import Foundation

/// A telephone or VoIP call, as CallKit's `CXCall`: what an observer reports of it.
open class CXCall: NSObject, @unchecked Sendable {
    public let uuid: UUID
    public let isOutgoing: Bool
    public let isOnHold: Bool
    public let hasConnected: Bool
    public let hasEnded: Bool

    /// A call of these facts (CallKit makes calls; CellSnap's observer reports none).
    init(uuid: UUID, isOutgoing: Bool, isOnHold: Bool, hasConnected: Bool, hasEnded: Bool) {
        self.uuid = uuid
        self.isOutgoing = isOutgoing
        self.isOnHold = isOnHold
        self.hasConnected = hasConnected
        self.hasEnded = hasEnded
        super.init()
    }

    /// Whether `call` is this call: the same `uuid`.
    open func isEqual(to call: CXCall) -> Bool { uuid == call.uuid }
}

/// What a call observer tells its delegate, as `CXCallObserverDelegate`.
public protocol CXCallObserverDelegate: NSObjectProtocol {
    func callObserver(_ callObserver: CXCallObserver, callChanged call: CXCall)
}

/// Observes the device's calls, as CallKit's `CXCallObserver`. CellSnap's device has none: `calls`
/// is empty and the delegate is never told of a change.
open class CXCallObserver: NSObject, @unchecked Sendable {
    /// The calls in progress: none.
    open var calls: [CXCall] { [] }
    /// The delegate set last and the queue it is told on (the main queue for `nil`).
    public private(set) weak var cellSnapDelegate: (any CXCallObserverDelegate)?
    public private(set) var cellSnapDelegateQueue: DispatchQueue?

    public override init() { super.init() }

    /// Sets the delegate told of changes to calls, on `queue` (the main queue for `nil`).
    open func setDelegate(_ delegate: (any CXCallObserverDelegate)?, queue: DispatchQueue?) {
        cellSnapDelegate = delegate
        cellSnapDelegateQueue = queue
    }
}
