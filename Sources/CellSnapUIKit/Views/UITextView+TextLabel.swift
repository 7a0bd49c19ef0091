import CellModel

/// A text view's text: one line of its font tall while empty, as an empty text view that does not
/// scroll keeps the height of one line (a placeholder laid over it shows), drawing nothing.
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

    /// What an empty text view measures and draws: a zero-width space, one line of no ink.
    private static let emptyLine = "\u{200B}"
}
