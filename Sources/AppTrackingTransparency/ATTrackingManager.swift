// `import AppTrackingTransparency` on Linux: the tracking authorization as the person answers it
// on a device that a test describes (`ATTrackingManager.cellSnapSetAuthorizationAnswer`). As the
// SDK's module does, it brings Foundation.
@_exported import Foundation
import Synchronization

/// Asks the person whether the app may track them across other companies' apps and websites, as
/// AppTrackingTransparency's `ATTrackingManager`.
///
/// ```swift
/// ATTrackingManager.requestTrackingAuthorization { status in
///     UserDefaults.standard.set(status == .authorized, forKey: "trackingAllowed")
/// }
/// ```
///
/// Linux has no person to ask: the status is `.notDetermined` until the app asks, as on a fresh
/// Simulator, and a request is answered at once, on the calling thread, with the answer a test set
/// (``cellSnapSetAuthorizationAnswer(_:decided:)``; `.denied` until then). No prompt is drawn.
open class ATTrackingManager: NSObject, @unchecked Sendable {
    /// The person's answer, as `ATTrackingManager.AuthorizationStatus` (its raw values).
    public enum AuthorizationStatus: UInt, Hashable, Sendable {
        case notDetermined = 0, restricted, denied, authorized
    }

    private struct State {
        var status = AuthorizationStatus.notDetermined
        var answer = AuthorizationStatus.denied
    }
    private static let state = Mutex(State())

    /// Whether the app may track: `.notDetermined` until it asks (or a test says the person
    /// answered before).
    open class var trackingAuthorizationStatus: AuthorizationStatus { state.withLock { $0.status } }

    /// Asks the person, once: the first request is answered with the test's answer, later ones
    /// with the status it left; `completion` is called at once with the status.
    open class func requestTrackingAuthorization(completionHandler completion: @escaping (AuthorizationStatus) -> Void)
    {
        let status = state.withLock { state -> AuthorizationStatus in
            if state.status == .notDetermined { state.status = state.answer }
            return state.status
        }
        completion(status)
    }

    /// Asks the person, once, and returns their answer (see
    /// ``requestTrackingAuthorization(completionHandler:)``).
    open class func requestTrackingAuthorization() async -> AuthorizationStatus {
        await withCheckedContinuation { continuation in
            requestTrackingAuthorization { continuation.resume(returning: $0) }
        }
    }

    /// Makes `answer` the person's answer to the app's first request (Linux-only, no
    /// AppTrackingTransparency API); with `decided`, the status is `answer` already, as on a
    /// device where the person answered before (or where tracking is `.restricted`).
    public static func cellSnapSetAuthorizationAnswer(_ answer: AuthorizationStatus, decided: Bool = false) {
        state.withLock { state in
            state.answer = answer
            if decided { state.status = answer }
        }
    }

    /// Forgets the answer: the status is `.notDetermined` and the answer `.denied` again
    /// (Linux-only).
    public static func cellSnapReset() { state.withLock { $0 = State() } }
}
