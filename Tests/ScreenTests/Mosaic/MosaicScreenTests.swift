// The mood board: a vertical group nested in a horizontal one. References:
// Snapshots/MosaicScreenTests/.
import CellSnapUIKitTesting
import ScreenSupport
import Testing
import UIKit

@MainActor @Suite struct MosaicScreenTests {
    @Test(arguments: ScreenVariant.all) func screen(_ variant: ScreenVariant) {
        assertSnapshot(
            of: MosaicViewController(), as: .screen(size: variant.size, traits: variant.traits), named: variant.name)
    }

    /// A block is the width and 0.35 of the collection view's height; its large tile 0.6 of the
    /// width, the column beside it 0.4, the column's `count: 2` items sharing its height (their
    /// own 0.25 is ignored); every item inset by 6. Three items a block, blocks flush; right to
    /// left the large tile is on the right.
    @Test(arguments: [CGFloat(390), 320], bothDirections)
    func frames(width: CGFloat, direction: UITraitEnvironmentLayoutDirection) throws {
        let height: CGFloat = width > 375 ? 844 : 568
        let controller = MosaicViewController()
        showInWindow(
            controller, size: CGSize(width: width, height: height),
            traits: UITraitCollection(layoutDirection: direction))
        let collectionView = try #require(controller.collectionView)
        let block = height * 0.35
        for repetition in [0, 1, 3] {
            let top = CGFloat(repetition) * block
            let items = [
                CGRect(x: 0, y: top, width: width * 0.6, height: block),
                CGRect(x: width * 0.6, y: top, width: width * 0.4, height: block / 2),
                CGRect(x: width * 0.6, y: top + block / 2, width: width * 0.4, height: block / 2),
            ]
            for (offset, item) in items.enumerated() {
                let index = repetition * 3 + offset
                let frame = itemFrame(collectionView, item: index)
                let expected = placed(item.insetBy(dx: 6, dy: 6), width: width, direction: direction)
                #expect(same(frame, expected), "item \(index): \(String(describing: frame)), expected \(expected)")
            }
        }
        #expect(abs(collectionView.contentSize.height - 4 * block) < 0.34)
    }
}
