import CellSnapFoundation
import Foundation

/// The paragraph settings of attributed text, as UIKit's `NSParagraphStyle` (which Foundation has
/// not on Linux), set on a range with the `NSAttributedString.Key.paragraphStyle` attribute.
///
/// A label or text view whose text has one paragraph style over all of it draws its alignment,
/// line spacing, line break mode and writing direction; a paragraph style with any other property
/// changed from ``default`` (indents, paragraph spacing, line heights, hyphenation, tab stops,
/// lists), or different styles on parts of the text, is refused with an error naming the property
/// when the text is drawn. Text drawn into a graphics context (`NSAttributedString.draw(in:)` and
/// its kin) draws more of it: spacing, indents and line heights too (see
/// `NSAttributedString.draw(with:options:context:)`). Text of content configurations, buttons
/// and other controls draws a paragraph style only when it equals ``default``.
///
/// ```swift
/// let paragraph = NSMutableParagraphStyle()
/// paragraph.alignment = .center
/// paragraph.lineSpacing = 4
/// let text = NSAttributedString(string: "Two\nlines", attributes: [.paragraphStyle: paragraph])
/// ```
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying {
    /// How lines are broken, as `NSParagraphStyle.LineBreakStrategy`.
    public struct LineBreakStrategy: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Lines pushed out to avoid a lone word on the last line.
        public static let pushOut = LineBreakStrategy(rawValue: 1 << 0)
        /// No break between Hangul characters.
        public static let hangulWordPriority = LineBreakStrategy(rawValue: 1 << 1)
        /// The strategies of standard UI labels.
        public static let standard = LineBreakStrategy(rawValue: 0xFFFF)
    }

    /// Every property's value, as one value that compares and hashes.
    struct Values: Hashable {
        var lineSpacing: CGFloat = 0
        var paragraphSpacing: CGFloat = 0
        var alignment: NSTextAlignment = .natural
        var headIndent: CGFloat = 0
        var tailIndent: CGFloat = 0
        var firstLineHeadIndent: CGFloat = 0
        var minimumLineHeight: CGFloat = 0
        var maximumLineHeight: CGFloat = 0
        var lineBreakMode: NSLineBreakMode = .byWordWrapping
        var baseWritingDirection: NSWritingDirection = .natural
        var lineHeightMultiple: CGFloat = 0
        var paragraphSpacingBefore: CGFloat = 0
        var hyphenationFactor: Float = 0
        var usesDefaultHyphenation: Bool = false
        var tabStops: [NSTextTab] = NSParagraphStyle.standardTabStops
        var defaultTabInterval: CGFloat = 0
        var allowsDefaultTighteningForTruncation: Bool = false
        var lineBreakStrategy: NSParagraphStyle.LineBreakStrategy = []
        var textLists: [NSTextList] = []
    }

    /// First, so that Linux's Foundation compares paragraph styles in attributed strings
    /// (CoreFoundationObjectHeader).
    private let coreFoundationHeader = CoreFoundationObjectHeader()
    final var values: Values

    /// A paragraph style with the default settings, as ``default``.
    public override init() {
        values = Values()
        super.init()
    }

    init(values: Values) {
        self.values = values
        super.init()
    }

    /// The default paragraph style: natural alignment, word wrapping, no spacing or indent.
    open class var `default`: NSParagraphStyle { NSParagraphStyle() }

    /// The writing direction of a language (`nil`: the current locale's): right to left for
    /// Arabic, Hebrew, Persian and Urdu, left to right otherwise.
    open class func defaultWritingDirection(forLanguage languageName: String?) -> NSWritingDirection {
        let language = languageName ?? Locale.current.identifier
        let code = String(language.prefix { $0 != "-" && $0 != "_" })
        return ["ar", "he", "fa", "ur", "yi", "ps", "sd", "ug", "dv"].contains(code) ? .rightToLeft : .leftToRight
    }

    /// Twelve left tab stops 28 points apart, as UIKit's default paragraph style has.
    static var standardTabStops: [NSTextTab] {
        (1...12).map { NSTextTab(textAlignment: .left, location: CGFloat($0) * 28) }
    }

    /// The space between the bottom of one line and the top of the next, in points.
    open var lineSpacing: CGFloat { values.lineSpacing }
    /// The space after a paragraph, in points.
    open var paragraphSpacing: CGFloat { values.paragraphSpacing }
    /// The alignment of the lines (`.natural` follows the writing direction).
    open var alignment: NSTextAlignment { values.alignment }
    /// The indent of every line but a paragraph's first, from the leading edge, in points.
    open var headIndent: CGFloat { values.headIndent }
    /// The trailing edge of the lines: from the leading edge when positive, from the trailing edge when negative or zero.
    open var tailIndent: CGFloat { values.tailIndent }
    /// The indent of a paragraph's first line, from the leading edge, in points.
    open var firstLineHeadIndent: CGFloat { values.firstLineHeadIndent }
    /// The least height of a line, in points (`0`: no minimum).
    open var minimumLineHeight: CGFloat { values.minimumLineHeight }
    /// The greatest height of a line, in points (`0`: no maximum).
    open var maximumLineHeight: CGFloat { values.maximumLineHeight }
    /// How lines too long for the width are broken or truncated.
    open var lineBreakMode: NSLineBreakMode { values.lineBreakMode }
    /// The writing direction of the paragraph (`.natural`: the text's own).
    open var baseWritingDirection: NSWritingDirection { values.baseWritingDirection }
    /// The natural line height multiplied by this factor (`0`: the natural height).
    open var lineHeightMultiple: CGFloat { values.lineHeightMultiple }
    /// The space before a paragraph, in points.
    open var paragraphSpacingBefore: CGFloat { values.paragraphSpacingBefore }
    /// How readily words are hyphenated, from 0 (never) to 1.
    open var hyphenationFactor: Float { values.hyphenationFactor }
    /// Whether the system's hyphenation is used.
    open var usesDefaultHyphenation: Bool { values.usesDefaultHyphenation }
    /// The tab stops (twelve left stops 28 points apart by default).
    open var tabStops: [NSTextTab] { values.tabStops }
    /// The interval of the tab stops after the last one, in points.
    open var defaultTabInterval: CGFloat { values.defaultTabInterval }
    /// Whether lines are tightened before they are truncated.
    open var allowsDefaultTighteningForTruncation: Bool { values.allowsDefaultTighteningForTruncation }
    /// How lines are broken (`[]`: as attributed strings are by default).
    open var lineBreakStrategy: LineBreakStrategy { values.lineBreakStrategy }
    /// The lists the paragraph is in.
    open var textLists: [NSTextList] { values.textLists }

    open func copy(with zone: NSZone? = nil) -> Any { NSParagraphStyle(values: values) }

    open func mutableCopy(with zone: NSZone? = nil) -> Any { NSMutableParagraphStyle(values: values) }

    open override func isEqual(_ object: Any?) -> Bool {
        (object as? NSParagraphStyle)?.values == values
    }

    open override var hash: Int { values.hashValue }
}

