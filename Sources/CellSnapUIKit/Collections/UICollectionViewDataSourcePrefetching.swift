import Foundation

/// What prefetches a collection view's data ahead of scrolling, as UIKit's
/// `UICollectionViewDataSourcePrefetching`.
///
/// No visible effect: a snapshot never scrolls items into reach; CellSnap keeps the data source and
/// never calls it.
@preconcurrency @MainActor public protocol UICollectionViewDataSourcePrefetching: NSObjectProtocol {
    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath])
    func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

extension UICollectionViewDataSourcePrefetching {
    /// Not implemented: nothing happens.
    ///
    /// No visible effect: a snapshot never scrolls items out of reach.
    public func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
    {
        forwarded(self, as: UICollectionViewDataSourcePrefetching.self) {
            $0.collectionView(collectionView, cancelPrefetchingForItemsAt: indexPaths)
        } ?? OptionalRequirements.unimplemented(())
    }
}
