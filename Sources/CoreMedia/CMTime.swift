import Foundation

/// A time as a rational number of seconds, as Core Media's `CMTime`: ``value`` over
/// ``timescale``, with ``flags`` that make it invalid, indefinite or infinite, and an ``epoch``.
/// Arithmetic and comparison follow Core Media's rules (`CMTimeAdd`, `CMTimeCompare`): an invalid
/// operand makes an invalid result, infinities absorb numeric times, and a sum's timescale is the
/// least common multiple of the operands' (at most ``kCMTimeMaxTimescale``, rounding beyond).
///
/// ```swift
/// let time = CMTime(value: 3, timescale: 2) + CMTime(seconds: 0.25, preferredTimescale: 600)
/// time.seconds   // 1.75
/// ```
public struct CMTime: Hashable, Sendable {
    public var value: CMTimeValue
    public var timescale: CMTimeScale
    public var flags: CMTimeFlags
    public var epoch: CMTimeEpoch

    /// The zeroed time, as the C struct's `CMTime()`: its flags empty, so invalid (`CMTime.invalid`).
    public init() { self.init(value: 0, timescale: 0, flags: [], epoch: 0) }

    /// A time of the four fields as given.
    public init(value: CMTimeValue, timescale: CMTimeScale, flags: CMTimeFlags, epoch: CMTimeEpoch) {
        (self.value, self.timescale, self.flags, self.epoch) = (value, timescale, flags, epoch)
    }

    /// A valid time of `value`/`timescale` seconds (`CMTimeMake`); invalid when `timescale` is not
    /// positive, as Core Media's.
    public init(value: CMTimeValue, timescale: CMTimeScale) {
        self.init(value: value, timescale: timescale, flags: timescale > 0 ? .valid : [], epoch: 0)
    }

    /// `seconds` at `preferredTimescale` (`CMTimeMakeWithSeconds`): the value rounded half away
    /// from zero (``CMTimeFlags/hasBeenRounded`` when it moved), the timescale halved until the
    /// value fits; NaN makes an invalid time and the infinities the infinite ones.
    public init(seconds: Double, preferredTimescale: CMTimeScale) {
        guard preferredTimescale > 0, !seconds.isNaN else {
            self = .invalid
            return
        }
        if seconds.isInfinite {
            self = seconds > 0 ? .positiveInfinity : .negativeInfinity
            return
        }
        var timescale = preferredTimescale
        while timescale > 1, abs(seconds * Double(timescale)) >= 9.2e18 { timescale /= 2 }
        let exact = seconds * Double(timescale)
        guard abs(exact) < 9.2e18 else {
            self = seconds > 0 ? .positiveInfinity : .negativeInfinity
            return
        }
        let rounded = exact.rounded(.toNearestOrAwayFromZero)
        self.init(
            value: CMTimeValue(rounded), timescale: timescale,
            flags: rounded == exact && timescale == preferredTimescale ? .valid : [.valid, .hasBeenRounded], epoch: 0)
    }

    /// The time in seconds: `value / timescale`; NaN for an invalid or indefinite time, and the
    /// infinities for the infinite ones.
    public var seconds: Double {
        if !isValid || isIndefinite { return .nan }
        if isPositiveInfinity { return .infinity }
        if isNegativeInfinity { return -.infinity }
        return Double(value) / Double(timescale)
    }

    /// Whether the time is valid (flagged valid, with a positive timescale or an implied value).
    public var isValid: Bool {
        flags.contains(.valid) && (timescale > 0 || !flags.intersection(.impliedValueFlagsMask).isEmpty)
    }
    /// Whether the time is indefinite.
    public var isIndefinite: Bool { isValid && flags.contains(.indefinite) }
    /// Whether the time is positive infinity.
    public var isPositiveInfinity: Bool { isValid && flags.contains(.positiveInfinity) }
    /// Whether the time is negative infinity.
    public var isNegativeInfinity: Bool { isValid && flags.contains(.negativeInfinity) }
    /// Whether the time is a number: valid, neither indefinite nor infinite.
    public var isNumeric: Bool { isValid && flags.intersection(.impliedValueFlagsMask).isEmpty }
    /// Whether the value was rounded.
    public var hasBeenRounded: Bool { isNumeric && flags.contains(.hasBeenRounded) }

    /// The time at `newTimescale`, its value rounded by `method` (`CMTimeConvertScale`).
    public func convertScale(_ newTimescale: Int32, method: CMTimeRoundingMethod) -> CMTime {
        CMTimeConvertScale(self, timescale: newTimescale, method: method)
    }

    /// Zero seconds (`kCMTimeZero`).
    public static let zero = CMTime(value: 0, timescale: 1)
    /// An invalid time (`kCMTimeInvalid`).
    public static let invalid = CMTime(value: 0, timescale: 0, flags: [], epoch: 0)
    /// A time not known (`kCMTimeIndefinite`).
    public static let indefinite = CMTime(value: 0, timescale: 0, flags: [.valid, .indefinite], epoch: 0)
    /// Positive infinity (`kCMTimePositiveInfinity`).
    public static let positiveInfinity = CMTime(value: 0, timescale: 0, flags: [.valid, .positiveInfinity], epoch: 0)
    /// Negative infinity (`kCMTimeNegativeInfinity`).
    public static let negativeInfinity = CMTime(value: 0, timescale: 0, flags: [.valid, .negativeInfinity], epoch: 0)
}

extension CMTime: Comparable {
    /// Core Media's `CMTimeCompare(lhs, rhs) == 0`.
    public static func == (lhs: CMTime, rhs: CMTime) -> Bool { CMTimeCompare(lhs, rhs) == 0 }
    public static func < (lhs: CMTime, rhs: CMTime) -> Bool { CMTimeCompare(lhs, rhs) < 0 }

    /// Hashes the seconds the time stands for, so that equal times hash alike (1/2 and 2/4).
    public func hash(into hasher: inout Hasher) {
        if isNumeric {
            let divisor = greatestCommonDivisor(magnitude(value), Int64(timescale))
            hasher.combine(value / max(divisor, 1))
            hasher.combine(Int64(timescale) / max(divisor, 1))
            hasher.combine(epoch)
        } else {
            hasher.combine(isValid ? flags.intersection(.impliedValueFlagsMask).rawValue : 0)
        }
    }
}

extension CMTime: CustomStringConvertible {
    /// `value/timescale = seconds`, as Core Media's `CMTimeShow`, or the kind of a time that is not numeric.
    public var description: String {
        if !isValid { return "CMTime: invalid" }
        if isIndefinite { return "CMTime: indefinite" }
        if isPositiveInfinity { return "CMTime: +infinity" }
        if isNegativeInfinity { return "CMTime: -infinity" }
        return "CMTime: \(value)/\(timescale) = \(seconds)"
    }
}

func magnitude(_ value: Int64) -> Int64 { value == .min ? .max : abs(value) }

func greatestCommonDivisor(_ first: Int64, _ second: Int64) -> Int64 {
    var (a, b) = (first, second)
    while b != 0 { (a, b) = (b, a % b) }
    return a
}
