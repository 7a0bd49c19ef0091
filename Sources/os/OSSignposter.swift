import Foundation

/// A signpost's identifier, as `OSSignpostID`.
public struct OSSignpostID: Hashable, Comparable, Sendable {
    public let rawValue: UInt64
    public init(_ value: UInt64) { rawValue = value }
    public static let exclusive = OSSignpostID(0xEEEE_B0B5_B2B2_EEEE)
    public static let invalid = OSSignpostID(0)
    public static let null = OSSignpostID(0)
    public static func < (lhs: OSSignpostID, rhs: OSSignpostID) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// An interval a signposter began, as `OSSignpostIntervalState`.
public final class OSSignpostIntervalState: Sendable {
    /// The interval's identifier.
    public let signpostID: OSSignpostID
    init(_ id: OSSignpostID) { signpostID = id }
}

/// Signposts for Instruments, as `os`'s `OSSignposter`. Signposts measure time in Instruments,
/// which does not run on Linux: they are accepted and record nothing (no visible effect), and
/// `withIntervalSignpost` runs its work and returns its result.
///
/// ```swift
/// let signposter = OSSignposter()
/// let result = signposter.withIntervalSignpost("Decode") { 42 }
/// ```
public struct OSSignposter: Sendable {
    private let nextID = NextID()

    public init() {}
    public init(subsystem: String, category: String) {}
    public init(logHandle: OSLog) {}
    public init(logger: Logger) {}

    /// A signposter that records nothing.
    public static let disabled = OSSignposter()
    /// Whether signposts are recorded: no, on Linux.
    public var isEnabled: Bool { false }

    /// A new identifier, different from the last (counting up from 1).
    public func makeSignpostID() -> OSSignpostID { OSSignpostID(nextID.next()) }
    /// An identifier made from `object`'s address.
    public func makeSignpostID(from object: AnyObject) -> OSSignpostID {
        OSSignpostID(UInt64(UInt(bitPattern: ObjectIdentifier(object).hashValue)))
    }

    public func beginInterval(_ name: StaticString, id: OSSignpostID = .exclusive) -> OSSignpostIntervalState {
        OSSignpostIntervalState(id)
    }
    public func beginInterval(_ name: StaticString, id: OSSignpostID = .exclusive, _ message: OSLogMessage)
        -> OSSignpostIntervalState
    {
        OSSignpostIntervalState(id)
    }
    public func endInterval(_ name: StaticString, _ state: OSSignpostIntervalState) {}
    public func endInterval(_ name: StaticString, _ state: OSSignpostIntervalState, _ message: OSLogMessage) {}
    public func emitEvent(_ name: StaticString, id: OSSignpostID = .exclusive) {}
    public func emitEvent(_ name: StaticString, id: OSSignpostID = .exclusive, _ message: OSLogMessage) {}

    /// Runs `task` and returns its result.
    public func withIntervalSignpost<T>(
        _ name: StaticString, id: OSSignpostID = .exclusive, around task: () throws -> T
    ) rethrows -> T {
        try task()
    }

    /// Runs `task` and returns its result.
    public func withIntervalSignpost<T>(
        _ name: StaticString, id: OSSignpostID = .exclusive, _ message: OSLogMessage, around task: () throws -> T
    ) rethrows -> T {
        try task()
    }

    private final class NextID: Sendable {
        private let value = NSLock()
        nonisolated(unsafe) private var last: UInt64 = 0
        func next() -> UInt64 {
            value.withLock {
                last += 1
                return last
            }
        }
    }
}
