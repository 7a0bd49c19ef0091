/// The words text is described with, shared by the cell model, layout and drawing.

/// A font: a family from `Fonts/`, a size in points, a weight, whether it is italic, and whether
/// its digits are all one width.
public struct Font: Hashable, Codable, Sendable {
    /// The family name, `Inter` by default; Chinese, Hebrew and Arabic fall back to the bundled Noto faces.
    public var family: String
    /// The size in points (absolute: 17 means 17 pt, at any resolution).
    public var size: Double
    /// The weight.
    public var weight: FontWeight
    /// Whether the family's italic face is drawn (Inter's italic for the system font).
    public var isItalic: Bool
    /// Whether digits are all one width (the font's OpenType tabular figures, `tnum`), as UIKit's
    /// `monospacedDigitSystemFont(ofSize:weight:)` draws them.
    public var hasTabularFigures: Bool

    /// The family CellSnap uses when none is named.
    public static let defaultFamily = "Inter"

    /// The family CellSnap draws the monospaced system font (SF Mono on iOS) with: the bundled
    /// Noto Sans Mono, regular and bold (lighter weights draw regular, semibold and heavier bold,
    /// as fontconfig picks the nearest face).
    public static let monospacedFamily = "Noto Sans Mono"

    /// The families CellSnap draws the system fonts in (``defaultFamily`` and ``monospacedFamily``).
    /// An app's own face of one of them is drawn under another name (``appFamily(_:)``), so that
    /// the app's file is drawn, without the system font's tracking and line box.
    public static let standInFamilies: Set<String> = [defaultFamily, monospacedFamily]

    /// The family an app's own face of `family` is drawn under: `family`, or `"Inter (app)"` for
    /// an app's face of a family CellSnap draws a system font in (``standInFamilies``).
    public static func appFamily(_ family: String) -> String {
        standInFamilies.contains(family) ? family + " (app)" : family
    }

    /// Creates a font: `Font(size: 17, weight: .semibold)`.
    public init(
        family: String = Font.defaultFamily, size: Double, weight: FontWeight = .regular, isItalic: Bool = false,
        hasTabularFigures: Bool = false
    ) {
        self.family = family
        self.size = size
        self.weight = weight
        self.isItalic = isItalic
        self.hasTabularFigures = hasTabularFigures
    }

    private enum CodingKeys: String, CodingKey { case family, size, weight, isItalic, hasTabularFigures }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        family = try container.decode(String.self, forKey: .family)
        size = try container.decode(Double.self, forKey: .size)
        weight = try container.decode(FontWeight.self, forKey: .weight)
        isItalic = try container.decodeIfPresent(Bool.self, forKey: .isItalic) ?? false
        hasTabularFigures = try container.decodeIfPresent(Bool.self, forKey: .hasTabularFigures) ?? false
    }

    /// Encodes `isItalic` and `hasTabularFigures` only when they are set, so a plain font's
    /// encoding is what it was before fonts could be italic.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(family, forKey: .family)
        try container.encode(size, forKey: .size)
        try container.encode(weight, forKey: .weight)
        if isItalic { try container.encode(isItalic, forKey: .isItalic) }
        if hasTabularFigures { try container.encode(hasTabularFigures, forKey: .hasTabularFigures) }
    }
}

/// A font's ascender and descender as fractions of its point size: where its baseline sits in a
/// line and how tall its natural line is.
///
/// ```swift
/// FontVerticalMetrics.sfPro.lineHeight * 17   // 20.29: UIKit's body label height at Large
/// ```
public struct FontVerticalMetrics: Hashable, Codable, Sendable {
    /// From the top of the natural line to the baseline.
    public var ascender: Double
    /// From the baseline to the bottom of the natural line (positive).
    public var descender: Double

    /// Creates metrics from fractions of the point size.
    public init(ascender: Double, descender: Double) {
        self.ascender = ascender
        self.descender = descender
    }

    /// The natural line height, a fraction of the point size.
    public var lineHeight: Double { ascender + descender }

    /// SF Pro's, iOS's system font: 1950 and 494 of 2048 units (UIKit's `UIFont.lineHeight` is
    /// 1.1934 times the size).
    public static let sfPro = FontVerticalMetrics(ascender: 1950.0 / 2048, descender: 494.0 / 2048)
}

/// How lines of text are aligned within their box.
public enum TextAlignment: String, Hashable, Codable, Sendable, CaseIterable {
    /// Leading edge of the paragraph's direction: left for left-to-right text, right for right-to-left.
    case natural
    /// The left edge, in either layout direction (as UIKit's `.left`).
    case left
    case center
    /// The right edge, in either layout direction (as UIKit's `.right`).
    case right
}

/// Where an ellipsis replaces text that does not fit in `maximumLines`.
public enum Truncation: String, Hashable, Codable, Sendable, CaseIterable {
    /// `Lorem ipsu…`
    case tail
    /// `…rem ipsum`
    case head
    /// `Lore…psum`
    case middle
    /// No ellipsis: lines past the limit are dropped and long lines are clipped.
    case clip
}

/// Where lines may break when text wraps.
public enum LineBreak: String, Hashable, Codable, Sendable, CaseIterable {
    /// Between words, or inside a word that is longer than the line.
    case word
    /// Between any two characters.
    case character
}

/// How wrapped lines are chosen beyond where they may break, as UIKit's line-break strategies.
///
/// ```swift
/// let label: LineBreakStrategy = .standard
/// ```
public struct LineBreakStrategy: OptionSet, Hashable, Codable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The last word of a paragraph's next-to-last line is pushed down to join a lone word on its
    /// last line, when the two fit there (`NSParagraphStyle.LineBreakStrategy.pushOut`: "typically,
    /// the text system only pushes out the last line by one word").
    public static let pushOut = LineBreakStrategy(rawValue: 1 << 0)
    /// No line breaks between Hangul letters: Korean wraps between words.
    public static let hangulWordPriority = LineBreakStrategy(rawValue: 1 << 1)
    /// A label's strategies (UIKit's `.standard`, `UILabel`'s default): both of the above.
    public static let standard: LineBreakStrategy = [.pushOut, .hangulWordPriority]
}

/// The base direction of a paragraph.
public enum WritingDirection: String, Hashable, Codable, Sendable, CaseIterable {
    /// Taken from the first strong character of the text.
    case natural
    case leftToRight
    case rightToLeft
}

/// The horizontal direction of a layout: where leading and trailing are.
public enum LayoutDirection: String, Hashable, Codable, Sendable, CaseIterable {
    case leftToRight
    case rightToLeft
}
