import CoreGraphics
import DisplayList
import Foundation
import Primitives

// How string drawing (`NSAttributedString.draw(with:options:context:)` and its kin) lays text
// out, as TextKit's string drawing does: paragraph by paragraph (one text item each, so that
// paragraph spacing, indents and a paragraph's own truncation can be drawn), lines wrapped at
// the rectangle's width less the indents, stacked from its top, only the lines that fit whole in
// its height drawn (a zero width or height is unlimited). A truncating line break mode makes each
// paragraph one line, truncated at the width; clipping makes it one line that runs past the
// width and is cut there. `truncatesLastVisibleLine` ends the last line that fits in an ellipsis
// when the text goes on past it. CellSnap's choices where TextKit is undocumented: spacing comes
// between lines and paragraphs only (none after the last line); a taller line
// (`lineHeightMultiple`, `minimumLineHeight`) puts its extra height above the glyphs, as TextKit
// does, and a line lower than its font's is refused; text without a width is aligned in the
// widest paragraph's width.

/// Text laid out for string drawing, in the coordinates of its box (origin at its top-left).
struct DrawnText {
    /// One text item a paragraph (empty paragraphs have none).
    var items: [TextItem] = []
    /// The used rectangle's size: the widest line, with its indent, by the lines' height.
    var size = CGSize.zero
    /// The first line's baseline, from the box's top.
    var firstBaseline = 0.0
    /// The lines laid out, in every paragraph.
    var lineCount = 0
}

extension TextDrawing {
    /// Where drawn text may go: its width and height, `nil` when unlimited.
    struct Bounds {
        var width: Double?
        var height: Double?
        var truncatesLastVisibleLine = false

        /// Bounds of a drawing rectangle or measuring size, a zero (or negative) side unlimited.
        init(width: CGFloat, height: CGFloat, truncatesLastVisibleLine: Bool = false) {
            self.width = width > 0 && width.isFinite ? Double(width) : nil
            self.height = height > 0 && height.isFinite ? Double(height) : nil
            self.truncatesLastVisibleLine = truncatesLastVisibleLine
        }

        /// No bounds: lines broken at newlines only.
        static let unlimited = Bounds(width: 0, height: 0)
    }

    /// A paragraph of the text: its characters and its spans, counted from its own start.
    struct Paragraph {
        var text: String
        var spans: [TextSpan]
    }

    /// `text` laid out in `bounds` as string drawing lays it out (see above), or why it cannot be.
    @MainActor static func layOut(_ text: NSAttributedString, in bounds: Bounds, call: String) throws -> DrawnText {
        guard let measurer = UIView.cellSnapMeasurerInEffect else {
            throw CellSnapUIKitError(
                call: call, reason: "text is measured with a text measurer (UIView.cellSnapTextMeasurer)")
        }
        let paragraph = try NSParagraphStyle.uniform(in: text, call: call) ?? NSParagraphStyle()
        try paragraph.refuseUndrawnInStringDrawing(of: text.string, call: call)
        let (string, base) = try styled(text.withoutParagraphStyles, call: call)
        var planner = ParagraphPlanner(
            measurer: measurer, values: paragraph.values, base: base, bounds: bounds, call: call)
        return try planner.layOut(paragraphs(of: string, spans: base.spans))
    }

    /// `string` split at its newlines (each ending a paragraph), with its spans.
    static func paragraphs(of string: String, spans: [TextSpan]) -> [Paragraph] {
        let characters = Array(string)
        var ranges: [Range<Int>] = []
        var start = 0
        for (index, character) in characters.enumerated() where character.isNewline {
            ranges.append(start..<index)
            start = index + 1
        }
        ranges.append(start..<characters.count)
        return ranges.map { range in
            let spans = spans.compactMap { span -> TextSpan? in
                let lower = max(span.start, range.lowerBound), upper = min(span.start + span.length, range.upperBound)
                guard lower < upper else { return nil }
                var rebased = span
                rebased.start = lower - range.lowerBound
                rebased.length = upper - lower
                return rebased
            }
            return Paragraph(text: String(characters[range]), spans: spans)
        }
    }

