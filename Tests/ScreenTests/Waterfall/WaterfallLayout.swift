import UIKit

/// Asks for the height of each photo, so that the layout can stack cards of different heights.
protocol WaterfallLayoutDelegate: AnyObject {
    func collectionView(_ collectionView: UICollectionView, heightForPhotoAt indexPath: IndexPath, width: CGFloat)
        -> CGFloat
}

/// A Pinterest-style layout: items fill the shortest of `numberOfColumns` columns, under a
/// full-width header for the section.
final class WaterfallLayout: UICollectionViewLayout {
    static let headerKind = "waterfall-header"

    weak var delegate: WaterfallLayoutDelegate?
    var numberOfColumns = 2
    var cellPadding: CGFloat = 6
    var headerHeight: CGFloat = 56

    private var cache: [UICollectionViewLayoutAttributes] = []
    private var contentHeight: CGFloat = 0

    private var contentWidth: CGFloat {
        guard let collectionView = collectionView else { return 0 }
        let insets = collectionView.contentInset
        return collectionView.bounds.width - (insets.left + insets.right)
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: contentWidth, height: contentHeight)
    }

    override func prepare() {
        super.prepare()
        cache.removeAll()
        guard let collectionView = collectionView, collectionView.numberOfSections > 0 else { return }

        let header = UICollectionViewLayoutAttributes(
            forSupplementaryViewOfKind: WaterfallLayout.headerKind, with: IndexPath(item: 0, section: 0))
        header.frame = CGRect(x: 0, y: 0, width: contentWidth, height: headerHeight)
        cache.append(header)

        let columnWidth = (contentWidth - cellPadding * 2) / CGFloat(numberOfColumns)
        let xOffset = (0..<numberOfColumns).map { cellPadding + CGFloat($0) * columnWidth }
        var yOffset = [CGFloat](repeating: headerHeight, count: numberOfColumns)

        for item in 0..<collectionView.numberOfItems(inSection: 0) {
            let indexPath = IndexPath(item: item, section: 0)
            let column = yOffset.firstIndex(of: yOffset.min() ?? 0) ?? 0
            let photoHeight =
                delegate?.collectionView(
                    collectionView, heightForPhotoAt: indexPath, width: columnWidth - cellPadding * 2)
                ?? 180
            let height = cellPadding * 2 + photoHeight + 44
            let frame = CGRect(x: xOffset[column], y: yOffset[column], width: columnWidth, height: height)
            let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
            attributes.frame = frame.insetBy(dx: cellPadding, dy: cellPadding)
            cache.append(attributes)
            contentHeight = max(contentHeight, frame.maxY)
            yOffset[column] += height
        }
        contentHeight += cellPadding
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        cache.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        cache.first { $0.representedElementCategory == .cell && $0.indexPath == indexPath }
    }

    override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        cache.first { $0.representedElementKind == elementKind }
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.width != collectionView?.bounds.width
    }
}
