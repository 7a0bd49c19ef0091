// swift-format-ignore-file: AlwaysUseLowerCamelCase

import Foundation

/// A time of `value`/`timescale` seconds, as Core Media's `CMTimeMake`.
public func CMTimeMake(value: Int64, timescale: Int32) -> CMTime { CMTime(value: value, timescale: timescale) }

/// A time of `value`/`timescale` seconds in `epoch`, as Core Media's `CMTimeMakeWithEpoch`.
public func CMTimeMakeWithEpoch(value: Int64, timescale: Int32, epoch: Int64) -> CMTime {
    CMTime(value: value, timescale: timescale, flags: timescale > 0 ? .valid : [], epoch: epoch)
}

/// `seconds` at `preferredTimescale`, as Core Media's `CMTimeMakeWithSeconds`.
public func CMTimeMakeWithSeconds(_ seconds: Float64, preferredTimescale: Int32) -> CMTime {
    CMTime(seconds: seconds, preferredTimescale: preferredTimescale)
}

/// The time in seconds, as Core Media's `CMTimeGetSeconds` (``CMTime/seconds``).
public func CMTimeGetSeconds(_ time: CMTime) -> Float64 { time.seconds }

/// -1, 0 or 1 as `time1` is before, at or after `time2`, as Core Media's `CMTimeCompare`: invalid
/// times are equal to each other and after every other time; then positive infinity, then
/// indefinite times; negative infinity is before every other time; numeric times of a later epoch
/// are after those of an earlier one.
public func CMTimeCompare(_ time1: CMTime, _ time2: CMTime) -> Int32 {
    let (rank1, rank2) = (orderRank(time1), orderRank(time2))
    if rank1 != rank2 { return rank1 < rank2 ? -1 : 1 }
    guard rank1 == 1 else { return 0 }
    if time1.epoch != time2.epoch { return time1.epoch < time2.epoch ? -1 : 1 }
    let left = time1.value.multipliedFullWidth(by: Int64(time2.timescale))
    let right = time2.value.multipliedFullWidth(by: Int64(time1.timescale))
    if left.high != right.high { return left.high < right.high ? -1 : 1 }
    if left.low != right.low { return left.low < right.low ? -1 : 1 }
    return 0
}

/// Where a time stands in `CMTimeCompare`'s order of kinds: 0 negative infinity, 1 numeric,
/// 2 indefinite, 3 positive infinity, 4 invalid.
private func orderRank(_ time: CMTime) -> Int {
    if !time.isValid { return 4 }
    if time.isPositiveInfinity { return 3 }
    if time.isIndefinite { return 2 }
    if time.isNegativeInfinity { return 0 }
    return 1
}

/// The sum of two times, as Core Media's `CMTimeAdd`: invalid when either is invalid, when their
/// epochs differ, or for the two infinities together; indefinite when either is; infinite when
/// either is; otherwise at the least common multiple of the timescales, or at
/// ``kCMTimeMaxTimescale``, rounded, when that is larger. A sum too large for the value is infinite.
public func CMTimeAdd(_ lhs: CMTime, _ rhs: CMTime) -> CMTime { combine(lhs, rhs, negatingRight: false) }

/// The difference of two times, as Core Media's `CMTimeSubtract` (``CMTimeAdd(_:_:)``'s rules,
/// with the subtrahend's infinity turned).
public func CMTimeSubtract(_ lhs: CMTime, _ rhs: CMTime) -> CMTime { combine(lhs, rhs, negatingRight: true) }

private func combine(_ lhs: CMTime, _ rhs: CMTime, negatingRight: Bool) -> CMTime {
    guard lhs.isValid, rhs.isValid else { return .invalid }
    let rightPositive = negatingRight ? rhs.isNegativeInfinity : rhs.isPositiveInfinity
    let rightNegative = negatingRight ? rhs.isPositiveInfinity : rhs.isNegativeInfinity
    if (lhs.isPositiveInfinity && rightNegative) || (lhs.isNegativeInfinity && rightPositive) { return .invalid }
    if lhs.isIndefinite || rhs.isIndefinite { return .indefinite }
    if lhs.isPositiveInfinity || rightPositive { return .positiveInfinity }
    if lhs.isNegativeInfinity || rightNegative { return .negativeInfinity }
    guard lhs.epoch == rhs.epoch else { return .invalid }
    let (left, right) = (Int64(lhs.timescale), Int64(rhs.timescale))
    let common = left / greatestCommonDivisor(left, right) * right
    let rounded = lhs.hasBeenRounded || rhs.hasBeenRounded
    if common <= Int64(kCMTimeMaxTimescale) {
        let (scaledLeft, overflowLeft) = lhs.value.multipliedReportingOverflow(by: common / left)
        var (scaledRight, overflowRight) = rhs.value.multipliedReportingOverflow(by: common / right)
        if negatingRight { (scaledRight, overflowRight) = (0 &- scaledRight, overflowRight || scaledRight == .min) }
        let (sum, overflowSum) = scaledLeft.addingReportingOverflow(scaledRight)
        if !(overflowLeft || overflowRight || overflowSum) {
            return CMTime(
                value: sum, timescale: Int32(common), flags: rounded ? [.valid, .hasBeenRounded] : .valid,
                epoch: lhs.epoch)
        }
    }
    let seconds = lhs.seconds + (negatingRight ? -rhs.seconds : rhs.seconds)
    var result = CMTime(seconds: seconds, preferredTimescale: kCMTimeMaxTimescale)
    if result.isNumeric {
        result.flags.insert(.hasBeenRounded)
        result.epoch = lhs.epoch
    }
    return result
}

