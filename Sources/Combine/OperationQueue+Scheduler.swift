import Foundation
import OpenCombine

/// An operation queue as a scheduler, as Apple's Foundation declares it:
/// `receive(on: OperationQueue.main)`. Delayed work waits on a dispatch timer, then is added to
/// the queue as an operation.
extension OperationQueue: OpenCombine.Scheduler {
    /// A moment, as `OperationQueue.SchedulerTimeType`.
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

        /// A span of seconds, as `OperationQueue.SchedulerTimeType.Stride`.
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

    /// How a queue runs scheduled work, as `OperationQueue.SchedulerOptions`: nothing to choose.
    public struct SchedulerOptions: Sendable {}

    /// The least tolerance: none.
    public var minimumTolerance: SchedulerTimeType.Stride { SchedulerTimeType.Stride(0) }

    /// The present moment.
    public var now: SchedulerTimeType { SchedulerTimeType(Date()) }

    /// Adds `action` to the queue.
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        let work = ScheduledAction(action)
        addOperation { work.run() }
    }

    /// Adds `action` to the queue at `date`.
    public func schedule(
        after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
        _ action: @escaping () -> Void
    ) {
        let work = ScheduledAction(action)
        DispatchQueue.global().asyncAfter(deadline: .now() + max(0, date.date.timeIntervalSinceNow)) { [self] in
            addOperation { work.run() }
        }
    }

    /// Adds `action` to the queue at `date`, then every `interval`, until the returned value is
    /// cancelled.
    public func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
        options: SchedulerOptions?, _ action: @escaping () -> Void
    ) -> any Cancellable {
        let work = ScheduledAction(action)
        let timer = dispatchTimer(at: date.date, interval: interval.magnitude, tolerance: tolerance.magnitude) {
            [self] in addOperation { work.run() }
        }
        return AnyCancellable { timer.cancel() }
    }
}
