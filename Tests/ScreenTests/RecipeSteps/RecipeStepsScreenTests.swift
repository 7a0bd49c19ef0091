// The recipe method cards: a background decoration behind each section. References:
// Snapshots/RecipeStepsScreenTests/.
import CellSnapUIKitTesting
import ScreenSupport
import Testing
import UIKit

@MainActor @Suite struct RecipeStepsScreenTests {
    static let kind = RecipeStepsViewController.backgroundKind

    @Test(arguments: ScreenVariant.all) func screen(_ variant: ScreenVariant) {
        assertSnapshot(
            of: RecipeStepsViewController(), as: .screen(size: variant.size, traits: variant.traits),
            named: variant.name)
    }

    /// Rows 44 tall, 6 apart, inside the section's insets (20 above and below, 24 at the sides): a
    /// section of n steps is 20 + 44n + 6(n - 1) + 20 tall, sections back to back. The background
    /// decoration spans the whole section inside its own insets (8 and 12), so 12 pt of the card
    /// shows at either side of the rows and 12 above and below.
    @Test(arguments: [CGFloat(390), 320], bothDirections)
    func frames(width: CGFloat, direction: UITraitEnvironmentLayoutDirection) throws {
        let controller = RecipeStepsViewController()
        showInWindow(
            controller, size: CGSize(width: width, height: 844), traits: UITraitCollection(layoutDirection: direction))
        let collectionView = try #require(controller.collectionView)
        var top: CGFloat = 0
        for (section, steps) in RecipeStepsViewController.recipes.enumerated() {
            let count = CGFloat(steps.count)
            let height = 20 + 44 * count + 6 * (count - 1) + 20
            let background = collectionView.collectionViewLayout.layoutAttributesForDecorationView(
                ofKind: Self.kind, at: IndexPath(item: 0, section: section))
            #expect(background?.representedElementCategory == .decorationView)
            #expect(
                same(
                    background?.frame,
                    placed(
                        CGRect(x: 12, y: top + 8, width: width - 24, height: height - 16), width: width,
                        direction: direction)),
                "background \(section): \(String(describing: background?.frame))")
            let last = steps.count - 1
            let row = CGRect(x: 24, y: top + 20 + CGFloat(last) * 50, width: width - 48, height: 44)
            #expect(
                same(
                    itemFrame(collectionView, item: last, section: section),
                    placed(row, width: width, direction: direction)),
                "last row of \(section)")
            top += height
        }
        #expect(abs(collectionView.contentSize.height - top) < 0.34)
    }
}
