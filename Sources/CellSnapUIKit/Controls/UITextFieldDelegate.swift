import Foundation

extension UITextField {
    /// Why editing ended, as UIKit's `UITextField.DidEndEditingReason` (tvOS's `cancelled` is not
    /// on iOS).
    public enum DidEndEditingReason: Int, Hashable, Sendable {
        /// The changes were accepted.
        case committed = 0
    }
}

/// What a text field tells its delegate, as UIKit's `UITextFieldDelegate` (every requirement optional).
@preconcurrency @MainActor public protocol UITextFieldDelegate: NSObjectProtocol {
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    func textFieldDidBeginEditing(_ textField: UITextField)
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    func textFieldDidEndEditing(_ textField: UITextField)
    /// Editing ended, and why: UIKit calls it in preference to ``textFieldDidEndEditing(_:)``, whose
    /// implementation the default calls.
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)
    /// The selection or the caret moved (by an edit, or through ``UITextInput/selectedTextRange``).
    ///
    /// No visible effect: a field draws no caret or selection at rest.
    func textFieldDidChangeSelection(_ textField: UITextField)
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
        -> Bool
    /// Whether `string` may replace the text at `ranges` (iOS 26): a text field asks it before
    /// every edit, in preference to ``textField(_:shouldChangeCharactersIn:replacementString:)``,
    /// which the default asks with the first range (`true` for none), as UIKit does for a delegate
    /// that implements only that one.
    func textField(
        _ textField: UITextField, shouldChangeCharactersInRanges ranges: [NSValue], replacementString string: String
    ) -> Bool
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
    /// The edit menu for `range` (iOS 16): `nil`, the system's menu of `suggestedActions`.
    ///
    /// No visible effect: the edit menu appears only while the user selects text.
    func textField(_ textField: UITextField, editMenuForCharactersIn range: NSRange, suggestedActions: [UIMenuElement])
        -> UIMenu?
    /// The edit menu for the text at `ranges` (iOS 26): the default asks
    /// ``textField(_:editMenuForCharactersIn:suggestedActions:)`` with the first range.
    ///
    /// No visible effect: the edit menu appears only while the user selects text.
    func textField(
        _ textField: UITextField, editMenuForCharactersInRanges ranges: [NSValue], suggestedActions: [UIMenuElement]
    ) -> UIMenu?
    /// The keyboard delivered `inputSuggestion` (iOS 18.4).
    ///
    /// No visible effect: the keyboard offers suggestions only while the user types.
    func textField(_ textField: UITextField, insertInputSuggestion inputSuggestion: UIInputSuggestion)
    /// No visible effect: the edit menu appears only while the user selects text.
    func textField(_ textField: UITextField, willPresentEditMenuWith animator: any UIEditMenuInteractionAnimating)
    /// No visible effect: the edit menu appears only while the user selects text.
    func textField(_ textField: UITextField, willDismissEditMenuWith animator: any UIEditMenuInteractionAnimating)
}

extension UITextFieldDelegate {
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    public func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        textFieldDidEndEditing(textField)
    }
    /// No visible effect: a field draws no caret or selection at rest.
    public func textFieldDidChangeSelection(_ textField: UITextField) {}
    public func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool { true }
    public func textField(
        _ textField: UITextField, shouldChangeCharactersInRanges ranges: [NSValue], replacementString string: String
    ) -> Bool {
        guard let first = ranges.first else { return true }
        return self.textField(textField, shouldChangeCharactersIn: first.rangeValue, replacementString: string)
    }
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
    /// No visible effect: the edit menu appears only while the user selects text.
    public func textField(
        _ textField: UITextField, editMenuForCharactersIn range: NSRange, suggestedActions: [UIMenuElement]
    ) -> UIMenu? { OptionalRequirements.unimplemented(nil) }
    /// No visible effect: the edit menu appears only while the user selects text.
    public func textField(
        _ textField: UITextField, editMenuForCharactersInRanges ranges: [NSValue], suggestedActions: [UIMenuElement]
    ) -> UIMenu? {
        guard let first = ranges.first else { return OptionalRequirements.unimplemented(nil) }
        return self.textField(textField, editMenuForCharactersIn: first.rangeValue, suggestedActions: suggestedActions)
    }
    /// No visible effect: the keyboard offers suggestions only while the user types.
    public func textField(_ textField: UITextField, insertInputSuggestion inputSuggestion: UIInputSuggestion) {}
    /// No visible effect: the edit menu appears only while the user selects text.
    public func textField(
        _ textField: UITextField, willPresentEditMenuWith animator: any UIEditMenuInteractionAnimating
    ) {}
    /// No visible effect: the edit menu appears only while the user selects text.
    public func textField(
        _ textField: UITextField, willDismissEditMenuWith animator: any UIEditMenuInteractionAnimating
    ) {}
}
