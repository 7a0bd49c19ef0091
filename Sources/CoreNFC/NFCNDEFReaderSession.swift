import Foundation

/// A session that reads and writes NDEF tags, as Core NFC's `NFCNDEFReaderSession`. On Linux it
/// never becomes active: `begin()` invalidates it with `.readerErrorUnsupportedFeature`
/// (``NFCReaderSession``), and a connection finishes with
/// `.readerTransceiveErrorSessionInvalidated`, on the session's queue.
open class NFCNDEFReaderSession: NFCReaderSession, @unchecked Sendable {
    /// Whether the session ends after the first tag it reads (kept; no tag is read on Linux).
    public let invalidateAfterFirstRead: Bool

    public init(delegate: any NFCNDEFReaderSessionDelegate, queue: DispatchQueue?, invalidateAfterFirstRead: Bool) {
        self.invalidateAfterFirstRead = invalidateAfterFirstRead
        super.init(delegate: delegate, queue: queue)
    }

    /// No visible effect: the session is not polling (it never became active).
    open func restartPolling() {}

    /// Finishes with `.readerTransceiveErrorSessionInvalidated` on the session's queue: the
    /// session never became active, so it connects to no tag.
    open func connect(to tag: any NFCNDEFTag, completionHandler: @escaping @Sendable ((any Error)?) -> Void) {
        let error = NFCReaderError(
            .readerTransceiveErrorSessionInvalidated,
            reason: "NFCNDEFReaderSession.connect(to:completionHandler:): the session is not active on Linux")
        sessionQueue.async { completionHandler(error) }
    }

    /// Throws `.readerTransceiveErrorSessionInvalidated` (the session is not active on Linux).
    open func connect(to tag: any NFCNDEFTag) async throws {
        throw NFCReaderError(
            .readerTransceiveErrorSessionInvalidated,
            reason: "NFCNDEFReaderSession.connect(to:): the session is not active on Linux")
    }

    override func tellInvalidated(_ error: NFCReaderError) {
        (delegate as? any NFCNDEFReaderSessionDelegate)?.readerSession(self, didInvalidateWithError: error)
    }
}

/// What an NDEF reader session tells its delegate, as Core NFC's `NFCNDEFReaderSessionDelegate`
/// (the two optional requirements defaulted to nothing). On Linux only
/// ``readerSession(_:didInvalidateWithError:)`` is ever called.
public protocol NFCNDEFReaderSessionDelegate: NSObjectProtocol {
    func readerSession(_ session: NFCNDEFReaderSession, didInvalidateWithError error: any Error)
    func readerSession(_ session: NFCNDEFReaderSession, didDetectNDEFs messages: [NFCNDEFMessage])
    func readerSession(_ session: NFCNDEFReaderSession, didDetect tags: [any NFCNDEFTag])
    func readerSessionDidBecomeActive(_ session: NFCNDEFReaderSession)
}

extension NFCNDEFReaderSessionDelegate {
    public func readerSession(_ session: NFCNDEFReaderSession, didDetect tags: [any NFCNDEFTag]) {}
    public func readerSessionDidBecomeActive(_ session: NFCNDEFReaderSession) {}
}
