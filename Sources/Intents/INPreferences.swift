import Foundation

/// Whether the person lets the app use Siri, as `INSiriAuthorizationStatus` (its raw values).
public enum INSiriAuthorizationStatus: Int, Hashable, Sendable {
    case notDetermined = 0, restricted, denied, authorized
}

/// The app's Siri settings, as Intents' `INPreferences`. CellSnap's device has granted no
/// permission: the status is `.notDetermined`, and a request is answered `.denied`,
/// asynchronously on the main queue (as iOS calls the handler), without changing the status a
/// later call reads, so that every test starts from the same answer.
open class INPreferences: NSObject {
    /// `.notDetermined`.
    open class func siriAuthorizationStatus() -> INSiriAuthorizationStatus { .notDetermined }

    /// Asks the person; `handler` gets `.denied`, asynchronously on the main queue.
    open class func requestSiriAuthorization(_ handler: @escaping @Sendable (INSiriAuthorizationStatus) -> Void) {
        DispatchQueue.main.async { handler(.denied) }
    }

    /// The language Siri speaks: `en-US`, CellSnap's device's.
    open class func siriLanguageCode() -> String { "en-US" }
}
