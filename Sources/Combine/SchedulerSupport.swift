import Foundation
import OpenCombine

/// The arithmetic of a span of seconds, shared by the strides of the run-loop and operation-queue
/// schedulers (Apple's Foundation declares the two types alike).
public protocol _CellSnapSecondsStride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric,
    ExpressibleByFloatLiteral, Hashable, Codable, Sendable
where Magnitude == TimeInterval, FloatLiteralType == TimeInterval, IntegerLiteralType == TimeInterval {
    /// The span in seconds.
    var magnitude: TimeInterval { get set }
    /// A span of `timeInterval` seconds.
    init(_ timeInterval: TimeInterval)
}

extension _CellSnapSecondsStride {
    /// The span in seconds.
    public var timeInterval: TimeInterval { magnitude }

    public init(integerLiteral value: TimeInterval) { self.init(value) }
    public init(floatLiteral value: TimeInterval) { self.init(value) }
    public init?<Source: BinaryInteger>(exactly source: Source) {
        guard let seconds = TimeInterval(exactly: source) else { return nil }
        self.init(seconds)
    }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.magnitude < rhs.magnitude }
    public static func + (lhs: Self, rhs: Self) -> Self { Self(lhs.magnitude + rhs.magnitude) }
    public static func - (lhs: Self, rhs: Self) -> Self { Self(lhs.magnitude - rhs.magnitude) }
    public static func * (lhs: Self, rhs: Self) -> Self { Self(lhs.magnitude * rhs.magnitude) }
    public static func += (lhs: inout Self, rhs: Self) { lhs.magnitude += rhs.magnitude }
    public static func -= (lhs: inout Self, rhs: Self) { lhs.magnitude -= rhs.magnitude }
    public static func *= (lhs: inout Self, rhs: Self) { lhs.magnitude *= rhs.magnitude }

    public static func seconds(_ s: Int) -> Self { Self(TimeInterval(s)) }
    public static func seconds(_ s: Double) -> Self { Self(s) }
    public static func milliseconds(_ ms: Int) -> Self { Self(TimeInterval(ms) / 1_000) }
    public static func microseconds(_ us: Int) -> Self { Self(TimeInterval(us) / 1_000_000) }
    public static func nanoseconds(_ ns: Int) -> Self { Self(TimeInterval(ns) / 1_000_000_000) }
}

/// A timer on `runLoop` (in its common modes) that runs `action` at `date`, then every `interval`
/// when one is given; returns the timer, which `invalidate()` stops.
@discardableResult func scheduledTimer(
    on runLoop: RunLoop, at date: Date, interval: TimeInterval?, tolerance: TimeInterval,
    _ action: @escaping () -> Void
) -> Timer {
    let timer = Timer(fire: date, interval: interval ?? 0, repeats: interval != nil) { _ in action() }
    timer.tolerance = tolerance
    runLoop.add(timer, forMode: .common)
    return timer
}

/// A dispatch timer on `queue` that runs `action` at `date`, then every `interval`; `cancel()`
/// stops it.
func dispatchTimer(
    on queue: DispatchQueue = .global(), at date: Date, interval: TimeInterval, tolerance: TimeInterval,
    _ action: @escaping () -> Void
) -> any DispatchSourceTimer {
    let timer = DispatchSource.makeTimerSource(queue: queue)
    timer.setEventHandler(handler: action)
    let leeway = DispatchTimeInterval.nanoseconds(Int(max(0, tolerance) * 1_000_000_000))
    timer.schedule(
        deadline: .now() + max(0, date.timeIntervalSinceNow), repeating: max(interval, 0.000_001), leeway: leeway)
    timer.resume()
    return timer
}

/// A scheduler's work, handed to Dispatch and Foundation, which take `@Sendable` closures: the
/// `Scheduler` protocol takes a plain one, and whether it may run on the scheduler's thread is
/// its caller's business, as with Apple's schedulers.
struct ScheduledAction: @unchecked Sendable {
    let run: () -> Void
    init(_ run: @escaping () -> Void) { self.run = run }
}
