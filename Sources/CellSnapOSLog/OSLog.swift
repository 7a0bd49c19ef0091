// swift-format-ignore-file: AlwaysUseLowerCamelCase

// (the SDK's C names, kept as apps call them)
import Foundation

/// The level of a log message, as the unified logging system orders them.
public struct OSLogType: Equatable, Hashable, RawRepresentable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let `default` = OSLogType(rawValue: 0x00)
    public static let info = OSLogType(rawValue: 0x01)
    public static let debug = OSLogType(rawValue: 0x02)
    public static let error = OSLogType(rawValue: 0x10)
    public static let fault = OSLogType(rawValue: 0x11)

    /// The name Xcode's console gives the level.
    var name: String {
        switch self {
        case .info: "Info"
        case .debug: "Debug"
        case .error: "Error"
        case .fault: "Fault"
        default: "Default"
        }
    }
}

/// A log: a subsystem and a category that messages are filed under.
///
/// On Linux there is no unified logging system: a message is written to standard error as
/// Xcode's console shows it (every value, with no redaction, as while a debugger is attached),
/// and kept in this process's ``OSLogStore``, with private values redacted as the system's
/// store keeps them.
public final class OSLog: NSObject, Sendable {
    /// A category with a meaning of its own to the system's tools.
    public struct Category: Equatable, Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Signposts of this category show in Instruments' Points of Interest.
        public static let pointsOfInterest = Category(rawValue: "PointsOfInterest")
        public static let dynamicTracing = Category(rawValue: "DynamicTracing")
        public static let dynamicStackTracing = Category(rawValue: "DynamicStackTracing")
    }

    public let subsystem: String
    public let category: String
    let enabled: Bool

    public init(subsystem: String, category: String) {
        self.subsystem = subsystem
        self.category = category
        enabled = true
    }

    public convenience init(subsystem: String, category: OSLog.Category) {
        self.init(subsystem: subsystem, category: category.rawValue)
    }

    private init(disabled: ()) {
        subsystem = ""
        category = ""
        enabled = false
    }

    /// The log of messages that name none.
    public static let `default` = OSLog(subsystem: "", category: "")
    /// A log whose messages go nowhere.
    public static let disabled = OSLog(disabled: ())

    /// Whether messages of `type` are recorded: every level, unless the log is ``disabled``.
    public func isEnabled(type: OSLogType) -> Bool { enabled }

    /// Whether signposts are recorded: never on Linux, where no tool reads them.
    public var signpostsEnabled: Bool { false }
}

/// Logs a message whose arguments fill `message`'s `printf`-style placeholders
/// (`%{public}@`, `%{private}d`, `%s`, ...).
///
/// ```swift
/// import os.log
///
/// func logLoaded(count: Int) {
///     os_log("Loaded %d rows from %{public}@", log: .default, type: .info, count, "cache")
/// }
/// ```
public func os_log(
    _ message: StaticString, dso: UnsafeRawPointer? = #dsohandle, log: OSLog = .default, type: OSLogType = .default,
    _ args: any CVarArg...
) {
    LogRecorder.shared.record(FormatMessage.text(format: "\(message)", arguments: args), level: type, log: log)
}

/// Logs a message at `type`'s level (the form of iOS 12).
public func os_log(
    _ type: OSLogType, dso: UnsafeRawPointer = #dsohandle, log: OSLog = .default, _ message: StaticString,
    _ args: any CVarArg...
) {
    LogRecorder.shared.record(FormatMessage.text(format: "\(message)", arguments: args), level: type, log: log)
}

/// Logs a message with arguments that are objects or collections of them (`%@` of an
/// `NSObject`, of `[CBPeripheral]`), as on iOS, where every `NSObject` and, bridged to `NSArray`
/// and `NSDictionary`, every array and dictionary is a `CVarArg`. On Linux they are not, so this
/// form takes any value: an argument that is a `CVarArg` is formatted as by the other form, any
/// other by `String(describing:)` (an object's `description`, an array's elements in brackets,
/// where iOS writes an `NSArray`'s parenthesised list).
@_disfavoredOverload
public func os_log(
    _ message: StaticString, dso: UnsafeRawPointer? = #dsohandle, log: OSLog = .default, type: OSLogType = .default,
    _ args: Any...
) {
    LogRecorder.shared.record(FormatMessage.text(format: "\(message)", arguments: args), level: type, log: log)
}

/// Logs a message at `type`'s level with arguments of any type (see the form without the level
/// first).
@_disfavoredOverload
public func os_log(
    _ type: OSLogType, dso: UnsafeRawPointer = #dsohandle, log: OSLog = .default, _ message: StaticString,
    _ args: Any...
) {
    LogRecorder.shared.record(FormatMessage.text(format: "\(message)", arguments: args), level: type, log: log)
}

/// Logs an interpolated message at `type`'s level (the form of iOS 14, with ``Logger``'s
/// interpolations: privacy, alignment, formats). A message without interpolations takes the
/// `StaticString` form above, as this one is disfavoured.
///
/// ```swift
/// import os
///
/// func logLoaded(count: Int) {
///     os_log(.info, "Loaded \(count, privacy: .public) rows")
/// }
/// ```
@_disfavoredOverload
public func os_log(
    _ type: OSLogType = .default, dso: UnsafeRawPointer = #dsohandle, log: OSLog = .default, _ message: OSLogMessage
) {
    LogRecorder.shared.record(message.text, level: type, log: log)
}

/// Logs an interpolated message at the default level (the form above without its level: Swift
/// matches a lone message to the level's place otherwise).
@_disfavoredOverload
public func os_log(dso: UnsafeRawPointer = #dsohandle, log: OSLog = .default, _ message: OSLogMessage) {
    LogRecorder.shared.record(message.text, level: .default, log: log)
}
