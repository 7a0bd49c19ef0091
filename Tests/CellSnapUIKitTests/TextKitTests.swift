// Linux only: TextKit's lines as CellSnap's text engine lays them out: TextKit 1's glyph and
// line fragment API of NSLayoutManager, and TextKit 2's content storage, layout manager,
// layout and line fragments, viewport controller and a text view's textLayoutManager.
import CellSnapUIKitTesting
import Foundation
import Testing

/// A storage of `text` in the 17 pt system font, laid out by a layout manager in a container
/// `width` wide (5 pt padding).
@MainActor private func textSystem(_ text: String, width: CGFloat = 120, alignment: NSTextAlignment = .natural)
    -> (NSTextStorage, NSLayoutManager, NSTextContainer)
{
    let paragraph = NSMutableParagraphStyle()
    paragraph.alignment = alignment
    let storage = NSTextStorage(
        string: text, attributes: [.font: UIFont.systemFont(ofSize: 17), .paragraphStyle: paragraph])
    let manager = NSLayoutManager()
    storage.addLayoutManager(manager)
    let container = NSTextContainer(size: CGSize(width: width, height: 0))
    manager.addTextContainer(container)
    return (storage, manager, container)
}

/// The height of one line of 17 pt system text, as a label measures it (SF Pro's line box at
/// 3x, 20.33 pt) in the text engine's units of 1/1024 pt, as TextKit's line fragments are not
/// rounded to pixels.
@MainActor private var lineHeight: CGFloat {
    let label = UILabel()
    label.font = .systemFont(ofSize: 17)
    label.text = "Alpha"
    return (label.intrinsicContentSize.height * 1024).rounded(.down) / 1024
}

/// The advance of `text` on one line in the 17 pt system font.
@MainActor private func advance(_ text: String) -> CGFloat {
    (text as NSString).size(withAttributes: [.font: UIFont.systemFont(ofSize: 17)]).width
}

/// A delegate that hands out line spacing, which CellSnap refuses.
private final class SpacingDelegate: NSObject, NSLayoutManagerDelegate {
    func layoutManager(
        _ layoutManager: NSLayoutManager, lineSpacingAfterGlyphAt glyphIndex: Int,
        withProposedLineFragmentRect rect: CGRect
    ) -> CGFloat { 4 }
}

/// A fragment subclass that would draw its own backgrounds.
private final class BubbleFragment: NSTextLayoutFragment {}

/// A delegate that makes every layout fragment a bubble.
private final class BubbleDelegate: NSObject, NSTextLayoutManagerDelegate {
    func textLayoutManager(
        _ textLayoutManager: NSTextLayoutManager, textLayoutFragmentFor location: any NSTextLocation,
        in textElement: NSTextElement
    ) -> NSTextLayoutFragment {
        BubbleFragment(textElement: textElement, range: textElement.elementRange)
    }
}

/// A viewport delegate that records the fragments it is asked to show.
private final class Viewport: NSObject, NSTextViewportLayoutControllerDelegate {
    var bounds = CGRect.zero
    var shown: [CGRect] = []
    var events: [String] = []
    func viewportBounds(for textViewportLayoutController: NSTextViewportLayoutController) -> CGRect { bounds }
    func textViewportLayoutController(
        _ textViewportLayoutController: NSTextViewportLayoutController,
        configureRenderingSurfaceFor textLayoutFragment: NSTextLayoutFragment
    ) { shown.append(textLayoutFragment.layoutFragmentFrame) }
    func textViewportLayoutControllerWillLayout(_ controller: NSTextViewportLayoutController) { events.append("will") }
    func textViewportLayoutControllerDidLayout(_ controller: NSTextViewportLayoutController) { events.append("did") }
}

@MainActor @Suite struct TextKitTests {
    init() { UIView.cellSnapInstallTextMeasurer() }

