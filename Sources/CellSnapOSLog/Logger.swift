import Foundation

/// Writes messages to a log, at the levels of the unified logging system.
///
/// On Linux a message goes to standard error as Xcode's console shows it and into this process's
/// ``OSLogStore``, where private values are redacted.
///
/// ```swift
/// import os
///
/// let logger = Logger(subsystem: "com.example.app", category: "feed")
/// func logRefresh(items: Int) {
///     logger.notice("Refreshed \(items) items")
/// }
/// ```
public struct Logger: Sendable {
    let log: OSLog

    /// A logger of the default log.
    public init() { log = .default }
    public init(subsystem: String, category: String) { log = OSLog(subsystem: subsystem, category: category) }
    public init(_ logObj: OSLog) { log = logObj }

    public func log(_ message: OSLogMessage) { record(message, .default) }
    public func log(level: OSLogType, _ message: OSLogMessage) { record(message, level) }
    public func trace(_ message: OSLogMessage) { record(message, .debug) }
    public func debug(_ message: OSLogMessage) { record(message, .debug) }
    public func info(_ message: OSLogMessage) { record(message, .info) }
    public func notice(_ message: OSLogMessage) { record(message, .default) }
    public func warning(_ message: OSLogMessage) { record(message, .error) }
    public func error(_ message: OSLogMessage) { record(message, .error) }
    public func critical(_ message: OSLogMessage) { record(message, .fault) }
    public func fault(_ message: OSLogMessage) { record(message, .fault) }

    private func record(_ message: OSLogMessage, _ level: OSLogType) {
        LogRecorder.shared.record(message.text, level: level, log: log)
    }
}

/// Where every message of the process goes: standard error, and the bounded in-memory store that
/// ``OSLogStore`` reads.
final class LogRecorder: @unchecked Sendable {
    static let shared = LogRecorder()
    /// The store keeps the newest messages, at most this many.
    static let capacity = 10_000

    private let lock = NSLock()
    private var entries: [OSLogEntryLog] = []

    func record(_ text: LogMessageText, level: OSLogType, log: OSLog) {
        guard log.isEnabled(type: level) else { return }
        let entry = OSLogEntryLog(
            date: Date(), composedMessage: text.stored, level: OSLogEntryLog.Level(level), subsystem: log.subsystem,
            category: log.category)
        let place = log.subsystem.isEmpty ? "" : "[\(log.subsystem):\(log.category)] "
        let line = place + (level == .default ? "" : "<\(level.name)> ") + text.console + "\n"
        lock.withLock {
            entries.append(entry)
            if entries.count > Self.capacity { entries.removeFirst(entries.count - Self.capacity) }
            FileHandle.standardError.write(Data(line.utf8))
        }
    }

    var snapshot: [OSLogEntryLog] { lock.withLock { entries } }
}
