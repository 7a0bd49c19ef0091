// The app grid with notification badges. References: Snapshots/AppBadgesScreenTests/.
import CellSnapUIKitTesting
import ScreenSupport
import Testing
import UIKit

@MainActor @Suite struct AppBadgesScreenTests {
    @Test(arguments: ScreenVariant.all) func screen(_ variant: ScreenVariant) {
        assertSnapshot(
            of: AppBadgesViewController(), as: .screen(size: variant.size, traits: variant.traits), named: variant.name)
    }

    /// Inside the 16 pt section insets, four items a row, each a quarter of the content and rows a
    /// quarter of it tall, the tile inset by 10. The badge (24 x 24) keeps to the tile's top and
    /// trailing edges, then moves by (0.25, -0.25) of its own size: 6 pt towards the trailing side,
    /// 6 pt up. A badge with no notifications is hidden, its element still laid out; the badge
    /// view was given its frame, so its corner radius is half its width.
    @Test(arguments: [CGFloat(390), 320], bothDirections)
    func frames(width: CGFloat, direction: UITraitEnvironmentLayoutDirection) throws {
        let controller = AppBadgesViewController()
        showInWindow(
            controller, size: CGSize(width: width, height: 844), traits: UITraitCollection(layoutDirection: direction))
        let collectionView = try #require(controller.collectionView)
        let content = width - 32, side = content / 4
        for item in [0, 1, 5, 19] {
            let indexPath = IndexPath(item: item, section: 0)
            let tile = CGRect(
                x: 16 + CGFloat(item % 4) * side, y: 16 + CGFloat(item / 4) * side, width: side, height: side
            ).insetBy(dx: 10, dy: 10)
            let frame = itemFrame(collectionView, item: item)
            #expect(same(frame, placed(tile, width: width, direction: direction)), "tile \(item)")
            let badge = CGRect(x: tile.maxX - 24 + 6, y: tile.minY - 6, width: 24, height: 24)
            let badgeFrame = collectionView.layoutAttributesForSupplementaryElement(
                ofKind: AppBadgesViewController.badgeKind, at: indexPath)?.frame
            #expect(
                same(badgeFrame, placed(badge, width: width, direction: direction)),
                "badge \(item): \(String(describing: badgeFrame)), expected \(badge)")
            let view = try #require(
                collectionView.supplementaryView(forElementKind: AppBadgesViewController.badgeKind, at: indexPath)
                    as? NotificationBadgeView)
            let notifications = AppBadgesViewController.apps[item].notifications
            #expect(view.isHidden == (notifications == 0), "badge \(item)")
            #expect(view.countLabel.text == "\(notifications)")
            #expect(view.layer.cornerRadius == 12)
        }
    }
}