    /// The direction of `text` by its first strongly directional character: right to left for
    /// Hebrew, Arabic and the scripts written like them, left to right for any other letter
    /// (and for text without one).
    static func naturalDirection(of text: String) -> WritingDirection {
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if (0x0590...0x08FF).contains(value) || (0xFB1D...0xFDFF).contains(value)
                || (0xFE70...0xFEFF).contains(value) || (0x10800...0x10FFF).contains(value)
                || (0x1E800...0x1EFFF).contains(value)
            {
                return .rightToLeft
            }
            if scalar.properties.isAlphabetic { return .leftToRight }
        }
        return .leftToRight
    }
}

/// Lays the paragraphs of drawn text out one after the other (see above).
@MainActor struct ParagraphPlanner {
    let measurer: any TextMeasuring
    let values: NSParagraphStyle.Values
    let base: TextStyle
    let bounds: TextDrawing.Bounds
    let call: String

    /// The width lines wrap at (`nil`: they do not wrap), after the indents.
    private var wrapWidth: Double? {
        if values.lineBreakMode == .byClipping { return nil }
        let head = Double(values.headIndent), tail = Double(values.tailIndent)
        if tail > 0 { return max(0, tail - head) }
        return bounds.width.map { max(0, $0 - head + tail) }
    }

    /// The paragraph's style, before its line height and line limit.
    private func style(of paragraph: TextDrawing.Paragraph) -> TextStyle {
        var style = base
        style.spans = paragraph.spans
        switch values.alignment {
        case .left: style.alignment = .left
        case .center: style.alignment = .center
        case .right: style.alignment = .right
        case .natural, .justified: style.alignment = .natural
        }
        style.isJustified = values.alignment == .justified
        style.direction = direction(of: paragraph)
        style.lineSpacing = Double(values.lineSpacing)
        style.lineBreak = values.lineBreakMode == .byCharWrapping ? .character : .word
        style.maximumLines = 0
        switch values.lineBreakMode {
        case .byTruncatingHead: (style.maximumLines, style.truncation) = (1, .head)
        case .byTruncatingMiddle: (style.maximumLines, style.truncation) = (1, .middle)
        case .byTruncatingTail: (style.maximumLines, style.truncation) = (1, .tail)
        default: style.truncation = .clip
        }
        return style
    }

    private func direction(of paragraph: TextDrawing.Paragraph) -> WritingDirection {
        switch values.baseWritingDirection {
        case .leftToRight: .leftToRight
        case .rightToLeft: .rightToLeft
        case .natural: TextDrawing.naturalDirection(of: paragraph.text)
        }
    }

    /// The paragraphs laid out from the top, while they fit.
    mutating func layOut(_ paragraphs: [TextDrawing.Paragraph]) throws -> DrawnText {
        let head = Double(values.headIndent)
        // Lines that do not wrap are aligned in the widest paragraph's width, or the bounds'.
        let natural = paragraphs.map { measurer.measure($0.text, style: style(of: $0), width: nil).size.width }
        let widest = natural.max() ?? 0
        let lineWidth = wrapWidth ?? bounds.width.map { max(0, $0 - head + Double(values.tailIndent)) } ?? widest
        let boxWidth = bounds.width ?? (head + max(lineWidth, widest))
        var drawn = DrawnText()
        var top = 0.0, usedWidth = 0.0
        for (index, paragraph) in paragraphs.enumerated() {
            if index > 0 {
                top += Double(values.lineSpacing + values.paragraphSpacing + values.paragraphSpacingBefore)
            }
            // A paragraph that does not wrap and is wider than the lines runs past them, from its leading edge.
            let frameWidth = wrapWidth == nil ? max(lineWidth, natural[index]) : lineWidth
            guard
                let placed = try place(
                    paragraph, top: top, width: frameWidth, isFirst: index == 0, drawn: &drawn)
            else { break }
            let direction = direction(of: paragraph)
            let x = direction == .rightToLeft ? boxWidth - head - frameWidth : head
            if let item = placed.item {
                var moved = item
                moved.frame.origin.x = x
                drawn.items.append(moved)
            }
            usedWidth = max(usedWidth, head + placed.usedWidth)
            top += placed.height
            if placed.isCut { break }
        }
        drawn.size = CGSize(width: usedWidth, height: top)
        return drawn
    }

