// A team's snapshot of a controller that a navigation controller holds, as on iOS with
// swift-snapshot-testing 1.19: `.image(on:)` makes the controller the child of its window's root,
// and UIKit's `addChild(_:)` first takes it from its navigation controller, so the image is the
// controller alone, without the bar, and the controller stays out of the navigation controller.
// Frames in both layout directions; the reference beside the others as `<test>.1.linux.png`.
import CellSnapUIKitSnapshots
import SnapshotTesting
import Testing
import UIKit

/// A details screen: a title label under the top of the safe area.
final class ShowDetailsController: UIViewController {
    let heading = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = "Details"
        heading.text = "Severance"
        heading.font = .preferredFont(forTextStyle: .title1)
        heading.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(heading)
        NSLayoutConstraint.activate([
            heading.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
            heading.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
        ])
    }
}

@MainActor @Suite struct NavigationChildSnapshotTests {
    @Test func aNavigationControllersChildIsDrawnAlone() {
        let details = ShowDetailsController()
        let navigation = UINavigationController(rootViewController: UIViewController())
        navigation.pushViewController(details, animated: false)
        assertSnapshot(of: details, as: .image(on: .iPhone13))
        #expect(details.parent == nil && details.navigationController == nil)
        #expect(navigation.viewControllers.count == 1)
    }

    /// The child's view fills the window; its label sits under the safe area's top (47 pt on an
    /// iPhone 13) at the leading margin, on the right right to left.
    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func theChildsFrames(direction: UITraitEnvironmentLayoutDirection) throws {
        let details = ShowDetailsController()
        _ = UINavigationController(rootViewController: details)
        let config = ViewImageConfig.iPhone13
        try DeviceCapture.showing(
            details, safeArea: config.safeArea, size: config.size, screenTraits: config.traits,
            traits: UITraitCollection(layoutDirection: direction)
        ) {
            #expect(details.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
            let label = details.heading.frame
            #expect(abs(label.minY - (47 + 16)) < 0.01)
            #expect(direction == .leftToRight ? label.minX == 16 : label.maxX == 390 - 16)
        }
    }
}
