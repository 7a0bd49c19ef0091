import CellSnapUIKit
import Foundation

/// Where loading a value of an asset stands, as AVFoundation's `AVKeyValueStatus`.
public enum AVKeyValueStatus: Int, Sendable {
    case unknown = 0
    case loading = 1
    case loaded = 2
    case failed = 3
    case cancelled = 4
}

/// What loads the values of its keys on request, as AVFoundation's
/// `AVAsynchronousKeyValueLoading` (the way before iOS 15's `load(_:)`).
public protocol AVAsynchronousKeyValueLoading {
    /// Where loading the value of `key` stands; when it failed, why, in `outError`.
    func statusOfValue(forKey key: String, error outError: NSErrorPointer) -> AVKeyValueStatus
    /// Loads the values of `keys` and then calls `handler`.
    func loadValuesAsynchronously(forKeys keys: [String], completionHandler handler: (@Sendable () -> Void)?)
}

extension AVAsset: AVAsynchronousKeyValueLoading {
    /// `.unknown` for a key no load asked for; `.failed` for one that was, with a
    /// `CellSnapUIKitError` naming the asset and the key in `outError` (its description the error's
    /// `localizedDescription`, the error itself under `NSUnderlyingErrorKey`) (CellSnap decodes no media,
    /// so no value loads, as ``AVAsset/load(_:)`` throws).
    public func statusOfValue(forKey key: String, error outError: NSErrorPointer) -> AVKeyValueStatus {
        guard cellSnapRequestedKeys.contains(key) else { return .unknown }
        let error = cellSnapLoadError("statusOfValue(forKey: \"\(key)\")")
        outError?.pointee = NSError(
            domain: "CellSnapUIKitError", code: 0,
            userInfo: [NSLocalizedDescriptionKey: error.description, NSUnderlyingErrorKey: error])
        return .failed
    }

    /// Asks for the values of `keys`, whose loading fails at once (no media is decoded): `handler`
    /// is called before this returns, on the calling thread (iOS calls it later on a queue of its
    /// own; in a still picture the failure is what the screen shows), and ``statusOfValue(forKey:error:)``
    /// then answers `.failed` for those keys.
    public func loadValuesAsynchronously(
        forKeys keys: [String], completionHandler handler: (@Sendable () -> Void)? = nil
    ) {
        cellSnapRequestedKeys.add(keys)
        handler?()
    }
}

/// The keys an asset was asked to load, guarded for the threads a handler may run on.
final class AssetKeyRequests: @unchecked Sendable {
    private let lock = NSLock()
    private var keys: Set<String> = []

    func add(_ more: [String]) { lock.withLock { keys.formUnion(more) } }
    func contains(_ key: String) -> Bool { lock.withLock { keys.contains(key) } }
}
