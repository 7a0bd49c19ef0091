import Foundation

/// The object that gives a presentation its animations, interaction and presentation controller,
/// as UIKit's `UIViewControllerTransitioningDelegate` (every requirement optional). A presentation
/// asks it as UIKit does: its presentation controller for the `.custom` style, then its animator,
/// which runs in a container of the screen's size and leaves the presented view where the
/// presented controller's snapshot shows it (its animations run at once). CellSnap does not draw a
/// presented controller into the screen that presents it.
@preconcurrency @MainActor public protocol UIViewControllerTransitioningDelegate: NSObjectProtocol {
    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)?
    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
    func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)?
    func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)?
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController?
}

extension UIViewControllerTransitioningDelegate {
    /// Not implemented: UIKit's own animation, which leaves the presented view where its
    /// presentation controller puts it.
    public func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { OptionalRequirements.unimplemented(nil) }
    /// Not implemented: UIKit's own animation, which removes the presented view.
    public func animationController(forDismissed dismissed: UIViewController)
        -> (any UIViewControllerAnimatedTransitioning)?
    { OptionalRequirements.unimplemented(nil) }
    /// Not implemented: the transition is not interactive.
    ///
    /// No visible effect: a presentation is drawn at rest, after its animation.
    public func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)?
    { OptionalRequirements.unimplemented(nil) }
    /// Not implemented: the transition is not interactive.
    ///
    /// No visible effect: a presentation is drawn at rest, after its animation.
    public func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)?
    { OptionalRequirements.unimplemented(nil) }
    /// Not implemented: UIKit's presentation controller for the style. Asked for the `.custom`
    /// style, whose presentation controller places the presented view (its
    /// `frameOfPresentedViewInContainerView`, the animator's final frame).
    public func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? { OptionalRequirements.unimplemented(nil) }
}

/// The animations of a custom transition, as UIKit's `UIViewControllerAnimatedTransitioning`.
///
/// No visible effect: a transition is drawn at rest, after its animation; a test may run one with
/// a context of its own.
@preconcurrency @MainActor public protocol UIViewControllerAnimatedTransitioning: NSObjectProtocol {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)
    func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning)
        -> any UIViewImplicitlyAnimating
    func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
    /// Not implemented: an animator that runs the transition's animations at once.
    ///
    /// No visible effect: a transition is drawn at rest, after its animation.
    public func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning)
        -> any UIViewImplicitlyAnimating
    { OptionalRequirements.unimplemented(UIViewPropertyAnimator(duration: 0, curve: .linear)) }
    /// Not implemented: nothing happens.
    ///
    /// No visible effect: a transition is drawn at rest, after its animation.
    public func animationEnded(_ transitionCompleted: Bool) { OptionalRequirements.unimplemented(()) }
}

/// The driver of an interactive transition, as UIKit's `UIViewControllerInteractiveTransitioning`.
///
/// No visible effect: an interactive transition follows a finger, and a still picture has none.
@preconcurrency @MainActor public protocol UIViewControllerInteractiveTransitioning: NSObjectProtocol {
    func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning)
    /// How fast the transition finishes once the finger lifts, as a multiple of its speed.
    var completionSpeed: CGFloat { get }
    /// The timing curve of the transition's finish once the finger lifts.
    var completionCurve: UIView.AnimationCurve { get }
    /// Whether the transition starts interactive (following a finger) rather than animated.
    var wantsInteractiveStart: Bool { get }
}

extension UIViewControllerInteractiveTransitioning {
    /// Not implemented: 1, UIKit's default.
    ///
    /// No visible effect: an interactive transition follows a finger, and a still picture has none.
    public var completionSpeed: CGFloat { OptionalRequirements.unimplemented(1) }
    /// Not implemented: `.easeInOut`, UIKit's default.
    ///
    /// No visible effect: an interactive transition follows a finger, and a still picture has none.
    public var completionCurve: UIView.AnimationCurve { OptionalRequirements.unimplemented(.easeInOut) }
    /// Not implemented: `true`, UIKit's default.
    ///
    /// No visible effect: an interactive transition follows a finger, and a still picture has none.
    public var wantsInteractiveStart: Bool { OptionalRequirements.unimplemented(true) }
}

/// The keys of the views of a transition, as UIKit's `UITransitionContextViewKey`.
public struct UITransitionContextViewKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromViewKey")
    public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToViewKey")
}

/// What a custom transition's animations are given, as UIKit's
/// `UIViewControllerContextTransitioning`.
///
/// No visible effect: a transition is drawn at rest, after its animation; CellSnap never makes a
/// context, and a test may run an animator with one of its own.
@preconcurrency @MainActor public protocol UIViewControllerContextTransitioning: NSObjectProtocol {
    var containerView: UIView { get }
    var isAnimated: Bool { get }
    var isInteractive: Bool { get }
    var transitionWasCancelled: Bool { get }
    var presentationStyle: UIModalPresentationStyle { get }
    var targetTransform: CGAffineTransform { get }
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    func finishInteractiveTransition()
    func cancelInteractiveTransition()
    func pauseInteractiveTransition()
    func completeTransition(_ didComplete: Bool)
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    func initialFrame(for vc: UIViewController) -> CGRect
    func finalFrame(for vc: UIViewController) -> CGRect
}

/// An object whose view controller's view adapts to size and trait changes, as UIKit's
/// `UIContentContainer`: ``UIViewController`` is one.
@preconcurrency @MainActor public protocol UIContentContainer: NSObjectProtocol {
    var preferredContentSize: CGSize { get }
    func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator)
    func willTransition(
        to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator)
}

extension UIViewController: UIContentContainer {}
