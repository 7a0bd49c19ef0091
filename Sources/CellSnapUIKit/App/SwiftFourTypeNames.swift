// swift-format-ignore-file: AlwaysUseLowerCamelCase

import Foundation

// More of UIKit's names before Swift 4.2 (SwiftFourNames.swift has the first ones): the types
// Swift 4.2 nested in their classes, the constants it made static members and the functions it
// made methods, as the SDK declares them. Available to code compiled in the Swift 4 language
// mode; in later modes each is an error naming the new name, as Xcode gives.

/// Swift 4's name of ``UIGestureRecognizer/State``.
@available(swift, obsoleted: 4.2, renamed: "UIGestureRecognizer.State")
public typealias UIGestureRecognizerState = UIGestureRecognizer.State
/// Swift 4's name of `NSAttributedString.Key` (Foundation's, which the SDK renamed with UIKit's).
@available(swift, obsoleted: 4.2, renamed: "NSAttributedString.Key")
public typealias NSAttributedStringKey = NSAttributedString.Key
/// Swift 4's name of ``UIFont/TextStyle``.
@available(swift, obsoleted: 4.2, renamed: "UIFont.TextStyle")
public typealias UIFontTextStyle = UIFont.TextStyle
/// Swift 4's name of ``UIFontDescriptor/SymbolicTraits``.
@available(swift, obsoleted: 4.2, renamed: "UIFontDescriptor.SymbolicTraits")
public typealias UIFontDescriptorSymbolicTraits = UIFontDescriptor.SymbolicTraits
/// Swift 4's name of ``NSLayoutConstraint/Attribute``.
@available(swift, obsoleted: 4.2, renamed: "NSLayoutConstraint.Attribute")
public typealias NSLayoutAttribute = NSLayoutConstraint.Attribute
/// Swift 4's name of ``NSLayoutConstraint/Relation``.
@available(swift, obsoleted: 4.2, renamed: "NSLayoutConstraint.Relation")
public typealias NSLayoutRelation = NSLayoutConstraint.Relation
/// Swift 4's name of ``NSLayoutConstraint/FormatOptions``.
@available(swift, obsoleted: 4.2, renamed: "NSLayoutConstraint.FormatOptions")
public typealias NSLayoutFormatOptions = NSLayoutConstraint.FormatOptions
/// Swift 4's name of ``UIView/AutoresizingMask``.
@available(swift, obsoleted: 4.2, renamed: "UIView.AutoresizingMask")
public typealias UIViewAutoresizing = UIView.AutoresizingMask
/// Swift 4's name of ``UIView/AnimationCurve``.
@available(swift, obsoleted: 4.2, renamed: "UIView.AnimationCurve")
public typealias UIViewAnimationCurve = UIView.AnimationCurve
/// Swift 4's name of ``UIView/KeyframeAnimationOptions``.
@available(swift, obsoleted: 4.2, renamed: "UIView.KeyframeAnimationOptions")
public typealias UIViewKeyframeAnimationOptions = UIView.KeyframeAnimationOptions
/// Swift 4's name of ``UIBlurEffect/Style``.
@available(swift, obsoleted: 4.2, renamed: "UIBlurEffect.Style")
public typealias UIBlurEffectStyle = UIBlurEffect.Style
/// Swift 4's name of ``UITextField/ViewMode``.
@available(swift, obsoleted: 4.2, renamed: "UITextField.ViewMode")
public typealias UITextFieldViewMode = UITextField.ViewMode
/// Swift 4's name of ``UITextField/BorderStyle``.
@available(swift, obsoleted: 4.2, renamed: "UITextField.BorderStyle")
public typealias UITextBorderStyle = UITextField.BorderStyle
/// Swift 4's name of ``UIImagePickerController/SourceType``.
@available(swift, obsoleted: 4.2, renamed: "UIImagePickerController.SourceType")
public typealias UIImagePickerControllerSourceType = UIImagePickerController.SourceType
/// Swift 4's name of ``UISwipeGestureRecognizer/Direction``.
@available(swift, obsoleted: 4.2, renamed: "UISwipeGestureRecognizer.Direction")
public typealias UISwipeGestureRecognizerDirection = UISwipeGestureRecognizer.Direction
/// Swift 4's name of ``UIDatePicker/Mode``.
@available(swift, obsoleted: 4.2, renamed: "UIDatePicker.Mode")
public typealias UIDatePickerMode = UIDatePicker.Mode
/// Swift 4's name of ``UIScrollView/KeyboardDismissMode``.
@available(swift, obsoleted: 4.2, renamed: "UIScrollView.KeyboardDismissMode")
public typealias UIScrollViewKeyboardDismissMode = UIScrollView.KeyboardDismissMode
/// Swift 4's name of ``UIScrollView/IndicatorStyle``.
@available(swift, obsoleted: 4.2, renamed: "UIScrollView.IndicatorStyle")
public typealias UIScrollViewIndicatorStyle = UIScrollView.IndicatorStyle
/// Swift 4's name of ``UIProgressView/Style``.
@available(swift, obsoleted: 4.2, renamed: "UIProgressView.Style")
public typealias UIProgressViewStyle = UIProgressView.Style
/// Swift 4's name of ``UIImage/Orientation``.
@available(swift, obsoleted: 4.2, renamed: "UIImage.Orientation")
public typealias UIImageOrientation = UIImage.Orientation
/// Swift 4's name of ``UIImage/ResizingMode``.
@available(swift, obsoleted: 4.2, renamed: "UIImage.ResizingMode")
public typealias UIImageResizingMode = UIImage.ResizingMode
/// Swift 4's name of ``UICollectionView/ScrollPosition``.
@available(swift, obsoleted: 4.2, renamed: "UICollectionView.ScrollPosition")
public typealias UICollectionViewScrollPosition = UICollectionView.ScrollPosition
/// Swift 4's name of ``UITableViewCell/SeparatorStyle``.
@available(swift, obsoleted: 4.2, renamed: "UITableViewCell.SeparatorStyle")
public typealias UITableViewCellSeparatorStyle = UITableViewCell.SeparatorStyle
/// Swift 4's name of ``UITableViewCell/FocusStyle``.
@available(swift, obsoleted: 4.2, renamed: "UITableViewCell.FocusStyle")
public typealias UITableViewCellFocusStyle = UITableViewCell.FocusStyle
/// Swift 4's name of ``UIApplication/State``.
@available(swift, obsoleted: 4.2, renamed: "UIApplication.State")
public typealias UIApplicationState = UIApplication.State
/// Swift 4's name of ``UIWindow/Level``.
@available(swift, obsoleted: 4.2, renamed: "UIWindow.Level")
public typealias UIWindowLevel = UIWindow.Level
/// Swift 4's name of ``UIContextualAction/Style``.
@available(swift, obsoleted: 4.2, renamed: "UIContextualAction.Style")
public typealias UIContextualActionStyle = UIContextualAction.Style
/// Swift 4's name of ``UITableViewRowAction/Style``.
@available(swift, obsoleted: 4.2, renamed: "UITableViewRowAction.Style")
public typealias UITableViewRowActionStyle = UITableViewRowAction.Style
/// Swift 4's name of ``UIPageViewController/TransitionStyle``.
@available(swift, obsoleted: 4.2, renamed: "UIPageViewController.TransitionStyle")
public typealias UIPageViewControllerTransitionStyle = UIPageViewController.TransitionStyle
/// Swift 4's name of ``UIPageViewController/NavigationOrientation``.
@available(swift, obsoleted: 4.2, renamed: "UIPageViewController.NavigationOrientation")
public typealias UIPageViewControllerNavigationOrientation = UIPageViewController.NavigationOrientation
/// Swift 4's name of ``UIPageViewController/NavigationDirection``.
@available(swift, obsoleted: 4.2, renamed: "UIPageViewController.NavigationDirection")
public typealias UIPageViewControllerNavigationDirection = UIPageViewController.NavigationDirection

