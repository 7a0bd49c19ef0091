// UIContentUnavailableConfiguration and UIContentUnavailableView (iOS 17): the image, texts and
// buttons stacked and centred in the view, in both layout directions; the factories' contents; the
// search configuration naming the search text; buttons; the background drawn, a blur refused.
import CellSnapUIKit
import CellSnapUIKitTesting
import Foundation
import Pixels
import Primitives
import Testing

@MainActor @Suite struct ContentUnavailableTests {
    typealias F = ControlFixtures

    /// `configuration`'s view filling a 390 x 600 window (whose layout margins are 8 pt).
    static func shown(
        _ configuration: UIContentUnavailableConfiguration, direction: UITraitEnvironmentLayoutDirection = .leftToRight
    ) -> (window: UIWindow, view: UIContentUnavailableView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        window.cellSnapTraits = UITraitCollection(layoutDirection: direction)
        let view = UIContentUnavailableView(configuration: configuration)
        view.frame = window.bounds
        window.addSubview(view)
        window.layoutIfNeeded()
        return (window, view)
    }

    /// The parts shown (every subview but the background), top to bottom.
    static func parts(_ view: UIView) -> [UIView] { view.subviews.dropFirst().filter { !$0.isHidden } }

    static var favorites: UIContentUnavailableConfiguration {
        var configuration = UIContentUnavailableConfiguration.empty()
        configuration.image = UIImage(systemName: "star")
        configuration.text = "No Favorites"
        configuration.secondaryText = "Items you favorite appear here."
        configuration.button.title = "Browse"
        return configuration
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var alignment: UIContentUnavailableConfiguration.Alignment
        var direction: UITraitEnvironmentLayoutDirection
        /// The image's, text's, secondary text's and button's x; their sizes and y are the same in every case.
        var xs: [CGFloat]
        var testDescription: String { "\(alignment) \(direction == .rightToLeft ? "RTL" : "LTR")" }
    }

    /// Centred parts stay where they are in right to left; at the leading edge they mirror, inside
    /// the window's 8 pt margins.
    nonisolated static let cases = [
        Case(alignment: .center, direction: .leftToRight, xs: [515 / 3, 407 / 3, 86, 469 / 3]),
        Case(alignment: .center, direction: .rightToLeft, xs: [515 / 3, 407 / 3, 86, 469 / 3]),
        Case(alignment: .natural, direction: .leftToRight, xs: [8, 8, 8, 8]),
        Case(alignment: .natural, direction: .rightToLeft, xs: [1006 / 3, 790 / 3, 164, 914 / 3]),
    ]

