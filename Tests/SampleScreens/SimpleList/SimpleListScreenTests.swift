// Apple's SimpleListViewController, unchanged: a 94-row inset grouped list filling the view.
// References: Snapshots/SimpleListScreenTests/.
import CellSnapUIKitTesting
import ScreenSupport
import Testing
import UIKit

@MainActor @Suite struct SimpleListScreenTests {
    @Test(arguments: ScreenVariant.all) func screen(_ variant: ScreenVariant) {
        assertSnapshot(
            of: SimpleListViewController(), as: .screen(size: variant.size, traits: variant.traits), named: variant.name
        )
    }

    /// An inset grouped list at rest: the collection view fills the view by its autoresizing mask,
    /// the first section starts 35 pt down (the grouped list's top spacing without a header), rows
    /// of 44 pt inset by the layout margin, 20 pt at 390 and 16 pt at 320 wide.
    @Test(arguments: [390, 320], [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func frames(width: CGFloat, direction: UITraitEnvironmentLayoutDirection) throws {
        let inset: CGFloat = width > 375 ? 20 : 16
        let controller = SimpleListViewController()
        showInWindow(
            controller, size: CGSize(width: width, height: 844), traits: UITraitCollection(layoutDirection: direction))
        let collectionView = try #require(controller.collectionView)
        #expect(collectionView.frame == CGRect(x: 0, y: 0, width: width, height: 844))
        #expect(controller.navigationItem.title == "List")
        let rowWidth = width - 2 * inset
        for (item, y) in [(0, CGFloat(35)), (1, 79), (17, 783)] {
            let attributes = try #require(collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: 0)))
            #expect(attributes.frame == CGRect(x: inset, y: y, width: rowWidth, height: 44), "item \(item)")
        }
        // The 18th row ends below the screen's bottom edge (35 + 18 x 44 = 827 < 844 < 871): it is
        // visible, the 19th is not.
        #expect(collectionView.cellForItem(at: IndexPath(item: 18, section: 0)) != nil)
        #expect(collectionView.cellForItem(at: IndexPath(item: 19, section: 0)) == nil)
        // 35 above and below the section, in whole device pixels.
        #expect((collectionView.contentSize.height * 3).rounded() == CGFloat((35 + 94 * 44 + 35) * 3))
    }
}
