import Foundation

/// Shows a large version of a small control (a bar button, a tab) when a person with a large
/// accessibility text size presses it, as UIKit's `UILargeContentViewerInteraction`.
///
/// No visible effect: the large content viewer appears during a long press, which a screen at
/// rest never has; ``isEnabled`` follows the content size category, as on iOS.
@preconcurrency @MainActor open class UILargeContentViewerInteraction: NSObject, UIInteraction {
    /// Posted when ``isEnabled`` changes (never, here: a test's traits do not post it).
    ///
    /// No visible effect: the viewer, clicks and popovers appear on a press, which a screen at rest never has.
    nonisolated public static let enabledStatusDidChangeNotification = Notification.Name(
        "UILargeContentViewerInteractionEnabledStatusDidChangeNotification")

    /// Whether the viewer is on: with an accessibility content size category, as iOS turns it
    /// on (CellSnap asks the current trait collection).
    ///
    /// No visible effect: the viewer, clicks and popovers appear on a press, which a screen at rest never has.
    open class var isEnabled: Bool {
        UITraitCollection.current.preferredContentSizeCategory.isAccessibilityCategory
    }

    /// Chooses the item under a point and is told when the viewer closes.
    ///
    /// No visible effect: the viewer, clicks and popovers appear on a press, which a screen at rest never has.
    open private(set) weak var delegate: (any UILargeContentViewerInteractionDelegate)?
    /// The view the interaction is attached to.
    ///
    /// No visible effect: the viewer, clicks and popovers appear on a press, which a screen at rest never has.
    open private(set) weak var view: UIView?
    /// The recognizer other gestures may be told to wait for.
    ///
    /// No visible effect: the viewer, clicks and popovers appear on a press, which a screen at rest never has.
    open private(set) var gestureRecognizerForExclusionRelationship = UIGestureRecognizer(target: nil, action: nil)

    /// An interaction whose delegate (`nil`: the view itself) chooses the items.
    ///
    /// No visible effect: the viewer, clicks and popovers appear on a press, which a screen at rest never has.
    public init(delegate: (any UILargeContentViewerInteractionDelegate)? = nil) {
        self.delegate = delegate
        super.init()
    }

    /// The interaction is about to move to `view`.
    ///
    /// No visible effect: the viewer, clicks and popovers appear on a press, which a screen at rest never has.
    open func willMove(to view: UIView?) {}
    /// The interaction moved to `view`.
    ///
    /// No visible effect: the viewer, clicks and popovers appear on a press, which a screen at rest never has.
    open func didMove(to view: UIView?) { self.view = view }
}

/// What a large content viewer interaction asks its delegate, as UIKit's
/// `UILargeContentViewerInteractionDelegate`; every requirement is optional.
///
/// No visible effect: the viewer, clicks and popovers appear on a press, which a screen at rest never has.
@preconcurrency @MainActor public protocol UILargeContentViewerInteractionDelegate: NSObjectProtocol {
    func largeContentViewerInteraction(
        _ interaction: UILargeContentViewerInteraction, didEndOn item: (any UILargeContentViewerItem)?,
        at point: CGPoint)
    func largeContentViewerInteraction(_ interaction: UILargeContentViewerInteraction, itemAt point: CGPoint)
        -> (any UILargeContentViewerItem)?
    func viewController(for interaction: UILargeContentViewerInteraction) -> UIViewController
}

extension UILargeContentViewerInteractionDelegate {
    /// Not implemented: nothing happens (UIKit sends the item's primary action when it is a control).
    ///
    /// No visible effect: the viewer, clicks and popovers appear on a press, which a screen at rest never has.
    public func largeContentViewerInteraction(
        _ interaction: UILargeContentViewerInteraction, didEndOn item: (any UILargeContentViewerItem)?,
        at point: CGPoint
    ) {
        OptionalRequirements.unimplemented(())
    }
    /// Not implemented: the deepest subview of the interaction's view under `point` that is an
    /// item showing the viewer, as UIKit hit-tests.
    ///
    /// No visible effect: the viewer, clicks and popovers appear on a press, which a screen at rest never has.
    public func largeContentViewerInteraction(_ interaction: UILargeContentViewerInteraction, itemAt point: CGPoint)
        -> (any UILargeContentViewerItem)?
    {
        let hit = interaction.view?.hitTest(point, with: nil)
        return OptionalRequirements.unimplemented(hit as? any UILargeContentViewerItem)
    }
    /// Not implemented: the view controller that shows the interaction's view (a new one when
    /// the view is in none).
    ///
    /// No visible effect: the viewer, clicks and popovers appear on a press, which a screen at rest never has.
    public func viewController(for interaction: UILargeContentViewerInteraction) -> UIViewController {
        var responder: UIResponder? = interaction.view
        while let current = responder, !(current is UIViewController) { responder = current.next }
        return OptionalRequirements.unimplemented(responder as? UIViewController ?? UIViewController())
    }
}

/// An item the large content viewer can show, as UIKit's `UILargeContentViewerItem`.
///
/// No visible effect: the viewer, clicks and popovers appear on a press, which a screen at rest never has.
@preconcurrency @MainActor public protocol UILargeContentViewerItem: NSObjectProtocol {
    var showsLargeContentViewer: Bool { get }
    var largeContentTitle: String? { get }
    var largeContentImage: UIImage? { get }
    var scalesLargeContentImage: Bool { get }
    var largeContentImageInsets: UIEdgeInsets { get }
}

/// A view that plays the keyboard's click sounds (`UIDevice.playInputClick()`) when it is an
/// input view, as UIKit's `UIInputViewAudioFeedback`.
///
/// No visible effect: a click is a sound.
@preconcurrency @MainActor public protocol UIInputViewAudioFeedback: NSObjectProtocol {
    /// Whether the input view plays clicks while it shows (`false` when not implemented).
    var enableInputClicksWhenVisible: Bool { get }
}

extension UIInputViewAudioFeedback {
    /// Not implemented: `false`, no clicks.
    ///
    /// No visible effect: the viewer, clicks and popovers appear on a press, which a screen at rest never has.
    public var enableInputClicksWhenVisible: Bool { OptionalRequirements.unimplemented(false) }
}

/// Something a popover can point at, as UIKit's `UIPopoverPresentationControllerSourceItem`
/// (iOS 16): a view, or a bar button item.
///
/// No visible effect: the viewer, clicks and popovers appear on a press, which a screen at rest never has.
@preconcurrency @MainActor public protocol UIPopoverPresentationControllerSourceItem: NSObjectProtocol {
    /// The item's frame in `referenceView`'s coordinates (`nil` when it has none there).
    func frame(in referenceView: UIView) -> CGRect?
}

extension UIView: UIPopoverPresentationControllerSourceItem {
    /// The view's bounds in `referenceView`'s coordinates.
    ///
    /// No visible effect: the viewer, clicks and popovers appear on a press, which a screen at rest never has.
    public func frame(in referenceView: UIView) -> CGRect? { convert(bounds, to: referenceView) }
}

extension UIBarButtonItem: UIPopoverPresentationControllerSourceItem {
    /// The frame of the item's custom view in `referenceView`'s coordinates; `nil` for an item
    /// a bar draws itself (CellSnap keeps no view for it).
    ///
    /// No visible effect: the viewer, clicks and popovers appear on a press, which a screen at rest never has.
    public func frame(in referenceView: UIView) -> CGRect? { customView?.frame(in: referenceView) }
}
