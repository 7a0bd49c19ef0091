import CellModel
import Foundation

/// A presentation or dismissal that a controller's ``UIViewController/transitioningDelegate``
/// animates, run as UIKit runs it: the delegate's animator is given a context, adds the presented
/// view to the container view and places it (a bottom sheet, a card, an action sheet on a
/// collection view); its animations run at once (see `UIView.animate`), and the state it leaves is
/// the one the presented controller's snapshot shows. An animator that has not completed the
/// transition when `animateTransition(using:)` returns is completed then: a snapshot shows the
/// screen at rest.
///
/// The container is a view of the screen's size (the presenter's window's, else its view's), in
/// no window: CellSnap draws a presented controller on its own, not into its presenter's screen.
@MainActor final class PresentationTransition: NSObject, UIViewControllerContextTransitioning {
    let containerView: UIView
    let isAnimated: Bool
    var isInteractive: Bool { false }
    var transitionWasCancelled: Bool { false }
    let presentationStyle: UIModalPresentationStyle
    var targetTransform: CGAffineTransform { .identity }
    private let from: UIViewController
    private let to: UIViewController
    private let isPresenting: Bool
    private var completion: ((Bool) -> Void)?
    private let animator: any UIViewControllerAnimatedTransitioning

    private init(
        from: UIViewController, to: UIViewController, presenting: Bool, container: UIView,
        animator: any UIViewControllerAnimatedTransitioning, animated: Bool, completion: @escaping (Bool) -> Void
    ) {
        self.from = from
        self.animator = animator
        self.to = to
        isPresenting = presenting
        containerView = container
        isAnimated = animated
        presentationStyle = (presenting ? to : from).modalPresentationStyle
        self.completion = completion
        super.init()
    }

    /// Runs the presentation of `presented` by `presenter` (or, `presenting` false, its dismissal
    /// back to `presenter`) through `animator`; `completion` runs when the animator completes it.
    static func run(
        presenting: Bool, _ presented: UIViewController, presenter: UIViewController,
        with animator: any UIViewControllerAnimatedTransitioning, animated: Bool, completion: @escaping (Bool) -> Void
    ) {
        let container = presented.presentationController?.cellSnapContainer ?? containerView(for: presenter)
        PresentationTransition(
            from: presenting ? presenter : presented, to: presenting ? presented : presenter, presenting: presenting,
            container: container, animator: animator, animated: animated, completion: completion
        ).run()
    }

    private func run() {
        animator.animateTransition(using: self)
        completeTransition(true)
    }

    /// A container of the screen's size for a presentation by `presenter`.
    static func containerView(for presenter: UIViewController) -> UIView {
        let bounds =
            presenter.viewIfLoaded?.window?.bounds ?? presenter.viewIfLoaded?.bounds.nonEmpty
            ?? CGRect(x: 0, y: 0, width: DevicePreset.defaultScreenWidth, height: DevicePreset.defaultScreenHeight)
        return UIView(frame: bounds)
    }

    func updateInteractiveTransition(_ percentComplete: CGFloat) {}
    func finishInteractiveTransition() {}
    func cancelInteractiveTransition() {}
    func pauseInteractiveTransition() {}

    /// Ends the transition once (UIKit ignores a second call) and tells the animator.
    func completeTransition(_ didComplete: Bool) {
        guard let completion else { return }
        self.completion = nil
        completion(didComplete)
        animator.animationEnded(didComplete)
    }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        switch key {
        case .from: from
        case .to: to
        default: nil
        }
    }

    /// The presented controller's view, and the presenter's only when the presentation removes it
    /// (a full-screen one): UIKit gives no view an animator should leave alone.
    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        let presenter = isPresenting ? from : to
        let presented = isPresenting ? to : from
        let presenterMoves = presented.presentationController?.shouldRemovePresentersView ?? false
        switch key {
        case .from: return isPresenting ? (presenterMoves ? presenter.view : nil) : presented.view
        case .to: return isPresenting ? presented.view : (presenterMoves ? presenter.view : nil)
        default: return nil
        }
    }

    /// Where the controller starts: nowhere (`.zero`) for the controller coming on screen, its
    /// view's frame for the other, as UIKit gives them.
    func initialFrame(for vc: UIViewController) -> CGRect {
        isPresenting && vc === to ? .zero : vc.viewIfLoaded?.frame ?? .zero
    }

    /// Where the controller ends: the presented one where its presentation controller puts it
    /// (the container's bounds unless a custom one says otherwise); `.zero` for the one leaving.
    func finalFrame(for vc: UIViewController) -> CGRect {
        let presented = isPresenting ? to : from
        guard vc === presented else { return vc.viewIfLoaded?.frame ?? containerView.bounds }
        guard isPresenting else { return .zero }
        let frame = presented.presentationController?.frameOfPresentedViewInContainerView ?? .zero
        return frame.isEmpty ? containerView.bounds : frame
    }
}

extension CGRect {
    /// The rectangle, or `nil` when it has no area.
    fileprivate var nonEmpty: CGRect? { isEmpty ? nil : self }
}
