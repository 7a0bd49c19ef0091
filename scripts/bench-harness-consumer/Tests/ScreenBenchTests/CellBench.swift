// CellSnap's own harness (`assertSnapshot` of CellSnapUIKitTesting): list cells as an app
// configures them, 390 pt wide at 3x. References: Snapshots/CellBench/.
import BenchApp
import BenchClock
import CellSnapUIKitTesting
import Foundation
import Testing
import UIKit

@MainActor @Suite(.serialized) struct CellBench {
    static let references = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Snapshots/CellBench")

    @Test func cells() {
        for index in 0..<24 {
            let name = "row-\(index)"
            let reference = Self.references.appendingPathComponent("cells.\(name).png")
            BenchClock.measure("cell", name, reference: reference) {
                assertSnapshot(of: makeRowCell(index), as: .image(width: 390), named: name)
            }
        }
    }
}