/// A paragraph style whose settings can be changed, as UIKit's `NSMutableParagraphStyle`.
///
/// ```swift
/// let paragraph = NSParagraphStyle.default.mutableCopy() as! NSMutableParagraphStyle
/// paragraph.lineBreakMode = .byTruncatingTail
/// ```
open class NSMutableParagraphStyle: NSParagraphStyle {
    override open var lineSpacing: CGFloat {
        get { values.lineSpacing }
        set { values.lineSpacing = newValue }
    }
    override open var paragraphSpacing: CGFloat {
        get { values.paragraphSpacing }
        set { values.paragraphSpacing = newValue }
    }
    override open var alignment: NSTextAlignment {
        get { values.alignment }
        set { values.alignment = newValue }
    }
    override open var headIndent: CGFloat {
        get { values.headIndent }
        set { values.headIndent = newValue }
    }
    override open var tailIndent: CGFloat {
        get { values.tailIndent }
        set { values.tailIndent = newValue }
    }
    override open var firstLineHeadIndent: CGFloat {
        get { values.firstLineHeadIndent }
        set { values.firstLineHeadIndent = newValue }
    }
    override open var minimumLineHeight: CGFloat {
        get { values.minimumLineHeight }
        set { values.minimumLineHeight = newValue }
    }
    override open var maximumLineHeight: CGFloat {
        get { values.maximumLineHeight }
        set { values.maximumLineHeight = newValue }
    }
    override open var lineBreakMode: NSLineBreakMode {
        get { values.lineBreakMode }
        set { values.lineBreakMode = newValue }
    }
    override open var baseWritingDirection: NSWritingDirection {
        get { values.baseWritingDirection }
        set { values.baseWritingDirection = newValue }
    }
    override open var lineHeightMultiple: CGFloat {
        get { values.lineHeightMultiple }
        set { values.lineHeightMultiple = newValue }
    }
    override open var paragraphSpacingBefore: CGFloat {
        get { values.paragraphSpacingBefore }
        set { values.paragraphSpacingBefore = newValue }
    }
    override open var hyphenationFactor: Float {
        get { values.hyphenationFactor }
        set { values.hyphenationFactor = newValue }
    }
    override open var usesDefaultHyphenation: Bool {
        get { values.usesDefaultHyphenation }
        set { values.usesDefaultHyphenation = newValue }
    }
    override open var tabStops: [NSTextTab] {
        get { values.tabStops }
        set { values.tabStops = newValue }
    }
    override open var defaultTabInterval: CGFloat {
        get { values.defaultTabInterval }
        set { values.defaultTabInterval = newValue }
    }
    override open var allowsDefaultTighteningForTruncation: Bool {
        get { values.allowsDefaultTighteningForTruncation }
        set { values.allowsDefaultTighteningForTruncation = newValue }
    }
    override open var lineBreakStrategy: LineBreakStrategy {
        get { values.lineBreakStrategy }
        set { values.lineBreakStrategy = newValue }
    }
    override open var textLists: [NSTextList] {
        get { values.textLists }
        set { values.textLists = newValue }
    }

