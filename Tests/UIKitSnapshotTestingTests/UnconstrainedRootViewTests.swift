// A controller whose view does not translate its autoresizing mask into constraints and has none
// that size it, drawn as a public app's iOSSnapshotTestCase test draws it: made the root of a
// window of the screen's size, then verified with FBSnapshotVerifyViewController. iOS draws it
// in its window at the window's size (375 x 667 pt references on an iPhone 8); CellSnap once moved
// it out of its window, where nothing sized it, and refused to draw it at 0 x 0. The spinner is
// centred by its constraints and a badge sits at the leading edge, checked in both directions.
import CellSnapUIKitSnapshots
import Foundation
import Pixels
import SnapshotTesting
import SnapshotTestingUIKit
import XCTest
import iOSSnapshotTestCase

/// A controller whose `viewDidLoad` adds a centred, spinning activity indicator and a red badge
/// 16 pt from the leading edge, 100 pt from the top, by constraints.
private final class SpinnerController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let spinner = UIActivityIndicatorView(style: .large)
        spinner.color = .black
        spinner.translatesAutoresizingMaskIntoConstraints = false
        spinner.startAnimating()
        let badge = UIView()
        badge.backgroundColor = .red
        badge.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(spinner)
        view.addSubview(badge)
        NSLayoutConstraint.activate([
            spinner.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            spinner.centerYAnchor.constraint(equalTo: view.centerYAnchor),
            badge.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            badge.topAnchor.constraint(equalTo: view.topAnchor, constant: 100),
            badge.widthAnchor.constraint(equalToConstant: 20),
            badge.heightAnchor.constraint(equalToConstant: 20),
        ])
    }
}

/// Pixels of a 3x image, read in points.
struct PointPixels {
    let image: RGBAImage

    /// The 3x pixel at the centre of the point (`x`, `y`).
    func at(_ x: CGFloat, _ y: CGFloat) -> RGBA { image[Int(x * 3) + 1, Int(y * 3) + 1] }

    /// How many pixels in `rect` (points) are dark (every channel below 128, opaque).
    func darkPixels(in rect: CGRect) -> Int {
        var count = 0
        for y in Int(rect.minY * 3)..<Int(rect.maxY * 3) {
            for x in Int(rect.minX * 3)..<Int(rect.maxX * 3) {
                let pixel = image[x, y]
                if pixel.red < 128, pixel.green < 128, pixel.blue < 128, pixel.alpha > 200 { count += 1 }
            }
        }
        return count
    }
}

final class UnconstrainedRootViewFBTests: FBSnapshotTestCase {
    private var folder = ""
    private var failures: [String] = []

