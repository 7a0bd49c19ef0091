import UIKit

/// Cards stacked as in a wallet (section 0): each card shows its top strip over the one behind,
/// cards further back a little smaller and dimmer; and passes fanned out (section 1), turned
/// about their centres, the middle one in front.
final class StackedCardsLayout: UICollectionViewLayout {
    let cardHeight: CGFloat = 200
    let visibleStrip: CGFloat = 56
    let passSize = CGSize(width: 180, height: 112)
    let fanAngle: CGFloat = .pi / 26

    private var attributes: [UICollectionViewLayoutAttributes] = []
    private var contentHeight: CGFloat = 0

    override func prepare() {
        super.prepare()
        attributes = []
        guard let collectionView = collectionView else { return }
        let width = collectionView.bounds.width
        let cards = collectionView.numberOfItems(inSection: 0)
        for item in 0..<cards {
            let card = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
            card.frame = CGRect(x: 16, y: 24 + CGFloat(item) * visibleStrip, width: width - 32, height: cardHeight)
            let depth = CGFloat(cards - 1 - item)
            card.transform = CGAffineTransform(scaleX: 1 - depth * 0.02, y: 1 - depth * 0.02)
            card.alpha = 1 - depth * 0.06
            card.zIndex = item
            attributes.append(card)
        }
        let fanTop = 24 + CGFloat(max(cards - 1, 0)) * visibleStrip + cardHeight + 64
        let passes = collectionView.numberOfSections > 1 ? collectionView.numberOfItems(inSection: 1) : 0
        for item in 0..<passes {
            let pass = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 1))
            let offset = CGFloat(item) - CGFloat(passes - 1) / 2
            pass.size = passSize
            pass.center = CGPoint(x: width / 2 + offset * 64, y: fanTop + passSize.height / 2 + abs(offset) * 10)
            pass.transform = CGAffineTransform(rotationAngle: offset * fanAngle)
            pass.zIndex = 100 - Int(abs(offset) * 2)
            attributes.append(pass)
        }
        contentHeight = fanTop + passSize.height + 48
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: contentHeight)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        attributes.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes.first { $0.indexPath == indexPath }
    }
}
