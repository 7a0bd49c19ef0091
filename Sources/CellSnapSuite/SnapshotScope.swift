import Foundation

/// Snapshot settings for a test, a suite or a block of code: the record mode, the reference
/// folder, and strictness. A call's own `record:`, `snapshotDirectory:` and `strict:` win over the scope; the scope wins
/// over `CELLSNAP_RECORD`. `CellSnapTesting` adds the Swift Testing trait that sets it.
///
/// ```swift
/// @Suite(.snapshots(record: .failed)) struct WifiCellTests {          // Swift Testing
///     @Test func wifiCell() { assertSnapshot(of: cell, as: .image()) }
/// }
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
    /// Whether a symbol no catalog has fails a snapshot instead of being drawn as a placeholder
    /// with a warning; `nil` leaves it to the outer scope (by default, not strict).
    public var strict: Bool?

    /// Creates a scope.
    public init(record: RecordMode? = nil, directory: URL? = nil, strict: Bool? = nil) {
        self.record = record
        self.directory = directory
        self.strict = strict
    }

    /// The scope the current task runs in.
    @TaskLocal public static var current = SnapshotScope()
}

/// Runs `body` with snapshot settings; an inner scope's settings win over an outer one's.
public func withSnapshotScope<T>(
    record: RecordMode? = nil, directory: URL? = nil, strict: Bool? = nil, _ body: () throws -> T
) rethrows -> T {
    let outer = SnapshotScope.current
    return try SnapshotScope.$current.withValue(
        SnapshotScope(
            record: record ?? outer.record, directory: directory ?? outer.directory, strict: strict ?? outer.strict),
        operation: body)
}
