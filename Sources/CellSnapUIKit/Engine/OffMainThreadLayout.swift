import CellSnapFoundation
import Dispatch
import Foundation
import Synchronization

// UIKit called off the main thread: app code that reloads a table and reads its visible cells on
// the queue its data arrived on. UIKit requires the main thread, and on iOS Xcode's Main Thread
// Checker reports such a call without stopping the app; CellSnap's layout runs main-actor code
// whose isolation checks would stop the whole test process there. So a layout asked off the main
// thread is put off to the main queue, named on standard error once per call; until it runs, a
// table or collection view asked off the main thread shows no rows or items. The main queue is
// never waited for: the test's main thread may itself be waiting for the background work.

extension UIView {
    /// Whether a layout asked now must be put off: the caller is not on the main thread (see
    /// above). Puts it off, reported once for `call`.
    func cellSnapPutsOffLayoutOffMainThread(_ call: String) -> Bool {
        // The process's main thread answers at once; a job of the main queue (Swift Testing's
        // main actor on Linux) asks CellSnapFoundation, which knows it without a system call.
        guard !Thread.isMainThread, !Thread.cellSnapIsMainThread else { return false }
        OffMainThreadCalls.report(call)
        nonisolated(unsafe) let view = self
        DispatchQueue.main.async { MainActor.assumeIsolated { view.layoutIfNeeded() } }
        return true
    }
}

extension UIView {
    /// `layoutIfNeeded()` now, on the main thread; off it, the layout put off (see above) and
    /// `false`, so that the caller answers as a view not yet laid out (no visible rows).
    func cellSnapLayOutOnMainThread(_ call: String) -> Bool {
        if cellSnapPutsOffLayoutOffMainThread(call) { return false }
        layoutIfNeeded()
        return true
    }
}

/// The calls reported as made off the main thread, each once.
enum OffMainThreadCalls {
    private static let reported = Mutex<Set<String>>([])

    static func report(_ call: String) {
        let isNew = reported.withLock { $0.insert(call).inserted }
        guard isNew else { return }
        FileHandle.standardError.write(
            Data(
                ("CellSnap: \(call) was called off the main thread, where UIKit must be called (Xcode's Main "
                    + "Thread Checker reports it); CellSnap lays the view out on the main queue instead.\n").utf8))
    }
}
