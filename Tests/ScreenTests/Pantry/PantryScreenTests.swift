// The pantry: shelves applied one section snapshot at a time. References:
// Snapshots/PantryScreenTests/.
import CellSnapUIKitTesting
import ScreenSupport
import Testing
import UIKit

@MainActor @Suite struct PantryScreenTests {
    @Test(arguments: ScreenVariant.all) func screen(_ variant: ScreenVariant) {
        assertSnapshot(
            of: PantryViewController(), as: .screen(size: variant.size, traits: variant.traits), named: variant.name)
    }

    /// Applying a section snapshot to a section the data source does not have yet appends that
    /// section, so the shelves come in the order they were applied; rows of 44 pt inset by the
    /// layout margin, 35 pt above the first section and between sections.
    @Test(arguments: [CGFloat(390), 320], bothDirections)
    func frames(width: CGFloat, direction: UITraitEnvironmentLayoutDirection) throws {
        let controller = PantryViewController()
        showInWindow(
            controller, size: CGSize(width: width, height: 844), traits: UITraitCollection(layoutDirection: direction))
        let collectionView = try #require(controller.collectionView)
        let inset: CGFloat = width > 375 ? 20 : 16
        #expect(controller.dataSource.snapshot().sectionIdentifiers == PantryViewController.shelves.map(\.name))
        var top: CGFloat = 35
        for (section, shelf) in PantryViewController.shelves.enumerated() {
            for item in shelf.items.indices {
                #expect(
                    itemFrame(collectionView, item: item, section: section)
                        == CGRect(x: inset, y: top + CGFloat(item) * 44, width: width - 2 * inset, height: 44),
                    "section \(section) item \(item)")
            }
            top += CGFloat(shelf.items.count) * 44 + 35
        }
        #expect(
            controller.dataSource.snapshot(for: "Tins").items.map(\.name) == ["Tomatoes", "Chickpeas", "Coconut Milk"])
    }

    /// The list asks its swipe providers for each row it shows. Leading: "Buy" in green with a
    /// cart, whose handler adds the row's item to the shopping list. Trailing: "Remove", destructive,
    /// whose handler deletes the row; drawn swiped open on "Paprika".
    @Test func swipingOffersTheShoppingListAndRemoval() throws {
        let controller = PantryViewController()
        showInWindow(controller)
        let collectionView = try #require(controller.collectionView)
        let indexPath = IndexPath(item: 1, section: 2)
        let cell = try #require(collectionView.cellForItem(at: indexPath) as? UICollectionViewListCell)
        let buy = try #require(cell.cellSnapLeadingSwipeActions?.actions.first)
        #expect(buy.title == "Buy" && buy.style == .normal)
        #expect(buy.backgroundColor == .systemGreen && buy.image == UIImage(systemName: "cart"))
        var completed: Bool?
        buy.handler(buy, cell) { completed = $0 }
        #expect(completed == true && controller.shoppingList == ["Paprika"])
        let remove = try #require(cell.cellSnapTrailingSwipeActions?.actions.first)
        #expect(
            remove.title == "Remove" && remove.style == .destructive && remove.image == UIImage(systemName: "trash"))
        collectionView.cellSnapSwipedItem = indexPath
        assertSnapshot(of: controller, as: .screen(size: CGSize(width: 390, height: 844)), named: "swiped")
        remove.handler(remove, cell) { completed = $0 }
        collectionView.layoutIfNeeded()
        #expect(controller.dataSource.snapshot(for: "Spices").items.map(\.name) == ["Cumin"])
        #expect(collectionView.numberOfItems(inSection: 2) == 1)
    }
}
