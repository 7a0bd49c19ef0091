// The store's front page: distinct sections from a section provider, their columns adapting to
// the environment's width. References: Snapshots/StorefrontScreenTests/.
import CellSnapUIKitTesting
import ScreenSupport
import Testing
import UIKit

@MainActor @Suite struct StorefrontScreenTests {
    @Test(arguments: ScreenVariant.all) func screen(_ variant: ScreenVariant) {
        assertSnapshot(
            of: StorefrontViewController(), as: .screen(size: variant.size, traits: variant.traits),
            named: variant.name)
    }

    /// Each section is inset by 16 on every side and follows the one before with no spacing;
    /// `count:` columns share the width inside the insets, each item inset by 3. The provider asks
    /// for `columnCount(for:)` of the width the environment's `effectiveContentSize` leaves inside
    /// the insets: a phone's gives 1, 4 and 3 columns, an iPad's (1024 pt) 2, 8 and 6. Featured rows are 48 tall, genre rows a column
    /// wide, pick rows one and a half.
    @Test(arguments: [CGFloat(390), 320, 1024], bothDirections)
    func frames(width: CGFloat, direction: UITraitEnvironmentLayoutDirection) throws {
        let controller = StorefrontViewController()
        showInWindow(
            controller, size: CGSize(width: width, height: 844), traits: UITraitCollection(layoutDirection: direction))
        let collectionView = try #require(controller.collectionView)
        let content = width - 32
        var top: CGFloat = 0
        for section in StorefrontViewController.Section.allCases {
            let columns = section.columnCount(for: width - 32)
            let column = content / CGFloat(columns)
            let rowHeight: CGFloat = [48, column, column * 1.5][section.rawValue]
            let count = collectionView.numberOfItems(inSection: section.rawValue)
            for item in [0, 1, count - 1] {
                let cell = CGRect(
                    x: 16 + CGFloat(item % columns) * column, y: top + 16 + CGFloat(item / columns) * rowHeight,
                    width: column, height: rowHeight)
                let expected = placed(cell.insetBy(dx: 3, dy: 3), width: width, direction: direction)
                let frame = itemFrame(collectionView, item: item, section: section.rawValue)
                #expect(same(frame, expected), "\(section) \(item): \(String(describing: frame)), expected \(expected)")
            }
            let rows = (count + columns - 1) / columns
            top += 16 + CGFloat(rows) * rowHeight + 16
        }
        // The content's height, to a device pixel (each section is snapped).
        #expect(abs(collectionView.contentSize.height - top) < 1.0 / 3)
    }
}
