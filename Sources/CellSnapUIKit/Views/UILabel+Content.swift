import Foundation

/// What a label shows, as UIKit keeps it: one text, plain or styled. Setting either of the
/// label's `text` and `attributedText` replaces the other; its font, colour, alignment, line
/// breaks and shadow, set while it shows styled text, become those of all of that text.
enum LabelContent {
    case none
    case plain(String)
    case styled(NSAttributedString)

    /// The string shown, `nil` for none.
    var string: String? {
        switch self {
        case .none: nil
        case .plain(let string): string
        case .styled(let text): text.string
        }
    }

    /// The styled text, `nil` for plain text or none.
    var styled: NSAttributedString? {
        if case .styled(let text) = self { text } else { nil }
    }

    /// The text with `defaults` wherever it sets none of them (plain text takes all of them).
    func attributed(defaults: [NSAttributedString.Key: Any]) -> NSAttributedString? {
        switch self {
        case .none:
            return nil
        case .plain(let string):
            return NSAttributedString(string: string, attributes: defaults)
        case .styled(let text):
            let filled = NSMutableAttributedString(attributedString: text)
            let whole = NSRange(location: 0, length: text.length)
            for key in defaults.keys.sorted(by: { $0.rawValue < $1.rawValue }) {
                text.enumerateAttribute(key, in: whole, options: []) { value, range, _ in
                    if value == nil, let fallback = defaults[key] {
                        filled.addAttributes([key: fallback], range: range)
                    }
                }
            }
            return filled
        }
    }

    /// Gives all of styled text `value` for `key`; plain text and none are left as they are.
    mutating func apply(_ key: NSAttributedString.Key, _ value: Any) {
        guard case .styled(let text) = self else { return }
        let changed = NSMutableAttributedString(attributedString: text)
        // `addAttributes`: swift-corelibs-foundation's `addAttribute(_:value:range:)` traps when
        // the text already has attributes of Swift objects.
        changed.addAttributes([key: value], range: NSRange(location: 0, length: text.length))
        self = .styled(changed)
    }

    /// Gives all of styled text its paragraph style (the first one it has, else the default)
    /// changed by `change`.
    mutating func applyParagraph(_ change: (NSMutableParagraphStyle) -> Void) {
        guard case .styled(let text) = self, text.length > 0 else { return }
        let paragraph = NSMutableParagraphStyle()
        if let first = text.attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle {
            paragraph.values = first.values
        }
        change(paragraph)
        apply(.paragraphStyle, paragraph)
    }

    /// Gives all of styled text a shadow of `color` at `offset`, or takes its shadow away when
    /// `color` is `nil`.
    mutating func applyShadow(color: UIColor?, offset: CGSize) {
        guard case .styled(let text) = self else { return }
        guard let color else {
            let changed = NSMutableAttributedString(attributedString: text)
            changed.removeAttribute(.shadow, range: NSRange(location: 0, length: text.length))
            self = .styled(changed)
            return
        }
        let shadow = NSShadow()
        shadow.shadowColor = color
        shadow.shadowOffset = offset
        apply(.shadow, shadow)
    }
}

extension UILabel {
    /// The attributes plain text reads back with from ``attributedText``: the label's font,
    /// colour, paragraph (alignment and line breaks) and, when it has one, shadow.
    var defaultTextAttributes: [NSAttributedString.Key: Any] {
        let paragraph = NSMutableParagraphStyle()
        paragraph.alignment = textAlignment
        paragraph.lineBreakMode = lineBreakMode
        var attributes: [NSAttributedString.Key: Any] = [
            .font: font as UIFont, .foregroundColor: textColor as UIColor, .paragraphStyle: paragraph,
        ]
        if let shadowColor {
            let shadow = NSShadow()
            shadow.shadowColor = shadowColor
            shadow.shadowOffset = shadowOffset
            attributes[.shadow] = shadow
        }
        return attributes
    }
}
