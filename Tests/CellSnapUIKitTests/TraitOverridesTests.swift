// iOS 17's trait overrides: a view's or controller's `traitOverrides` win over the inherited
// traits for it and its subviews, are drawn, and are heard; `UITraitCollection(mutations:)` and
// `modifyingTraits(_:)`. Pixels of a screen whose controller overrides its style and direction.
import CellSnapUIKitTesting
import Pixels
import Testing

@MainActor @Suite struct TraitOverridesTests {
    @Test func overridesWinForTheViewAndItsSubviewsUntilRemoved() {
        let parent = UIView()
        let child = UIView()
        parent.addSubview(child)
        #expect(!parent.traitOverrides.contains(UITraitUserInterfaceStyle.self))
        parent.traitOverrides.userInterfaceStyle = .dark
        parent.traitOverrides.preferredContentSizeCategory = .accessibilityLarge
        #expect(child.traitCollection.userInterfaceStyle == .dark)
        #expect(child.traitCollection.preferredContentSizeCategory == .accessibilityLarge)
        child.traitOverrides.userInterfaceStyle = .light
        #expect(
            child.traitCollection.userInterfaceStyle == .light && parent.traitCollection.userInterfaceStyle == .dark)
        #expect(parent.traitOverrides.contains(UITraitUserInterfaceStyle.self))
        parent.traitOverrides.remove(UITraitPreferredContentSizeCategory.self)
        #expect(child.traitCollection.preferredContentSizeCategory != .accessibilityLarge)
        parent.traitOverrides.userInterfaceStyle = .unspecified
        #expect(!parent.traitOverrides.contains(UITraitUserInterfaceStyle.self))
    }

    @Test func collectionsAreMadeAndModifiedByMutations() {
        let made = UITraitCollection { traits in
            traits.userInterfaceStyle = .dark
            traits.horizontalSizeClass = .regular
        }
        #expect(made.userInterfaceStyle == .dark && made.horizontalSizeClass == .regular)
        #expect(made.layoutDirection == .unspecified && made.displayScale == 0)
        let modified = made.modifyingTraits { traits in
            traits.horizontalSizeClass = .compact
            traits.displayScale = 2
        }
        #expect(modified.userInterfaceStyle == .dark && modified.horizontalSizeClass == .compact)
        #expect(modified.displayScale == 2 && made.horizontalSizeClass == .regular)
    }

    final class Heard: UIView {
        var changes = 0
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            changes += 1
        }
    }

    @Test func aChangeOfOverridesIsHeard() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let view = Heard()
        window.addSubview(view)
        let before = view.changes
        view.traitOverrides.userInterfaceStyle = .dark
        #expect(view.changes == before + 1)
    }

    /// A controller whose overrides make it dark and right to left: its system background is
    /// black, and a square placed 10 pt from the leading edge is on the right.
    final class OverriddenController: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemBackground
            let square = UIView()
            square.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
            square.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(square)
            NSLayoutConstraint.activate([
                square.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 10),
                square.topAnchor.constraint(equalTo: view.topAnchor, constant: 10),
                square.widthAnchor.constraint(equalToConstant: 20), square.heightAnchor.constraint(equalToConstant: 20),
            ])
        }
    }

    @Test(arguments: [false, true]) func aControllersOverridesAreDrawn(overridden: Bool) throws {
        let controller = OverriddenController()
        if overridden {
            controller.traitOverrides.userInterfaceStyle = .dark
            controller.traitOverrides.layoutDirection = .rightToLeft
        }
        controller.view.frame = CGRect(x: 0, y: 0, width: 100, height: 60)
        guard
            case .image(let image, _, _, _) = try Snapshotting<UIViewController>.image(width: 100).snapshot(controller)
        else { throw CellSnapUIKitError(call: "image", reason: "not an image") }
        let red = RGBA(red: 255, green: 0, blue: 0, alpha: 255)
        let background =
            overridden ? RGBA(red: 0, green: 0, blue: 0, alpha: 255) : RGBA(red: 255, green: 255, blue: 255, alpha: 255)
        #expect(image[20 * 3, 20 * 3] == (overridden ? background : red))
        #expect(image[80 * 3, 20 * 3] == (overridden ? red : background))
        #expect(image[50 * 3, 50 * 3] == background)
    }
}
