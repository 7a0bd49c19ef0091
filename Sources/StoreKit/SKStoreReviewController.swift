import CellSnapUIKit
import Foundation
import Synchronization

/// Asks the person to rate the app, as StoreKit's `SKStoreReviewController`. iOS decides whether
/// to show the prompt; CellSnap shows nothing and records each request, so that a test can tell
/// that a screen asked (``cellSnapReviewRequests``).
@preconcurrency @MainActor open class SKStoreReviewController: NSObject {
    /// Asks for a review in `windowScene` (recorded).
    @available(*, deprecated, message: "Use AppStore.requestReview(in:)")
    open class func requestReview(in windowScene: UIWindowScene) { ReviewRequests.count.withLock { $0 += 1 } }

    /// Asks for a review (recorded; deprecated since iOS 14).
    @available(*, deprecated, message: "Use AppStore.requestReview(in:)")
    open class func requestReview() { ReviewRequests.count.withLock { $0 += 1 } }

    /// How many reviews the app asked for (Linux-only, no StoreKit API): through this class and
    /// through `AppStore.requestReview(in:)`.
    public nonisolated static var cellSnapReviewRequests: Int { ReviewRequests.count.withLock { $0 } }

    /// Forgets the requests (Linux-only).
    public nonisolated static func cellSnapReset() { ReviewRequests.count.withLock { $0 = 0 } }
}

/// The review requests made.
enum ReviewRequests {
    static let count = Mutex(0)
}

/// The App Store, as StoreKit's `AppStore`.
public enum AppStore {
    /// Asks for a review in `scene` (recorded, see `SKStoreReviewController.cellSnapReviewRequests`).
    @MainActor public static func requestReview(in scene: UIWindowScene) { ReviewRequests.count.withLock { $0 += 1 } }

    /// Whether the person can pay: `false`, there is no App Store here.
    public static var canMakePayments: Bool { false }

    /// Syncs the app's transactions with the App Store: throws ``StoreKitError/networkError(_:)``,
    /// there is no App Store here.
    public static func sync() async throws { throw StoreKitError.networkError(URLError(.notConnectedToInternet)) }
}

/// An error of StoreKit 2, as `StoreKitError`.
public enum StoreKitError: Error, Sendable {
    case unknown, userCancelled, networkError(URLError), systemError(any Error), notAvailableInStorefront
    case notEntitled
}
