// A custom modal presentation as UIKit runs it: the transitioning delegate's presentation
// controller and animator, a container of the screen's size, the presented view where the
// animator leaves it, and the dismissal's animator.
import Testing
import UIKit

@MainActor @Suite struct CustomPresentationTests {
    /// A window of 390 x 844 pt in `direction` showing a plain controller.
    private func shownHost(_ direction: UITraitEnvironmentLayoutDirection) -> (UIWindow, UIViewController) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.cellSnapTraits = UITraitCollection(layoutDirection: direction)
        let host = UIViewController()
        window.rootViewController = host
        window.makeKeyAndVisible()
        return (window, host)
    }

    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func theAnimatorPlacesTheSheetInTheContainer(direction: UITraitEnvironmentLayoutDirection) throws {
        let (window, host) = shownHost(direction)
        let sheet = BottomSheetController()
        var completions = 0
        host.present(sheet, animated: true) { completions += 1 }
        let presentation = try #require(sheet.presentationController as? BottomSheetPresentation)
        let container = try #require(presentation.containerView)
        #expect(container.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(container.window == nil)
        #expect(sheet.view.superview === container)
        #expect(sheet.view.frame == CGRect(x: 0, y: 544, width: 390, height: 300))
        #expect(container.subviews.first === presentation.dimming)
        #expect(presentation.events == ["willBegin", "didEnd true"])
        #expect(sheet.slide.events == ["present from zero", "ended true"])
        #expect(sheet.slide.finalFrame == CGRect(x: 0, y: 544, width: 390, height: 300))
        #expect(completions == 1 && host.presentedViewController === sheet && !sheet.isBeingPresented)

        host.dismiss(animated: true)
        #expect(sheet.view.superview == nil)
        #expect(sheet.slide.events.suffix(2) == ["dismiss", "ended true"])
        #expect(host.presentedViewController == nil)
        withExtendedLifetime(window) {}
    }

    /// A delegate that gives no animator leaves UIKit's own presentation: no container.
    @Test func withoutAnAnimatorThereIsNoContainer() {
        let (window, host) = shownHost(.leftToRight)
        let sheet = BottomSheetController()
        sheet.slide.isOffered = false
        host.present(sheet, animated: false)
        #expect(sheet.presentationController?.containerView == nil)
        #expect(sheet.slide.events.isEmpty)
        withExtendedLifetime(window) {}
    }
}

/// A controller presented as a 300 pt sheet at the bottom of the screen by its own delegate.
private final class BottomSheetController: UIViewController {
    let slide = SlideAnimator()

    init() {
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .custom
        transitioningDelegate = slide
    }

    required init?(coder: NSCoder) { nil }
}

/// The sheet's presentation: a dimming view behind it and the bottom 300 pt of the container.
private final class BottomSheetPresentation: UIPresentationController {
    let dimming = UIView()
    var events: [String] = []

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        return CGRect(x: 0, y: bounds.height - 300, width: bounds.width, height: 300)
    }

    override func presentationTransitionWillBegin() {
        events.append("willBegin")
        dimming.frame = containerView?.bounds ?? .zero
        containerView?.addSubview(dimming)
    }

    override func presentationTransitionDidEnd(_ completed: Bool) { events.append("didEnd \(completed)") }
}

/// The transitioning delegate and animator: the sheet slides to its final frame; dismissed, it is
/// removed.
private final class SlideAnimator: NSObject, UIViewControllerTransitioningDelegate,
    UIViewControllerAnimatedTransitioning
{
    var isOffered = true
    var events: [String] = []
    var finalFrame = CGRect.null

    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        BottomSheetPresentation(presentedViewController: presented, presenting: presenting)
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { isOffered ? self : nil }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        isOffered ? self : nil
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        0.3
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        if let presented = transitionContext.viewController(forKey: .to), let view = transitionContext.view(forKey: .to)
        {
            let start = transitionContext.initialFrame(for: presented)
            let end = transitionContext.finalFrame(for: presented)
            events.append(start == .zero ? "present from zero" : "present from \(start)")
            finalFrame = end
            transitionContext.containerView.addSubview(view)
            UIView.animate(withDuration: 0.3) {
                view.frame = end
            } completion: { finished in
                transitionContext.completeTransition(finished)
            }
        } else {
            events.append("dismiss")
            transitionContext.view(forKey: .from)?.removeFromSuperview()
            transitionContext.completeTransition(true)
        }
    }

    func animationEnded(_ transitionCompleted: Bool) { events.append("ended \(transitionCompleted)") }
}

/// A presentation asked of a child goes up the hierarchy, as UIKit forwards it: the navigation
/// controller presents a full-screen controller its child asks for, and the child answers its
/// ancestor's presented controller.
@MainActor @Suite struct PresentationContextTests {
    @Test func aChildsFullScreenPresentationIsItsFarthestAncestors() {
        let home = UIViewController()
        let navigation = UINavigationController(rootViewController: home)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation]
        let compose = UINavigationController(rootViewController: UIViewController())
        compose.modalPresentationStyle = .fullScreen
        home.present(compose, animated: false)
        #expect(tabs.presentedViewController === compose)
        #expect(compose.presentingViewController === tabs)
        #expect(home.presentedViewController === compose && navigation.presentedViewController === compose)
        #expect(navigation.visibleViewController === compose)
        // The presented controller's child answers the presentation of its presented ancestor.
        let form = compose.viewControllers[0]
        #expect(form.presentingViewController === tabs && form.presentedViewController == nil)
        form.dismiss(animated: false)
        #expect(tabs.presentedViewController == nil && compose.presentingViewController == nil)
        #expect(home.presentedViewController == nil)
    }

    @Test func aCurrentContextPresentationStaysInTheContext() {
        let list = UIViewController()
        list.definesPresentationContext = true
        let navigation = UINavigationController(rootViewController: list)
        let inner = UIViewController()
        list.addChild(inner)
        let overlay = UIViewController()
        overlay.modalPresentationStyle = .overCurrentContext
        inner.present(overlay, animated: false)
        #expect(overlay.presentingViewController === list)
        #expect(navigation.presentedViewController == nil && inner.presentedViewController === overlay)

        let sheet = UIViewController()
        sheet.modalPresentationStyle = .currentContext
        // No ancestor defines a context: the farthest presents.
        let lone = UIViewController()
        let loneNavigation = UINavigationController(rootViewController: lone)
        lone.present(sheet, animated: false)
        #expect(sheet.presentingViewController === loneNavigation)
    }
}
