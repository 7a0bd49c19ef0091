import CellLayout
import CellModel
import Primitives

extension UICollectionView {
    /// The attributes of the item at `indexPath` as the last content pass laid it out: its frame in the content.
    func laidOutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let frame = contentLayout?.frames[.item(section: indexPath.section, item: indexPath.item)] else {
            return nil
        }
        return UICollectionViewLayoutAttributes(forCellWith: indexPath, frame: frame)
    }

    /// The attributes of a section's header or footer as laid out: its frame in the content.
    func laidOutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        var candidates: [LayoutElement] = [
            .supplementary(kind: kind, section: indexPath.elementSection, item: indexPath.elementItem)
        ]
        if indexPath.elementSection == 0 && indexPath.elementItem == 0 {
            candidates.append(.layoutSupplementary(kind: kind))
        }
        if kind == Self.elementKindSectionHeader { candidates.append(.header(section: indexPath.elementSection)) }
        if kind == Self.elementKindSectionFooter { candidates.append(.footer(section: indexPath.elementSection)) }
        let visible = visibleContent
        guard let frame = candidates.lazy.compactMap({ self.contentLayout?.frame(of: $0, visible: visible) }).first
        else { return nil }
        return UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: kind, with: indexPath, frame: frame)
    }

    /// The attributes of a section's decoration of `kind` as laid out: its frame in the content.
    func laidOutAttributesForDecoration(ofKind kind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        guard let frame = contentLayout?.frames[.decoration(kind: kind, section: indexPath.section)] else { return nil }
        return UICollectionViewLayoutAttributes(forDecorationViewOfKind: kind, with: indexPath, frame: frame)
    }
}
