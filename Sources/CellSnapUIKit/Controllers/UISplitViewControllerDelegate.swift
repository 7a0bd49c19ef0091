import Foundation

/// What a split view controller tells its delegate and asks it, as UIKit's
/// `UISplitViewControllerDelegate`; every requirement is optional, and one the delegate does not
/// implement answers as UIKit does without it.
///
/// A split view CellSnap draws is collapsed (an iPhone-sized, compact width; a regular width is
/// refused). It collapses when it is first laid out, and asks then what UIKit asks: a split view
/// of columns (`init(style:)`) asks
/// `splitViewController(_:topColumnForCollapsingToProposedTopColumn:)`, proposing the column
/// shown last (`show(_:)`) or else the secondary column when it has a controller (CellSnap's
/// reading of iOS 14's behaviour, which Apple does not document: an app that wants its list first
/// answers `.primary`), then tells `splitViewControllerDidCollapse(_:)`; a classic split view asks
/// `primaryViewController(forCollapsing:)`, then
/// `splitViewController(_:collapseSecondary:onto:)`, and unless the delegate answers `true` the
/// primary controller takes the secondary (a navigation controller pushes it). `show(_:sender:)`
/// and `showDetailViewController(_:sender:)` ask `splitViewController(_:show:sender:)` and
/// `splitViewController(_:showDetail:sender:)` first; `show(_:)` and `hide(_:)` of a column tell
/// `splitViewController(_:willShow:)` and `splitViewController(_:willHide:)`; the orientations
/// are the delegate's when it gives them. Never asked, as a collapsed split view of a still
/// picture never does: expanding (`primaryViewController(forExpanding:)`,
/// `splitViewController(_:separateSecondaryFrom:)`,
/// `splitViewController(_:displayModeForExpandingToProposedDisplayMode:)`,
/// `splitViewControllerDidExpand(_:)`), display mode changes, the presentation gesture, and the
/// methods deprecated in iOS 8, which UIKit calls only for columns side by side.
@preconcurrency @MainActor public protocol UISplitViewControllerDelegate: NSObjectProtocol {
    func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode)
    func targetDisplayModeForAction(in svc: UISplitViewController) -> UISplitViewController.DisplayMode
    func splitViewController(_ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?)
        -> Bool
    func splitViewController(
        _ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?
    ) -> Bool
    func primaryViewController(forCollapsing splitViewController: UISplitViewController) -> UIViewController?
    func primaryViewController(forExpanding splitViewController: UISplitViewController) -> UIViewController?
    func splitViewController(
        _ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
        onto primaryViewController: UIViewController
    ) -> Bool
    func splitViewController(
        _ splitViewController: UISplitViewController, separateSecondaryFrom primaryViewController: UIViewController
    ) -> UIViewController?
    func splitViewControllerSupportedInterfaceOrientations(_ splitViewController: UISplitViewController)
        -> UIInterfaceOrientationMask
    func splitViewControllerPreferredInterfaceOrientationForPresentation(
        _ splitViewController: UISplitViewController
    ) -> UIInterfaceOrientation
    @available(*, deprecated, message: "Use splitViewController(_:willChangeTo:) and displayModeButtonItem")
    func splitViewController(
        _ svc: UISplitViewController, willHide aViewController: UIViewController,
        with barButtonItem: UIBarButtonItem, for pc: UIPopoverController)
    @available(*, deprecated, message: "Use splitViewController(_:willChangeTo:) and displayModeButtonItem")
    func splitViewController(
        _ svc: UISplitViewController, willShow aViewController: UIViewController,
        invalidating barButtonItem: UIBarButtonItem)
    @available(*, deprecated)
    func splitViewController(
        _ svc: UISplitViewController, popoverController pc: UIPopoverController,
        willPresent aViewController: UIViewController)
    @available(*, deprecated)
    func splitViewController(
        _ svc: UISplitViewController, shouldHide vc: UIViewController, in orientation: UIInterfaceOrientation
    ) -> Bool
    func splitViewController(
        _ svc: UISplitViewController,
        topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column
    func splitViewController(
        _ svc: UISplitViewController,
        displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode
    ) -> UISplitViewController.DisplayMode
    func splitViewControllerDidCollapse(_ svc: UISplitViewController)
    func splitViewControllerDidExpand(_ svc: UISplitViewController)
    func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column)
    func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column)
    func splitViewControllerInteractivePresentationGestureWillBegin(_ svc: UISplitViewController)
    func splitViewControllerInteractivePresentationGestureDidEnd(_ svc: UISplitViewController)
}

