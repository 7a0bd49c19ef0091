import Foundation

/// The work behind the containment and showing members the class body forwards to (its body keeps
/// one line a member, for the members an app overrides).
extension UIViewController {
    /// Posted when a split view controller's choice of where `showDetailViewController(_:sender:)`
    /// shows a controller changes (it never does here).
    public static let showDetailTargetDidChangeNotification = Notification.Name(
        "UIViewControllerShowDetailTargetDidChangeNotification")

    /// The name of the exception UIKit raises when the controller hierarchy and the view hierarchy
    /// disagree (a child's view added under another controller's view).
    ///
    /// No visible effect: CellSnap raises no Objective-C exceptions; the name is there for code
    /// that compares an exception's name with it.
    public static let hierarchyInconsistencyException = NSExceptionName(
        "UIViewControllerHierarchyInconsistency")

    final func cellSnapAddChild(_ childController: UIViewController) {
        guard childController.parent !== self else { return }
        childController.removeFromParent()
        childController.willMove(toParent: self)
        childController.isMovingToParent = true
        cellSnapChildren.append(childController)
        childController.parent = self
    }

    final func cellSnapRemoveFromParent() {
        guard let parent else { return }
        isMovingFromParent = true
        parent.cellSnapChildren.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }

    final func cellSnapShow(_ vc: UIViewController) {
        if let navigationController {
            navigationController.pushViewController(vc, animated: true)
        } else {
            present(vc, animated: true)
        }
    }

    final func cellSnapShowDetail(_ vc: UIViewController, sender: Any?) {
        if let splitViewController {
            splitViewController.showDetailViewController(vc, sender: sender)
        } else {
            show(vc, sender: sender)
        }
    }
}

extension UIViewController {
    final var cellSnapView: UIView! {
        loadViewIfNeeded()
        return loadedView
    }

    final func cellSnapSetView(_ newValue: UIView?) {
        loadedView?.owningViewController = nil
        loadedView = newValue
        newValue?.owningViewController = self
        // The style and traits the controller set (before its view loaded, too) are its view's.
        if cellSnapState.pendingStyle != .unspecified {
            newValue?.overrideUserInterfaceStyle = cellSnapState.pendingStyle
        }
        if !cellSnapState.pendingTraits.isEmpty { newValue?.traitOverrides = cellSnapState.pendingTraits }
    }

    final func cellSnapDidMove() {
        isMovingToParent = false
        isMovingFromParent = false
    }

    /// The controller's own tab bar item, made from its title the first time, or the one it shows
    /// in place of a default one (``cellSnapInheritedTabBarItem``).
    final var cellSnapTabBarItem: UITabBarItem {
        if ownTabBarItem == nil, let inherited = cellSnapInheritedTabBarItem { return inherited }
        if ownTabBarItem == nil { ownTabBarItem = UITabBarItem(title: title, image: nil, tag: 0) }
        return ownTabBarItem!
    }
}
