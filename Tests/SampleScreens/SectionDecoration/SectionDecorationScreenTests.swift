// Apple's SectionDecorationViewController, unchanged: five sections of rows on a rounded grey
// background decoration. References: Snapshots/SectionDecorationScreenTests/.
import CellSnapUIKitTesting
import ScreenSupport
import Testing
import UIKit

@MainActor @Suite struct SectionDecorationScreenTests {
    static let kind = SectionDecorationViewController.sectionBackgroundDecorationElementKind

    /// The sample's own look (its colours, its cut-short titles), pinned: the lint has tests of its
    /// own, so it stays quiet here.
    @Test(arguments: ScreenVariant.all) func screen(_ variant: ScreenVariant) {
        assertSnapshot(
            of: SectionDecorationViewController(), as: .screen(size: variant.size, traits: variant.traits),
            named: variant.name, lint: .off)
    }

    /// Rows 44 tall, 5 apart, inside the section's 10 pt insets: a section is 10 + 5 x 44 + 4 x 5
    /// + 10 = 260 tall. The background spans the whole section inside its own 5 pt insets, so
    /// 5 pt of it shows around the rows.
    @Test(arguments: [CGFloat(390), 320], [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func frames(width: CGFloat, direction: UITraitEnvironmentLayoutDirection) throws {
        let controller = SectionDecorationViewController()
        showInWindow(
            controller, size: CGSize(width: width, height: 844), traits: UITraitCollection(layoutDirection: direction))
        let collectionView = try #require(controller.collectionView)
        for section in [0, 2] {
            let top = CGFloat(section) * 260
            let background = collectionView.collectionViewLayout.layoutAttributesForDecorationView(
                ofKind: Self.kind, at: IndexPath(item: 0, section: section))
            #expect(background?.representedElementCategory == .decorationView)
            #expect(
                same(
                    background?.frame,
                    placed(
                        CGRect(x: 5, y: top + 5, width: width - 10, height: 250), width: width, direction: direction)),
                "background \(section): \(String(describing: background?.frame))")
            let row = CGRect(x: 10, y: top + 10 + 4 * 49, width: width - 20, height: 44)
            let frame = collectionView.layoutAttributesForItem(at: IndexPath(item: 4, section: section))?.frame
            #expect(same(frame, placed(row, width: width, direction: direction)), "row 4 of \(section)")
        }
    }
}
