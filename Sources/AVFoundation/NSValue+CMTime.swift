import CellSnapFoundation
import CoreMedia
import Foundation

/// AVFoundation's additions to `NSValue` (AVTime.h), as apps box times and ranges in arrays and
/// key-value observing (`AVPlayerItem.loadedTimeRanges`, `addBoundaryTimeObserver(forTimes:)`):
/// boxed as CellSnapFoundation boxes structures, equal when they box the same value.
///
/// ```swift
/// let boxed = NSValue(time: CMTime(value: 3, timescale: 1))
/// boxed.timeValue.seconds   // 3.0
/// ```
extension NSValue {
    /// A value holding `time`.
    public convenience init(time: CMTime) { self.init(boxing: time) }
    /// A value holding `timeRange`.
    public convenience init(timeRange: CMTimeRange) { self.init(boxing: timeRange) }

    /// The time the value holds (`.invalid` when it holds none).
    public var timeValue: CMTime { boxedStructure() ?? .invalid }
    /// The time range the value holds (`.invalid` when it holds none).
    public var timeRangeValue: CMTimeRange { boxedStructure() ?? .invalid }
}
