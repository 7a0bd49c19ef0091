import CellModel
import Foundation
import Primitives

extension TextRun {
    /// The attributed-text keys a run draws besides its font and colour.
    static let decorationKeys: Set<NSAttributedString.Key> = [
        .underlineStyle, .underlineColor, .strikethroughStyle, .strikethroughColor, .kern, .tracking,
        .backgroundColor, .baselineOffset,
    ]

    /// The decorations `attributes` ask for, as UIKit draws them: an underline (single or double)
    /// and a strikethrough (single), in their own colours or the text's; `.kern` and `.tracking`
    /// as extra space after each character; a background colour behind the run; a baseline offset
    /// in points. `nil` when they ask for none. What CellSnap's text engine cannot draw (thick
    /// lines, dotted and dashed patterns, lines under words only) is an error naming it.
    static func decorations(of attributes: [NSAttributedString.Key: Any], call: String) throws
        -> TextDecorations<DynamicColor>?
    {
        func attribute(_ key: NSAttributedString.Key) -> String { "\(call) attribute \(key.rawValue)" }
        func color(_ key: NSAttributedString.Key) throws -> DynamicColor? {
            guard let value = attributes[key] else { return nil }
            guard let color = value as? UIColor else {
                throw CellSnapUIKitError(call: attribute(key), reason: "its value is a UIColor")
            }
            return color.cellSnapRunColor
        }
        func points(_ key: NSAttributedString.Key) throws -> Double? {
            guard let value = attributes[key] else { return nil }
            guard let number = UIFontDescriptor.number(value), number.isFinite else {
                throw CellSnapUIKitError(call: attribute(key), reason: "its value is a finite number of points")
            }
            return Double(number)
        }
        let decorations = TextDecorations(
            underline: try attributes[.underlineStyle].flatMap {
                try line($0, color: color(.underlineColor), attribute: attribute(.underlineStyle), allowsDouble: true)
            },
            strikethrough: try attributes[.strikethroughStyle].flatMap {
                try line(
                    $0, color: color(.strikethroughColor), attribute: attribute(.strikethroughStyle),
                    allowsDouble: false)
            },
            kern: try points(.kern) ?? points(.tracking), background: try color(.backgroundColor),
            baselineOffset: try points(.baselineOffset))
        return decorations.isEmpty ? nil : decorations
    }

    /// The line an underline or strikethrough style asks for (`nil` for none), in `color` (the
    /// text's when `nil`); a style CellSnap does not draw is an error.
    private static func line(_ value: Any, color: DynamicColor?, attribute: String, allowsDouble: Bool) throws
        -> TextLine<DynamicColor>?
    {
        let raw: Int
        switch value {
        case let style as NSUnderlineStyle: raw = style.rawValue
        default:
            guard let number = UIFontDescriptor.number(value), number.isFinite, number == number.rounded() else {
                throw CellSnapUIKitError(call: attribute, reason: "its value is an NSUnderlineStyle or its raw value")
            }
            raw = Int(number)
        }
        let style = NSUnderlineStyle(rawValue: raw)
        if raw == 0 { return nil }
        if raw & 0xFF00 != 0 {
            throw CellSnapUIKitError(
                call: attribute,
                reason: "CellSnap draws solid lines under or through every character (no patterns, not by word)")
        }
        switch style {
        case .single: return TextLine(style: .single, color: color)
        case .double where allowsDouble: return TextLine(style: .double, color: color)
        default:
            throw CellSnapUIKitError(
                call: attribute,
                reason: allowsDouble
                    ? "CellSnap draws single and double underlines, not thick ones"
                    : "CellSnap draws a single strikethrough, not a thick or double one")
        }
    }
}
