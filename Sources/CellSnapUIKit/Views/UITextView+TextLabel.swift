import CellModel

/// A text view's text: one line of its font tall while empty, as an empty text view that does not
/// scroll keeps the height of one line (a placeholder laid over it shows), drawing nothing. Its
/// links are drawn with the text view's `linkTextAttributes`, and a text view that is not editable
/// shows the data it detects as links.
final class TextViewTextLabel: UILabel {
    override func cellSnapContent(traits: Traits) throws -> ViewTree.Content {
        let content = try super.cellSnapContent(traits: traits)
        guard case .text(var text) = content, text.string.isEmpty else { return content }
        text.string = Self.emptyLine
        return .text(text)
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        guard (text ?? "").isEmpty else { return super.sizeThatFits(size) }
        let line = UILabel()
        line.font = font
        line.text = Self.emptyLine
        return CGSize(width: 0, height: line.sizeThatFits(size).height)
    }

    override var cellSnapLinkAttributes: [NSAttributedString.Key: Any]? {
        (superview as? UITextView)?.linkTextAttributes ?? NSAttributedString.defaultLinkAttributes
    }

    /// The text with what the text view detects as links: the detected ranges that are not in a
    /// link already.
    override func cellSnapShownStyledText() -> NSAttributedString? {
        let styled = super.cellSnapShownStyledText()
        guard let textView = superview as? UITextView, !textView.isEditable, !textView.dataDetectorTypes.isEmpty
        else { return styled }
        let shown =
            styled
            ?? NSAttributedString(
                string: text ?? "", attributes: [.font: font as Any, .foregroundColor: textColor as Any])
        let detected = TextDataDetector.links(in: shown.string, types: textView.dataDetectorTypes)
        guard !detected.isEmpty else { return styled }
        let linked = NSMutableAttributedString(attributedString: shown)
        for (range, link) in detected where !linked.attributedSubstring(from: range).hasLinks {
            linked.addAttribute(.link, value: link, range: range)
        }
        return linked
    }

    /// What an empty text view measures and draws: a zero-width space, one line of no ink.
    private static let emptyLine = "\u{200B}"
}
