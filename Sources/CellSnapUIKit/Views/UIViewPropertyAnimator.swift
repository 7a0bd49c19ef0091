import CoreGraphics
import Foundation

/// An animation of view properties that can be started, paused and scrubbed, as UIKit's
/// `UIViewPropertyAnimator`. CellSnap draws still pictures of the end of an animation, as for
/// `UIView.animate`: the animations run when the animator starts (``startAnimation()``, or at once
/// for ``runningPropertyAnimator(withDuration:delay:options:animations:completion:)``), as UIKit
/// runs them, and the animator finishes there and then, its completions called with `.end`.
///
/// An animator that is never started changes nothing, as in UIKit. A paused one, or one whose
/// ``fractionComplete`` is set, shows its end state too: CellSnap does not draw the frames in
/// between (UIKit would show the views part of the way).
///
/// ```swift
/// let badge = UIView()
/// let animator = UIViewPropertyAnimator(duration: 0.3, curve: .easeOut) { badge.alpha = 0 }
/// animator.addCompletion { _ in badge.isHidden = true }
/// animator.startAnimation()   // badge.alpha == 0, badge.isHidden == true
/// ```
@preconcurrency @MainActor open class UIViewPropertyAnimator: NSObject, UIViewImplicitlyAnimating {
    /// How long the animation would last.
    open private(set) var duration: TimeInterval
    /// How long it would wait before starting.
    open private(set) var delay: TimeInterval = 0
    /// Its timing curve.
    open private(set) var timingParameters: (any UITimingCurveProvider)?
    /// Whether it can be paused or reversed while running.
    open var isInterruptible = true
    /// Whether the views take touches while it runs.
    open var isUserInteractionEnabled = true
    /// Whether hit-testing is left to the app.
    open var isManualHitTestingEnabled = false
    /// Whether scrubbing follows a straight line.
    open var scrubsLinearly = true
    /// Whether it stays active (paused) when it finishes.
    open var pausesOnCompletion = false
    /// Where it is in its life.
    open private(set) var state = UIViewAnimatingState.inactive
    /// Whether it is running (it never is for long: it finishes when started).
    open private(set) var isRunning = false
    /// Whether it runs backwards.
    open var isReversed = false
    /// How far it is, from 0 to 1: 1 once finished.
    open var fractionComplete: CGFloat = 0 {
        didSet {
            fractionComplete = min(1, max(0, fractionComplete))
            if state == .inactive { runAnimations() }
        }
    }

    private var animations: [() -> Void] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    /// Where the animation ended when it finished from its start, until it runs again: the position
    /// a completion added afterwards is called with.
    private var finishedPosition: UIViewAnimatingPosition?

    /// An animator of `duration` with `parameters`' timing.
    public required init(duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider) {
        self.duration = duration
        timingParameters = parameters
        super.init()
    }

    /// An animator of `duration` on a standard curve.
    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { self.animations.append(animations) }
    }

    /// An animator of `duration` on a cubic Bézier curve through `point1` and `point2`.
    public convenience init(
        duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
        animations: (() -> Void)? = nil
    ) {
        self.init(
            duration: duration, timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { self.animations.append(animations) }
    }

    /// An animator of `duration` on a spring damped by `ratio`.
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { self.animations.append(animations) }
    }

    /// An animator started at once (after `delay`, which is not waited for here).
    open class func runningPropertyAnimator(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((UIViewAnimatingPosition) -> Void)? = nil
    ) -> Self {
        let animator = self.init(
            duration: duration, timingParameters: UICubicTimingParameters(animationCurve: .easeInOut))
        animator.delay = delay
        animator.animations.append(animations)
        if let completion { animator.completions.append(completion) }
        animator.startAnimation()
        return animator
    }

    /// Adds animations, run with the others (at once if the animator already ran them).
    open func addAnimations(_ animation: @escaping () -> Void) {
        finishedPosition = nil
        if state == .inactive { animations.append(animation) } else { animation() }
    }

    /// Adds animations that would start `delayFactor` of the way through.
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) { addAnimations(animation) }

    /// Adds a completion, called with where the animation ended. The animation ran to its end
    /// when it started, where on iOS it would still run: a completion added after the start (and
    /// before other animations are added) is called at once with where it ended, as iOS calls it
    /// when the animation ends (CellSnap's choice; UIKit calls it later, on the main queue).
    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        if let finishedPosition { completion(finishedPosition) } else { completions.append(completion) }
    }

    /// Where the animation ended, once it ends: `addCompletion(_:)` as Swift imports it for
    /// `async` code (the animator runs to its end when it starts).
    public func addCompletion() async -> UIViewAnimatingPosition {
        await withCheckedContinuation { continuation in addCompletion { continuation.resume(returning: $0) } }
    }

    /// Goes on with other timing (it finished already here).
    open func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat)
    {
    }

    /// Starts the animation: it runs to its end at once.
    open func startAnimation() {
        runAnimations()
        finishAnimation(at: isReversed ? .start : .end)
    }

    /// Starts the animation after `delay` (not waited for here).
    open func startAnimation(afterDelay delay: TimeInterval) {
        self.delay = delay
        startAnimation()
    }

    /// Pauses the animation: its animations have run (their end state shows).
    open func pauseAnimation() { runAnimations() }

    /// Stops the animation where it is: its end, here; without finishing, the completions are not called.
    open func stopAnimation(_ withoutFinishing: Bool) {
        runAnimations()
        state = withoutFinishing ? .inactive : .stopped
        isRunning = false
    }

    /// Finishes the animation at `finalPosition` and calls the completions.
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        runAnimations()
        fractionComplete = finalPosition == .start ? 0 : 1
        isRunning = false
        state = pausesOnCompletion && state != .stopped ? .active : .inactive
        let pending = completions
        completions = []
        finishedPosition = state == .inactive ? finalPosition : nil
        for completion in pending { completion(finalPosition) }
    }

    /// Runs the animations once, the first time the animator becomes active.
    private func runAnimations() {
        guard state == .inactive else { return }
        finishedPosition = nil
        state = .active
        let pending = animations
        animations = []
        for animation in pending { animation() }
    }
}

