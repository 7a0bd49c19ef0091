import CellModel
import Foundation
import Testing
import XCTest

@testable import CellSnapTesting

/// The `.accessibility` strategy under both test frameworks: a reference is written once, then
/// matched, and a change fails with the first differing line.
private func wifiCell(secondary: String) -> ListCell {
    var content = ListContentConfiguration.valueCell()
    content.text = "Wi-Fi"
    content.secondaryText = secondary
    return ListCell(content: content, accessories: [CellAccessory(.disclosureIndicator)])
}

private func freshFolder() -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("cellsnap-a11y-\(UUID().uuidString)")
}

final class AccessibilityStrategyXCTests: XCTestCase {
    func testAssertSnapshotMatchesAnAccessibilityReferenceUnderXCTest() throws {
        let folder = freshFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let recorded = verifySnapshot(
            of: wifiCell(secondary: "Home"), as: .accessibility, record: .missing, snapshotDirectory: folder)
        XCTAssertEqual(
            recorded,
            "Recorded a new reference for snapshot AccessibilityStrategyTests/testAssertSnapshotMatchesAnAccessibilityReferenceUnderXCTest.accessibility at \(folder.path)/AccessibilityStrategyTests/testAssertSnapshotMatchesAnAccessibilityReferenceUnderXCTest.accessibility.txt. Run the test again."
        )
        assertSnapshot(of: wifiCell(secondary: "Home"), as: .accessibility, snapshotDirectory: folder)
    }
}

@Suite struct AccessibilityStrategyTests {
    @Test func aChangedReadingFailsWithTheLineThatChanged() throws {
        let folder = freshFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = verifySnapshot(
            of: wifiCell(secondary: "Home"), as: .accessibility, record: .missing, snapshotDirectory: folder,
            function: "wifi()")
        let reference = folder.appendingPathComponent("AccessibilityStrategyTests/wifi.accessibility.txt")
        #expect(try String(contentsOf: reference, encoding: .utf8) == "\"Wi-Fi\" value \"Home\" [button]\n")
        assertSnapshot(
            of: wifiCell(secondary: "Home"), as: .accessibility, snapshotDirectory: folder, function: "wifi()")
        let message = verifySnapshot(
            of: wifiCell(secondary: "Office"), as: .accessibility, record: .never, snapshotDirectory: folder,
            function: "wifi()")
        #expect(
            message == """
                Snapshot AccessibilityStrategyTests/wifi.accessibility does not match its reference \(reference.path) from line 1:
                - "Wi-Fi" value "Home" [button]
                + "Wi-Fi" value "Office" [button]
                To accept the change: CELLSNAP_RECORD=failed swift test --filter 'AccessibilityStrategyTests'
                """)
    }
}
