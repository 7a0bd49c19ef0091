// A team's test file that imports XCTest and SnapshotTesting but not UIKit, as compiles on iOS
// (XCTest's headers import UIKit there): on Linux the target's `-import-module SnapshotTestingUIKit`
// setting brings UIKit the same way.
import SnapshotTesting
import XCTest

final class XCTestBringsUIKitTests: XCTestCase {
    func testUIKitTypesResolveWithoutImportingUIKit() {
        let cell = UITableViewCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        XCTAssertEqual(cell.frame.width, 320)
        XCTAssertEqual(cell.reuseIdentifier, nil)
    }
}
