// Linux only: attributed strings drawn into a graphics context as TextKit's string drawing draws
// them (NSAttributedString.draw(at:), draw(in:), draw(with:options:context:) and NSString's
// with attributes): a paragraph style's alignment, line break modes, spacing, indents and line
// heights, only whole lines in a bounded rectangle, `.truncatesLastVisibleLine`, and
// boundingRect(with:options:context:) measuring as drawing lays out. Pixels in both layout
// directions (drawing is never mirrored). Reference: Snapshots/StringDrawingTests/.
import CellLayout
import CellModel
import CellSnapUIKit
import CellSnapUIKitTesting
import DisplayList
import Foundation
import Pixels
import Primitives
import Rendering
import Testing

@MainActor @Suite struct StringDrawingTests {
    typealias F = ControlFixtures

    final class SketchView: UIView {
        var sketch: (CGRect) -> Void = { _ in }
        override func draw(_ rect: CGRect) { sketch(rect) }
    }

    func sketch(width: CGFloat = 100, height: CGFloat = 60, _ body: @escaping (CGRect) -> Void) -> SketchView {
        let view = SketchView(frame: CGRect(x: 10, y: 10, width: width, height: height))
        view.sketch = body
        return view
    }

    static let font = UIFont.systemFont(ofSize: 17)

    func text(_ string: String, size: CGFloat = 17, _ change: (NSMutableParagraphStyle) -> Void = { _ in })
        -> NSAttributedString
    {
        let paragraph = NSMutableParagraphStyle()
        change(paragraph)
        return NSAttributedString(
            string: string,
            attributes: [
                .font: UIFont.systemFont(ofSize: size), .foregroundColor: UIColor.red, .paragraphStyle: paragraph,
            ])
    }

    func measured<T>(_ body: () throws -> T) throws -> T {
        try UIView.cellSnapMeasuringText(with: TextEngine.current(), body)
    }

    /// The rectangle `text` takes in `size` with `options`.
    func bounding(
        _ text: NSAttributedString, _ size: CGSize = CGSize(width: 200, height: 0),
        _ options: NSStringDrawingOptions = .usesLineFragmentOrigin
    ) throws -> CGRect {
        try measured { text.boundingRect(with: size, options: options, context: nil) }
    }

    /// The height of one line of 17-point text, as the text engine sets it.
    var line: CGFloat { get throws { try bounding(text("A")).height } }

    /// The x range of red pixels in `image` (3x) over the rows `ys`, in points.
    func redColumns(_ image: RGBAImage, ys: ClosedRange<Double>) -> ClosedRange<Double>? {
        var xs: [Double] = []
        for px in 0..<image.width {
            let x = Double(px) / 3
            let hit = stride(from: ys.lowerBound, through: ys.upperBound, by: 1.0 / 3).contains { y in
                let c = F.color(image, at: Point(x: x + 1.0 / 6, y: y + 1.0 / 6))
                return c.red > 0.8 && c.green < 0.4
            }
            if hit { xs.append(x) }
        }
        guard let first = xs.first, let last = xs.last else { return nil }
        return first...(last + 1.0 / 3)
    }

    /// The y range of red pixels in `image` (3x), in points.
    func redRows(_ image: RGBAImage) -> ClosedRange<Double>? {
        var ys: [Double] = []
        for py in 0..<image.height {
            let y = Double(py) / 3
            let hit = stride(from: 0.0, to: Double(image.width) / 3, by: 1.0 / 3).contains { x in
                let c = F.color(image, at: Point(x: x + 1.0 / 6, y: y + 1.0 / 6))
                return c.red > 0.8 && c.green < 0.4
            }
            if hit { ys.append(y) }
        }
        guard let first = ys.first, let last = ys.last else { return nil }
        return first...(last + 1.0 / 3)
    }

    @Test func oneLineMeasuresAsTheTextEngineSetsIt() throws {
        let rect = try bounding(text("A"))
        #expect(rect.origin == .zero)
        // SF Pro's line box at 17 pt, 20.33 pt at 3x, in the text engine's units of 1/1024 pt.
        #expect(rect.height == 20_821.0 / 1024, "\(rect.height)")
        // Without .usesLineFragmentOrigin the rectangle is set on the baseline: it starts above it.
        let onBaseline = try bounding(text("A"), CGSize(width: 200, height: 0), [])
        #expect(onBaseline.minY < -10 && onBaseline.maxY > 0 && onBaseline.height == rect.height)
    }

