import CellLayout

/// What a collection view's content pass keeps from one layout pass to the next, besides the
/// content it laid out (``CollectionContentLayout``): what each view it placed was laid out from,
/// and the items whose cells it has not asked the data source for yet.
///
/// A class of its own, held by the collection view, so that what it keeps can grow without
/// changing the stored layout of the open class `UICollectionView` (docs/ARCHITECTURE.md, rule 11).
@MainActor final class CollectionContentPass {
    /// What each view the content pass placed was last laid out from (``PlacedViewStamp``), by the
    /// view's identity; forgotten whenever the content is converted again.
    var stamps: [ObjectIdentifier: PlacedViewStamp] = [:]
    /// Whether the conversion running may leave items unmade (the content pass's, which lays the
    /// content out for the bounds; never a whole-content image's).
    var defersItems = false
    /// The items of the last conversion whose cells are not made (they lie outside the bounds),
    /// with what converting each one later needs.
    var deferredItems: [IndexPath: DeferredItem] = [:]
    /// The part of the content the last conversion made cells for: its placement window.
    var conversionWindow: ClosedRange<Double>?
    /// Counts the changes of the items' data (`reloadData()`, updates, reconfigurations, applied
    /// snapshots): a layout pass asks the data source for the shown cells again only after one,
    /// as UIKit dequeues cells again only when they are reloaded.
    var dataChanges = 0
    /// ``dataChanges`` when the content was last converted.
    var convertedDataChanges: Int?
    /// The cells of the last conversion that the conversion running keeps, by index path, as it
    /// converts again at another size or traits without a change of the data: each is converted
    /// again as it is, not asked for (nor announced to the delegate) again.
    var keptCells: [IndexPath: UICollectionViewCell] = [:]
    /// The list sections' own headers and footers the last conversion found pinned
    /// (`pinToVisibleBounds` on the list's items), as `.header` and `.footer` elements.
    var pinnedListElements: Set<LayoutElement> = []

    /// What an item left unmade is converted with when it comes into view: its section's traits
    /// and fitting target, as the conversion had them.
    struct DeferredItem {
        var traits: UITraitCollection
        var fitting: FittingTarget
    }
}

extension UICollectionView {
    /// Notes that the items' data changed (updates, a reconfiguration, a snapshot applied): the
    /// next layout pass asks the data source for the shown cells again.
    func dataDidChange() {
        contentPass.dataChanges &+= 1
        invalidateContent()
    }

    /// The cell the conversion running keeps for `indexPath` (``CollectionContentPass/keptCells``),
    /// taken out so that it is used once.
    func takeKeptCell(at indexPath: IndexPath) -> UICollectionViewCell? {
        contentPass.keptCells.removeValue(forKey: indexPath)
    }
}
