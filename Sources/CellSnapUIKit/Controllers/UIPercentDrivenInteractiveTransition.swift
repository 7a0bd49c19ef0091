import Foundation

/// An interactive transition driven by a percentage, as UIKit's
/// `UIPercentDrivenInteractiveTransition`: a gesture handler calls ``update(_:)`` as the finger
/// moves, then ``finish()`` or ``cancel()``.
///
/// ```swift
/// let interaction = UIPercentDrivenInteractiveTransition()
/// interaction.update(0.4)
/// interaction.finish()
/// ```
///
/// CellSnap has no animation clock: started with a context (``startInteractiveTransition(_:)``),
/// the transition tells the context of every update, finish and cancel, as UIKit does; without
/// one it only keeps its percentage. The animator of a navigation controller's push or pop
/// (which UIKit finds through the navigation delegate) is not looked up: its ``duration`` is 0. No visible effect: a transition is drawn at rest.
///
/// No visible effect: a transition is drawn at rest, after its animation.
@preconcurrency @MainActor
open class UIPercentDrivenInteractiveTransition: NSObject,
    UIViewControllerInteractiveTransitioning
{
    private weak var context: (any UIViewControllerContextTransitioning)?
    private var transitionDuration: TimeInterval = 0

    /// How long the transition's animation runs: the animator's duration, once started.
    ///
    /// No visible effect: a transition is drawn at rest, after its animation.
    open var duration: CGFloat { CGFloat(transitionDuration) }
    /// How far the transition has gone, from 0 to 1.
    ///
    /// No visible effect: a transition is drawn at rest, after its animation.
    open private(set) var percentComplete: CGFloat = 0
    /// How fast the transition finishes after the finger lifts; 1 by default.
    ///
    /// No visible effect: a transition is drawn at rest, after its animation.
    open var completionSpeed: CGFloat = 1
    /// The curve of the finish; `.easeInOut` by default.
    ///
    /// No visible effect: a transition is drawn at rest, after its animation.
    open var completionCurve: UIView.AnimationCurve = .easeInOut
    /// The timing curve of the finish (the completion curve's when `nil`).
    ///
    /// No visible effect: a transition is drawn at rest, after its animation.
    open var timingCurve: (any UITimingCurveProvider)?
    /// Whether the transition starts interactively; `true` by default.
    ///
    /// No visible effect: a transition is drawn at rest, after its animation.
    open var wantsInteractiveStart = true

    /// No visible effect: a transition is drawn at rest, after its animation.
    public override init() { super.init() }

    /// Starts the transition in `transitionContext`: the animator of the presentation or
    /// dismissal (from the transitioning delegate of the controller presented or dismissed) runs
    /// its animations, which the percentage then drives, and gives the ``duration``.
    ///
    /// No visible effect: a transition is drawn at rest, after its animation.
    open func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        context = transitionContext
        guard let animator = Self.animator(of: transitionContext) else { return }
        transitionDuration = animator.transitionDuration(using: transitionContext)
        animator.animateTransition(using: transitionContext)
    }

    /// The animator a transitioning delegate gives for the context's presentation (the `to`
    /// controller's delegate) or dismissal (the `from` controller's).
    private static func animator(of context: any UIViewControllerContextTransitioning)
        -> (any UIViewControllerAnimatedTransitioning)?
    {
        let to = context.viewController(forKey: .to), from = context.viewController(forKey: .from)
        if let to, let from,
            let presenting = to.transitioningDelegate?.animationController(
                forPresented: to, presenting: from, source: from)
        {
            return presenting
        }
        if let from { return from.transitioningDelegate?.animationController(forDismissed: from) }
        return nil
    }

    /// Pauses the transition where it is.
    ///
    /// No visible effect: a transition is drawn at rest, after its animation.
    open func pause() { context?.pauseInteractiveTransition() }

    /// Moves the transition to `percentComplete` (kept between 0 and 1).
    ///
    /// No visible effect: a transition is drawn at rest, after its animation.
    open func update(_ percentComplete: CGFloat) {
        self.percentComplete = min(max(percentComplete, 0), 1)
        context?.updateInteractiveTransition(self.percentComplete)
    }

    /// Cancels the transition: it goes back to where it started.
    ///
    /// No visible effect: a transition is drawn at rest, after its animation.
    open func cancel() {
        context?.cancelInteractiveTransition()
        percentComplete = 0
    }

    /// Finishes the transition.
    ///
    /// No visible effect: a transition is drawn at rest, after its animation.
    open func finish() {
        context?.finishInteractiveTransition()
        percentComplete = 1
    }
}
