import Foundation

/// What a label shows, as UIKit keeps it: one text, plain or styled. Setting either of the
/// label's `text` and `attributedText` replaces the other. The label's font, colour, alignment,
/// line breaks and shadow, set while it shows styled text, are drawn over all of that text, as
/// Apple documents.
///
/// CellSnap keeps those as overrides of the styled text rather than writing them into it: Linux's
/// Foundation traps (an illegal instruction) when it merges neighbouring runs that hold the same
/// attributes with different values of Swift classes (a red run beside a blue one once both take
/// the label's font), so styled text reads back as it was set.
enum LabelContent {
    case none
    case plain(String)
    case styled(NSAttributedString, overridden: LabelOverrides)

    /// The string shown, `nil` for none.
    var string: String? {
        switch self {
        case .none: nil
        case .plain(let string): string
        case .styled(let text, _): text.string
        }
    }

    /// The styled text, as set, `nil` for plain text or none.
    var styled: NSAttributedString? {
        if case .styled(let text, _) = self { text } else { nil }
    }

    /// The label properties set since the styled text was, which are drawn over all of it.
    var overridden: LabelOverrides {
        if case .styled(_, let overridden) = self { overridden } else { [] }
    }

    /// The text as `attributedText` reads it: plain text in `defaults` (made only for it),
    /// styled text as set.
    func attributed(defaults: @autoclosure () -> [NSAttributedString.Key: Any]) -> NSAttributedString? {
        switch self {
        case .none: nil
        case .plain(let string): NSAttributedString(string: string, attributes: defaults())
        case .styled(let text, _): text
        }
    }

    /// Notes that `property` was set on the label: drawn over all of styled text from now on.
    mutating func override(_ property: LabelOverrides) {
        guard case .styled(let text, let overridden) = self else { return }
        self = .styled(text, overridden: overridden.union(property))
    }
}

/// The label properties that, set after styled text, are drawn over all of it.
struct LabelOverrides: OptionSet {
    let rawValue: Int
    static let font = LabelOverrides(rawValue: 1 << 0)
    static let color = LabelOverrides(rawValue: 1 << 1)
    static let alignment = LabelOverrides(rawValue: 1 << 2)
    static let lineBreakMode = LabelOverrides(rawValue: 1 << 3)
    static let shadow = LabelOverrides(rawValue: 1 << 4)
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
