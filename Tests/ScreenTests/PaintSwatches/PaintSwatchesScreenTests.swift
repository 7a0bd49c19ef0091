// The paint swatches in two columns. References: Snapshots/PaintSwatchesScreenTests/.
import CellSnapUIKitTesting
import ScreenSupport
import Testing
import UIKit

@MainActor @Suite struct PaintSwatchesScreenTests {
    @Test(arguments: ScreenVariant.all) func screen(_ variant: ScreenVariant) {
        assertSnapshot(
            of: PaintSwatchesViewController(), as: .screen(size: variant.size, traits: variant.traits),
            named: variant.name)
    }

    /// `count: 2` shares the group's width, less one 12 pt spacing, between two items (their own
    /// width is ignored): the group is the width inside the 16 pt side insets, so a swatch is
    /// (width - 32 - 12) / 2 wide; rows are 56 pt tall and 12 pt apart. 40 swatches make 20 rows.
    @Test(arguments: [CGFloat(390), 320], bothDirections)
    func frames(width: CGFloat, direction: UITraitEnvironmentLayoutDirection) throws {
        let controller = PaintSwatchesViewController()
        showInWindow(
            controller, size: CGSize(width: width, height: 844), traits: UITraitCollection(layoutDirection: direction))
        let collectionView = try #require(controller.collectionView)
        let swatchWidth = (width - 32 - 12) / 2
        for item in [0, 1, 2, 39] {
            let x = 16 + CGFloat(item % 2) * (swatchWidth + 12), y = CGFloat(item / 2) * (56 + 12)
            let expected = placed(
                CGRect(x: x, y: y, width: swatchWidth, height: 56), width: width, direction: direction)
            let frame = itemFrame(collectionView, item: item)
            #expect(same(frame, expected), "item \(item): \(String(describing: frame)), expected \(expected)")
        }
        #expect(abs(collectionView.contentSize.height - (20 * 56 + 19 * 12)) < 0.001)
        let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? SwatchCell)
        #expect(cell.nameLabel.text == "Mist Clay" && cell.layer.cornerRadius == 8 && cell.layer.masksToBounds)
    }
}
