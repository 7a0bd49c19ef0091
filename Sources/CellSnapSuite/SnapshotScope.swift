import Foundation
import Testing

/// Snapshot settings for a test, a suite or a block of code: the record mode and the reference
/// folder. A call's own `record:` and `snapshotDirectory:` win over the scope; the scope wins
/// over `CELLSNAP_RECORD`.
///
/// ```swift
/// @Suite(.snapshots(record: .failed)) struct WifiCellTests { ... }   // Swift Testing
///
/// func testWifiCell() {                                              // XCTest
///     withSnapshotScope(record: .failed) { assertSnapshot(of: cell, as: .image()) }
/// }
/// ```
public struct SnapshotScope: Sendable {
    /// The record mode inside the scope; `nil` leaves it to the environment.
    public var record: RecordMode?
    /// The folder references live in inside the scope; `nil` is `Snapshots/` at the package root.
    public var directory: URL?

    /// Creates a scope.
    public init(record: RecordMode? = nil, directory: URL? = nil) {
        self.record = record
        self.directory = directory
    }

    /// The scope the current task runs in.
    @TaskLocal public static var current = SnapshotScope()
}

/// Runs `body` with snapshot settings; an inner scope's settings win over an outer one's.
public func withSnapshotScope<T>(record: RecordMode? = nil, directory: URL? = nil, _ body: () throws -> T) rethrows -> T {
    let outer = SnapshotScope.current
    return try SnapshotScope.$current.withValue(SnapshotScope(record: record ?? outer.record, directory: directory ?? outer.directory), operation: body)
}

/// The Swift Testing trait that sets snapshot settings for a test or a whole suite.
public struct SnapshotTrait: TestTrait, SuiteTrait, TestScoping {
    public let scope: SnapshotScope
    /// Applies to every test of a suite.
    public var isRecursive: Bool { true }

    public func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
        let outer = SnapshotScope.current
        let merged = SnapshotScope(record: scope.record ?? outer.record, directory: scope.directory ?? outer.directory)
        try await SnapshotScope.$current.withValue(merged, operation: function)
    }
}

extension Trait where Self == SnapshotTrait {
    /// Snapshot settings for this test or suite: `@Suite(.snapshots(record: .failed))`.
    public static func snapshots(record: RecordMode? = nil, directory: URL? = nil) -> SnapshotTrait {
        SnapshotTrait(scope: SnapshotScope(record: record, directory: directory))
    }
}
