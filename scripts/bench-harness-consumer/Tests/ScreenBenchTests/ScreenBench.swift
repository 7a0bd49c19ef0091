// CellSnap's own harness (`assertSnapshot` of CellSnapUIKitTesting): every screen at its whole
// content length, 390 pt wide at 3x, light and dark. References: Snapshots/ScreenBench/.
import BenchApp
import BenchClock
import CellSnapUIKitTesting
import Foundation
import Testing
import UIKit

@MainActor @Suite(.serialized) struct ScreenBench {
    static let references = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Snapshots/ScreenBench")

    @Test func screens() {
        for screen in BenchScreen.all {
            for style in [UIUserInterfaceStyle.light, .dark] {
                let name = "\(screen.name)-\(style == .dark ? "dark" : "light")"
                let reference = Self.references.appendingPathComponent("screens.\(name).png")
                BenchClock.measure("screen", name, reference: reference) {
                    assertSnapshot(
                        of: screen.make(), as: .image(width: 390, traits: UITraitCollection(userInterfaceStyle: style)),
                        named: name)
                }
            }
        }
    }
}
