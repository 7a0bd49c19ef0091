// Apple's PinnedSectionHeaderFooterViewController, unchanged: the headers and footers of the
// previous screen, the headers pinned to the visible bounds (zIndex 2).
// References: Snapshots/PinnedSectionHeaderFooterScreenTests/.
import CellSnapUIKitTesting
import ScreenSupport
import Testing
import UIKit

@MainActor @Suite struct PinnedSectionHeaderFooterScreenTests {
    static let headerKind = PinnedSectionHeaderFooterViewController.sectionHeaderElementKind

    /// The sample's own look (its colours, its cut-short titles), pinned: the lint has tests of its
    /// own, so it stays quiet here.
    @Test(arguments: ScreenVariant.all) func screen(_ variant: ScreenVariant) {
        assertSnapshot(
            of: PinnedSectionHeaderFooterViewController(), as: .screen(size: variant.size, traits: variant.traits),
            named: variant.name, lint: .off)
    }

    /// At rest a pinned header is where its section puts it (above the rows); scrolled, the header
    /// of the section under the top edge stays at that edge while its section is there, and the
    /// next section's header pushes it up when it arrives: a header never leaves its section.
    @Test(arguments: [CGFloat(390), 320], [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func frames(width: CGFloat, direction: UITraitEnvironmentLayoutDirection) throws {
        let controller = PinnedSectionHeaderFooterViewController()
        let window = showInWindow(
            controller, size: CGSize(width: width, height: 844), traits: UITraitCollection(layoutDirection: direction))
        let collectionView = try #require(controller.collectionView)
        let header = try #require(
            collectionView.supplementaryView(forElementKind: Self.headerKind, at: IndexPath(item: 0, section: 0))
                as? TitleSupplementaryView)
        let height = header.label.frame.height + 20
        let sectionHeight = height + (5 * 44 + 4 * 5) + height
        func headerFrame(_ section: Int) -> CGRect? {
            collectionView.layoutAttributesForSupplementaryElement(
                ofKind: Self.headerKind, at: IndexPath(item: 0, section: section))?.frame
        }
        let atRest = CGRect(x: 10, y: 0, width: width - 20, height: height)
        #expect(same(headerFrame(0), placed(atRest, width: width, direction: direction)))
        // Scrolled 100 pt: section 0's header is at the top of the visible bounds.
        collectionView.contentOffset = CGPoint(x: 0, y: 100)
        window.layoutIfNeeded()
        #expect(same(headerFrame(0), placed(atRest.offsetBy(dx: 0, dy: 100), width: width, direction: direction)))
        // Scrolled to 10 pt above section 1: section 0's header is pushed up by section 1's top.
        collectionView.contentOffset = CGPoint(x: 0, y: sectionHeight - 10)
        window.layoutIfNeeded()
        let pushed = CGRect(x: 10, y: sectionHeight - height, width: width - 20, height: height)
        #expect(same(headerFrame(0), placed(pushed, width: width, direction: direction)))
        #expect(
            same(
                headerFrame(1),
                placed(
                    CGRect(x: 10, y: sectionHeight, width: width - 20, height: height), width: width,
                    direction: direction)))
    }
}
