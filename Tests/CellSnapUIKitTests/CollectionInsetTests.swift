// Linux only: a collection view's content insets, drawn once, around the content of a layout of
// the app's own (a custom `UICollectionViewLayout`) and of a flow layout, in both layout directions.
import CellLayout
import CellSnapUIKitTesting
import Foundation
import Pixels
import Primitives
import Testing

@MainActor @Suite struct CollectionInsetTests {
    /// One 100 x 100 item at the content's origin, the content as wide as the bounds less 32 pt.
    final class OneItemLayout: UICollectionViewLayout {
        override var collectionViewContentSize: CGSize {
            CGSize(width: (collectionView?.bounds.width ?? 0) - 32, height: 100)
        }

        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            [layoutAttributesForItem(at: IndexPath(item: 0, section: 0))].compactMap { $0 }
        }

        override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
            let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
            attributes.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            return attributes
        }
    }

    /// A red item in a collection whose insets are 24 pt above and below and 16 pt at each side.
    final class InsetGrid: UICollectionViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
            collectionView.backgroundColor = .white
            collectionView.contentInset = UIEdgeInsets(top: 24, left: 16, bottom: 24, right: 16)
        }

        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            1
        }

        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
            cell.backgroundColor = .red
            return cell
        }
    }

    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func aCustomLayoutsItemIsInsetOnce(direction: UITraitEnvironmentLayoutDirection) throws {
        let controller = InsetGrid(collectionViewLayout: OneItemLayout())
        let snapshot = try Snapshotting<UIViewController>.image(
            width: 390, traits: UITraitCollection(layoutDirection: direction)
        ).snapshot(controller)
        guard case .image(let bitmap, _, _, _) = snapshot else {
            Issue.record("the strategy made no image")
            return
        }
        func isRed(_ x: Double, _ y: Double) -> Bool {
            let pixel = bitmap[Int(x * 3), Int(y * 3)]
            return pixel.red == 255 && pixel.green == 0
        }
        // A custom layout does not flip: the item is 16 pt from the left edge either way.
        #expect(!isRed(15.5, 74) && isRed(16.5, 74) && isRed(115.5, 74) && !isRed(116.5, 74))
        #expect(!isRed(66, 23.5) && isRed(66, 24.5) && isRed(66, 123.5) && !isRed(66, 124.5))
    }
}
