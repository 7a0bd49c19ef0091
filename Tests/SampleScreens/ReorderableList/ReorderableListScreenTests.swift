// Apple's ReorderableListViewController as it is: emoji in value cells with reorder controls, one
// inset grouped section a category. References: Snapshots/ReorderableListScreenTests/.
//
// The sample applies its sections in a Dictionary's order, which Swift randomises per process (on
// iOS too), so each test first puts the sections in the categories' declared order through the
// data source's public API, for a render that is the same on every run.
import CellSnapUIKitTesting
import ScreenSupport
import Testing
import UIKit

@MainActor @Suite struct ReorderableListScreenTests {
    /// The controller on screen, its sections in `Emoji.Category.allCases` order.
    private func shown(size: CGSize, traits: UITraitCollection = UITraitCollection()) -> ReorderableListViewController {
        let controller = ReorderableListViewController()
        showInWindow(controller, size: size, traits: traits)
        var snapshot = controller.dataSource.snapshot()
        for category in Emoji.Category.allCases.reversed() {
            if let first = snapshot.sectionIdentifiers.first, first != category {
                snapshot.moveSection(category, beforeSection: first)
            }
        }
        controller.dataSource.apply(snapshot, animatingDifferences: false)
        return controller
    }

    @Test(arguments: ScreenVariant.all) func screen(_ variant: ScreenVariant) {
        let controller = shown(size: variant.size, traits: variant.traits)
        assertSnapshot(of: controller, as: .screen(size: variant.size, traits: variant.traits), named: variant.name)
    }

    /// Inset grouped sections of value cells: the first section 35 pt down, rows of 44 pt inset by
    /// the layout margin (20 pt at 390, 16 at 320), 35 pt between sections.
    @Test(arguments: [CGFloat(390), 320], bothDirections)
    func frames(width: CGFloat, direction: UITraitEnvironmentLayoutDirection) {
        let controller = shown(
            size: CGSize(width: width, height: 844), traits: UITraitCollection(layoutDirection: direction))
        let inset: CGFloat = width >= 390 ? 20 : 16
        let collectionView = controller.collectionView!
        let rows = Emoji.Category.allCases.map { $0.emojis.count }
        var top: CGFloat = 35
        for (section, count) in rows.enumerated().prefix(3) {
            #expect(
                itemFrame(collectionView, item: 0, section: section)
                    == CGRect(x: inset, y: top, width: width - 2 * inset, height: 44), "section \(section)")
            top += CGFloat(count) * 44 + 35
        }
    }

    /// Moving the first item below the third through the collection view's interactive movement
    /// calls asks the data source's reordering handlers, applies the move, and the sample's
    /// `didReorder` handler updates its backing store with the section's collection difference.
    @Test func reorderingRunsTheHandlers() throws {
        let controller = shown(size: CGSize(width: 390, height: 844))
        let collectionView = controller.collectionView!
        let section = try #require(controller.dataSource.sectionIdentifier(for: 0))
        let before = controller.dataSource.snapshot().itemIdentifiers(inSection: section)
        #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        let target = try #require(itemFrame(collectionView, item: 2))
        collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: target.midX, y: target.midY))
        collectionView.endInteractiveMovement()
        let after = controller.dataSource.snapshot().itemIdentifiers(inSection: section)
        #expect(after == [before[1], before[2], before[0]] + before.dropFirst(3))
        #expect(controller.backingStore[section] == after)
    }
}
