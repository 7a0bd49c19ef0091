import DisplayList
import Primitives

@_implementationOnly import CCairo

// How far a text layout's lines are moved up or down from where Pango puts them: to the baseline
// of the font the text stands in for, and to the bottom of lines taller than their font's.
extension TextEngine {
    /// How far the lines of `layout` in `style` must rise (a negative rise lowers them): to the
    /// baseline of the font the text stands in for, and, for text at the bottom of taller lines,
    /// down by half the extra height, where the text engine centres it.
    func rise(of layout: OpaquePointer, style: TextStyle) -> Double {
        let centred = style.baselineMetrics.map { rise(of: layout, toBaselineOf: $0, style: style) } ?? 0
        guard style.lineHeightPlacement == .bottom, let lineHeight = style.lineHeight, lineHeight > 0 else {
            return centred
        }
        let natural: Double
        if let metrics = style.baselineMetrics {
            natural = metrics.lineHeight * style.font.size
        } else {
            let plain = self.layout("x", style: TextStyle(font: style.font), width: nil)
            var line = PangoRectangle()
            withExtendedLifetime(plain) {
                pango_layout_line_get_extents(pango_layout_get_line_readonly(plain.layout, 0), nil, &line)
            }
            natural = Double(line.height) / Double(PANGO_SCALE)
        }
        return centred - (lineHeight - natural) / 2
    }

    /// How far the lines of `layout` in `style` must rise for the first baseline to sit where a
    /// font of `metrics` would put it: centred in the first line, or, when something other than
    /// the text (an inline attachment, a larger run) made that line taller than the style's line
    /// height, centred in a line of the style's font alone, so that the text stays where it was.
    private func rise(of layout: OpaquePointer, toBaselineOf metrics: FontVerticalMetrics, style: TextStyle)
        -> Double
    {
        guard let lineHeight = style.lineHeight, pango_layout_get_line_count(layout) > 0 else {
            return Self.rise(of: layout, toBaselineOf: metrics, size: style.font.size)
        }
        var line = PangoRectangle()
        pango_layout_line_get_extents(pango_layout_get_line_readonly(layout, 0), nil, &line)
        guard abs(Double(line.height) / Double(PANGO_SCALE) - lineHeight) > 1.0 / Double(PANGO_SCALE) else {
            return Self.rise(of: layout, toBaselineOf: metrics, size: style.font.size)
        }
        let plain = self.layout("x", style: TextStyle(font: style.font, lineHeight: lineHeight), width: nil)
        return withExtendedLifetime(plain) {
            Self.rise(of: plain.layout, toBaselineOf: metrics, size: style.font.size)
        }
    }

    /// How far the lines of `layout` must rise for its first baseline to sit where a font of
    /// `metrics` at `size` would put it, centred in the same first line.
    private static func rise(of layout: OpaquePointer, toBaselineOf metrics: FontVerticalMetrics, size: Double)
        -> Double
    {
        guard pango_layout_get_line_count(layout) > 0, size.isFinite else { return 0 }
        let iterator = pango_layout_get_iter(layout)!
        defer { pango_layout_iter_free(iterator) }
        var line = PangoRectangle()
        pango_layout_iter_get_line_extents(iterator, nil, &line)
        let baseline = Double(pango_layout_iter_get_baseline(iterator) - line.y) / Double(PANGO_SCALE)
        let height = Double(line.height) / Double(PANGO_SCALE)
        let wanted = (height - metrics.lineHeight * size) / 2 + metrics.ascender * size
        return baseline - wanted
    }
}
