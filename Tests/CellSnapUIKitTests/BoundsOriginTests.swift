// Linux only: a view whose bounds start elsewhere than zero (`bounds.origin`), as UIKit draws it:
// its subviews, placed by frame or by constraints to its edges, are drawn that much lower and to
// the right, and points convert through it.
import CellSnapSuite
import CellSnapUIKitTesting
import Pixels
import Testing

@MainActor @Suite struct BoundsOriginTests {
    /// A white 100-pt square whose bounds start at y -20, holding a red 10-pt square placed at
    /// (40, 0) by its frame (frames are not mirrored) and a blue one pinned by constraints to its
    /// top and trailing edges.
    final class Shifted: UIViewController {
        let container = UIView(frame: CGRect(x: 0, y: 100, width: 100, height: 100))
        let placed = UIView(frame: CGRect(x: 40, y: 0, width: 10, height: 10))
        let pinned = UIView()

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .black
            container.backgroundColor = .white
            placed.backgroundColor = .red
            pinned.backgroundColor = .blue
            pinned.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(placed)
            container.addSubview(pinned)
            NSLayoutConstraint.activate([
                pinned.topAnchor.constraint(equalTo: container.topAnchor),
                pinned.trailingAnchor.constraint(equalTo: container.trailingAnchor),
                pinned.widthAnchor.constraint(equalToConstant: 10),
                pinned.heightAnchor.constraint(equalToConstant: 10),
            ])
            container.bounds.origin.y = -20
            view.addSubview(container)
        }
    }

    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func subviewsAreDrawnWhereTheBoundsPutThem(direction: UITraitEnvironmentLayoutDirection) throws {
        let controller = Shifted()
        let image = try ControllerListImageTests().image(
            of: controller, traits: UITraitCollection(layoutDirection: direction))
        let rgb = { (x: Double, y: Double) in ControllerListImageTests().rgb(image, x, y) }
        let trailing: Double = direction == .leftToRight ? 95 : 5
        // The container's top 20 points are its background; both squares are 20 points down.
        #expect(rgb(45, 105) == [255, 255, 255] && rgb(trailing, 105) == [255, 255, 255])
        #expect(rgb(45, 125) == [255, 0, 0] && rgb(trailing, 125) == [0, 0, 255])
        #expect(rgb(45, 135) == [255, 255, 255] && rgb(trailing, 135) == [255, 255, 255])
        #expect(controller.container.bounds == CGRect(x: 0, y: -20, width: 100, height: 100))
        #expect(controller.pinned.frame.minY == 0)
    }

    /// A point at the bounds' origin is the view's top-left corner in its superview.
    @Test func pointsConvertThroughTheBoundsOrigin() {
        let controller = Shifted()
        controller.loadViewIfNeeded()
        #expect(controller.placed.convert(CGPoint.zero, to: controller.view) == CGPoint(x: 40, y: 120))
        #expect(controller.container.convert(CGPoint(x: 0, y: -20), to: controller.view) == CGPoint(x: 0, y: 100))
        #expect(controller.container.layer.bounds.origin == CGPoint(x: 0, y: -20))
    }
}
