import Foundation

/// When references are written.
public enum RecordMode: String, Sendable, CaseIterable {
    /// Never: a missing reference is a failure.
    case never
    /// Write references that do not exist yet (the default), except on CI (`CI=true`), where a
    /// missing reference fails unless recording was asked for explicitly.
    case missing
    /// Write missing references and replace the ones that differ.
    case failed
    /// Write every reference.
    case all

    /// The mode asked for by `CELLSNAP_RECORD` (`never`, `missing`, `failed`, `all`), if any.
    public static var fromEnvironment: RecordMode? {
        ProcessInfo.processInfo.environment["CELLSNAP_RECORD"].flatMap { RecordMode(rawValue: $0.lowercased()) }
    }

    /// Whether the environment says this is a CI run.
    public static var isContinuousIntegration: Bool {
        ["true", "1", "yes"].contains(ProcessInfo.processInfo.environment["CI"]?.lowercased() ?? "")
    }
}
