// A team's iOSSnapshotTestCase file as it runs on iOS: nothing in it knows about Linux. On Linux
// it compiles unchanged against CellSnap's iOSSnapshotTestCase product and compares with
// ReferenceImages_64/UIKitSnapshotTestingTests.ProfileSnapshotTests/<test>@3x.linux.png.
import UIKit
import XCTest
import iOSSnapshotTestCase

final class ProfileSnapshotTests: FBSnapshotTestCase {
    override func setUp() {
        super.setUp()
        recordMode = false
    }

    func testMessageCell() {
        let cell = makeMessageCell(sender: "Anna", preview: "See you at six")
        cell.frame = CGRect(x: 0, y: 0, width: 375, height: 60)
        FBSnapshotVerifyView(cell)
        FBSnapshotVerifyView(cell, identifier: "tolerant", perPixelTolerance: 0.02, overallTolerance: 0.01)
    }

    func testInbox() {
        FBSnapshotVerifyViewController(InboxViewController())
    }
}
