import Foundation
@preconcurrency @_spi(Internals) import SnapshotTesting

/// CellSnap's rule on CI for swift-snapshot-testing's record mode: on CI (`CI=true`) a missing
/// reference fails without being recorded, unless recording was asked for (`SNAPSHOT_TESTING_RECORD`,
/// `withSnapshotTesting(record:)`, an assertion's `record:`, the `.snapshots(record:)` trait).
/// swift-snapshot-testing's own default, `.missing`, would write the reference on CI too; the
/// strategies set its default to `.never` there before the first assertion reads it.
enum RecordingOnContinuousIntegration {
    private static let applied: Void = {
        if let record = defaultRecord(environment: ProcessInfo.processInfo.environment) { __record = record }
    }()

    /// The default record mode CellSnap sets in `environment`: `.never` on CI (`CI` is `true`, `1`
    /// or `yes`) when `SNAPSHOT_TESTING_RECORD` is not set; `nil` (swift-snapshot-testing's own
    /// default) otherwise.
    static func defaultRecord(environment: [String: String]) -> SnapshotTestingConfiguration.Record? {
        let onCI = ["true", "1", "yes"].contains(environment["CI"]?.lowercased() ?? "")
        return onCI && environment["SNAPSHOT_TESTING_RECORD"] == nil ? .never : nil
    }

    /// Sets the default once per process.
    static func apply() { _ = applied }
}
