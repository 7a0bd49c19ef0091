import Foundation

/// Who a call is with, as CallKit's `CXHandle`.
open class CXHandle: NSObject, @unchecked Sendable {
    /// The kinds of handle, with the SDK's raw values.
    public enum HandleType: Int, Sendable {
        case generic = 1, phoneNumber, emailAddress
    }

    public let type: HandleType
    public let value: String

    public init(type: HandleType, value: String) {
        self.type = type
        self.value = value
        super.init()
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? CXHandle else { return false }
        return type == other.type && value == other.value
    }

    open override var hash: Int { value.hashValue ^ type.rawValue }

    /// Whether `handle` has the same type and value.
    open func isEqual(to handle: CXHandle) -> Bool { isEqual(handle as Any?) }
}

/// Something done to a call, as CallKit's `CXAction`.
open class CXAction: NSObject, @unchecked Sendable {
    public let uuid = UUID()
    public let timeoutDate = Date(timeIntervalSinceNow: 60)
    open private(set) var isComplete = false

    public override init() { super.init() }

    /// Marks the action as done.
    open func fulfill() { isComplete = true }
    /// Marks the action as failed.
    open func fail() { isComplete = true }
}

/// An action on one call, as `CXCallAction`.
open class CXCallAction: CXAction, @unchecked Sendable {
    public let callUUID: UUID

    public init(call callUUID: UUID) {
        self.callUUID = callUUID
        super.init()
    }
}

/// Starting an outgoing call, as `CXStartCallAction`.
open class CXStartCallAction: CXCallAction, @unchecked Sendable {
    open var handle: CXHandle
    open var contactIdentifier: String?
    open var isVideo = false

    public init(call callUUID: UUID, handle: CXHandle) {
        self.handle = handle
        super.init(call: callUUID)
    }
}

/// Ending a call, as `CXEndCallAction`.
open class CXEndCallAction: CXCallAction, @unchecked Sendable {}

/// Putting a call on hold or taking it off, as `CXSetHeldCallAction`.
open class CXSetHeldCallAction: CXCallAction, @unchecked Sendable {
    open var isOnHold: Bool

    public init(call callUUID: UUID, onHold: Bool) {
        isOnHold = onHold
        super.init(call: callUUID)
    }
}

/// Muting a call's microphone, as `CXSetMutedCallAction`.
open class CXSetMutedCallAction: CXCallAction, @unchecked Sendable {
    open var isMuted: Bool

    public init(call callUUID: UUID, muted: Bool) {
        isMuted = muted
        super.init(call: callUUID)
    }
}

/// Actions requested together, as CallKit's `CXTransaction`.
open class CXTransaction: NSObject, @unchecked Sendable {
    public let uuid = UUID()
    open private(set) var actions: [CXAction]
    open var isComplete: Bool { actions.allSatisfy(\.isComplete) }

    public init(actions: [CXAction]) {
        self.actions = actions
        super.init()
    }

    public convenience init(action: CXAction) { self.init(actions: [action]) }

    open func addAction(_ action: CXAction) { actions.append(action) }
}

/// The errors of a requested transaction, as `CXErrorCodeRequestTransactionError`.
public struct CXErrorCodeRequestTransactionError: Error, CustomNSError, Hashable, Sendable {
    /// The codes, with the SDK's raw values.
    public enum Code: Int, Hashable, Sendable {
        case unknown = 0, unentitled, unknownCallProvider, emptyTransaction, unknownCallUUID, callUUIDAlreadyExists
        case invalidAction, maximumCallGroupsReached, callIsProtected
    }

    public let code: Code
    /// What failed, for the description.
    public let reason: String

    public init(_ code: Code, reason: String = "") {
        self.code = code
        self.reason = reason
    }

    public static var errorDomain: String { "com.apple.CallKit.error.requesttransaction" }
    public var errorCode: Int { code.rawValue }
    public var errorUserInfo: [String: Any] { reason.isEmpty ? [:] : [NSLocalizedDescriptionKey: reason] }
}

/// Requests actions on calls, as CallKit's `CXCallController`. CellSnap's device runs no call
/// service: an empty transaction fails with `.emptyTransaction`, any other with `.unknown` naming
/// its actions, on the controller's queue (the main queue by default), as iOS answers without one.
open class CXCallController: NSObject, @unchecked Sendable {
    public let callObserver = CXCallObserver()
    private let queue: DispatchQueue

    public override convenience init() { self.init(queue: .main) }

    public init(queue: DispatchQueue) {
        self.queue = queue
        super.init()
    }

    open func request(_ transaction: CXTransaction, completion: @escaping @Sendable ((any Error)?) -> Void) {
        let error = refusal(transaction)
        queue.async { completion(error) }
    }

    open func request(_ transaction: CXTransaction) async throws { throw refusal(transaction) }

    open func requestTransaction(
        with actions: [CXAction], completion: @escaping @Sendable ((any Error)?) -> Void
    ) { request(CXTransaction(actions: actions), completion: completion) }

    open func requestTransaction(with action: CXAction, completion: @escaping @Sendable ((any Error)?) -> Void) {
        request(CXTransaction(action: action), completion: completion)
    }

    private func refusal(_ transaction: CXTransaction) -> CXErrorCodeRequestTransactionError {
        guard !transaction.actions.isEmpty else { return CXErrorCodeRequestTransactionError(.emptyTransaction) }
        let names = transaction.actions.map { "\(type(of: $0))" }.joined(separator: ", ")
        return CXErrorCodeRequestTransactionError(
            .unknown, reason: "CXCallController.request of \(names): CellSnap's device runs no call service")
    }
}
