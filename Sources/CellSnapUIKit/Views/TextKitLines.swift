import DisplayList
import Foundation

/// One line of a text container's text, as CellSnap's text engine lays it out (Pango's lines),
/// in the container's coordinates.
struct TextKitLine: Equatable {
    /// The line's characters (UTF-16 units of the storage; a glyph is a character), its
    /// newline or the space it broke at included.
    var characters: NSRange
    /// The line fragment: the container's width (its padding included) by the line's height.
    var fragmentRect: CGRect
    /// The part of the fragment the line's text takes, with the padding at both sides.
    var usedRect: CGRect
    /// The distance from the fragment's top to the line's baseline.
    var baseline: CGFloat
    /// The x of each character's leading edge in the container, then the line's trailing edge.
    var edges: [CGFloat]

    /// The x of the leading edge of the character at `index` (the line's end past its last).
    func x(ofCharacter index: Int) -> CGFloat {
        edges[min(max(0, index - characters.location), edges.count - 1)]
    }

    /// The character of the line nearest `x`, and how far through it `x` is (0 to 1).
    func character(nearest x: CGFloat) -> (index: Int, fraction: CGFloat) {
        guard characters.length > 0 else { return (characters.location, 0) }
        for offset in 0..<characters.length {
            let start = edges[offset], end = edges[offset + 1]
            guard x < end || offset == characters.length - 1 else { continue }
            let width = end - start
            let fraction = width > 0 ? min(1, max(0, (x - start) / width)) : 0
            return (characters.location + offset, fraction)
        }
        return (NSMaxRange(characters) - 1, 1)
    }
}

/// Lays a text container's text out in lines with the text engine, as a text view's label draws
/// it: wrapped at the container's width less its padding, at most its
/// ``NSTextContainer/maximumNumberOfLines``, in the text view's font where the text has none (the
/// 12 pt system font outside a text view).
enum TextKitLayout {
    /// The lines of `text` in `container`, top first; `nil` without a text measurer (outside
    /// CellSnap's drawing and `cellSnapInstallTextMeasurer()`), or when the text engine draws
    /// other characters than the storage's (an attachment's).
    static func lines(of text: NSAttributedString, in container: NSTextContainer) -> [TextKitLine]? {
        guard CellSnapMainActor.isCurrent else { return nil }
        // A run's background colour does not move the lines, and TextKit draws it itself
        // (`drawBackground(forGlyphRange:at:)`): the label that lays the lines out is not given it.
        let layoutText = NSMutableAttributedString(attributedString: text)
        layoutText.removeAttribute(.backgroundColor, range: NSRange(location: 0, length: layoutText.length))
        nonisolated(unsafe) let text = NSAttributedString(attributedString: layoutText)
        let owner = container.owner
        let padding = container.lineFragmentPadding
        let containerWidth = container.size.width
        let lineLimit = container.maximumNumberOfLines
        let mode = container.lineBreakMode
        let laidOut: (string: String, lines: [TextLineMetrics])? = MainActor.assumeIsolated {
            let label = UILabel()
            label.font = owner?.font ?? .systemFont(ofSize: 12)
            label.numberOfLines = lineLimit
            label.lineBreakMode = mode
            label.attributedText = text
            return label.cellSnapLines(width: max(0, containerWidth - 2 * padding))
        }
        guard let laidOut, laidOut.string.utf16.count == text.length else { return nil }
        return laidOut.lines.compactMap { line -> TextKitLine? in
            // Pango's empty line after a final newline holds no character: TextKit's extra line
            // fragment, which CellSnap leaves out.
            guard line.characters.lowerBound < text.length || text.length == 0 else { return nil }
            let top = CGFloat(line.frame.minY), height = CGFloat(line.frame.size.height)
            let textX = CGFloat(line.frame.minX) + padding
            var edges = line.characterOffsets.map { CGFloat($0) + padding }
            edges.append(textX + CGFloat(line.frame.size.width))
            return TextKitLine(
                characters: NSRange(location: line.characters.lowerBound, length: line.characters.count),
                fragmentRect: CGRect(x: 0, y: top, width: containerWidth, height: height),
                usedRect: CGRect(
                    x: textX - padding, y: top, width: CGFloat(line.frame.size.width) + 2 * padding, height: height),
                baseline: CGFloat(line.baseline) - top, edges: edges)
        }
    }
}
