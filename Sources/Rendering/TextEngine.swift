import DisplayList
import Foundation
import Primitives

@_implementationOnly import CCairo

/// Measures and lays out text with Pango over the bundled fonts, the same way for layout and for drawing.
///
/// A Pango font map must never be shared between threads, so each thread has its own engine
/// (``current``); all engines share the process-wide ``FontLibrary``. An engine is not `Sendable`:
/// use it on the thread that obtained it.
///
/// Every engine uses the same fixed settings, so that text renders identically everywhere:
/// greyscale antialiasing, no hinting, unhinted metrics, unrounded glyph positions, 72 dpi
/// (sizes are absolute points), and the language `zh-cn` for Han characters whatever the
/// environment's `LANG`, `LANGUAGE` or `PANGO_LANGUAGE` say.
///
/// An engine keeps the layouts it made lately (up to ``layoutCacheCapacity``), so that text
/// measured for layout is not shaped again to be drawn, nor in the next variant of a suite; a
/// kept layout measures and draws exactly as a new one would.
public final class TextEngine: TextMeasuring {
    /// The fonts this engine lays text out with.
    public let library: FontLibrary
    private let fontMap: UnsafeMutablePointer<PangoFontMap>
    /// One Pango context per paragraph direction; layouts never change a context's base direction.
    private let leftToRightContext: OpaquePointer
    private let rightToLeftContext: OpaquePointer
    /// The layouts made lately, by text, style (less its colour) and width.
    private let layouts = TextLayoutCache(capacity: TextEngine.layoutCacheCapacity)

    /// The most layouts an engine keeps for reuse: the labels of a few hundred rows in each of
    /// their sizes and directions, a few megabytes of Pango's memory.
    public static let layoutCacheCapacity = 1024

    /// The number of layouts this engine keeps now (at most ``layoutCacheCapacity``).
    public var cachedLayoutCount: Int { layouts.count }

    /// The language that picks Simplified Chinese glyph forms for Han characters.
    public static let language = "zh-cn"

