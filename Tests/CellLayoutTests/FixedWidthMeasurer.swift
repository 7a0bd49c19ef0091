import DisplayList
import Primitives

/// A text measurer with round numbers, so that layout tests state exact frames independent of
/// fonts: every character is `size * 0.5` wide, every line `size * 1.25` high, the baseline at
/// `size`; text wraps at character boundaries.
struct FixedWidthMeasurer: TextMeasuring {
    func measure(_ text: String, style: TextStyle, width: Double?) -> TextMetrics {
        let advance = style.font.size * 0.5, lineHeight = style.lineHeight ?? style.font.size * 1.25
        let natural = Double(text.count) * advance
        var lines = 1
        if let width, width > 0, natural > width {
            let perLine = max(1, Int(width / advance))
            lines = (text.count + perLine - 1) / perLine
        }
        var truncated = false
        if style.maximumLines > 0, lines > style.maximumLines {
            lines = style.maximumLines
            truncated = true
        }
        let lineWidth =
            lines == 1 ? min(natural, width ?? natural) : Double(Int((width ?? natural) / advance)) * advance
        let height = Double(lines) * lineHeight
        return TextMetrics(
            size: Size(width: lineWidth, height: height), firstBaseline: style.font.size,
            lastBaseline: height - lineHeight + style.font.size, lineCount: lines, isTruncated: truncated,
            inkBounds: Rect(x: 0, y: 0, width: lineWidth, height: height), missingGlyphCount: 0)
    }
}
