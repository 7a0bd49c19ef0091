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
        var style = text.style
        var measured = measured
        if text.fitting == nil, let lines = linesThatFit(text, in: box, measured: measured) {
            // UIKit truncates what does not fit the label's bounds: the lines that fit, the last
            // one by the line break mode (one line at least, as UIKit draws).
            style.maximumLines = lines.count
            measured = lines.metrics
        }
        // Text taller than the label (one line in a squeezed label) is centred on it, as UIKit
        // centres its text rectangle, overflowing above and below.
        let fullHeight = measured?.size.height ?? box.height
        let fullTop = box.minY + (box.height - fullHeight) / 2
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

    /// How many of the lines of multi-line `text` (laid out as `measured`) fit in `box`'s height,
    /// with the metrics of that many, when fewer than all of them do; `nil` when all fit.
    private func linesThatFit(_ text: ViewTree.Text, in box: Rect, measured: TextMetrics?)
        -> (count: Int, metrics: TextMetrics)?
    {
        guard let measured, text.style.maximumLines != 1, measured.lineCount > 1,
            measured.size.height > box.height + Self.lineFitTolerance
        else { return nil }
        var style = text.style
        for count in stride(from: measured.lineCount - 1, through: 1, by: -1) {
            style.maximumLines = count
            let fewer = context.textCache.measure(text.string, style: style, width: box.width)
            if fewer.size.height <= box.height + Self.lineFitTolerance || count == 1 { return (count, fewer) }
        }
        return nil
    }

    /// How far past a label's bottom a line may end and still count as fitting (a height the
    /// layout rounded to a device pixel).
    private static let lineFitTolerance = 0.01

    /// The scale at which `text` fits `box` (see ``TextFitting/scale(of:style:width:height:minimum:cache:)``).
    private func fittingScale(_ text: ViewTree.Text, in box: Rect, minimum: Double) -> Double {
        TextFitting.scale(
            of: text.string, style: text.style, width: box.width, height: box.height, minimum: minimum,
            cache: context.textCache)
    }
}