    @Test(arguments: cases)
    func partsAreStackedCentredOrAtTheLeadingEdge(_ fixture: Case) {
        var configuration = Self.favorites
        configuration.alignment = fixture.alignment
        let (window, view) = Self.shown(configuration, direction: fixture.direction)
        let parts = Self.parts(view)
        #expect(parts.map { String(describing: type(of: $0)) } == ["UIImageView", "UILabel", "UILabel", "UIButton"])
        // Image, 16 pt, text, 4 pt, secondary text, 16 pt, button; centred in the 600 pt height.
        // The labels are SF Pro's line boxes tall (title 2: 26.33 pt, body: 20.33 pt at 3x).
        let sizes = [
            CGSize(width: 46.75, height: 44.557), CGSize(width: 356.0 / 3, height: 79.0 / 3),
            CGSize(width: 218, height: 61.0 / 3), CGSize(width: 232.0 / 3, height: 103.0 / 3),
        ]
        let ys: [CGFloat] = [658.0 / 3, 839.0 / 3, 310, 1039.0 / 3]
        for (index, part) in parts.enumerated() {
            let expected = CGRect(origin: CGPoint(x: fixture.xs[index], y: ys[index]), size: sizes[index])
            #expect(
                abs(part.frame.minX - expected.minX) < 0.001 && abs(part.frame.minY - expected.minY) < 0.001
                    && abs(part.frame.width - expected.width) < 0.001
                    && abs(part.frame.height - expected.height) < 0.001,
                "\(type(of: part)) at \(part.frame), expected \(expected)")
        }
        // The parts' 161.56 pt and the window's 8 pt margins above and below.
        #expect(abs(view.sizeThatFits(CGSize(width: 390, height: 0)).height - 177.557) < 0.001)
        _ = window
    }

    @Test func factoriesHoldUIKitsContentsAndSearchNamesTheSearchText() {
        let empty = UIContentUnavailableConfiguration.empty()
        #expect(empty.image == nil && empty.text == nil && empty.secondaryText == nil)
        #expect(empty.textProperties.color == .label && empty.secondaryTextProperties.color == .secondaryLabel)
        let search = UIContentUnavailableConfiguration.search()
        #expect(search.image != nil && search.text == "No Results")
        #expect(search.secondaryText == "Check the spelling or try a new search.")
        var state = UIContentUnavailableConfigurationState(traitCollection: UITraitCollection())
        state.searchText = "cats"
        #expect(search.updated(for: state).text == "No Results for “cats”")
        #expect(empty.updated(for: state).text == nil)
        state.searchText = ""
        #expect(search.updated(for: state).text == "No Results")
        // Loading: a spinning activity indicator above its text.
        let (window, view) = Self.shown(.loading())
        let parts = Self.parts(view)
        #expect((parts.first as? UIActivityIndicatorView)?.isAnimating == true)
        #expect((parts.last as? UILabel)?.text == "Loading…" && parts.count == 2)
        _ = window
    }

    @Test func aControllerUpdatesItsConfigurationForItsSearchControllersText() {
        let controller = UIViewController()
        let search = UISearchController(searchResultsController: nil)
        search.searchBar.text = "cats"
        controller.navigationItem.searchController = search
        #expect(controller.contentUnavailableConfigurationState.searchText == "cats")
        controller.contentUnavailableConfiguration = UIContentUnavailableConfiguration.search()
        let shown = controller.view.subviews.last as? UIContentUnavailableView
        #expect((shown?.configuration as? UIContentUnavailableConfiguration)?.text == "No Results for “cats”")
    }

    @Test func buttonsShowWhenTheyHaveSomethingToShow() {
        var configuration = UIContentUnavailableConfiguration.empty()
        configuration.text = "Offline"
        #expect(!Self.parts(Self.shown(configuration).view).contains { $0 is UIButton })
        // An action's title titles an untitled button; the second button follows, disabled.
        configuration.buttonProperties.primaryAction = UIAction(title: "Retry") { _ in }
        configuration.secondaryButton.title = "Settings"
        configuration.secondaryButtonProperties.isEnabled = false
        configuration.secondaryButtonProperties.role = .cancel
        let (window, view) = Self.shown(configuration)
        let buttons = Self.parts(view).compactMap { $0 as? UIButton }
        #expect(buttons.map { $0.configuration?.title } == ["Retry", "Settings"])
        #expect(buttons.map(\.isEnabled) == [true, false] && buttons.last?.role == .cancel)
        // 8 pt apart, to the device pixel the buttons' edges snap to.
        #expect(abs(buttons[1].frame.minY - buttons[0].frame.maxY - 8) <= 1.0 / 3 + 1e-9)
        _ = window
    }

    @Test func theBackgroundIsDrawnAndABlurRefused() throws {
        var configuration = Self.favorites
        configuration.background.backgroundColor = .systemYellow
        configuration.background.backgroundInsets = NSDirectionalEdgeInsets(
            top: 10, leading: 20, bottom: 10, trailing: 0)
        let container = F.container(height: 600, [])
        let view = UIContentUnavailableView(configuration: configuration)
        view.frame = container.bounds
        container.addSubview(view)
        let image = try F.pixels(container)
        #expect(F.color(image, at: Point(x: 10, y: 300)) == Color(hex: 0xFFFFFF))
        #expect(F.color(image, at: Point(x: 30, y: 300)) == Color(hex: 0xFFCC00))
        configuration.background.visualEffect = UIBlurEffect(style: .systemMaterial)
        view.configuration = configuration
        let thrown = #expect(throws: CellSnapUIKitError.self) { try F.pixels(container) }
        #expect(thrown?.call == "UIContentUnavailableConfiguration.background")
    }

    @Test func anEmptyStateWithAButtonIsDrawnAsIOSStacksIt() {
        let controller = UIViewController()
        controller.view.backgroundColor = .systemBackground
        controller.contentUnavailableConfiguration = Self.favorites
        assertSnapshot(of: controller, as: .screen(size: CGSize(width: 390, height: 400)), lint: .off)
    }
}
