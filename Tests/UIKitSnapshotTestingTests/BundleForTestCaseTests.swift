// iOS test files find their target's resources through the test case's class, unchanged:
// `UIImage(named: "icon", in: Bundle(for: classForCoder), compatibleWith: nil)!`. Under `swift test`
// that is the target's resource bundle (CellSnap_UIKitSnapshotTestingTests.resources, which holds
// Resources/TestMedia.xcassets), in an XCTestCase and in an FBSnapshotTestCase.
import FBSnapshotTestCase
import SnapshotTesting
import XCTest

final class BundleForTestCaseTests: XCTestCase {
    private lazy var icon = UIImage(named: "BundleForClassIcon", in: Bundle(for: classForCoder), compatibleWith: nil)!

    func testATestCasesBundleIsItsTargetsResourceBundle() {
        let folder = "CellSnap_UIKitSnapshotTestingTests.resources"
        XCTAssertEqual(Bundle(for: classForCoder).bundleURL.lastPathComponent, folder)
        XCTAssertEqual(Bundle(for: type(of: self)).bundleURL.lastPathComponent, folder)
        XCTAssertEqual(Bundle(for: BundleForTestCaseTests.self).bundleURL.lastPathComponent, folder)
        XCTAssertEqual(Bundle(for: BundleForFBTestCaseTests.self).bundleURL.lastPathComponent, folder)
    }

    func testAnImageOfTheTargetsCatalogIsFoundThroughTheTestCasesBundle() {
        XCTAssertEqual(icon.size, CGSize(width: 5, height: 3))
        XCTAssertNil(UIImage(named: "BundleForClassMissing", in: Bundle(for: classForCoder), compatibleWith: nil))
    }
}

final class BundleForFBTestCaseTests: FBSnapshotTestCase {
    func testAnFBSnapshotTestCasesBundleIsItsTargetsResourceBundle() {
        let bundle = Bundle(for: type(of: self))
        XCTAssertEqual(bundle.bundleURL.lastPathComponent, "CellSnap_UIKitSnapshotTestingTests.resources")
        XCTAssertEqual(
            UIImage(named: "BundleForClassIcon", in: bundle, compatibleWith: nil)?.size, CGSize(width: 5, height: 3))
    }
}
