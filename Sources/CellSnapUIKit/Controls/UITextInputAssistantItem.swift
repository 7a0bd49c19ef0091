import Foundation

/// The shortcuts a responder adds to the bar above the keyboard, as UIKit's
/// `UITextInputAssistantItem` (a responder's ``UIResponder/inputAssistantItem``): groups of bar
/// button items before and after the typing suggestions.
///
/// No visible effect: the shortcuts bar shows above the keyboard, which a snapshot does not draw.
@preconcurrency @MainActor open class UITextInputAssistantItem: NSObject {
    /// Whether the keyboard may hide the shortcuts to make room for suggestions (`true`).
    ///
    /// No visible effect: see the type's notes.
    open var allowsHidingShortcuts = true
    /// The groups before the suggestions.
    ///
    /// No visible effect: see the type's notes.
    open var leadingBarButtonGroups: [UIBarButtonItemGroup] = []
    /// The groups after the suggestions.
    ///
    /// No visible effect: see the type's notes.
    open var trailingBarButtonGroups: [UIBarButtonItemGroup] = []
    /// The item that replaces the keyboard's return key (iOS 16).
    ///
    /// No visible effect: see the type's notes.
    open var keyboardActionButtonItem: UIBarButtonItem?

    public override init() { super.init() }
}