// What UIKit does without each requirement. No visible effect for those the type's notes say are
// never asked.
extension UISplitViewControllerDelegate {
    public func splitViewController(
        _ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode
    ) { OptionalRequirements.unimplemented(()) }
    /// Not implemented: `.automatic` (UIKit picks the next mode).
    public func targetDisplayModeForAction(in svc: UISplitViewController) -> UISplitViewController.DisplayMode {
        OptionalRequirements.unimplemented(.automatic)
    }
    /// Not implemented: `false`, the split view shows `vc` itself.
    public func splitViewController(
        _ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?
    ) -> Bool { OptionalRequirements.unimplemented(false) }
    /// Not implemented: `false`, the split view shows `vc` itself.
    public func splitViewController(
        _ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?
    ) -> Bool { OptionalRequirements.unimplemented(false) }
    /// Not implemented: `nil`, the primary column's controller stays the primary.
    public func primaryViewController(forCollapsing splitViewController: UISplitViewController) -> UIViewController? {
        OptionalRequirements.unimplemented(nil)
    }
    public func primaryViewController(forExpanding splitViewController: UISplitViewController) -> UIViewController? {
        OptionalRequirements.unimplemented(nil)
    }
    /// Not implemented: `false`, the primary controller takes the secondary.
    public func splitViewController(
        _ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
        onto primaryViewController: UIViewController
    ) -> Bool { OptionalRequirements.unimplemented(false) }
    public func splitViewController(
        _ splitViewController: UISplitViewController, separateSecondaryFrom primaryViewController: UIViewController
    ) -> UIViewController? { OptionalRequirements.unimplemented(nil) }
    /// Not implemented: the split view's own (all but upside down).
    public func splitViewControllerSupportedInterfaceOrientations(_ splitViewController: UISplitViewController)
        -> UIInterfaceOrientationMask
    { OptionalRequirements.unimplemented(.allButUpsideDown) }
    /// Not implemented: portrait.
    public func splitViewControllerPreferredInterfaceOrientationForPresentation(
        _ splitViewController: UISplitViewController
    ) -> UIInterfaceOrientation { OptionalRequirements.unimplemented(.portrait) }
    @available(*, deprecated)
    public func splitViewController(
        _ svc: UISplitViewController, willHide aViewController: UIViewController,
        with barButtonItem: UIBarButtonItem, for pc: UIPopoverController
    ) { OptionalRequirements.unimplemented(()) }
    @available(*, deprecated)
    public func splitViewController(
        _ svc: UISplitViewController, willShow aViewController: UIViewController,
        invalidating barButtonItem: UIBarButtonItem
    ) { OptionalRequirements.unimplemented(()) }
    @available(*, deprecated)
    public func splitViewController(
        _ svc: UISplitViewController, popoverController pc: UIPopoverController,
        willPresent aViewController: UIViewController
    ) { OptionalRequirements.unimplemented(()) }
    @available(*, deprecated)
    public func splitViewController(
        _ svc: UISplitViewController, shouldHide vc: UIViewController, in orientation: UIInterfaceOrientation
    ) -> Bool { OptionalRequirements.unimplemented(true) }
    /// Not implemented: the proposed column.
    public func splitViewController(
        _ svc: UISplitViewController,
        topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column { OptionalRequirements.unimplemented(proposedTopColumn) }
    public func splitViewController(
        _ svc: UISplitViewController,
        displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode
    ) -> UISplitViewController.DisplayMode { OptionalRequirements.unimplemented(proposedDisplayMode) }
    public func splitViewControllerDidCollapse(_ svc: UISplitViewController) { OptionalRequirements.unimplemented(()) }
    public func splitViewControllerDidExpand(_ svc: UISplitViewController) { OptionalRequirements.unimplemented(()) }
    public func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column) {
        OptionalRequirements.unimplemented(())
    }
    public func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column) {
        OptionalRequirements.unimplemented(())
    }
    public func splitViewControllerInteractivePresentationGestureWillBegin(_ svc: UISplitViewController) {
        OptionalRequirements.unimplemented(())
    }
    public func splitViewControllerInteractivePresentationGestureDidEnd(_ svc: UISplitViewController) {
        OptionalRequirements.unimplemented(())
    }
}
