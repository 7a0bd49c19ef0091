// A label's text and attributed text as UIKit keeps them: one text, each replacing the other;
// plain text read back as attributed text in the label's font, colour and paragraph; and the
// font, colour, alignment, line breaks and shadow, set while styled text shows, given to all of it.
import CellLayout
import CellSnapUIKit
import CellSnapUIKitTesting
import DisplayList
import Foundation
import Primitives
import Testing

@MainActor @Suite struct UILabelTextTests {
    /// The attributes of `text` at each of its runs, for one key.
    func values(_ key: NSAttributedString.Key, in text: NSAttributedString?) -> [NSObject?] {
        guard let text else { return [] }
        var values: [NSObject?] = []
        text.enumerateAttribute(key, in: NSRange(location: 0, length: text.length), options: []) { value, _, _ in
            values.append(value as? NSObject)
        }
        return values
    }

    @Test func textAndAttributedTextReplaceEachOther() {
        let label = UILabel()
        #expect(label.text == nil && label.attributedText == nil)
        label.attributedText = NSAttributedString(
            string: "Styled", attributes: [.foregroundColor: UIColor.systemRed])
        #expect(label.text == "Styled")
        label.text = "Plain"
        #expect(label.text == "Plain")
        #expect(label.attributedText?.string == "Plain")
        #expect(values(.foregroundColor, in: label.attributedText) == [UIColor.label])
        label.attributedText = NSAttributedString(string: "Styled again")
        label.text = nil
        #expect(label.text == nil && label.attributedText == nil)
        label.text = "Plain"
        label.attributedText = nil
        #expect(label.text == nil)
    }

    /// Plain text reads back in the label's font, colour and paragraph; styled text reads back as
    /// it was set, whatever was set on the label since.
    @Test func attributedTextReadsBack() throws {
        let label = UILabel()
        label.font = .boldSystemFont(ofSize: 20)
        label.textColor = .systemBlue
        label.textAlignment = .center
        label.lineBreakMode = .byWordWrapping
        label.text = "Inbox"
        let plain = try #require(label.attributedText)
        #expect(values(.font, in: plain) == [UIFont.boldSystemFont(ofSize: 20)])
        #expect(values(.foregroundColor, in: plain) == [UIColor.systemBlue])
        let paragraph = try #require(plain.attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle)
        #expect(paragraph.alignment == .center && paragraph.lineBreakMode == .byWordWrapping)
        #expect(plain.attribute(.shadow, at: 0, effectiveRange: nil) == nil)

        let styled = NSMutableAttributedString(string: "Red and plain")
        styled.addAttributes([.foregroundColor: UIColor.systemRed], range: NSRange(location: 0, length: 3))
        label.attributedText = styled
        label.font = .systemFont(ofSize: 30)
        #expect(values(.foregroundColor, in: label.attributedText) == [UIColor.systemRed, nil])
        #expect(values(.font, in: label.attributedText) == [nil])
    }

    /// A font set after styled text is drawn over all of it: the label measures as plain text in
    /// that font does, where the 13 pt run it replaced would have measured smaller.
    @Test func fontSetAfterStyledTextIsDrawn() throws {
        UIView.cellSnapInstallTextMeasurer()
        let styled = UILabel()
        styled.attributedText = NSAttributedString(
            string: "Messages", attributes: [.font: UIFont.systemFont(ofSize: 13)])
        let small = styled.intrinsicContentSize
        styled.font = .systemFont(ofSize: 30)
        let plain = UILabel()
        plain.font = .systemFont(ofSize: 30)
        plain.text = "Messages"
        #expect(styled.intrinsicContentSize == plain.intrinsicContentSize)
        #expect(small.width < plain.intrinsicContentSize.width)
    }

    /// The colour of the label's text and of each span, as laid out in a 200 x 44 window in
    /// `direction`.
    func drawnColours(_ label: UILabel, direction: UITraitEnvironmentLayoutDirection) throws -> [Color?] {
        let placed = try UILabelTests.placedStyles(
            label, frame: CGRect(x: 10, y: 0, width: 180, height: 44), direction: direction)
        let style = try #require(placed.first?.style)
        return [style.color] + style.spans.map(\.color)
    }