/// `time` times `multiplier`, as Core Media's `CMTimeMultiply`: at the same timescale, infinite
/// when the value overflows; a time that is not numeric keeps its kind (an infinity turned by a
/// negative multiplier, made invalid by zero).
public func CMTimeMultiply(_ time: CMTime, multiplier: Int32) -> CMTime {
    if let special = multipliedSpecial(time, sign: Int(multiplier.signum())) { return special }
    let (product, overflow) = time.value.multipliedReportingOverflow(by: Int64(multiplier))
    guard !overflow else { return (time.value < 0) != (multiplier < 0) ? .negativeInfinity : .positiveInfinity }
    return CMTime(value: product, timescale: time.timescale, flags: time.flags, epoch: time.epoch)
}

/// `time` times `multiplier`, as Core Media's `CMTimeMultiplyByFloat64`: at the same timescale,
/// rounded half away from zero.
public func CMTimeMultiplyByFloat64(_ time: CMTime, multiplier: Float64) -> CMTime {
    guard !multiplier.isNaN else { return .invalid }
    if let special = multipliedSpecial(time, sign: multiplier > 0 ? 1 : multiplier < 0 ? -1 : 0) { return special }
    var result = CMTime(seconds: time.seconds * multiplier, preferredTimescale: time.timescale)
    if result.isNumeric {
        result.epoch = time.epoch
        if time.hasBeenRounded { result.flags.insert(.hasBeenRounded) }
    }
    return result
}

/// `time` times `multiplier` over `divisor`, as Core Media's `CMTimeMultiplyByRatio`, at the same
/// timescale, in integers, rounded half away from zero; invalid when `divisor` is zero.
public func CMTimeMultiplyByRatio(_ time: CMTime, multiplier: Int32, divisor: Int32) -> CMTime {
    guard divisor != 0 else { return .invalid }
    let sign = (multiplier < 0) != (divisor < 0) ? -1 : 1
    if let special = multipliedSpecial(time, sign: multiplier == 0 ? 0 : sign) { return special }
    let (product, overflow) = time.value.multipliedReportingOverflow(by: Int64(multiplier))
    guard !overflow else { return CMTimeMultiplyByFloat64(time, multiplier: Double(multiplier) / Double(divisor)) }
    let (quotient, remainder) = product.quotientAndRemainder(dividingBy: Int64(divisor))
    let awayFromZero =
        2 * magnitude(remainder) >= magnitude(Int64(divisor)) ? ((product < 0) != (divisor < 0) ? -1 : 1) : 0
    var flags = time.flags
    if remainder != 0 { flags.insert(.hasBeenRounded) }
    return CMTime(value: quotient + Int64(awayFromZero), timescale: time.timescale, flags: flags, epoch: time.epoch)
}

private func multipliedSpecial(_ time: CMTime, sign: Int) -> CMTime? {
    if !time.isValid { return .invalid }
    if time.isIndefinite { return .indefinite }
    guard time.isPositiveInfinity || time.isNegativeInfinity else { return nil }
    if sign == 0 { return .invalid }
    return time.isPositiveInfinity == (sign > 0) ? .positiveInfinity : .negativeInfinity
}

