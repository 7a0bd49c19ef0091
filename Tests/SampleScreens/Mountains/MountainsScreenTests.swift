// Apple's MountainsViewController, unchanged: a search bar over a two-column grid of the
// sample's mountains in name order, laid out by visual-format constraints.
// References: Snapshots/MountainsScreenTests/.
import CellSnapUIKitTesting
import ScreenSupport
import Testing
import UIKit

@MainActor @Suite struct MountainsScreenTests {
    /// The sample's own look (its grey-bordered label cells), pinned: the lint has tests of its own.
    @Test(arguments: ScreenVariant.all) func screen(_ variant: ScreenVariant) {
        assertSnapshot(
            of: MountainsViewController(), as: .screen(size: variant.size, traits: variant.traits),
            named: variant.name, lint: .off)
    }

    /// Typing into the search bar filters the grid through the delegate, as the sample's
    /// `searchBar(_:textDidChange:)` does: "Ever" leaves the mountains whose names contain it.
    @Test func searching() {
        let controller = MountainsViewController()
        showInWindow(controller)
        controller.searchBar.text = "Ever"
        controller.searchBar(controller.searchBar, textDidChange: "Ever")
        let names = controller.dataSource.snapshot().itemIdentifiers.map(\.name)
        #expect(!names.isEmpty && names.allSatisfy { $0.lowercased().contains("ever") })
        assertSnapshot(
            of: controller, as: .screen(size: CGSize(width: 390, height: 844)), named: "searched", lint: .off)
    }

    /// The search bar spans the view, the system spacing (8 pt) below the safe area's top, as tall
    /// as UIKit's search bar (56 pt); the collection view starts 20 pt below it and fills the rest.
    /// Its one section has 10 pt insets and rows of two items 32 pt tall, 10 pt apart both ways:
    /// (width - 30) / 2 wide.
    @Test(arguments: [CGFloat(390), 320], bothDirections)
    func frames(width: CGFloat, direction: UITraitEnvironmentLayoutDirection) throws {
        let controller = MountainsViewController()
        showInWindow(
            controller, size: CGSize(width: width, height: 844), traits: UITraitCollection(layoutDirection: direction))
        #expect(controller.searchBar.frame == CGRect(x: 0, y: 8, width: width, height: 56))
        let collectionView = try #require(controller.mountainsCollectionView)
        #expect(collectionView.frame == CGRect(x: 0, y: 84, width: width, height: 760))
        let itemWidth = (width - 30) / 2
        for (item, column, row) in [(0, 0, 0), (1, 1, 0), (2, 0, 1), (9, 1, 4)] {
            let expected = placed(
                CGRect(
                    x: 10 + CGFloat(column) * (itemWidth + 10), y: 10 + CGFloat(row) * 42, width: itemWidth,
                    height: 32), width: width, direction: direction)
            let frame = itemFrame(collectionView, item: item)
            #expect(same(frame, expected), "item \(item): \(String(describing: frame)), expected \(expected)")
        }
        let first = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? LabelCell)
        #expect(first.label.text == controller.dataSource.snapshot().itemIdentifiers.first?.name)
    }
}
