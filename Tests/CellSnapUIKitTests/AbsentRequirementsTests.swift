// UIKit members that real code named and CellSnap lacked (the coverage table's most used absent
// members): optional requirements of the transition, collision, presentation and document
// interaction delegates, answered as UIKit answers for a delegate without them and reaching the
// app's implementation when it has one; properties kept as set.
import CellSnapUIKit
import Foundation
import Testing

@MainActor @Suite struct AbsentRequirementsTests {
    /// An interactive driver of its own, as apps write one over `UIViewControllerInteractiveTransitioning`.
    final class SwipeDriver: NSObject, UIViewControllerInteractiveTransitioning {
        var wantsInteractiveStart: Bool { false }
        func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {}
    }
    final class PlainDriver: NSObject, UIViewControllerInteractiveTransitioning {
        func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {}
    }

    @Test func interactiveDriversAnswerUIKitsDefaultsUnlessTheyImplementThem() {
        let swipe: any UIViewControllerInteractiveTransitioning = SwipeDriver()
        let plain: any UIViewControllerInteractiveTransitioning = PlainDriver()
        #expect(!swipe.wantsInteractiveStart && plain.wantsInteractiveStart)
        #expect(plain.completionSpeed == 1 && plain.completionCurve == .easeInOut)
        #expect(cellSnapOptionalRequirement { swipe.wantsInteractiveStart } == false)
        #expect(cellSnapOptionalRequirement { plain.wantsInteractiveStart } == nil)
        // UIKit's percent-driven transition answers with its own properties.
        let percent = UIPercentDrivenInteractiveTransition()
        percent.wantsInteractiveStart = false
        percent.completionSpeed = 2
        let driver: any UIViewControllerInteractiveTransitioning = percent
        #expect(!driver.wantsInteractiveStart && driver.completionSpeed == 2)
    }

    /// A delegate that counts the contacts it is told of.
    final class Bounces: NSObject, UICollisionBehaviorDelegate {
        var contacts: [String] = []
        func collisionBehavior(
            _ behavior: UICollisionBehavior, beganContactFor item: any UIDynamicItem,
            withBoundaryIdentifier identifier: (any NSCopying)?, at p: CGPoint
        ) { contacts.append("\(identifier.map { "\($0)" } ?? "bounds") at \(p.x)") }
    }

    @Test func collisionDelegatesReachTheImplementationAndDefaultToNothing() {
        let ball = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let collision = UICollisionBehavior(items: [ball])
        let bounces = Bounces()
        let delegate: any UICollisionBehaviorDelegate = bounces
        delegate.collisionBehavior(
            collision, beganContactFor: ball, withBoundaryIdentifier: "floor" as NSString, at: CGPoint(x: 4, y: 0))
        delegate.collisionBehavior(collision, beganContactFor: ball, withBoundaryIdentifier: nil, at: .zero)
        #expect(bounces.contacts == ["floor at 4.0", "bounds at 0.0"])
        let unanswered: Void? = cellSnapOptionalRequirement {
            delegate.collisionBehavior(collision, endedContactFor: ball, withBoundaryIdentifier: nil)
        }
        #expect(unanswered == nil)
    }

    /// A presenter that wraps the popover's content in a navigation controller when it adapts.
    final class Presenter: UIViewController, UIPopoverPresentationControllerDelegate {
        var dismissed = 0
        func presentationController(
            _ controller: UIPresentationController,
            viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle
        ) -> UIViewController? { UINavigationController(rootViewController: controller.presentedViewController) }
        func popoverPresentationControllerDidDismissPopover(
            _ popoverPresentationController: UIPopoverPresentationController
        ) {
            dismissed += 1
        }
    }
    final class PlainPresenter: UIViewController, UIPopoverPresentationControllerDelegate {}

    @Test func presentationDelegatesReachTheImplementationAndDefaultAsUIKit() throws {
        let presenter = Presenter()
        let content = UIViewController()
        content.modalPresentationStyle = .popover
        let popover = try #require(content.popoverPresentationController)
        let delegate: any UIPopoverPresentationControllerDelegate = presenter
        let wrapper = delegate.presentationController(popover, viewControllerForAdaptivePresentationStyle: .fullScreen)
        #expect((wrapper as? UINavigationController)?.viewControllers.first === content)
        delegate.popoverPresentationControllerDidDismissPopover(popover)
        #expect(presenter.dismissed == 1)
        let plain: any UIPopoverPresentationControllerDelegate = PlainPresenter()
        #expect(plain.presentationController(popover, viewControllerForAdaptivePresentationStyle: .fullScreen) == nil)
        #expect(plain.popoverPresentationControllerShouldDismissPopover(popover))
        #expect(cellSnapOptionalRequirement { plain.popoverPresentationControllerShouldDismissPopover(popover) } == nil)
    }

    final class Previewer: NSObject, UIDocumentInteractionControllerDelegate {
        let source = UIView(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
        var events: [String] = []
        func documentInteractionControllerViewForPreview(_ controller: UIDocumentInteractionController) -> UIView? {
            source
        }
        func documentInteractionControllerDidDismissOpenInMenu(_ controller: UIDocumentInteractionController) {
            events.append("open in closed")
        }
    }

    @Test func documentInteractionDelegatesDefaultToNoPreviewSource() {
        let controller = UIDocumentInteractionController(url: URL(fileURLWithPath: "/tmp/report.pdf"))
        let previewer = Previewer()
        let delegate: any UIDocumentInteractionControllerDelegate = previewer
        #expect(delegate.documentInteractionControllerViewForPreview(controller) === previewer.source)
        #expect(delegate.documentInteractionControllerRectForPreview(controller) == .zero)
        delegate.documentInteractionControllerDidDismissOpenInMenu(controller)
        delegate.documentInteractionControllerDidDismissOptionsMenu(controller)
        #expect(previewer.events == ["open in closed"])
        #expect(cellSnapOptionalRequirement { delegate.documentInteractionControllerRectForPreview(controller) } == nil)
    }

    @Test func propertiesAreKeptAsSet() {
        let constraint = NSLayoutConstraint(
            item: UIView(), attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
            multiplier: 1, constant: 10)
        #expect(!constraint.shouldBeArchived)
        constraint.shouldBeArchived = true
        #expect(constraint.shouldBeArchived)
        let textView = UITextView()
        #expect(!textView.isFindInteractionEnabled)
        textView.isFindInteractionEnabled = true
        #expect(textView.isFindInteractionEnabled)
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        #expect(dark.imageConfiguration.traitCollection?.userInterfaceStyle == .dark)
        #expect(dark.imageConfiguration.traitCollection == dark)
    }
}
