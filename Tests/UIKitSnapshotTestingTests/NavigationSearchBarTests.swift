// A navigation item's search controller drawn in its navigation bar, as iOS 11 and later place
// it (UINavigationBar+Search.swift): stacked below the inline or large title, 52 pt tall, its
// field on the title's margin, the content's safe area ending below it; the integrated
// placements refused naming the property (iPhone 13, both layout directions).
import CellSnapUIKitSnapshots
import Foundation
import SnapshotTesting
import Testing
import UIKit

@MainActor @Suite struct NavigationSearchBarTests {
    nonisolated static let directions: [UITraitEnvironmentLayoutDirection] = [.leftToRight, .rightToLeft]

    /// Draws `controller` as `.image(on: .iPhone13)` does; `body` runs with it on screen.
    func drawn(
        _ controller: UIViewController, direction: UITraitEnvironmentLayoutDirection = .leftToRight,
        _ body: () throws -> Void = {}
    ) throws {
        let config = ViewImageConfig.iPhone13
        try DeviceCapture.showing(
            controller, safeArea: config.safeArea, size: config.size, screenTraits: config.traits,
            traits: UITraitCollection(layoutDirection: direction)
        ) {
            _ = try ScreenImage.image(of: DeviceCapture.capture(controller.view))
            try body()
        }
    }

    /// A navigation controller titled "Recipes" whose item has a search controller.
    func navigation(largeTitles: Bool) -> (UINavigationController, UIViewController, UISearchController) {
        let content = UIViewController()
        content.view.backgroundColor = .systemBackground
        content.title = "Recipes"
        let search = UISearchController(searchResultsController: nil)
        search.searchBar.placeholder = "Search Recipes"
        content.navigationItem.searchController = search
        let navigation = UINavigationController(rootViewController: content)
        navigation.navigationBar.prefersLargeTitles = largeTitles
        return (navigation, content, search)
    }

    /// (large titles, the bar's height): 44 pt row, 52 pt large title, 52 pt search bar.
    nonisolated static let heights: [(Bool, CGFloat)] = [(true, 148), (false, 96)]

    @Test(arguments: heights, directions)
    func theSearchBarIsStackedBelowTheTitles(_ row: (Bool, CGFloat), _ direction: UITraitEnvironmentLayoutDirection)
        throws
    {
        let (largeTitles, height) = row
        for hides in [true, false] {
            let (navigation, content, search) = navigation(largeTitles: largeTitles)
            content.navigationItem.hidesSearchBarWhenScrolling = hides
            #expect(content.navigationItem.searchBarPlacement == .stacked)
            try drawn(navigation, direction: direction) {
                #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 0, width: 390, height: height))
                #expect(search.searchBar.superview === navigation.navigationBar)
                // The field (8 pt in from the search bar's sides) lies on the bar's 16 pt margins.
                #expect(search.searchBar.frame == CGRect(x: 8, y: height - 52, width: 374, height: 52))
                #expect(search.searchBar.searchTextField.frame == CGRect(x: 8, y: 8, width: 358, height: 36))
                #expect(search.searchBar.searchTextField.placeholder == "Search Recipes")
                #expect(content.view.safeAreaInsets.top == height)
            }
        }
    }

    @Test func aBarWithoutASearchControllerKeepsItsHeight() throws {
        let (navigation, content, search) = navigation(largeTitles: true)
        content.navigationItem.searchController = nil
        try drawn(navigation) {
            #expect(navigation.navigationBar.frame.height == 96)
            #expect(search.searchBar.superview == nil)
        }
    }

    nonisolated static let integrated: [UINavigationItem.SearchBarPlacement] = [
        .integrated, .inline, .integratedCentered, .integratedButton,
    ]

    @Test(arguments: integrated)
    func integratedPlacementsAreRefused(_ placement: UINavigationItem.SearchBarPlacement) throws {
        let (navigation, content, _) = navigation(largeTitles: true)
        content.navigationItem.preferredSearchBarPlacement = placement
        let error = #expect(throws: CellSnapUIKitError.self) { try drawn(navigation) }
        #expect(error?.call == "UINavigationItem.preferredSearchBarPlacement = .\(placement)")
        #expect(navigation.navigationBar.frame.height == 96)
    }

    @Test func recipesScreen() {
        let (large, _, _) = navigation(largeTitles: true)
        assertSnapshot(of: large, as: .image(on: .iPhone13))
        let (inline, _, search) = navigation(largeTitles: false)
        search.searchBar.text = "Soup"
        assertSnapshot(
            of: inline, as: .image(on: .iPhone13, traits: UITraitCollection(layoutDirection: .rightToLeft)),
            named: "inline-rtl")
    }
}
