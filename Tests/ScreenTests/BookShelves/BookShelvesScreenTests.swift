// The reading app's shelves, each scrolling sideways, drawn at rest. References:
// Snapshots/BookShelvesScreenTests/.
import CellSnapUIKitTesting
import ScreenSupport
import Testing
import UIKit

@MainActor @Suite struct BookShelvesScreenTests {
    @Test(arguments: ScreenVariant.all) func screen(_ variant: ScreenVariant) {
        assertSnapshot(
            of: BookShelvesViewController(), as: .screen(size: variant.size, traits: variant.traits),
            named: variant.name)
    }

    /// Each shelf is one row of blocks 0.75 of the width and 180 pt tall, side by side from the
    /// leading edge: the cover 0.45 of the block, the blurbs' column 0.55, its two blurbs sharing
    /// the height (a vertical group repeating its half-height item); every item inset by 6. The
    /// second block starts at 0.75 of the width and is cut off at the collection view's edge (its
    /// cells are drawn, the third block's are not). Shelves stack 180 pt apart.
    @Test(arguments: [CGFloat(390), 320], bothDirections)
    func frames(width: CGFloat, direction: UITraitEnvironmentLayoutDirection) throws {
        let controller = BookShelvesViewController()
        showInWindow(
            controller, size: CGSize(width: width, height: 844), traits: UITraitCollection(layoutDirection: direction))
        let collectionView = try #require(controller.collectionView)
        let block = CGSize(width: width * 0.75, height: 180)
        for section in [0, 1, 4] {
            let top = CGFloat(section) * block.height
            for (index, x) in [(0, CGFloat(0)), (3, block.width)] {
                let parts = [
                    CGRect(x: x, y: top, width: block.width * 0.45, height: 180),
                    CGRect(x: x + block.width * 0.45, y: top, width: block.width * 0.55, height: 90),
                    CGRect(x: x + block.width * 0.45, y: top + 90, width: block.width * 0.55, height: 90),
                ]
                for (offset, part) in parts.enumerated() {
                    let frame = itemFrame(collectionView, item: index + offset, section: section)
                    let expected = placed(part.insetBy(dx: 6, dy: 6), width: width, direction: direction)
                    #expect(
                        same(frame, expected),
                        "\(index + offset) of \(section): \(String(describing: frame)), expected \(expected)")
                }
            }
            #expect(collectionView.cellForItem(at: IndexPath(item: 3, section: section)) != nil)
            #expect(collectionView.cellForItem(at: IndexPath(item: 6, section: section)) == nil)
        }
        #expect(abs(collectionView.contentSize.height - 5 * 180) < 0.01)
    }
}
