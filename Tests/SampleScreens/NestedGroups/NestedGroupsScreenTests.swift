// Apple's NestedGroupsViewController, unchanged: a large item beside a vertical group of two.
// References: Snapshots/NestedGroupsScreenTests/.
import CellSnapUIKitTesting
import ScreenSupport
import Testing
import UIKit

@MainActor @Suite struct NestedGroupsScreenTests {
    /// The sample's own look (its colours, its cut-short titles), pinned: the lint has tests of its
    /// own, so it stays quiet here.
    @Test(arguments: ScreenVariant.all) func screen(_ variant: ScreenVariant) {
        assertSnapshot(
            of: NestedGroupsViewController(), as: .screen(size: variant.size, traits: variant.traits),
            named: variant.name, lint: .off)
    }

    /// The outer group is the width and 0.4 of the collection view's height; the leading item
    /// 0.7 of its width, the trailing group 0.3, its `count: 2` items sharing its height (their
    /// own 0.3 is ignored); every item inset by 10. Three items a group, groups flush.
    @Test(arguments: [CGFloat(390), 320], [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func frames(width: CGFloat, direction: UITraitEnvironmentLayoutDirection) throws {
        let height: CGFloat = width > 375 ? 844 : 568
        let controller = NestedGroupsViewController()
        showInWindow(
            controller, size: CGSize(width: width, height: height),
            traits: UITraitCollection(layoutDirection: direction))
        let collectionView = try #require(controller.collectionView)
        let group = height * 0.4
        for repetition in [0, 1] {
            let top = CGFloat(repetition) * group
            let items = [
                CGRect(x: 0, y: top, width: width * 0.7, height: group),
                CGRect(x: width * 0.7, y: top, width: width * 0.3, height: group / 2),
                CGRect(x: width * 0.7, y: top + group / 2, width: width * 0.3, height: group / 2),
            ]
            for (offset, item) in items.enumerated() {
                let index = repetition * 3 + offset
                let frame = collectionView.layoutAttributesForItem(at: IndexPath(item: index, section: 0))?.frame
                let expected = placed(item.insetBy(dx: 10, dy: 10), width: width, direction: direction)
                #expect(same(frame, expected), "item \(index): \(String(describing: frame)), expected \(expected)")
            }
        }
    }
}