/// Swift 4's name of ``UITableView/automaticDimension``.
@available(swift, obsoleted: 4.2, renamed: "UITableView.automaticDimension")
public let UITableViewAutomaticDimension = UITableView.automaticDimension
/// Swift 4's name of ``UICollectionView/elementKindSectionHeader``.
@available(swift, obsoleted: 4.2, renamed: "UICollectionView.elementKindSectionHeader")
public let UICollectionElementKindSectionHeader = UICollectionView.elementKindSectionHeader
/// Swift 4's name of ``UICollectionView/elementKindSectionFooter``.
@available(swift, obsoleted: 4.2, renamed: "UICollectionView.elementKindSectionFooter")
public let UICollectionElementKindSectionFooter = UICollectionView.elementKindSectionFooter
/// Swift 4's name of ``UIView/layoutFittingCompressedSize``.
@available(swift, obsoleted: 4.2, renamed: "UIView.layoutFittingCompressedSize")
public let UILayoutFittingCompressedSize = UIView.layoutFittingCompressedSize
/// Swift 4's name of ``UIView/layoutFittingExpandedSize``.
@available(swift, obsoleted: 4.2, renamed: "UIView.layoutFittingExpandedSize")
public let UILayoutFittingExpandedSize = UIView.layoutFittingExpandedSize
/// Swift 4's name of ``UIApplication/openSettingsURLString``.
@available(swift, obsoleted: 4.2, renamed: "UIApplication.openSettingsURLString")
public let UIApplicationOpenSettingsURLString = UIApplication.openSettingsURLString

