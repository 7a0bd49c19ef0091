// iOSSnapshotTestCase's API (`FBSnapshotVerifyView`), drawn by CellSnap: receipts of the main
// screen's size, 393 x 852 pt at 3x. References: ReferenceImages_64/.
import BenchApp
import BenchClock
import Foundation
import UIKit
import XCTest
import iOSSnapshotTestCase

final class LegacyBench: FBSnapshotTestCase {
    override func setUp() {
        super.setUp()
        recordMode = BenchClock.recording
    }

    func testReceipts() {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("ReferenceImages_64/LegacyBenchTests.LegacyBench")
        let tints: [UIColor] = [.systemBlue, .systemGreen, .systemOrange, .systemPink, .systemIndigo, .systemTeal]
        MainActor.assumeIsolated {
            for (index, tint) in tints.enumerated() {
                let name = "receipt\(index)"
                let reference = folder.appendingPathComponent("testReceipts_\(name)@3x.linux.png")
                BenchClock.measure("legacy", name, reference: reference) {
                    FBSnapshotVerifyView(ReceiptView(lines: 18 + index, tint: tint), identifier: name)
                }
            }
        }
    }
}
