// Self-sizing tags in a UICollectionViewFlowLayout subclass that moves `super`'s attributes to the
// leading edge of their rows.
// References: Snapshots/TopicTagsScreenTests/.
import CellSnapUIKitTesting
import ScreenSupport
import Testing
import UIKit

@MainActor @Suite struct TopicTagsScreenTests {
    @Test(arguments: ScreenVariant.all) func screen(_ variant: ScreenVariant) {
        assertSnapshot(
            of: TopicTagsViewController(), as: .screen(size: variant.size, traits: variant.traits), named: variant.name,
            lint: .off)
    }

    /// The flow flips right to left: the rows start at the right edge.
    @Test func rightToLeft() {
        assertSnapshot(
            of: TopicTagsViewController(),
            as: .screen(
                size: CGSize(width: 390, height: 844), traits: UITraitCollection(layoutDirection: .rightToLeft)),
            named: "390-rtl", lint: .off)
    }

    /// Each tag is its label's size plus 14 pt on each side and 7 pt above and below, rounded up
    /// to device pixels; rows start 16 pt from the leading edge with 8 pt between tags, 10 pt
    /// between rows, and a tag that would not fit before the trailing 16 pt starts the next row.
    /// The cells are where the screen draws them: snapped to device pixels.
    @Test(arguments: [CGFloat(390), 320], bothDirections)
    func frames(width: CGFloat, direction: UITraitEnvironmentLayoutDirection) throws {
        let controller = TopicTagsViewController()
        let window = showInWindow(
            controller, size: CGSize(width: width, height: 844), traits: UITraitCollection(layoutDirection: direction))
        defer { withExtendedLifetime(window) {} }
        let collectionView = try #require(controller.collectionView)
        var x: CGFloat = 16
        var y: CGFloat = 20
        var rowHeight: CGFloat = 0
        for item in TopicTagsViewController.topics.indices {
            let cell = try #require(collectionView.cellForItem(at: IndexPath(item: item, section: 0)) as? TopicTagCell)
            let labelSize = cell.label.intrinsicContentSize
            // Whole pixels up (but not past a whole pixel the sum's last bits overshoot).
            func up(_ value: CGFloat) -> CGFloat { ceil(value * 3 - 1e-9) / 3 }
            let size = CGSize(width: up(labelSize.width + 28), height: up(labelSize.height + 14))
            if x > 16, x + size.width > width - 16 {
                x = 16
                y += rowHeight + 10
                rowHeight = 0
            }
            // The cells take the subclass's attributes (`layoutAttributesForItem(at:)`, which the
            // subclass leaves to the flow layout, keeps the justified rows).
            let frame = cell.frame
            let expected = CGRect(x: x, y: y, width: size.width, height: size.height)
            let flipped =
                direction == .rightToLeft
                ? CGRect(x: width - expected.maxX, y: expected.minY, width: expected.width, height: expected.height)
                : expected
            #expect(same(frame, placed(flipped, width: width, direction: .leftToRight)), "\(item): \(frame) \(flipped)")
            x += size.width + 8
            rowHeight = max(rowHeight, size.height)
        }
    }
}
