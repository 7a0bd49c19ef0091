import DisplayList
import Foundation
import Primitives

// How a paragraph style reaches CellSnap's text engine. A label (and a text view, which draws
// through one) takes the one paragraph style of its whole attributed text: its alignment and line
// break mode replace the label's own, as on iOS (where a paragraph style's default word wrapping
// also turns a label's tail truncation into clipping), and its line spacing and writing direction
// go to the display list's text style, as do its line heights: the font's line height times
// `lineHeightMultiple`, at least `minimumLineHeight` and at most `maximumLineHeight`, every line
// that tall with its extra height above the glyphs, as TextKit lays lines out. What the text
// engine cannot draw as TextKit does is refused by name: a line lower than its font's (where
// TextKit puts glyphs that do not fit is not measured); indents, paragraph spacing, tab stops and
// lists have no counterpart in a text item; Pango breaks lines between words and has no
// hyphenation factor. Text elsewhere (content configurations, buttons, segments, fields) takes a
// paragraph style equal to `default` only.
extension NSParagraphStyle {
    /// The properties changed from ``default``, by UIKit's names, in declaration order.
    final var changedProperties: [String] {
        let standard = Values()
        let checks: [(String, Bool)] = [
            ("lineSpacing", values.lineSpacing != standard.lineSpacing),
            ("paragraphSpacing", values.paragraphSpacing != standard.paragraphSpacing),
            ("alignment", values.alignment != standard.alignment),
            ("headIndent", values.headIndent != standard.headIndent),
            ("tailIndent", values.tailIndent != standard.tailIndent),
            ("firstLineHeadIndent", values.firstLineHeadIndent != standard.firstLineHeadIndent),
            ("minimumLineHeight", values.minimumLineHeight != standard.minimumLineHeight),
            ("maximumLineHeight", values.maximumLineHeight != standard.maximumLineHeight),
            ("lineBreakMode", values.lineBreakMode != standard.lineBreakMode),
            ("baseWritingDirection", values.baseWritingDirection != standard.baseWritingDirection),
            ("lineHeightMultiple", values.lineHeightMultiple != standard.lineHeightMultiple),
            ("paragraphSpacingBefore", values.paragraphSpacingBefore != standard.paragraphSpacingBefore),
            ("hyphenationFactor", values.hyphenationFactor != standard.hyphenationFactor),
            ("usesDefaultHyphenation", values.usesDefaultHyphenation != standard.usesDefaultHyphenation),
            ("tabStops", values.tabStops != standard.tabStops),
            ("defaultTabInterval", values.defaultTabInterval != standard.defaultTabInterval),
            (
                "allowsDefaultTighteningForTruncation",
                values.allowsDefaultTighteningForTruncation != standard.allowsDefaultTighteningForTruncation
            ),
            ("lineBreakStrategy", values.lineBreakStrategy != standard.lineBreakStrategy),
            ("textLists", values.textLists != standard.textLists),
        ]
        return checks.filter(\.1).map(\.0)
    }

    /// The properties a label draws (see above).
    static let labelDrawnProperties: Set<String> = [
        "lineSpacing", "alignment", "lineBreakMode", "baseWritingDirection", "lineHeightMultiple",
        "minimumLineHeight", "maximumLineHeight", "lineBreakStrategy",
    ]

    /// Why each undrawn property is not drawn.
    static func reason(for property: String) -> String {
        switch property {
        case "hyphenationFactor", "usesDefaultHyphenation":
            "CellSnap's text engine (Pango) breaks lines between words and has no hyphenation factor"
        case "allowsDefaultTighteningForTruncation":
            "CellSnap does not tighten letters before truncating"
        case "lineBreakStrategy":
            "CellSnap draws line-break strategies in labels, list content and buttons; string drawing breaks lines greedily"
        default:
            "CellSnap's text items have no indents, paragraph spacing, tab stops or lists"
        }
    }

    /// The error for the first of `properties` that is not among `drawn`, `nil` when all are.
    final func refusal(of drawn: Set<String>, call: String) -> CellSnapUIKitError? {
        guard let property = changedProperties.first(where: { !drawn.contains($0) }) else { return nil }
        return CellSnapUIKitError(
            call: "\(call) .paragraphStyle \(property)", reason: Self.reason(for: property))
    }

