// Apple's ConferenceNewsFeedViewController, unchanged: self-sizing news cells laid out by the
// visual format language. References: Snapshots/ConferenceNewsFeedScreenTests/.
import CellSnapUIKitTesting
import ScreenSupport
import Testing
import UIKit

@MainActor @Suite struct ConferenceNewsFeedScreenTests {
    /// The sample's own look (its colours, its cut-short titles), pinned: the lint has tests of its
    /// own, so it stays quiet here.
    @Test(arguments: ScreenVariant.all) func screen(_ variant: ScreenVariant) {
        assertSnapshot(
            of: ConferenceNewsFeedViewController(), as: .screen(size: variant.size, traits: variant.traits),
            named: variant.name, lint: .off)
    }

    /// The cell's formats: `H:|-[title]-|` pins the labels to the content view's layout margins
    /// (8 pt, the standard space to a superview), `V:|-[title]-[date]-[body]-20-[separator(==1)]|`
    /// stacks them 8 pt apart (the standard space between views) below the top margin, the
    /// separator 20 below the body, 1 pt tall, flush with the bottom. The cells are the width
    /// inside the 10 pt insets, as tall as that, 10 apart.
    @Test(arguments: [CGFloat(390), 320], [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func frames(width: CGFloat, direction: UITraitEnvironmentLayoutDirection) throws {
        let controller = ConferenceNewsFeedViewController()
        showInWindow(
            controller, size: CGSize(width: width, height: 844), traits: UITraitCollection(layoutDirection: direction))
        let collectionView = try #require(controller.collectionView)
        let cellWidth = width - 20
        let cell = try #require(
            collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? ConferenceNewsFeedCell)
        let title = cell.titleLabel.frame, date = cell.dateLabel.frame, body = cell.bodyLabel.frame
        let separator = cell.separatorView.frame
        #expect(
            same(
                title,
                placed(
                    CGRect(x: 8, y: 8, width: cellWidth - 16, height: title.height), width: cellWidth,
                    direction: direction)))
        #expect(abs(date.minY - (title.maxY + 8)) < 0.001 && abs(body.minY - (date.maxY + 8)) < 0.001)
        #expect(abs(date.minX - (direction == .leftToRight ? 8 : cellWidth - 8 - date.width)) < 0.001)
        #expect(
            same(
                separator,
                placed(
                    CGRect(x: 8, y: body.maxY + 20, width: cellWidth - 16, height: 1), width: cellWidth,
                    direction: direction)))
        let first = try #require(collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame)
        #expect(
            same(
                first,
                placed(
                    CGRect(x: 10, y: 10, width: cellWidth, height: separator.maxY), width: width, direction: direction))
        )
        let second = collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame
        #expect(abs((second?.minY ?? 0) - (first.maxY + 10)) < 0.001)
        // The date in the short style of the process's locale (iOS: the device's; en_001 here).
        let formatter = DateFormatter()
        formatter.dateStyle = .short
        #expect(cell.dateLabel.text == formatter.string(from: ConferenceNewsController().items[0].date))
    }
}
