// Apple's OrthogonalScrollingViewController, unchanged: five sections that scroll sideways, drawn
// at rest. References: Snapshots/OrthogonalScrollingScreenTests/.
import CellSnapUIKitTesting
import ScreenSupport
import Testing
import UIKit

@MainActor @Suite struct OrthogonalScrollingScreenTests {
    /// The sample's own look (its colours, its cut-short titles), pinned: the lint has tests of its
    /// own, so it stays quiet here.
    @Test(arguments: ScreenVariant.all) func screen(_ variant: ScreenVariant) {
        assertSnapshot(
            of: OrthogonalScrollingViewController(), as: .screen(size: variant.size, traits: variant.traits),
            named: variant.name, lint: .off)
    }

    /// Each section is one row of groups 0.85 of the width and 0.4 of the height, side by side
    /// from the leading edge; the second group starts at 0.85 of the width and is cut off at the
    /// collection view's edge (its cells are visible, the third group's are not).
    @Test(arguments: [CGFloat(390), 320], [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func frames(width: CGFloat, direction: UITraitEnvironmentLayoutDirection) throws {
        let height: CGFloat = width > 375 ? 844 : 568
        let controller = OrthogonalScrollingViewController()
        showInWindow(
            controller, size: CGSize(width: width, height: height),
            traits: UITraitCollection(layoutDirection: direction))
        let collectionView = try #require(controller.collectionView)
        let group = CGSize(width: width * 0.85, height: height * 0.4)
        for section in [0, 1] {
            let top = CGFloat(section) * group.height
            for (item, x) in [(0, CGFloat(0)), (3, group.width)] {
                let leading = CGRect(x: x, y: top, width: group.width * 0.7, height: group.height)
                let frame = collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
                let expected = placed(leading.insetBy(dx: 10, dy: 10), width: width, direction: direction)
                #expect(
                    same(frame, expected), "\(item) of \(section): \(String(describing: frame)), expected \(expected)")
            }
            #expect(collectionView.cellForItem(at: IndexPath(item: 3, section: section)) != nil)
            #expect(collectionView.cellForItem(at: IndexPath(item: 6, section: section)) == nil)
        }
        #expect(abs(collectionView.contentSize.height - 5 * group.height) < 0.01)
    }
}
