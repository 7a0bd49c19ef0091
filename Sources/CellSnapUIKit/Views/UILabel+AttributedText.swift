import Foundation

// How a label's plain and attributed text replace each other, as UIKit documents them: setting
// `text` replaces `attributedText`; setting `attributedText` replaces `text` and sets the font,
// colour, alignment and line break mode to the style of its first character; setting one of
// those afterwards applies it to the whole attributed text.
extension UILabel {
    /// A label inside a view that styles its text itself (a text field's, a text view's): its
    /// font, colour, alignment and line break mode do not restyle its attributed text.
    static func styledByItsView() -> UILabel {
        let label = UILabel()
        label.stylesAttributedText = false
        return label
    }

    /// Sets the attributed text (a copy, as UIKit keeps one) in place of the text, and takes the
    /// style of its first character.
    final func setAttributedText(_ newValue: NSAttributedString?) {
        plainText = nil
        storedAttributedText = newValue.map { NSAttributedString(attributedString: $0) }
        if let newValue, newValue.length > 0, stylesAttributedText { adoptStyle(ofFirstCharacterOf: newValue) }
        invalidateIntrinsicContentSize()
    }

    /// The attributes of plain text read back as attributed text: the label's font, colour and
    /// paragraph (its alignment and line break mode).
    final var plainAttributes: [NSAttributedString.Key: Any] {
        let paragraph = NSMutableParagraphStyle()
        paragraph.alignment = textAlignment
        paragraph.lineBreakMode = lineBreakMode
        return [.font: font as Any, .foregroundColor: textColor as Any, .paragraphStyle: paragraph]
    }

    /// Sets the font, colour, alignment and line break mode to those of the first character of
    /// `text`, where it has them, without restyling it.
    private func adoptStyle(ofFirstCharacterOf text: NSAttributedString) {
        let attributes = text.attributes(at: 0, effectiveRange: nil)
        isAdoptingStyle = true
        defer { isAdoptingStyle = false }
        if let font = attributes[.font] as? UIFont { self.font = font }
        if let color = attributes[.foregroundColor] as? UIColor { textColor = color }
        if let paragraph = attributes[.paragraphStyle] as? NSParagraphStyle {
            textAlignment = paragraph.alignment
            lineBreakMode = paragraph.lineBreakMode
        }
    }

    /// Sets `key` to `value` over the whole attributed text, if the label holds one.
    final func restyleAttributedText(_ key: NSAttributedString.Key, _ value: Any) {
        guard stylesAttributedText, !isAdoptingStyle, let stored = storedAttributedText, stored.length > 0 else {
            return
        }
        let restyled = NSMutableAttributedString(attributedString: stored)
        restyled.addAttribute(key, value: value, range: NSRange(location: 0, length: restyled.length))
        storedAttributedText = restyled
    }

    /// Changes the paragraph style of every part of the attributed text with `change`; a part
    /// without one gets one with the label's alignment and line break mode first (which the label
    /// drew it with), so that only what `change` sets is new.
    final func restyleParagraphs(_ change: (NSMutableParagraphStyle) -> Void) {
        guard stylesAttributedText, !isAdoptingStyle, let stored = storedAttributedText, stored.length > 0 else {
            return
        }
        let restyled = NSMutableAttributedString(attributedString: stored)
        var parts: [(NSRange, NSMutableParagraphStyle)] = []
        restyled.enumerateAttribute(
            .paragraphStyle, in: NSRange(location: 0, length: restyled.length), options: []
        ) { value, range, _ in
            let paragraph: NSMutableParagraphStyle
            if let existing = value as? NSParagraphStyle, let copy = existing.mutableCopy() as? NSMutableParagraphStyle {
                paragraph = copy
            } else {
                paragraph = NSMutableParagraphStyle()
                paragraph.alignment = textAlignment
                paragraph.lineBreakMode = lineBreakMode
            }
            change(paragraph)
            parts.append((range, paragraph))
        }
        for (range, paragraph) in parts { restyled.addAttribute(.paragraphStyle, value: paragraph, range: range) }
        storedAttributedText = restyled
    }
}
