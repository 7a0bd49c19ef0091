import Foundation
import Testing

/// The Swift Testing trait that sets snapshot settings for a test or a whole suite.
public struct SnapshotTrait: TestTrait, SuiteTrait, TestScoping {
    public let scope: SnapshotScope
    /// Applies to every test of a suite.
    public var isRecursive: Bool { true }

    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        let outer = SnapshotScope.current
        let merged = SnapshotScope(
            record: scope.record ?? outer.record, directory: scope.directory ?? outer.directory,
            strict: scope.strict ?? outer.strict)
        try await SnapshotScope.$current.withValue(merged, operation: function)
    }
}

extension Trait where Self == SnapshotTrait {
    /// Snapshot settings for this test or suite: `@Suite(.snapshots(record: .failed))`;
    /// `.snapshots(strict: true)` fails snapshots that draw a symbol no catalog has.
    public static func snapshots(record: RecordMode? = nil, directory: URL? = nil, strict: Bool? = nil)
        -> SnapshotTrait
    {
        SnapshotTrait(scope: SnapshotScope(record: record, directory: directory, strict: strict))
    }
}
