import Primitives

/// A range of the text set differently from the rest: bolder, in another colour, in a font of its
/// own (another size or family, with the line height that goes with it), or decorated.
public struct TextSpan: Hashable, Codable, Sendable {
    /// The first character (grapheme) of the range, counted from 0.
    public var start: Int
    /// The number of characters in the range.
    public var length: Int
    public var weight: FontWeight?
    public var color: Color?
    /// The range's own font; ``weight``, when set, overrides its weight.
    public var font: Font?
    /// The height of the lines the range is on, at least (a line takes its tallest run's).
    public var lineHeight: Double?
    /// The range's underline, strikethrough, kerning, background and baseline offset.
    public var decorations: TextDecorations<Color>?
    /// What is drawn in place of the range's one character (an inline image), in the space it
    /// keeps on its line.
    public var attachment: InlineAttachment?

    /// Creates a span over `length` characters from `start`.
    public init(
        start: Int, length: Int, weight: FontWeight? = nil, color: Color? = nil, font: Font? = nil,
        lineHeight: Double? = nil, decorations: TextDecorations<Color>? = nil, attachment: InlineAttachment? = nil
    ) {
        self.start = start
        self.length = length
        self.weight = weight
        self.color = color
        self.font = font
        self.lineHeight = lineHeight
        self.decorations = decorations
        self.attachment = attachment
    }
}

/// An item drawn inline in text in place of a character, as a text attachment's image is: the
/// character takes the attachment's width (and its padding on both sides) on its line, and the
/// line is as tall as the attachment needs above and below the baseline.
///
/// ```swift
/// let star = InlineAttachment(
///     size: Size(width: 12, height: 12), baselineOffset: -2,
///     item: .shape(ShapeItem(shape: .ellipse(Rect(x: 0, y: 0, width: 12, height: 12)), fill: .black)))
/// ```
public struct InlineAttachment: Hashable, Codable, Sendable {
    /// The size of the drawn item, in points.
    public var size: Size
    /// How far the item's bottom edge is above the baseline (negative: below it).
    public var baselineOffset: Double
    /// How far the item is moved along the line from where its space starts (after the padding).
    public var horizontalOffset: Double
    /// The space kept before and after the item on its line.
    public var padding: Double
    /// What is drawn, in coordinates whose origin is the top-left corner of the item's box.
    public var item: DisplayItem

    /// Creates an attachment of `size` whose bottom sits `baselineOffset` above the baseline.
    public init(
        size: Size, baselineOffset: Double, horizontalOffset: Double = 0, padding: Double = 0, item: DisplayItem
    ) {
        self.size = size
        self.baselineOffset = baselineOffset
        self.horizontalOffset = horizontalOffset
        self.padding = padding
        self.item = item
    }
}

/// Where text sits in a line taller than its font's.
public enum LineHeightPlacement: String, Hashable, Codable, Sendable {
    /// Centred in the line, as UIKit places the text of a text style's line height.
    case centred
    /// At the line's bottom, the extra height above it, as TextKit places the text of a paragraph
    /// style's `lineHeightMultiple` or `minimumLineHeight`.
    case bottom
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
    /// How wrapped lines are chosen beyond where they may break (a label's ``LineBreakStrategy/standard``).
    public var lineBreakStrategy: LineBreakStrategy
    /// Extra space between lines, in points.
    public var lineSpacing: Double
    /// The height of every line, in points, with the text placed in it as ``lineHeightPlacement``
    /// says; `nil` uses the font's natural line height.
    public var lineHeight: Double?
    /// Where the text sits in a ``lineHeight`` taller than its font's line.
    public var lineHeightPlacement: LineHeightPlacement
    public var direction: WritingDirection
    /// Ranges of the text with another weight or colour (attributed text).
    public var spans: [TextSpan]
    /// Whether every line but a paragraph's last is stretched to both edges (UIKit's
    /// `.justified`); ``alignment`` places the last line.
    public var isJustified: Bool
    /// The metrics of the font this text stands in for, when it stands in for one: each line's
    /// baseline sits where that font's would in the same line box (Inter drawn in SF Pro's place),
    /// not where the drawn font's own ascender puts it.
    public var baselineMetrics: FontVerticalMetrics?
    /// Letter spacing in points, as if every glyph's side bearings were half of it wider (negative:
    /// narrower): it is added between characters, and half of it at both ends of every line, so
    /// that the first glyph's ink moves by half of it too.
    public var tracking: Double

    /// Creates a style; every parameter but the font has a default.
    public init(
        font: Font, color: Color = .black, alignment: TextAlignment = .natural, maximumLines: Int = 0,
        truncation: Truncation = .tail, lineBreak: LineBreak = .word, lineSpacing: Double = 0,
        lineHeight: Double? = nil, lineHeightPlacement: LineHeightPlacement = .centred,
        direction: WritingDirection = .natural, spans: [TextSpan] = [], isJustified: Bool = false,
        tracking: Double = 0, baselineMetrics: FontVerticalMetrics? = nil, lineBreakStrategy: LineBreakStrategy = []
    ) {
        self.lineBreakStrategy = lineBreakStrategy
        self.lineHeightPlacement = lineHeightPlacement
        self.tracking = tracking
        self.baselineMetrics = baselineMetrics
        self.isJustified = isJustified
        self.font = font
        self.color = color
        self.alignment = alignment
        self.maximumLines = maximumLines
        self.truncation = truncation
        self.lineBreak = lineBreak
        self.lineSpacing = lineSpacing
        self.lineHeight = lineHeight
        self.direction = direction
        self.spans = spans
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
    /// The lines `text` set in `style` and wrapped to `width` is laid out in (those shown, after
    /// the style's line limit), top first; `nil` when the measurer cannot tell (the default).
    func lines(of text: String, style: TextStyle, width: Double?) -> [TextLineMetrics]?
}

extension TextMeasuring {
    /// No lines: a measurer that lays out no lines of its own cannot tell them.
    public func lines(of text: String, style: TextStyle, width: Double?) -> [TextLineMetrics]? { nil }
}

/// One laid-out line of a piece of text, in points from the top-left of the text's box.
public struct TextLineMetrics: Hashable, Sendable {
    /// The line's characters, in UTF-16 units of the text (a trailing newline or the space a
    /// line broke at included).
    public var characters: Range<Int>
    /// The line's logical rectangle in the box: its advance (from where alignment puts it; a
    /// tracked line without the half of the tracking Pango adds past its two ends) by its height.
    public var frame: Rect
    /// The distance from the top of the text's box to the line's baseline.
    public var baseline: Double
    /// Where each UTF-16 unit of ``characters`` starts (its leading edge; both units of a
    /// surrogate pair share one), from the left edge of the text's box.
    public var characterOffsets: [Double]

    /// Creates a line's metrics.
    public init(characters: Range<Int>, frame: Rect, baseline: Double, characterOffsets: [Double]) {
        self.characters = characters
        self.frame = frame
        self.baseline = baseline
        self.characterOffsets = characterOffsets
    }
}