    /// A paragraph placed at `top`: its item (at x 0), its height, the width its lines take,
    /// whether lines of it were left out; `nil` when not even its first line fits.
    private func place(
        _ paragraph: TextDrawing.Paragraph, top: Double, width: Double, isFirst: Bool, drawn: inout DrawnText
    ) throws -> (item: TextItem?, height: Double, usedWidth: Double, isCut: Bool)? {
        var style = style(of: paragraph)
        // An empty paragraph is one empty line of the font's height.
        let measured = paragraph.text.isEmpty ? " " : paragraph.text
        let shift = try applyLineHeight(to: &style, text: measured, width: width)
        var lines = lineBoxes(of: measured, style: style, width: width)
        var isCut = false
        if let height = bounds.height {
            let fitting = lines.prefix { top + $0.frame.maxY - lines[0].frame.minY <= height + 1e-6 }.count
            guard fitting > 0 else { return nil }
            if fitting < lines.count {
                isCut = true
                style.maximumLines = fitting
                if style.truncation == .clip, bounds.truncatesLastVisibleLine { style.truncation = .tail }
                lines = Array(lineBoxes(of: measured, style: style, width: width).prefix(fitting))
            }
        }
        if isFirst { drawn.firstBaseline = lines[0].baseline + shift }
        drawn.lineCount += lines.count
        let height = lines.last.map(\.frame.maxY) ?? 0
        guard !paragraph.text.isEmpty else { return (nil, height, 0, isCut) }
        let used = lines.map(\.frame.size.width).max() ?? 0
        let item = TextItem(
            text: paragraph.text, style: style, frame: Rect(x: 0, y: top + shift, width: width, height: height))
        return (item, height, used, isCut)
    }

    /// The lines of `text`, top first; the whole text as one line when the measurer cannot tell
    /// its lines (a measurer of tests, which draws nothing).
    private func lineBoxes(of text: String, style: TextStyle, width: Double) -> [TextLineMetrics] {
        if let lines = measurer.lines(of: text, style: style, width: width), !lines.isEmpty { return lines }
        let metrics = measurer.measure(text, style: style, width: width)
        return [
            TextLineMetrics(
                characters: 0..<text.utf16.count, frame: Rect(origin: Point(x: 0, y: 0), size: metrics.size),
                baseline: metrics.firstBaseline, characterOffsets: [])
        ]
    }

    /// Sets the line height the paragraph style asks for on `style`, and returns how far its
    /// items move down so that a taller line's extra height is above its glyphs (the text
    /// engine centres them in it); a line lower than its font's is refused.
    private func applyLineHeight(to style: inout TextStyle, text: String, width: Double) throws -> Double {
        guard values.changesLineHeight else { return 0 }
        let heights = lineBoxes(of: text, style: style, width: width).map(\.frame.size.height)
        guard let natural = heights.first else { return 0 }
        guard heights.allSatisfy({ abs($0 - natural) < 1e-9 }) else {
            throw CellSnapUIKitError(
                call: "\(call) .paragraphStyle line height over lines of different heights",
                reason: "CellSnap sets one line height over a paragraph's lines")
        }
        guard let height = try values.lineHeight(natural: natural, call: call), height > natural + 1e-9 else {
            return 0
        }
        style.lineHeight = height
        return (height - natural) / 2
    }
}

extension NSParagraphStyle {
    /// Refuses, by name, what string drawing does not draw of this style over `string`:
    /// hyphenation, tightening, another line break strategy, lists, a first line indented
    /// unlike the others, and tab stops when the text has a tab.
    final func refuseUndrawnInStringDrawing(of string: String, call: String) throws {
        let undrawn: Set<String> = [
            "hyphenationFactor", "usesDefaultHyphenation", "allowsDefaultTighteningForTruncation",
            "lineBreakStrategy", "textLists",
        ]
        let hasTab = string.contains("\t")
        for property in changedProperties
        where undrawn.contains(property) || (hasTab && (property == "tabStops" || property == "defaultTabInterval")) {
            throw CellSnapUIKitError(call: "\(call) .paragraphStyle \(property)", reason: Self.reason(for: property))
        }
        if values.firstLineHeadIndent != values.headIndent {
            throw CellSnapUIKitError(
                call: "\(call) .paragraphStyle firstLineHeadIndent",
                reason: "CellSnap indents a paragraph's first line as its others (headIndent)")
        }
    }
}
