// Apple's OutlineViewController, the sample's menu, with every screen of the app linked in: its
// Linux copy keeps a closure that makes each screen where the original keeps the screen's type
// (Sources/CellSnapUIKit/CellSnapUIKit.docc/UIKitOnLinux.md). References: Snapshots/OutlineScreenTests/.
import CellSnapUIKitTesting
import ScreenSupport
import Testing
import UIKit

@MainActor @Suite struct OutlineScreenTests {
    /// The menu as it opens: its five groups collapsed in a sidebar list.
    @Test(arguments: ScreenVariant.all) func screen(_ variant: ScreenVariant) {
        assertSnapshot(
            of: OutlineViewController(), as: .screen(size: variant.size, traits: variant.traits), named: variant.name,
            lint: .off)
    }

    /// Expanding "Lists" shows its four screens below it, and the rows below move down; selecting
    /// "Simple List" pushes a new SimpleListViewController onto the navigation stack, as the
    /// menu's delegate does.
    @Test(arguments: bothDirections) func expandAndOpen(direction: UITraitEnvironmentLayoutDirection) throws {
        let controller = OutlineViewController()
        let navigation = UINavigationController(rootViewController: controller)
        showInWindow(navigation, traits: UITraitCollection(layoutDirection: direction))
        let collectionView = try #require(controller.outlineCollectionView)
        #expect(collectionView.numberOfItems(inSection: 0) == 5)
        let rows = (0..<5).compactMap { itemFrame(collectionView, item: $0) }
        #expect(rows.count == 5)
        for (above, below) in zip(rows, rows.dropFirst()) { #expect(below.minY == above.maxY) }
        var snapshot = controller.dataSource.snapshot(for: .main)
        // The section snapshot holds every item of the outline, the collapsed ones' children too.
        let lists = try #require(snapshot.items.first { $0.title == "Lists" })
        snapshot.expand([lists])
        controller.dataSource.apply(snapshot, to: .main, animatingDifferences: false)
        collectionView.layoutIfNeeded()
        #expect(collectionView.numberOfItems(inSection: 0) == 9)
        let titles = (0..<9).compactMap {
            controller.dataSource.itemIdentifier(for: IndexPath(item: $0, section: 0))?.title
        }
        #expect(
            titles == [
                "Compositional Layout", "Diffable Data Source", "Lists", "Simple List", "Reorderable List",
                "List Appearances", "List with Custom Cells", "Outlines", "Cell Configurations",
            ])
        #expect(itemFrame(collectionView, item: 3)?.minY == rows[2].maxY)
        let simpleListItem = try #require(lists.subitems.first { $0.title == "Simple List" })
        let simpleList = try #require(controller.dataSource.indexPath(for: simpleListItem))
        controller.collectionView(collectionView, didSelectItemAt: simpleList)
        #expect(navigation.viewControllers.count == 2)
        #expect(navigation.topViewController is SimpleListViewController)
    }
}
