import Dispatch
import Foundation
import OpenCombine

/// A dispatch queue as a scheduler, as Apple's Foundation declares it:
/// `receive(on: DispatchQueue.main)`, `debounce(for: .milliseconds(300), scheduler: DispatchQueue.main)`.
extension DispatchQueue: OpenCombine.Scheduler {
    /// A moment on the dispatch clock, as `DispatchQueue.SchedulerTimeType`.
    public struct SchedulerTimeType: Strideable, Codable, Hashable, Sendable {
        /// The moment.
        public var dispatchTime: DispatchTime

        /// The moment `time`.
        public init(_ time: DispatchTime) { dispatchTime = time }

        /// The time from this moment to `other` (negative when `other` is earlier).
        public func distance(to other: SchedulerTimeType) -> Stride {
            let from = dispatchTime.uptimeNanoseconds, to = other.dispatchTime.uptimeNanoseconds
            return Stride(nanoseconds: to >= from ? Int(clamping: to - from) : -Int(clamping: from - to))
        }

        /// The moment `stride` after this one (before it when negative), kept on the clock.
        public func advanced(by stride: Stride) -> SchedulerTimeType {
            let now = dispatchTime.uptimeNanoseconds
            let moved =
                stride.magnitude >= 0
                ? now.addingReportingOverflow(UInt64(stride.magnitude)).partialValue
                : (now > UInt64(-stride.magnitude) ? now - UInt64(-stride.magnitude) : 1)
            return SchedulerTimeType(DispatchTime(uptimeNanoseconds: moved))
        }

        public func hash(into hasher: inout Hasher) { hasher.combine(dispatchTime.uptimeNanoseconds) }

        public static func == (lhs: SchedulerTimeType, rhs: SchedulerTimeType) -> Bool {
            lhs.dispatchTime.uptimeNanoseconds == rhs.dispatchTime.uptimeNanoseconds
        }

        public init(from decoder: any Decoder) throws {
            let nanoseconds = try decoder.singleValueContainer().decode(UInt64.self)
            self.init(DispatchTime(uptimeNanoseconds: nanoseconds))
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(dispatchTime.uptimeNanoseconds)
        }

        /// A span of dispatch time in nanoseconds, as `DispatchQueue.SchedulerTimeType.Stride`.
        public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, ExpressibleByFloatLiteral,
            Hashable, Codable, Sendable
        {
            public typealias FloatLiteralType = Double
            public typealias IntegerLiteralType = Int
            public typealias Magnitude = Int

            /// The span in nanoseconds.
            public var magnitude: Int

            init(nanoseconds: Int) { magnitude = nanoseconds }

            /// The span as a dispatch interval.
            public var timeInterval: DispatchTimeInterval { .nanoseconds(magnitude) }

            /// A span of `timeInterval`.
            public init(_ timeInterval: DispatchTimeInterval) {
                switch timeInterval {
                case .seconds(let value): magnitude = value.multipliedReportingOverflow(by: 1_000_000_000).partialValue
                case .milliseconds(let value): magnitude = value.multipliedReportingOverflow(by: 1_000_000).partialValue
                case .microseconds(let value): magnitude = value.multipliedReportingOverflow(by: 1000).partialValue
                case .nanoseconds(let value): magnitude = value
                case .never: magnitude = .max
                @unknown default: magnitude = .max
                }
            }

            /// A span of `value` seconds.
            public init(floatLiteral value: Double) { self = .seconds(value) }
            /// A span of `value` seconds.
            public init(integerLiteral value: Int) { self = .seconds(value) }
            /// A span of `source` nanoseconds, when it fits.
            public init?<Source: BinaryInteger>(exactly source: Source) {
                guard let nanoseconds = Int(exactly: source) else { return nil }
                magnitude = nanoseconds
            }

            public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }
            public static func + (lhs: Stride, rhs: Stride) -> Stride {
                Stride(nanoseconds: lhs.magnitude + rhs.magnitude)
            }
            public static func - (lhs: Stride, rhs: Stride) -> Stride {
                Stride(nanoseconds: lhs.magnitude - rhs.magnitude)
            }
            public static func * (lhs: Stride, rhs: Stride) -> Stride {
                Stride(nanoseconds: lhs.magnitude * rhs.magnitude)
            }
            public static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }
            public static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }
            public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }

            public static func seconds(_ s: Double) -> Stride {
                Stride(nanoseconds: Int(clamping: Int64((s * 1_000_000_000).rounded(.towardZero))))
            }
            public static func seconds(_ s: Int) -> Stride { Stride(.seconds(s)) }
            public static func milliseconds(_ ms: Int) -> Stride { Stride(.milliseconds(ms)) }
            public static func microseconds(_ us: Int) -> Stride { Stride(.microseconds(us)) }
            public static func nanoseconds(_ ns: Int) -> Stride { Stride(nanoseconds: ns) }
        }
    }

    /// How a queue runs scheduled work, as `DispatchQueue.SchedulerOptions`.
    public struct SchedulerOptions: @unchecked Sendable {
        /// The quality of service of the work.
        public var qos: DispatchQoS
        /// How the work is submitted.
        public var flags: DispatchWorkItemFlags
        /// The group the work joins, if any.
        public var group: DispatchGroup?

        public init(qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], group: DispatchGroup? = nil) {
            self.qos = qos
            self.flags = flags
            self.group = group
        }
    }

    /// The least tolerance the queue offers: none.
    public var minimumTolerance: SchedulerTimeType.Stride { SchedulerTimeType.Stride(nanoseconds: 0) }

    /// The dispatch clock's present moment.
    public var now: SchedulerTimeType { SchedulerTimeType(.now()) }

    /// Runs `action` on the queue as soon as it can.
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        let work = ScheduledAction(action)
        async(group: options?.group, qos: options?.qos ?? .unspecified, flags: options?.flags ?? []) { work.run() }
    }

    /// Runs `action` on the queue at `date` (the tolerance is the queue's to use).
    public func schedule(
        after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
        _ action: @escaping () -> Void
    ) {
        let work = ScheduledAction(action)
        asyncAfter(deadline: date.dispatchTime, qos: options?.qos ?? .unspecified, flags: options?.flags ?? []) {
            work.run()
        }
    }

    /// Runs `action` on the queue at `date`, then every `interval`, until the returned value is
    /// cancelled.
    public func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
        options: SchedulerOptions?, _ action: @escaping () -> Void
    ) -> any Cancellable {
        let timer = DispatchSource.makeTimerSource(queue: self)
        timer.setEventHandler(qos: options?.qos ?? .unspecified, flags: options?.flags ?? [], handler: action)
        timer.schedule(
            deadline: date.dispatchTime, repeating: interval.timeInterval,
            leeway: max(tolerance, minimumTolerance).timeInterval
        )
        timer.resume()
        return AnyCancellable { timer.cancel() }
    }
}
