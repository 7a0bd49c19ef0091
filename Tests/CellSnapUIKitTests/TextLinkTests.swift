// Links in text as UIKit draws them: a text view's `.link` runs in its `linkTextAttributes` (its
// tint colour, underlined, until set), a label's as its other attributes say, and the web
// addresses, email addresses and phone numbers a text view that is not editable detects.
import Foundation
import Pixels
import Testing

@testable import CellSnapUIKit

@MainActor @Suite struct TextLinkTests {
    /// The 3x pixels of `image` close to `rgb`, as an extent and the longest run of them in a row.
    struct Ink {
        var minX = Int.max, maxX = Int.min, minY = Int.max, maxY = Int.min
        var longestRow = 0
        var isEmpty: Bool { minX == Int.max }
    }

    func ink(_ image: RGBAImage, _ rgb: (Int, Int, Int)) -> Ink {
        var ink = Ink()
        for y in 0..<image.height {
            var run = 0
            for x in 0..<image.width {
                let pixel = image[x, y]
                let near =
                    abs(Int(pixel.red) - rgb.0) < 40 && abs(Int(pixel.green) - rgb.1) < 40
                    && abs(Int(pixel.blue) - rgb.2) < 40
                run = near ? run + 1 : 0
                guard near else { continue }
                ink.longestRow = max(ink.longestRow, run)
                (ink.minX, ink.maxX) = (min(ink.minX, x), max(ink.maxX, x))
                (ink.minY, ink.maxY) = (min(ink.minY, y), max(ink.maxY, y))
            }
        }
        return ink
    }

    static let blue = (0, 122, 255)
    static let red = (255, 59, 48)
    static let green = (52, 199, 89)

