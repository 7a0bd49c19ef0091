// iOSSnapshotTestCase's layer verification and the older FBSnapshotTestCase API (`tolerance:`,
// `isDeviceAgnostic`) that iOSSnapshotTestCase 2 to 5 test files use, written as such a file is.
import FBSnapshotTestCase

final class LayerFBTests: FBSnapshotTestCase {
    override func setUp() {
        super.setUp()
        recordMode = false
    }

    /// A view's layer is drawn with its view's hierarchy: the reference is the view's image.
    func testAViewsLayer() {
        let badge = makeBadge()
        FBSnapshotVerifyLayer(badge.layer)
        FBSnapshotVerifyView(badge)
    }

    /// A layer of no view is drawn at its bounds' origin, without its position or transform, and
    /// given back to its superlayer as it was.
    func testALayerOfNoView() {
        let holder = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let other = CALayer()
        holder.layer.addSublayer(other)
        let ring = CAShapeLayer()
        ring.frame = CGRect(x: 30, y: 50, width: 120, height: 80)
        ring.path = UIBezierPath(roundedRect: ring.bounds.insetBy(dx: 6, dy: 6), cornerRadius: 18).cgPath
        ring.fillColor = UIColor.systemYellow.cgColor
        ring.strokeColor = UIColor.systemRed.cgColor
        ring.lineWidth = 4
        ring.backgroundColor = UIColor.systemTeal.cgColor
        ring.transform = CATransform3DMakeRotation(0.3, 0, 0, 1)
        holder.layer.insertSublayer(ring, at: 0)
        let position = ring.position
        FBSnapshotVerifyLayer(ring, identifier: "ring")
        XCTAssertTrue(ring.superlayer === holder.layer)
        XCTAssertTrue(holder.layer.sublayers?.first === ring)
        XCTAssertEqual(holder.layer.sublayers?.count, 2)
        XCTAssertEqual(ring.position, position)
        XCTAssertTrue(CATransform3DEqualToTransform(ring.transform, CATransform3DMakeRotation(0.3, 0, 0, 1)))
    }

    /// FBSnapshotTestCase's `tolerance:` is the share of pixels that may differ.
    func testToleranceForm() {
        let badge = makeBadge()
        FBSnapshotVerifyView(badge, tolerance: 0.01)
        FBSnapshotVerifyLayer(badge.layer, identifier: "layer", tolerance: 0.5)
    }

    /// `isDeviceAgnostic` names the references after the device, the system and the screen size.
    func testDeviceAgnosticNames() {
        XCTAssertFalse(isDeviceAgnostic)
        XCTAssertEqual(fileNameOptions, .screenScale)
        isDeviceAgnostic = true
        XCTAssertEqual(fileNameOptions, [.device, .OS, .screenSize, .screenScale])
        XCTAssertTrue(isDeviceAgnostic)
        FBSnapshotVerifyView(makeBadge())
        isDeviceAgnostic = false
        XCTAssertEqual(fileNameOptions, .screenScale)
        fileNameOptions = .none
        isDeviceAgnostic = true
        XCTAssertEqual(fileNameOptions, [.device, .OS, .screenSize])
    }

    /// iOSSnapshotTestCase 5's `agnosticOptions` name the parts of the device, the scale always after them.
    func testAgnosticOptionsNameTheDeviceAndTheScale() {
        XCTAssertEqual(agnosticOptions, .none)
        agnosticOptions = .screenSize
        XCTAssertEqual(fileNameOptions, [.screenSize, .screenScale])
        XCTAssertEqual(agnosticOptions, .screenSize)
        agnosticOptions = [.device, .OS]
        XCTAssertEqual(fileNameOptions, [.device, .OS, .screenScale])
        agnosticOptions = .none
        XCTAssertEqual(fileNameOptions, .screenScale)
        XCTAssertEqual(agnosticOptions, .none)
    }

    /// Neither a view nor a layer: the failure says what can be drawn.
    func testNeitherViewNorLayer() {
        let message = MainActor.assumeIsolated {
            snapshotVerifyViewOrLayer(
                NSObject(), identifier: nil, suffixes: FBSnapshotTestCaseDefaultSuffixes(), perPixelTolerance: 0,
                overallTolerance: 0, defaultReferenceDirectory: "/tmp", defaultImageDiffDirectory: nil)
        }
        XCTAssertEqual(message, "Only UIView and CALayer classes can be snapshotted: not a NSObject")
    }

    private func makeBadge() -> UIView {
        let badge = UIView(frame: CGRect(x: 40, y: 40, width: 120, height: 44))
        badge.backgroundColor = .systemIndigo
        badge.layer.cornerRadius = 22
        badge.layer.borderWidth = 3
        badge.layer.borderColor = UIColor.systemOrange.cgColor
        let label = UILabel(frame: CGRect(x: 16, y: 10, width: 88, height: 24))
        label.text = "Layer"
        label.textColor = .white
        label.textAlignment = .center
        badge.addSubview(label)
        return badge
    }
}
