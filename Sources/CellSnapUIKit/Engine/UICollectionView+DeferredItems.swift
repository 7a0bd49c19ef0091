import CellLayout
import CellModel
import DisplayList
import Primitives

// UIKit asks the data source for the cells of the items a collection view shows (and, with
// prefetching on, of a few items ahead of them, spread over later run-loop turns, which a snapshot
// never reaches), not for every item of a long grid. The content pass does the same for sections
// whose layout places items without measuring their cells: every item and group of absolute or
// fractional size, no estimated or uniform dimension, no custom group and no supplementary item
// attached to an item. Their items' frames do not depend on the cells, so the conversion leaves
// each item's cell unmade (an empty placeholder of no content), lays the content out once to learn
// which items the bounds show, and asks the data source for those alone. Sections whose items size
// themselves (`.estimated`, `.uniformAcrossSiblings`, lists) are converted whole: UIKit lays an
// item it has no cell for out at its estimate, which would change the content size; CellSnap
// measures every item there, as before. An item left unmade whose frame comes into view later (a
// scroll) is converted when the content is next laid out or drawn, as UIKit asks for a cell when
// its item scrolls into view.

extension UICollectionView {
    /// Placeholders for the items of `section`, whose cells are not made yet, noted for later.
    func deferredItems(
        in section: Int, as item: CollectionContentPass.DeferredItem, from dataSource: any UICollectionViewDataSource
    ) -> [ListCell] {
        let count = dataSource.collectionView(self, numberOfItemsInSection: section)
        for index in 0..<count { contentPass.deferredItems[IndexPath(item: index, section: section)] = item }
        return Array(repeating: Self.unmadeItem, count: count)
    }

    /// What an item whose cell is not made yet is laid out as: a cell of no content.
    private static let unmadeItem = ListCell(content: .cell(), background: .clear())

    /// `collection` with the items `window` shows (all of them without a window) made from the data
    /// source in place of their placeholders, in index path order; the others stay unmade.
    func convertingShownItems(
        of collection: CollectionDescription, width: Double, window: ClosedRange<Double>?,
        measurer: any TextMeasuring, from dataSource: any UICollectionViewDataSource
    ) throws -> CollectionDescription {
        var shown = Set(contentPass.deferredItems.keys)
        if let window {
            let traits = traitCollection.cellSnapTraits
            let context = LayoutContext(measurer: measurer, direction: traits.direction, scale: traits.displayScale)
            context.placementWindow = window
            _ = LayoutEngine.layout(
                CollectionLayout.node(for: collection, width: width), width: width, context: context)
            shown = shown.filter { !context.unplacedElements.contains(.item(section: $0.section, item: $0.item)) }
        }
        contentPass.conversionWindow = window
        guard !shown.isEmpty else { return collection }
        var converted = collection
        for indexPath in shown.sorted() {
            guard let item = contentPass.deferredItems.removeValue(forKey: indexPath) else { continue }
            converted.sections[indexPath.section].items[indexPath.item] = try itemModel(
                at: indexPath, list: nil, traits: item.traits, from: dataSource
            ).fitted(toward: item.fitting)
        }
        return try converted.runningLayoutPasses(width: width)
    }

    /// Whether an item left unmade reaches into the placement window of the bounds at the current
    /// offset, which differs from the one its conversion was made for (a scroll since).
    func unmadeItemComesIntoView() -> Bool {
        guard !contentPass.deferredItems.isEmpty, let frames = contentLayout?.frames else { return false }
        let visible = boundsInContent
        let window = (visible.minY - 1)...(visible.maxY + 1)
        guard window != contentPass.conversionWindow else { return false }
        return contentPass.deferredItems.keys.contains { indexPath in
            guard let frame = frames[.item(section: indexPath.section, item: indexPath.item)] else { return false }
            return frame.maxY >= window.lowerBound && frame.minY <= window.upperBound
        }
    }
}

extension NSCollectionLayoutSection {
    /// Whether the section's layout places its items without measuring their cells (see above),
    /// and nothing asks to see its items laid out (a visible-items handler).
    var placesItemsWithoutCells: Bool {
        guard let group, visibleItemsInvalidationHandler == nil else { return false }
        return group.isSizedWithoutCells
    }
}

extension NSCollectionLayoutItem {
    /// Whether the item (a group: with its subitems) has a size of its own, absolute or a fraction
    /// of its container's, and no supplementary item of its own.
    @MainActor var isSizedWithoutCells: Bool {
        let dimensions = [layoutSize.widthDimension, layoutSize.heightDimension]
        guard dimensions.allSatisfy({ $0.isAbsolute || $0.isFractionalWidth || $0.isFractionalHeight }),
            supplementaryItems.isEmpty
        else { return false }
        guard let group = self as? NSCollectionLayoutGroup else { return true }
        if case .custom = group.arrangement { return false }
        return group.subitems.allSatisfy(\.isSizedWithoutCells)
    }
}
