import Foundation

extension UITextView: UITextInput {
    /// Posted when a text view begins editing (`object`: the view).
    nonisolated public static let textDidBeginEditingNotification = Notification.Name(
        "UITextViewTextDidBeginEditingNotification")
    /// Posted when a text view ends editing (`object`: the view).
    nonisolated public static let textDidEndEditingNotification = Notification.Name(
        "UITextViewTextDidEndEditingNotification")
    /// Posted when the view's text changes by typing (`object`: the view): through
    /// ``insertText(_:)``, ``deleteBackward()``, ``replace(_:withText:)`` and marked text, as UIKit
    /// posts it for a user's edits, and not when code sets `text`, as in UIKit.
    nonisolated public static let textDidChangeNotification = Notification.Name(
        "UITextViewTextDidChangeNotification")

    /// The text positions and edits act on.
    final var documentText: String { attributedText.string }

    /// The selection, kept inside the text.
    final var currentSelection: NSRange { TextInputEditing.clamped(selectedRange, length: documentText.utf16.count) }

    /// Types `replacement` over `range`, as a keyboard does: the delegate is asked
    /// (`textView(_:shouldChangeTextInRanges:replacementText:)`, which by default asks
    /// `textView(_:shouldChangeTextIn:replacementText:)`), the text changes (the replacement
    /// takes the attributes of the text before it), the caret follows the new text, the delegate
    /// is told (`textViewDidChange(_:)`) and ``textDidChangeNotification`` posted.
    final func type(_ replacement: String, in range: NSRange) {
        let textDelegate = cellSnapTextViewDelegate
        guard
            textDelegate?.textView(
                self, shouldChangeTextInRanges: [NSValue(range: range)], replacementText: replacement) ?? true
        else { return }
        inputDelegate?.textWillChange(self)
        if hasAttributedText {
            let edited = NSMutableAttributedString(attributedString: attributedText)
            edited.replaceCharacters(in: range, with: replacement)
            attributedText = edited
        } else {
            text = (documentText as NSString).replacingCharacters(in: range, with: replacement)
        }
        selectedRange = NSRange(location: range.location + replacement.utf16.count, length: 0)
        markedRange = nil
        inputDelegate?.textDidChange(self)
        textDelegate?.textViewDidChange(self)
        NotificationCenter.default.post(name: UITextView.textDidChangeNotification, object: self)
    }

    /// Notes that `call` asked for what CellSnap cannot measure (refused when the view is drawn)
    /// and returns `answer`.
    @discardableResult final func unmeasured<Answer>(_ call: String, _ answer: Answer) -> Answer {
        textInputRefusal =
            textInputRefusal
            ?? CellSnapUIKitError(
                call: "UITextView.\(call)",
                reason: "CellSnap measures a text view's text as a whole, not where its lines and characters lie")
        return answer
    }
}

/// What ``UITextView/interactionState`` gives: the selection and the scroll offset.
struct TextViewInteractionState: Hashable, Sendable {
    var selectedRange: NSRange
    var contentOffset: CGPoint
}

extension UITextView {
    /// ``insertText(_:)``'s work: the marked text or selection is replaced, or all the text when
    /// ``clearsOnInsertion`` is on and the view is first responder (which turns it off).
    final func cellSnapInsertText(_ text: String) {
        if clearsOnInsertion && isFirstResponder {
            clearsOnInsertion = false
            type(text, in: NSRange(location: 0, length: documentText.utf16.count))
        } else {
            type(text, in: markedRange ?? currentSelection)
        }
    }

    final var cellSnapInteractionState: Any {
        TextViewInteractionState(selectedRange: selectedRange, contentOffset: contentOffset)
    }

    final func cellSnapRestoreInteractionState(_ value: Any) {
        guard let state = value as? TextViewInteractionState else { return }
        selectedRange = state.selectedRange
        contentOffset = state.contentOffset
    }
}
