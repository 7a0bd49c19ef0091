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
                style = TextFitting.scaled(text.style, by: scale)
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

    /// The scale at which `text` fits `box` (see ``TextFitting/scale(of:style:width:height:minimum:cache:)``).
    private func fittingScale(_ text: ViewTree.Text, in box: Rect, minimum: Double) -> Double {
        TextFitting.scale(
            of: text.string, style: text.style, width: box.width, height: box.height, minimum: minimum,
            cache: context.textCache)
    }
}
