import Foundation

/// UIKit's own classes made from their metatype value (`UIViewController.Type`, `UIView.Type`,
/// cells): the adapter's forms of `metatype.init()`, `T(frame:)` and their kin make an app's
/// classes through the factories it registered, and a metatype that is exactly one of these
/// classes here, with the initialisers iOS answers for it.
@MainActor enum UIKitInitializers {
    static func factory(_ type: AnyClass, _ selector: String) -> SelectorTable.Factory? {
        factories[ObjectIdentifier(type)]?[selector]
    }

    private static let factories: [ObjectIdentifier: [String: SelectorTable.Factory]] = {
        var table: [ObjectIdentifier: [String: SelectorTable.Factory]] = [:]
        /// A view: `init()` is `init(frame: .zero)`, as on iOS.
        func view(_ type: AnyClass, _ make: @escaping @MainActor @Sendable (CGRect) -> AnyObject) {
            table[ObjectIdentifier(type)] = ["init": { _ in make(.zero) }, "initWithFrame:": { try make($0.value(0)) }]
        }
        /// A view controller: `init()` is `init(nibName: nil, bundle: nil)`, as on iOS.
        func controller(_ type: AnyClass, _ make: @escaping @MainActor @Sendable (String?, Bundle?) -> AnyObject) {
            table[ObjectIdentifier(type)] = [
                "init": { _ in make(nil, nil) }, "initWithNibName:bundle:": { try make($0.value(0), $0.value(1)) },
            ]
        }
        controller(UIViewController.self) { UIViewController(nibName: $0, bundle: $1) }
        controller(UITableViewController.self) { UITableViewController(nibName: $0, bundle: $1) }
        controller(UINavigationController.self) { UINavigationController(nibName: $0, bundle: $1) }
        controller(UITabBarController.self) { UITabBarController(nibName: $0, bundle: $1) }
        controller(UISplitViewController.self) { UISplitViewController(nibName: $0, bundle: $1) }
        view(UIView.self) { UIView(frame: $0) }
        view(UIControl.self) { UIControl(frame: $0) }
        view(UILabel.self) { UILabel(frame: $0) }
        view(UIImageView.self) { UIImageView(frame: $0) }
        view(UIStackView.self) { UIStackView(frame: $0) }
        view(UIScrollView.self) { UIScrollView(frame: $0) }
        view(UITableView.self) { UITableView(frame: $0) }
        view(UIButton.self) { UIButton(frame: $0) }
        view(UISwitch.self) { UISwitch(frame: $0) }
        view(UITextField.self) { UITextField(frame: $0) }
        view(UISearchBar.self) { UISearchBar(frame: $0) }
        view(UISlider.self) { UISlider(frame: $0) }
        view(UISegmentedControl.self) { UISegmentedControl(frame: $0) }
        view(UIStepper.self) { UIStepper(frame: $0) }
        view(UIProgressView.self) { UIProgressView(frame: $0) }
        view(UIActivityIndicatorView.self) { UIActivityIndicatorView(frame: $0) }
        view(UIDatePicker.self) { UIDatePicker(frame: $0) }
        view(UIPageControl.self) { UIPageControl(frame: $0) }
        view(UICollectionReusableView.self) { UICollectionReusableView(frame: $0) }
        view(UICollectionViewCell.self) { UICollectionViewCell(frame: $0) }
        view(UICollectionViewListCell.self) { UICollectionViewListCell(frame: $0) }
        table[ObjectIdentifier(UITableViewCell.self)] = [
            "init": { _ in UITableViewCell(style: .default, reuseIdentifier: nil) },
            "initWithStyle:reuseIdentifier:": { try UITableViewCell(style: $0.value(0), reuseIdentifier: $0.value(1)) },
        ]
        table[ObjectIdentifier(UITableViewHeaderFooterView.self)] = [
            "init": { _ in UITableViewHeaderFooterView(reuseIdentifier: nil) },
            "initWithReuseIdentifier:": { try UITableViewHeaderFooterView(reuseIdentifier: $0.value(0)) },
        ]
        table[ObjectIdentifier(UICollectionViewLayout.self)] = ["init": { _ in UICollectionViewLayout() }]
        table[ObjectIdentifier(UICollectionViewFlowLayout.self)] = ["init": { _ in UICollectionViewFlowLayout() }]
        table[ObjectIdentifier(UICollectionViewLayoutInvalidationContext.self)] = [
            "init": { _ in UICollectionViewLayoutInvalidationContext() }
        ]
        table[ObjectIdentifier(UICollectionViewFlowLayoutInvalidationContext.self)] = [
            "init": { _ in UICollectionViewFlowLayoutInvalidationContext() }
        ]
        return table
    }()
}