    /// Creates an engine over `library`.
    public init(library: FontLibrary) throws {
        guard let map = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT) else {
            throw RenderingError.fonts("Pango has no FreeType font map")
        }
        let fontMap = UnsafeMutableRawPointer(map).assumingMemoryBound(to: PangoFontMap.self)
        pango_fc_font_map_set_config(OpaquePointer(map), library.config)
        self.library = library
        self.fontMap = fontMap
        leftToRightContext = Self.makeContext(fontMap, direction: PANGO_DIRECTION_LTR)
        rightToLeftContext = Self.makeContext(fontMap, direction: PANGO_DIRECTION_RTL)
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(leftToRightContext))
        g_object_unref(UnsafeMutableRawPointer(rightToLeftContext))
        g_object_unref(fontMap)
    }

    /// This thread's engine over ``FontLibrary/current()`` (the bundled fonts and the app's
    /// registered font folders), created on first use and again after a folder is registered.
    ///
    /// - Throws: ``RenderingError/fonts(_:)`` when the fonts cannot be loaded.
    public static func current() throws -> TextEngine {
        let key = "CellSnap.TextEngine"
        let storage = Thread.current.threadDictionary
        let library = try FontLibrary.current()
        if let engine = storage[key] as? TextEngine, engine.library === library { return engine }
        let engine = try TextEngine(library: library)
        storage[key] = engine
        return engine
    }

    private static func makeContext(_ fontMap: UnsafeMutablePointer<PangoFontMap>, direction: PangoDirection)
        -> OpaquePointer
    {
        let context = pango_font_map_create_context(fontMap)!
        let options = cairo_font_options_create()
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_subpixel_order(options, CAIRO_SUBPIXEL_ORDER_DEFAULT)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        pango_cairo_context_set_resolution(context, 72)
        pango_context_set_round_glyph_positions(context, 0)
        pango_context_set_language(context, pango_language_from_string(language))
        pango_context_set_base_dir(context, direction)
        return context
    }

    /// Makes this engine's font map Pango's default for the calling thread, so that text drawn by
    /// other libraries (librsvg's SVG text) finds only the fonts CellSnap is given.
    func makeDefaultFontMapOfThisThread() {
        pango_cairo_font_map_set_default(OpaquePointer(UnsafeMutableRawPointer(fontMap)))
    }

    /// Lays out `text` in `style`, wrapped to `width` points (or unwrapped when `nil`): a layout
    /// this engine kept from an earlier call with the same text, style (whatever its colour, which
    /// only drawing takes) and width, or a new one. A layout is never changed once made.
    public func layout(_ text: String, style: TextStyle, width: Double?) -> TextLayout {
        layouts.layout(text, style: style, width: width) { makeStrategicLayout(text, style: style, width: width) }
    }

    /// The OpenType features text in `font` is shaped with: Inter's contextual alternates off
    /// (they turn "12 x 12" into "12 × 12" and "->" into an arrow, which San Francisco does not;
    /// Arabic joining does not depend on them), and tabular figures on when the font asks.
    static func features(of font: Font) -> String {
        font.hasTabularFigures ? "calt 0, tnum 1" : "calt 0"
    }

    /// `text` laid out in `style` to `width`, no line breaking inside the UTF-8 byte ranges
    /// `keptTogether` (the line-break strategy's, see `makeStrategicLayout`).
    func makeLayout(_ text: String, style: TextStyle, width: Double?, keptTogether: [Range<Int>] = []) -> TextLayout {
        let direction = resolvedDirection(of: text, style.direction)
        let layout = pango_layout_new(direction == .rightToLeft ? rightToLeftContext : leftToRightContext)!
        pango_layout_set_auto_dir(layout, 0)
        pango_layout_set_text(layout, text, -1)

        let description = pango_font_description_new()
        pango_font_description_set_family(description, Self.familyList(style.font.family))
        pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(style.font.weight.numericValue)))
        pango_font_description_set_absolute_size(description, style.font.size * Double(PANGO_SCALE))
        pango_font_description_set_style(description, style.font.isItalic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        pango_layout_set_font_description(layout, description)
        pango_font_description_free(description)

        // UIKit breaks words that do not fit a line without adding a hyphen; so does CellSnap.
        let attributes = pango_attr_list_new()
        pango_attr_list_insert(attributes, pango_attr_insert_hyphens_new(0))
        pango_attr_list_insert(attributes, pango_attr_font_features_new(Self.features(of: style.font)))
        if let lineHeight = style.lineHeight, lineHeight > 0 {
            pango_attr_list_insert(attributes, pango_attr_line_height_new_absolute(pangoUnits(lineHeight)))
        }
        // Tracking spaces the characters Inter draws (Latin, Greek, Cyrillic and their punctuation:
        // the text SF Pro would draw); Chinese, Hebrew, Arabic and emoji keep their fonts' spacing.
        // Pango spaces characters apart but leaves the ends of lines alone; the layout is made
        // `tracking` wider than the box and drawn half of it to the left, so that half of it comes
        // off (or is added at) each end of every line too, when the text starts with such a letter.
        let tracked = style.tracking.isFinite && style.tracking != 0 ? Self.trackedRanges(of: text) : []
        let tracking = tracked.first?.lowerBound == 0 ? style.tracking : 0
        for range in tracked {
            guard let attribute = pango_attr_letter_spacing_new(pangoUnits(style.tracking)) else { continue }
            attribute.pointee.start_index = UInt32(range.lowerBound)
            attribute.pointee.end_index = UInt32(range.upperBound)
            pango_attr_list_insert(attributes, attribute)
        }
        for span in style.spans {
            Self.insert(span, of: text, into: attributes, tracking: tracked.isEmpty ? 0 : style.tracking)
        }
        for range in keptTogether {
            guard let attribute = pango_attr_allow_breaks_new(0) else { continue }
            attribute.pointee.start_index = UInt32(range.lowerBound)
            attribute.pointee.end_index = UInt32(range.upperBound)
            pango_attr_list_insert(attributes, attribute)
        }
        pango_layout_set_attributes(layout, attributes)
        pango_attr_list_unref(attributes)
        pango_layout_set_alignment(layout, pangoAlignment(style.alignment, direction: direction))
        pango_layout_set_justify(layout, style.isJustified ? 1 : 0)
        pango_layout_set_spacing(layout, pangoUnits(style.lineSpacing))
        pango_layout_set_wrap(layout, style.lineBreak == .character ? PANGO_WRAP_CHAR : PANGO_WRAP_WORD_CHAR)

        let lineLimit = Int32(clamping: max(0, style.maximumLines))
        let boxWidth = width.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil }
        if let width = boxWidth {
            pango_layout_set_width(layout, pangoUnits(max(0, width - tracking)))
            if lineLimit > 0, style.truncation != .clip {
                pango_layout_set_ellipsize(layout, pangoEllipsize(style.truncation))
                pango_layout_set_height(layout, -lineLimit)
            }
        }
        // Ellipsizing needs a width; otherwise lines past the limit are cut off.
        let ellipsizes = pango_layout_get_ellipsize(layout) != PANGO_ELLIPSIZE_NONE
        return TextLayout(
            layout: layout, clipLines: lineLimit > 0 && !ellipsizes ? Int(lineLimit) : nil, edge: tracking / 2,
            rise: rise(of: layout, style: style),
            boxWidth: boxWidth,
            attachments: Self.attachmentsByByte(style.spans, of: text))
    }

    /// Measures `text` exactly as ``layout(_:style:width:)`` lays it out.
    public func measure(_ text: String, style: TextStyle, width: Double?) -> TextMetrics {
        layout(text, style: style, width: width).metrics
    }

    /// The lines of `text` exactly as ``layout(_:style:width:)`` lays them out: Pango's lines,
    /// their byte ranges in UTF-16 units of `text`.
    public func lines(of text: String, style: TextStyle, width: Double?) -> [TextLineMetrics]? {
        layout(text, style: style, width: width).lines(of: text)
    }

    /// The UTF-8 byte ranges of `text` whose characters tracking applies to: runs of characters
    /// made only of Latin, Greek, Cyrillic, punctuation, currency and letterlike scalars, without an
    /// emoji presentation selector.
    static func trackedRanges(of text: String) -> [Range<Int>] {
        func isTracked(_ character: Character) -> Bool {
            character.unicodeScalars.allSatisfy { scalar in
                switch scalar.value {
                case 0...0x058F, 0x1E00...0x20CF, 0x2100...0x218F: true
                default: false
                }
            }
        }
        var ranges: [Range<Int>] = []
        var offset = 0
        for character in text {
            let length = character.utf8.count
            if isTracked(character) {
                if let last = ranges.last, last.upperBound == offset {
                    ranges[ranges.count - 1] = last.lowerBound..<(offset + length)
                } else {
                    ranges.append(offset..<(offset + length))
                }
            }
            offset += length
        }
        return ranges
    }

    /// `family`, then the bundled fallbacks (Chinese, Hebrew, Arabic, emoji), as Pango takes a list.
    private static func familyList(_ family: String) -> String {
        ([family] + FontLibrary.fallbackFamilies).joined(separator: ",")
    }

    /// Adds a span's font, weight, colour, line height and decorations to `attributes`, over the
    /// span's UTF-8 byte range. Pango draws the underline and strikethrough where the font's own
    /// metrics put them, spaces the characters apart by the kerning on top of the text's
    /// `tracking` (half of it before and half after each), paints the background behind the run's
    /// part of each line and raises the run.
    private static func insert(_ span: TextSpan, of text: String, into attributes: OpaquePointer?, tracking: Double) {
        guard let bytes = byteRange(of: span, in: Array(text)) else { return }
        func add(_ attribute: UnsafeMutablePointer<PangoAttribute>?) {
            guard let attribute else { return }
            attribute.pointee.start_index = UInt32(bytes.lowerBound)
            attribute.pointee.end_index = UInt32(bytes.upperBound)
            pango_attr_list_insert(attributes, attribute)
        }
        if let attachment = span.attachment { add(shapeAttribute(of: attachment)) }
        if let font = span.font {
            add(pango_attr_family_new(familyList(font.family)))
            add(pango_attr_size_new_absolute(pangoUnits(font.size)))
            add(pango_attr_weight_new(PangoWeight(rawValue: UInt32(font.weight.numericValue))))
            add(pango_attr_style_new(font.isItalic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL))
            add(pango_attr_font_features_new(features(of: font)))
        }
        if let weight = span.weight {
            add(pango_attr_weight_new(PangoWeight(rawValue: UInt32(weight.numericValue))))
        }
        if let lineHeight = span.lineHeight, lineHeight > 0 {
            add(pango_attr_line_height_new_absolute(pangoUnits(lineHeight)))
        }
        func channel(_ value: Double) -> UInt16 { UInt16((max(0, min(1, value)) * 65535).rounded()) }
        if let color = span.color {
            add(pango_attr_foreground_new(channel(color.red), channel(color.green), channel(color.blue)))
            add(pango_attr_foreground_alpha_new(channel(color.alpha)))
        }
        guard let decorations = span.decorations else { return }
        if let underline = decorations.underline {
            add(pango_attr_underline_new(underline.style == .double ? PANGO_UNDERLINE_DOUBLE : PANGO_UNDERLINE_SINGLE))
            if let color = underline.color {
                add(pango_attr_underline_color_new(channel(color.red), channel(color.green), channel(color.blue)))
            }
        }
        if let strikethrough = decorations.strikethrough {
            add(pango_attr_strikethrough_new(1))
            if let color = strikethrough.color {
                add(pango_attr_strikethrough_color_new(channel(color.red), channel(color.green), channel(color.blue)))
            }
        }
        // Kerning adds to the tracking the text is set with (Pango keeps one letter spacing).
        if let kern = decorations.kern, kern.isFinite, kern != 0 {
            add(pango_attr_letter_spacing_new(pangoUnits(kern + tracking)))
        }
        if let background = decorations.background {
            add(pango_attr_background_new(channel(background.red), channel(background.green), channel(background.blue)))
            add(pango_attr_background_alpha_new(channel(background.alpha)))
        }
        if let offset = decorations.baselineOffset, offset.isFinite, offset != 0 {
            add(pango_attr_rise_new(pangoUnits(offset)))
        }
    }

    /// The UTF-8 byte range of `span` in `text` (its characters are graphemes), or `nil` when it
    /// covers none of the text.
    static func byteRange(of span: TextSpan, in characters: [Character]) -> Range<Int>? {
        guard span.length > 0, span.start >= 0, span.start < characters.count else { return nil }
        let end = min(characters.count, span.start + span.length)
        let startByte = characters[..<span.start].reduce(0) { $0 + $1.utf8.count }
        return startByte..<(startByte + characters[span.start..<end].reduce(0) { $0 + $1.utf8.count })
    }

    private func resolvedDirection(of text: String, _ direction: WritingDirection) -> WritingDirection {
        guard direction == .natural else { return direction }
        return pango_find_base_dir(text, -1) == PANGO_DIRECTION_RTL ? .rightToLeft : .leftToRight
    }

    private func pangoAlignment(_ alignment: TextAlignment, direction: WritingDirection) -> PangoAlignment {
        switch alignment {
        case .natural: direction == .rightToLeft ? PANGO_ALIGN_RIGHT : PANGO_ALIGN_LEFT
        case .left: PANGO_ALIGN_LEFT
        case .center: PANGO_ALIGN_CENTER
        case .right: PANGO_ALIGN_RIGHT
        }
    }

    private func pangoEllipsize(_ truncation: Truncation) -> PangoEllipsizeMode {
        switch truncation {
        case .tail: PANGO_ELLIPSIZE_END
        case .head: PANGO_ELLIPSIZE_START
        case .middle: PANGO_ELLIPSIZE_MIDDLE
        case .clip: PANGO_ELLIPSIZE_NONE
        }
    }
}

