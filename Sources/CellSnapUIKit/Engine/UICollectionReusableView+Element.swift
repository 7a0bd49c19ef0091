import CellLayout
import CellModel

extension UICollectionReusableView {
    /// The view as the cell that draws a supplementary or decoration element: a cell converts as
    /// cells do; any other reusable view (a header, a badge, a background) is its own view tree,
    /// laid out by its constraints to fill the element's frame, with its own background, border
    /// and corners. Its layout pass always runs at the element's size: the collection view gives
    /// the view its frame there, which its `frame` and `bounds` observers and `layoutSubviews()` see.
    func cellSnapElementCell(traits: UITraitCollection) throws -> ListCell {
        if let cell = self as? UICollectionViewCell { return try cell.cellSnapListCellModel(traits: traits) }
        ownTraits = traits
        let modelTraits = traitCollection.cellSnapTraits
        let tree = try ViewTree.capturing(root: self, traits: modelTraits, alwaysRunsPass: true)
        return ListCell(
            content: .custom(ViewContentConfiguration(tree: tree)), background: .clear(),
            state: CellState(traits: modelTraits))
    }
}
