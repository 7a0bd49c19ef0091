// swift-format-ignore-file: AlwaysUseLowerCamelCase

// (the SDK's C names, kept as apps call them)
import Foundation

// Signposts mark intervals and events for Instruments. Linux has no Instruments and nothing reads
// them, so they are accepted and record nothing (`OSLog.signpostsEnabled` is false); the
// interval API still runs what it wraps.

/// An identifier that pairs a signpost interval's begin and end.
public struct OSSignpostID: Comparable, Hashable, Sendable {
    public let rawValue: UInt64
    public init(_ value: UInt64) { rawValue = value }
    public init(log: OSLog) { self.init(OSSignpostID.next()) }
    public init(log: OSLog, object: AnyObject) {
        self.init(UInt64(UInt(bitPattern: ObjectIdentifier(object).hashValue)))
    }

    public static let exclusive = OSSignpostID(0xEEEE_B0B5_B2B2_EEEE)
    public static let invalid = OSSignpostID(UInt64.max)
    public static let null = OSSignpostID(0)

    public static func < (lhs: OSSignpostID, rhs: OSSignpostID) -> Bool { lhs.rawValue < rhs.rawValue }

    private static let counter = OSAllocatedUnfairLock(initialState: UInt64(0))
    private static func next() -> UInt64 {
        counter.withLock {
            $0 += 1
            return $0
        }
    }
}

/// A signpost's kind.
public struct OSSignpostType: Equatable, Hashable, RawRepresentable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public static let event = OSSignpostType(rawValue: 0)
    public static let begin = OSSignpostType(rawValue: 1)
    public static let end = OSSignpostType(rawValue: 2)
}

/// Marks a signpost: accepted, and recorded nowhere on Linux.
public func os_signpost(
    _ type: OSSignpostType, dso: UnsafeRawPointer = #dsohandle, log: OSLog, name: StaticString,
    signpostID: OSSignpostID = .exclusive
) {}

/// Marks a signpost with a formatted message: accepted, and recorded nowhere on Linux.
public func os_signpost(
    _ type: OSSignpostType, dso: UnsafeRawPointer = #dsohandle, log: OSLog, name: StaticString,
    signpostID: OSSignpostID = .exclusive, _ format: StaticString, _ arguments: any CVarArg...
) {}

/// A signpost's message, written with interpolation as a log message is.
public struct SignpostMetadata: ExpressibleByStringInterpolation, ExpressibleByStringLiteral, Sendable {
    public init(stringInterpolation: OSLogInterpolation) {}
    public init(stringLiteral value: String) {}
}

/// A begun interval, which its end takes.
public final class OSSignpostIntervalState: Sendable {
    public let signpostID: OSSignpostID
    init(signpostID: OSSignpostID) { self.signpostID = signpostID }
}

/// Marks intervals and events for Instruments; on Linux it records nothing, and runs what it wraps.
public struct OSSignposter: Sendable {
    let log: OSLog

    public init(subsystem: String, category: String) { log = OSLog(subsystem: subsystem, category: category) }
    public init(subsystem: String, category: OSLog.Category) { log = OSLog(subsystem: subsystem, category: category) }
    public init(logger: Logger) { log = logger.log }
    public init(logHandle: OSLog) { log = logHandle }
    public init() { log = .default }

    public static let disabled = OSSignposter(logHandle: .disabled)

    public var isEnabled: Bool { log.signpostsEnabled }
    public func makeSignpostID() -> OSSignpostID { OSSignpostID(log: log) }
    public func makeSignpostID(from object: AnyObject) -> OSSignpostID { OSSignpostID(log: log, object: object) }

    public func emitEvent(_ name: StaticString, id: OSSignpostID = .exclusive) {}
    public func emitEvent(_ name: StaticString, id: OSSignpostID = .exclusive, _ message: SignpostMetadata) {}

    public func beginInterval(_ name: StaticString, id: OSSignpostID = .exclusive) -> OSSignpostIntervalState {
        OSSignpostIntervalState(signpostID: id)
    }
    public func beginInterval(_ name: StaticString, id: OSSignpostID = .exclusive, _ message: SignpostMetadata)
        -> OSSignpostIntervalState
    {
        OSSignpostIntervalState(signpostID: id)
    }
    public func beginAnimationInterval(_ name: StaticString, id: OSSignpostID = .exclusive) -> OSSignpostIntervalState {
        OSSignpostIntervalState(signpostID: id)
    }
    public func endInterval(_ name: StaticString, _ state: OSSignpostIntervalState) {}
    public func endInterval(_ name: StaticString, _ state: OSSignpostIntervalState, _ message: SignpostMetadata) {}

    public func withIntervalSignpost<T>(
        _ name: StaticString, id: OSSignpostID = .exclusive, around task: () throws -> T
    ) rethrows -> T {
        try task()
    }
    public func withIntervalSignpost<T>(
        _ name: StaticString, id: OSSignpostID = .exclusive, _ message: SignpostMetadata, around task: () throws -> T
    ) rethrows -> T {
        try task()
    }
}
