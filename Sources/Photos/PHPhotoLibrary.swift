import CellSnapUIKit
import Foundation
import Synchronization

/// Whether the app may read the photo library, as `PHAuthorizationStatus` (its raw values).
public enum PHAuthorizationStatus: Int, Hashable, Sendable {
    case notDetermined = 0, restricted = 1, denied = 2, authorized = 3, limited = 4
}

/// The access an app asks for, as `PHAccessLevel` (its raw values).
public enum PHAccessLevel: Int, Hashable, Sendable {
    case addOnly = 1, readWrite = 2
}

/// An object told when the library changes, as `PHPhotoLibraryChangeObserver`.
public protocol PHPhotoLibraryChangeObserver: NSObjectProtocol {
    /// The library changed: `changeInstance` gives the details for a fetch result.
    func photoLibraryDidChange(_ changeInstance: PHChange)
}

/// The photo library, as Photos' `PHPhotoLibrary`. Linux has no photo library: CellSnap's is the
/// one a test describes. Until a test fills it, it is empty and its authorization status is
/// `.notDetermined`; asking for access answers `.denied` (as a person who taps "Don't Allow"),
/// so a screen shows its no-access state. ``cellSnapFill(with:authorization:)`` puts assets in it
/// and sets the status and answer (`.authorized` unless told otherwise), so that a screen's cells
/// show known images; ``cellSnapReset()`` empties it again. The library is the process's: tests
/// that fill it differently must not run in parallel (a `.serialized` suite). What each call does here:
///
/// | member | here |
/// | --- | --- |
/// | `requestAuthorization` | the handler gets the answer at once, on the calling thread (so a screen's `viewDidLoad` has it before the snapshot); the status becomes it |
/// | `register(_:)` | the observer is told of each `cellSnapFill`, at once, on the calling thread |
/// | `performChanges` | refused: the completion handler gets an error (the library is the test's, read-only) |
///
/// ```swift
/// PHPhotoLibrary.authorizationStatus(for: .readWrite)   // .notDetermined until a test fills the library
/// ```
open class PHPhotoLibrary: NSObject, @unchecked Sendable {
    private static let sharedLibrary = PHPhotoLibrary()
    /// The observers, in the order they registered.
    private var observers: [any PHPhotoLibraryChangeObserver] = []
    private let observersLock = NSLock()

    /// The library.
    open class func shared() -> PHPhotoLibrary { sharedLibrary }

    /// The app's access for `accessLevel`: `.notDetermined` until it asks, then the answer.
    open class func authorizationStatus(for accessLevel: PHAccessLevel) -> PHAuthorizationStatus {
        LibraryState.current.withLock { $0.status }
    }

    /// The app's read and write access (deprecated since iOS 14).
    @available(*, deprecated, message: "Use authorizationStatus(for:)")
    open class func authorizationStatus() -> PHAuthorizationStatus { authorizationStatus(for: .readWrite) }

    /// Asks for `accessLevel`: `handler` gets the answer at once, on the calling thread.
    open class func requestAuthorization(
        for accessLevel: PHAccessLevel, handler: @escaping @Sendable (PHAuthorizationStatus) -> Void
    ) {
        handler(answer())
    }

    /// Asks for `accessLevel` and returns the answer.
    open class func requestAuthorization(for accessLevel: PHAccessLevel) async -> PHAuthorizationStatus { answer() }

    /// Asks for read and write access (deprecated since iOS 14): `handler` gets the answer at once.
    @available(*, deprecated, message: "Use requestAuthorization(for:handler:)")
    open class func requestAuthorization(_ handler: @escaping @Sendable (PHAuthorizationStatus) -> Void) {
        handler(answer())
    }

    private static func answer() -> PHAuthorizationStatus {
        LibraryState.current.withLock { state in
            state.status = state.answer
            return state.answer
        }
    }

    /// Tells `observer` of every change of the library (kept strongly, as until unregistered).
    open func register(_ observer: any PHPhotoLibraryChangeObserver) {
        observersLock.withLock { if !observers.contains(where: { $0 === observer }) { observers.append(observer) } }
    }

    /// Stops telling `observer` of changes.
    open func unregisterChangeObserver(_ observer: any PHPhotoLibraryChangeObserver) {
        observersLock.withLock { observers.removeAll { $0 === observer } }
    }

    /// Refused: CellSnap's library is the test's and read-only, so `completionHandler` gets an
    /// error and `changeBlock` does not run.
    open func performChanges(
        _ changeBlock: @escaping @Sendable () -> Void,
        completionHandler: (@Sendable (Bool, (any Error)?) -> Void)? = nil
    ) {
        completionHandler?(false, Self.readOnly)
    }

    /// Refused, as ``performChanges(_:completionHandler:)``: throws the same error.
    open func performChangesAndWait(_ changeBlock: () -> Void) throws { throw Self.readOnly }

    private static let readOnly = CellSnapUIKitError(
        call: "PHPhotoLibrary.performChanges",
        reason: "CellSnap's photo library on Linux is the one a test fills (cellSnapFill) and cannot be changed")

    /// Tells the observers of a change from `before` to the library's assets now.
    func notifyObservers(before: [PHAsset]) {
        let change = PHChange(before: before, after: LibraryState.current.withLock { $0.assets })
        let registered = observersLock.withLock { observers }
        for observer in registered { observer.photoLibraryDidChange(change) }
    }
}

/// What the library holds: the test's assets and the authorization.
struct LibraryState: @unchecked Sendable {
    var assets: [PHAsset] = []
    var status = PHAuthorizationStatus.notDetermined
    var answer = PHAuthorizationStatus.denied

    static let current = Mutex(LibraryState())
}
