// The catalogue of screens: a sidebar outline whose groups expand, and whose screens are pushed
// when chosen. References: Snapshots/ScreenCatalogScreenTests/.
import CellSnapUIKitTesting
import ScreenSupport
import Testing
import UIKit

@MainActor @Suite struct ScreenCatalogScreenTests {
    /// As it opens: its five groups collapsed.
    @Test(arguments: ScreenVariant.all) func screen(_ variant: ScreenVariant) {
        assertSnapshot(
            of: ScreenCatalogViewController(), as: .screen(size: variant.size, traits: variant.traits),
            named: variant.name)
    }

    /// Expanding "Grids" shows its six screens below it and moves the rows below down; choosing
    /// "Swatches" pushes a new PaintSwatchesViewController onto the navigation stack, as the
    /// catalogue's delegate does; its row stays selected until the catalogue appears again.
    @Test(arguments: bothDirections) func expandAndOpen(direction: UITraitEnvironmentLayoutDirection) throws {
        let controller = ScreenCatalogViewController()
        let navigation = UINavigationController(rootViewController: controller)
        showInWindow(navigation, traits: UITraitCollection(layoutDirection: direction))
        let catalogView = try #require(controller.catalogView)
        #expect(catalogView.numberOfItems(inSection: 0) == 5)
        let rows = (0..<5).compactMap { itemFrame(catalogView, item: $0) }
        #expect(rows.count == 5)
        for (above, below) in zip(rows, rows.dropFirst()) { #expect(below.minY == above.maxY) }
        var outline = controller.dataSource.snapshot(for: 0)
        // The section snapshot holds every entry, the collapsed groups' screens too.
        #expect(outline.items.count == 5 + 22 && outline.visibleItems.count == 5)
        let grids = try #require(outline.items.first { $0.title == "Grids" })
        outline.expand([grids])
        controller.dataSource.apply(outline, to: 0, animatingDifferences: false)
        catalogView.layoutIfNeeded()
        #expect(catalogView.numberOfItems(inSection: 0) == 11)
        let titles = (0..<11).compactMap {
            controller.dataSource.itemIdentifier(for: IndexPath(item: $0, section: 0))?.title
        }
        #expect(
            titles == [
                "Lists", "Grids", "Photos", "Swatches", "Store", "Home Screen", "Mood Board", "Icons", "Sections",
                "Apps",
                "Tables",
            ])
        #expect(itemFrame(catalogView, item: 2)?.minY == rows[1].maxY)
        #expect(itemFrame(catalogView, item: 8)?.minY == itemFrame(catalogView, item: 7)?.maxY)
        let swatches = try #require(controller.dataSource.indexPath(for: ScreenCatalogViewController.Entry("Swatches")))
        catalogView.selectItem(at: swatches, animated: false, scrollPosition: [])
        controller.collectionView(catalogView, didSelectItemAt: swatches)
        #expect(navigation.viewControllers.count == 2)
        #expect(navigation.topViewController is PaintSwatchesViewController)
        #expect(catalogView.indexPathsForSelectedItems == [swatches])
        controller.viewWillAppear(false)
        #expect(catalogView.indexPathsForSelectedItems?.isEmpty ?? true)
        #expect(controller.transitionCoordinator == nil)
    }

    /// Every group expanded, at 390 pt.
    @Test func expanded() {
        let controller = ScreenCatalogViewController()
        showInWindow(controller)
        var outline = controller.dataSource.snapshot(for: 0)
        outline.expand(ScreenCatalogViewController.groups)
        controller.dataSource.apply(outline, to: 0, animatingDifferences: false)
        assertSnapshot(of: controller, as: .screen(size: CGSize(width: 390, height: 844)), named: "390-light")
    }
}
