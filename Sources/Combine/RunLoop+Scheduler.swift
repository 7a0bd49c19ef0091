import Foundation
import OpenCombine

/// A run loop as a scheduler, as Apple's Foundation declares it: `receive(on: RunLoop.main)`,
/// `debounce(for: .milliseconds(300), scheduler: RunLoop.main)`. Work runs when the run loop runs
/// in one of its common modes; `RunLoop.main`'s runs on the main dispatch queue, which the main
/// run loop drains when it runs. Linux-only: a Swift Testing or async test process never runs the
/// main run loop (its main thread waits in `dispatchMain()`), so a timer added to it would never
/// fire; the main queue runs there, as it does in an app.
extension RunLoop: OpenCombine.Scheduler {
    /// A moment, as `RunLoop.SchedulerTimeType`.
    public struct SchedulerTimeType: Strideable, Codable, Hashable, Sendable {
        /// The moment.
        public var date: Date

        /// The moment `date`.
        public init(_ date: Date) { self.date = date }

        /// The time from this moment to `other`.
        public func distance(to other: SchedulerTimeType) -> Stride { Stride(other.date.timeIntervalSince(date)) }

        /// The moment `stride` after this one.
        public func advanced(by stride: Stride) -> SchedulerTimeType {
            SchedulerTimeType(date.addingTimeInterval(stride.magnitude))
        }

        /// A span of seconds, as `RunLoop.SchedulerTimeType.Stride`.
        public struct Stride: _CellSnapSecondsStride {
            public typealias FloatLiteralType = TimeInterval
            public typealias IntegerLiteralType = TimeInterval
            public typealias Magnitude = TimeInterval

            /// The span in seconds.
            public var magnitude: TimeInterval

            /// A span of `timeInterval` seconds.
            public init(_ timeInterval: TimeInterval) { magnitude = timeInterval }
        }
    }

    /// How a run loop runs scheduled work, as `RunLoop.SchedulerOptions`: nothing to choose.
    public struct SchedulerOptions: Sendable {}

    /// The least tolerance: none.
    public var minimumTolerance: SchedulerTimeType.Stride { SchedulerTimeType.Stride(0) }

    /// The present moment.
    public var now: SchedulerTimeType { SchedulerTimeType(Date()) }

    /// Runs `action` on the run loop, the next time it runs.
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        let work = ScheduledAction(action)
        if self === RunLoop.main { return DispatchQueue.main.async { work.run() } }
        perform(inModes: [.common]) { work.run() }
    }

    /// Runs `action` on the run loop at `date`.
    public func schedule(
        after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
        _ action: @escaping () -> Void
    ) {
        if self === RunLoop.main {
            let work = ScheduledAction(action)
            DispatchQueue.main.asyncAfter(deadline: .now() + max(0, date.date.timeIntervalSinceNow)) { work.run() }
        } else {
            scheduledTimer(on: self, at: date.date, interval: nil, tolerance: tolerance.magnitude, action)
        }
    }

    /// Runs `action` on the run loop at `date`, then every `interval`, until the returned value is
    /// cancelled.
    public func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
        options: SchedulerOptions?, _ action: @escaping () -> Void
    ) -> any Cancellable {
        if self === RunLoop.main {
            let timer = dispatchTimer(
                on: .main, at: date.date, interval: interval.magnitude, tolerance: tolerance.magnitude, action)
            return AnyCancellable { timer.cancel() }
        }
        let timer = scheduledTimer(
            on: self, at: date.date, interval: interval.magnitude, tolerance: tolerance.magnitude, action)
        return AnyCancellable { timer.invalidate() }
    }
}