/// A piece of text laid out by Pango, ready to measure or draw. It belongs to the thread whose
/// ``TextEngine`` made it.
public final class TextLayout {
    let layout: OpaquePointer
    /// When set, only this many lines are shown and the rest is cut off.
    let clipLines: Int?
    /// Half the style's tracking: what each end of every line gains (or loses, when negative).
    /// Pango's lines are drawn this far to the right of the box's edge, and the box is twice this
    /// wider than Pango's.
    let edge: Double
    /// How far Pango's lines are drawn above their boxes, so that their baselines sit where the
    /// style's ``TextStyle/baselineMetrics`` put them.
    let rise: Double
    /// The width lines are fitted to, when they are.
    let boxWidth: Double?

    /// The inline attachments of the text, by the UTF-8 offset of their characters.
    let attachments: [Int: InlineAttachment]

    init(
        layout: OpaquePointer, clipLines: Int?, edge: Double = 0, rise: Double = 0, boxWidth: Double? = nil,
        attachments: [Int: InlineAttachment] = [:]
    ) {
        self.layout = layout
        self.boxWidth = boxWidth
        self.clipLines = clipLines
        self.edge = edge
        self.rise = rise
        self.attachments = attachments
    }

    deinit { g_object_unref(UnsafeMutableRawPointer(layout)) }

