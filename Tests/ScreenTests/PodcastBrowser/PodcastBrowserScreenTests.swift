// The podcast browse screen: a titled, sideways-paging row of episode cards per show. References:
// Snapshots/PodcastBrowserScreenTests/.
import CellSnapUIKitTesting
import ScreenSupport
import Testing
import UIKit

@MainActor @Suite struct PodcastBrowserScreenTests {
    @Test(arguments: ScreenVariant.all) func screen(_ variant: ScreenVariant) {
        assertSnapshot(
            of: PodcastBrowserViewController(), as: .screen(size: variant.size, traits: variant.traits),
            named: variant.name)
    }

    /// Cards are 0.8 of the whole width (a phone is narrower than 600; an orthogonally scrolling
    /// section's 16 pt side insets move its groups but do not narrow them), 220 tall and 16 apart; the title follows the insets, its height the label's plus 10 above and
    /// below. In a card the artwork takes what the labels leave: 220 less 8, the title's height,
    /// 2 and the length's. Rows are 20 apart (the configuration's spacing).
    @Test(arguments: [CGFloat(390), 320], bothDirections)
    func frames(width: CGFloat, direction: UITraitEnvironmentLayoutDirection) throws {
        let controller = PodcastBrowserViewController()
        showInWindow(
            controller, size: CGSize(width: width, height: 844), traits: UITraitCollection(layoutDirection: direction))
        let collectionView = try #require(controller.collectionView)
        let kind = PodcastBrowserViewController.titleKind
        let title = try #require(
            collectionView.layoutAttributesForSupplementaryElement(ofKind: kind, at: IndexPath(item: 0, section: 0))?
                .frame)
        let titleView = try #require(
            collectionView.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 0)) as? ShowTitleView
        )
        #expect(titleView.label.text == "Field Notes")
        #expect(abs(title.height - (titleView.label.frame.height + 20)) < 0.001)
        #expect(
            same(
                title,
                placed(CGRect(x: 16, y: 0, width: width - 32, height: title.height), width: width, direction: direction)
            ))
        let card = width * 0.8
        for item in [0, 1] {
            let expected = CGRect(x: 16 + CGFloat(item) * (card + 16), y: title.height, width: card, height: 220)
            let frame = itemFrame(collectionView, item: item)
            #expect(same(frame, placed(expected, width: width, direction: direction)), "card \(item)")
        }
        let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? EpisodeCardCell)
        #expect(cell.titleLabel.text == "Owls at Dusk" && cell.lengthLabel.text == "24 min")
        let labels = cell.titleLabel.frame.height + cell.lengthLabel.frame.height
        #expect(abs(cell.artworkView.frame.height - (220 - 8 - 2 - labels)) < 0.001)
        #expect(abs(cell.lengthLabel.frame.maxY - 220) < 0.001)
        let next = collectionView.layoutAttributesForSupplementaryElement(
            ofKind: kind, at: IndexPath(item: 0, section: 1))?.frame
        #expect(abs((next?.minY ?? 0) - (title.height + 220 + 20)) < 0.001)
    }
}
