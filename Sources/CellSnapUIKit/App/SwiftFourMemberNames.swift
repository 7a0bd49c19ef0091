// swift-format-ignore-file: AlwaysUseLowerCamelCase

import Foundation

// UIKit's member and constant names before Swift 4.2 renamed them (the Xcode 10 SDK), as
// SwiftFourNames.swift declares the type names: available to code compiled in the Swift 4 language
// mode (a package target with `.swiftLanguageMode(.v4)`), and in later modes an error naming the
// new name, as Xcode gives. The methods forward to the new ones; Swift 4 code that overrides
// `willMove(toParentViewController:)` or `didMove(toParentViewController:)` is refused by the
// compiler (they are final here), where on iOS the override ran.

extension UIViewController {
    /// Swift 4's name of ``UIViewController/children``.
    @available(swift, obsoleted: 4.2, renamed: "children")
    public final var childViewControllers: [UIViewController] { children }
    /// Swift 4's name of ``UIViewController/addChild(_:)``.
    @available(swift, obsoleted: 4.2, renamed: "addChild(_:)")
    public final func addChildViewController(_ childController: UIViewController) { addChild(childController) }
    /// Swift 4's name of ``UIViewController/removeFromParent()``.
    @available(swift, obsoleted: 4.2, renamed: "removeFromParent()")
    public final func removeFromParentViewController() { removeFromParent() }
    /// Swift 4's name of ``UIViewController/willMove(toParent:)``.
    @available(swift, obsoleted: 4.2, renamed: "willMove(toParent:)")
    public final func willMove(toParentViewController parent: UIViewController?) { willMove(toParent: parent) }
    /// Swift 4's name of ``UIViewController/didMove(toParent:)``.
    @available(swift, obsoleted: 4.2, renamed: "didMove(toParent:)")
    public final func didMove(toParentViewController parent: UIViewController?) { didMove(toParent: parent) }
}

extension UIActivityIndicatorView {
    /// Swift 4's name of ``UIActivityIndicatorView/init(style:)``.
    @available(swift, obsoleted: 4.2, renamed: "init(style:)")
    public convenience init(activityIndicatorStyle style: Style) { self.init(style: style) }
    /// Swift 4's name of ``UIActivityIndicatorView/style``.
    @available(swift, obsoleted: 4.2, renamed: "style")
    public final var activityIndicatorViewStyle: Style {
        get { style }
        set { style = newValue }
    }
}

/// Swift 4's name of ``UIView/noIntrinsicMetric``.
@available(swift, obsoleted: 4.2, renamed: "UIView.noIntrinsicMetric")
public let UIViewNoIntrinsicMetric = UIView.noIntrinsicMetric
/// Swift 4's name of ``UICollectionViewFlowLayout/automaticSize``.
@available(swift, obsoleted: 4.2, renamed: "UICollectionViewFlowLayout.automaticSize")
public let UICollectionViewFlowLayoutAutomaticSize = UICollectionViewFlowLayout.automaticSize
/// Swift 4's name of ``UIWindow/Level/normal``.
@available(swift, obsoleted: 4.2, renamed: "UIWindow.Level.normal")
public let UIWindowLevelNormal = UIWindow.Level.normal
/// Swift 4's name of ``UIWindow/Level/alert``.
@available(swift, obsoleted: 4.2, renamed: "UIWindow.Level.alert")
public let UIWindowLevelAlert = UIWindow.Level.alert
/// Swift 4's name of ``UIWindow/Level/statusBar``.
@available(swift, obsoleted: 4.2, renamed: "UIWindow.Level.statusBar")
public let UIWindowLevelStatusBar = UIWindow.Level.statusBar
/// Swift 4's name of ``UIScrollView/DecelerationRate/normal``.
@available(swift, obsoleted: 4.2, renamed: "UIScrollView.DecelerationRate.normal")
public let UIScrollViewDecelerationRateNormal = UIScrollView.DecelerationRate.normal
/// Swift 4's name of ``UIScrollView/DecelerationRate/fast``.
@available(swift, obsoleted: 4.2, renamed: "UIScrollView.DecelerationRate.fast")
public let UIScrollViewDecelerationRateFast = UIScrollView.DecelerationRate.fast

/// Swift 4's name of ``UIAccessibility/isVoiceOverRunning``.
@available(swift, obsoleted: 4.2, renamed: "UIAccessibility.isVoiceOverRunning")
@MainActor public func UIAccessibilityIsVoiceOverRunning() -> Bool { UIAccessibility.isVoiceOverRunning }