    /// A width in the box, no wider than the box when it has a width: a tracked line Pango
    /// ellipsizes can come out a letter space wider than the width it was fitted to.
    private func fitted(_ width: Double) -> Double {
        min(max(0, width), boxWidth ?? .infinity)
    }

    /// The layout's measurements in points (computed once: the layout never changes).
    public private(set) lazy var metrics: TextMetrics = measured()

    private func measured() -> TextMetrics {
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        let lineCount = Int(pango_layout_get_line_count(layout))
        let shownLines = min(lineCount, clipLines ?? lineCount)

        var firstBaseline = 0.0, lastBaseline = 0.0, shownHeight = 0.0
        let iterator = pango_layout_get_iter(layout)!
        for index in 0..<shownLines {
            if index > 0 { pango_layout_iter_next_line(iterator) }
            var lineLogical = PangoRectangle()
            pango_layout_iter_get_line_extents(iterator, nil, &lineLogical)
            lastBaseline = points(pango_layout_iter_get_baseline(iterator))
            if index == 0 { firstBaseline = lastBaseline }
            shownHeight = points(lineLogical.y + lineLogical.height)
        }
        pango_layout_iter_free(iterator)

        var inkBounds = Rect(
            x: points(ink.x) + edge, y: points(ink.y) - rise, width: points(ink.width), height: points(ink.height))
        let clipped = shownLines < lineCount
        if clipped {
            inkBounds = inkBounds.intersection(Rect(x: -1e6, y: -rise, width: 2e6, height: shownHeight)) ?? .zero
        }
        return TextMetrics(
            size: Size(
                width: fitted(points(logical.width) + 2 * edge), height: clipped ? shownHeight : points(logical.height)),
            firstBaseline: firstBaseline - rise,
            lastBaseline: lastBaseline - rise,
            lineCount: shownLines,
            isTruncated: clipped || pango_layout_is_ellipsized(layout) != 0,
            inkBounds: inkBounds,
            missingGlyphCount: missingGlyphCount)
    }

