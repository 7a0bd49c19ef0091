import Foundation

// UITextInput's optional requirements as a text view answers them.

extension UITextView {
    /// Whether `text` may replace `range`: the delegate's answer
    /// (`textView(_:shouldChangeTextInRanges:replacementText:)`, which by default asks
    /// `textView(_:shouldChangeTextIn:replacementText:)`), as for typing.
    public func shouldChangeText(in range: UITextRange, replacementText text: String) -> Bool {
        guard let range = TextInputEditing.range(range, in: documentText) else { return false }
        return cellSnapTextViewDelegate?.textView(
            self, shouldChangeTextInRanges: [NSValue(range: range)], replacementText: text) ?? true
    }

    /// The attributes at `position`: the text's there (the character before it, going backward),
    /// else the view's font and colour.
    public func textStyling(at position: UITextPosition, in direction: UITextStorageDirection)
        -> [NSAttributedString.Key: Any]?
    {
        TextInputStyling.attributes(
            at: position, in: direction, of: hasAttributedText ? attributedText : nil,
            plain: [.font: font ?? .preferredFont(forTextStyle: .body), .foregroundColor: textColor ?? .label])
    }

    /// The text of `range` with its attributes.
    public func attributedText(in range: UITextRange) -> NSAttributedString {
        TextInputStyling.substring(range, of: attributedText)
    }

    /// Reserves space for text that arrives later: kept, and the view refuses to be drawn while it
    /// holds a placeholder, as CellSnap does not lay out the reserved space.
    public func insertTextPlaceholder(with size: CGSize) -> UITextPlaceholder {
        let placeholder = UITextPlaceholder()
        heldTextPlaceholders.append(placeholder)
        noteDrawnStateChange()
        return placeholder
    }

    /// Removes a placeholder the view holds.
    public func remove(_ textPlaceholder: UITextPlaceholder) {
        heldTextPlaceholders.removeAll { $0 === textPlaceholder }
        noteDrawnStateChange()
    }

    /// What drawing a view that holds a text placeholder throws.
    final var textPlaceholderRefusal: CellSnapUIKitError {
        CellSnapUIKitError(
            call: "UITextView.insertTextPlaceholder(with:)",
            reason: "the view holds a text placeholder, whose reserved space CellSnap does not lay out")
    }
}

extension UITextView {
    /// Throws when ``scrollRangeToVisible(_:)`` asked to scroll to a range CellSnap cannot place.
    final func checkRangeScrolledToVisible() throws {
        guard let range = rangeScrolledToVisible, isScrollEnabled, range.location > 0 else { return }
        let textHeight = sizeThatFits(CGSize(width: bounds.width, height: 0)).height
        guard textHeight > bounds.height else { return }
        throw CellSnapUIKitError(
            call: "UITextView.scrollRangeToVisible(\(range.location), \(range.length))",
            reason:
                "the text is taller than the view, and CellSnap measures a text view's text as a whole, not where a range's lines lie"
        )
    }
}
