// Apple's TwoColumnViewController, unchanged: rows of two 44 pt cells, 10 pt apart.
// References: Snapshots/TwoColumnScreenTests/.
import CellSnapUIKitTesting
import ScreenSupport
import Testing
import UIKit

@MainActor @Suite struct TwoColumnScreenTests {
    /// The sample's own look (its colours, its cut-short titles), pinned: the lint has tests of its
    /// own, so it stays quiet here.
    @Test(arguments: ScreenVariant.all) func screen(_ variant: ScreenVariant) {
        assertSnapshot(
            of: TwoColumnViewController(), as: .screen(size: variant.size, traits: variant.traits), named: variant.name,
            lint: .off)
    }

    /// `count: 2` shares the group's width less one 10 pt spacing between two items: the group is
    /// the section's width inside its 10 pt leading and trailing insets, so an item is
    /// (width - 20 - 10) / 2 wide; rows are 44 pt tall and 10 pt apart (inter-group spacing).
    @Test(arguments: [CGFloat(390), 320], [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func frames(width: CGFloat, direction: UITraitEnvironmentLayoutDirection) throws {
        let controller = TwoColumnViewController()
        showInWindow(
            controller, size: CGSize(width: width, height: 844), traits: UITraitCollection(layoutDirection: direction))
        let collectionView = try #require(controller.collectionView)
        let itemWidth = (width - 20 - 10) / 2
        for item in [0, 1, 2, 93] {
            let x = 10 + CGFloat(item % 2) * (itemWidth + 10), y = CGFloat(item / 2) * (44 + 10)
            let expected = placed(CGRect(x: x, y: y, width: itemWidth, height: 44), width: width, direction: direction)
            let frame = collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame
            #expect(same(frame, expected), "item \(item): \(String(describing: frame)), expected \(expected)")
        }
        // 47 rows: 47 x 44 + 46 x 10.
        #expect(abs(collectionView.contentSize.height - (47 * 44 + 46 * 10)) < 0.001)
    }
}
