// The week's timetable: self-sizing section headers and footers, and headers pinned to the
// visible bounds. References: Snapshots/TimetableScreenTests/.
import CellSnapUIKitTesting
import ScreenSupport
import Testing
import UIKit

@MainActor @Suite struct TimetableScreenTests {
    static let headerKind = TimetableViewController.headerKind
    static let footerKind = TimetableViewController.footerKind

    @Test(arguments: ScreenVariant.all) func screen(_ variant: ScreenVariant) {
        assertSnapshot(
            of: TimetableViewController(), as: .screen(size: variant.size, traits: variant.traits), named: variant.name)
    }

    /// Scrolled 150 pt: Monday's header stays at the top edge, over the rows scrolling under it
    /// (which is what a pinned header is for: the overlap rule is off).
    @Test(arguments: ScreenVariant.all) func pinnedHeaderScrolled(_ variant: ScreenVariant) {
        let controller = TimetableViewController(pinsHeaders: true)
        showInWindow(controller, size: variant.size, traits: variant.traits)
        controller.collectionView.contentOffset = CGPoint(x: 0, y: 150)
        assertSnapshot(
            of: controller, as: .screen(size: variant.size, traits: variant.traits), named: variant.name,
            lint: .warn.disabling(.overlap))
    }

    /// The header and footer extend the section: the header above the rows, the footer below them,
    /// both as wide as the content inside the 16 pt side insets (boundary items follow the content
    /// insets). Their estimated 44 pt is replaced by the views' fitting heights: a label plus 12
    /// above and below. Rows are 50 tall, 6 apart; sections follow each other directly.
    @Test(arguments: [CGFloat(390), 320], bothDirections)
    func frames(width: CGFloat, direction: UITraitEnvironmentLayoutDirection) throws {
        let controller = TimetableViewController()
        showInWindow(
            controller, size: CGSize(width: width, height: 844), traits: UITraitCollection(layoutDirection: direction))
        let collectionView = try #require(controller.collectionView)
        let first = IndexPath(item: 0, section: 0)
        let header = try #require(
            collectionView.supplementaryView(forElementKind: Self.headerKind, at: first) as? TimetableSupplementaryView)
        let footer = try #require(
            collectionView.supplementaryView(forElementKind: Self.footerKind, at: first) as? TimetableSupplementaryView)
        #expect(header.label.text == "Monday" && footer.label.text == "5 sessions")
        let headerHeight = header.label.frame.height + 24, footerHeight = footer.label.frame.height + 24
        #expect(headerHeight > footerHeight)
        let rows = 5 * 50 + 4 * 6 as CGFloat
        let sectionHeight = headerHeight + rows + footerHeight
        for section in [0, 1, 4] {
            let top = CGFloat(section) * sectionHeight
            let expectations: [(String, CGRect)] = [
                (Self.headerKind, CGRect(x: 16, y: top, width: width - 32, height: headerHeight)),
                (Self.footerKind, CGRect(x: 16, y: top + headerHeight + rows, width: width - 32, height: footerHeight)),
            ]
            for (kind, frame) in expectations {
                let attributes = collectionView.layoutAttributesForSupplementaryElement(
                    ofKind: kind, at: IndexPath(item: 0, section: section))
                #expect(
                    same(attributes?.frame, placed(frame, width: width, direction: direction)), "\(kind) \(section)")
            }
            let row = CGRect(x: 16, y: top + headerHeight + 2 * 56, width: width - 32, height: 50)
            let frame = itemFrame(collectionView, item: 2, section: section)
            #expect(same(frame, placed(row, width: width, direction: direction)), "row 2 of \(section)")
        }
        #expect(abs(collectionView.contentSize.height - 5 * sectionHeight) < 0.34)
    }

    /// At rest a pinned header is where its section puts it; scrolled, the header of the section
    /// under the top edge stays at that edge while its section is there, and the next section's
    /// header pushes it up when it arrives: a header never leaves its section (its footer
    /// included). The pinned header is drawn above the rows (zIndex 2).
    @Test(arguments: [CGFloat(390), 320], bothDirections)
    func pinnedFrames(width: CGFloat, direction: UITraitEnvironmentLayoutDirection) throws {
        let controller = TimetableViewController(pinsHeaders: true)
        let window = showInWindow(
            controller, size: CGSize(width: width, height: 844), traits: UITraitCollection(layoutDirection: direction))
        let collectionView = try #require(controller.collectionView)
        let header = try #require(
            collectionView.supplementaryView(forElementKind: Self.headerKind, at: IndexPath(item: 0, section: 0))
                as? TimetableSupplementaryView)
        let footer = try #require(
            collectionView.supplementaryView(forElementKind: Self.footerKind, at: IndexPath(item: 0, section: 0))
                as? TimetableSupplementaryView)
        let headerHeight = header.label.frame.height + 24
        let sectionHeight = headerHeight + (5 * 50 + 4 * 6) + footer.label.frame.height + 24
        func headerFrame(_ section: Int) -> CGRect? {
            collectionView.layoutAttributesForSupplementaryElement(
                ofKind: Self.headerKind, at: IndexPath(item: 0, section: section))?.frame
        }
        let atRest = CGRect(x: 16, y: 0, width: width - 32, height: headerHeight)
        #expect(same(headerFrame(0), placed(atRest, width: width, direction: direction)))
        collectionView.contentOffset = CGPoint(x: 0, y: 120)
        window.layoutIfNeeded()
        #expect(same(headerFrame(0), placed(atRest.offsetBy(dx: 0, dy: 120), width: width, direction: direction)))
        collectionView.contentOffset = CGPoint(x: 0, y: sectionHeight - 10)
        window.layoutIfNeeded()
        let pushed = CGRect(x: 16, y: sectionHeight - headerHeight, width: width - 32, height: headerHeight)
        #expect(same(headerFrame(0), placed(pushed, width: width, direction: direction)))
        let next = CGRect(x: 16, y: sectionHeight, width: width - 32, height: headerHeight)
        #expect(same(headerFrame(1), placed(next, width: width, direction: direction)))
        #expect(header.backgroundColor == .systemBackground)
    }
}
