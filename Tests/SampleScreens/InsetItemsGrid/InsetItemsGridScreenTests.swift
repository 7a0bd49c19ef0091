// Apple's InsetItemsGridViewController, unchanged: the grid's squares with 5 pt content insets.
// References: Snapshots/InsetItemsGridScreenTests/.
import CellSnapUIKitTesting
import ScreenSupport
import Testing
import UIKit

@MainActor @Suite struct InsetItemsGridScreenTests {
    /// The sample's own look (its colours, its cut-short titles), pinned: the lint has tests of its
    /// own, so it stays quiet here.
    @Test(arguments: ScreenVariant.all) func screen(_ variant: ScreenVariant) {
        assertSnapshot(
            of: InsetItemsGridViewController(), as: .screen(size: variant.size, traits: variant.traits),
            named: variant.name, lint: .off)
    }

    /// The item is a square of width / 5 as in the grid; its content insets (5 pt on each side)
    /// shrink the cell inside it: the cell is the square inset by 5.
    @Test(arguments: [CGFloat(390), 320], [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func frames(width: CGFloat, direction: UITraitEnvironmentLayoutDirection) throws {
        let controller = InsetItemsGridViewController()
        showInWindow(
            controller, size: CGSize(width: width, height: 844), traits: UITraitCollection(layoutDirection: direction))
        let collectionView = try #require(controller.collectionView)
        let side = width * 0.2
        for item in [0, 1, 7, 93] {
            let square = CGRect(x: CGFloat(item % 5) * side, y: CGFloat(item / 5) * side, width: side, height: side)
            let expected = placed(square.insetBy(dx: 5, dy: 5), width: width, direction: direction)
            let frame = collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame
            #expect(same(frame, expected), "item \(item): \(String(describing: frame)), expected \(expected)")
        }
    }
}
