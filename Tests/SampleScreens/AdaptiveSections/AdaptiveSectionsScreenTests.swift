// Apple's AdaptiveSectionsViewController, unchanged: its sections' columns follow the width the
// section provider's environment reports. References: Snapshots/AdaptiveSectionsScreenTests/.
import CellSnapUIKitTesting
import ScreenSupport
import Testing
import UIKit

@MainActor @Suite struct AdaptiveSectionsScreenTests {
    /// The sample's own look (its colours, its cut-short titles), pinned: the lint has tests of its
    /// own, so it stays quiet here.
    @Test(arguments: ScreenVariant.all) func screen(_ variant: ScreenVariant) {
        assertSnapshot(
            of: AdaptiveSectionsViewController(), as: .screen(size: variant.size, traits: variant.traits),
            named: variant.name, lint: .off)
    }

    /// The provider asks for `columnCount(for: effectiveContentSize.width)`: an iPhone's width
    /// (at most 800) gives 1, 5 and 3 columns, an iPad's 1024 gives 2, 10 and 6. Columns share
    /// the width inside the 20 pt insets, each item inset by 2; grid rows are 0.2 of that width.
    @Test(arguments: [CGFloat(390), 1024], [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func frames(width: CGFloat, direction: UITraitEnvironmentLayoutDirection) throws {
        let controller = AdaptiveSectionsViewController()
        showInWindow(
            controller, size: CGSize(width: width, height: 844), traits: UITraitCollection(layoutDirection: direction))
        let collectionView = try #require(controller.collectionView)
        let wide = width > 800
        let content = width - 40, row = content * 0.2
        let (listColumns, grid5Columns): (CGFloat, CGFloat) = wide ? (2, 10) : (1, 5)
        let listRows: CGFloat = wide ? 5 : 10, grid5Rows: CGFloat = wide ? 1 : 2
        let list = 20 + listRows * 44 + 20
        let second = IndexPath(item: 1, section: 0), grid = IndexPath(item: 6, section: 1)
        let expectations: [(IndexPath, CGRect)] = [
            (
                second,
                wide
                    ? CGRect(x: 20 + content / listColumns, y: 20, width: content / listColumns, height: 44)
                    : CGRect(x: 20, y: 20 + 44, width: content, height: 44)
            ),
            (
                grid,
                CGRect(
                    x: 20 + CGFloat(6 % Int(grid5Columns)) * content / grid5Columns,
                    y: list + 20 + CGFloat(6 / Int(grid5Columns)) * row, width: content / grid5Columns, height: row)
            ),
        ]
        for (indexPath, item) in expectations {
            let expected = placed(item.insetBy(dx: 2, dy: 2), width: width, direction: direction)
            let frame = collectionView.layoutAttributesForItem(at: indexPath)?.frame
            #expect(same(frame, expected), "\(indexPath): \(String(describing: frame)), expected \(expected)")
        }
        // The content's height, to a device pixel (each section is snapped).
        let contentHeight = list + 20 + grid5Rows * row + 20 + 20 + (wide ? 2 : 4) * row + 20
        #expect(abs(collectionView.contentSize.height - contentHeight) < 1.0 / 3)
    }
}
