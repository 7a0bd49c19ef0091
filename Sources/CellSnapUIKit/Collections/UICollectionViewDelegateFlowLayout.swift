import Foundation

/// What a flow layout asks the collection view's delegate, as UIKit's
/// `UICollectionViewDelegateFlowLayout`: each item's size and each section's insets, spacing and
/// header and footer sizes. Every requirement is optional; one the delegate does not implement
/// answers with the layout's own property (``UICollectionViewFlowLayout/itemSize``,
/// ``UICollectionViewFlowLayout/sectionInset``, ...), as UIKit's flow layout does, and an item
/// whose size the delegate does not give sizes itself when the layout has an
/// ``UICollectionViewFlowLayout/estimatedItemSize``.
///
/// ```swift
/// final class Photos: NSObject, UICollectionViewDelegateFlowLayout {
///     func collectionView(
///         _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
///         sizeForItemAt indexPath: IndexPath
///     ) -> CGSize {
///         let side = (collectionView.bounds.width - 2) / 3
///         return CGSize(width: side, height: side)
///     }
/// }
/// ```
@preconcurrency @MainActor public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        insetForSectionAt section: Int
    ) -> UIEdgeInsets
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForFooterInSection section: Int
    ) -> CGSize
}

extension UICollectionViewDelegateFlowLayout {
    /// Not implemented: the flow layout's ``UICollectionViewFlowLayout/itemSize`` (and the item
    /// sizes itself when the layout has an estimated item size).
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        forwarded(self, as: UICollectionViewDelegateFlowLayout.self) {
            $0.collectionView(collectionView, layout: collectionViewLayout, sizeForItemAt: indexPath)
        } ?? OptionalRequirements.unimplemented(collectionViewLayout.flowLayout?.itemSize ?? .zero)
    }
    /// Not implemented: the flow layout's ``UICollectionViewFlowLayout/sectionInset``.
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        insetForSectionAt section: Int
    ) -> UIEdgeInsets {
        forwarded(self, as: UICollectionViewDelegateFlowLayout.self) {
            $0.collectionView(collectionView, layout: collectionViewLayout, insetForSectionAt: section)
        } ?? OptionalRequirements.unimplemented(collectionViewLayout.flowLayout?.sectionInset ?? .zero)
    }
    /// Not implemented: the flow layout's ``UICollectionViewFlowLayout/minimumLineSpacing``.
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat {
        forwarded(self, as: UICollectionViewDelegateFlowLayout.self) {
            $0.collectionView(collectionView, layout: collectionViewLayout, minimumLineSpacingForSectionAt: section)
        } ?? OptionalRequirements.unimplemented(collectionViewLayout.flowLayout?.minimumLineSpacing ?? 10)
    }
    /// Not implemented: the flow layout's ``UICollectionViewFlowLayout/minimumInteritemSpacing``.
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat {
        forwarded(self, as: UICollectionViewDelegateFlowLayout.self) {
            $0.collectionView(
                collectionView, layout: collectionViewLayout, minimumInteritemSpacingForSectionAt: section)
        } ?? OptionalRequirements.unimplemented(collectionViewLayout.flowLayout?.minimumInteritemSpacing ?? 10)
    }
    /// Not implemented: the flow layout's ``UICollectionViewFlowLayout/headerReferenceSize``.
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize {
        forwarded(self, as: UICollectionViewDelegateFlowLayout.self) {
            $0.collectionView(collectionView, layout: collectionViewLayout, referenceSizeForHeaderInSection: section)
        } ?? OptionalRequirements.unimplemented(collectionViewLayout.flowLayout?.headerReferenceSize ?? .zero)
    }
    /// Not implemented: the flow layout's ``UICollectionViewFlowLayout/footerReferenceSize``.
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForFooterInSection section: Int
    ) -> CGSize {
        forwarded(self, as: UICollectionViewDelegateFlowLayout.self) {
            $0.collectionView(collectionView, layout: collectionViewLayout, referenceSizeForFooterInSection: section)
        } ?? OptionalRequirements.unimplemented(collectionViewLayout.flowLayout?.footerReferenceSize ?? .zero)
    }
}

extension UICollectionViewLayout {
    /// The layout as a flow layout, when it is one.
    var flowLayout: UICollectionViewFlowLayout? { self as? UICollectionViewFlowLayout }
}
