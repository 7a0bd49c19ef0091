import CellModel
import Primitives

/// An item of a compositional layout, as UIKit's `NSCollectionLayoutItem`: its size, content
/// insets, edge spacing and supplementary items (badges).
@preconcurrency @MainActor open class NSCollectionLayoutItem {
    open private(set) var layoutSize: NSCollectionLayoutSize
    /// Space between the item's frame and its view.
    open var contentInsets = NSDirectionalEdgeInsets()
    /// Space around the item in its group.
    open var edgeSpacing: NSCollectionLayoutEdgeSpacing?
    /// The supplementary items attached to the item.
    open var supplementaryItems: [NSCollectionLayoutSupplementaryItem] { attachedItems }
    var attachedItems: [NSCollectionLayoutSupplementaryItem]

    public convenience init(layoutSize: NSCollectionLayoutSize) {
        self.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    public init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
        self.layoutSize = layoutSize
        attachedItems = supplementaryItems
    }

    /// The item as a member of a group, whose inner size (where known) is `container`.
    func modelSubitem(container: CGSize?) throws -> CompositionalGroup.Subitem {
        .item(
            CompositionalItem(
                size: layoutSize.model, contentInsets: contentInsets.model, edgeSpacing: edgeSpacing?.model,
                supplementaryItems: supplementaryItems.map { $0.supplementaryModel() }))
    }
}