/// `time` at `newTimescale`, its value rounded by `method`, as Core Media's `CMTimeConvertScale`:
/// a time that is not numeric, or a timescale that is not positive, gives the time unchanged or
/// invalid as Core Media does.
public func CMTimeConvertScale(_ time: CMTime, timescale newTimescale: Int32, method: CMTimeRoundingMethod)
    -> CMTime
{
    guard time.isNumeric else { return time }
    guard newTimescale > 0 else { return .invalid }
    if newTimescale == time.timescale { return time }
    let exact = Double(time.value) * Double(newTimescale) / Double(time.timescale)
    let value: Double
    switch method {
    case .roundHalfAwayFromZero: value = exact.rounded(.toNearestOrAwayFromZero)
    case .roundTowardZero: value = exact.rounded(.towardZero)
    case .roundAwayFromZero: value = exact.rounded(.awayFromZero)
    case .roundTowardNegativeInfinity: value = exact.rounded(.down)
    case .roundTowardPositiveInfinity: value = exact.rounded(.up)
    case .quickTime: value = newTimescale < time.timescale ? exact.rounded(.towardZero) : exact.rounded()
    }
    guard abs(value) < 9.2e18 else { return exact > 0 ? .positiveInfinity : .negativeInfinity }
    var flags = time.flags
    if value != exact { flags.insert(.hasBeenRounded) }
    return CMTime(value: CMTimeValue(value), timescale: newTimescale, flags: flags, epoch: time.epoch)
}

/// The earlier of two times (`CMTimeCompare`'s order), as Core Media's `CMTimeMinimum`.
public func CMTimeMinimum(_ time1: CMTime, _ time2: CMTime) -> CMTime {
    CMTimeCompare(time1, time2) <= 0 ? time1 : time2
}
/// The later of two times, as Core Media's `CMTimeMaximum`.
public func CMTimeMaximum(_ time1: CMTime, _ time2: CMTime) -> CMTime {
    CMTimeCompare(time1, time2) >= 0 ? time1 : time2
}

/// The time's absolute value, as Core Media's `CMTimeAbsoluteValue` (negative infinity becomes positive).
public func CMTimeAbsoluteValue(_ time: CMTime) -> CMTime {
    if time.isNegativeInfinity { return .positiveInfinity }
    guard time.isNumeric, time.value < 0 else { return time }
    return CMTimeMultiply(time, multiplier: -1)
}

/// Core Media's `CMTIME_IS_VALID`.
public func CMTIME_IS_VALID(_ time: CMTime) -> Bool { time.isValid }
/// Core Media's `CMTIME_IS_INVALID`.
public func CMTIME_IS_INVALID(_ time: CMTime) -> Bool { !time.isValid }
/// Core Media's `CMTIME_IS_INDEFINITE`.
public func CMTIME_IS_INDEFINITE(_ time: CMTime) -> Bool { time.isIndefinite }
/// Core Media's `CMTIME_IS_POSITIVE_INFINITY`.
public func CMTIME_IS_POSITIVE_INFINITY(_ time: CMTime) -> Bool { time.isPositiveInfinity }
/// Core Media's `CMTIME_IS_NEGATIVE_INFINITY`.
public func CMTIME_IS_NEGATIVE_INFINITY(_ time: CMTime) -> Bool { time.isNegativeInfinity }
/// Core Media's `CMTIME_IS_NUMERIC`.
public func CMTIME_IS_NUMERIC(_ time: CMTime) -> Bool { time.isNumeric }
/// Core Media's `CMTIME_HAS_BEEN_ROUNDED`.
public func CMTIME_HAS_BEEN_ROUNDED(_ time: CMTime) -> Bool { time.hasBeenRounded }

extension CMTime {
    /// The sum of two times (``CMTimeAdd(_:_:)``).
    public static func + (addend1: CMTime, addend2: CMTime) -> CMTime { CMTimeAdd(addend1, addend2) }
    /// The difference of two times (``CMTimeSubtract(_:_:)``).
    public static func - (minuend: CMTime, subtrahend: CMTime) -> CMTime { CMTimeSubtract(minuend, subtrahend) }
    public static func += (addend1: inout CMTime, addend2: CMTime) { addend1 = addend1 + addend2 }
    public static func -= (minuend: inout CMTime, subtrahend: CMTime) { minuend = minuend - subtrahend }
    /// `time` times `multiplier` (``CMTimeMultiply(_:multiplier:)``).
    public static func * (time: CMTime, multiplier: Int32) -> CMTime { CMTimeMultiply(time, multiplier: multiplier) }
    public static func * (multiplier: Int32, time: CMTime) -> CMTime { CMTimeMultiply(time, multiplier: multiplier) }
    /// `time` times `multiplier` (``CMTimeMultiplyByFloat64(_:multiplier:)``).
    public static func * (time: CMTime, multiplier: Float64) -> CMTime {
        CMTimeMultiplyByFloat64(time, multiplier: multiplier)
    }
    public static func * (multiplier: Float64, time: CMTime) -> CMTime {
        CMTimeMultiplyByFloat64(time, multiplier: multiplier)
    }
    public static func *= (time: inout CMTime, multiplier: Int32) { time = time * multiplier }
    public static func *= (time: inout CMTime, multiplier: Float64) { time = time * multiplier }
}
