// Issue 40, bug 2, under swift-snapshot-testing's and iOSSnapshotTestCase's APIs: a snapshot
// asserted off the main actor never traps. In a Swift Testing test that is not `@MainActor` the
// drawing runs on the main actor; anywhere else off it (a thread of the test's own) the snapshot
// fails, saying to mark the test `@MainActor`.
import CellSnapUIKitSnapshots
import Foundation
import SnapshotTesting
import Testing
import UIKit
import XCTest
import iOSSnapshotTestCase

@testable import SnapshotTestingUIKit

/// A label and a controller made on the main actor, held by code that is not on it.
struct OffMainActorViews: @unchecked Sendable {
    let label: UILabel
    let controller: UIViewController

    @MainActor init() {
        label = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 44))
        label.text = "Off main"
        controller = UIViewController()
        controller.view.backgroundColor = .systemBlue
    }

    /// What each swift-snapshot-testing strategy makes here: the failure an image stands for (or
    /// `nil` for a drawn image), and the text of the text strategies.
    func snapshotEverything() -> [String?] {
        var results: [String?] = []
        func image(_ value: UIImage) { results.append(value.cellSnapPNGText[ScreenImage.failureKey]) }
        Snapshotting<UIView, UIImage>.image(size: CGSize(width: 120, height: 44)).snapshot(label).run(image)
        Snapshotting<UIViewController, UIImage>.image(on: .iPhoneSe).snapshot(controller).run(image)
        Snapshotting<UIViewController, UIImage>.image.snapshot(controller).run(image)
        Snapshotting<UIView, String>.recursiveDescription.snapshot(label).run { text in
            results.append(text.hasPrefix("CellSnap could not describe") ? text : nil)
        }
        return results
    }
}

@Suite struct OffMainActorSnapshotTests {
    /// A Swift Testing test that is not `@MainActor` (this one): every strategy draws, on the main
    /// actor.
    @Test func swiftTestingTestsOffTheMainActorDraw() async {
        let views = await MainActor.run { OffMainActorViews() }
        #expect(views.snapshotEverything() == [nil, nil, nil, nil])
    }

    /// Off the main actor outside a Swift Testing test's task (a thread of the test's own), each
    /// strategy's image stands for the failure, which says to mark the test `@MainActor`.
    @Test func otherThreadsGetAClearFailure() async {
        let views = await MainActor.run { OffMainActorViews() }
        let results = await withCheckedContinuation { continuation in
            Thread.detachNewThread { continuation.resume(returning: views.snapshotEverything()) }
        }
        #expect(results.count == 4)
        for result in results { #expect(result?.contains("mark the test @MainActor") == true) }
    }
}

/// iOSSnapshotTestCase's verifications from a thread of the test's own while the test method
/// waits on the main thread: they fail, saying so, and the run goes on.
final class OffMainThreadFBTests: FBSnapshotTestCase {
    /// The verifications' failures, kept apart from the test's own assertions.
    private var verificationFailures: [String] = []

    override func recordFailure(
        withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool
    ) {
        guard description.contains("Snapshot comparison failed") || description.contains("record mode") else {
            return super.recordFailure(
                withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
        verificationFailures.append(description)
    }

    func testVerifyingOffTheMainThreadFails() {
        recordMode = true
        let views = MainActor.assumeIsolated { OffMainActorViews() }
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            self.FBSnapshotVerifyView(views.label)
            self.FBSnapshotVerifyViewController(views.controller)
            done.signal()
        }
        done.wait()
        XCTAssertEqual(verificationFailures.count, 2)
        for failure in verificationFailures {
            XCTAssertTrue(failure.contains("snapshotted off the main actor"), failure)
            XCTAssertTrue(failure.contains("mark the test @MainActor"), failure)
        }
    }
}
