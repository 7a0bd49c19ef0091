import Foundation

extension UITextField: UITextInput {
    /// Posted when a field begins editing (`object`: the field).
    nonisolated public static let textDidBeginEditingNotification = Notification.Name(
        "UITextFieldTextDidBeginEditingNotification")
    /// Posted when a field ends editing (`object`: the field).
    nonisolated public static let textDidEndEditingNotification = Notification.Name(
        "UITextFieldTextDidEndEditingNotification")
    /// Posted when the field's text changes by typing (`object`: the field): through
    /// ``insertText(_:)``, ``deleteBackward()``, ``replace(_:withText:)`` and marked text, as UIKit
    /// posts it for a user's edits, and not when code sets `text`, as in UIKit.
    nonisolated public static let textDidChangeNotification = Notification.Name(
        "UITextFieldTextDidChangeNotification")
    /// The key of the reason editing ended, in ``textDidEndEditingNotification``'s user info: the
    /// raw value of a ``DidEndEditingReason``.
    nonisolated public static let didEndEditingReasonUserInfoKey = "UITextFieldDidEndEditingReasonKey"

    /// Types `replacement` over `range`, as a keyboard does: the delegate is asked
    /// (`textField(_:shouldChangeCharactersInRanges:replacementString:)`, which by default asks
    /// `textField(_:shouldChangeCharactersIn:replacementString:)`), the text changes, the caret
    /// follows the new text, `.editingChanged` is sent and ``textDidChangeNotification`` posted.
    final func type(_ replacement: String, in range: NSRange) {
        guard
            delegate?.textField(
                self, shouldChangeCharactersInRanges: [NSValue(range: range)], replacementString: replacement) ?? true
        else { return }
        inputDelegate?.textWillChange(self)
        if let attributedText {
            let edited = NSMutableAttributedString(attributedString: attributedText)
            edited.replaceCharacters(in: range, with: replacement)
            self.attributedText = edited
        } else {
            text = (documentText as NSString).replacingCharacters(in: range, with: replacement)
        }
        selection = NSRange(location: range.location + replacement.utf16.count, length: 0)
        markedRange = nil
        inputDelegate?.textDidChange(self)
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: self)
    }

    /// The field's one line of text as drawn, measured by the text engine: where each offset of
    /// the text lies along it (the text read left to right), and the line's rectangle.
    @MainActor struct MeasuredLine {
        var rect: CGRect
        var advance: @MainActor (Int) -> CGFloat
        func x(_ offset: Int) -> CGFloat { rect.minX + advance(offset) }
    }

    /// The measured line; `nil`, with the call refused when the field is drawn, when no text
    /// measurer is installed (outside CellSnap's drawing and `cellSnapInstallTextMeasurer()`).
    final func measuredLine(call: String) -> MeasuredLine? {
        layoutIfNeeded()
        let text = documentText
        func characters(_ offset: Int) -> Int {
            let utf16 = text.utf16
            let index = utf16.index(utf16.startIndex, offsetBy: min(max(0, offset), utf16.count))
            return text[..<(String.Index(index, within: text) ?? text.endIndex)].count
        }
        guard let full = label.cellSnapAdvance(ofCharacters: text.count) else {
            textInputRefusal =
                textInputRefusal
                ?? CellSnapUIKitError(
                    call: "UITextField.\(call)", reason: "it was called without a text measurer to measure the text")
            return nil
        }
        let bounds = textRect(forBounds: self.bounds)
        let alignment: NSTextAlignment =
            textAlignment == .natural
            ? (effectiveUserInterfaceLayoutDirection == .rightToLeft ? .right : .left) : textAlignment
        let start: CGFloat =
            switch alignment {
            case .right: bounds.maxX - full
            case .center: bounds.midX - full / 2
            default: bounds.minX
            }
        let height = (font ?? .systemFont(ofSize: 17)).lineHeight
        let label = self.label
        return MeasuredLine(
            rect: CGRect(x: start, y: bounds.midY - height / 2, width: full, height: height),
            advance: { label.cellSnapAdvance(ofCharacters: characters($0)) ?? 0 })
    }

    /// The rectangle of `range` on the measured line (`.null` when it cannot be measured).
    final func measuredRect(for range: UITextRange, call: String) -> CGRect {
        guard let range = TextInputEditing.range(range, in: documentText), let line = measuredLine(call: call) else {
            return .null
        }
        let start = line.x(range.location), end = line.x(range.location + range.length)
        return CGRect(x: min(start, end), y: line.rect.minY, width: abs(end - start), height: line.rect.height)
    }
}
