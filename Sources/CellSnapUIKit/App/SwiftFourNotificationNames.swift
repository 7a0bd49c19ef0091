// swift-format-ignore-file: AlwaysUseLowerCamelCase

import Foundation

// UIKit's notification names and keyboard keys before Swift 4.2, which moved them into the classes
// that post them (`NSNotification.Name.UIKeyboardWillShow` became
// `UIResponder.keyboardWillShowNotification`, the global `UIKeyboardFrameEndUserInfoKey`
// `UIResponder.keyboardFrameEndUserInfoKey`). As the SDK declares them: available to code compiled
// in the Swift 4 language mode, and in later modes an error naming the new name, as Xcode gives.
// Each is the same notification (the same raw value) as its new name, so an observer of one hears a
// post of the other.

extension NSNotification.Name {
    /// Swift 4's name of `UIResponder.keyboardWillShowNotification`.
    @available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardWillShowNotification")
    public static let UIKeyboardWillShow = Notification.Name("UIKeyboardWillShowNotification")
    /// Swift 4's name of `UIResponder.keyboardDidShowNotification`.
    @available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardDidShowNotification")
    public static let UIKeyboardDidShow = Notification.Name("UIKeyboardDidShowNotification")
    /// Swift 4's name of `UIResponder.keyboardWillHideNotification`.
    @available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardWillHideNotification")
    public static let UIKeyboardWillHide = Notification.Name("UIKeyboardWillHideNotification")
    /// Swift 4's name of `UIResponder.keyboardDidHideNotification`.
    @available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardDidHideNotification")
    public static let UIKeyboardDidHide = Notification.Name("UIKeyboardDidHideNotification")
    /// Swift 4's name of `UIResponder.keyboardWillChangeFrameNotification`.
    @available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardWillChangeFrameNotification")
    public static let UIKeyboardWillChangeFrame = Notification.Name("UIKeyboardWillChangeFrameNotification")
    /// Swift 4's name of `UIResponder.keyboardDidChangeFrameNotification`.
    @available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardDidChangeFrameNotification")
    public static let UIKeyboardDidChangeFrame = Notification.Name("UIKeyboardDidChangeFrameNotification")
    /// Swift 4's name of `UIApplication.didBecomeActiveNotification`.
    @available(swift, obsoleted: 4.2, renamed: "UIApplication.didBecomeActiveNotification")
    public static let UIApplicationDidBecomeActive = Notification.Name("UIApplicationDidBecomeActiveNotification")
    /// Swift 4's name of `UIApplication.willResignActiveNotification`.
    @available(swift, obsoleted: 4.2, renamed: "UIApplication.willResignActiveNotification")
    public static let UIApplicationWillResignActive = Notification.Name("UIApplicationWillResignActiveNotification")
    /// Swift 4's name of `UIApplication.didEnterBackgroundNotification`.
    @available(swift, obsoleted: 4.2, renamed: "UIApplication.didEnterBackgroundNotification")
    public static let UIApplicationDidEnterBackground = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    /// Swift 4's name of `UIApplication.willEnterForegroundNotification`.
    @available(swift, obsoleted: 4.2, renamed: "UIApplication.willEnterForegroundNotification")
    public static let UIApplicationWillEnterForeground = Notification.Name(
        "UIApplicationWillEnterForegroundNotification")
    /// Swift 4's name of `UIApplication.didFinishLaunchingNotification`.
    @available(swift, obsoleted: 4.2, renamed: "UIApplication.didFinishLaunchingNotification")
    public static let UIApplicationDidFinishLaunching = Notification.Name("UIApplicationDidFinishLaunchingNotification")
    /// Swift 4's name of `UIApplication.willTerminateNotification`.
    @available(swift, obsoleted: 4.2, renamed: "UIApplication.willTerminateNotification")
    public static let UIApplicationWillTerminate = Notification.Name("UIApplicationWillTerminateNotification")
    /// Swift 4's name of `UIApplication.didReceiveMemoryWarningNotification`.
    @available(swift, obsoleted: 4.2, renamed: "UIApplication.didReceiveMemoryWarningNotification")
    public static let UIApplicationDidReceiveMemoryWarning = Notification.Name(
        "UIApplicationDidReceiveMemoryWarningNotification")
    /// Swift 4's name of `UIContentSizeCategory.didChangeNotification`.
    @available(swift, obsoleted: 4.2, renamed: "UIContentSizeCategory.didChangeNotification")
    public static let UIContentSizeCategoryDidChange = Notification.Name("UIContentSizeCategoryDidChangeNotification")
    /// Swift 4's name of `UIDevice.orientationDidChangeNotification`.
    @available(swift, obsoleted: 4.2, renamed: "UIDevice.orientationDidChangeNotification")
    public static let UIDeviceOrientationDidChange = Notification.Name("UIDeviceOrientationDidChangeNotification")
    /// Swift 4's name of `UITextField.textDidBeginEditingNotification`.
    @available(swift, obsoleted: 4.2, renamed: "UITextField.textDidBeginEditingNotification")
    public static let UITextFieldTextDidBeginEditing = Notification.Name("UITextFieldTextDidBeginEditingNotification")
    /// Swift 4's name of `UITextField.textDidEndEditingNotification`.
    @available(swift, obsoleted: 4.2, renamed: "UITextField.textDidEndEditingNotification")
    public static let UITextFieldTextDidEndEditing = Notification.Name("UITextFieldTextDidEndEditingNotification")
    /// Swift 4's name of `UITextField.textDidChangeNotification`.
    @available(swift, obsoleted: 4.2, renamed: "UITextField.textDidChangeNotification")
    public static let UITextFieldTextDidChange = Notification.Name("UITextFieldTextDidChangeNotification")
    /// Swift 4's name of `UITextView.textDidBeginEditingNotification`.
    @available(swift, obsoleted: 4.2, renamed: "UITextView.textDidBeginEditingNotification")
    public static let UITextViewTextDidBeginEditing = Notification.Name("UITextViewTextDidBeginEditingNotification")
    /// Swift 4's name of `UITextView.textDidEndEditingNotification`.
    @available(swift, obsoleted: 4.2, renamed: "UITextView.textDidEndEditingNotification")
    public static let UITextViewTextDidEndEditing = Notification.Name("UITextViewTextDidEndEditingNotification")
    /// Swift 4's name of `UITextView.textDidChangeNotification`.
    @available(swift, obsoleted: 4.2, renamed: "UITextView.textDidChangeNotification")
    public static let UITextViewTextDidChange = Notification.Name("UITextViewTextDidChangeNotification")
}

/// Swift 4's name of `UIResponder.keyboardFrameBeginUserInfoKey`.
@available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardFrameBeginUserInfoKey")
public let UIKeyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
/// Swift 4's name of `UIResponder.keyboardFrameEndUserInfoKey`.
@available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardFrameEndUserInfoKey")
public let UIKeyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
/// Swift 4's name of `UIResponder.keyboardAnimationDurationUserInfoKey`.
@available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardAnimationDurationUserInfoKey")
public let UIKeyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
/// Swift 4's name of `UIResponder.keyboardAnimationCurveUserInfoKey`.
@available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardAnimationCurveUserInfoKey")
public let UIKeyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
/// Swift 4's name of `UIResponder.keyboardIsLocalUserInfoKey`.
@available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardIsLocalUserInfoKey")
public let UIKeyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
