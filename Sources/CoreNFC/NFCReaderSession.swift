import Foundation

/// What every reader session does, as Core NFC's `NFCReaderSessionProtocol`.
public protocol NFCReaderSessionProtocol: NSObjectProtocol {
    /// Whether the session has begun and can detect tags (never, on Linux).
    var isReady: Bool { get }
    /// The message of the system's scanning sheet (no visible effect: CellSnap draws no sheet).
    var alertMessage: String { get set }
    func begin()
    func invalidate()
    func invalidate(errorMessage: String)
}

/// The reader sessions' base, as Core NFC's `NFCReaderSession`, over CellSnap's device, which has
/// no NFC reader: `readingAvailable` is false, and a session that begins is invalidated at once
/// with `NFCReaderError.readerErrorUnsupportedFeature` naming the call, told to its delegate on
/// the session's queue. A session invalidated, by the app or so, stays invalid: it never begins
/// again (as on iOS), and invalidating it again does nothing.
open class NFCReaderSession: NSObject, NFCReaderSessionProtocol, @unchecked Sendable {
    /// False: CellSnap's device has no NFC reader on Linux.
    open class var readingAvailable: Bool { false }

    /// The session's delegate (held weakly, as Core NFC holds it).
    open private(set) weak var delegate: AnyObject?
    /// The queue the delegate is told on: the one the app gave, else a serial queue of the
    /// session's own.
    public let sessionQueue: DispatchQueue
    /// False: a session never becomes ready on Linux.
    open var isReady: Bool { false }
    open var alertMessage = ""
    private let lock = NSLock()
    private var invalidated = false

    init(delegate: AnyObject, queue: DispatchQueue?) {
        self.delegate = delegate
        sessionQueue = queue ?? DispatchQueue(label: "NFCReaderSession")
        super.init()
    }

    /// Invalidates the session at once with `.readerErrorUnsupportedFeature` (CellSnap's device
    /// has no NFC reader), told to the delegate on ``sessionQueue``; nothing for a session already
    /// invalidated.
    open func begin() {
        guard markInvalidated() else { return }
        let error = NFCReaderError.noReader("\(Self.self).begin()")
        sessionQueue.async { [self] in tellInvalidated(error) }
    }

    /// Ends the session; no visible effect (the session never became active, so the delegate is
    /// not told).
    open func invalidate() { _ = markInvalidated() }

    /// Ends the session; no visible effect (CellSnap draws no scanning sheet for the message).
    open func invalidate(errorMessage: String) { _ = markInvalidated() }

    /// Whether the session was still valid (and is invalidated now).
    final func markInvalidated() -> Bool {
        lock.lock()
        defer { lock.unlock() }
        defer { invalidated = true }
        return !invalidated
    }

    /// Tells the delegate that the session was invalidated with `error` (each session kind
    /// tells its own delegate protocol).
    func tellInvalidated(_ error: NFCReaderError) {}
}

/// Whether a tag holds NDEF and can be written, as Core NFC's `NFCNDEFStatus` (raw values).
public enum NFCNDEFStatus: UInt, Hashable, Sendable {
    case notSupported = 1, readWrite = 2, readOnly = 3
}

/// A tag that holds NDEF messages, as Core NFC's `NFCNDEFTag`. No tag is ever detected on Linux,
/// so only an app's own conforming type (a test double) is ever one; the `async` forms call the
/// completion-handler forms.
public protocol NFCNDEFTag: NSObjectProtocol, NSCopying, NSSecureCoding {
    var isAvailable: Bool { get }
    func queryNDEFStatus(completionHandler: @escaping (NFCNDEFStatus, Int, (any Error)?) -> Void)
    func readNDEF(completionHandler: @escaping (NFCNDEFMessage?, (any Error)?) -> Void)
    func writeNDEF(_ ndefMessage: NFCNDEFMessage, completionHandler: @escaping ((any Error)?) -> Void)
    func writeLock(completionHandler: @escaping ((any Error)?) -> Void)
}

extension NFCNDEFTag {
    public func queryNDEFStatus() async throws -> (NFCNDEFStatus, Int) {
        try await withCheckedThrowingContinuation { continuation in
            queryNDEFStatus { status, capacity, error in
                if let error {
                    continuation.resume(throwing: error)
                } else {
                    continuation.resume(returning: (status, capacity))
                }
            }
        }
    }

    public func readNDEF() async throws -> NFCNDEFMessage {
        try await withCheckedThrowingContinuation { continuation in
            readNDEF { message, error in
                if let message {
                    continuation.resume(returning: message)
                } else {
                    continuation.resume(throwing: error ?? NFCReaderError(.readerTransceiveErrorTagResponseError))
                }
            }
        }
    }

    public func writeNDEF(_ ndefMessage: NFCNDEFMessage) async throws {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            writeNDEF(ndefMessage) { error in
                if let error { continuation.resume(throwing: error) } else { continuation.resume() }
            }
        }
    }

    public func writeLock() async throws {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            writeLock { error in
                if let error { continuation.resume(throwing: error) } else { continuation.resume() }
            }
        }
    }
}
