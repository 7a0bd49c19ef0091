// Apple's ConferenceVideoSessionsViewController, unchanged: a titled row of video cards per
// collection, scrolling sideways. References: Snapshots/ConferenceVideoSessionsScreenTests/.
import CellSnapUIKitTesting
import ScreenSupport
import Testing
import UIKit

@MainActor @Suite struct ConferenceVideoSessionsScreenTests {
    /// The sample's own look (its colours, its cut-short titles), pinned: the lint has tests of its
    /// own, so it stays quiet here.
    @Test(arguments: ScreenVariant.all) func screen(_ variant: ScreenVariant) {
        assertSnapshot(
            of: ConferenceVideoSessionsViewController(), as: .screen(size: variant.size, traits: variant.traits),
            named: variant.name, lint: .off)
    }

    /// Cards are 0.85 of the width inside the 20 pt insets (an iPhone is narrower than 500), 250
    /// tall and 20 apart; the title follows the insets. In a card, the image view takes what the
    /// labels leave: 250 less 10, the title's and the category's heights.
    @Test(arguments: [CGFloat(390), 320], [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func frames(width: CGFloat, direction: UITraitEnvironmentLayoutDirection) throws {
        let controller = ConferenceVideoSessionsViewController()
        showInWindow(
            controller, size: CGSize(width: width, height: 844), traits: UITraitCollection(layoutDirection: direction))
        let collectionView = try #require(controller.collectionView)
        let title = try #require(
            collectionView.layoutAttributesForSupplementaryElement(
                ofKind: ConferenceVideoSessionsViewController.titleElementKind, at: IndexPath(item: 0, section: 0))?
                .frame)
        #expect(
            same(
                title,
                placed(CGRect(x: 20, y: 0, width: width - 40, height: title.height), width: width, direction: direction)
            ))
        let card = (width - 40) * 0.85
        for item in [0, 1] {
            let expected = CGRect(x: 20 + CGFloat(item) * (card + 20), y: title.height, width: card, height: 250)
            let frame = collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame
            #expect(same(frame, placed(expected, width: width, direction: direction)), "card \(item)")
        }
        let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? ConferenceVideoCell)
        #expect(cell.titleLabel.text == "Bringing Your Apps to the New iPad Pro")
        let labels = cell.titleLabel.frame.height + cell.categoryLabel.frame.height
        #expect(abs(cell.imageView.frame.height - (250 - 10 - labels)) < 0.001)
        #expect(abs(cell.categoryLabel.frame.maxY - 250) < 0.001)
        // The second section starts 20 below the first (sections 20 apart).
        let next = collectionView.layoutAttributesForSupplementaryElement(
            ofKind: ConferenceVideoSessionsViewController.titleElementKind, at: IndexPath(item: 0, section: 1))?.frame
        #expect(abs((next?.minY ?? 0) - (title.height + 250 + 20)) < 0.001)
    }
}
