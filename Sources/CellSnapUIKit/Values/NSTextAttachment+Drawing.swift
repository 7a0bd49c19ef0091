import CellLayout
import CellModel
import DisplayList
import Foundation
import Primitives
import Symbols

// A label's text attachments, drawn as TextKit draws them: each attachment's character keeps the
// width of its bounds (and its line layout padding on both sides) on its line, the image is drawn
// into the bounds with their bottom edge `bounds.origin.y` above the baseline (below when
// negative), and the line grows to fit it.

extension NSAttributedString {
    /// The text without its attachments' attribute: their characters stay, as the space the
    /// attachments are drawn in.
    var withoutAttachments: NSAttributedString {
        let copy = NSMutableAttributedString(attributedString: self)
        copy.removeAttribute(.attachment, range: NSRange(location: 0, length: length))
        return copy
    }

    /// The spans of the text's attachments, their characters counted as the text's graphemes:
    /// each image as a label draws it, a template (a symbol image, by default) in its character's
    /// `.foregroundColor`, else (or when the label's colour was set after the text) `textColor`.
    @MainActor func attachmentSpans(textColor: UIColor, overridesRunColors: Bool, traits: Traits, call: String) throws
        -> [TextSpan]
    {
        var spans: [TextSpan] = []
        var failure: (any Error)?
        let utf16 = string.utf16
        enumerateAttribute(.attachment, in: NSRange(location: 0, length: length), options: []) { value, range, stop in
            guard let value else { return }
            do {
                guard let attachment = value as? NSTextAttachment else {
                    throw CellSnapUIKitError(
                        call: "\(call) attribute NSAttachment", reason: "its value is an NSTextAttachment")
                }
                let runColor = attribute(.foregroundColor, at: range.location, effectiveRange: nil) as? UIColor
                let color = overridesRunColors ? textColor : runColor ?? textColor
                let inline = try attachment.inlineAttachment(
                    characterIndex: range.location, color: color, traits: traits, call: call)
                let start = String(utf16.prefix(range.location))?.count ?? 0
                let characters = String(utf16.prefix(range.location + range.length))?.count ?? start
                // Each character of the range stands for the attachment, as on iOS (usually one).
                for character in start..<characters {
                    spans.append(TextSpan(start: character, length: 1, attachment: inline))
                }
            } catch {
                failure = error
                stop.pointee = true
            }
        }
        if let failure { throw failure }
        return spans
    }
}

extension NSTextAttachment {
    /// The attachment at `characterIndex` as drawn inline: its bounds
    /// (``attachmentBounds(for:proposedLineFragment:glyphPosition:characterIndex:)``, the image's
    /// size when ``bounds`` are empty) and its image
    /// (``image(forBounds:textContainer:characterIndex:)``), a template drawn in `color`.
    @MainActor func inlineAttachment(characterIndex: Int, color: UIColor, traits: Traits, call: String) throws
        -> InlineAttachment
    {
        let bounds = attachmentBounds(
            for: nil, proposedLineFragment: .zero, glyphPosition: .zero, characterIndex: characterIndex)
        let what = "\(call) NSTextAttachment"
        guard let image = image(forBounds: bounds, textContainer: nil, characterIndex: characterIndex) else {
            throw CellSnapUIKitError(
                call: what + (contents == nil ? " without an image" : " of data without an image"),
                reason:
                    "CellSnap draws an attachment's image; iOS draws a placeholder icon for an attachment it cannot show"
            )
        }
        guard bounds.width.isFinite, bounds.height.isFinite, bounds.minX.isFinite, bounds.minY.isFinite,
            bounds.width >= 0, bounds.height >= 0, lineLayoutPadding.isFinite, lineLayoutPadding >= 0
        else {
            throw CellSnapUIKitError(
                call: "\(what) bounds \(bounds), lineLayoutPadding \(lineLayoutPadding)",
                reason: "an attachment's size and padding are finite and not negative")
        }
        let frame = Rect(x: 0, y: 0, width: Double(bounds.width), height: Double(bounds.height))
        guard let drawn = try image.cellSnapControlImage(symbolConfiguration: nil, tint: color, traits: traits) else {
            throw CellSnapUIKitError(
                call: what + " with a drawn image", reason: "CellSnap draws bitmaps, vector images and symbols inline")
        }
        let item: DisplayItem
        switch drawn {
        case .symbol(let name, let pointSize, let weight, let scale, let color):
            let symbol = SymbolCatalog.symbol(named: name)
            item = .symbol(
                SymbolItem(
                    name: name, frame: frame, pointSize: pointSize, weight: weight, scale: scale, color: color,
                    isPlaceholder: symbol == nil, customDesign: symbol?.customDesign))
        case .bitmap(let pixels, _):
            item = .image(ImageItem(image: pixels, frame: frame))
        case .vector(let document, _, let tint):
            item = .vectorImage(VectorImageItem(image: document, frame: frame, tint: tint))
        case .activityIndicator:
            throw CellSnapUIKitError(call: what, reason: "CellSnap draws bitmaps, vector images and symbols inline")
        }
        return InlineAttachment(
            size: frame.size, baselineOffset: Double(bounds.minY), horizontalOffset: Double(bounds.minX),
            padding: Double(lineLayoutPadding), item: item)
    }
}
