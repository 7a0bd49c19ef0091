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
/// | `performChanges` | the block runs at once on the calling thread; its change requests apply to the library together (or, on an error, none does); observers are told, then the completion handler (see ``performChanges(_:completionHandler:)``) |
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

    /// Tells the observers of a change from `before` to the library's assets now.
    func notifyObservers(before: [PHAsset]) {
        let change = PHChange(before: before, after: LibraryState.current.withLock { $0.assets })
        let registered = observersLock.withLock { observers }
        for observer in registered { observer.photoLibraryDidChange(change) }
    }

    /// Runs `changeBlock` at once, on the calling thread; the change requests it makes apply to
    /// the library together when it returns. Then the registered observers are told (on iOS they
    /// are told on a background queue, in an undocumented order with the handler) and
    /// `completionHandler` gets `true`, or `false` and the error of a request that could not be
    /// done, in which case nothing changed. A request made outside a block is an error of the next
    /// block. The observers are told on the calling thread, so that a test sees the change when the
    /// call returns: an observer that re-dispatches with `DispatchQueue.main.sync` (safe on iOS,
    /// where it is told on a background queue) must not hear of a change made on the main thread.
    ///
    /// ```swift
    /// PHPhotoLibrary.shared().performChanges({
    ///     PHAssetCollectionChangeRequest.creationRequestForAssetCollection(withTitle: "Trips")
    /// }, completionHandler: { success, error in
    ///     print(success)   // true
    /// })
    /// ```
    open func performChanges(
        _ changeBlock: @escaping @Sendable () -> Void,
        completionHandler: (@Sendable (Bool, (any Error)?) -> Void)? = nil
    ) {
        do {
            try performChangesAndWait(changeBlock)
            completionHandler?(true, nil)
        } catch {
            completionHandler?(false, error)
        }
    }

    /// Runs `changeBlock` and applies its changes, as ``performChanges(_:completionHandler:)``;
    /// throws the error of a request that could not be done.
    open func performChanges(_ changeBlock: @escaping @Sendable () -> Void) async throws {
        try performChangesAndWait(changeBlock)
    }

    /// Runs `changeBlock` and applies its changes before returning, as
    /// ``performChanges(_:completionHandler:)``; throws the error of a request that could not be
    /// done (nothing changed then).
    open func performChangesAndWait(_ changeBlock: () -> Void) throws {
        let before = try Self.changesLock.withLock {
            if PHChangeTransaction.open.withLock({ $0 != nil }) {
                throw CellSnapUIKitError(
                    call: "PHPhotoLibrary.performChanges", reason: "called inside another performChanges block")
            }
            if let error = PHChangeTransaction.outsideError.withLock({ error in
                defer { error = nil }
                return error
            }) {
                throw error
            }
            let transaction = PHChangeTransaction(LibraryState.current.withLock { $0 })
            PHChangeTransaction.open.withLock { $0 = transaction }
            changeBlock()
            PHChangeTransaction.open.withLock { $0 = nil }
            transaction.applyContentEdits()
            if let error = transaction.error { throw error }
            return LibraryState.current.withLock { state in
                let before = state.assets
                state.assets = transaction.assets.map { PHAsset($0.fixture, identifier: $0.identifier) }
                (state.albums, state.nextIndex) = (transaction.albums, transaction.nextIndex)
                return before
            }
        }
        notifyObservers(before: before)
    }

    /// One block at a time, as the library's own queue runs them.
    private static let changesLock = NSRecursiveLock()
}

/// What the library holds: the test's assets and the authorization.
struct LibraryState: @unchecked Sendable {
    var assets: [PHAsset] = []
    var status = PHAuthorizationStatus.notDetermined
    var answer = PHAuthorizationStatus.denied
    /// The regular albums created by change requests, in order, held even when empty.
    var albums: [String] = []
    /// The index of the next asset a change request creates (`CELLSNAP-<index>/L0/001`).
    var nextIndex = 0

    static let current = Mutex(LibraryState())
}
