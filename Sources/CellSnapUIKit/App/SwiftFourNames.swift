// UIKit's names before Swift 4.2, which nested its option, key and style types in their classes
// (`UIApplicationLaunchOptionsKey` became `UIApplication.LaunchOptionsKey`). As the SDK declares
// them: available to code compiled in the Swift 4 language mode, as an app whose Xcode project
// says `SWIFT_VERSION = 4.0` is (a package target with `.swiftLanguageMode(.v4)`), and in later
// modes an error naming the new name, as Xcode gives.

/// Swift 4's name of ``UIApplication/LaunchOptionsKey``.
@available(swift, obsoleted: 4.2, renamed: "UIApplication.LaunchOptionsKey")
public typealias UIApplicationLaunchOptionsKey = UIApplication.LaunchOptionsKey
/// Swift 4's name of ``UIApplication/OpenURLOptionsKey``.
@available(swift, obsoleted: 4.2, renamed: "UIApplication.OpenURLOptionsKey")
public typealias UIApplicationOpenURLOptionsKey = UIApplication.OpenURLOptionsKey
/// Swift 4's name of ``UIControl/State``.
@available(swift, obsoleted: 4.2, renamed: "UIControl.State")
public typealias UIControlState = UIControl.State
/// Swift 4's name of ``UIControl/Event``.
@available(swift, obsoleted: 4.2, renamed: "UIControl.Event")
public typealias UIControlEvents = UIControl.Event
/// Swift 4's name of ``UITableView/Style``.
@available(swift, obsoleted: 4.2, renamed: "UITableView.Style")
public typealias UITableViewStyle = UITableView.Style
/// Swift 4's name of ``UITableView/RowAnimation``.
@available(swift, obsoleted: 4.2, renamed: "UITableView.RowAnimation")
public typealias UITableViewRowAnimation = UITableView.RowAnimation
/// Swift 4's name of ``UITableView/ScrollPosition``.
@available(swift, obsoleted: 4.2, renamed: "UITableView.ScrollPosition")
public typealias UITableViewScrollPosition = UITableView.ScrollPosition
/// Swift 4's name of ``UITableViewCell/CellStyle``.
@available(swift, obsoleted: 4.2, renamed: "UITableViewCell.CellStyle")
public typealias UITableViewCellStyle = UITableViewCell.CellStyle
/// Swift 4's name of ``UITableViewCell/EditingStyle``.
@available(swift, obsoleted: 4.2, renamed: "UITableViewCell.EditingStyle")
public typealias UITableViewCellEditingStyle = UITableViewCell.EditingStyle
/// Swift 4's name of ``UITableViewCell/AccessoryType``.
@available(swift, obsoleted: 4.2, renamed: "UITableViewCell.AccessoryType")
public typealias UITableViewCellAccessoryType = UITableViewCell.AccessoryType
/// Swift 4's name of ``UITableViewCell/SelectionStyle``.
@available(swift, obsoleted: 4.2, renamed: "UITableViewCell.SelectionStyle")
public typealias UITableViewCellSelectionStyle = UITableViewCell.SelectionStyle
/// Swift 4's name of ``UICollectionView/ScrollDirection``.
@available(swift, obsoleted: 4.2, renamed: "UICollectionView.ScrollDirection")
public typealias UICollectionViewScrollDirection = UICollectionView.ScrollDirection
/// Swift 4's name of ``UIView/ContentMode``.
@available(swift, obsoleted: 4.2, renamed: "UIView.ContentMode")
public typealias UIViewContentMode = UIView.ContentMode
/// Swift 4's name of ``UIView/AnimationOptions``.
@available(swift, obsoleted: 4.2, renamed: "UIView.AnimationOptions")
public typealias UIViewAnimationOptions = UIView.AnimationOptions
/// Swift 4's name of ``UIAlertController/Style``.
@available(swift, obsoleted: 4.2, renamed: "UIAlertController.Style")
public typealias UIAlertControllerStyle = UIAlertController.Style
/// Swift 4's name of ``UIAlertAction/Style``.
@available(swift, obsoleted: 4.2, renamed: "UIAlertAction.Style")
public typealias UIAlertActionStyle = UIAlertAction.Style
/// Swift 4's name of ``UIBarButtonItem/SystemItem``.
@available(swift, obsoleted: 4.2, renamed: "UIBarButtonItem.SystemItem")
public typealias UIBarButtonSystemItem = UIBarButtonItem.SystemItem
/// Swift 4's name of ``UIBarButtonItem/Style``.
@available(swift, obsoleted: 4.2, renamed: "UIBarButtonItem.Style")
public typealias UIBarButtonItemStyle = UIBarButtonItem.Style
/// Swift 4's name of ``UIButton/ButtonType``.
@available(swift, obsoleted: 4.2, renamed: "UIButton.ButtonType")
public typealias UIButtonType = UIButton.ButtonType
/// Swift 4's name of ``UIActivityIndicatorView/Style``.
@available(swift, obsoleted: 4.2, renamed: "UIActivityIndicatorView.Style")
public typealias UIActivityIndicatorViewStyle = UIActivityIndicatorView.Style
/// Swift 4's name of ``UIStackView/Distribution``.
@available(swift, obsoleted: 4.2, renamed: "UIStackView.Distribution")
public typealias UIStackViewDistribution = UIStackView.Distribution
/// Swift 4's name of ``UIStackView/Alignment``.
@available(swift, obsoleted: 4.2, renamed: "UIStackView.Alignment")
public typealias UIStackViewAlignment = UIStackView.Alignment
/// Swift 4's name of ``NSLayoutConstraint/Axis``.
@available(swift, obsoleted: 4.2, renamed: "NSLayoutConstraint.Axis")
public typealias UILayoutConstraintAxis = NSLayoutConstraint.Axis
/// Swift 4's name of ``UIFont/Weight``.
@available(swift, obsoleted: 4.2, renamed: "UIFont.Weight")
public typealias UIFontWeight = UIFont.Weight
/// Swift 4's name of ``UIImage/RenderingMode``.
@available(swift, obsoleted: 4.2, renamed: "UIImage.RenderingMode")
public typealias UIImageRenderingMode = UIImage.RenderingMode