    /// Adds a tab stop.
    open func addTabStop(_ anObject: NSTextTab) { values.tabStops.append(anObject) }

    /// Removes a tab stop equal to `anObject`.
    open func removeTabStop(_ anObject: NSTextTab) { values.tabStops.removeAll { $0 == anObject } }

    /// Takes every setting of `obj`.
    open func setParagraphStyle(_ obj: NSParagraphStyle) { values = obj.values }
}

/// The writing direction of a paragraph, as UIKit's `NSWritingDirection`.
public enum NSWritingDirection: Int, Hashable, Sendable {
    /// The direction of the text's own characters (the Unicode bidirectional algorithm).
    case natural = -1
    case leftToRight = 0
    case rightToLeft = 1
}

/// A tab stop of a paragraph style, as UIKit's `NSTextTab`.
open class NSTextTab: NSObject, NSCopying {
    /// An option of a tab stop, as `NSTextTab.OptionKey`.
    public struct OptionKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// The characters that end a column: an `NSCharacterSet`.
        public static let columnTerminators = OptionKey("NSTabColumnTerminatorsAttributeName")
    }

    /// How text is aligned at the stop.
    open private(set) var alignment: NSTextAlignment
    /// Where the stop is, from the leading edge, in points.
    open private(set) var location: CGFloat
    /// The stop's options.
    open private(set) var options: [OptionKey: Any]

    /// A tab stop at `loc` points with `alignment`.
    public init(textAlignment alignment: NSTextAlignment, location loc: CGFloat, options: [OptionKey: Any] = [:]) {
        self.alignment = alignment
        location = loc
        self.options = options
        super.init()
    }

    /// The characters that end a column of a decimal tab in `aLocale`: its decimal separator
    /// and the whitespace.
    open class func columnTerminators(for aLocale: Locale?) -> CharacterSet {
        var set = CharacterSet.whitespacesAndNewlines
        set.insert(charactersIn: (aLocale ?? Locale.current).decimalSeparator ?? ".")
        return set
    }

    open func copy(with zone: NSZone? = nil) -> Any { self }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSTextTab else { return false }
        return other.alignment == alignment && other.location == location
    }

    open override var hash: Int { location.hashValue ^ alignment.hashValue }
}

