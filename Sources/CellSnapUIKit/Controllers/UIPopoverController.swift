import Foundation

/// A controller shown in a popover, as UIKit's `UIPopoverController` (deprecated in iOS 9 for
/// `modalPresentationStyle = .popover`; the classic split view delegate's methods still name it).
///
/// It keeps its content and settings; presenting it is accepted and, as a presented controller
/// is, not drawn into the screen's snapshot. ``isPopoverVisible`` says whether it was presented
/// and not dismissed.
@available(*, deprecated, message: "Use modalPresentationStyle = .popover and popoverPresentationController")
@preconcurrency @MainActor open class UIPopoverController: NSObject {
    /// The controller the popover shows.
    open var contentViewController: UIViewController
    /// Told when the popover is dismissed by a tap outside it.
    open weak var delegate: (any UIPopoverControllerDelegate)?
    /// The size of the popover's content (the content's preferred size unless set).
    open var popoverContentSize: CGSize
    /// Views the person may use while the popover shows.
    ///
    /// No visible effect: a popover is not drawn (see the type's notes).
    open var passthroughViews: [UIView]?
    /// The popover's background colour. No visible effect: a popover is not drawn.
    open var backgroundColor: UIColor?
    /// The margins the popover keeps from the screen's edges. No visible effect: a popover is not drawn.
    open var popoverLayoutMargins = UIEdgeInsets.zero
    /// Whether the popover was presented and not dismissed since.
    open private(set) var isPopoverVisible = false
    /// The arrow the presented popover has (unknown until presented).
    open private(set) var popoverArrowDirection = UIPopoverArrowDirection.unknown

    /// A popover of `viewController`.
    public init(contentViewController viewController: UIViewController) {
        contentViewController = viewController
        popoverContentSize = viewController.preferredContentSize
        super.init()
    }

    /// Replaces the content (`animated` changes nothing).
    open func setContentViewController(_ viewController: UIViewController, animated: Bool) {
        contentViewController = viewController
    }

    /// Sets the content's size (`animated` changes nothing).
    open func setPopoverContentSize(_ size: CGSize, animated: Bool) { popoverContentSize = size }

    /// Presents the popover pointing at `rect` of `view` (not drawn, see the type's notes).
    open func present(
        from rect: CGRect, in view: UIView, permittedArrowDirections arrowDirections: UIPopoverArrowDirection,
        animated: Bool
    ) {
        presentPopover(arrowDirections)
    }

    /// Presents the popover pointing at `item` (not drawn, see the type's notes).
    open func present(
        from item: UIBarButtonItem, permittedArrowDirections arrowDirections: UIPopoverArrowDirection, animated: Bool
    ) {
        presentPopover(arrowDirections)
    }

    /// Dismisses the popover (`animated` changes nothing); its delegate is not told, as in UIKit.
    open func dismiss(animated: Bool) {
        isPopoverVisible = false
        popoverArrowDirection = .unknown
    }

    private func presentPopover(_ arrowDirections: UIPopoverArrowDirection) {
        isPopoverVisible = true
        popoverArrowDirection =
            [UIPopoverArrowDirection.up, .down, .left, .right].first { arrowDirections.contains($0) } ?? .unknown
    }
}

/// What a popover controller tells its delegate, as UIKit's `UIPopoverControllerDelegate`
/// (deprecated in iOS 9); every requirement is optional.
@available(*, deprecated, message: "Use UIPopoverPresentationControllerDelegate")
@preconcurrency @MainActor public protocol UIPopoverControllerDelegate: NSObjectProtocol {
    /// Asked whether a tap outside dismisses the popover.
    func popoverControllerShouldDismissPopover(_ popoverController: UIPopoverController) -> Bool
    /// Told that a tap outside dismissed the popover.
    func popoverControllerDidDismissPopover(_ popoverController: UIPopoverController)
}

@available(*, deprecated)
extension UIPopoverControllerDelegate {
    /// Not implemented: `true`. No visible effect: a snapshot has no taps.
    public func popoverControllerShouldDismissPopover(_ popoverController: UIPopoverController) -> Bool { true }
    /// Not implemented: nothing happens. No visible effect: a snapshot has no taps.
    public func popoverControllerDidDismissPopover(_ popoverController: UIPopoverController) {}
}
