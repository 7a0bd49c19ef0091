import Foundation

/// The range of frame rates a display link asks for, as Core Animation's `CAFrameRateRange`.
public struct CAFrameRateRange: Hashable, Sendable {
    /// The lowest rate acceptable, in frames per second.
    public var minimum: Float
    /// The highest rate acceptable.
    public var maximum: Float
    /// The rate preferred, if any.
    public var preferred: Float?

    /// A range from `minimum` to `maximum`, preferring `preferred` (the highest when `nil`).
    public init(minimum: Float, maximum: Float, preferred: Float?) {
        self.minimum = minimum
        self.maximum = maximum
        self.preferred = preferred
    }

    /// A range from `minimum` to `maximum`.
    public init(minimum: Float, maximum: Float) {
        self.init(minimum: minimum, maximum: maximum, preferred: nil)
    }

    /// No preference: the display's own rate.
    public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0)
}

/// A timer in step with the display's refresh, as Core Animation's `CADisplayLink`: once added to
/// a run loop, it sends its selector to its target (with the link as the argument, when the
/// method takes one) every frame while that run loop runs in one of the link's modes, unless
/// ``isPaused``; ``invalidate()`` removes it from every run loop.
///
/// CellSnap's display is 60 Hz (`UIScreen.main.maximumFramesPerSecond`): a frame every 1/60 s,
/// or at ``preferredFramesPerSecond`` or ``preferredFrameRateRange``'s preferred rate when one
/// is set (at most 60). A snapshot draws the views as they are when it is taken; frames only come
/// while a test spins the run loop. The selector is sent through the Objective-C adapter's
/// tables, on the main actor, as a target-and-selector `Timer`'s is. The link keeps its target
/// until it is invalidated, as on iOS.
///
/// ```swift
/// final class Ticker: NSObject {
///     var frames = 0
///     func step(_ link: CADisplayLink) { frames += 1 }
/// }
/// let ticker = Ticker()
/// // The adapter writes this table for an app's `@objc func step(_:)`.
/// SelectorTable.register(
///     [SelectorTable.Method("step:") { target, arguments in try (target as! Ticker).step(arguments.value(0)) }],
///     for: Ticker.self)
/// let link = CADisplayLink(target: ticker, selector: Selector("step:"))
/// link.add(to: .current, forMode: .default)
/// RunLoop.current.run(until: Date(timeIntervalSinceNow: 0.1))
/// link.invalidate()
/// ```
open class CADisplayLink: NSObject {
    private let target: AnyObject
    private let selector: Selector
    private var timers: [(runLoop: RunLoop, mode: RunLoop.Mode, timer: Timer)] = []

    /// A link that sends `sel` to `target` every frame, once added to a run loop.
    public init(target: Any, selector sel: Selector) {
        self.target = target as AnyObject
        selector = sel
        super.init()
    }

    /// When the last frame the link fired for was shown (`CACurrentMediaTime()`'s clock); 0
    /// before the first.
    open private(set) var timestamp: CFTimeInterval = 0
    /// When the next frame is to be shown: ``timestamp`` plus the time between frames; 0 before
    /// the first.
    open private(set) var targetTimestamp: CFTimeInterval = 0
    /// The time between the display's frames at its highest rate: 1/60 s.
    open var duration: CFTimeInterval { 1 / CFTimeInterval(Self.displayRate) }
    /// Whether the link skips frames (sends nothing) for now.
    open var isPaused = false
    /// The rate the link asks for, in frames per second; 0 (the default) is the display's rate.
    /// Applies to the run loops it is added to afterwards.
    open var preferredFramesPerSecond = 0
    /// The range of rates the link asks for; its preferred rate is the one used, as
    /// ``preferredFramesPerSecond`` is. Applies to the run loops it is added to afterwards.
    open var preferredFrameRateRange = CAFrameRateRange.default
    /// How many of the display's frames pass between two the link fires for (1, the default, is
    /// every frame), as before iOS 10: used when neither ``preferredFramesPerSecond`` nor
    /// ``preferredFrameRateRange`` asks for a rate; values below 1 count as 1.
    @available(iOS, deprecated: 10.0, message: "use preferredFramesPerSecond")
    open var frameInterval = 1

    /// Fires the link on `runloop` in `mode`, every frame.
    open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard !timers.contains(where: { $0.runLoop === runloop && $0.mode == mode }) else { return }
        nonisolated(unsafe) let link = self
        let timer = Timer(timeInterval: secondsBetweenFrames, repeats: true) { _ in link.fire() }
        runloop.add(timer, forMode: mode)
        timers.append((runloop, mode, timer))
    }

    /// Stops firing the link on `runloop` in `mode`.
    open func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
        timers.removeAll { entry in
            guard entry.runLoop === runloop && entry.mode == mode else { return false }
            entry.timer.invalidate()
            return true
        }
    }

    /// Removes the link from every run loop; it fires no more.
    open func invalidate() {
        for entry in timers { entry.timer.invalidate() }
        timers.removeAll()
    }

    /// The display's rate, in frames per second.
    static let displayRate = 60

    /// The time between the frames the link fires for.
    final var secondsBetweenFrames: TimeInterval {
        let asked = preferredFrameRateRange.preferred.map(Int.init) ?? 0
        let rate = asked > 0 ? asked : preferredFramesPerSecond
        if rate > 0 { return 1 / TimeInterval(Swift.min(rate, Self.displayRate)) }
        return TimeInterval(Swift.max(frameInterval, 1)) / TimeInterval(Self.displayRate)
    }

    private func fire() {
        guard !isPaused else { return }
        timestamp = CACurrentMediaTime()
        targetTimestamp = timestamp + secondsBetweenFrames
        _ = PerformedResults.send(selector, to: target, [self])
    }
}
