import DisplayList
import Foundation
import Primitives

@_implementationOnly import CCairo

extension TextEngine {
    /// `text` laid out as ``layout(_:style:width:)`` promises, its lines chosen by the style's
    /// ``TextStyle/lineBreakStrategy`` as UIKit's text system chooses them:
    ///
    /// - `hangulWordPriority`: no break between two Hangul letters, so Korean wraps between words.
    /// - `pushOut`: where a paragraph's last line is one word (no space in it) and the line above
    ///   has more than one, the last word of the line above is pushed down to join it, as TextKit
    ///   "typically pushes out the last line by one word". It is pushed only when the paragraph
    ///   keeps its number of lines, no line grows wider than the box and nothing more is truncated;
    ///   text that is truncated already is left as it is.
    func makeStrategicLayout(_ text: String, style: TextStyle, width: Double?) -> TextLayout {
        let strategy = style.lineBreakStrategy
        let hangulWords = strategy.contains(.hangulWordPriority) ? Self.hangulWords(in: text) : []
        let laidOut = makeLayout(text, style: style, width: width, keptTogether: hangulWords)
        guard strategy.contains(.pushOut), width != nil, !laidOut.metrics.isTruncated else { return laidOut }
        let pushedWords = Self.pushedOutWords(in: laidOut.layout, bytes: Array(text.utf8))
        guard !pushedWords.isEmpty else { return laidOut }
        let pushed = makeLayout(text, style: style, width: width, keptTogether: hangulWords + pushedWords)
        let keepsItsLines =
            pushed.metrics.lineCount == laidOut.metrics.lineCount && !pushed.metrics.isTruncated
            && Self.widestLine(of: pushed.layout) <= pango_layout_get_width(pushed.layout)
        return keepsItsLines ? pushed : laidOut
    }

    /// The UTF-8 byte ranges of the runs of two or more Hangul letters (syllables and jamo) in `text`.
    static func hangulWords(in text: String) -> [Range<Int>] {
        func isHangul(_ scalar: Unicode.Scalar) -> Bool {
            switch scalar.value {
            case 0x1100...0x11FF, 0x3130...0x318F, 0xA960...0xA97F, 0xAC00...0xD7AF, 0xD7B0...0xD7FF: true
            default: false
            }
        }
        var words: [Range<Int>] = []
        var offset = 0
        var start: Int?
        for scalar in text.unicodeScalars {
            if isHangul(scalar) {
                if start == nil { start = offset }
            } else if let wordStart = start {
                if offset - wordStart > 3 { words.append(wordStart..<offset) }
                start = nil
            }
            offset += String(scalar).utf8.count
        }
        if let wordStart = start, offset - wordStart > 3 { words.append(wordStart..<offset) }
        return words
    }

    /// For each paragraph of `layout` whose last line is one word and whose line above has more,
    /// the UTF-8 byte range from that line's last word to the end of the lone word.
    static func pushedOutWords(in layout: OpaquePointer, bytes: [UInt8]) -> [Range<Int>] {
        let count = Int(pango_layout_get_line_count(layout))
        let lines: [Range<Int>] = (0..<count).compactMap { index in
            guard let line = pango_layout_get_line_readonly(layout, Int32(index)) else { return nil }
            let start = Int(line.pointee.start_index)
            return start..<min(bytes.count, start + Int(line.pointee.length))
        }
        guard lines.count == count, count >= 2 else { return [] }
        func startsParagraph(_ index: Int) -> Bool {
            index == 0 || index == count
                || lines[index - 1].upperBound != lines[index].lowerBound
                || endsWithNewline(lines[index - 1], bytes)
        }
        var pushed: [Range<Int>] = []
        for index in 1..<count where !startsParagraph(index) && startsParagraph(index + 1) {
            let lastLine = trimmed(lines[index], bytes)
            let lineAbove = trimmed(lines[index - 1], bytes)
            guard !lastLine.isEmpty, !lastLine.contains(where: { isSpace(bytes[$0]) }),
                let space = lineAbove.last(where: { isSpace(bytes[$0]) })
            else { continue }
            pushed.append((space + 1)..<lastLine.upperBound)
        }
        return pushed
    }

    /// The widest line's logical width, in Pango units.
    private static func widestLine(of layout: OpaquePointer) -> Int32 {
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        return logical.width
    }

    private static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }

    /// `range` without the spaces and line ends it ends with.
    private static func trimmed(_ range: Range<Int>, _ bytes: [UInt8]) -> Range<Int> {
        var end = range.upperBound
        while end > range.lowerBound, isSpace(bytes[end - 1]) || bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D {
            end -= 1
        }
        return range.lowerBound..<end
    }

    /// Whether the line `range` ends in a line or paragraph separator (`\n`, `\r`, U+2028, U+2029).
    private static func endsWithNewline(_ range: Range<Int>, _ bytes: [UInt8]) -> Bool {
        guard let last = range.last else { return false }
        if bytes[last] == 0x0A || bytes[last] == 0x0D { return true }
        return range.count >= 3 && bytes[last - 2] == 0xE2 && bytes[last - 1] == 0x80
            && (bytes[last] == 0xA8 || bytes[last] == 0xA9)
    }
}
