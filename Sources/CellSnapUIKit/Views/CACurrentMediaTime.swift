// swift-format-ignore-file: AlwaysUseLowerCamelCase

import Foundation

/// The current time of Core Animation's clock, in seconds, as Quartz Core's
/// `CACurrentMediaTime()`: a monotonic clock (Linux's `CLOCK_MONOTONIC`, as iOS's is the host's
/// time since it started), for measuring how long something takes; it never changes what is drawn
/// (animations are over when they are added).
public func CACurrentMediaTime() -> CFTimeInterval {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return CFTimeInterval(now.tv_sec) + CFTimeInterval(now.tv_nsec) / 1_000_000_000
}