    func termsTextView(rightToLeft: Bool) -> UITextView {
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 60))
        let text = NSMutableAttributedString(
            string: "Read the terms",
            attributes: [.font: UIFont.systemFont(ofSize: 17), .foregroundColor: UIColor.systemRed])
        text.addAttribute(.link, value: "https://example.com/terms", range: NSRange(location: 9, length: 5))
        view.attributedText = text
        view.isEditable = false
        if rightToLeft { view.semanticContentAttribute = .forceRightToLeft }
        return view
    }

    /// "terms" is drawn in the text view's tint colour with a line under it, after the red words,
    /// in both directions (the text is English, so "terms" ends the line either way).
    @Test(arguments: [false, true])
    func aTextViewsLinkIsItsTintColourUnderlined(rightToLeft: Bool) throws {
        let image = try ControlFixtures.pixels(termsTextView(rightToLeft: rightToLeft), rightToLeft: rightToLeft)
        let link = ink(image, Self.blue)
        let words = ink(image, Self.red)
        #expect(!link.isEmpty && !words.isEmpty)
        #expect(link.minX > words.maxX, "the link follows the words")
        // The underline: one row of blue as wide as the link, within a pixel or two.
        #expect(link.longestRow >= link.maxX - link.minX - 2)
        #expect(words.longestRow < (words.maxX - words.minX) / 2, "the words are not underlined")
    }

    @Test func aTextViewsLinkTakesItsTintAndItsOwnLinkAttributes() throws {
        let view = termsTextView(rightToLeft: false)
        view.tintColor = .systemGreen
        #expect(!ink(try ControlFixtures.pixels(view), Self.green).isEmpty)
        #expect(ink(try ControlFixtures.pixels(view), Self.blue).isEmpty)
        // Emptied, the link keeps its own attributes: red, like the words, and not underlined.
        view.linkTextAttributes = [:]
        let plain = try ControlFixtures.pixels(view)
        #expect(ink(plain, Self.green).isEmpty)
        #expect(ink(plain, Self.red).longestRow < 60)
        view.linkTextAttributes = nil
        #expect((view.linkTextAttributes[.foregroundColor] as? UIColor) == .systemGreen)
        #expect((view.linkTextAttributes[.underlineStyle] as? Int) == NSUnderlineStyle.single.rawValue)
    }

    /// A text colour set after the text colours the words and leaves the link its own.
    @Test func aTextColourSetAfterTheTextLeavesTheLinkBlue() throws {
        let view = termsTextView(rightToLeft: false)
        view.textColor = .systemGreen
        let image = try ControlFixtures.pixels(view)
        #expect(!ink(image, Self.green).isEmpty && !ink(image, Self.blue).isEmpty)
        #expect(ink(image, Self.red).isEmpty)
    }

    /// `UILabel` does not style links: a link run is drawn as its other attributes say, in its own
    /// colour and not underlined (an iOS render: frehelfer/calcMEI's committed home screen
    /// reference draws its label's link run in the app's blue, without an underline).
    @Test(arguments: [false, true])
    func aLabelsLinkIsDrawnAsItsOtherAttributesSay(rightToLeft: Bool) throws {
        func drawn(_ linkAttributes: [NSAttributedString.Key: Any]) throws -> RGBAImage {
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 300, height: 30))
            let text = NSMutableAttributedString(
                string: "See example.com", attributes: [.foregroundColor: UIColor.systemRed])
            text.addAttributes(linkAttributes, range: NSRange(location: 4, length: 11))
            label.attributedText = text
            return try ControlFixtures.pixels(label, rightToLeft: rightToLeft)
        }
        let linked = try drawn([.link: URL(string: "https://example.com") as Any])
        #expect(ink(linked, Self.blue).isEmpty && !ink(linked, Self.red).isEmpty)
        #expect(try linked == drawn([:]))
        // A link run's own colour is its colour.
        let coloured = try drawn([.link: URL(string: "https://example.com") as Any, .foregroundColor: UIColor.link])
        #expect(!ink(coloured, Self.blue).isEmpty && ink(coloured, Self.blue).minX > ink(coloured, Self.red).maxX)
    }

    /// What a text view detects, in UTF-16 ranges, with the link each becomes.
    nonisolated static let detections: [(String, UIDataDetectorTypes, [(Int, Int, String)])] = [
        ("Visit https://example.com/a?b=1.", .link, [(6, 25, "https://example.com/a?b=1")]),
        (
            "Mail ann@example.com, or www.example.org/help.", .link,
            [(5, 15, "mailto:ann@example.com"), (25, 20, "http://www.example.org/help")]
        ),
        (
            "See example.com and shop.example.co.uk!", .link,
            [(4, 11, "http://example.com"), (20, 18, "http://shop.example.co.uk")]
        ),
        (
            "Call +1 (408) 555-0100 or 020 7946 0018.", .phoneNumber,
            [(5, 17, "tel:+14085550100"), (26, 13, "tel:02079460018")]
        ),
        ("Due 2024-01-15, room 12, code 1234567890123456", .phoneNumber, []),
        ("Call 555 0100 about example.com", .link, [(20, 11, "http://example.com")]),
        (
            "Call 555 0100 about example.com", [.link, .phoneNumber],
            [(5, 8, "tel:5550100"), (20, 11, "http://example.com")]
        ),
        ("No links here. Nor numbers.", .all, []),
    ]

    @Test(arguments: detections.indices)
    func theTextViewDetects(index: Int) {
        let (text, types, expected) = Self.detections[index]
        let found = TextDataDetector.links(in: text, types: types)
        #expect(found.map { [$0.range.location, $0.range.length] } == expected.map { [$0.0, $0.1] }, "\(text)")
        #expect(found.map(\.link) == expected.map(\.2), "\(text)")
    }

    @Test(arguments: [false, true])
    func aTextViewThatIsNotEditableDrawsWhatItDetectsAsLinks(rightToLeft: Bool) throws {
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 60))
        view.text = "Write to ann@example.com"
        view.textColor = .systemRed
        view.dataDetectorTypes = [.link, .phoneNumber]
        #expect(ink(try ControlFixtures.pixels(view, rightToLeft: rightToLeft), Self.blue).isEmpty, "editable")
        view.isEditable = false
        let image = try ControlFixtures.pixels(view, rightToLeft: rightToLeft)
        let link = ink(image, Self.blue)
        #expect(!link.isEmpty && link.minX > ink(image, Self.red).maxX)
        #expect(view.text == "Write to ann@example.com" && view.attributedText.hasLinks == false)
    }
}
