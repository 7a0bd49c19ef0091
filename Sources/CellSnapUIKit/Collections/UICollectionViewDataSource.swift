import Foundation

/// A collection view's data, as UIKit's `UICollectionViewDataSource` (the optional requirements
/// defaulted as UIKit behaves without them).
@preconcurrency @MainActor public protocol UICollectionViewDataSource: NSObjectProtocol {
    func numberOfSections(in collectionView: UICollectionView) -> Int
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView
    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool
    func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
    func indexTitles(for collectionView: UICollectionView) -> [String]?
    func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int)
        -> IndexPath
}

extension UICollectionViewDataSource {
    /// Not implemented: one section.
    public func numberOfSections(in collectionView: UICollectionView) -> Int {
        forwarded(self, as: UICollectionViewDataSource.self) { $0.numberOfSections(in: collectionView) }
            ?? OptionalRequirements.unimplemented(1)
    }
    /// Not implemented: UIKit raises an exception when its layout asks for a supplementary view;
    /// CellSnap reports it as an error naming the kind and index path when the collection view is drawn.
    public func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        if let view = forwarded(
            self, as: UICollectionViewDataSource.self,
            {
                $0.collectionView(collectionView, viewForSupplementaryElementOfKind: kind, at: indexPath)
            })
        {
            return view
        }
        collectionView.pendingError.keepFirst(
            CellSnapUIKitError(
                call: "collectionView(_:viewForSupplementaryElementOfKind: \"\(kind)\", at: \(indexPath))",
                reason: "the layout asks for a supplementary view and the data source does not make one"))
        return OptionalRequirements.unimplemented(UICollectionReusableView(cellSnapFrame: .zero))
    }
    /// Not implemented: `false`, items do not move.
    public func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        forwarded(self, as: UICollectionViewDataSource.self) {
            $0.collectionView(collectionView, canMoveItemAt: indexPath)
        } ?? OptionalRequirements.unimplemented(false)
    }
    /// Not implemented: nothing moves.
    ///
    /// No visible effect: UIKit calls it when a user drops a moved item.
    public func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        forwarded(self, as: UICollectionViewDataSource.self) {
            $0.collectionView(collectionView, moveItemAt: sourceIndexPath, to: destinationIndexPath)
        } ?? OptionalRequirements.unimplemented(())
    }
    /// Not implemented: `nil`, no index. A data source that gives titles is refused when the
    /// collection view is drawn: CellSnap does not draw the index along its trailing edge.
    public func indexTitles(for collectionView: UICollectionView) -> [String]? {
        forwarded(self, as: UICollectionViewDataSource.self) { $0.indexTitles(for: collectionView) }
            ?? OptionalRequirements.unimplemented(nil)
    }
    /// Not implemented: the first item of the section at the title's index.
    ///
    /// No visible effect: UIKit asks when a user touches the index.
    public func collectionView(
        _ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int
    ) -> IndexPath {
        forwarded(self, as: UICollectionViewDataSource.self) {
            $0.collectionView(collectionView, indexPathForIndexTitle: title, at: index)
        } ?? OptionalRequirements.unimplemented(IndexPath(item: 0, section: index))
    }
}
