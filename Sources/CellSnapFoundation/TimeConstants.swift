// swift-format-ignore-file: AlwaysUseLowerCamelCase

// (the C names of Darwin's time.h, kept as apps use them)
import Foundation

// Darwin's time constants, which `import Foundation` brings on Apple platforms and Linux's
// Foundation and Dispatch lack (`.now() + .nanoseconds(Int(200 * NSEC_PER_MSEC))`).

/// Nanoseconds in a second.
public var NSEC_PER_SEC: UInt64 { 1_000_000_000 }
/// Nanoseconds in a millisecond.
public var NSEC_PER_MSEC: UInt64 { 1_000_000 }
/// Nanoseconds in a microsecond.
public var NSEC_PER_USEC: UInt64 { 1_000 }
/// Microseconds in a second.
public var USEC_PER_SEC: UInt64 { 1_000_000 }
