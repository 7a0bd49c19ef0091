import Foundation

/// UIKit's own classes made from their metatype with `init()` (`UIViewController.Type`,
/// `UIView.Type`, cells): the adapter's form of `metatype.init()` makes an app's classes through
/// the initialisers it registered, and a metatype that is exactly one of these classes here.
@MainActor enum UIKitInitializers {
    static func make(_ type: AnyClass) -> AnyObject? { initializers[ObjectIdentifier(type)]?() }

    private static let initializers: [ObjectIdentifier: () -> AnyObject] = [
        ObjectIdentifier(UIViewController.self): { UIViewController() },
        ObjectIdentifier(UITableViewController.self): { UITableViewController() },
        ObjectIdentifier(UINavigationController.self): { UINavigationController() },
        ObjectIdentifier(UITabBarController.self): { UITabBarController() },
        ObjectIdentifier(UISplitViewController.self): { UISplitViewController() },
        ObjectIdentifier(UIView.self): { UIView() },
        ObjectIdentifier(UIControl.self): { UIControl() },
        ObjectIdentifier(UILabel.self): { UILabel() },
        ObjectIdentifier(UIImageView.self): { UIImageView() },
        ObjectIdentifier(UIStackView.self): { UIStackView() },
        ObjectIdentifier(UIScrollView.self): { UIScrollView() },
        ObjectIdentifier(UISwitch.self): { UISwitch() },
        ObjectIdentifier(UITextField.self): { UITextField() },
        ObjectIdentifier(UISearchBar.self): { UISearchBar() },
        ObjectIdentifier(UICollectionReusableView.self): { UICollectionReusableView() },
        ObjectIdentifier(UICollectionViewCell.self): { UICollectionViewCell() },
        ObjectIdentifier(UICollectionViewListCell.self): { UICollectionViewListCell() },
    ]
}
