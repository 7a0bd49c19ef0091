// The trail finder: a search bar over a grid, laid out by visual-format constraints, filtered
// through the search bar's delegate. References: Snapshots/TrailFinderScreenTests/.
import CellSnapUIKitTesting
import ScreenSupport
import Testing
import UIKit

@MainActor @Suite struct TrailFinderScreenTests {
    /// The search field's placeholder is UIKit's own placeholder colour, which WCAG's text
    /// contrast does not apply to: the contrast rule is off.
    static let lint = LintPolicy.warn.disabling(.contrast)

    @Test(arguments: ScreenVariant.all) func screen(_ variant: ScreenVariant) {
        assertSnapshot(
            of: TrailFinderViewController(), as: .screen(size: variant.size, traits: variant.traits),
            named: variant.name, lint: Self.lint)
    }

    /// Typing "ridge" keeps the trails whose names hold it, in name order.
    @Test func searching() {
        let controller = TrailFinderViewController()
        showInWindow(controller)
        controller.searchBar.text = "ridge"
        controller.searchBar(controller.searchBar, textDidChange: "ridge")
        let names = controller.dataSource.snapshot().itemIdentifiers.map(\.name)
        #expect(names == ["Cedar Ridge", "Quartz Ridge", "Saddle Ridge", "Windy Ridge"])
        #expect(controller.trailsView.numberOfItems(inSection: 0) == 4 && controller.emptyLabel.isHidden)
        assertSnapshot(
            of: controller, as: .screen(size: CGSize(width: 390, height: 844)), named: "searched", lint: Self.lint)
    }

    /// Nothing matching "glacier lake": the grid is empty and a message says so, across the
    /// readable content guide, 40 pt below the grid's top; scrolling the grid puts the keyboard
    /// away.
    @Test(arguments: bothDirections) func nothingMatches(direction: UITraitEnvironmentLayoutDirection) throws {
        let controller = TrailFinderViewController()
        let traits = UITraitCollection(layoutDirection: direction)
        // The window is kept: the view's traits come from it.
        let window = showInWindow(controller, traits: traits)
        #expect(controller.view.window === window)
        #expect(controller.view.subviews.contains(controller.emptyLabel))
        #expect(
            controller.view.effectiveUserInterfaceLayoutDirection
                == (direction == .rightToLeft ? UIUserInterfaceLayoutDirection.rightToLeft : .leftToRight))
        controller.searchBar(controller.searchBar, textDidChange: "glacier lake")
        controller.view.layoutIfNeeded()
        #expect(controller.trailsView.numberOfItems(inSection: 0) == 0)
        #expect(!controller.emptyLabel.isHidden && controller.emptyLabel.text == "No trails match “glacier lake”.")
        let guide = controller.view.readableContentGuide.layoutFrame
        #expect(controller.emptyLabel.frame.minX == guide.minX && controller.emptyLabel.frame.width == guide.width)
        #expect(controller.emptyLabel.frame.minY == controller.trailsView.frame.minY + 40)
        controller.scrollViewWillBeginDragging(controller.trailsView)
        #expect(!controller.searchBar.isFirstResponder)
        assertSnapshot(
            of: controller, as: .screen(size: CGSize(width: 390, height: 844), traits: traits),
            named: direction == .rightToLeft ? "rtl" : "ltr", lint: Self.lint)
    }

    /// The search bar spans the view, the system spacing (8 pt) below the safe area's top, 56 pt
    /// tall (UIKit's search bar); the grid starts 12 pt below it and fills the rest. Its section has
    /// 12 pt side insets; rows of two 48 pt items (names wrap onto two lines), 8 pt apart both
    /// ways: (width - 24 - 8) / 2 wide.
    @Test(arguments: [CGFloat(390), 320], bothDirections)
    func frames(width: CGFloat, direction: UITraitEnvironmentLayoutDirection) throws {
        let controller = TrailFinderViewController()
        showInWindow(
            controller, size: CGSize(width: width, height: 844), traits: UITraitCollection(layoutDirection: direction))
        #expect(controller.searchBar.frame == CGRect(x: 0, y: 8, width: width, height: 56))
        let trailsView = try #require(controller.trailsView)
        #expect(trailsView.frame == CGRect(x: 0, y: 76, width: width, height: 768))
        let itemWidth = (width - 32) / 2
        for (item, column, row) in [(0, 0, 0), (1, 1, 0), (2, 0, 1), (23, 1, 11)] {
            let cell = CGRect(
                x: 12 + CGFloat(column) * (itemWidth + 8), y: CGFloat(row) * 56, width: itemWidth, height: 48)
            let expected = placed(cell, width: width, direction: direction)
            let frame = itemFrame(trailsView, item: item)
            #expect(same(frame, expected), "item \(item): \(String(describing: frame)), expected \(expected)")
        }
        let first = try #require(trailsView.cellForItem(at: IndexPath(item: 0, section: 0)) as? TrailNameCell)
        #expect(first.nameLabel.text == "Alder Creek Loop")
        #expect(abs(trailsView.contentSize.height - (12 * 48 + 11 * 8 + 12)) < 0.01)
    }
}
