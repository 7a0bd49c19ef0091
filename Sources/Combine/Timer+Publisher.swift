import Foundation
import OpenCombine

extension Timer {
    /// A publisher of the current date every `interval` seconds on `runLoop` in `mode`, once it is
    /// connected (`connect()` or `autoconnect()`), as Foundation's `Timer.publish`.
    ///
    /// ```swift
    /// let ticks = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    /// ```
    public static func publish(
        every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop, in mode: RunLoop.Mode,
        options: RunLoop.SchedulerOptions? = nil
    ) -> Timer.TimerPublisher {
        TimerPublisher(interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode, options: options)
    }

    /// A timer's dates, as Foundation's `Timer.TimerPublisher`: while connected, each firing sends
    /// the date to every subscriber that asked for one. It never finishes; cancelling the
    /// connection stops the timer.
    public final class TimerPublisher: ConnectablePublisher, @unchecked Sendable {
        public typealias Output = Date
        public typealias Failure = Never

        /// Seconds between firings.
        public final let interval: TimeInterval
        /// The timer's tolerance, if any.
        public final let tolerance: TimeInterval?
        /// The run loop the timer runs on.
        public final let runLoop: RunLoop
        /// The run loop mode it runs in.
        public final let mode: RunLoop.Mode
        /// The scheduler options (a run loop has none to choose).
        public final let options: RunLoop.SchedulerOptions?

        private let lock = NSLock()
        private var subscriptions: [EventSubscription<AnySubscriber<Date, Never>>] = []
        private var timer: Timer?
        private var mainQueueTimer: (any DispatchSourceTimer)?

        public init(
            interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop, mode: RunLoop.Mode,
            options: RunLoop.SchedulerOptions? = nil
        ) {
            self.interval = interval
            self.tolerance = tolerance
            self.runLoop = runLoop
            self.mode = mode
            self.options = options
        }

        public final func receive<S: Subscriber>(subscriber: S) where S.Input == Date, S.Failure == Never {
            let subscription = EventSubscription(AnySubscriber(subscriber), name: "Timer")
            subscription.start(onEnd: { [weak self, weak subscription] in
                guard let self else { return }
                self.lock.lock()
                self.subscriptions.removeAll { $0 === subscription }
                self.lock.unlock()
            })
            lock.lock()
            subscriptions.append(subscription)
            lock.unlock()
            subscriber.receive(subscription: subscription)
        }

        /// Starts the timer (once: a connected publisher's second `connect()` returns a
        /// cancellable of the same timer).
        public final func connect() -> any Cancellable {
            lock.lock()
            defer { lock.unlock() }
            if timer == nil && mainQueueTimer == nil {
                if runLoop === RunLoop.main {
                    // As RunLoop.main's scheduler: the main queue runs where the main run loop may not.
                    mainQueueTimer = dispatchTimer(
                        on: .main, at: Date(timeIntervalSinceNow: interval), interval: interval,
                        tolerance: tolerance ?? 0
                    ) { [weak self] in self?.fire() }
                } else {
                    let timer = Timer(timeInterval: interval, repeats: true) { [weak self] _ in self?.fire() }
                    if let tolerance { timer.tolerance = tolerance }
                    runLoop.add(timer, forMode: mode)
                    self.timer = timer
                }
            }
            return AnyCancellable { [weak self] in self?.disconnect() }
        }

        private func disconnect() {
            lock.lock()
            let timer = self.timer, mainQueueTimer = self.mainQueueTimer
            self.timer = nil
            self.mainQueueTimer = nil
            lock.unlock()
            timer?.invalidate()
            mainQueueTimer?.cancel()
        }

        private func fire() {
            lock.lock()
            let receivers = subscriptions
            lock.unlock()
            let date = Date()
            for subscription in receivers { subscription.send(date) }
        }
    }
}
