import Foundation

extension Timer {
    /// A timer that sends `aSelector` to `aTarget` every `ti` seconds (once, unless `yesOrNo`),
    /// scheduled on the current run loop, as Foundation's `scheduledTimer(timeInterval:target:
    /// selector:userInfo:repeats:)` on iOS, which Linux's Foundation does not declare (it has only
    /// the block-based timers). The message carries the timer (a method of one argument receives
    /// it; one of none is sent without it); the timer keeps the target until it is invalidated, and
    /// its `userInfo` is `userInfo`. The selector is sent through the Objective-C adapter's tables,
    /// on the main actor, as `perform(_:with:afterDelay:)` sends one.
    ///
    /// ```swift
    /// final class Ticker: NSObject {
    ///     var ticks = 0
    ///     func tick(_ timer: Timer) { ticks += 1 }
    /// }
    /// // The adapter writes this table for an app's `@objc func tick(_:)`.
    /// let tick = SelectorTable.Method("tick:") { target, arguments in
    ///     try (target as! Ticker).tick(arguments.value(0))
    /// }
    /// SelectorTable.register([tick], for: Ticker.self)
    /// let timer = Timer.scheduledTimer(
    ///     timeInterval: 5, target: Ticker(), selector: Selector("tick:"), userInfo: nil, repeats: true)
    /// timer.invalidate()
    /// ```
    public class func scheduledTimer(
        timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector, userInfo: Any?,
        repeats yesOrNo: Bool
    ) -> Timer {
        let timer = SelectorTimer(
            interval: ti, target: aTarget as AnyObject, selector: aSelector, userInfo: userInfo, repeats: yesOrNo)
        RunLoop.current.add(timer, forMode: .default)
        return timer
    }
}

extension Timer {
    /// A timer, not yet scheduled, that first fires at `date` and sends `s` to `t` then (every
    /// `ti` seconds after, when `rep`), as Foundation's `init(fireAt:interval:target:selector:
    /// userInfo:repeats:)` on iOS; add it to a run loop to start it. The message carries the timer,
    /// as ``scheduledTimer(timeInterval:target:selector:userInfo:repeats:)``'s does. Linux's
    /// `Timer` keeps no user info and an initialiser cannot make the subclass that keeps it, so
    /// this timer's `userInfo` is `nil`: a timer whose user info is read is made with
    /// `scheduledTimer`.
    public convenience init(
        fireAt date: Date, interval ti: TimeInterval, target t: Any, selector s: Selector, userInfo ui: Any?,
        repeats rep: Bool
    ) {
        nonisolated(unsafe) let target = t as AnyObject
        self.init(fire: date, interval: ti, repeats: rep) { timer in
            _ = PerformedResults.send(s, to: target, [timer])
        }
    }

    /// A timer, not yet scheduled, that fires `ti` seconds from now, as
    /// ``init(fireAt:interval:target:selector:userInfo:repeats:)``.
    public convenience init(
        timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector, userInfo: Any?,
        repeats yesOrNo: Bool
    ) {
        self.init(
            fireAt: Date(timeIntervalSinceNow: ti), interval: ti, target: aTarget, selector: aSelector,
            userInfo: userInfo, repeats: yesOrNo)
    }
}

/// A timer that sends a selector to a target when it fires, and keeps the user info it was made
/// with (Linux's `Timer` keeps none: its `userInfo` is always `nil`).
final class SelectorTimer: Timer, @unchecked Sendable {
    private let info: Any?

    init(interval: TimeInterval, target: AnyObject, selector: Selector, userInfo: Any?, repeats: Bool) {
        info = userInfo
        nonisolated(unsafe) let target = target
        super.init(fire: Date(timeIntervalSinceNow: interval), interval: interval, repeats: repeats) { timer in
            _ = PerformedResults.send(selector, to: target, [timer])
        }
    }

    override var userInfo: Any? { info }
}
