// swift-snapshot-testing's API (`.image(on: .iPhone13)`), drawn by CellSnap: every screen in a
// navigation controller on an iPhone 13 (1170 x 2391 px below the bar's safe area). References:
// __Snapshots__/DeviceBench/.
import BenchApp
import BenchClock
import Foundation
import SnapshotTesting
import SnapshotTestingUIKit
import Testing
import UIKit

@MainActor @Suite(.serialized) struct DeviceBench {
    static let references = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("__Snapshots__/DeviceBench")

    @Test func devices() {
        for screen in BenchScreen.onDevice {
            let reference = Self.references.appendingPathComponent("devices.\(screen.name).linux.png")
            BenchClock.measure("device", screen.name, reference: reference) {
                assertSnapshot(
                    of: UINavigationController(rootViewController: screen.make()), as: .image(on: .iPhone13),
                    named: screen.name)
            }
        }
    }
}
