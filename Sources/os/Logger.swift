// swift-format-ignore-file: AlwaysUseLowerCamelCase

import Foundation

/// A log's level, as `OSLogType` (its raw values).
public struct OSLogType: RawRepresentable, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public static let `default` = OSLogType(rawValue: 0)
    public static let info = OSLogType(rawValue: 1)
    public static let debug = OSLogType(rawValue: 2)
    public static let error = OSLogType(rawValue: 16)
    public static let fault = OSLogType(rawValue: 17)

    var name: String {
        switch self {
        case .info: "info"
        case .debug: "debug"
        case .error: "error"
        case .fault: "fault"
        default: "default"
        }
    }
}

/// A log's subsystem and category, as `OSLog`.
public final class OSLog: NSObject, Sendable {
    let subsystem: String, category: String
    /// Whether messages are written: all but ``disabled``'s.
    let isEnabled: Bool

    public init(subsystem: String, category: String) {
        (self.subsystem, self.category, isEnabled) = (subsystem, category, true)
    }

    private init(enabled: Bool) { (subsystem, category, isEnabled) = ("", "", enabled) }

    /// The default log.
    public static let `default` = OSLog(enabled: true)
    /// A log that writes nothing.
    public static let disabled = OSLog(enabled: false)

    /// Whether messages of `type` are written: for every type but ``disabled``'s.
    public func isEnabled(type: OSLogType) -> Bool { isEnabled }

    /// Writes `message` at `type`, as the system log would keep it: to standard error on Linux,
    /// as `[subsystem:category] level: message`.
    func write(_ type: OSLogType, _ message: String) {
        guard isEnabled else { return }
        let place = subsystem.isEmpty ? "" : "[\(subsystem):\(category)] "
        FileHandle.standardError.write(Data("\(place)\(type.name): \(message)\n".utf8))
    }
}

/// A logger, as `os`'s `Logger`. The system log has no reader on Linux, so each message is written
/// to standard error (`[subsystem:category] level: message`), values in full; a logger of
/// `OSLog.disabled` writes nothing. Nothing a logger writes shows in a snapshot.
///
/// ```swift
/// let logger = Logger(subsystem: "com.example.photos", category: "grid")
/// logger.debug("Loaded \(12) photos")
/// ```
public struct Logger: Sendable {
    let log: OSLog

    public init() { log = .default }
    public init(subsystem: String, category: String) { log = OSLog(subsystem: subsystem, category: category) }
    public init(_ logObj: OSLog) { log = logObj }

    public func log(_ message: OSLogMessage) { log.write(.default, message.text) }
    public func log(level: OSLogType, _ message: OSLogMessage) { log.write(level, message.text) }
    public func trace(_ message: OSLogMessage) { log.write(.debug, message.text) }
    public func debug(_ message: OSLogMessage) { log.write(.debug, message.text) }
    public func info(_ message: OSLogMessage) { log.write(.info, message.text) }
    public func notice(_ message: OSLogMessage) { log.write(.default, message.text) }
    public func warning(_ message: OSLogMessage) { log.write(.error, message.text) }
    public func error(_ message: OSLogMessage) { log.write(.error, message.text) }
    public func critical(_ message: OSLogMessage) { log.write(.fault, message.text) }
    public func fault(_ message: OSLogMessage) { log.write(.fault, message.text) }
}

/// Writes `message` (a `printf` format of `args`) to `log` at `type`, as `os_log`.
public func os_log(
    _ message: StaticString, dso: UnsafeRawPointer? = nil, log: OSLog = .default, type: OSLogType = .default,
    _ args: any CVarArg...
) {
    let format = "\(message)".replacingOccurrences(of: "{public}", with: "").replacingOccurrences(
        of: "{private}", with: "")
    log.write(type, String(format: format, arguments: args))
}

/// Writes `message` to `log` at `type`, as `os_log(_:log:_:)`.
public func os_log(_ type: OSLogType, dso: UnsafeRawPointer? = nil, log: OSLog = .default, _ message: OSLogMessage) {
    log.write(type, message.text)
}
