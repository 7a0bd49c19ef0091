import Primitives

/// A font: a family from `Fonts/`, a size in points and a weight.
public struct Font: Hashable, Codable, Sendable {
    /// The family name, `Inter` by default; Chinese, Hebrew and Arabic fall back to the bundled Noto faces.
    public var family: String
    /// The size in points (absolute: 17 means 17 pt, at any resolution).
    public var size: Double
    /// The weight.
    public var weight: FontWeight

    /// The family CellSnap uses when none is named.
    public static let defaultFamily = "Inter"

    /// Creates a font: `Font(size: 17, weight: .semibold)`.
    public init(family: String = Font.defaultFamily, size: Double, weight: FontWeight = .regular) {
        self.family = family
        self.size = size
        self.weight = weight
    }
}

/// How lines of text are aligned within their box.
public enum TextAlignment: String, Hashable, Codable, Sendable, CaseIterable {
    /// Leading edge of the paragraph's direction: left for left-to-right text, right for right-to-left.
    case natural
    case left
    case center
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

/// The base direction of a paragraph.
public enum WritingDirection: String, Hashable, Codable, Sendable, CaseIterable {
    /// Taken from the first strong character of the text.
    case natural
    case leftToRight
    case rightToLeft
}

/// How a run of text is set: font, colour and paragraph rules.
///
/// ```swift
/// let body = TextStyle(font: Font(size: 17), color: .black, maximumLines: 1)
/// ```
public struct TextStyle: Hashable, Codable, Sendable {
    public var font: Font
    public var color: Color
    public var alignment: TextAlignment
    /// The most lines shown; `0` means no limit.
    public var maximumLines: Int
    public var truncation: Truncation
    public var lineBreak: LineBreak
    /// Extra space between lines, in points.
    public var lineSpacing: Double
    public var direction: WritingDirection

    /// Creates a style; every parameter but the font has a default.
    public init(
        font: Font, color: Color = .black, alignment: TextAlignment = .natural, maximumLines: Int = 0,
        truncation: Truncation = .tail, lineBreak: LineBreak = .word, lineSpacing: Double = 0,
        direction: WritingDirection = .natural
    ) {
        self.font = font
        self.color = color
        self.alignment = alignment
        self.maximumLines = maximumLines
        self.truncation = truncation
        self.lineBreak = lineBreak
        self.lineSpacing = lineSpacing
        self.direction = direction
    }
}

/// The measured size and positions of a piece of text, in points.
public struct TextMetrics: Hashable, Sendable {
    /// The logical size: the advance of the widest line by the sum of line heights.
    public var size: Size
    /// The distance from the top of the box to the first line's baseline.
    public var firstBaseline: Double
    /// The distance from the top of the box to the last line's baseline.
    public var lastBaseline: Double
    /// The number of lines laid out, after wrapping and truncation.
    public var lineCount: Int
    /// True when text was cut off by `maximumLines` (or by the width, for single-line text).
    public var isTruncated: Bool
    /// The bounds of the painted glyphs, relative to the top-left of the box.
    public var inkBounds: Rect
    /// The number of characters no bundled font covers; they would be drawn as boxes.
    public var missingGlyphCount: Int

    /// Creates metrics.
    public init(
        size: Size, firstBaseline: Double, lastBaseline: Double, lineCount: Int, isTruncated: Bool,
        inkBounds: Rect, missingGlyphCount: Int
    ) {
        self.size = size
        self.firstBaseline = firstBaseline
        self.lastBaseline = lastBaseline
        self.lineCount = lineCount
        self.isTruncated = isTruncated
        self.inkBounds = inkBounds
        self.missingGlyphCount = missingGlyphCount
    }
}

/// Something that measures text the way the renderer will draw it.
///
/// Layout measures through this protocol so that it never depends on Cairo; the rendering
/// module's `TextEngine` is the implementation.
public protocol TextMeasuring {
    /// Measures `text` set in `style`, wrapped to `width` points (or on one line per paragraph when `nil`).
    func measure(_ text: String, style: TextStyle, width: Double?) -> TextMetrics
}
