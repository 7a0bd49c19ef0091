import CellModel
import Primitives

extension UICollectionView {
    /// The direction a collection view scrolls, as `UICollectionView.ScrollDirection`.
    public enum ScrollDirection: Int, Hashable, Sendable {
        case vertical, horizontal
    }
}

/// A flow layout, as UIKit's `UICollectionViewFlowLayout`: rows of cells at their fitting sizes
/// (self-sizing items, as a tag cloud is laid out) or all at ``itemSize`` (a grid), that wrap at
/// the collection view's width. Every
/// section maps onto CellModel's flow section (`SectionLayout.flow`): `minimumInteritemSpacing` is
/// the least gap in a row, `minimumLineSpacing` the gap between rows, `sectionInset` the space
/// around the items, and the rows are justified as UIKit's flow layout justifies them (CellModel's
/// `.justified`: the spare width of every row but the last goes between its items; the last row, and
/// a row of a single item, stay at the leading edge).
///
/// Items size themselves when `estimatedItemSize` is set (usually to ``automaticSize``); without it
/// every item takes ``itemSize``, its content laid out inside it. Horizontal scrolling, headers and footers, pinned supplementary views and a
/// section inset reference other than the content inset are errors naming the property when the
/// collection view is converted.
///
/// ```swift
/// let layout = UICollectionViewFlowLayout()
/// layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
/// layout.minimumInteritemSpacing = 8
/// layout.minimumLineSpacing = 8
/// layout.sectionInset = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
/// let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
/// ```
@preconcurrency @MainActor open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// Where a section's insets are measured from, as `UICollectionViewFlowLayout.SectionInsetReference`.
    public enum SectionInsetReference: Int, Hashable, Sendable {
        case fromContentInset, fromSafeArea, fromLayoutMargins
    }

    /// An estimated item size that asks every cell for its own size, as UIKit's `automaticSize`.
    public static let automaticSize = CGSize(
        width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

    /// Only `.vertical` is drawn.
    open var scrollDirection = UICollectionView.ScrollDirection.vertical
    /// The gap between rows.
    open var minimumLineSpacing: CGFloat = 10
    /// The least gap between neighbouring items of a row; justified rows widen it.
    open var minimumInteritemSpacing: CGFloat = 10
    /// The size of every item when ``estimatedItemSize`` is zero (narrowed to the width between the
    /// section insets when wider).
    open var itemSize = CGSize(width: 50, height: 50)
    /// Non-zero (``automaticSize`` or an estimate) makes the items size themselves; zero gives them ``itemSize``.
    open var estimatedItemSize = CGSize.zero
    /// Space around each section's items; left is leading (the layout flips for right to left).
    open var sectionInset = UIEdgeInsets.zero
    /// Only `.fromContentInset` is drawn.
    open var sectionInsetReference = SectionInsetReference.fromContentInset
    /// Not drawn: a non-zero size is an error when the collection view is converted.
    open var headerReferenceSize = CGSize.zero
    /// Not drawn: a non-zero size is an error when the collection view is converted.
    open var footerReferenceSize = CGSize.zero
    /// Not drawn: `true` is an error when the collection view is converted.
    open var sectionHeadersPinToVisibleBounds = false
    /// Not drawn: `true` is an error when the collection view is converted.
    open var sectionFootersPinToVisibleBounds = false

    /// A flow layout with UIKit's defaults: 10 pt spacing, no insets, fixed 50 x 50 items (set
    /// ``estimatedItemSize`` to draw it).
    public override init() { super.init() }

    /// CellModel's flow section layout (the same for every section).
    func model() throws -> SectionLayout {
        if scrollDirection != .vertical {
            throw CellSnapUIKitError(
                call: "UICollectionViewFlowLayout.scrollDirection = .horizontal",
                reason: "flow layouts are drawn as vertical rows that wrap")
        }
        // Without an estimated size, every item takes the item size, as UIKit's.
        var fixedSize: Size?
        if estimatedItemSize == .zero {
            guard [itemSize.width, itemSize.height].allSatisfy({ $0.isFinite && $0 > 0 }) else {
                throw CellSnapUIKitError(
                    call: "UICollectionViewFlowLayout.itemSize = \(itemSize.width) x \(itemSize.height)",
                    reason: "an item size is finite and more than 0 on both sides")
            }
            fixedSize = Size(width: Double(itemSize.width), height: Double(itemSize.height))
        }
        if sectionInsetReference != .fromContentInset {
            throw CellSnapUIKitError(
                call: "UICollectionViewFlowLayout.sectionInsetReference = .\(sectionInsetReference)",
                reason: "section insets are drawn from the collection's edges")
        }
        if headerReferenceSize != .zero || footerReferenceSize != .zero {
            throw CellSnapUIKitError(
                call: "UICollectionViewFlowLayout.headerReferenceSize or footerReferenceSize",
                reason: "flow sections are drawn without headers and footers")
        }
        if sectionHeadersPinToVisibleBounds {
            throw CellSnapUIKitError(
                call: "UICollectionViewFlowLayout.sectionHeadersPinToVisibleBounds",
                reason: "flow sections are drawn without headers")
        }
        if sectionFootersPinToVisibleBounds {
            throw CellSnapUIKitError(
                call: "UICollectionViewFlowLayout.sectionFootersPinToVisibleBounds",
                reason: "flow sections are drawn without footers")
        }
        // UIKit's flow layout flips in a right-to-left layout, so the left inset is the leading one.
        let insets = DirectionalEdgeInsets(
            top: Double(sectionInset.top), leading: Double(sectionInset.left), bottom: Double(sectionInset.bottom),
            trailing: Double(sectionInset.right))
        return .flow(
            FlowLayoutConfiguration(
                itemSpacing: Double(minimumInteritemSpacing), lineSpacing: Double(minimumLineSpacing),
                sectionInsets: insets, alignment: .justified, itemSize: fixedSize))
    }
}