    /// The line fragments are the text engine's lines: the container's width by a line's height,
    /// stacked from the top, each holding the words that fit 110 pt.
    @Test func lineFragmentsAreTheEnginesLines() {
        let (storage, manager, container) = textSystem("Alpha beta gamma delta epsilon zeta")
        var lines: [(CGRect, CGRect, NSRange)] = []
        manager.enumerateLineFragments(forGlyphRange: NSRange(location: 0, length: storage.length)) {
            rect, used, lineContainer, range, _ in
            #expect(lineContainer === container)
            lines.append((rect, used, range))
        }
        let expected = [
            NSRange(location: 0, length: 11), NSRange(location: 11, length: 12), NSRange(location: 23, length: 12),
        ]
        #expect(lines.map(\.2) == expected)
        for (index, (rect, used, range)) in lines.enumerated() {
            #expect(rect == CGRect(x: 0, y: CGFloat(index) * lineHeight, width: 120, height: lineHeight))
            let words = (storage.string as NSString).substring(with: range).trimmingCharacters(in: .whitespaces)
            #expect(used.minX == 0 && used.minY == rect.minY && used.height == rect.height)
            #expect(abs(used.width - (advance(words) + 10)) < 0.01, "\(words): \(used)")
            var effective = NSRange(location: 0, length: 0)
            #expect(manager.lineFragmentRect(forGlyphAt: range.location + 1, effectiveRange: &effective) == rect)
            #expect(effective == range)
            #expect(manager.lineFragmentUsedRect(forGlyphAt: range.location, effectiveRange: nil) == used)
        }
        // The used rectangle is the text's size as a label measures it, rounded up to whole pixels.
        #expect(manager.usedRect(for: container).height == (3 * lineHeight * 3).rounded(.up) / 3)
    }

