// swift-format-ignore-file: AlwaysUseLowerCamelCase

import Foundation

/// A span of time, as Core Media's `CMTimeRange`: a ``start`` and a ``duration``.
///
/// ```swift
/// let range = CMTimeRange(start: .zero, duration: CMTime(value: 10, timescale: 1))
/// range.containsTime(CMTime(value: 5, timescale: 1))   // true
/// ```
public struct CMTimeRange: Hashable, Sendable {
    public var start: CMTime
    public var duration: CMTime

    /// A range of `duration` from `start`.
    public init(start: CMTime, duration: CMTime) { (self.start, self.duration) = (start, duration) }

    /// The range from `start` to `end` (`CMTimeRangeFromTimeToTime`).
    public init(start: CMTime, end: CMTime) { self.init(start: start, duration: end - start) }

    /// Where the range ends: `start + duration`.
    public var end: CMTime { start + duration }
    /// Whether the range is valid: both times valid, the duration numeric or infinite, not negative.
    public var isValid: Bool {
        start.isValid && duration.isValid && duration.epoch == 0 && !duration.isNegativeInfinity
            && !(duration.isNumeric && duration.value < 0)
    }
    /// Whether the range is indefinite: valid, with an indefinite start or duration.
    public var isIndefinite: Bool { isValid && (start.isIndefinite || duration.isIndefinite) }
    /// Whether the range is empty: valid, with a zero duration.
    public var isEmpty: Bool { isValid && duration == .zero }

    /// Whether `time` is in the range: at or after the start, before the end.
    public func containsTime(_ time: CMTime) -> Bool {
        isValid && time.isValid && CMTimeCompare(time, start) >= 0 && CMTimeCompare(time, end) < 0
    }

    /// Whether `range` lies inside this one.
    public func containsTimeRange(_ range: CMTimeRange) -> Bool {
        isValid && range.isValid && CMTimeCompare(range.start, start) >= 0 && CMTimeCompare(range.end, end) <= 0
    }

    /// The part both ranges cover (an empty range at the later start when they do not meet).
    public func intersection(_ otherRange: CMTimeRange) -> CMTimeRange {
        guard isValid, otherRange.isValid else { return .invalid }
        let lower = CMTimeMaximum(start, otherRange.start), upper = CMTimeMinimum(end, otherRange.end)
        return CMTimeCompare(upper, lower) <= 0
            ? CMTimeRange(start: lower, duration: .zero) : CMTimeRange(start: lower, end: upper)
    }

    /// The smallest range that covers both.
    public func union(_ otherRange: CMTimeRange) -> CMTimeRange {
        guard isValid, otherRange.isValid else { return .invalid }
        return CMTimeRange(
            start: CMTimeMinimum(start, otherRange.start), end: CMTimeMaximum(end, otherRange.end))
    }

    /// The empty range at zero (`kCMTimeRangeZero`).
    public static let zero = CMTimeRange(start: .zero, duration: .zero)
    /// An invalid range (`kCMTimeRangeInvalid`).
    public static let invalid = CMTimeRange(start: .invalid, duration: .invalid)
}

/// A range of `duration` from `start`, as Core Media's `CMTimeRangeMake`.
public func CMTimeRangeMake(start: CMTime, duration: CMTime) -> CMTimeRange {
    CMTimeRange(start: start, duration: duration)
}
/// Where `range` ends, as Core Media's `CMTimeRangeGetEnd`.
public func CMTimeRangeGetEnd(_ range: CMTimeRange) -> CMTime { range.end }
/// Whether `time` is in `range`, as Core Media's `CMTimeRangeContainsTime`.
public func CMTimeRangeContainsTime(_ range: CMTimeRange, time: CMTime) -> Bool { range.containsTime(time) }
/// The range from `start` to `end`, as Core Media's `CMTimeRangeFromTimeToTime`.
public func CMTimeRangeFromTimeToTime(start: CMTime, end: CMTime) -> CMTimeRange { CMTimeRange(start: start, end: end) }

/// A video's size in pixels, as Core Media's `CMVideoDimensions`.
public struct CMVideoDimensions: Hashable, Sendable {
    public var width: Int32
    public var height: Int32
    public init(width: Int32, height: Int32) { (self.width, self.height) = (width, height) }
    public init() { self.init(width: 0, height: 0) }
}
