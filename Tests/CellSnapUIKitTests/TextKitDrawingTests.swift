// Linux only: text that a view draws itself through TextKit, as apps draw highlighted notes and
// custom text views: TextKit 1's drawBackground(forGlyphRange:at:) and drawGlyphs(forGlyphRange:at:)
// of a layout manager, and TextKit 2's layout fragments drawn one by one, as references.
import CellSnapUIKitTesting
import Foundation
import Testing

@MainActor @Suite struct TextKitDrawingTests {
    init() { UIView.cellSnapInstallTextMeasurer() }

    /// A note whose middle phrase is highlighted, drawn by a TextKit 1 layout manager.
    final class HighlightedNoteView: UIView {
        let storage: NSTextStorage
        let manager = NSLayoutManager()

        init(frame: CGRect, text: String, highlighted: String) {
            storage = NSTextStorage(
                string: text,
                attributes: [.font: UIFont.systemFont(ofSize: 17), .foregroundColor: UIColor.label])
            let phrase = (text as NSString).range(of: highlighted)
            storage.addAttribute(.backgroundColor, value: UIColor.systemYellow, range: phrase)
            storage.addLayoutManager(manager)
            manager.addTextContainer(NSTextContainer(size: CGSize(width: frame.width - 16, height: 0)))
            super.init(frame: frame)
        }

        required init?(coder: NSCoder) { nil }

        override func draw(_ rect: CGRect) {
            let glyphs = manager.glyphRange(for: manager.textContainers[0])
            let origin = CGPoint(x: 8, y: 8)
            manager.drawBackground(forGlyphRange: glyphs, at: origin)
            manager.drawGlyphs(forGlyphRange: glyphs, at: origin)
        }
    }

    /// Paragraphs laid out by a TextKit 2 layout manager, each fragment drawn where it lies, with
    /// a rule under it.
    final class ParagraphsView: UIView {
        let content = NSTextContentStorage()
        let layout = NSTextLayoutManager()

        init(frame: CGRect, text: String) {
            content.textStorage = NSTextStorage(
                string: text,
                attributes: [.font: UIFont.systemFont(ofSize: 15), .foregroundColor: UIColor.secondaryLabel])
            content.addTextLayoutManager(layout)
            layout.textContainer = NSTextContainer(size: CGSize(width: frame.width - 16, height: 0))
            super.init(frame: frame)
        }

        required init?(coder: NSCoder) { nil }

        override func draw(_ rect: CGRect) {
            guard let context = UIGraphicsGetCurrentContext() else { return }
            _ = layout.enumerateTextLayoutFragments(from: nil, options: [.ensuresLayout]) { fragment in
                let frame = fragment.layoutFragmentFrame.offsetBy(dx: 8, dy: 8)
                fragment.draw(at: frame.origin, in: context)
                context.setFillColor(UIColor.separator.cgColor)
                context.fill(CGRect(x: frame.minX, y: frame.maxY, width: frame.width, height: 1))
                return true
            }
        }
    }

    func board() -> UIView {
        let board = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 180))
        board.backgroundColor = .systemBackground
        let note = HighlightedNoteView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 70),
            text: "Water the ferns on Tuesday, and move the lemon tree into the sun.",
            highlighted: "move the lemon tree")
        let paragraphs = ParagraphsView(
            frame: CGRect(x: 0, y: 70, width: 390, height: 110),
            text: "Ferns like shade.\nLemon trees like sun and a deep pot that drains well.\nBasil likes both.")
        for view in [note, paragraphs] {
            view.backgroundColor = .clear
            board.addSubview(view)
        }
        return board
    }

    /// The layout manager's line fragments and the layout fragments as the views draw them: a
    /// wrapped highlight covers its part of each line, and each fragment's rule lies under its
    /// last line.
    @Test func theBoardsFragmentsAreWhereTheyDraw() throws {
        let note = try #require(board().subviews.first as? HighlightedNoteView)
        var lines: [CGRect] = []
        let glyphs = note.manager.glyphRange(for: note.manager.textContainers[0])
        note.manager.enumerateLineFragments(forGlyphRange: glyphs) { rect, _, _, _, _ in lines.append(rect) }
        #expect(lines.count == 2)
        #expect(lines.map(\.width) == [374, 374])
    }

    @Test func theReference() {
        assertSnapshot(of: board(), as: .screen(), named: "textkit", lint: .off)
    }
}
