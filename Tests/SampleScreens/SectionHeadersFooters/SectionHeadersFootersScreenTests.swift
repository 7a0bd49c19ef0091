// Apple's SectionHeadersFootersViewController, unchanged: five sections of five rows, each with a
// self-sizing header and footer. References: Snapshots/SectionHeadersFootersScreenTests/.
import CellSnapUIKitTesting
import ScreenSupport
import Testing
import UIKit

@MainActor @Suite struct SectionHeadersFootersScreenTests {
    /// The sample's own look (its colours, its cut-short titles), pinned: the lint has tests of its
    /// own, so it stays quiet here.
    @Test(arguments: ScreenVariant.all) func screen(_ variant: ScreenVariant) {
        assertSnapshot(
            of: SectionHeadersFootersViewController(), as: .screen(size: variant.size, traits: variant.traits),
            named: variant.name, lint: .off)
    }

    /// Headers and footers extend the section's boundary: the header sits above the rows, the
    /// footer below them, both as wide as the content inside the 10 pt leading and trailing
    /// insets. Their estimated height is replaced by the view's fitting height: its label (title
    /// 3) plus 10 above and below. Rows are 44 tall, 5 apart.
    @Test(arguments: [CGFloat(390), 320], [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func frames(width: CGFloat, direction: UITraitEnvironmentLayoutDirection) throws {
        let controller = SectionHeadersFootersViewController()
        showInWindow(
            controller, size: CGSize(width: width, height: 844), traits: UITraitCollection(layoutDirection: direction))
        let collectionView = try #require(controller.collectionView)
        let header = try #require(
            collectionView.supplementaryView(
                forElementKind: SectionHeadersFootersViewController.sectionHeaderElementKind,
                at: IndexPath(item: 0, section: 0)) as? TitleSupplementaryView)
        #expect(header.label.text == "section-header-element-kind for section 0")
        let height = header.label.frame.height + 20
        let rows = 5 * 44 + 4 * 5 as CGFloat
        let sectionHeight = height + rows + height
        for section in [0, 1] {
            let top = CGFloat(section) * sectionHeight
            let expectations: [(String, CGRect)] = [
                (
                    SectionHeadersFootersViewController.sectionHeaderElementKind,
                    CGRect(x: 10, y: top, width: width - 20, height: height)
                ),
                (
                    SectionHeadersFootersViewController.sectionFooterElementKind,
                    CGRect(x: 10, y: top + height + rows, width: width - 20, height: height)
                ),
            ]
            for (kind, frame) in expectations {
                let attributes = collectionView.layoutAttributesForSupplementaryElement(
                    ofKind: kind, at: IndexPath(item: 0, section: section))
                #expect(
                    same(attributes?.frame, placed(frame, width: width, direction: direction)), "\(kind) \(section)")
            }
            let row = CGRect(x: 10, y: top + height + 49, width: width - 20, height: 44)
            let frame = collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: section))?.frame
            #expect(same(frame, placed(row, width: width, direction: direction)), "row 1 of \(section)")
        }
    }
}
