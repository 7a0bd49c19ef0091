import CoreGraphics
import Foundation

extension NSLayoutManager {
    /// What a glyph is, as UIKit's `NSLayoutManager.GlyphProperty`.
    public struct GlyphProperty: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// A glyph that is not drawn and takes no space.
        public static let null = GlyphProperty(rawValue: 1 << 0)
        /// A control character's glyph (a newline, a tab).
        public static let controlCharacter = GlyphProperty(rawValue: 1 << 1)
        /// A glyph whose width may stretch (a space in justified text).
        public static let elastic = GlyphProperty(rawValue: 1 << 2)
        /// A glyph that does not start a character (a combining mark's).
        public static let nonBaseCharacter = GlyphProperty(rawValue: 1 << 3)
    }

    /// What a control character does in layout, as UIKit's `NSLayoutManager.ControlCharacterAction`.
    public struct ControlCharacterAction: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let zeroAdvancement = ControlCharacterAction(rawValue: 1 << 0)
        public static let whitespace = ControlCharacterAction(rawValue: 1 << 1)
        public static let horizontalTab = ControlCharacterAction(rawValue: 1 << 2)
        public static let lineBreak = ControlCharacterAction(rawValue: 1 << 3)
        public static let paragraphBreak = ControlCharacterAction(rawValue: 1 << 4)
        public static let containerBreak = ControlCharacterAction(rawValue: 1 << 5)
    }

    /// The lines of the storage in the first container (CellSnap lays text out in one), `nil`
    /// without a text measurer.
    final var laidOutLines: [TextKitLine]? {
        guard let storage = textStorage, let container = textContainers.first else { return nil }
        return TextKitLayout.lines(of: storage, in: container)
    }

    /// The line holding the glyph at `glyphIndex` (the last line for the index past the end),
    /// its glyphs written to `range`.
    final func lineOfGlyph(_ glyphIndex: Int, range: NSRangePointer?) -> TextKitLine? {
        guard let lines = laidOutLines, glyphIndex >= 0, glyphIndex <= numberOfGlyphs,
            let line = lines.first(where: { NSLocationInRange(glyphIndex, $0.characters) }) ?? lines.last
        else { return nil }
        range?.pointee = line.characters
        return line
    }

    /// The control character property of newlines and tabs.
    final func glyphProperty(at glyphIndex: Int) -> GlyphProperty {
        guard let storage = textStorage, isValidGlyphIndex(glyphIndex) else { return [] }
        let unit = (storage.string as NSString).character(at: glyphIndex)
        return [0x0A, 0x0D, 0x09, 0x2028, 0x2029].contains(unit) ? .controlCharacter : []
    }

    /// The glyph nearest `point` in `container` and how far through it the point is.
    final func hitGlyph(at point: CGPoint, in container: NSTextContainer, fraction: UnsafeMutablePointer<CGFloat>?)
        -> Int
    {
        guard container === textContainers.first, let lines = laidOutLines, !lines.isEmpty else {
            fraction?.pointee = 0
            return 0
        }
        let line = lines.first { point.y < $0.fragmentRect.maxY } ?? lines[lines.count - 1]
        let hit = line.character(nearest: point.x)
        fraction?.pointee = hit.fraction
        return hit.index
    }

    /// The insertion point nearest `point`: past the middle of a glyph is after it.
    final func insertionCharacter(
        at point: CGPoint, in container: NSTextContainer, fraction: UnsafeMutablePointer<CGFloat>?
    ) -> Int {
        var through: CGFloat = 0
        let glyph = hitGlyph(at: point, in: container, fraction: &through)
        fraction?.pointee = through < 0.5 ? through : through - 1
        guard through >= 0.5 else { return glyph }
        fraction?.pointee = 0
        return min(glyph + 1, numberOfGlyphs)
    }

    /// Where the glyph starts on its line's baseline, from the line fragment's origin.
    final func glyphLocation(_ glyphIndex: Int) -> CGPoint {
        guard let line = lineOfGlyph(glyphIndex, range: nil) else { return .zero }
        return CGPoint(x: line.x(ofCharacter: glyphIndex) - line.fragmentRect.minX, y: line.baseline)
    }

    /// The rectangle the glyphs of `glyphRange` take on each line they are on, in container coordinates.
    final func glyphRects(_ glyphRange: NSRange) -> [(line: TextKitLine, rect: CGRect)] {
        guard let lines = laidOutLines else { return [] }
        return lines.compactMap { line in
            guard let part = line.characters.intersection(glyphRange) ?? emptyRange(glyphRange, in: line) else {
                return nil
            }
            let start = line.x(ofCharacter: part.location), end = line.x(ofCharacter: NSMaxRange(part))
            return (
                line,
                CGRect(
                    x: min(start, end), y: line.fragmentRect.minY, width: abs(end - start),
                    height: line.fragmentRect.height)
            )
        }
    }

    /// An empty `range` at a place of `line`, which has no intersection with it.
    private func emptyRange(_ range: NSRange, in line: TextKitLine) -> NSRange? {
        guard range.length == 0, range.location >= line.characters.location,
            range.location < NSMaxRange(line.characters)
        else { return nil }
        return range
    }

    /// The union of the glyphs' rectangles, `.null` when they are on no line, `.zero` without a
    /// text measurer.
    final func boundingRectOfGlyphs(_ glyphRange: NSRange, in container: NSTextContainer) -> CGRect {
        guard container === textContainers.first, laidOutLines != nil else {
            return container === textContainers.first ? .zero : .null
        }
        return glyphRects(glyphRange).reduce(CGRect.null) { $0.union($1.rect) }
    }

    /// Calls `block` with each line holding glyphs of `glyphRange`.
    final func eachLine(
        in glyphRange: NSRange,
        _ block: (CGRect, CGRect, NSTextContainer, NSRange, UnsafeMutablePointer<ObjCBool>) -> Void
    ) {
        guard let container = textContainers.first, let lines = laidOutLines else { return }
        var stop = ObjCBool(false)
        for line in lines where line.characters.intersection(glyphRange) != nil {
            block(line.fragmentRect, line.usedRect, container, line.characters, &stop)
            if stop.boolValue { return }
        }
    }

    /// Why the text cannot be drawn as the delegate or the app laid it out, `nil` when it can.
    final func layoutRefusal() -> CellSnapUIKitError? {
        if let glyphRefusal { return glyphRefusal }
        guard let delegate, let lines = laidOutLines, let container = textContainers.first else { return nil }
        for line in lines {
            var fragment = line.fragmentRect, used = line.usedRect, baseline = line.baseline
            let changed =
                delegate.layoutManager(
                    self, shouldSetLineFragmentRect: &fragment, lineFragmentUsedRect: &used, baselineOffset: &baseline,
                    in: container, forGlyphRange: line.characters)
                && (fragment != line.fragmentRect || used != line.usedRect || baseline != line.baseline)
            if changed {
                return CellSnapUIKitError(
                    call: "NSLayoutManagerDelegate.layoutManager(_:shouldSetLineFragmentRect:...)",
                    reason: "CellSnap draws text on the lines its text engine lays out")
            }
            let last = max(line.characters.location, NSMaxRange(line.characters) - 1)
            if delegate.layoutManager(self, lineSpacingAfterGlyphAt: last, withProposedLineFragmentRect: fragment) != 0
            {
                return CellSnapUIKitError(
                    call: "NSLayoutManagerDelegate.layoutManager(_:lineSpacingAfterGlyphAt:...)",
                    reason: "CellSnap spaces lines by the paragraph style, not the delegate")
            }
        }
        return controlCharacterRefusal(delegate)
    }

    /// A delegate's other action for a control character than UIKit's own, refused.
    private func controlCharacterRefusal(_ delegate: any NSLayoutManagerDelegate) -> CellSnapUIKitError? {
        guard let string = textStorage?.string as NSString? else { return nil }
        for index in 0..<string.length {
            let action: ControlCharacterAction
            switch string.character(at: index) {
            case 0x0A, 0x0D, 0x2029: action = .paragraphBreak
            case 0x2028: action = .lineBreak
            case 0x09: action = .horizontalTab
            default: continue
            }
            if delegate.layoutManager(self, shouldUse: action, forControlCharacterAt: index) != action {
                return CellSnapUIKitError(
                    call: "NSLayoutManagerDelegate.layoutManager(_:shouldUse:forControlCharacterAt:)",
                    reason: "CellSnap's text engine lays out control characters one way, UIKit's default")
            }
        }
        return nil
    }

    /// Notes glyphs set by the app, which CellSnap cannot draw.
    final func refuseGlyphs(_ call: String) {
        glyphRefusal = CellSnapUIKitError(
            call: call, reason: "CellSnap's text engine shapes the characters itself and draws no glyphs it is given")
    }

    /// Draws each line's part of `glyphRange` unwrapped where the line lays it out.
    final func drawText(of glyphRange: NSRange, at origin: CGPoint) {
        guard let storage = textStorage else { return }
        if let refusal = layoutRefusal() {
            UIGraphicsGetCurrentContext()?.refuse(refusal.call, refusal.reason)
            return
        }
        for (line, rect) in glyphRects(glyphRange) {
            guard let part = line.characters.intersection(glyphRange) else { continue }
            let text = storage.attributedSubstring(from: part)
            let visible = text.string.trimmingCharacters(in: .newlines)
            guard !visible.isEmpty else { continue }
            let shown = NSMutableAttributedString(
                attributedString: text.attributedSubstring(
                    from: NSRange(location: 0, length: (visible as NSString).length)))
            // Backgrounds are drawBackground(forGlyphRange:at:)'s, drawn before the glyphs.
            shown.removeAttribute(.backgroundColor, range: NSRange(location: 0, length: shown.length))
            shown.draw(at: CGPoint(x: origin.x + rect.minX, y: origin.y + rect.minY))
        }
    }

    /// Fills the `.backgroundColor` runs of `glyphRange` on each line.
    final func drawBackgrounds(of glyphRange: NSRange, at origin: CGPoint) {
        guard let storage = textStorage, let context = UIGraphicsGetCurrentContext() else { return }
        let whole = NSRange(location: 0, length: storage.length)
        guard let range = glyphRange.intersection(whole) else { return }
        storage.enumerateAttribute(.backgroundColor, in: range) { value, run, _ in
            guard let color = value as? UIColor else { return }
            for (_, rect) in glyphRects(run) {
                context.setFillColor(color.cgColor)
                context.fill(rect.offsetBy(dx: origin.x, dy: origin.y))
            }
        }
    }
}