/// Swift 4's `UIEdgeInsetsMake`, the SDK's C function for ``UIEdgeInsets/init(top:left:bottom:right:)``.
@available(swift, obsoleted: 4.2, renamed: "UIEdgeInsets.init(top:left:bottom:right:)")
public func UIEdgeInsetsMake(_ top: CGFloat, _ left: CGFloat, _ bottom: CGFloat, _ right: CGFloat) -> UIEdgeInsets {
    UIEdgeInsets(top: top, left: left, bottom: bottom, right: right)
}

/// Swift 4's `UIEdgeInsetsInsetRect`, the SDK's C function for `CGRect.inset(by:)`.
@available(swift, obsoleted: 4.2, renamed: "CGRect.inset(by:)")
public func UIEdgeInsetsInsetRect(_ rect: CGRect, _ insets: UIEdgeInsets) -> CGRect {
    rect.inset(by: insets)
}

/// Swift 4's `UIImagePNGRepresentation`, the SDK's C function for ``UIImage/pngData()``.
@available(swift, obsoleted: 4.2, renamed: "UIImage.pngData(self:)")
public func UIImagePNGRepresentation(_ image: UIImage) -> Data? {
    image.pngData()
}

/// Swift 4's `UIImageJPEGRepresentation`, the SDK's C function for
/// ``UIImage/jpegData(compressionQuality:)``.
@available(swift, obsoleted: 4.2, renamed: "UIImage.jpegData(self:compressionQuality:)")
public func UIImageJPEGRepresentation(_ image: UIImage, _ compressionQuality: CGFloat) -> Data? {
    image.jpegData(compressionQuality: compressionQuality)
}

/// Swift 4's `UIImagePickerControllerOriginalImage`, the key of ``UIImagePickerController/InfoKey/originalImage``.
@available(swift, obsoleted: 4.2, renamed: "UIImagePickerController.InfoKey.originalImage")
public let UIImagePickerControllerOriginalImage = UIImagePickerController.InfoKey.originalImage.rawValue
/// Swift 4's `UIImagePickerControllerEditedImage`, the key of ``UIImagePickerController/InfoKey/editedImage``.
@available(swift, obsoleted: 4.2, renamed: "UIImagePickerController.InfoKey.editedImage")
public let UIImagePickerControllerEditedImage = UIImagePickerController.InfoKey.editedImage.rawValue
/// Swift 4's `UIImagePickerControllerMediaType`, the key of ``UIImagePickerController/InfoKey/mediaType``.
@available(swift, obsoleted: 4.2, renamed: "UIImagePickerController.InfoKey.mediaType")
public let UIImagePickerControllerMediaType = UIImagePickerController.InfoKey.mediaType.rawValue
/// Swift 4's `UIImagePickerControllerMediaURL`, the key of ``UIImagePickerController/InfoKey/mediaURL``.
@available(swift, obsoleted: 4.2, renamed: "UIImagePickerController.InfoKey.mediaURL")
public let UIImagePickerControllerMediaURL = UIImagePickerController.InfoKey.mediaURL.rawValue
/// Swift 4's `UIImagePickerControllerImageURL`, the key of ``UIImagePickerController/InfoKey/imageURL``.
@available(swift, obsoleted: 4.2, renamed: "UIImagePickerController.InfoKey.imageURL")
public let UIImagePickerControllerImageURL = UIImagePickerController.InfoKey.imageURL.rawValue
/// Swift 4's `UIImagePickerControllerCropRect`, the key of ``UIImagePickerController/InfoKey/cropRect``.
@available(swift, obsoleted: 4.2, renamed: "UIImagePickerController.InfoKey.cropRect")
public let UIImagePickerControllerCropRect = UIImagePickerController.InfoKey.cropRect.rawValue
