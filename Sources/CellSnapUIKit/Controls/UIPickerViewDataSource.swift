import Foundation

/// What a picker view asks for its components and rows, as UIKit's `UIPickerViewDataSource`
/// (both requirements required).
///
/// ```swift
/// final class SizesPicker: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
///     let sizes = ["Small", "Medium", "Large"]
///     func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
///     func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { sizes.count }
///     func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
///         sizes[row]
///     }
/// }
/// ```
@preconcurrency @MainActor public protocol UIPickerViewDataSource: NSObjectProtocol {
    func numberOfComponents(in pickerView: UIPickerView) -> Int
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}

/// What a picker view asks its delegate for each component and row, and tells it when a row is
/// picked, as UIKit's `UIPickerViewDelegate` (every requirement optional): a row shows the
/// delegate's view, else its attributed title, else its title, else "?" as iOS shows it.
@preconcurrency @MainActor public protocol UIPickerViewDelegate: NSObjectProtocol {
    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat
    func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String?
    func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int)
        -> NSAttributedString?
    func pickerView(
        _ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?
    ) -> UIView
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int)
}

extension UIPickerViewDelegate {
    /// Not implemented: the components share the picker's width.
    public func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
        OptionalRequirements.unimplemented(UIPickerView.defaultComponentWidth)
    }
    /// Not implemented: rows are ``UIPickerView``'s default height, 32 points.
    public func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat {
        OptionalRequirements.unimplemented(UIPickerView.defaultRowHeight)
    }
    /// Not implemented: no title (the row shows "?").
    public func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        OptionalRequirements.unimplemented(nil)
    }
    /// Not implemented: no attributed title (the row shows its plain title).
    public func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int)
        -> NSAttributedString?
    { OptionalRequirements.unimplemented(nil) }
    /// Not implemented: the row shows its title.
    public func pickerView(
        _ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?
    ) -> UIView { OptionalRequirements.unimplemented(UIPickerView.noRowView) }
    /// Not implemented: nothing happens.
    ///
    /// No visible effect: UIKit tells it only when a user turns a wheel, which a snapshot has none of
    /// (`selectRow(_:inComponent:animated:)` does not tell it, as in UIKit).
    public func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        OptionalRequirements.unimplemented(())
    }
}

/// What VoiceOver reads for a picker's components, as UIKit's `UIPickerViewAccessibilityDelegate`
/// (every requirement optional).
///
/// No visible effect: VoiceOver reads these; a picture does not show them.
@preconcurrency @MainActor public protocol UIPickerViewAccessibilityDelegate: UIPickerViewDelegate {
    func pickerView(_ pickerView: UIPickerView, accessibilityLabelForComponent component: Int) -> String?
    func pickerView(_ pickerView: UIPickerView, accessibilityHintForComponent component: Int) -> String?
    func pickerView(_ pickerView: UIPickerView, accessibilityAttributedLabelForComponent component: Int)
        -> NSAttributedString?
    func pickerView(_ pickerView: UIPickerView, accessibilityAttributedHintForComponent component: Int)
        -> NSAttributedString?
    func pickerView(_ pickerView: UIPickerView, accessibilityUserInputLabelsForComponent component: Int) -> [String]
    func pickerView(
        _ pickerView: UIPickerView, accessibilityAttributedUserInputLabelsForComponent component: Int
    ) -> [NSAttributedString]
}

extension UIPickerViewAccessibilityDelegate {
    /// No visible effect: VoiceOver reads it; a picture does not show it.
    public func pickerView(_ pickerView: UIPickerView, accessibilityLabelForComponent component: Int) -> String? {
        nil
    }
    /// No visible effect: VoiceOver reads it; a picture does not show it.
    public func pickerView(_ pickerView: UIPickerView, accessibilityHintForComponent component: Int) -> String? {
        nil
    }
    /// No visible effect: VoiceOver reads it; a picture does not show it.
    public func pickerView(_ pickerView: UIPickerView, accessibilityAttributedLabelForComponent component: Int)
        -> NSAttributedString?
    { nil }
    /// No visible effect: VoiceOver reads it; a picture does not show it.
    public func pickerView(_ pickerView: UIPickerView, accessibilityAttributedHintForComponent component: Int)
        -> NSAttributedString?
    { nil }
    /// No visible effect: Voice Control reads it; a picture does not show it.
    public func pickerView(_ pickerView: UIPickerView, accessibilityUserInputLabelsForComponent component: Int)
        -> [String]
    { [] }
    /// No visible effect: Voice Control reads it; a picture does not show it.
    public func pickerView(
        _ pickerView: UIPickerView, accessibilityAttributedUserInputLabelsForComponent component: Int
    ) -> [NSAttributedString] { [] }
}
