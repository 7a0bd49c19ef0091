// Apple's ListAppearancesViewController (its @objc lines changed for Linux, see the UIKitOnLinux
// article of CellSnapUIKit's documentation): five sections whose first item is their header (an
// outline row), in each list appearance the bar button cycles through. References:
// Snapshots/ListAppearancesScreenTests/.
import CellSnapUIKitTesting
import ScreenSupport
import Testing
import UIKit

@MainActor @Suite struct ListAppearancesScreenTests {
    @Test(arguments: ScreenVariant.all) func screen(_ variant: ScreenVariant) {
        assertSnapshot(
            of: ListAppearancesViewController(), as: .screen(size: variant.size, traits: variant.traits),
            named: variant.name)
    }

    /// The bar button's action (a UIAction on Linux) moves through the appearances in the
    /// sample's order and names the current one.
    @Test func appearancesCycle() throws {
        let controller = ListAppearancesViewController()
        let window = showInWindow(controller, size: CGSize(width: 390, height: 844))
        var titles: [String?] = [controller.navigationItem.rightBarButtonItem?.title]
        for _ in 0..<5 {
            let action = try #require(controller.navigationItem.rightBarButtonItem?.primaryAction)
            UIControl().sendAction(action)
            titles.append(controller.navigationItem.rightBarButtonItem?.title)
        }
        #expect(titles == ["Plain", "Sidebar Plain", "Sidebar", "Grouped", "Inset Grouped", "Plain"])
        for _ in 0..<4 {
            UIControl().sendAction(try #require(controller.navigationItem.rightBarButtonItem?.primaryAction))
        }
        assertSnapshot(of: controller, as: .screen(size: window.bounds.size), named: "insetGrouped")
    }

    /// A plain list: each section is its header row then three item rows, 44 pt each, edge to
    /// edge, one after the other with no space between sections.
    @Test(arguments: [CGFloat(390), 320], bothDirections)
    func plainFrames(width: CGFloat, direction: UITraitEnvironmentLayoutDirection) throws {
        let controller = ListAppearancesViewController()
        showInWindow(
            controller, size: CGSize(width: width, height: 844), traits: UITraitCollection(layoutDirection: direction))
        let collectionView = try #require(controller.view.subviews.first as? UICollectionView)
        for (section, item) in [(0, 0), (0, 1), (0, 3), (1, 0), (2, 2)] {
            #expect(
                itemFrame(collectionView, item: item, section: section)
                    == CGRect(x: 0, y: CGFloat(4 * section + item) * 44, width: width, height: 44),
                "section \(section) item \(item)")
        }
        #expect(collectionView.numberOfSections == 5)
    }
}