    /// The lines shown (Pango's, up to the line limit), their UTF-8 byte ranges of `text` (the
    /// text the layout was made of) counted in UTF-16 units.
    func lines(of text: String) -> [TextLineMetrics] {
        let lineCount = Int(pango_layout_get_line_count(layout))
        let shown = min(lineCount, clipLines ?? .max)
        let utf8 = Array(text.utf8)
        func utf16Offset(_ byte: Int) -> Int {
            let end = min(max(0, byte), utf8.count)
            return String(decoding: utf8[..<end], as: UTF8.self).utf16.count
        }
        var result: [TextLineMetrics] = []
        let iterator = pango_layout_get_iter(layout)!
        defer { pango_layout_iter_free(iterator) }
        for index in 0..<shown {
            if index > 0 { pango_layout_iter_next_line(iterator) }
            guard let line = pango_layout_iter_get_line_readonly(iterator) else { continue }
            var logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iterator, nil, &logical)
            // A line runs to the next one's start (its newline or the space it broke at included).
            let start = Int(line.pointee.start_index)
            let next = index + 1 < lineCount ? pango_layout_get_line_readonly(layout, Int32(index + 1)) : nil
            let endByte = next.map { Int($0.pointee.start_index) } ?? utf8.count
            // The line's box is Pango's line less the half of the tracking Pango adds past each
            // end; the character at an end starts at the box's edge, not in that half.
            let frame = Rect(
                x: points(logical.x), y: points(logical.y), width: fitted(points(logical.width) + 2 * edge),
                height: points(logical.height))
            let bytes = utf8[min(start, utf8.count)..<min(endByte, utf8.count)]
            let characterOffsets = offsets(of: line, bytes: bytes).map { offset in
                let x = points(logical.x + offset) + edge
                return edge == 0 ? x : min(max(x, frame.minX), frame.maxX)
            }
            result.append(
                TextLineMetrics(
                    characters: utf16Offset(start)..<utf16Offset(endByte), frame: frame,
                    baseline: points(pango_layout_iter_get_baseline(iterator)) - rise,
                    characterOffsets: characterOffsets))
        }
        return result
    }

    /// The leading edge of every UTF-16 unit of `bytes` (a line's UTF-8 bytes, from their
    /// indices in the layout's text), in Pango units from the line's left edge.
    private func offsets(of line: UnsafeMutablePointer<PangoLayoutLine>, bytes: ArraySlice<UInt8>) -> [Int32] {
        var result: [Int32] = []
        var byte = bytes.startIndex
        while byte < bytes.endIndex {
            let lead = bytes[byte]
            let length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
            var x: Int32 = 0
            pango_layout_line_index_to_x(line, Int32(byte), 0, &x)
            result.append(contentsOf: repeatElement(x, count: length == 4 ? 2 : 1))
            byte += length
        }
        return result
    }

    /// The number of characters no bundled font covers (cheaper than computing all ``metrics``).
    public var missingGlyphCount: Int { Int(pango_layout_get_unknown_glyphs_count(layout)) }

    /// The height drawing is clipped to when lines past the limit are cut off, or `nil` to draw everything.
    var clipHeight: Double? {
        clipLines == nil ? nil : metrics.size.height
    }

    func points(_ units: Int32) -> Double { Double(units) / Double(PANGO_SCALE) }
}

/// `points` in Pango units (1/1024 pt), clamped to what Pango takes; not-a-number is 0.
func pangoUnits(_ points: Double) -> Int32 {
    let units = (points * Double(PANGO_SCALE)).rounded()
    guard !units.isNaN else { return 0 }
    return Int32(max(Double(Int32.min), min(Double(Int32.max), units)))
}
