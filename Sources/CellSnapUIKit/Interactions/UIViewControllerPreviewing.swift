import Foundation

/// An action shown under a peeked view controller (3D Touch, deprecated in iOS 13 for context
/// menus), as UIKit's `UIPreviewActionItem`.
///
/// No visible effect: a peek needs a firm press, which a screen at rest never has.
@preconcurrency @MainActor public protocol UIPreviewActionItem: NSObjectProtocol {
    /// The action's title.
    var title: String { get }
}

/// An action under a peeked view controller, as UIKit's `UIPreviewAction`.
///
/// No visible effect: a peek needs a firm press, which a screen at rest never has; the handler
/// is kept and runs when a test calls it.
@preconcurrency @MainActor open class UIPreviewAction: NSObject, UIPreviewActionItem {
    /// How a preview action looks, as UIKit's `UIPreviewAction.Style`.
    ///
    /// No visible effect: a peek needs a firm press, which a screen at rest never has.
    public enum Style: Int, Hashable, Sendable {
        case `default` = 0, selected = 1, destructive = 2
    }

    /// The action's title.
    ///
    /// No visible effect: a peek needs a firm press, which a screen at rest never has.
    open private(set) var title: String
    /// How the action looks.
    let style: Style
    /// What the action does, with the action and the previewed view controller.
    ///
    /// No visible effect: a peek needs a firm press, which a screen at rest never has.
    open private(set) var handler: (any UIPreviewActionItem, UIViewController) -> Void

    /// An action titled `title` in `style`, running `handler` with itself and the previewed
    /// view controller.
    ///
    /// No visible effect: a peek needs a firm press, which a screen at rest never has.
    public convenience init(
        title: String, style: UIPreviewAction.Style, handler: @escaping (UIPreviewAction, UIViewController) -> Void
    ) {
        self.init(title: title, style: style) { item, controller in
            if let action = item as? UIPreviewAction { handler(action, controller) }
        }
    }

    init(title: String, style: Style, itemHandler: @escaping (any UIPreviewActionItem, UIViewController) -> Void) {
        self.title = title
        self.style = style
        handler = itemHandler
        super.init()
    }
}

/// A group of preview actions shown as one that opens, as UIKit's `UIPreviewActionGroup`.
///
/// No visible effect: a peek needs a firm press, which a screen at rest never has.
@preconcurrency @MainActor open class UIPreviewActionGroup: NSObject, UIPreviewActionItem {
    /// The group's title.
    ///
    /// No visible effect: a peek needs a firm press, which a screen at rest never has.
    open private(set) var title: String
    /// How the group looks.
    let style: UIPreviewAction.Style
    /// The actions in the group.
    let actions: [UIPreviewAction]

    /// A group titled `title` of `actions`.
    ///
    /// No visible effect: a peek needs a firm press, which a screen at rest never has.
    public convenience init(title: String, style: UIPreviewAction.Style, actions: [UIPreviewAction]) {
        self.init(groupTitle: title, style: style, actions: actions)
    }

    init(groupTitle: String, style: UIPreviewAction.Style, actions: [UIPreviewAction]) {
        title = groupTitle
        self.style = style
        self.actions = actions
        super.init()
    }
}

/// A view registered for peeking and popping (3D Touch, deprecated in iOS 13), as UIKit's
/// `UIViewControllerPreviewing`: what `registerForPreviewing(with:sourceView:)` returns.
///
/// No visible effect: a peek needs a firm press, which a screen at rest never has.
@preconcurrency @MainActor public protocol UIViewControllerPreviewing: NSObjectProtocol {
    /// The recognizer other gestures wait for.
    ///
    /// No visible effect: a peek needs a firm press, which a screen at rest never has.
    var previewingGestureRecognizerForFailureRelationship: UIGestureRecognizer { get }
    /// The delegate that gives the view controller to peek.
    ///
    /// No visible effect: a peek needs a firm press, which a screen at rest never has.
    var delegate: any UIViewControllerPreviewingDelegate { get }
    /// The view that is pressed.
    ///
    /// No visible effect: a peek needs a firm press, which a screen at rest never has.
    var sourceView: UIView { get }
    /// The part of the source view that stays sharp around the peek (its bounds by default).
    ///
    /// No visible effect: a peek needs a firm press, which a screen at rest never has.
    var sourceRect: CGRect { get set }
}

/// What gives the view controller to peek and pops it, as UIKit's
/// `UIViewControllerPreviewingDelegate`; both requirements are required.
///
/// No visible effect: a peek needs a firm press, which a screen at rest never has.
@preconcurrency @MainActor public protocol UIViewControllerPreviewingDelegate: NSObjectProtocol {
    /// The view controller to peek at `location` of the source view (`nil`: nothing to peek).
    ///
    /// No visible effect: a peek needs a firm press, which a screen at rest never has.
    func previewingContext(
        _ previewingContext: any UIViewControllerPreviewing, viewControllerForLocation location: CGPoint
    )
        -> UIViewController?
    /// Shows the peeked view controller for real (a harder press).
    ///
    /// No visible effect: a peek needs a firm press, which a screen at rest never has.
    func previewingContext(
        _ previewingContext: any UIViewControllerPreviewing, commit viewControllerToCommit: UIViewController)
}

/// A registration of a view for previewing.
@MainActor final class PreviewingRegistration: NSObject, UIViewControllerPreviewing {
    let previewingGestureRecognizerForFailureRelationship = UIGestureRecognizer(target: nil, action: nil)
    let delegate: any UIViewControllerPreviewingDelegate
    let sourceView: UIView
    var sourceRect: CGRect

    init(delegate: any UIViewControllerPreviewingDelegate, sourceView: UIView) {
        self.delegate = delegate
        self.sourceView = sourceView
        sourceRect = sourceView.bounds
        super.init()
    }
}

extension UIViewController {
    /// ``registerForPreviewing(with:sourceView:)``'s work: the registration keeps its delegate and
    /// source view, and its recognizer is attached to the view.
    final func cellSnapRegisterForPreviewing(
        with delegate: any UIViewControllerPreviewingDelegate, sourceView: UIView
    ) -> any UIViewControllerPreviewing {
        let registration = PreviewingRegistration(delegate: delegate, sourceView: sourceView)
        sourceView.addGestureRecognizer(registration.previewingGestureRecognizerForFailureRelationship)
        return registration
    }
}
