import Foundation

// UITextInput's optional requirements as a text field answers them.

extension UITextField {
    /// Whether `text` may replace `range`: the delegate's answer
    /// (`textField(_:shouldChangeCharactersInRanges:replacementString:)`), as for typing.
    public func shouldChangeText(in range: UITextRange, replacementText text: String) -> Bool {
        guard let range = TextInputEditing.range(range, in: documentText) else { return false }
        return delegate?.textField(
            self, shouldChangeCharactersInRanges: [NSValue(range: range)], replacementString: text)
            ?? true
    }

    /// The attributes at `position`: the attributed text's there (the character before it, going
    /// backward), else the field's font, colour and alignment.
    public func textStyling(at position: UITextPosition, in direction: UITextStorageDirection)
        -> [NSAttributedString.Key: Any]?
    {
        TextInputStyling.attributes(
            at: position, in: direction, of: attributedText,
            plain: [.font: font ?? .systemFont(ofSize: 17), .foregroundColor: textColor ?? .label])
    }

    /// The text of `range` with the attributed text's attributes (plain when the text is).
    public func attributedText(in range: UITextRange) -> NSAttributedString {
        TextInputStyling.substring(range, of: attributedText ?? NSAttributedString(string: documentText))
    }

    /// Reserves space for text that arrives later: kept, and the field refuses to be drawn while it
    /// holds a placeholder, as CellSnap does not lay out the reserved space.
    public func insertTextPlaceholder(with size: CGSize) -> UITextPlaceholder {
        let placeholder = UITextPlaceholder()
        heldTextPlaceholders.append(placeholder)
        noteDrawnStateChange()
        return placeholder
    }

    /// Removes a placeholder the field holds.
    public func remove(_ textPlaceholder: UITextPlaceholder) {
        heldTextPlaceholders.removeAll { $0 === textPlaceholder }
        noteDrawnStateChange()
    }

    /// What drawing a field that holds a text placeholder throws.
    final var textPlaceholderRefusal: CellSnapUIKitError {
        CellSnapUIKitError(
            call: "UITextField.insertTextPlaceholder(with:)",
            reason: "the field holds a text placeholder, whose reserved space CellSnap does not lay out")
    }
}

/// The attributes and attributed substrings a text input answers with.
@MainActor enum TextInputStyling {
    /// The attributes of `text` at the character after `position` (before it, going backward),
    /// else `plain`.
    static func attributes(
        at position: UITextPosition, in direction: UITextStorageDirection, of text: NSAttributedString?,
        plain: [NSAttributedString.Key: Any]
    ) -> [NSAttributedString.Key: Any] {
        guard let text, text.length > 0, let offset = TextInputEditing.offset(position, in: text.string) else {
            return plain
        }
        let index = direction == .backward ? offset - 1 : offset
        return text.attributes(at: min(max(0, index), text.length - 1), effectiveRange: nil)
    }

    /// The part of `text` that `range` covers (empty outside it).
    static func substring(_ range: UITextRange, of text: NSAttributedString) -> NSAttributedString {
        guard let range = TextInputEditing.range(range, in: text.string) else { return NSAttributedString(string: "") }
        return text.attributedSubstring(from: range)
    }
}
