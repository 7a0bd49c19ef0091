// Apple's DistinctSectionsViewController, unchanged: a list, a five-column and a three-column grid.
// References: Snapshots/DistinctSectionsScreenTests/.
import CellSnapUIKitTesting
import ScreenSupport
import Testing
import UIKit

@MainActor @Suite struct DistinctSectionsScreenTests {
    /// The sample's own look (its colours, its cut-short titles), pinned: the lint has tests of its
    /// own, so it stays quiet here.
    @Test(arguments: ScreenVariant.all) func screen(_ variant: ScreenVariant) {
        assertSnapshot(
            of: DistinctSectionsViewController(), as: .screen(size: variant.size, traits: variant.traits),
            named: variant.name, lint: .off)
    }

    /// Every section is inset by 20 on all sides; `count:` columns share the width inside them
    /// (the item's own width is ignored), each item inset by 2: the list's rows are 44 tall, the
    /// grids' rows 0.2 of the content width tall. Sections follow each other with no spacing.
    @Test(arguments: [CGFloat(390), 320], [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func frames(width: CGFloat, direction: UITraitEnvironmentLayoutDirection) throws {
        let controller = DistinctSectionsViewController()
        showInWindow(
            controller, size: CGSize(width: width, height: 844), traits: UITraitCollection(layoutDirection: direction))
        let collectionView = try #require(controller.collectionView)
        let content: CGFloat = width - 40
        let row: CGFloat = content * 0.2
        let list: CGFloat = 20 + 10 * 44 + 20
        let grid5: CGFloat = 20 + 2 * row + 20
        let column5: CGFloat = content / 5, column3: CGFloat = content / 3
        let expectations: [(IndexPath, CGRect)] = [
            (IndexPath(item: 0, section: 0), CGRect(x: 20, y: 20, width: content, height: 44)),
            (IndexPath(item: 9, section: 0), CGRect(x: 20, y: 20 + 9 * 44, width: content, height: 44)),
            (IndexPath(item: 6, section: 1), CGRect(x: 20 + column5, y: list + 20 + row, width: column5, height: row)),
            (
                IndexPath(item: 9, section: 2),
                CGRect(x: 20, y: list + grid5 + 20 + 3 * row, width: column3, height: row)
            ),
        ]
        for (indexPath, item) in expectations {
            let expected = placed(item.insetBy(dx: 2, dy: 2), width: width, direction: direction)
            let frame = collectionView.layoutAttributesForItem(at: indexPath)?.frame
            #expect(same(frame, expected), "\(indexPath): \(String(describing: frame)), expected \(expected)")
        }
    }
}
