// Linux only: a window keeps its root view controller's view at its bounds, whether or not the
// view translates its autoresizing mask into constraints, as UIWindow does on iOS.
import CellSnapUIKit
import CellSnapUIKitTesting
import Testing

@MainActor @Suite struct WindowRootViewTests {
    final class SpinnerController: UIViewController {
        let spinner = UIActivityIndicatorView(style: .large)

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .white
            spinner.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(spinner)
            NSLayoutConstraint.activate([
                spinner.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                spinner.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
            ])
        }
    }

    @Test func aRootViewWithoutAutoresizingConstraintsFillsItsWindow() {
        let controller = SpinnerController()
        controller.view.translatesAutoresizingMaskIntoConstraints = false
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        window.makeKeyAndVisible()
        window.rootViewController = controller
        window.layoutIfNeeded()
        #expect(controller.view.frame == window.bounds)
        // Its subviews are laid out in it: the spinner centred, 20 pt from the top.
        #expect(controller.spinner.center.x == 187.5 && controller.spinner.frame.minY == 20)
    }
}
