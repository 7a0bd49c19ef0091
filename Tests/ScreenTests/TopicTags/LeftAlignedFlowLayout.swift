import UIKit

/// A flow layout whose items start at the leading edge of each row, instead of spreading across it.
final class LeftAlignedFlowLayout: UICollectionViewFlowLayout {
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let attributes = super.layoutAttributesForElements(in: rect) else { return nil }
        var leftMargin = sectionInset.left
        var maxY: CGFloat = -1
        return attributes.map { original in
            let attribute = original.copy() as! UICollectionViewLayoutAttributes
            guard attribute.representedElementCategory == .cell else { return attribute }
            if attribute.frame.origin.y >= maxY {
                leftMargin = sectionInset.left
            }
            attribute.frame.origin.x = leftMargin
            leftMargin += attribute.frame.width + minimumInteritemSpacing
            maxY = max(attribute.frame.maxY, maxY)
            return attribute
        }
    }
}
