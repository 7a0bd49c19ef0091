// iOS 26's titles of a navigation item: `largeTitle` is drawn in the large title's place; the
// subtitles, the attributed title and the search bar's placement item in a toolbar are refused
// when drawn, each error naming its property (iPhone 13, both layout directions).
import CellSnapUIKitSnapshots
import Foundation
import SnapshotTesting
import Testing
import UIKit

@MainActor @Suite struct NavigationSubtitleTests {
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

    /// A navigation controller preferring large titles over a white screen titled "Inline".
    func navigation() -> (UINavigationController, UIViewController) {
        let content = UIViewController()
        content.view.backgroundColor = .white
        content.title = "Inline"
        let navigation = UINavigationController(rootViewController: content)
        navigation.navigationBar.prefersLargeTitles = true
        return (navigation, content)
    }

    @Test(arguments: directions)
    func largeTitleReplacesTheTitleInTheLargeTitlesPlace(_ direction: UITraitEnvironmentLayoutDirection) throws {
        let (navigation, content) = navigation()
        content.navigationItem.largeTitle = "Large"
        try drawn(navigation, direction: direction) {
            let labels = navigation.navigationBar.subviews.compactMap { $0 as? UILabel }
            let large = try #require(labels.first { $0.text == "Large" })
            #expect(large.font == .systemFont(ofSize: 34, weight: .bold))
            #expect(large.frame == CGRect(x: 16, y: 44, width: 390 - 32, height: 41))
            #expect(large.textAlignment == (direction == .rightToLeft ? .right : .left))
            #expect(!labels.contains { $0.text == "Inline" })
        }
    }

    /// Each subtitle property, set alone, and the property the refusal names (the large ones only
    /// count under a large title, which this bar shows).
    nonisolated static let subtitleFixtures: [(String, @MainActor (UINavigationItem) -> Void)] = [
        ("attributedTitle", { $0.attributedTitle = NSAttributedString(string: "Title") }),
        ("subtitle", { $0.subtitle = "Subtitle" }),
        ("attributedSubtitle", { $0.attributedSubtitle = NSAttributedString(string: "Subtitle") }),
        ("subtitleView", { $0.subtitleView = UILabel() }),
        ("largeSubtitle", { $0.largeSubtitle = "Subtitle" }),
        ("largeAttributedSubtitle", { $0.largeAttributedSubtitle = NSAttributedString(string: "Subtitle") }),
        ("largeSubtitleView", { $0.largeSubtitleView = UILabel() }),
    ]

    @Test(arguments: subtitleFixtures)
    func subtitlesAreRefusedNamingTheirProperty(_ name: String, _ set: @MainActor (UINavigationItem) -> Void) throws {
        let (navigation, content) = navigation()
        set(content.navigationItem)
        let error = #expect(throws: CellSnapUIKitError.self) { try drawn(navigation) }
        #expect(error?.call == "UINavigationItem.\(name)")
    }

    @Test func largeSubtitlesAreNotShownUnderAnInlineTitle() throws {
        let (navigation, content) = navigation()
        content.navigationItem.largeTitleDisplayMode = .never
        content.navigationItem.largeSubtitle = "Subtitle"
        content.navigationItem.largeSubtitleView = UILabel()
        try drawn(navigation)
    }

    @Test func theSearchBarsPlacementItemIsRefusedInAToolbar() throws {
        let (navigation, content) = navigation()
        let placement = content.navigationItem.searchBarPlacementBarButtonItem
        #expect(placement === content.navigationItem.searchBarPlacementBarButtonItem)
        content.toolbarItems = [.flexibleSpace(), placement]
        navigation.isToolbarHidden = false
        let error = #expect(throws: CellSnapUIKitError.self) { try drawn(navigation) }
        #expect(error?.call == "UINavigationItem.searchBarPlacementBarButtonItem")
    }
}
