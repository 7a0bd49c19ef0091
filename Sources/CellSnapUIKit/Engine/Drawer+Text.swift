import CellLayout
import DisplayList
import Primitives

extension Drawer {
    /// A label's text in `frame`, `measured` as the label's size was measured: inside the insets
    /// its `drawText(in:)` drew in, centred vertically as UILabel centres it, shrunk to fit when
    /// the label adjusts its font size (placed by its baseline adjustment), over its shadow.
    func placedText(_ text: ViewTree.Text, in frame: Rect, role: NodeRole, measured: TextMetrics?) -> PlacedNode? {
        // The insets and the shadow's offset are the label's own, left and right as drawn; right
        // to left, the tree is mirrored once it is placed, so they are mirrored first.
        let mirrored = traits.direction == .rightToLeft
        let insets =
            mirrored
            ? EdgeInsets(
                top: text.insets.top, left: text.insets.right, bottom: text.insets.bottom, right: text.insets.left)
            : text.insets
        let box = frame.inset(by: insets)
        guard box.width > 0, box.height > 0 else { return nil }
        let fullHeight = min(box.height, measured?.size.height ?? box.height)
        let fullTop = box.minY + (box.height - fullHeight) / 2
        var style = text.style
        var (top, height) = (fullTop, fullHeight)
        if let fitting = text.fitting {
            let scale = fittingScale(text, in: box, minimum: fitting.minimumScaleFactor)
            if scale < 1 {
                style = Self.scaled(text.style, by: scale)
                let wrap = style.maximumLines == 1 ? nil : box.width
                let shrunk = context.textCache.measure(text.string, style: style, width: wrap)
                height = min(box.height, shrunk.size.height)
                let full = context.textCache.measure(text.string, style: text.style, width: wrap)
                switch fitting.baselineAdjustment {
                case .alignBaselines where style.maximumLines == 1:
                    top = fullTop + full.firstBaseline - shrunk.firstBaseline
                case .none where style.maximumLines == 1: top = fullTop
                default: top = box.minY + (box.height - height) / 2
                }
            }
        }
        let textFrame = Rect(x: box.minX, y: top, width: box.width, height: height)
        var drawn = PlacedNode(role: role, frame: textFrame, content: .text(text.string, style))
        guard let shadow = text.shadow else { return drawn }
        if shadow.blur > 0 {
            // A blurred shadow is cast by the glyphs' alpha, as Core Graphics casts one; its
            // offset is physical, never mirrored.
            drawn.shadow = DropShadow(offset: shadow.offset, blur: shadow.blur, color: shadow.color)
            return drawn
        }
        var shadowStyle = style
        shadowStyle.color = shadow.color
        shadowStyle.spans = style.spans.map { span in
            var span = span
            span.color = nil
            return span
        }
        let shadowNode = PlacedNode(
            role: role.appending(.textShadow),
            frame: textFrame.offsetBy(
                dx: mirrored ? -shadow.offset.width : shadow.offset.width, dy: shadow.offset.height),
            content: .text(text.string, shadowStyle))
        return PlacedNode(role: role, frame: frame, children: [shadowNode, drawn])
    }

    /// The scale of the font at which `text` fits `box` (one line within its width, several
    /// within its width and height), at least `minimum` (and 1 pt): 1 when it fits as it is. One
    /// line scales by the width it lacks, then down again while the scaled text still overflows
    /// (glyph widths do not scale exactly); several lines by bisection, to a thousandth.
    private func fittingScale(_ text: ViewTree.Text, in box: Rect, minimum: Double) -> Double {
        let lowest = min(1, max(minimum, 1 / max(1, text.style.font.size)))
        func measured(_ scale: Double) -> TextMetrics {
            context.textCache.measure(
                text.string, style: Self.scaled(text.style, by: scale),
                width: text.style.maximumLines == 1 ? nil : box.width)
        }
        func fits(_ scale: Double) -> Bool {
            let metrics = measured(scale)
            if text.style.maximumLines == 1 { return metrics.size.width <= box.width + 1e-9 }
            return !metrics.isTruncated && metrics.size.height <= box.height + 1e-9
        }
        guard !fits(1) else { return 1 }
        if text.style.maximumLines == 1 {
            var scale = max(lowest, box.width / measured(1).size.width)
            for _ in 0..<8 where scale > lowest && !fits(scale) {
                scale = max(lowest, scale * box.width / measured(scale).size.width * 0.999)
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
    static func scaled(_ style: TextStyle, by scale: Double) -> TextStyle {
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
