// A photo feed in two columns laid out by a UICollectionViewLayout subclass of the app's own: a
// header supplementary view, cards of different heights in the shorter column.
// References: Snapshots/WaterfallScreenTests/.
import CellSnapUIKitTesting
import ScreenSupport
import Testing
import UIKit

@MainActor @Suite struct WaterfallScreenTests {
    @Test(arguments: ScreenVariant.all) func screen(_ variant: ScreenVariant) {
        assertSnapshot(
            of: WaterfallViewController(), as: .screen(size: variant.size, traits: variant.traits), named: variant.name,
            lint: .off)
    }

    /// A custom layout does not flip (its `flipsHorizontallyInOppositeLayoutDirection` is `false`):
    /// right to left, the cards stay where the layout puts them and their text reads right to left.
    @Test func rightToLeft() {
        assertSnapshot(
            of: WaterfallViewController(),
            as: .screen(
                size: CGSize(width: 390, height: 844), traits: UITraitCollection(layoutDirection: .rightToLeft)),
            named: "390-rtl", lint: .off)
    }

    /// Columns (width - 12) / 2 wide, cards inset 6 pt in them, each card 12 + photo + 44 tall,
    /// the photo as wide as the card less 12 and as tall as its aspect ratio says; the same frames
    /// in both directions.
    @Test(arguments: [CGFloat(390), 320], bothDirections)
    func frames(width: CGFloat, direction: UITraitEnvironmentLayoutDirection) throws {
        let controller = WaterfallViewController()
        let window = showInWindow(
            controller, size: CGSize(width: width, height: 844), traits: UITraitCollection(layoutDirection: direction))
        defer { withExtendedLifetime(window) {} }
        let collectionView = try #require(controller.collectionView)
        let column = (width - 12) / 2
        var tops: [CGFloat] = [56, 56]
        for (item, photo) in WaterfallViewController.photos.enumerated() {
            let target = tops[1] < tops[0] ? 1 : 0
            let height = 12 + ((column - 12) * photo.aspectRatio).rounded() + 44
            let expected = CGRect(
                x: 12 + CGFloat(target) * column, y: tops[target] + 6, width: column - 12, height: height - 12)
            #expect(itemFrame(collectionView, item: item) == expected, "item \(item)")
            tops[target] += height
        }
        #expect(collectionView.contentSize.height == (tops.max() ?? 0) + 6)
        if width == 390 {
            // The table's figures, for one width.
            #expect(itemFrame(collectionView, item: 0) == CGRect(x: 12, y: 62, width: 177, height: 274))
            #expect(itemFrame(collectionView, item: 7) == CGRect(x: 12, y: 868, width: 177, height: 168))
        }
        let header = collectionView.layoutAttributesForSupplementaryElement(
            ofKind: WaterfallLayout.headerKind, at: IndexPath(item: 0, section: 0))
        #expect(header?.frame == CGRect(x: 0, y: 0, width: width, height: 56))
        let card = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? PhotoCardCell)
        #expect(card.titleLabel.text == "Harbour at dawn")
    }
}