extension UIView {
    /// Swift 4's name of ``UIView/bringSubviewToFront(_:)``.
    @available(swift, obsoleted: 4.2, renamed: "bringSubviewToFront(_:)")
    public final func bringSubview(toFront view: UIView) { bringSubviewToFront(view) }
    /// Swift 4's name of ``UIView/sendSubviewToBack(_:)``.
    @available(swift, obsoleted: 4.2, renamed: "sendSubviewToBack(_:)")
    public final func sendSubview(toBack view: UIView) { sendSubviewToBack(view) }
}

extension NSLayoutXAxisAnchor {
    /// Swift 4's name of ``NSLayoutXAxisAnchor/constraint(equalToSystemSpacingAfter:multiplier:)``.
    @available(swift, obsoleted: 4.2, renamed: "constraint(equalToSystemSpacingAfter:multiplier:)")
    public final func constraintEqualToSystemSpacingAfter(_ anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    { constraint(equalToSystemSpacingAfter: anchor, multiplier: multiplier) }
    /// Swift 4's name of ``NSLayoutXAxisAnchor/constraint(greaterThanOrEqualToSystemSpacingAfter:multiplier:)``.
    @available(swift, obsoleted: 4.2, renamed: "constraint(greaterThanOrEqualToSystemSpacingAfter:multiplier:)")
    public final func constraintGreaterThanOrEqualToSystemSpacingAfter(
        _ anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
    ) -> NSLayoutConstraint { constraint(greaterThanOrEqualToSystemSpacingAfter: anchor, multiplier: multiplier) }
    /// Swift 4's name of ``NSLayoutXAxisAnchor/constraint(lessThanOrEqualToSystemSpacingAfter:multiplier:)``.
    @available(swift, obsoleted: 4.2, renamed: "constraint(lessThanOrEqualToSystemSpacingAfter:multiplier:)")
    public final func constraintLessThanOrEqualToSystemSpacingAfter(_ anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    { constraint(lessThanOrEqualToSystemSpacingAfter: anchor, multiplier: multiplier) }
}

extension NSLayoutYAxisAnchor {
    /// Swift 4's name of ``NSLayoutYAxisAnchor/constraint(equalToSystemSpacingBelow:multiplier:)``.
    @available(swift, obsoleted: 4.2, renamed: "constraint(equalToSystemSpacingBelow:multiplier:)")
    public final func constraintEqualToSystemSpacingBelow(_ anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    { constraint(equalToSystemSpacingBelow: anchor, multiplier: multiplier) }
    /// Swift 4's name of ``NSLayoutYAxisAnchor/constraint(greaterThanOrEqualToSystemSpacingBelow:multiplier:)``.
    @available(swift, obsoleted: 4.2, renamed: "constraint(greaterThanOrEqualToSystemSpacingBelow:multiplier:)")
    public final func constraintGreaterThanOrEqualToSystemSpacingBelow(
        _ anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
    ) -> NSLayoutConstraint { constraint(greaterThanOrEqualToSystemSpacingBelow: anchor, multiplier: multiplier) }
    /// Swift 4's name of ``NSLayoutYAxisAnchor/constraint(lessThanOrEqualToSystemSpacingBelow:multiplier:)``.
    @available(swift, obsoleted: 4.2, renamed: "constraint(lessThanOrEqualToSystemSpacingBelow:multiplier:)")
    public final func constraintLessThanOrEqualToSystemSpacingBelow(_ anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    { constraint(lessThanOrEqualToSystemSpacingBelow: anchor, multiplier: multiplier) }
}
