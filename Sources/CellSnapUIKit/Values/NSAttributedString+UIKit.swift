import Foundation

// The attributes UIKit adds to `NSAttributedString.Key` (with ``NSAttributedString/Key/font`` and
// ``NSAttributedString/Key/foregroundColor``, which CellSnap draws in a run), and the underline and
// strikethrough styles, with UIKit's names and raw keys. Text drawn with any of these attributes
// is refused with an error naming the attribute: CellSnap draws a run's font and colour only.
extension NSAttributedString.Key {
    /// The paragraph style of the text: an `NSParagraphStyle`.
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// The colour behind the text: a `UIColor`.
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// Whether ligatures are used: an `NSNumber`.
    public static let ligature = NSAttributedString.Key("NSLigature")
    /// The space added between characters, in points: an `NSNumber`.
    public static let kern = NSAttributedString.Key("NSKern")
    /// The tracking, in points: an `NSNumber`.
    public static let tracking = NSAttributedString.Key("NSTracking")
    /// A line through the text: an `NSNumber` of an ``NSUnderlineStyle``'s raw value.
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    /// A line under the text: an `NSNumber` of an ``NSUnderlineStyle``'s raw value.
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// The colour of the outline of the glyphs: a `UIColor`.
    public static let strokeColor = NSAttributedString.Key("NSStrokeColor")
    /// The width of the outline of the glyphs, in percent of the font's size: an `NSNumber`.
    public static let strokeWidth = NSAttributedString.Key("NSStrokeWidth")
    /// The shadow of the text: an `NSShadow`.
    public static let shadow = NSAttributedString.Key("NSShadow")
    /// A text effect: an `NSString`.
    public static let textEffect = NSAttributedString.Key("NSTextEffect")
    /// An attachment drawn in place of a character: an `NSTextAttachment`.
    public static let attachment = NSAttributedString.Key("NSAttachment")
    /// A link: a `URL` or a `String`.
    public static let link = NSAttributedString.Key("NSLink")
    /// How far the text is raised from its baseline, in points: an `NSNumber`.
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
    /// The colour of the underline: a `UIColor`.
    public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
    /// The colour of the strikethrough: a `UIColor`.
    public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
    /// The slant of the glyphs: an `NSNumber`.
    public static let obliqueness = NSAttributedString.Key("NSObliqueness")
    /// How far the glyphs are stretched, as a logarithm: an `NSNumber`.
    public static let expansion = NSAttributedString.Key("NSExpansion")
    /// The writing directions of the text: an array of `NSNumber`s.
    public static let writingDirection = NSAttributedString.Key("NSWritingDirection")
    /// Whether the glyphs are vertical forms: an `NSNumber`.
    public static let verticalGlyphForm = NSAttributedString.Key("CTVerticalForms")
}

/// The style of an underline or a strikethrough, as UIKit's `NSUnderlineStyle`: a line's thickness
/// and count, its pattern, and whether it skips the spaces between words.
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// One thin line.
    public static let single = NSUnderlineStyle(rawValue: 0x01)
    /// One thick line.
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    /// Two thin lines.
    public static let double = NSUnderlineStyle(rawValue: 0x09)
    /// A solid line (no pattern).
    public static let patternSolid = NSUnderlineStyle([])
    /// A dotted line.
    public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
    /// A dashed line.
    public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
    /// A line of dashes and dots.
    public static let patternDashDot = NSUnderlineStyle(rawValue: 0x0300)
    /// A line of dashes and pairs of dots.
    public static let patternDashDotDot = NSUnderlineStyle(rawValue: 0x0400)
    /// A line under or through words only, not the spaces between them.
    public static let byWord = NSUnderlineStyle(rawValue: 0x8000)
}

extension NSAttributedString.Key {
    /// A run's `.strokeWidth`, a percentage of its font size (0 without one).
    static func strokeWidth(in attributes: [NSAttributedString.Key: Any]) -> Double {
        switch attributes[.strokeWidth] {
        case let number as NSNumber: number.doubleValue
        case let value as CGFloat: Double(value)
        case let value as Double: value
        case let value as Int: Double(value)
        default: 0
        }
    }
}
