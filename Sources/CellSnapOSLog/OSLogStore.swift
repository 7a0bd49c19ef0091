import Foundation

/// The messages this process logged, newest last (at most 10,000 are kept).
///
/// ```swift
/// import OSLog
///
/// func loggedMessages() throws -> [String] {
///     let store = try OSLogStore(scope: .currentProcessIdentifier)
///     return try store.getEntries().compactMap { ($0 as? OSLogEntryLog)?.composedMessage }
/// }
/// ```
public final class OSLogStore: Sendable {
    /// Which messages a store reads: on Linux, the current process's only.
    public enum Scope: Int, Sendable {
        case system = 0
        case currentProcessIdentifier = 1
    }

    /// What reading the store can fail with.
    public struct StoreError: Error, CustomStringConvertible {
        public let description: String
    }

    /// The store of `scope`; `.system` throws on Linux, which has no system log.
    public init(scope: Scope) throws {
        guard scope == .currentProcessIdentifier else {
            throw StoreError(
                description: "OSLogStore(scope: .system): Linux has no system log; use .currentProcessIdentifier")
        }
    }

    /// A place in the store to read from.
    public func position(date: Date) -> OSLogPosition { OSLogPosition(date: date) }
    public func position(timeIntervalSinceEnd: TimeInterval) -> OSLogPosition {
        OSLogPosition(date: Date().addingTimeInterval(-timeIntervalSinceEnd))
    }
    public func position(timeIntervalSinceLatestBoot: TimeInterval) -> OSLogPosition {
        OSLogPosition(
            date: Date().addingTimeInterval(-ProcessInfo.processInfo.systemUptime + timeIntervalSinceLatestBoot))
    }

    /// The entries from `position` on (all of them without one), those `predicate` accepts.
    public func getEntries(
        with options: OSLogEnumerator.Options = [], at position: OSLogPosition? = nil,
        matching predicate: NSPredicate? = nil
    ) throws -> AnySequence<OSLogEntry> {
        var entries: [OSLogEntry] = LogRecorder.shared.snapshot.filter { entry in
            position.map { entry.date >= $0.date } ?? true
        }
        if let predicate { entries = entries.filter { predicate.evaluate(with: $0) } }
        if options.contains(.reverse) { entries.reverse() }
        return AnySequence(entries)
    }
}

/// A place in a store: a time.
public final class OSLogPosition: Sendable {
    let date: Date
    init(date: Date) { self.date = date }
}

/// How a store's entries are read.
public final class OSLogEnumerator {
    public struct Options: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Newest first.
        public static let reverse = Options(rawValue: 1)
    }
}

/// An entry of a store.
public class OSLogEntry: NSObject, @unchecked Sendable {
    public let date: Date
    public let composedMessage: String

    init(date: Date, composedMessage: String) {
        self.date = date
        self.composedMessage = composedMessage
    }
}

/// A logged message.
public final class OSLogEntryLog: OSLogEntry, @unchecked Sendable {
    /// A message's level.
    public enum Level: Int, Sendable {
        case undefined = 0
        case debug = 1
        case info = 2
        case notice = 3
        case error = 4
        case fault = 5

        init(_ type: OSLogType) {
            switch type {
            case .debug: self = .debug
            case .info: self = .info
            case .error: self = .error
            case .fault: self = .fault
            default: self = .notice
            }
        }
    }

    public let level: Level
    public let subsystem: String
    public let category: String
    public let process: String
    public let processIdentifier: Int32

    init(date: Date, composedMessage: String, level: Level, subsystem: String, category: String) {
        self.level = level
        self.subsystem = subsystem
        self.category = category
        process = ProcessInfo.processInfo.processName
        processIdentifier = ProcessInfo.processInfo.processIdentifier
        super.init(date: date, composedMessage: composedMessage)
    }
}
