// `import CoreMedia` on Linux: Core Media's time values (`CMTime`, `CMTimeRange`) and the
// functions over them, as media code uses them with AVFoundation, and sample buffers. As the SDK's
// module does, it brings Foundation and Core Video.
@_exported import CoreVideo
@_exported import Foundation

/// A time's numerator, as Core Media's `CMTimeValue`.
public typealias CMTimeValue = Int64
/// A time's denominator, units a second, as Core Media's `CMTimeScale`.
public typealias CMTimeScale = Int32
/// A time's epoch, as Core Media's `CMTimeEpoch`: times of a later epoch are later.
public typealias CMTimeEpoch = Int64

/// The largest timescale a time has after arithmetic, as Core Media's `kCMTimeMaxTimescale`.
public let kCMTimeMaxTimescale: Int32 = 1_000_000_000

/// What a time is, as Core Media's `CMTimeFlags` (its raw values).
public struct CMTimeFlags: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The time is valid; without it, the time is invalid whatever its other fields.
    public static let valid = CMTimeFlags(rawValue: 1 << 0)
    /// The value was rounded: the time is not exactly what was asked for.
    public static let hasBeenRounded = CMTimeFlags(rawValue: 1 << 1)
    /// The time is positive infinity.
    public static let positiveInfinity = CMTimeFlags(rawValue: 1 << 2)
    /// The time is negative infinity.
    public static let negativeInfinity = CMTimeFlags(rawValue: 1 << 3)
    /// The time is not known (a live stream's duration).
    public static let indefinite = CMTimeFlags(rawValue: 1 << 4)
    /// The flags that say a time is not numeric.
    public static let impliedValueFlagsMask: CMTimeFlags = [.positiveInfinity, .negativeInfinity, .indefinite]
}

/// How a time's value is rounded into another timescale, as Core Media's `CMTimeRoundingMethod`.
public enum CMTimeRoundingMethod: UInt32, Hashable, Sendable {
    case roundHalfAwayFromZero = 1, roundTowardZero, roundAwayFromZero, quickTime, roundTowardNegativeInfinity
    case roundTowardPositiveInfinity
    /// Core Media's default: half away from zero.
    public static let `default` = CMTimeRoundingMethod.roundHalfAwayFromZero
}