    /// A colour set after styled text is drawn over all of it, its runs' colours with it, in both
    /// directions; set before, the runs keep theirs.
    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func colourSetAfterStyledTextIsDrawn(direction: UITraitEnvironmentLayoutDirection) throws {
        let styled = NSMutableAttributedString(string: "Red and plain")
        styled.addAttributes([.foregroundColor: UIColor.systemRed], range: NSRange(location: 0, length: 3))
        let before = UILabel()
        before.textColor = .systemGreen
        before.attributedText = styled
        let after = UILabel()
        after.attributedText = styled
        after.textColor = .systemGreen
        let green = Color(hex: 0x34C759)  // systemGreen, light
        let red = Color(hex: 0xFF3B30)  // systemRed, light
        #expect(try drawnColours(before, direction: direction).first == green)
        #expect(try drawnColours(before, direction: direction).contains(red))
        #expect(try drawnColours(after, direction: direction).allSatisfy { $0 == nil || $0 == green })
    }
}

@MainActor @Suite struct UILabelTruncationTests {
    static let address = "Shop B, G/F, 22-24A Tai Ping San Street SOHO, Sheung Wan, Hong Kong, beside the tram stop"

    func label(lines: Int = 0) -> UILabel {
        let label = UILabel()
        label.numberOfLines = lines
        label.lineBreakMode = .byTruncatingTail
        label.font = .systemFont(ofSize: 17)
        label.text = Self.address
        return label
    }

    /// "Any text that does not fit … inside the bounding rectangle of the label is truncated"
    /// (UIKit's `numberOfLines`): a label shorter than its wrapped text draws the lines its height
    /// holds (one at least), the last truncated, centred on it; one tall enough draws them all,
    /// either way round.
    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func linesBeyondTheLabelsHeightAreNotDrawn(direction: UITraitEnvironmentLayoutDirection) throws {
        let cases: [(height: CGFloat, lines: Int)] = [(15.667, 1), (44, 2), (100, 0)]
        for (height, lines) in cases {
            let placed = try UILabelTests.placedStyles(
                label(), frame: CGRect(x: 10, y: 0, width: 180, height: height), direction: direction)
            let drawn = try #require(placed.first)
            #expect(drawn.style.maximumLines == lines, "\(height) pt")
            // Centred on the label: the one line taller than the squeezed label overflows it
            // above and below, as UIKit centres its text rectangle.
            #expect(abs(drawn.frame.midY - Double(height) / 2) < 0.5, "\(height) pt")
        }
        // A limit of its own below what fits stays.
        let one = try UILabelTests.placedStyles(
            label(lines: 1), frame: CGRect(x: 10, y: 0, width: 180, height: 44), direction: direction)
        #expect(one.first?.style.maximumLines == 1)
    }

    /// Drawn, the short label leaves no ink below itself: the second line is not drawn over what
    /// lies under the label.
    @Test func noInkBelowAShortLabel() throws {
        let controller = UIViewController()
        controller.view.frame = CGRect(x: 0, y: 0, width: 334, height: 60)
        controller.view.backgroundColor = .white
        let short = label()
        short.frame = CGRect(x: 0, y: 0, width: 334, height: 15.667)
        controller.view.addSubview(short)
        guard
            case .image(let pixels, _, _, _) = try Snapshotting<UIViewController>.image(width: 334).snapshot(controller)
        else { throw CellSnapUIKitError(call: "noInkBelowAShortLabel", reason: "not an image") }
        func inked(_ rows: Range<Int>) -> [Int] {
            rows.filter { y in (0..<pixels.width).contains { x in pixels[x, y].red < 128 } }
        }
        #expect(pixels.height == 180)
        #expect(inked(26 * 3..<180).isEmpty && !inked(0..<20 * 3).isEmpty)
    }
}
