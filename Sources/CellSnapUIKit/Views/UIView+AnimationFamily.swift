import Foundation

// The rest of UIKit's animation calls beside `UIView+Animation.swift`: keyframes, view
// transitions, system animations and springs. As there, each runs its changes at once and then
// its completion with `true`: a snapshot shows where the animation ends.

extension UIView {
    /// A standard timing curve, as `UIView.AnimationCurve`.
    public enum AnimationCurve: Int, Hashable, Sendable {
        case easeInOut = 0, easeIn, easeOut, linear
    }

    /// How keyframes run, as `UIView.KeyframeAnimationOptions`: kept, since the changes run at once.
    public struct KeyframeAnimationOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
        public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)
        public static let calculationModeLinear = KeyframeAnimationOptions([])
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)
    }

    /// A system animation, as `UIView.SystemAnimation`.
    public enum SystemAnimation: UInt, Hashable, Sendable {
        case delete = 0
    }

    /// The duration of the animation being set up: none, as nothing animates here.
    public static var inheritedAnimationDuration: TimeInterval { 0 }

    /// Runs `animations` (which add keyframes) at once, then `completion` with `true`.
    public static func animateKeyframes(
        withDuration duration: TimeInterval, delay: TimeInterval, options: KeyframeAnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        animations()
        completion?(true)
    }

    /// Runs a keyframe's `animations` at once.
    public static func addKeyframe(
        withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
        animations: @escaping () -> Void
    ) { animations() }

    /// Replaces `fromView` with `toView`, as UIKit does at the end of the transition: `toView`
    /// takes `fromView`'s place in its superview and `fromView` is removed, or, with
    /// `.showHideTransitionViews`, `fromView` is hidden and `toView` shown. Then `completion` runs
    /// with `true`.
    public static func transition(
        from fromView: UIView, to toView: UIView, duration: TimeInterval, options: AnimationOptions = [],
        completion: ((Bool) -> Void)? = nil
    ) {
        if options.contains(.showHideTransitionViews) {
            fromView.isHidden = true
            toView.isHidden = false
        } else if let superview = fromView.superview {
            let index = superview.subviews.firstIndex { $0 === fromView } ?? superview.subviews.count
            superview.insertSubview(toView, at: index)
            fromView.removeFromSuperview()
        }
        completion?(true)
    }

    /// Runs a system animation on `views` with `parallelAnimations`: `.delete` ends with the
    /// views removed from their superviews, as UIKit's does. Then `completion` runs with `true`.
    public static func perform(
        _ animation: SystemAnimation, on views: [UIView], options: AnimationOptions = [],
        animations parallelAnimations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
    ) {
        parallelAnimations?()
        if animation == .delete { for view in views { view.removeFromSuperview() } }
        completion?(true)
    }

    /// Runs `animations` (repeated and reversed animations end where they end once here).
    public static func modifyAnimations(withRepeatCount count: CGFloat, autoreverses: Bool, animations: () -> Void) {
        animations()
    }

    /// Runs a spring animation's `animations` at once (iOS 17), then `completion` with `true`.
    public static func animate(
        springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0, initialSpringVelocity velocity: CGFloat = 0,
        delay: TimeInterval = 0, options: AnimationOptions = [], animations: () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        animations()
        completion?(true)
    }
}