/// A list a paragraph is in, as UIKit's `NSTextList` (iOS 7): its marker format.
open class NSTextList: NSObject, NSCopying {
    /// A marker format, as `NSTextList.MarkerFormat`.
    public struct MarkerFormat: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let box = MarkerFormat("{box}")
        public static let check = MarkerFormat("{check}")
        public static let circle = MarkerFormat("{circle}")
        public static let diamond = MarkerFormat("{diamond}")
        public static let disc = MarkerFormat("{disc}")
        public static let hyphen = MarkerFormat("{hyphen}")
        public static let square = MarkerFormat("{square}")
        public static let decimal = MarkerFormat("{decimal}")
        public static let lowercaseAlpha = MarkerFormat("{lower-alpha}")
        public static let uppercaseAlpha = MarkerFormat("{upper-alpha}")
        public static let lowercaseRoman = MarkerFormat("{lower-roman}")
        public static let uppercaseRoman = MarkerFormat("{upper-roman}")
    }

    /// The marker format.
    public let markerFormat: MarkerFormat
    /// The list's options.
    public let listOptions: UInt
    /// The number of the first item.
    open var startingItemNumber = 1

    /// A list with `markerFormat`.
    public init(markerFormat: MarkerFormat, options mask: UInt = 0) {
        self.markerFormat = markerFormat
        listOptions = mask
        super.init()
    }

    /// The marker of item `itemNumber`.
    open func marker(forItemNumber itemNumber: Int) -> String {
        switch markerFormat {
        case .decimal: "\(itemNumber)"
        case .disc: "\u{2022}"
        case .hyphen: "\u{2043}"
        case .circle: "\u{25E6}"
        case .square: "\u{25AA}"
        case .diamond: "\u{25C6}"
        case .box: "\u{2610}"
        case .check: "\u{2713}"
        case .lowercaseAlpha: Self.alphabetic(itemNumber)
        case .uppercaseAlpha: Self.alphabetic(itemNumber).uppercased()
        case .lowercaseRoman: Self.roman(itemNumber)
        case .uppercaseRoman: Self.roman(itemNumber).uppercased()
        default: "\(itemNumber)"
        }
    }

    /// `a` ... `z`, `aa` ...: the letters of a number counted from 1.
    private static func alphabetic(_ number: Int) -> String {
        var letters = "", rest = max(1, number)
        while rest > 0 {
            rest -= 1
            letters = String(UnicodeScalar(UInt8(97 + rest % 26))) + letters
            rest /= 26
        }
        return letters
    }

    /// A number in lowercase Roman numerals (numbers below 1 or above 3999 in digits).
    private static func roman(_ number: Int) -> String {
        guard (1...3999).contains(number) else { return "\(number)" }
        let table = [
            (1000, "m"), (900, "cm"), (500, "d"), (400, "cd"), (100, "c"), (90, "xc"), (50, "l"), (40, "xl"),
            (10, "x"), (9, "ix"), (5, "v"), (4, "iv"), (1, "i"),
        ]
        var numeral = "", rest = number
        for (value, symbol) in table {
            while rest >= value {
                numeral += symbol
                rest -= value
            }
        }
        return numeral
    }

    open func copy(with zone: NSZone? = nil) -> Any { self }
}
