import Foundation

/// What a text view tells its delegate, as UIKit's `UITextViewDelegate`: every requirement
/// optional, each defaulted as UIKit behaves when the delegate does not implement it (begin and
/// end editing, change the text, interact with links and attachments: allowed). A snapshot types,
/// selects and taps nothing, so CellSnap calls none of them.
///
/// ```swift
/// final class NotesEditor: NSObject, UITextViewDelegate {
///     func textViewDidChange(_ textView: UITextView) { print(textView.text ?? "") }
/// }
/// ```
@preconcurrency @MainActor public protocol UITextViewDelegate: UIScrollViewDelegate {
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    func textViewDidBeginEditing(_ textView: UITextView)
    func textViewDidEndEditing(_ textView: UITextView)
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// The iOS 26 form of the question, for every range a change replaces.
    func textView(_ textView: UITextView, shouldChangeTextInRanges ranges: [NSValue], replacementText text: String)
        -> Bool
    func textViewDidChange(_ textView: UITextView)
    func textViewDidChangeSelection(_ textView: UITextView)
    func textView(
        _ textView: UITextView, shouldInteractWith url: URL, in characterRange: NSRange,
        interaction: UITextItemInteraction
    ) -> Bool
    /// The iOS 7 form of the link question (deprecated in iOS 10).
    func textView(_ textView: UITextView, shouldInteractWith url: URL, in characterRange: NSRange) -> Bool
    // The attachment, edit-menu and text-item requirements; defaults in UITextViewDelegate+TextItems.swift.
    func textView(
        _ textView: UITextView, shouldInteractWith textAttachment: NSTextAttachment, in characterRange: NSRange,
        interaction: UITextItemInteraction
    ) -> Bool
    func textView(
        _ textView: UITextView, shouldInteractWith textAttachment: NSTextAttachment, in characterRange: NSRange
    )
        -> Bool
    func textView(_ textView: UITextView, editMenuForTextIn range: NSRange, suggestedActions: [UIMenuElement])
        -> UIMenu?
    func textView(_ textView: UITextView, willPresentEditMenuWith animator: any UIEditMenuInteractionAnimating)
    func textView(_ textView: UITextView, willDismissEditMenuWith animator: any UIEditMenuInteractionAnimating)
    func textView(_ textView: UITextView, primaryActionFor textItem: UITextItem, defaultAction: UIAction) -> UIAction?
    func textView(_ textView: UITextView, menuConfigurationFor textItem: UITextItem, defaultMenu: UIMenu)
        -> UITextItem.MenuConfiguration?
    func textView(
        _ textView: UITextView, textItemMenuWillDisplayFor textItem: UITextItem,
        animator: any UIContextMenuInteractionAnimating)
    func textView(
        _ textView: UITextView, textItemMenuWillEndFor textItem: UITextItem,
        animator: any UIContextMenuInteractionAnimating)
    // Writing Tools (iOS 18); defaults in UITextViewDelegate+WritingTools.swift.
    func textViewWritingToolsWillBegin(_ textView: UITextView)
    func textViewWritingToolsDidEnd(_ textView: UITextView)
    func textView(_ textView: UITextView, writingToolsIgnoredRangesInEnclosingRange enclosingRange: NSRange)
        -> [NSValue]
}

extension UITextViewDelegate {
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    public func textViewDidEndEditing(_ textView: UITextView) {}
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String)
        -> Bool
    { true }
    /// Not implemented: the question for the first range
    /// (`textView(_:shouldChangeTextIn:replacementText:)`), as UIKit asks a delegate that answers
    /// only that one (a keyboard replaces one range at a time).
    public func textView(
        _ textView: UITextView, shouldChangeTextInRanges ranges: [NSValue], replacementText text: String
    ) -> Bool {
        guard let first = ranges.first else { return true }
        return self.textView(textView, shouldChangeTextIn: first.rangeValue, replacementText: text)
    }
    public func textViewDidChange(_ textView: UITextView) {}
    public func textViewDidChangeSelection(_ textView: UITextView) {}
    public func textView(
        _ textView: UITextView, shouldInteractWith url: URL, in characterRange: NSRange,
        interaction: UITextItemInteraction
    ) -> Bool { true }
    public func textView(_ textView: UITextView, shouldInteractWith url: URL, in characterRange: NSRange) -> Bool {
        true
    }
}

/// How the user interacts with a link or attachment in a text view, as UIKit's
/// `UITextItemInteraction`.
public enum UITextItemInteraction: Int, Hashable, Sendable {
    case invokeDefaultAction = 0, presentActions, preview
}
