import CellSnapFoundation
import Dispatch
import Foundation

/// How a snapshot strategy, which a test may call from any thread, runs the UIKit work it needs on
/// the main actor, where UIKit code runs (Linux-only, no UIKit API). `MainActor.assumeIsolated`
/// traps off the main actor and takes the whole test process with it; these never trap.
public enum CellSnapMainActor {
    /// Whether the caller may run UIKit code, on the main actor, without crashing: inside a job
    /// of the main queue (Swift Testing's `@MainActor` tests run there, on a thread of its own
    /// on Linux, where Foundation's `Thread.isMainThread` answers `false`), or on the process's
    /// main thread outside any job (XCTest's test methods).
    public static var isCurrent: Bool { Thread.cellSnapIsMainThread }

    /// Runs `body` on the main actor for a snapshot of `what` (`"a UIViewController"`): at once
    /// when the caller is on it; else, when `mayWaitForMainQueue` (the caller is a Swift Testing
    /// test's task: the testing library serves the main queue while its tests run), as a job of
    /// the main queue that the caller waits for; otherwise (a thread of the test's own, whose
    /// main thread may be waiting for it) it throws a ``CellSnapUIKitError`` that says to mark the
    /// test `@MainActor`, and nothing of `body` runs.
    public static func run<T: Sendable>(
        _ what: String, mayWaitForMainQueue: Bool, _ body: @MainActor () throws -> T
    ) throws -> T {
        if isCurrent { return try MainActor.assumeIsolated(body) }
        guard mayWaitForMainQueue else { throw offMainActorError(what) }
        return try DispatchQueue.main.sync { try MainActor.assumeIsolated(body) }
    }

    /// The error of a snapshot of `what` asked for off the main actor, where it cannot wait.
    public static func offMainActorError(_ what: String) -> CellSnapUIKitError {
        CellSnapUIKitError(
            call: "\(what) snapshotted off the main actor",
            reason:
                "UIKit code runs on the main actor, and this thread cannot wait for it: mark the test @MainActor "
                + "(or assert on the main thread)")
    }
}
