// A label's text and attributed text as UIKit keeps them: one text, each replacing the other;
// plain text read back as attributed text in the label's font, colour and paragraph; and the
// font, colour, alignment, line breaks and shadow, set while styled text shows, given to all of it.
import CellSnapUIKit
import Foundation
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

    /// Plain text reads back in the label's font, colour and paragraph; styled text reads back
    /// with them wherever it sets none, and keeps its own where it does.
    @Test func attributedTextReadsBackWithTheLabelsLook() throws {
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
        styled.addAttribute(.foregroundColor, value: UIColor.systemRed, range: NSRange(location: 0, length: 3))
        label.attributedText = styled
        #expect(values(.foregroundColor, in: label.attributedText) == [UIColor.systemRed, UIColor.systemBlue])
        #expect(values(.font, in: label.attributedText) == [UIFont.boldSystemFont(ofSize: 20)])
    }

    /// Font, colour, alignment, line breaks and shadow set while styled text shows are given to
    /// all of it, as Apple documents for each; set while plain text shows, they change no text.
    @Test func lookSetOnStyledTextIsGivenToAllOfIt() throws {
        let label = UILabel()
        let styled = NSMutableAttributedString(string: "Two runs")
        styled.addAttributes(
            [.font: UIFont.systemFont(ofSize: 13), .foregroundColor: UIColor.systemRed],
            range: NSRange(location: 0, length: 3))
        label.attributedText = styled
        label.font = .systemFont(ofSize: 30)
        label.textColor = .systemGreen
        label.textAlignment = .right
        label.lineBreakMode = .byClipping
        label.shadowColor = .systemGray
        label.shadowOffset = CGSize(width: 1, height: 2)
        let text = try #require(label.attributedText)
        #expect(values(.font, in: text) == [UIFont.systemFont(ofSize: 30)])
        #expect(values(.foregroundColor, in: text) == [UIColor.systemGreen])
        let paragraph = try #require(text.attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle)
        #expect(paragraph.alignment == .right && paragraph.lineBreakMode == .byClipping)
        let shadow = try #require(text.attribute(.shadow, at: 0, effectiveRange: nil) as? NSShadow)
        #expect(shadow.shadowColor as? UIColor == .systemGray && shadow.shadowOffset == CGSize(width: 1, height: 2))
        label.shadowColor = nil
        #expect(label.attributedText?.attribute(.shadow, at: 0, effectiveRange: nil) == nil)
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
}

/// An app's highlight: a second colour over part of a coloured text, with `addAttribute`, which
/// Linux's Foundation traps on for values of Swift classes; through UIKit's object overload it
/// runs, and the label draws both runs.
@MainActor @Suite struct AttributedHighlightTests {
    @Test func aSecondColourOverPartOfTheText() throws {
        let text = NSMutableAttributedString(string: "Inbox (3)", attributes: [.foregroundColor: UIColor.label])
        text.addAttribute(.foregroundColor, value: UIColor.systemBlue, range: NSRange(location: 6, length: 3))
        text.addAttribute(.font, value: UIFont.boldSystemFont(ofSize: 17), range: NSRange(location: 0, length: 9))
        var colours: [UIColor?] = []
        text.enumerateAttribute(.foregroundColor, in: NSRange(location: 0, length: text.length), options: []) {
            value, _, _ in colours.append(value as? UIColor)
        }
        #expect(colours == [UIColor.label, UIColor.systemBlue])
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        label.attributedText = text
        UIView.cellSnapInstallTextMeasurer()
        #expect(label.intrinsicContentSize.width > 0)
    }
}