    @Test func paragraphAndLineSpacingStackParagraphs() throws {
        let h = try line
        let spaced = text("A\nB\nC") {
            $0.paragraphSpacing = 10
            $0.paragraphSpacingBefore = 2
            $0.lineSpacing = 4
        }
        #expect(try bounding(spaced).height == 3 * h + 2 * (10 + 2 + 4))
        #expect(try bounding(text("A\n\nC")).height == 3 * h)  // an empty paragraph is an empty line
    }

    @Test func aTruncatingLineBreakModeKeepsEachParagraphOnOneLine() throws {
        let h = try line
        let long = "A title much too long for the width\nSecond"
        let truncated = try bounding(text(long) { $0.lineBreakMode = .byTruncatingTail }, CGSize(width: 60, height: 0))
        #expect(truncated.height == 2 * h && truncated.width <= 60)
        let wrapped = try bounding(text(long), CGSize(width: 60, height: 0))
        #expect(wrapped.height > 3 * h)
        for mode in [NSLineBreakMode.byTruncatingHead, .byTruncatingMiddle, .byClipping] {
            #expect(try bounding(text(long) { $0.lineBreakMode = mode }, CGSize(width: 60, height: 0)).height == 2 * h)
        }
    }

    @Test func onlyLinesThatFitWholeAreLaidOut() throws {
        let h = try line
        let long = text("one two three four five six seven eight")
        #expect(try bounding(long, CGSize(width: 60, height: 2.5 * h)).height == 2 * h)
        #expect(try bounding(long, CGSize(width: 60, height: 0.5 * h)).height == 0)
        #expect(try bounding(long, CGSize(width: 60, height: 2 * h)).height == 2 * h)
    }