/// Where an animator is in its life, as UIKit's `UIViewAnimatingState`.
public enum UIViewAnimatingState: Int, Hashable, Sendable {
    case inactive = 0, active, stopped
}

/// An object that runs an animation, as UIKit's `UIViewAnimating`.
@preconcurrency @MainActor public protocol UIViewAnimating: NSObjectProtocol {
    var state: UIViewAnimatingState { get }
    var isRunning: Bool { get }
    var isReversed: Bool { get set }
    var fractionComplete: CGFloat { get set }
    func startAnimation()
    func startAnimation(afterDelay delay: TimeInterval)
    func pauseAnimation()
    func stopAnimation(_ withoutFinishing: Bool)
    func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

/// An animator that takes more animations, as UIKit's `UIViewImplicitlyAnimating`.
@preconcurrency @MainActor public protocol UIViewImplicitlyAnimating: UIViewAnimating {
    func addAnimations(_ animation: @escaping () -> Void)
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
    func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat)
}

/// The timing of an animation, as UIKit's `UITimingCurveProvider`.
public protocol UITimingCurveProvider {
    var timingCurveType: UITimingCurveType { get }
    var cubicTimingParameters: UICubicTimingParameters? { get }
    var springTimingParameters: UISpringTimingParameters? { get }
}

/// The kind of a timing curve, as UIKit's `UITimingCurveType`.
public enum UITimingCurveType: Int, Hashable, Sendable {
    case builtin = 0, cubic, spring, composed
}

/// A cubic Bézier timing curve, as UIKit's `UICubicTimingParameters`.
open class UICubicTimingParameters: NSObject, UITimingCurveProvider, @unchecked Sendable {
    /// The standard curve, when one was given.
    open private(set) var animationCurve: UIView.AnimationCurve
    open private(set) var controlPoint1: CGPoint
    open private(set) var controlPoint2: CGPoint

    /// The standard ease-in-out curve.
    public override convenience init() { self.init(animationCurve: .easeInOut) }

    /// A standard curve.
    public init(animationCurve curve: UIView.AnimationCurve) {
        animationCurve = curve
        let points: (CGPoint, CGPoint) =
            switch curve {
            case .easeInOut: (CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1))
            case .easeIn: (CGPoint(x: 0.42, y: 0), CGPoint(x: 1, y: 1))
            case .easeOut: (CGPoint(x: 0, y: 0), CGPoint(x: 0.58, y: 1))
            case .linear: (CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1))
            }
        (controlPoint1, controlPoint2) = points
        super.init()
    }

    /// A curve through `point1` and `point2`.
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        animationCurve = .easeInOut
        controlPoint1 = point1
        controlPoint2 = point2
        super.init()
    }

    open var timingCurveType: UITimingCurveType { .cubic }
    open var cubicTimingParameters: UICubicTimingParameters? { self }
    open var springTimingParameters: UISpringTimingParameters? { nil }
}

/// A spring's timing, as UIKit's `UISpringTimingParameters`.
open class UISpringTimingParameters: NSObject, UITimingCurveProvider, @unchecked Sendable {
    /// The damping ratio, from 0 (none) to 1 (critically damped).
    public let dampingRatio: CGFloat
    /// The views' speed when the spring starts, relative to the distance they travel.
    open private(set) var initialVelocity: CGVector

    /// A critically damped spring.
    public override convenience init() { self.init(dampingRatio: 1) }

    /// A spring damped by `ratio`.
    public convenience init(dampingRatio ratio: CGFloat) { self.init(dampingRatio: ratio, initialVelocity: CGVector()) }

    /// A spring damped by `ratio` that starts at `velocity`.
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        dampingRatio = ratio
        initialVelocity = velocity
        super.init()
    }

    /// A spring of `mass`, `stiffness` and `damping` that starts at `velocity`; its damping ratio is
    /// `damping / (2 * sqrt(stiffness * mass))`, as physics defines it.
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        let critical = 2 * (stiffness * mass).squareRoot()
        dampingRatio = critical > 0 ? damping / critical : 1
        initialVelocity = velocity
        super.init()
    }

    open var timingCurveType: UITimingCurveType { .spring }
    open var cubicTimingParameters: UICubicTimingParameters? { nil }
    open var springTimingParameters: UISpringTimingParameters? { self }
}
