import Foundation

extension UIContentSizeCategory {
    /// Posted when the user changes the preferred text size, as UIKit's
    /// `UIContentSizeCategory.didChangeNotification`; its user info holds the new category (its raw
    /// value) under ``newValueUserInfoKey``.
    ///
    /// No visible effect: a test sets its text size through traits, and no user changes it while
    /// it runs, so CellSnap never posts it; an app's observer of it is accepted.
    public static let didChangeNotification = Notification.Name("UIContentSizeCategoryDidChangeNotification")

    /// The key of the new category in ``didChangeNotification``'s user info.
    ///
    /// No visible effect: see ``didChangeNotification``.
    public static let newValueUserInfoKey = "UIContentSizeCategoryNewValueKey"
}
