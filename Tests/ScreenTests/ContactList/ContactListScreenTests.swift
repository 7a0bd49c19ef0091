// The contacts screen: an inset grouped list filling the view. References:
// Snapshots/ContactListScreenTests/.
import CellSnapUIKitTesting
import ScreenSupport
import Testing
import UIKit

@MainActor @Suite struct ContactListScreenTests {
    @Test(arguments: ScreenVariant.all) func screen(_ variant: ScreenVariant) {
        assertSnapshot(
            of: ContactListViewController(), as: .screen(size: variant.size, traits: variant.traits),
            named: variant.name)
    }

    /// At rest the collection view fills the view by its autoresizing mask; the one section starts
    /// 35 pt down (an inset grouped list's top spacing without a header), rows are 44 pt tall and
    /// inset by the layout margin (20 pt at 390, 16 pt at 320 wide), the same both ways. The 19th
    /// row reaches past the bottom of an 844 pt screen (35 + 18 x 44 = 827) and has a cell; the
    /// 20th starts below it and has none. 35 pt follow the last row.
    @Test(arguments: [CGFloat(390), 320], bothDirections)
    func frames(width: CGFloat, direction: UITraitEnvironmentLayoutDirection) throws {
        let inset: CGFloat = width > 375 ? 20 : 16
        let controller = ContactListViewController()
        showInWindow(
            controller, size: CGSize(width: width, height: 844), traits: UITraitCollection(layoutDirection: direction))
        let collectionView = try #require(controller.collectionView)
        #expect(collectionView.frame == CGRect(x: 0, y: 0, width: width, height: 844))
        #expect(controller.navigationItem.title == "Contacts")
        #expect(collectionView.numberOfItems(inSection: 0) == 64)
        for (item, y) in [(0, CGFloat(35)), (1, 79), (18, 827)] {
            let frame = itemFrame(collectionView, item: item)
            #expect(frame == CGRect(x: inset, y: y, width: width - 2 * inset, height: 44), "item \(item)")
        }
        #expect(collectionView.cellForItem(at: IndexPath(item: 18, section: 0)) != nil)
        #expect(collectionView.cellForItem(at: IndexPath(item: 19, section: 0)) == nil)
        #expect((collectionView.contentSize.height * 3).rounded() == CGFloat((35 + 64 * 44 + 35) * 3))
        let first = try #require(
            collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
        #expect((first.contentConfiguration as? UIListContentConfiguration)?.text == "Amara Okafor")
    }
}
