import DisplayList
import Primitives

/// Text shrunk to fit its box, as UILabel's `adjustsFontSizeToFitWidth` shrinks it, down to a
/// least scale of its font (`minimumScaleFactor`).
public enum TextFitting {
    /// The scale of the font at which `text` in `style` fits `width` (one line within the width;
    /// several within the width and, when `height` is given, the height, without losing a line to
    /// `TextStyle.maximumLines`), at least `minimum` (and 1 pt): 1 when it fits as it is. One
    /// line scales by the width it lacks, then down again while the scaled text still overflows
    /// (glyph widths do not scale exactly); several lines by bisection, to a thousandth.
    public static func scale(
        of text: String, style: TextStyle, width: Double, height: Double? = nil, minimum: Double,
        cache: TextMeasurementCache
    ) -> Double {
        let lowest = min(1, max(minimum, 1 / max(1, style.font.size)))
        let oneLine = style.maximumLines == 1
        func measured(_ scale: Double) -> TextMetrics {
            cache.measure(text, style: scaled(style, by: scale), width: oneLine ? nil : width)
        }
        func fits(_ scale: Double) -> Bool {
            let metrics = measured(scale)
            if oneLine { return metrics.size.width <= width + 1e-9 }
            return !metrics.isTruncated && metrics.size.height <= (height ?? .infinity) + 1e-9
        }
        guard width > 0, !fits(1) else { return 1 }
        if oneLine {
            var scale = max(lowest, width / measured(1).size.width)
            for _ in 0..<8 where scale > lowest && !fits(scale) {
                scale = max(lowest, scale * width / measured(scale).size.width * 0.999)
            }
            return scale
        }
        guard fits(lowest) else { return lowest }
        var (low, high) = (lowest, 1.0)
        while high - low > 0.001 {
            let middle = (low + high) / 2
            if fits(middle) { low = middle } else { high = middle }
        }
        return low
    }

    /// `style` with its font, its spans' fonts, its line heights and tracking scaled by `scale`.
    public static func scaled(_ style: TextStyle, by scale: Double) -> TextStyle {
        var scaled = style
        scaled.font.size *= scale
        scaled.lineHeight = style.lineHeight.map { $0 * scale }
        scaled.lineSpacing *= scale
        scaled.tracking *= scale
        scaled.spans = style.spans.map { span in
            var span = span
            span.font?.size *= scale
            span.lineHeight = span.lineHeight.map { $0 * scale }
            return span
        }
        return scaled
    }
}