    @Test func lineHeightsPutTheExtraHeightAboveTheGlyphs() throws {
        let h = try line
        #expect(try bounding(text("A") { $0.lineHeightMultiple = 2 }).height == 2 * h)
        #expect(try bounding(text("A") { $0.minimumLineHeight = 40 }).height == 40)
        #expect(try bounding(text("A") { $0.minimumLineHeight = h - 2 }).height == h)  // not lower
        #expect(
            try bounding(
                text("A\nB") {
                    $0.maximumLineHeight = 30
                    $0.minimumLineHeight = 30
                }
            ).height == 60)
        // The glyphs sit at the bottom of a 2-line-high line, as in TextKit.
        let tall = sketch { _ in
            self.text("A", size: 30) { $0.lineHeightMultiple = 2 }.draw(in: CGRect(x: 0, y: 0, width: 100, height: 0))
        }
        let plain = sketch { _ in self.text("A", size: 30).draw(in: CGRect(x: 0, y: 0, width: 100, height: 0)) }
        let high = try #require(redRows(try F.pixels(F.container(height: 120, [tall]))))
        let low = try #require(redRows(try F.pixels(F.container(height: 120, [plain]))))
        let line30 = try bounding(text("A", size: 30)).height
        #expect(abs((high.lowerBound - low.lowerBound) - line30) < 0.5)
        // Lower than the font is refused by name.
        let error = #expect(throws: CellSnapUIKitError.self) {
            try F.pixels(
                F.container(
                    height: 120,
                    [
                        self.sketch { _ in
                            self.text("A") { $0.maximumLineHeight = 10 }.draw(
                                in: CGRect(x: 0, y: 0, width: 100, height: 0))
                        }
                    ]))
        }
        #expect(error?.description.contains("line height 10.0 below the font's") == true)
    }

    @Test(arguments: [false, true]) func alignmentPlacesLinesInTheRectangle(rightToLeft: Bool) throws {
        // "IIII" in red at 30 pt, in a 100-point rectangle, one alignment a row (drawing is
        // never mirrored: the same in both layout directions).
        let alignments: [NSTextAlignment] = [.left, .center, .right, .natural, .justified]
        let view = sketch(width: 100, height: 200) { _ in
            for (row, alignment) in alignments.enumerated() {
                ("IIII" as NSString).draw(
                    with: CGRect(x: 0, y: CGFloat(row) * 40, width: 100, height: 40), options: .usesLineFragmentOrigin,
                    attributes: [
                        .font: UIFont.systemFont(ofSize: 30), .foregroundColor: UIColor.red,
                        .paragraphStyle: self.paragraph { $0.alignment = alignment },
                    ], context: nil)
            }
        }
        let image = try F.pixels(F.container(height: 220, [view]), rightToLeft: rightToLeft)
        let x0 = 10.0  // the view's left edge: a frame-placed view is not mirrored
        func columns(_ row: Int) throws -> ClosedRange<Double> {
            let top = 10 + Double(row) * 40
            return try #require(redColumns(image, ys: (top + 5)...(top + 30)))
        }
        let left = try columns(0), center = try columns(1), right = try columns(2)
        #expect(left.lowerBound > x0 && left.lowerBound < x0 + 5)
        #expect(abs((center.lowerBound + center.upperBound) / 2 - (x0 + 50)) < 1)
        #expect(right.upperBound < x0 + 100 && right.upperBound > x0 + 95)
        #expect(try columns(3) == left)  // natural: Latin text runs left to right
        #expect(try columns(4) == left)  // justified: a paragraph's last line is natural
        #expect(abs((right.upperBound - right.lowerBound) - (left.upperBound - left.lowerBound)) < 0.5)
    }

    func paragraph(_ change: (NSMutableParagraphStyle) -> Void) -> NSParagraphStyle {
        let style = NSMutableParagraphStyle()
        change(style)
        return style
    }

    @Test func naturalAlignmentAndIndentsFollowTheWritingDirection() throws {
        let view = sketch(width: 100, height: 80) { _ in
            // Hebrew runs right to left: natural alignment and the head indent are at the right.
            self.text("שלום") {
                $0.headIndent = 20
                $0.firstLineHeadIndent = 20
            }
            .draw(in: CGRect(x: 0, y: 0, width: 100, height: 40))
            self.text("IIII") {
                $0.headIndent = 20
                $0.firstLineHeadIndent = 20
            }
            .draw(in: CGRect(x: 0, y: 40, width: 100, height: 40))
        }
        let image = try F.pixels(F.container(height: 100, [view]))
        let hebrew = try #require(redColumns(image, ys: 14...45))
        let latin = try #require(redColumns(image, ys: 54...85))
        #expect(hebrew.upperBound <= 10 + 80 && hebrew.upperBound > 10 + 75)
        #expect(latin.lowerBound >= 10 + 20 && latin.lowerBound < 10 + 25)
        #expect(
            try bounding(
                text("A") {
                    $0.headIndent = 20
                    $0.firstLineHeadIndent = 20
                }
            ).width
                == (try bounding(text("A")).width) + 20)
    }

    @Test func truncatesLastVisibleLineEndsTheLastLineThatFitsInAnEllipsis() throws {
        let h = try line
        let long = text("one two three four five six seven eight nine ten")
        let view = sketch(width: 100, height: 100) { _ in
            long.draw(
                with: CGRect(x: 0, y: 0, width: 80, height: 2.5 * h),
                options: [.usesLineFragmentOrigin, .truncatesLastVisibleLine], context: nil)
        }
        let layout = try F.layout(F.container(height: 120, [view]))
        let node = try #require(layout.root.allNodes.first { $0.role.rawValue.hasSuffix("contents") })
        guard case .drawing(let items) = node.content, let (clip, drawn) = clippedText(in: items) else {
            Issue.record("no text in \(node)")
            return
        }
        #expect(drawn.style.maximumLines == 2 && drawn.style.truncation == .tail)
        #expect(drawn.frame == Rect(x: 0, y: 0, width: 80, height: Double(2 * h)))
        #expect(clip.clip == .rect(Rect(x: 0, y: 0, width: 80, height: Double(2.5 * h))))
    }

    @Test func textDrawnWithoutLineFragmentOriginSitsOnTheBaseline() throws {
        let view = sketch(width: 100, height: 60) { _ in
            ("IIII" as NSString).draw(
                with: CGRect(x: 0, y: 40, width: 100, height: 10), options: [],
                attributes: [.font: UIFont.systemFont(ofSize: 30), .foregroundColor: UIColor.red], context: nil)
        }
        let rows = try #require(redRows(try F.pixels(F.container(height: 80, [view]))))
        #expect(abs(rows.upperBound - (10 + 40)) < 0.5)  // the baseline at the rectangle's origin
        #expect(rows.lowerBound < 10 + 25)
    }

    @Test func whatStringDrawingCannotDrawIsRefusedByName() throws {
        let cases: [(NSAttributedString, String)] = [
            (text("Hyphen") { $0.hyphenationFactor = 0.5 }, ".paragraphStyle hyphenationFactor"),
            (text("Indent") { $0.firstLineHeadIndent = 10 }, ".paragraphStyle firstLineHeadIndent"),
            (text("A\tB") { $0.defaultTabInterval = 40 }, ".paragraphStyle defaultTabInterval"),
            (text("A\nB") { $0.tailIndent = 0 }, ""),
        ]
        for (drawn, name) in cases {
            let view = sketch { _ in drawn.draw(in: CGRect(x: 0, y: 0, width: 100, height: 60)) }
            if name.isEmpty {
                _ = try F.pixels(F.container(height: 80, [view]))
                continue
            }
            let error = #expect(throws: CellSnapUIKitError.self) { try F.pixels(F.container(height: 80, [view])) }
            #expect(
                error?.description.contains("NSAttributedString.draw(in:) \(name)") == true,
                "\(String(describing: error))")
        }
    }

    /// A chart's labels and a card's text, drawn as an app's `draw(_:)` draws them.
    @Test func referenceDrawing() {
        let view = sketch(width: 390, height: 240) { _ in
            let alignments: [(NSTextAlignment, String)] = [(.left, "Left"), (.center, "Centre"), (.right, "Right")]
            for (index, (alignment, name)) in alignments.enumerated() {
                let rect = CGRect(x: 10, y: 10 + CGFloat(index) * 26, width: 180, height: 24)
                UIColor.systemGray5.setFill()
                UIRectFill(rect)
                self.text(name) { $0.alignment = alignment }.draw(in: rect)
            }
            let modes: [NSLineBreakMode] = [.byTruncatingHead, .byTruncatingMiddle, .byTruncatingTail, .byClipping]
            for (index, mode) in modes.enumerated() {
                let rect = CGRect(x: 200, y: 10 + CGFloat(index) * 26, width: 180, height: 24)
                UIColor.systemGray5.setFill()
                UIRectFill(rect)
                self.text("The quick brown fox jumps over the lazy dog") { $0.lineBreakMode = mode }.draw(in: rect)
            }
            let card = CGRect(x: 10, y: 120, width: 370, height: 110)
            UIColor.systemGray6.setFill()
            UIRectFill(card)
            self.text(
                "A paragraph with spacing after it, wrapped at the card's width less its indents.\nA second one, "
                    + "cut at the card's bottom with an ellipsis because it goes on and on past what fits.",
                size: 15
            ) {
                $0.paragraphSpacing = 8
                $0.headIndent = 12
                $0.firstLineHeadIndent = 12
                $0.tailIndent = -12
                $0.alignment = .justified
            }.draw(with: card, options: [.usesLineFragmentOrigin, .truncatesLastVisibleLine], context: nil)
        }
        let controller = UIViewController()
        controller.view.backgroundColor = .systemBackground
        view.frame.origin = .zero
        controller.view.addSubview(view)
        assertSnapshot(of: controller, as: .image(width: 390), named: "drawn")
    }
}

/// The first text item of `items` with the group that clips it: string drawing clips its text to
/// its rectangle, inside the groups of the context it is drawn in (its clip, its transform).
func clippedText(in items: [DisplayItem]) -> (GroupItem, TextItem)? {
    for item in items {
        guard case .group(let group) = item else { continue }
        if case .text(let text) = group.items.first { return (group, text) }
        if let found = clippedText(in: group.items) { return found }
    }
    return nil
}
