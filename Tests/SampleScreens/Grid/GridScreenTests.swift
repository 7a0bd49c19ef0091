// Apple's GridViewController, unchanged: 94 squares, five to a row, on black.
// References: Snapshots/GridScreenTests/.
import CellSnapUIKitTesting
import ScreenSupport
import Testing
import UIKit

@MainActor @Suite struct GridScreenTests {
    /// The sample's own look (its colours, its cut-short titles), pinned: the lint has tests of its
    /// own, so it stays quiet here.
    @Test(arguments: ScreenVariant.all) func screen(_ variant: ScreenVariant) {
        assertSnapshot(
            of: GridViewController(), as: .screen(size: variant.size, traits: variant.traits), named: variant.name,
            lint: .off)
    }

    /// Items 0.2 of the group's width, groups the whole width and 0.2 of it tall: a horizontal
    /// group repeats its one item while the next fits, so five squares of width / 5 a row,
    /// flush, rows flush; right to left the first item is at the right edge.
    @Test(arguments: [CGFloat(390), 320], [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func frames(width: CGFloat, direction: UITraitEnvironmentLayoutDirection) throws {
        let controller = GridViewController()
        let height: CGFloat = width > 375 ? 844 : 568
        showInWindow(
            controller, size: CGSize(width: width, height: height),
            traits: UITraitCollection(layoutDirection: direction))
        let collectionView = try #require(controller.collectionView)
        let side = width * 0.2
        for item in [0, 4, 5, 13, 93] {
            let expected = placed(
                CGRect(x: CGFloat(item % 5) * side, y: CGFloat(item / 5) * side, width: side, height: side),
                width: width, direction: direction)
            let frame = collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame
            #expect(same(frame, expected), "item \(item): \(String(describing: frame)), expected \(expected)")
        }
        // 19 rows, the last holding four items, keep the group's height.
        #expect(abs(collectionView.contentSize.height - 19 * side) < 0.001)
        // Row 10 starts below the bottom at 390 (10 x 78 = 780 < 844 < 858): visible; row 11 is not.
        #expect(collectionView.cellForItem(at: IndexPath(item: Int(height / side) * 5, section: 0)) != nil)
        #expect(collectionView.cellForItem(at: IndexPath(item: (Int(height / side) + 1) * 5, section: 0)) == nil)
    }
}
