// Every orthogonal scrolling behaviour, each drawn at rest. References:
// Snapshots/CarouselsScreenTests/.
import CellSnapUIKitTesting
import ScreenSupport
import Testing
import UIKit

@MainActor @Suite struct CarouselsScreenTests {
    @Test(arguments: ScreenVariant.all) func screen(_ variant: ScreenVariant) {
        assertSnapshot(
            of: CarouselsViewController(), as: .screen(size: variant.size, traits: variant.traits), named: variant.name)
    }

    /// Each section: its header (the title plus 8 above and below), then a row of cards 0.8 of the
    /// width and 120 tall, each inset by 6; sections 24 apart (the configuration's
    /// `interSectionSpacing`). At rest every behaviour starts its first card at the leading edge,
    /// except `.groupPagingCentered`, which centres it; `.none` stacks its five full-width cards.
    @Test(arguments: [CGFloat(390), 320], bothDirections)
    func frames(width: CGFloat, direction: UITraitEnvironmentLayoutDirection) throws {
        let controller = CarouselsViewController()
        showInWindow(
            controller, size: CGSize(width: width, height: 844), traits: UITraitCollection(layoutDirection: direction))
        let collectionView = try #require(controller.collectionView)
        let kind = CarouselsViewController.headerKind
        var top: CGFloat = 0
        for (section, (behavior, title)) in CarouselsViewController.behaviors.enumerated() {
            let indexPath = IndexPath(item: 0, section: section)
            let header = try #require(
                collectionView.layoutAttributesForSupplementaryElement(ofKind: kind, at: indexPath)?.frame)
            if let view = collectionView.supplementaryView(forElementKind: kind, at: indexPath) as? CarouselHeaderView {
                #expect(view.titleLabel.text == title)
                #expect(abs(header.height - (view.titleLabel.frame.height + 16)) < 0.001)
            }
            #expect(abs(header.minY - top) < 0.34, "header of \(title)")
            let cardWidth = width * (behavior == .none ? 1 : 0.8)
            let x = behavior == .groupPagingCentered ? (width - cardWidth) / 2 : 0
            let first = CGRect(x: x, y: header.maxY, width: cardWidth, height: 120)
            let expected = placed(first.insetBy(dx: 6, dy: 6), width: width, direction: direction)
            let frame = itemFrame(collectionView, item: 0, section: section)
            #expect(same(frame, expected), "\(title): \(String(describing: frame)), expected \(expected)")
            if behavior != .none {
                let second = itemFrame(collectionView, item: 1, section: section)
                let next = placed(
                    first.offsetBy(dx: cardWidth, dy: 0).insetBy(dx: 6, dy: 6), width: width, direction: direction)
                #expect(same(second, next), "\(title), second card")
            }
            top = header.maxY + (behavior == .none ? 5 : 1) * 120 + 24
        }
    }
}
