// UIViewControllerTransitionCoordinator as the SDK declares it: a coordinator written for iOS
// conforms, and the SDK's `completion: = nil` defaults call the full requirements.
import Testing
import UIKit

/// A test's coordinator, as an iOS test writes one: every requirement, recording each call.
@MainActor private final class RecordingCoordinator: NSObject, UIViewControllerTransitionCoordinator {
    let isAnimated = true
    let presentationStyle = UIModalPresentationStyle.formSheet
    let initiallyInteractive = false
    let isInterruptible = true
    let isInteractive = false
    let isCancelled = false
    let transitionDuration: TimeInterval = 0.3
    let percentComplete: CGFloat = 0.5
    let completionVelocity: CGFloat = 1
    let completionCurve = UIView.AnimationCurve.easeOut
    let containerView = UIView()
    let targetTransform = CGAffineTransform(rotationAngle: .pi / 2)
    var calls: [String] = []

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { nil }
    func view(forKey key: UITransitionContextViewKey) -> UIView? { key == .to ? containerView : nil }
    func notifyWhenInteractionEnds(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void) {}
    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void) {
        calls.append("changes")
    }

    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        calls.append("animate completion: \(completion == nil ? "nil" : "given")")
        animation?(self)
        completion?(self)
        return true
    }

    func animateAlongsideTransition(
        in view: UIView?, animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        calls.append(
            "in \(view === containerView ? "container" : "other") completion: \(completion == nil ? "nil" : "given")")
        animation?(self)
        completion?(self)
        return false
    }
}

/// A view controller that animates alongside a size change as iOS code does.
@MainActor private final class ResizingController: UIViewController {
    var seen: [String] = []

    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        coordinator.animate(alongsideTransition: { context in self.seen.append("alongside \(context.percentComplete)") }
        )
        coordinator.animateAlongsideTransition(
            in: coordinator.containerView, animation: { _ in self.seen.append("in view") })
        coordinator.animateAlongsideTransition(in: nil, animation: nil) { context in
            self.seen.append("done \(context.completionCurve == .easeOut) \(context.view(forKey: .to) != nil)")
        }
        coordinator.notifyWhenInteractionChanges { _ in }
    }
}

@MainActor struct TransitionCoordinatorTests {
    @Test func defaultsCallTheFullRequirementsInOrder() {
        let coordinator = RecordingCoordinator()
        let controller = ResizingController()
        controller.viewWillTransition(to: CGSize(width: 844, height: 390), with: coordinator)
        #expect(
            coordinator.calls == [
                "animate completion: nil", "in container completion: nil", "in other completion: given", "changes",
            ])
        #expect(controller.seen == ["alongside 0.5", "in view", "done true true"])
        #expect(coordinator.targetTransform.b == 1 && coordinator.presentationStyle == .formSheet)
    }
}
