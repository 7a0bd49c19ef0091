// UILabel's text and attributed text as UIKit documents them: one string, whichever was set last;
// attributed text sets the label's font, colour, alignment and line break mode from its first
// character, and setting those afterwards restyles the whole attributed text.
import CellLayout
import CellModel
import CellSnapUIKit
import CellSnapUIKitTesting
import DisplayList
import Foundation
import Primitives
import Testing

@MainActor @Suite struct UILabelAttributedTextTests {
    /// What a label draws in a 200 x 44 window in `direction`: its string, frame, and the font
    /// size and colour of each character (its run's, else the label's).
    struct Drawn: Equatable {
        var string: String
        var frame: Rect
        var sizes: [Double]
        var colors: [Color]
        var alignment: TextAlignment
    }

    func drawn(_ label: UILabel, direction: UITraitEnvironmentLayoutDirection) throws -> [Drawn] {
        UIView.cellSnapInstallTextMeasurer()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        window.cellSnapTraits = UITraitCollection(layoutDirection: direction)
        label.frame = CGRect(x: 10, y: 0, width: 150, height: 44)
        label.accessibilityIdentifier = "label"
        window.addSubview(label)
        let screen = try window.cellSnapScreen()
        let measurer = try #require(UIView.cellSnapTextMeasurer)
        let layout = LayoutEngine.layout(
            screen.node, width: 200, context: LayoutContext(measurer: measurer, direction: screen.traits.direction))
        return layout.root.allNodes.compactMap { node in
            guard node.role.rawValue.hasPrefix("label"), case .text(let string, let style) = node.content,
                !string.isEmpty
            else { return nil }
            let characters = (0..<string.count).map { index in
                style.spans.last { $0.start <= index && index < $0.start + $0.length }
            }
            return Drawn(
                string: string, frame: node.frame,
                sizes: characters.map { $0?.font?.size ?? style.font.size },
                colors: characters.map { $0?.color ?? style.color }, alignment: style.alignment)
        }
    }

    static let red = Color(red: 1, green: 0, blue: 0)
    static let blue = Color(red: 0, green: 0, blue: 1)

    /// Two runs: "Ab" red 20 pt, "cd" blue 12 pt.
    static var twoRuns: NSAttributedString {
        let text = NSMutableAttributedString(
            string: "Ab", attributes: [.font: UIFont.systemFont(ofSize: 20), .foregroundColor: UIColor(red: 1, green: 0, blue: 0, alpha: 1)])
        text.append(
            NSAttributedString(
                string: "cd",
                attributes: [.font: UIFont.systemFont(ofSize: 12), .foregroundColor: UIColor(red: 0, green: 0, blue: 1, alpha: 1)]))
        return text
    }

    /// Plain text set after attributed text replaces it, drawn in the label's font and colour,
    /// which took the attributed text's first character's (UIKit: "assigning a new value updates
    /// the values in the font, textColor ... to reflect the style information starting at
    /// location 0"); the empty attributed text a reused cell's label may hold takes nothing.
    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func textSetAfterAttributedTextReplacesIt(direction: UITraitEnvironmentLayoutDirection) throws {
        let empty = UILabel()
        empty.attributedText = NSAttributedString(string: "")
        #expect(empty.text == "")
        empty.text = "Norway"
        #expect(empty.text == "Norway" && empty.attributedText?.string == "Norway")
        #expect(empty.font == UIFont.systemFont(ofSize: 17) && empty.textColor == UIColor.label)
        let plain = try #require(try drawn(empty, direction: direction).first)
        #expect(plain.string == "Norway" && plain.sizes == Array(repeating: 17, count: 6))

        let label = UILabel()
        label.attributedText = Self.twoRuns
        #expect(label.text == "Abcd")
        #expect(label.font.pointSize == 20 && label.textColor == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        label.text = "Peru"
        let peru = try #require(try drawn(label, direction: direction).first)
        #expect(peru.string == "Peru" && peru.sizes == [20, 20, 20, 20] && peru.colors == Array(repeating: Self.red, count: 4))
        // Read back, the plain text carries the label's font, colour and paragraph.
        let readBack = try #require(label.attributedText)
        #expect(readBack.string == "Peru")
        #expect((readBack.attribute(.font, at: 3, effectiveRange: nil) as? UIFont)?.pointSize == 20)
        #expect((readBack.attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle)?.lineBreakMode == .byTruncatingTail)
        // The same frame in both directions' drawing of the same string and font as a fresh label.
        let fresh = UILabel()
        fresh.font = .systemFont(ofSize: 20)
        fresh.text = "Peru"
        #expect(try drawn(fresh, direction: direction).first?.frame == peru.frame)
        label.text = nil
        #expect(label.text == nil && label.attributedText == nil)
        #expect(try drawn(label, direction: direction).isEmpty)
    }

