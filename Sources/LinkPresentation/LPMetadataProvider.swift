// swift-format-ignore-file: AlwaysUseLowerCamelCase

import Foundation
import FoundationNetworking
import Synchronization

/// The domain of LinkPresentation's errors.
public let LPErrorDomain = "LPErrorDomain"

/// An error of LinkPresentation, as `LPError`: its code.
public struct LPError: Error, CustomNSError, Hashable, Sendable {
    /// The codes of `LPError.Code` (their raw values).
    public enum Code: Int, Hashable, Sendable {
        case unknown = 1, metadataFetchFailed = 2, metadataFetchCancelled = 3, metadataFetchTimedOut = 4
        case metadataFetchNotAllowed = 5
    }

    public let code: Code

    public init(_ code: Code) { self.code = code }

    public static var errorDomain: String { LPErrorDomain }
    public var errorCode: Int { code.rawValue }

    public static var unknown: Code { .unknown }
    public static var metadataFetchFailed: Code { .metadataFetchFailed }
    public static var metadataFetchCancelled: Code { .metadataFetchCancelled }
    public static var metadataFetchTimedOut: Code { .metadataFetchTimedOut }
    public static var metadataFetchNotAllowed: Code { .metadataFetchNotAllowed }
}

extension LPError.Code {
    /// `catch LPError.metadataFetchFailed` matches an `LPError` of that code.
    public static func ~= (code: LPError.Code, error: any Error) -> Bool { (error as? LPError)?.code == code }
}

/// Fetches a link's metadata, as LinkPresentation's `LPMetadataProvider`. CellSnap's device
/// reaches no network: a fetch answers with the metadata a test set for the URL
/// (``cellSnapSetMetadata(_:for:)``: a copy, its `originalURL` the URL asked for), and otherwise
/// fails with ``LPError/Code/metadataFetchFailed``, always asynchronously (on a queue of the
/// provider's, as on iOS, whose handler is not called on the main queue). A provider fetches once:
/// a second fetch, or a fetch after ``cancel()``, is a programmer error on iOS and fails here with
/// ``LPError/Code/metadataFetchCancelled``.
///
/// ```swift
/// LPMetadataProvider().startFetchingMetadata(for: URL(string: "https://example.com")!) { metadata, error in
///     // metadata == nil, error is LPError(.metadataFetchFailed) until a test sets the URL's metadata
/// }
/// ```
open class LPMetadataProvider: NSObject, @unchecked Sendable {
    /// Whether the icon, image and video are fetched too (kept; nothing is fetched).
    open var shouldFetchSubresources = true
    /// How long a fetch may take, 30 seconds (kept; answers come at once).
    open var timeout: TimeInterval = 30
    private let state = Mutex((started: false, cancelled: false))
    private static let answers = Mutex<[URL: LPLinkMetadata]>([:])
    private static let queue = DispatchQueue(label: "LPMetadataProvider")

    public override init() { super.init() }

    /// Fetches `url`'s metadata; `completionHandler` gets it, or an error, asynchronously.
    open func startFetchingMetadata(
        for url: URL, completionHandler: @escaping @Sendable (LPLinkMetadata?, (any Error)?) -> Void
    ) {
        let answer = answer(for: url)
        Self.queue.async {
            switch answer {
            case .success(let metadata): completionHandler(metadata, nil)
            case .failure(let error): completionHandler(nil, error)
            }
        }
    }

    /// Fetches `request`'s URL's metadata, as ``startFetchingMetadata(for:completionHandler:)``.
    open func startFetchingMetadata(
        for request: URLRequest, completionHandler: @escaping @Sendable (LPLinkMetadata?, (any Error)?) -> Void
    ) {
        guard let url = request.url else {
            Self.queue.async { completionHandler(nil, LPError(.metadataFetchFailed)) }
            return
        }
        startFetchingMetadata(for: url, completionHandler: completionHandler)
    }

    /// Fetches `url`'s metadata; throws the fetch's error.
    open func startFetchingMetadata(for url: URL) async throws -> LPLinkMetadata {
        let answer = answer(for: url)
        await withCheckedContinuation { continuation in Self.queue.async { continuation.resume() } }
        return try answer.get()
    }

    /// Fetches `request`'s URL's metadata; throws the fetch's error.
    open func startFetchingMetadata(for request: URLRequest) async throws -> LPLinkMetadata {
        guard let url = request.url else { throw LPError(.metadataFetchFailed) }
        return try await startFetchingMetadata(for: url)
    }

    /// Cancels the fetch: one not answered yet, or started later, fails with `.metadataFetchCancelled`.
    open func cancel() { state.withLock { $0.cancelled = true } }

    /// The answer to a fetch of `url` started now.
    private func answer(for url: URL) -> Result<LPLinkMetadata, LPError> {
        let refused = state.withLock { state -> Bool in
            defer { state.started = true }
            return state.started || state.cancelled
        }
        if refused { return .failure(LPError(.metadataFetchCancelled)) }
        guard let stored = Self.answers.withLock({ $0[url] }), let metadata = stored.copy() as? LPLinkMetadata else {
            return .failure(LPError(.metadataFetchFailed))
        }
        metadata.originalURL = url
        if metadata.url == nil { metadata.url = url }
        return .success(metadata)
    }

    /// Makes fetches of `url` answer with `metadata` (`nil`: fail again), Linux-only.
    public static func cellSnapSetMetadata(_ metadata: LPLinkMetadata?, for url: URL) {
        let kept = metadata?.copy() as? LPLinkMetadata
        answers.withLock { $0[url] = kept }
    }

    /// Forgets every answer a test set (Linux-only).
    public static func cellSnapReset() { answers.withLock { $0 = [:] } }
}
