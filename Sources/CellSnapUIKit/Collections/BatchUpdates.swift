import Foundation

// UIKit declares the batch-update blocks `NS_NOESCAPE`, and the SDK imports them so that an
// app's closure may use `self` implicitly (`collectionView.performBatchUpdates({ items.remove(at: 0) })`
// in a controller). A Swift optional closure always escapes, so these overloads take the
// closure that does not, and hand it to the open methods for the time of the call.

extension UICollectionView {
    /// `performBatchUpdates(_:completion:)` with updates that do not escape, so
    /// that the closure may use `self` implicitly, as on iOS.
    public func performBatchUpdates(_ updates: () -> Void, completion: ((Bool) -> Void)? = nil) {
        withoutActuallyEscaping(updates) { performBatchUpdates(Optional($0), completion: completion) }
    }
}

extension UITableView {
    /// `performBatchUpdates(_:completion:)` with updates that do not escape, so
    /// that the closure may use `self` implicitly, as on iOS.
    public func performBatchUpdates(_ updates: () -> Void, completion: ((Bool) -> Void)? = nil) {
        withoutActuallyEscaping(updates) { performBatchUpdates(Optional($0), completion: completion) }
    }
}