    /// Glyphs are characters: indexes map one to one, and a glyph's location hits it again.
    @Test(arguments: [0, 3, 11, 14, 30])
    func glyphsRoundTrip(index: Int) {
        let (storage, manager, container) = textSystem("Alpha beta gamma delta epsilon zeta")
        #expect(manager.glyphIndexForCharacter(at: index) == index)
        #expect(manager.characterIndexForGlyph(at: index) == index)
        #expect(manager.glyphIndexForCharacter(at: 99) == storage.length)
        let location = manager.location(forGlyphAt: index)
        let line = manager.lineFragmentRect(forGlyphAt: index, effectiveRange: nil)
        let point = CGPoint(x: line.minX + location.x + 0.5, y: line.minY + location.y)
        #expect(location.x >= 5 && location.y > 0 && location.y < line.height)
        var fraction: CGFloat = -1
        #expect(manager.glyphIndex(for: point, in: container, fractionOfDistanceThroughGlyph: &fraction) == index)
        #expect(fraction > 0 && fraction < 0.5)
        #expect(manager.glyphIndex(for: point, in: container) == index)
        #expect(
            manager.characterIndex(for: point, in: container, fractionOfDistanceBetweenInsertionPoints: nil) == index)
    }

    /// A word's bounding rectangle is its advance on its line, after the padding, in both
    /// alignments of the paragraph.
    @Test(arguments: [NSTextAlignment.left, .right])
    func boundingRectOfAWord(alignment: NSTextAlignment) {
        // The layout manager holds its storage weakly, as UIKit's: the test keeps it.
        let (storage, manager, container) = textSystem("Alpha beta gamma", alignment: alignment)
        defer { withExtendedLifetime(storage) {} }
        let gamma = manager.boundingRect(forGlyphRange: NSRange(location: 11, length: 5), in: container)
        #expect(abs(gamma.width - advance("gamma")) < 0.01)
        #expect(gamma.minY == lineHeight && gamma.height == lineHeight)
        let used = manager.lineFragmentUsedRect(forGlyphAt: 11, effectiveRange: nil)
        if alignment == .left {
            #expect(gamma.minX == 5 && used.minX == 0)
        } else {
            #expect(abs(gamma.maxX - 115) < 0.001 && abs(used.maxX - 120) < 0.001)
        }
        #expect(manager.boundingRect(forGlyphRange: NSRange(location: 0, length: 16), in: NSTextContainer()) == .null)
    }

    /// Right-to-left text is laid out from the right, and its first glyph is at the line's right.
    @Test func rightToLeftText() {
        let (storage, manager, container) = textSystem("שלום עולם")
        defer { withExtendedLifetime(storage) {} }
        let used = manager.lineFragmentUsedRect(forGlyphAt: 0, effectiveRange: nil)
        #expect(abs(used.maxX - 120) < 0.001)
        let first = manager.boundingRect(forGlyphRange: NSRange(location: 0, length: 1), in: container)
        #expect(first.maxX > 100 && first.maxX <= 115.001, "\(first)")
    }

    /// Newlines and tabs are control glyphs; a delegate's line spacing and the glyphs an app sets
    /// are refused where the text view is drawn.
    @Test func controlGlyphsAndRefusals() throws {
        let (storage, manager, _) = textSystem("One\ttwo\nthree")
        #expect(manager.propertyForGlyph(at: 3) == .controlCharacter)
        #expect(manager.propertyForGlyph(at: 7) == .controlCharacter)
        #expect(manager.propertyForGlyph(at: 0) == [])
        var actual = NSRange(location: 0, length: 0)
        manager.invalidateGlyphs(
            forCharacterRange: NSRange(location: 2, length: 3), changeInLength: 1, actualCharacterRange: &actual)
        #expect(actual == NSRange(location: 2, length: 3))
        #expect(storage.length == 13)

        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        view.text = "Spaced lines"
        let delegate = SpacingDelegate()
        view.layoutManager.delegate = delegate
        var error = try #require(throws: CellSnapUIKitError.self) { try ControlFixtures.layout(view) }
        #expect(error.call == "NSLayoutManagerDelegate.layoutManager(_:lineSpacingAfterGlyphAt:...)")
        view.layoutManager.delegate = nil
        _ = try ControlFixtures.layout(view)
        var glyph: CGGlyph = 1
        var property = NSLayoutManager.GlyphProperty.null
        var character = 0
        view.layoutManager.setGlyphs(
            &glyph, properties: &property, characterIndexes: &character, font: .systemFont(ofSize: 17),
            forGlyphRange: NSRange(location: 0, length: 1))
        error = try #require(throws: CellSnapUIKitError.self) { try ControlFixtures.layout(view) }
        #expect(error.call == "NSLayoutManager.setGlyphs(_:properties:characterIndexes:font:forGlyphRange:)")
    }

    /// TextKit 2: a paragraph's layout fragment holds its lines; fragments stack, and their frames
    /// and lines match TextKit 1's line fragments of the same text.
    @Test func layoutFragmentsMatchTheLines() throws {
        let text = "Alpha beta gamma delta\nEpsilon\n\nZeta"
        let (storage, manager, container) = textSystem(text)
        let content = NSTextContentStorage()
        content.textStorage = storage
        let layout = NSTextLayoutManager()
        content.addTextLayoutManager(layout)
        layout.textContainer = NSTextContainer(size: container.size)
        #expect(layout.textContainer?.textLayoutManager === layout && content.primaryTextLayoutManager === layout)
        var fragments: [NSTextLayoutFragment] = []
        let stop = layout.enumerateTextLayoutFragments(from: nil, options: [.ensuresLayout]) {
            fragments.append($0)
            return true
        }
        #expect(stop == nil)
        let ranges = fragments.map { TextKitRange(content, $0.rangeInElement) }
        #expect(ranges == [TextKitRange(0, 23), TextKitRange(23, 8), TextKitRange(31, 1), TextKitRange(32, 4)])
        var tk1: [CGRect] = []
        manager.enumerateLineFragments(forGlyphRange: NSRange(location: 0, length: storage.length)) {
            rect, _, _, _, _ in
            tk1.append(rect)
        }
        let tk2 = fragments.flatMap { fragment in
            fragment.textLineFragments.map { line in
                CGRect(
                    x: 0, y: fragment.layoutFragmentFrame.minY + line.typographicBounds.minY,
                    width: fragment.layoutFragmentFrame.width, height: line.typographicBounds.height)
            }
        }
        #expect(tk2 == tk1)
        let first = try #require(fragments.first)
        #expect(first.state == .layoutAvailable && first.leadingPadding == 5)
        #expect(
            first.textLineFragments.map(\.characterRange) == [
                NSRange(location: 0, length: 11), NSRange(location: 11, length: 12),
            ])
        let line = first.textLineFragments[0]
        #expect(line.typographicBounds.minX == 5 && abs(line.typographicBounds.width - advance("Alpha beta")) < 0.01)
        #expect(line.glyphOrigin.x == 0 && line.glyphOrigin.y > 0)
        let beta = line.locationForCharacter(at: 6)
        #expect(abs(beta.x - advance("Alpha ")) < 0.01)
        #expect(line.characterIndex(for: CGPoint(x: beta.x + 0.5, y: 2)) == 6)
        #expect(
            layout.usageBoundsForTextContainer
                == CGRect(x: 0, y: 0, width: 120, height: CGFloat(tk1.count) * lineHeight))
        let zeta = try #require(content.location(content.documentRange.location, offsetBy: 33))
        #expect(
            layout.textLayoutFragment(for: zeta).map { TextKitRange(content, $0.rangeInElement) } == TextKitRange(32, 4)
        )
        #expect(content.offset(from: content.documentRange.location, to: zeta) == 33)
        var backwards: [Int] = []
        layout.enumerateTextLayoutFragments(from: nil, options: .reverse) {
            backwards.append(TextKitRange(content, $0.rangeInElement).location)
            return backwards.count < 2
        }
        #expect(backwards == [32, 31])
    }

    /// Paragraphs: content and separator ranges; editing the storage changes the elements.
    @Test func contentStorageParagraphs() throws {
        let content = NSTextContentStorage()
        content.attributedString = NSAttributedString(string: "One\r\nTwo\nThree")
        let paragraphs = content.textElements(for: content.documentRange).compactMap { $0 as? NSTextParagraph }
        #expect(paragraphs.map(\.attributedString.string) == ["One\r\n", "Two\n", "Three"])
        let first = try #require(paragraphs.first)
        #expect(TextKitRange(content, try #require(first.paragraphContentRange)) == TextKitRange(0, 3))
        #expect(TextKitRange(content, try #require(first.paragraphSeparatorRange)) == TextKitRange(3, 2))
        #expect(paragraphs.last?.paragraphSeparatorRange == nil)
        var visited: [String] = []
        let stopped = content.enumerateTextElements(from: nil) { element in
            visited.append((element as? NSTextParagraph)?.attributedString.string ?? "")
            return visited.count < 2
        }
        #expect(visited == ["One\r\n", "Two\n"])
        #expect(stopped.map { content.offset(from: content.documentRange.location, to: $0) } == 9)
        content.performEditingTransaction {
            #expect(content.hasEditingTransaction)
            content.textStorage?.append(NSAttributedString(string: "\nFour"))
        }
        #expect(!content.hasEditingTransaction)
        #expect(content.textElements(for: content.documentRange).count == 4)
        #expect(NSTextContentStorage().textElements(for: NSTextContentStorage().documentRange).isEmpty)
    }

    /// A text view is on TextKit 2 until its layout manager is asked for, as on iOS 16; its
    /// fragments lay out the text it draws, in both layout directions of its frame.
    @Test(arguments: [false, true])
    func textViewTextLayoutManager(rightToLeft: Bool) throws {
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 150, height: 200))
        view.font = .systemFont(ofSize: 17)
        view.text = "Alpha beta gamma delta"
        let layout = try #require(view.textLayoutManager)
        #expect(layout.textContainer === view.textContainer)
        _ = try ControlFixtures.layout(view, rightToLeft: rightToLeft)
        var frames: [CGRect] = []
        layout.enumerateTextLayoutFragments(from: nil) {
            frames.append($0.layoutFragmentFrame)
            return true
        }
        let label = UILabel()
        label.font = .systemFont(ofSize: 17)
        label.numberOfLines = 0
        label.text = view.text
        let height = label.sizeThatFits(CGSize(width: 140, height: 0)).height
        #expect(frames.count == 1)
        #expect(frames.first.map { abs($0.height - height) < 0.34 && $0.width == 150 } == true, "\(frames)")
        #expect(UITextView(usingTextLayoutManager: false).textLayoutManager == nil)
        _ = view.layoutManager
        #expect(view.textLayoutManager == nil)
    }

    /// A delegate's fragment subclass is refused where the text view is drawn; hyphenation too.
    @Test func textViewRefusesFragmentSubclasses() throws {
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 150, height: 200))
        view.text = "Bubbles"
        let layout = try #require(view.textLayoutManager)
        let delegate = BubbleDelegate()
        layout.delegate = delegate
        #expect(layout.textLayoutFragment(for: CGPoint(x: 10, y: 20)) is BubbleFragment)
        var error = try #require(throws: CellSnapUIKitError.self) { try ControlFixtures.layout(view) }
        #expect(error.call == "NSTextLayoutManagerDelegate.textLayoutManager(_:textLayoutFragmentFor:in:)")
        layout.delegate = nil
        layout.usesHyphenation = true
        error = try #require(throws: CellSnapUIKitError.self) { try ControlFixtures.layout(view) }
        #expect(error.call == "NSTextLayoutManager.usesHyphenation = true")
    }

    /// The viewport controller hands its delegate the fragments meeting the viewport, top first.
    @Test func viewportShowsTheFragmentsItMeets() {
        let content = NSTextContentStorage()
        content.attributedString = NSAttributedString(
            string: "One\nTwo\nThree\nFour", attributes: [.font: UIFont.systemFont(ofSize: 17)])
        let layout = NSTextLayoutManager()
        content.addTextLayoutManager(layout)
        layout.textContainer = NSTextContainer(size: CGSize(width: 200, height: 0))
        let viewport = Viewport()
        viewport.bounds = CGRect(x: 0, y: lineHeight + 1, width: 200, height: lineHeight)
        layout.textViewportLayoutController.delegate = viewport
        layout.textViewportLayoutController.layoutViewport()
        #expect(viewport.events == ["will", "did"])
        #expect(viewport.shown.map(\.minY) == [lineHeight, 2 * lineHeight])
        let range = layout.textViewportLayoutController.viewportRange
        #expect(range.map { TextKitRange(content, $0) } == TextKitRange(4, 10))
        #expect(layout.textViewportLayoutController.viewportBounds == viewport.bounds)
        var segments: [CGRect] = []
        let two = textRange(content, 4, 3)
        layout.enumerateTextSegments(in: two, type: .standard) { _, rect, _, _ in
            segments.append(rect)
            return true
        }
        #expect(segments.count == 1)
        #expect(segments.first.map { abs($0.width - advance("Two")) < 0.01 && $0.minY == lineHeight } == true)
    }
}