    /// The one paragraph style over all of `text` (`nil` when it has none). A paragraph takes the
    /// style of its first character, as Apple's text system lays a paragraph out with one style
    /// (`fixParagraphStyleAttribute(in:)`: "the first paragraph style attribute value in each
    /// paragraph" for all its characters), so a style on the first run of a one-paragraph text is
    /// the whole text's. Paragraphs of different styles are refused.
    static func uniform(in text: NSAttributedString, call: String) throws -> NSParagraphStyle? {
        let string = text.string as NSString
        var styles: [NSParagraphStyle?] = []
        var start = 0
        while start < string.length {
            let paragraph = string.paragraphRange(for: NSRange(location: start, length: 0))
            styles.append(
                text.attribute(.paragraphStyle, at: paragraph.location, effectiveRange: nil) as? NSParagraphStyle)
            start = max(NSMaxRange(paragraph), start + 1)
        }
        guard let first = styles.first else { return nil }
        guard styles.allSatisfy({ $0 == first }) else {
            throw CellSnapUIKitError(
                call: "\(call) .paragraphStyle of one paragraph differing from another's",
                reason: "CellSnap draws one paragraph style over the whole text")
        }
        return first
    }

    /// The display list's writing direction of ``baseWritingDirection``.
    final var modelDirection: WritingDirection {
        switch values.baseWritingDirection {
        case .natural: .natural
        case .leftToRight: .leftToRight
        case .rightToLeft: .rightToLeft
        }
    }

    /// `style` with this paragraph's line spacing, line height and writing direction, for text
    /// whose font's line is `naturalLineHeight` tall; a property a label does not draw throws the
    /// error naming it.
    final func applied(to style: TextStyle, naturalLineHeight: Double, call: String) throws -> TextStyle {
        if let refusal = refusal(of: Self.labelDrawnProperties, call: call) { throw refusal }
        var style = style
        style.lineSpacing = Double(values.lineSpacing)
        if values.baseWritingDirection != .natural { style.direction = modelDirection }
        if let height = try values.lineHeight(natural: naturalLineHeight, call: call) {
            (style.lineHeight, style.lineHeightPlacement) = (height, .bottom)
        }
        return style
    }
}

extension NSParagraphStyle.Values {
    /// Whether the style sets a line height: a multiple, a minimum or a maximum.
    var changesLineHeight: Bool {
        lineHeightMultiple > 0 || minimumLineHeight > 0 || maximumLineHeight > 0
    }

    /// The height of every line of a font whose line is `natural` tall: the multiple of it, at
    /// least the minimum, at most the maximum; `nil` when the style changes none of them. A line
    /// lower than the font's is refused.
    func lineHeight(natural: Double, call: String) throws -> Double? {
        guard changesLineHeight else { return nil }
        let multiple = Double(lineHeightMultiple)
        let minimum = Double(minimumLineHeight), maximum = Double(maximumLineHeight)
        var height = multiple > 0 ? natural * multiple : natural
        if minimum > 0 { height = max(height, minimum) }
        if maximum > 0 { height = min(height, maximum) }
        guard height >= natural - 1e-9 else {
            throw CellSnapUIKitError(
                call: "\(call) .paragraphStyle line height \(height) below the font's \(natural)",
                reason: "where TextKit puts glyphs in a line lower than their font's is not measured")
        }
        return height
    }
}

extension NSAttributedString {
    /// The text without its paragraph styles (which a label has taken out to draw).
    var withoutParagraphStyles: NSAttributedString {
        let copy = NSMutableAttributedString(attributedString: self)
        copy.removeAttribute(.paragraphStyle, range: NSRange(location: 0, length: length))
        return copy
    }
}

extension NSParagraphStyle.LineBreakStrategy {
    /// The strategies CellSnap's text engine applies: push-out and Hangul word priority.
    var drawn: Primitives.LineBreakStrategy {
        var drawn: Primitives.LineBreakStrategy = []
        if contains(.pushOut) { drawn.insert(.pushOut) }
        if contains(.hangulWordPriority) { drawn.insert(.hangulWordPriority) }
        return drawn
    }
}
