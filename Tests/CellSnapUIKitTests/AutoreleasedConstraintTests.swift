// A constraint an app keeps only in a `weak` outlet: iOS's layout anchors hand their constraints
// back autoreleased, so one stored in a weak property and activated on the next line is there
// (body BG's search screen swaps its table's top constraint so, then lays the view out). Frames
// in both layout directions.
import Testing

@testable import CellSnapUIKit

@MainActor @Suite struct AutoreleasedConstraintTests {
    /// A screen that swaps its list's top constraint through a weak outlet, as the app does.
    final class SwappingTopScreen: UIViewController {
        let button = UIView(), list = UIView()
        weak var listTop: NSLayoutConstraint!

        override func viewDidLoad() {
            super.viewDidLoad()
            for part in [button, list] {
                part.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(part)
            }
            NSLayoutConstraint.activate([
                button.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
                button.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
                button.widthAnchor.constraint(equalToConstant: 100),
                button.heightAnchor.constraint(equalToConstant: 40),
                list.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                list.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                list.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            ])
            showList(belowButton: false)
        }

        func showList(belowButton: Bool) {
            if let listTop { view.removeConstraint(listTop) }
            listTop =
                belowButton
                ? list.topAnchor.constraint(equalTo: button.bottomAnchor, constant: 8)
                : list.topAnchor.constraint(equalTo: view.topAnchor)
            listTop.isActive = true
        }
    }

    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func aConstraintKeptWeaklyIsActivated(direction: UITraitEnvironmentLayoutDirection) throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.cellSnapTraits = UITraitCollection(layoutDirection: direction)
        let screen = SwappingTopScreen()
        window.rootViewController = screen
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        #expect(screen.listTop != nil && screen.listTop.isActive)
        #expect(screen.list.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        screen.showList(belowButton: true)
        screen.view.layoutIfNeeded()
        #expect(screen.list.frame == CGRect(x: 0, y: 68, width: 390, height: 776))
        let buttonX: CGFloat = direction == .leftToRight ? 16 : 390 - 16 - 100
        #expect(screen.button.frame == CGRect(x: buttonX, y: 20, width: 100, height: 40))
    }

    /// A constraint's anchors are typed `NSLayoutAnchor<AnyObject>` and equal to the anchors of
    /// their items and attributes (an app finds its aspect-ratio constraint with
    /// `$0.firstAnchor == imageView.widthAnchor`), a margin's to its margins guide's edge.
    @Test func aConstraintsAnchorsEqualTheAnchorsItWasMadeFrom() {
        let view = UIView(), image = UIImageView()
        view.addSubview(image)
        let ratio = image.widthAnchor.constraint(equalTo: image.heightAnchor)
        let inset = NSLayoutConstraint(
            item: image, attribute: .leading, relatedBy: .equal, toItem: view, attribute: .leadingMargin,
            multiplier: 1, constant: 0)
        let tall = image.heightAnchor.constraint(equalToConstant: 40)
        image.addConstraints([ratio, tall])
        let found = image.constraints.filter {
            $0.firstAnchor == image.widthAnchor && $0.secondAnchor == image.heightAnchor
        }
        #expect(found.count == 1 && found.first === ratio)
        let anchors: (NSLayoutAnchor<AnyObject>, NSLayoutAnchor<AnyObject>?) = (ratio.firstAnchor, ratio.secondAnchor)
        #expect(anchors.0 != image.heightAnchor && anchors.1 == image.heightAnchor)
        #expect(inset.secondAnchor == view.layoutMarginsGuide.leadingAnchor && inset.secondAnchor != view.leadingAnchor)
        #expect(tall.secondAnchor == nil && tall.firstAnchor.hash == image.heightAnchor.hash)
        #expect(!(image.widthAnchor == UIImageView().widthAnchor))
    }
}
