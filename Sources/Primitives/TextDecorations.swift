/// What a run of attributed text draws besides its glyphs, as UIKit's attributes ask: an underline
/// and a strikethrough, extra space after each character (`.kern`), a background behind it and a
/// raised or lowered baseline. `Paint` is the colour type of the stage that holds it (a cell
/// model's dynamic colours, the display list's resolved ones).
///
/// ```swift
/// let struck = TextDecorations<Color>(strikethrough: TextLine(style: .single), kern: 0.5)
/// ```
public struct TextDecorations<Paint: Hashable & Codable & Sendable>: Hashable, Codable, Sendable {
    /// A line under the run's glyphs, at the position and thickness its font gives.
    public var underline: TextLine<Paint>?
    /// A line through the run's glyphs, at the position and thickness its font gives.
    public var strikethrough: TextLine<Paint>?
    /// Extra space after each character, in points (negative: tighter).
    public var kern: Double?
    /// The colour painted behind the run's lines.
    public var background: Paint?
    /// How far the run's baseline is raised, in points (negative: lowered); its lines grow to hold it.
    public var baselineOffset: Double?

    /// Creates decorations; each one left out is not drawn.
    public init(
        underline: TextLine<Paint>? = nil, strikethrough: TextLine<Paint>? = nil, kern: Double? = nil,
        background: Paint? = nil, baselineOffset: Double? = nil
    ) {
        self.underline = underline
        self.strikethrough = strikethrough
        self.kern = kern
        self.background = background
        self.baselineOffset = baselineOffset
    }

    /// Whether nothing is drawn besides the glyphs.
    public var isEmpty: Bool {
        underline == nil && strikethrough == nil && (kern ?? 0) == 0 && background == nil
            && (baselineOffset ?? 0) == 0
    }

    /// The same decorations with their colours made by `transform`.
    public func mapPaint<Other: Hashable & Codable & Sendable>(_ transform: (Paint) -> Other) -> TextDecorations<Other>
    {
        TextDecorations<Other>(
            underline: underline.map { TextLine<Other>(style: $0.style, color: $0.color.map(transform)) },
            strikethrough: strikethrough.map { TextLine<Other>(style: $0.style, color: $0.color.map(transform)) },
            kern: kern, background: background.map(transform), baselineOffset: baselineOffset)
    }
}

/// An underline or a strikethrough: how many lines, and their colour (the text's when `nil`).
public struct TextLine<Paint: Hashable & Codable & Sendable>: Hashable, Codable, Sendable {
    public var style: TextLineStyle
    /// The line's colour; `nil` draws it in the text's colour.
    public var color: Paint?

    /// Creates a line: `TextLine(style: .single)`.
    public init(style: TextLineStyle, color: Paint? = nil) {
        self.style = style
        self.color = color
    }
}

/// How many lines an underline or a strikethrough draws.
public enum TextLineStyle: String, Hashable, Codable, Sendable {
    /// One line.
    case single
    /// Two thin lines (an underline only).
    case double
}
