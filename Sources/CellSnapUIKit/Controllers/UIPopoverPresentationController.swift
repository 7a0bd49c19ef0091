import Foundation

/// What manages a controller's presentation, as UIKit's `UIPresentationController`. A presented
/// controller is not drawn into its presenter's snapshot (snapshot it on its own); a custom
/// presentation's controller (the transitioning delegate's) places the presented view in its
/// container, where the delegate's animator puts it.
@preconcurrency @MainActor open class UIPresentationController: NSObject {
    /// The controller presented.
    open private(set) unowned var presentedViewController: UIViewController
    /// The controller that presents it (the presented one's presenter once presented).
    open var presentingViewController: UIViewController {
        presentedViewController.presentingViewController ?? presenter ?? presentedViewController
    }
    private weak var presenter: UIViewController?
    /// The style of the presentation: the presented controller's.
    open var presentationStyle: UIModalPresentationStyle { presentedViewController.modalPresentationStyle }
    /// The presentation's delegate.
    ///
    /// No visible effect: it adapts presentations to size changes and swipes, which a still picture has none of.
    open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?

    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        presenter = presentingViewController
        super.init()
    }

    /// The view the presentation happens in: while a transitioning delegate's animator runs the
    /// presentation and after it, a view of the screen's size in no window (a presented controller
    /// is drawn on its own, never inside its presenter's screen); `nil` otherwise.
    open var containerView: UIView? { cellSnapContainer }
    /// The container a custom transition runs in (see ``PresentationTransition``).
    final var cellSnapContainer: UIView?
    /// The view presented: the presented controller's.
    open var presentedView: UIView? { presentedViewController.viewIfLoaded }
    /// Where the presented view goes in the container: the container's bounds (none here).
    open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }
    /// The style the presentation adapts to in a compact width: the presentation's own.
    open var adaptivePresentationStyle: UIModalPresentationStyle { adaptivePresentationStyle(for: traitCollection) }
    /// The style the presentation adapts to in `traitCollection`: the delegate's answer, unless it
    /// answers `.none` (do not adapt, also its default), which keeps the presentation's own style.
    open func adaptivePresentationStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        let answer = delegate?.adaptivePresentationStyle(for: self, traitCollection: traitCollection) ?? .none
        return answer == .none ? presentationStyle : answer
    }
    /// The traits the presentation's own are overridden with.
    open var overrideTraitCollection: UITraitCollection?
    /// The presentation's traits: the presenter's, with ``overrideTraitCollection`` over them.
    open var traitCollection: UITraitCollection {
        let base = presentingViewController.traitCollection
        return overrideTraitCollection.map { base.overridden(by: $0) } ?? base
    }
    /// Whether the presentation covers the whole screen (UIKit's default: yes).
    open var shouldPresentInFullscreen: Bool { true }
    /// Whether the presenter's view is removed while the presentation shows (UIKit's default: no).
    open var shouldRemovePresentersView: Bool { false }

    /// Called when the presentation begins (with ``presentationTransitionDidEnd(_:)`` after it, at
    /// once: there is no animation).
    open func presentationTransitionWillBegin() {}
    /// Called when the presentation ended; `completed` is `true`, as nothing cancels it.
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    /// Called when the dismissal begins.
    open func dismissalTransitionWillBegin() {}
    /// Called when the dismissal ended; `completed` is `true`.
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
    /// Called before the container lays out its views (never: there is no container here).
    open func containerViewWillLayoutSubviews() {}
    /// Called after the container laid out its views (never: there is no container here).
    open func containerViewDidLayoutSubviews() {}
}

/// A presentation's delegate, as UIKit's `UIAdaptivePresentationControllerDelegate`; every
/// requirement optional.
@preconcurrency @MainActor public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection)
        -> UIModalPresentationStyle
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
    /// The controller to present in place of the presented one when the presentation adapts to
    /// `style` (a popover shown full screen in a compact width, wrapped in a navigation controller).
    func presentationController(
        _ controller: UIPresentationController,
        viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle
    ) -> UIViewController?
    /// The presentation is about to adapt to `presentationStyle`.
    func presentationController(
        _ presentationController: UIPresentationController,
        willPresentWithAdaptiveStyle presentationStyle: UIModalPresentationStyle,
        transitionCoordinator: (any UIViewControllerTransitionCoordinator)?)
}

extension UIAdaptivePresentationControllerDelegate {
    public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        .none
    }
    public func adaptivePresentationStyle(
        for controller: UIPresentationController, traitCollection: UITraitCollection
    ) -> UIModalPresentationStyle { adaptivePresentationStyle(for: controller) }
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        true
    }
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
    /// Not implemented: `nil`, the presented controller itself is shown.
    ///
    /// No visible effect: a presented controller is not drawn into its presenter's snapshot.
    public func presentationController(
        _ controller: UIPresentationController,
        viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle
    ) -> UIViewController? { OptionalRequirements.unimplemented(nil) }
    /// Not implemented: nothing happens.
    ///
    /// No visible effect: a presented controller is not drawn into its presenter's snapshot.
    public func presentationController(
        _ presentationController: UIPresentationController,
        willPresentWithAdaptiveStyle presentationStyle: UIModalPresentationStyle,
        transitionCoordinator: (any UIViewControllerTransitionCoordinator)?
    ) { OptionalRequirements.unimplemented(()) }
}