    /// Attributed text set after plain text replaces it, with its runs; `nil` clears both.
    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func attributedTextSetAfterTextReplacesIt(direction: UITraitEnvironmentLayoutDirection) throws {
        let label = UILabel()
        label.text = "Chile"
        label.attributedText = Self.twoRuns
        #expect(label.text == "Abcd")
        let runs = try #require(try drawn(label, direction: direction).first)
        #expect(runs.string == "Abcd" && runs.sizes == [20, 20, 12, 12])
        #expect(runs.colors == [Self.red, Self.red, Self.blue, Self.blue])
        label.attributedText = nil
        #expect(label.text == nil && label.attributedText == nil)
        #expect(try drawn(label, direction: direction).isEmpty)
    }

    /// Font and colour set after attributed text apply to all of it (UIKit: "applies the font to
    /// the entirety of the string"); before it, the runs' own attributes win.
    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func fontAndColourSetAfterAttributedTextRestyleAllOfIt(direction: UITraitEnvironmentLayoutDirection) throws {
        let before = UILabel()
        before.font = .systemFont(ofSize: 30)
        before.textColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
        before.attributedText = Self.twoRuns
        #expect(try drawn(before, direction: direction).first?.sizes == [20, 20, 12, 12])
        #expect(before.font.pointSize == 20)

        let after = UILabel()
        after.attributedText = Self.twoRuns
        after.font = .systemFont(ofSize: 14)
        after.textColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        let restyled = try #require(try drawn(after, direction: direction).first)
        #expect(restyled.string == "Abcd" && restyled.sizes == [14, 14, 14, 14])
        #expect(restyled.colors == Array(repeating: Self.blue, count: 4))
        let text = try #require(after.attributedText)
        #expect((text.attribute(.font, at: 3, effectiveRange: nil) as? UIFont)?.pointSize == 14)
    }

    /// Alignment and line break mode: attributed text with a paragraph style sets them; set after
    /// it, they change every paragraph style of the text, which is drawn so aligned (in the
    /// label's box, the same in both directions).
    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func alignmentSetAfterAttributedTextRestylesItsParagraphs(direction: UITraitEnvironmentLayoutDirection) throws {
        let centred = NSMutableParagraphStyle()
        centred.alignment = .center
        let label = UILabel()
        label.attributedText = NSAttributedString(string: "Oslo", attributes: [.paragraphStyle: centred])
        #expect(label.textAlignment == .center && label.lineBreakMode == .byWordWrapping)
        let centre = try #require(try drawn(label, direction: direction).first)
        #expect(centre.alignment == .center && centre.frame.minX == 10 && centre.frame.width == 150)
        label.textAlignment = .right
        let paragraph = label.attributedText?.attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle
        #expect(paragraph?.alignment == .right && paragraph?.lineBreakMode == .byWordWrapping)
        #expect(try drawn(label, direction: direction).first?.alignment == .right)
        // Without a paragraph style, the alignment set after it is the label's, as before.
        let plain = UILabel()
        plain.attributedText = NSAttributedString(string: "Oslo")
        plain.textAlignment = .right
        #expect(try drawn(plain, direction: direction).first?.alignment == .right)
    }
}