    override func setUp() {
        super.setUp()
        folder = NSTemporaryDirectory() + "/cellsnap-root-view-\(UUID().uuidString)"
        recordMode = true
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: folder)
        super.tearDown()
    }

    override func getReferenceImageDirectory(withDefault dir: String?) -> String? { folder + "/ReferenceImages" }

    /// The record mode's own message is expected; anything else fails the test.
    override func recordFailure(
        withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool
    ) {
        guard description.contains("Test ran in record mode. Reference image is now saved.") else {
            return super.recordFailure(
                withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
        failures.append(description)
    }

    /// The test's scenario in `direction`: the image FBSnapshotVerifyViewController recorded.
    private func recorded(_ direction: UISemanticContentAttribute) throws -> PointPixels {
        let controller = SpinnerController()
        controller.view.translatesAutoresizingMaskIntoConstraints = false
        controller.view.semanticContentAttribute = direction
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.makeKeyAndVisible()
        window.rootViewController = controller
        window.layoutIfNeeded()
        XCTAssertEqual(controller.view.frame.size, window.bounds.size)
        FBSnapshotVerifyViewController(controller)
        XCTAssertEqual(failures.count, 1)
        failures = []
        // The root view is given back to its window at the window's size.
        XCTAssertTrue(controller.view.superview === window)
        XCTAssertEqual(controller.view.frame, window.bounds)
        window.rootViewController = nil
        return try recordedImage()
    }

    /// Shows `controller` as a public app's set-up does: in a window that is a local of the set-up
    /// function, gone before the test verifies.
    private func show(_ controller: UIViewController) {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.makeKeyAndVisible()
        window.rootViewController = controller
        window.layoutIfNeeded()
    }

    /// The image the last verification recorded, its file removed.
    private func recordedImage() throws -> PointPixels {
        let files = try FileManager.default.subpathsOfDirectory(atPath: folder).filter { $0.hasSuffix(".linux.png") }
        XCTAssertEqual(files.count, 1)
        let path = folder + "/" + (files.first ?? "")
        defer { try? FileManager.default.removeItem(atPath: path) }
        return PointPixels(image: try PNG.decode(Data(contentsOf: URL(fileURLWithPath: path))).image)
    }

    func testARootViewWithoutAutoresizingIsDrawnAtItsWindowsSize() throws {
        let screen = UIScreen.main.bounds.size
        for direction in [UISemanticContentAttribute.forceLeftToRight, .forceRightToLeft] {
            let drawn = try recorded(direction)
            XCTAssertEqual(drawn.image.width, Int(screen.width * 3))
            XCTAssertEqual(drawn.image.height, Int(screen.height * 3))
            // The spinner (37 x 37 pt, large) is centred: dark spokes around the centre, none far from it.
            let centre = CGPoint(x: screen.width / 2, y: screen.height / 2)
            XCTAssertGreaterThan(
                drawn.darkPixels(in: CGRect(x: centre.x - 19, y: centre.y - 19, width: 38, height: 38)), 50)
            XCTAssertEqual(drawn.darkPixels(in: CGRect(x: 0, y: 0, width: screen.width, height: centre.y - 20)), 0)
            XCTAssertEqual(
                drawn.darkPixels(in: CGRect(x: 0, y: centre.y + 20, width: screen.width, height: centre.y - 20)), 0)
            // The badge is 16 pt from the leading edge: the left in LTR, the right in RTL.
            let leading = direction == .forceLeftToRight ? 26 : screen.width - 26
            let trailing = direction == .forceLeftToRight ? screen.width - 26 : 26
            XCTAssertEqual(drawn.at(leading, 110), RGBA(red: 255, green: 0, blue: 0, alpha: 255), "\(direction)")
            XCTAssertEqual(drawn.at(trailing, 110), RGBA(red: 255, green: 255, blue: 255, alpha: 255), "\(direction)")
        }
    }

    /// Its window gone, the view keeps the size the window gave it: iOS draws the whole screen.
    func testARootViewWithoutAutoresizingWhoseWindowWentKeepsItsSize() throws {
        let screen = UIScreen.main.bounds.size
        for direction in [UISemanticContentAttribute.forceLeftToRight, .forceRightToLeft] {
            let controller = SpinnerController()
            controller.view.translatesAutoresizingMaskIntoConstraints = false
            controller.view.semanticContentAttribute = direction
            show(controller)
            XCTAssertNil(controller.view.superview)
            FBSnapshotVerifyViewController(controller)
            XCTAssertEqual(failures.count, 1)
            failures = []
            let drawn = try recordedImage()
            XCTAssertEqual(drawn.image.width, Int(screen.width * 3))
            XCTAssertEqual(drawn.image.height, Int(screen.height * 3))
            let centre = CGPoint(x: screen.width / 2, y: screen.height / 2)
            XCTAssertGreaterThan(
                drawn.darkPixels(in: CGRect(x: centre.x - 19, y: centre.y - 19, width: 38, height: 38)), 50)
            let leading = direction == .forceLeftToRight ? 26 : screen.width - 26
            XCTAssertEqual(drawn.at(leading, 110), RGBA(red: 255, green: 0, blue: 0, alpha: 255), "\(direction)")
        }
    }
}

/// swift-snapshot-testing's `.image` of the same controller, not in a window: on iOS its `prepareView`
/// pins a view that does not translate its autoresizing mask into constraints to the edges of the
/// root controller's view, so it fills the window (here 300 x 400 pt).
final class UnconstrainedControllerViewImageTests: XCTestCase {
    func testTheImageStrategyPinsAControllersViewToItsWindow() throws {
        for direction in [UISemanticContentAttribute.forceLeftToRight, .forceRightToLeft] {
            let controller = SpinnerController()
            controller.view.translatesAutoresizingMaskIntoConstraints = false
            controller.view.semanticContentAttribute = direction
            var image: UIImage?
            Snapshotting<UIViewController, UIImage>.image(size: CGSize(width: 300, height: 400))
                .snapshot(controller).run { image = $0 }
            let drawnImage = try XCTUnwrap(image, "\(direction)")
            XCTAssertEqual(drawnImage.size, CGSize(width: 300, height: 400))
            XCTAssertEqual(drawnImage.scale, 3)
            let drawn = PointPixels(image: try PNG.decode(try XCTUnwrap(drawnImage.pngData())).image)
            guard drawn.image.width == 900, drawn.image.height == 1200 else { continue }  // (failed above)
            XCTAssertGreaterThan(drawn.darkPixels(in: CGRect(x: 131, y: 181, width: 38, height: 38)), 50)
            let leading: CGFloat = direction == .forceLeftToRight ? 26 : 274
            let trailing: CGFloat = direction == .forceLeftToRight ? 274 : 26
            XCTAssertEqual(drawn.at(leading, 110), RGBA(red: 255, green: 0, blue: 0, alpha: 255), "\(direction)")
            XCTAssertEqual(drawn.at(trailing, 110), RGBA(red: 255, green: 255, blue: 255, alpha: 255), "\(direction)")
        }
    }
}
