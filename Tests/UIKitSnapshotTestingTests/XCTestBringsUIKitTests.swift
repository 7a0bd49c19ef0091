// A team's test file that imports XCTest and SnapshotTesting but not UIKit, as compiles on iOS
// (XCTest's headers import UIKit there): on Linux the target's `-import-module SnapshotTestingUIKit`
// setting brings UIKit the same way, and `classForCoder`, which iOS's XCTestCase has as an NSObject.
import SnapshotTesting
import XCTest

final class XCTestBringsUIKitTests: XCTestCase {
    func testUIKitTypesResolveWithoutImportingUIKit() {
        let cell = UITableViewCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        XCTAssertEqual(cell.frame.width, 320)
        XCTAssertEqual(cell.reuseIdentifier, nil)
    }

    /// `Bundle(for: classForCoder)`, as iOS test files find their resources: the test case's class.
    func testClassForCoderIsTheTestCasesClass() {
        XCTAssertTrue(classForCoder == XCTestBringsUIKitTests.self)
        XCTAssertEqual(Bundle(for: classForCoder).bundlePath, Bundle(for: XCTestBringsUIKitTests.self).bundlePath)
    }
}
