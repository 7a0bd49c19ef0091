// Apple's ItemBadgeSupplementaryViewController, unchanged: a four-column grid whose items carry a
// badge at their top trailing corner. References: Snapshots/ItemBadgeSupplementaryScreenTests/.
import CellSnapUIKitTesting
import ScreenSupport
import Testing
import UIKit

@MainActor @Suite struct ItemBadgeSupplementaryScreenTests {
    /// The layout's kind for the badges (the registration names another, which UIKit lets pass).
    static let badgeKind = ItemBadgeSupplementaryViewController.badgeElementKind

    /// The controller with fixed badge counts (0, 1, 2, 0, ...): the sample draws them with
    /// `Int.random(in: 0..<3)`, which no snapshot can hold, so the test applies a snapshot of the
    /// same shape with counts that do not change.
    func controller() -> ItemBadgeSupplementaryViewController {
        let controller = ItemBadgeSupplementaryViewController()
        controller.loadViewIfNeeded()
        var snapshot = NSDiffableDataSourceSnapshot<
            ItemBadgeSupplementaryViewController.Section, ItemBadgeSupplementaryViewController.Model
        >()
        snapshot.appendSections([.main])
        snapshot.appendItems((0..<100).map { .init(title: "\($0)", badgeCount: $0 % 3) })
        controller.dataSource.apply(snapshot, animatingDifferences: false)
        return controller
    }

    /// The sample's own look (its colours, its cut-short titles), pinned: the lint has tests of its
    /// own, so it stays quiet here.
    @Test(arguments: ScreenVariant.all) func screen(_ variant: ScreenVariant) {
        assertSnapshot(
            of: controller(), as: .screen(size: variant.size, traits: variant.traits), named: variant.name, lint: .off)
    }

    /// The section is inset by 20; items are a quarter of the 350 (280) pt content, groups 0.2 of
    /// it tall, each item inset by 5. The badge (20 x 20) keeps to the cell's top and trailing
    /// edges, then moves by (0.3, -0.3) of its own size: 6 pt towards the trailing side, 6 up.
    /// A badge of count 0 is hidden, its element still laid out.
    @Test(arguments: [CGFloat(390), 320], [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func frames(width: CGFloat, direction: UITraitEnvironmentLayoutDirection) throws {
        let controller = controller()
        showInWindow(
            controller, size: CGSize(width: width, height: 844), traits: UITraitCollection(layoutDirection: direction))
        let collectionView = try #require(controller.collectionView)
        let content = width - 40, itemWidth = content / 4, row = content * 0.2
        for item in [0, 1, 5] {
            let indexPath = IndexPath(item: item, section: 0)
            let cell = CGRect(
                x: 20 + CGFloat(item % 4) * itemWidth, y: 20 + CGFloat(item / 4) * row, width: itemWidth, height: row
            ).insetBy(dx: 5, dy: 5)
            let frame = collectionView.layoutAttributesForItem(at: indexPath)?.frame
            #expect(same(frame, placed(cell, width: width, direction: direction)), "item \(item)")
            let badge = CGRect(x: cell.maxX - 20 + 6, y: cell.minY - 6, width: 20, height: 20)
            let badgeFrame = collectionView.layoutAttributesForSupplementaryElement(
                ofKind: Self.badgeKind, at: indexPath)?.frame
            #expect(
                same(badgeFrame, placed(badge, width: width, direction: direction)),
                "badge \(item): \(String(describing: badgeFrame)), expected \(badge)")
            let view = try #require(
                collectionView.supplementaryView(forElementKind: Self.badgeKind, at: indexPath)
                    as? BadgeSupplementaryView)
            #expect(view.isHidden == (item % 3 == 0))
            // The view was given its frame: its corner radius is half its width.
            #expect(view.layer.cornerRadius == 10)
        }
    }
}
