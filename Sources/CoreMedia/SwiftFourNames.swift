// Core Media's names before Swift 4.2, which gave its constants static names and its make
// functions argument labels (`kCMTimeZero` became `CMTime.zero`, `CMTimeMake(_:_:)` became
// `CMTimeMake(value:timescale:)`). As the SDK declares them: available to code compiled in the
// Swift 4 language mode, and in later modes an error naming the new name.
// swift-format-ignore-file: AlwaysUseLowerCamelCase

/// Swift 4's name of ``CMTime/zero``.
@available(swift, obsoleted: 4.2, renamed: "CMTime.zero")
public let kCMTimeZero = CMTime.zero
/// Swift 4's name of ``CMTime/invalid``.
@available(swift, obsoleted: 4.2, renamed: "CMTime.invalid")
public let kCMTimeInvalid = CMTime.invalid
/// Swift 4's name of ``CMTime/indefinite``.
@available(swift, obsoleted: 4.2, renamed: "CMTime.indefinite")
public let kCMTimeIndefinite = CMTime.indefinite
/// Swift 4's name of ``CMTime/positiveInfinity``.
@available(swift, obsoleted: 4.2, renamed: "CMTime.positiveInfinity")
public let kCMTimePositiveInfinity = CMTime.positiveInfinity
/// Swift 4's name of ``CMTime/negativeInfinity``.
@available(swift, obsoleted: 4.2, renamed: "CMTime.negativeInfinity")
public let kCMTimeNegativeInfinity = CMTime.negativeInfinity
/// Swift 4's name of ``CMTimeRange/zero``.
@available(swift, obsoleted: 4.2, renamed: "CMTimeRange.zero")
public let kCMTimeRangeZero = CMTimeRange.zero
/// Swift 4's name of ``CMTimeRange/invalid``.
@available(swift, obsoleted: 4.2, renamed: "CMTimeRange.invalid")
public let kCMTimeRangeInvalid = CMTimeRange.invalid

/// Swift 4's form of ``CMTimeMake(value:timescale:)``.
@available(swift, obsoleted: 4.2, renamed: "CMTimeMake(value:timescale:)")
public func CMTimeMake(_ value: Int64, _ timescale: Int32) -> CMTime { CMTimeMake(value: value, timescale: timescale) }
/// Swift 4's form of ``CMTimeMakeWithSeconds(_:preferredTimescale:)``.
@available(swift, obsoleted: 4.2, renamed: "CMTimeMakeWithSeconds(_:preferredTimescale:)")
public func CMTimeMakeWithSeconds(_ seconds: Float64, _ preferredTimescale: Int32) -> CMTime {
    CMTimeMakeWithSeconds(seconds, preferredTimescale: preferredTimescale)
}
/// Swift 4's form of ``CMTimeRangeMake(start:duration:)``.
@available(swift, obsoleted: 4.2, renamed: "CMTimeRangeMake(start:duration:)")
public func CMTimeRangeMake(_ start: CMTime, _ duration: CMTime) -> CMTimeRange {
    CMTimeRangeMake(start: start, duration: duration)
}
/// Swift 4's form of ``CMTimeRangeFromTimeToTime(start:end:)``.
@available(swift, obsoleted: 4.2, renamed: "CMTimeRangeFromTimeToTime(start:end:)")
public func CMTimeRangeFromTimeToTime(_ start: CMTime, _ end: CMTime) -> CMTimeRange {
    CMTimeRangeFromTimeToTime(start: start, end: end)
}