/// A popover's presentation, as UIKit's `UIPopoverPresentationController`: where the popover
/// points and what it lets through. Kept as set.
///
/// No visible effect: a popover is drawn over its presenter, and a presented controller is not
/// drawn into its presenter's snapshot.
///
/// ```swift
/// let menu = UIViewController()
/// menu.modalPresentationStyle = .popover
/// menu.popoverPresentationController?.sourceView = UIView()
/// menu.popoverPresentationController?.permittedArrowDirections = .up
/// ```
@preconcurrency @MainActor open class UIPopoverPresentationController: UIPresentationController {
    /// The view the popover points at.
    open var sourceView: UIView?
    /// The rectangle of ``sourceView`` it points at.
    open var sourceRect = CGRect.zero
    /// The bar button item it points at.
    open var barButtonItem: UIBarButtonItem?
    /// The directions its arrow may point.
    open var permittedArrowDirections = UIPopoverArrowDirection.any
    /// The direction its arrow points: unknown until it is shown, as in UIKit.
    open var arrowDirection: UIPopoverArrowDirection { .unknown }
    /// Its background colour.
    open var backgroundColor: UIColor?
    /// Views the user can touch while it shows.
    open var passthroughViews: [UIView]?
    /// Margins it keeps from the screen's edges.
    open var popoverLayoutMargins = UIEdgeInsets.zero
    /// Whether it may cover its source rectangle.
    open var canOverlapSourceViewRect = false
    /// The class of the view behind the popover's content and arrow (`nil`: UIKit's own).
    ///
    /// No visible effect: a popover is drawn over its presenter, and a presented controller is not
    /// drawn into its presenter's snapshot.
    open var popoverBackgroundViewClass: (any UIPopoverBackgroundViewMethods.Type)?
    /// The sheet the popover adapts to in a compact width (iOS 15): made once, for the same
    /// presented controller, and kept, so its detents and grabber stay as set.
    ///
    /// No visible effect: the sheet is not drawn: a presented controller is not drawn into its presenter's snapshot.
    open private(set) lazy var adaptiveSheetPresentationController = UISheetPresentationController(
        presentedViewController: presentedViewController, presenting: presentingViewController)
}

/// A popover's delegate, as UIKit's `UIPopoverPresentationControllerDelegate`; every requirement optional.
@preconcurrency @MainActor
public protocol UIPopoverPresentationControllerDelegate:
    UIAdaptivePresentationControllerDelegate
{
    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController)
    /// Whether the popover closes when the person taps outside it (deprecated in iOS 13 for
    /// `presentationControllerShouldDismiss(_:)`).
    func popoverPresentationControllerShouldDismissPopover(
        _ popoverPresentationController: UIPopoverPresentationController
    ) -> Bool
    /// The person closed the popover by tapping outside it (deprecated in iOS 13 for
    /// `presentationControllerDidDismiss(_:)`).
    func popoverPresentationControllerDidDismissPopover(
        _ popoverPresentationController: UIPopoverPresentationController)
}

extension UIPopoverPresentationControllerDelegate {
    public func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {}
    /// Not implemented: `true`, the popover closes.
    ///
    /// No visible effect: only the person's tap outside a popover closes it this way, and a
    /// snapshot has no person.
    public func popoverPresentationControllerShouldDismissPopover(
        _ popoverPresentationController: UIPopoverPresentationController
    ) -> Bool { OptionalRequirements.unimplemented(true) }
    /// Not implemented: nothing happens.
    ///
    /// No visible effect: only the person's tap outside a popover closes it this way, and a
    /// snapshot has no person.
    public func popoverPresentationControllerDidDismissPopover(
        _ popoverPresentationController: UIPopoverPresentationController
    ) { OptionalRequirements.unimplemented(()) }
}

/// The directions of a popover's arrow, as UIKit's `UIPopoverArrowDirection`.
public struct UIPopoverArrowDirection: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
    public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
    public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
    public static let unknown = UIPopoverArrowDirection(rawValue: UInt.max)
}

extension UIViewController {
    /// The presentation controller, made for the current style the first time it is asked for
    /// (again if the style changed to another kind since): a popover's for `.popover`, a sheet's
    /// for `.automatic`, `.pageSheet` and `.formSheet` (sheets on iOS 15 and later), a plain one
    /// for the others.
    func cellSnapPresentationController() -> UIPresentationController {
        let kind: UIPresentationController.Type =
            switch modalPresentationStyle {
            case .popover: UIPopoverPresentationController.self
            case .automatic, .pageSheet, .formSheet: UISheetPresentationController.self
            default: UIPresentationController.self
            }
        // A custom presentation's controller is the transitioning delegate's, of any class.
        if let existing = ownPresentationController, type(of: existing) == kind || modalPresentationStyle == .custom {
            return existing
        }
        let made: UIPresentationController =
            switch kind {
            case is UIPopoverPresentationController.Type:
                UIPopoverPresentationController(presentedViewController: self, presenting: presentingViewController)
            case is UISheetPresentationController.Type:
                UISheetPresentationController(presentedViewController: self, presenting: presentingViewController)
            default: UIPresentationController(presentedViewController: self, presenting: presentingViewController)
            }
        ownPresentationController = made
        return made
    }
}