/// A content storage's range as offsets, for comparing.
private struct TextKitRange: Equatable, CustomStringConvertible {
    var location: Int
    var length: Int
    init(_ location: Int, _ length: Int) {
        self.location = location
        self.length = length
    }
    init(_ content: NSTextContentManager, _ range: NSTextRange) {
        let start = content.documentRange.location
        location = content.offset(from: start, to: range.location)
        length = content.offset(from: range.location, to: range.endLocation)
    }
    var description: String { "\(location)+\(length)" }
}

/// The range of `length` units from `location` of `content`.
private func textRange(_ content: NSTextContentManager, _ location: Int, _ length: Int) -> NSTextRange {
    let start = content.location(content.documentRange.location, offsetBy: location)!
    return NSTextRange(location: start, end: content.location(start, offsetBy: length))!
}

/// A container's line fragment for a proposed rectangle: cut to the container, less an exclusion
/// path's bounds, the first piece in the writing direction.
@MainActor @Test(arguments: [NSWritingDirection.leftToRight, .rightToLeft])
func containerLineFragmentRect(direction: NSWritingDirection) {
    let container = NSTextContainer(size: CGSize(width: 200, height: 100))
    let proposed = CGRect(x: 0, y: 10, width: 300, height: 20)
    var remaining = CGRect.null
    #expect(
        container.lineFragmentRect(forProposedRect: proposed, at: 0, writingDirection: direction, remaining: &remaining)
            == CGRect(x: 0, y: 10, width: 200, height: 20))
    #expect(remaining == .zero)
    container.exclusionPaths = [UIBezierPath(rect: CGRect(x: 80, y: 0, width: 40, height: 40))]
    let first = container.lineFragmentRect(
        forProposedRect: proposed, at: 0, writingDirection: direction, remaining: &remaining)
    let left = CGRect(x: 0, y: 10, width: 80, height: 20), right = CGRect(x: 120, y: 10, width: 80, height: 20)
    #expect(first == (direction == .rightToLeft ? right : left))
    #expect(remaining == (direction == .rightToLeft ? left : right))
    #expect(
        container.lineFragmentRect(
            forProposedRect: CGRect(x: 0, y: 200, width: 10, height: 10), at: 0, writingDirection: direction,
            remaining: nil) == .zero)
}
