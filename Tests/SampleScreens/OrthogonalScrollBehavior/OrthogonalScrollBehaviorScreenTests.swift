// Apple's OrthogonalScrollBehaviorViewController, unchanged: one section per orthogonal
// scrolling behaviour, each under a header, drawn at rest.
// References: Snapshots/OrthogonalScrollBehaviorScreenTests/.
import CellSnapUIKitTesting
import ScreenSupport
import Testing
import UIKit

@MainActor @Suite struct OrthogonalScrollBehaviorScreenTests {
    /// The sample's own look (its colours, its cut-short titles), pinned: the lint has tests of its
    /// own, so it stays quiet here.
    @Test(arguments: ScreenVariant.all) func screen(_ variant: ScreenVariant) {
        assertSnapshot(
            of: OrthogonalScrollBehaviorViewController(), as: .screen(size: variant.size, traits: variant.traits),
            named: variant.name, lint: .off)
    }

    /// Each behaviour's first page: a header (its label plus 10 above and below), then a row of
    /// groups 0.85 of the width (the last section, `.none`, stacks groups as wide as the section)
    /// and 0.4 of the height, sections 20 apart. At rest every behaviour starts its first group at
    /// the leading edge, except `.groupPagingCentered`, which centres it.
    @Test(arguments: [CGFloat(390), 320], [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func frames(width: CGFloat, direction: UITraitEnvironmentLayoutDirection) throws {
        let height: CGFloat = width > 375 ? 844 : 568
        let controller = OrthogonalScrollBehaviorViewController()
        showInWindow(
            controller, size: CGSize(width: width, height: height),
            traits: UITraitCollection(layoutDirection: direction))
        let collectionView = try #require(controller.collectionView)
        let kind = OrthogonalScrollBehaviorViewController.headerElementKind
        var top: CGFloat = 0
        for section in OrthogonalScrollBehaviorViewController.SectionKind.allCases {
            let indexPath = IndexPath(item: 0, section: section.rawValue)
            let header = try #require(
                collectionView.layoutAttributesForSupplementaryElement(ofKind: kind, at: indexPath)?.frame)
            if let view = collectionView.supplementaryView(forElementKind: kind, at: indexPath)
                as? TitleSupplementaryView
            {
                #expect(view.label.text == "." + String(describing: section))
                #expect(abs(header.height - (view.label.frame.height + 20)) < 0.001)
            }
            #expect(
                abs(
                    header.minY
                        - placed(CGRect(x: 0, y: top, width: 0, height: 0), width: width, direction: .leftToRight).minY)
                    < 0.001, "header of \(section)")
            let groupWidth = width * (section == .none ? 1 : 0.85), groupHeight = height * 0.4
            let x = section == .groupPagingCentered ? (width - groupWidth) / 2 : 0
            let leading = CGRect(x: x, y: top + header.height, width: groupWidth * 0.7, height: groupHeight)
            let frame = collectionView.layoutAttributesForItem(at: indexPath)?.frame
            let expected = placed(leading.insetBy(dx: 10, dy: 10), width: width, direction: direction)
            #expect(same(frame, expected), "\(section): \(String(describing: frame)), expected \(expected)")
            top += header.height + (section == .none ? 6 : 1) * groupHeight + 20
        }
    }
}
