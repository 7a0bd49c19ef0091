import DisplayList
import Primitives

@_implementationOnly import CCairo

// Inline attachments (a text attachment's image): Pango keeps the space of each attachment's
// character with a shape attribute, and the attachment's item is drawn in that space after the
// text (Pango draws nothing for a shape).

extension TextEngine {
    /// The attribute that makes an attachment's character as wide as the attachment and its
    /// padding, and its line as tall as the attachment needs above and below the baseline.
    static func shapeAttribute(of attachment: InlineAttachment) -> UnsafeMutablePointer<PangoAttribute>? {
        var logical = PangoRectangle(
            x: 0, y: pangoUnits(-(attachment.size.height + attachment.baselineOffset)),
            width: pangoUnits(attachment.size.width + 2 * attachment.padding),
            height: pangoUnits(attachment.size.height))
        var ink = logical
        return pango_attr_shape_new(&ink, &logical)
    }

    /// The attachments of `spans`, by the UTF-8 offset of the character each is drawn in place of.
    static func attachmentsByByte(_ spans: [TextSpan], of text: String) -> [Int: InlineAttachment] {
        let attached = spans.filter { $0.attachment != nil }
        guard !attached.isEmpty else { return [:] }
        let characters = Array(text)
        var result: [Int: InlineAttachment] = [:]
        for span in attached {
            guard let bytes = byteRange(of: span, in: characters) else { continue }
            result[bytes.lowerBound] = span.attachment
        }
        return result
    }
}

/// Pango's `PANGO_GLYPH_EMPTY`, the glyph of a shape attribute's character (a macro Swift does not import).
private let emptyGlyph: PangoGlyph = 0x0FFF_FFFF

extension TextLayout {
    /// The attachments of the lines shown, each with its item's frame relative to the top-left
    /// corner of the text's box: where Pango put its character's space, past the padding and
    /// moved by its horizontal offset, its bottom edge its baseline offset above the line's baseline.
    /// An attachment whose character an ellipsis replaced is not shown.
    public var attachmentFrames: [(frame: Rect, attachment: InlineAttachment)] {
        guard !attachments.isEmpty else { return [] }
        var result: [(frame: Rect, attachment: InlineAttachment)] = []
        let iterator = pango_layout_get_iter(layout)!
        defer { pango_layout_iter_free(iterator) }
        let shownLines = clipLines ?? Int.max
        var line = 0
        repeat {
            guard let run = pango_layout_iter_get_run_readonly(iterator) else { continue }
            var extents = PangoRectangle()
            pango_layout_iter_get_run_extents(iterator, nil, &extents)
            let baseline = points(pango_layout_iter_get_baseline(iterator)) - rise
            let glyphs = run.pointee.glyphs.pointee
            let itemOffset = Int(run.pointee.item.pointee.offset)
            var x = extents.x
            for index in 0..<Int(glyphs.num_glyphs) {
                let glyph = glyphs.glyphs[index]
                defer { x += glyph.geometry.width }
                guard glyph.glyph == emptyGlyph,
                    let attachment = attachments[itemOffset + Int(glyphs.log_clusters[index])]
                else { continue }
                let frame = Rect(
                    x: points(x) + edge + attachment.padding + attachment.horizontalOffset,
                    y: baseline - attachment.baselineOffset - attachment.size.height,
                    width: attachment.size.width, height: attachment.size.height)
                result.append((frame, attachment))
            }
        } while nextRun(iterator, line: &line) && line < shownLines
        return result
    }

    /// Moves `iterator` to its next run, counting the lines it enters; `false` at the end.
    private func nextRun(_ iterator: OpaquePointer, line: inout Int) -> Bool {
        let lineBefore = pango_layout_iter_get_line_readonly(iterator)
        guard pango_layout_iter_next_run(iterator) != 0 else { return false }
        if pango_layout_iter_get_line_readonly(iterator) != lineBefore { line += 1 }
        return true
    }
}
