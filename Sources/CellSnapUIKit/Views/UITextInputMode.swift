import Foundation

/// A keyboard the person can type with, as UIKit's `UITextInputMode`.
///
/// CellSnap's device has one keyboard, English (US), as a new Simulator has: ``activeInputModes``
/// holds it. No visible effect: keyboards are not drawn in a screen at rest.
///
/// No visible effect: keyboards are not drawn in a screen at rest.
@preconcurrency @MainActor open class UITextInputMode: NSObject {
    /// Posted when the person switches keyboards (never, on CellSnap's device of one keyboard).
    ///
    /// No visible effect: keyboards are not drawn in a screen at rest.
    nonisolated public static let currentInputModeDidChangeNotification = Notification.Name(
        "UITextInputCurrentInputModeDidChangeNotification")

    /// The keyboards the person turned on: English (US).
    ///
    /// No visible effect: keyboards are not drawn in a screen at rest.
    open class var activeInputModes: [UITextInputMode] { [UITextInputMode(primaryLanguage: "en-US")] }

    /// The keyboard's language as a BCP 47 tag (`en-US`); `nil` for keyboards of no language
    /// (emoji, dictation).
    ///
    /// No visible effect: keyboards are not drawn in a screen at rest.
    open private(set) var primaryLanguage: String?

    init(primaryLanguage: String?) {
        self.primaryLanguage = primaryLanguage
        super.init()
    }
}
