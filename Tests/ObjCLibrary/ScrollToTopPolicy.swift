// An app's extension of a UIKit class adopting one of UIKit's `@objc` protocols, its methods the
// defaults that the app's controllers override (as list apps write `extension UIViewController:
// UITableViewDataSource`): on iOS the methods are `@objc` and the runtime dispatches them; UIKit's
// own adopters of the protocol (`UITableViewController`) keep theirs, which their subclasses override.
import UIKit

extension UIViewController: UIScrollViewDelegate {
    /// Whether a tap on the status bar scrolls to the top: not by default.
    public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { false }
}

/// A controller that lets the status bar scroll it to the top, through an override in an extension.
public final class ScrollsToTopViewController: UIViewController {}

extension ScrollsToTopViewController {
    public override func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
        !super.scrollViewShouldScrollToTop(scrollView)
    }
}

/// A table controller that never scrolls to the top, overriding UIKit's own adopter's method.
public final class PinnedTableViewController: UITableViewController {
    public override func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { false }
}

/// What a scroll view's delegate answers, asked as UIKit asks it: through the protocol.
@MainActor public func scrollsToTop(_ delegate: UIScrollViewDelegate) -> Bool {
    delegate.scrollViewShouldScrollToTop(UIScrollView())
}

/// Whether the controller answers the selector UIKit sends (`responds(to:)`, through the tables).
@MainActor public func answersScrollToTop(_ controller: UIViewController) -> Bool {
    controller.responds(to: #selector(UIScrollViewDelegate.scrollViewShouldScrollToTop(_:)))
}
