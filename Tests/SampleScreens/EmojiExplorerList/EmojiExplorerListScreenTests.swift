// Apple's EmojiExplorerListViewController as it is: value cells of emoji and their category, one
// inset grouped section a category. References: Snapshots/EmojiExplorerListScreenTests/.
import CellSnapUIKitTesting
import ScreenSupport
import Testing
import UIKit

@MainActor @Suite struct EmojiExplorerListScreenTests {
    @Test(arguments: ScreenVariant.all) func screen(_ variant: ScreenVariant) {
        assertSnapshot(
            of: EmojiExplorerListViewController(), as: .screen(size: variant.size, traits: variant.traits),
            named: variant.name)
    }

    /// The sections come in the order the sample applies them (its categories reversed: applying a
    /// section snapshot to a new section appends the section), rows of 44 pt inset by the layout
    /// margin, 35 pt above the first section and between sections.
    @Test(arguments: [CGFloat(390), 320], bothDirections)
    func frames(width: CGFloat, direction: UITraitEnvironmentLayoutDirection) throws {
        let controller = EmojiExplorerListViewController()
        showInWindow(
            controller, size: CGSize(width: width, height: 844), traits: UITraitCollection(layoutDirection: direction))
        let collectionView = try #require(controller.view.subviews.first as? UICollectionView)
        let inset: CGFloat = width >= 390 ? 20 : 16
        let categories = Array(Emoji.Category.allCases.reversed())
        #expect(controller.dataSource.snapshot().sectionIdentifiers.count == categories.count)
        var top: CGFloat = 35
        for (section, category) in categories.enumerated().prefix(3) {
            for item in 0..<category.emojis.count {
                #expect(
                    itemFrame(collectionView, item: item, section: section)
                        == CGRect(x: inset, y: top + CGFloat(item) * 44, width: width - 2 * inset, height: 44),
                    "section \(section) item \(item)")
            }
            top += CGFloat(category.emojis.count) * 44 + 35
        }
    }
}
