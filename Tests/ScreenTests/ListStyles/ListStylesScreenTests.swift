// The notification-settings outline in every list appearance. References:
// Snapshots/ListStylesScreenTests/.
import CellSnapUIKitTesting
import ScreenSupport
import Testing
import UIKit

@MainActor @Suite struct ListStylesScreenTests {
    /// As it opens: inset grouped.
    @Test(arguments: ScreenVariant.all) func screen(_ variant: ScreenVariant) {
        assertSnapshot(
            of: ListStylesViewController(), as: .screen(size: variant.size, traits: variant.traits),
            named: variant.name)
    }

    /// Each other appearance, picked from the bar button's menu, at 390 pt in both looks.
    @Test(arguments: ["Grouped", "Plain", "Sidebar", "Sidebar Plain"], [UIUserInterfaceStyle.light, .dark])
    func appearance(_ name: String, style: UIUserInterfaceStyle) throws {
        let controller = ListStylesViewController()
        let traits = UITraitCollection(userInterfaceStyle: style)
        showInWindow(controller, traits: traits)
        let menu = try #require(controller.navigationItem.rightBarButtonItem?.menu)
        let action = try #require(menu.children.compactMap { $0 as? UIAction }.first { $0.title == name })
        UIControl().sendAction(action)
        let variant = name.replacingOccurrences(of: " ", with: "") + (style == .dark ? "-dark" : "-light")
        assertSnapshot(
            of: controller, as: .screen(size: CGSize(width: 390, height: 844), traits: traits), named: variant)
    }

    /// The menu lists the five appearances, the current one marked on and named by the button;
    /// picking one makes it current.
    @Test func theMenuMarksTheCurrentAppearance() throws {
        let controller = ListStylesViewController()
        showInWindow(controller)
        func menuState() throws -> (title: String?, on: [String]) {
            let item = try #require(controller.navigationItem.rightBarButtonItem)
            let actions = (item.menu?.children ?? []).compactMap { $0 as? UIAction }
            #expect(actions.map(\.title) == ["Inset Grouped", "Grouped", "Plain", "Sidebar", "Sidebar Plain"])
            #expect(item.menu?.options.contains(.displayInline) == true)
            return (item.title, actions.filter { $0.state == .on }.map(\.title))
        }
        #expect(try menuState().title == "Inset Grouped" && (try menuState().on) == ["Inset Grouped"])
        let sidebar = try #require(
            controller.navigationItem.rightBarButtonItem?.menu?.children.compactMap { $0 as? UIAction }
                .first { $0.title == "Sidebar" })
        UIControl().sendAction(sidebar)
        #expect(controller.appearance == .sidebar)
        #expect(try menuState().title == "Sidebar" && (try menuState().on) == ["Sidebar"])
    }

    /// Plain: each section is its header row (a plain list's header: bold 17 pt text, 11 pt above
    /// and below, 42.33 pt) then its three channels, 44 pt each, edge to edge, the sections one
    /// after the other with nothing between them; the outline holds every row expanded, its
    /// channels one level below the header.
    @Test(arguments: [CGFloat(390), 320], bothDirections)
    func plainFrames(width: CGFloat, direction: UITraitEnvironmentLayoutDirection) throws {
        let controller = ListStylesViewController()
        showInWindow(
            controller, size: CGSize(width: width, height: 844), traits: UITraitCollection(layoutDirection: direction))
        controller.show(.plain)
        let collectionView = try #require(controller.collectionView)
        collectionView.layoutIfNeeded()
        #expect(collectionView.numberOfSections == 5)
        let headerHeight: CGFloat = 11 + 20 + 1 / 3 + 11
        for (section, item) in [(0, 0), (0, 1), (0, 3), (1, 0), (3, 2)] {
            let frame = try #require(itemFrame(collectionView, item: item, section: section))
            let y = CGFloat(section) * (headerHeight + 3 * 44) + (item == 0 ? 0 : headerHeight + CGFloat(item - 1) * 44)
            let expected = CGRect(x: 0, y: y, width: width, height: item == 0 ? headerHeight : 44)
            #expect(
                abs(frame.minY - expected.minY) < 1e-9 && abs(frame.height - expected.height) < 1e-9
                    && frame.minX == 0 && frame.width == width,
                "section \(section) item \(item): \(frame)")
        }
        let outline = controller.dataSource.snapshot(for: "Calendar")
        let header = try #require(outline.items.first)
        #expect(outline.isExpanded(header) && outline.level(of: header) == 0)
        #expect(outline.visibleItems.count == 4 && outline.level(of: outline.items[1]) == 1)
        #expect(outline.isVisible(outline.items[3]))
    }
}
