// A view that updates its table on the queue its data arrived on, a background one: the layout it
// asks for there is put off to the main queue instead of stopping the test process, and the
// snapshot draws the rows. References: Snapshots/BackgroundDeliveryScreenTests/.
import CellSnapUIKitTesting
import ScreenSupport
import Testing
import UIKit

@MainActor @Suite struct BackgroundDeliveryScreenTests {
    /// The controller after its transfers arrived on a global queue.
    func delivered(traits: UITraitCollection = UITraitCollection()) async -> BackgroundDeliveryViewController {
        let controller = BackgroundDeliveryViewController(service: TransferService(queue: .global()))
        await withCheckedContinuation { (arrived: CheckedContinuation<Void, Never>) in
            controller.onUpdate = { arrived.resume() }
            controller.loadViewIfNeeded()
        }
        return controller
    }

    /// The table answered no visible cells off the main thread (its layout was put off), and the
    /// screen shows the three rows.
    @Test func theRowsArrivingOffTheMainThreadAreDrawn() async {
        let controller = await delivered()
        #expect(controller.cellsFadedIn == 0)
        assertSnapshot(of: controller, as: .screen(size: CGSize(width: 390, height: 844)), named: "delivered")
    }

    /// The rows are laid out as a plain table's, in both layout directions.
    @Test(arguments: bothDirections) func rowFrames(direction: UITraitEnvironmentLayoutDirection) async {
        let controller = await delivered()
        showInWindow(controller, traits: UITraitCollection(layoutDirection: direction))
        let frames = (0..<3).map { controller.tableView.rectForRow(at: IndexPath(row: $0, section: 0)) }
        #expect(frames == [0.0, 44, 88].map { leading(0, y: $0, width: 390, height: 44, in: 390, direction) })
        #expect(controller.tableView.visibleCells.count == 3)
    }
}
