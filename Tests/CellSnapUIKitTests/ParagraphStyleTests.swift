// Linux only: NSParagraphStyle as UIKit documents it (issue 40): its defaults, and what a label
// (and a text view, which draws through one) draws of it in both layout directions: alignment,
// line spacing, line heights, line break mode and writing direction; the rest refused by name.
import CellLayout
import CellModel
import CellSnapUIKit
import CellSnapUIKitTesting
import DisplayList
import Foundation
import Primitives
import Testing

@MainActor @Suite struct ParagraphStyleTests {
    init() { UIView.cellSnapInstallTextMeasurer() }

    @Test func defaultsAreUIKits() throws {
        let style = NSParagraphStyle.default
        #expect(style.alignment == .natural && style.lineBreakMode == .byWordWrapping)
        #expect(style.baseWritingDirection == .natural && style.lineBreakStrategy == [])
        let zeros: [CGFloat] = [
            style.lineSpacing, style.paragraphSpacing, style.paragraphSpacingBefore, style.headIndent,
            style.tailIndent, style.firstLineHeadIndent, style.minimumLineHeight, style.maximumLineHeight,
            style.lineHeightMultiple, style.defaultTabInterval,
        ]
        #expect(zeros.allSatisfy { $0 == 0 })
        #expect(style.hyphenationFactor == 0 && !style.usesDefaultHyphenation)
        #expect(!style.allowsDefaultTighteningForTruncation && style.textLists.isEmpty)
        #expect(style.tabStops.map(\.location) == (1...12).map { CGFloat($0 * 28) })
        #expect(style.tabStops.allSatisfy { $0.alignment == .left })
        let mutable = try #require(style.mutableCopy() as? NSMutableParagraphStyle)
        #expect(mutable == style)
        mutable.lineSpacing = 4
        mutable.alignment = .center
        #expect(mutable != style && NSParagraphStyle.default.lineSpacing == 0)
        let copy = try #require(mutable.copy() as? NSParagraphStyle)
        #expect(copy == mutable && !(copy is NSMutableParagraphStyle))
        let other = NSMutableParagraphStyle()
        other.setParagraphStyle(mutable)
        #expect(other == mutable)
        other.addTabStop(NSTextTab(textAlignment: .right, location: 100))
        #expect(other.tabStops.count == 13)
        #expect(NSParagraphStyle.defaultWritingDirection(forLanguage: "he") == .rightToLeft)
        #expect(NSParagraphStyle.defaultWritingDirection(forLanguage: "en-GB") == .leftToRight)
        #expect(NSTextList(markerFormat: .lowercaseRoman).marker(forItemNumber: 14) == "xiv")
        #expect(NSTextList(markerFormat: .uppercaseAlpha).marker(forItemNumber: 28) == "AB")
    }

    /// A label 300 pt wide holding `text` (in `paragraph` over all of it), drawn at 3x in `direction`:
    /// the bounds of its ink.
    private func ink(
        _ text: String, paragraph: NSParagraphStyle?, labelAlignment: NSTextAlignment = .natural,
        rightToLeft: Bool
    ) throws -> Rect {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 44))
        container.backgroundColor = .white
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 300, height: 44))
        label.textAlignment = labelAlignment
        var attributes: [NSAttributedString.Key: Any] = [:]
        if let paragraph { attributes[.paragraphStyle] = paragraph }
        label.attributedText = NSAttributedString(string: text, attributes: attributes)
        container.addSubview(label)
        let image = try ControlFixtures.pixels(container, rightToLeft: rightToLeft)
        return try #require(ListSectionViewTests.inkBounds(in: image, rows: 0..<44))
    }

    private func paragraph(_ configure: (NSMutableParagraphStyle) -> Void) -> NSParagraphStyle {
        let style = NSMutableParagraphStyle()
        configure(style)
        return style
    }

    /// The paragraph's alignment replaces the label's: centred, left, right and natural (which
    /// follows the layout direction), in both directions.
    @Test(arguments: [false, true])
    func alignmentIsDrawn(rightToLeft: Bool) throws {
        let plain = try ink("Centred", paragraph: nil, rightToLeft: rightToLeft)
        let centred = try ink("Centred", paragraph: paragraph { $0.alignment = .center }, rightToLeft: rightToLeft)
        #expect(abs(centred.midX - 150) <= 0.5, "\(centred)")
        // The same ink, give or take the pixel a different subpixel position can add.
        #expect(abs(centred.width - plain.width) <= 1.0 / 3 + 1e-9)
        let left = try ink(
            "Left", paragraph: paragraph { $0.alignment = .left }, labelAlignment: .right, rightToLeft: rightToLeft)
        #expect(left.minX < 5, "the paragraph's .left wins over the label's .right: \(left)")
        let right = try ink("Right", paragraph: paragraph { $0.alignment = .right }, rightToLeft: rightToLeft)
        #expect(right.maxX > 295, "\(right)")
        let natural = try ink("Natural", paragraph: paragraph { $0.lineSpacing = 1 }, rightToLeft: rightToLeft)
        #expect(rightToLeft ? natural.maxX > 295 : natural.minX < 5, "natural follows the direction: \(natural)")
    }

    /// Attributes as apps write them: a dictionary literal of a paragraph style, a font and a
    /// colour is inferred as `[NSAttributedString.Key: NSObject]`, as on iOS (UIFont and UIColor
    /// are NSObjects), and draws.
    @Test func attributesAsAppsWriteThem() throws {
        let attributes = [
            NSAttributedString.Key.paragraphStyle: paragraph { $0.alignment = .center },
            NSAttributedString.Key.font: UIFont.preferredFont(forTextStyle: .body),
            NSAttributedString.Key.foregroundColor: UIColor.label,
        ]
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        label.attributedText = NSMutableAttributedString(string: "Centred", attributes: attributes)
        _ = try ControlFixtures.layout(label)
        #expect(attributes.count == 3 && UIFont.systemFont(ofSize: 17) == UIFont.systemFont(ofSize: 17))
        #expect(Set([UIColor.red, UIColor(red: 1, green: 0, blue: 0, alpha: 1)]).count == 1)
    }

    /// Line spacing adds its points between lines (not after the last), as Pango spaces lines.
    @Test func lineSpacingIsAddedBetweenLines() {
        func height(_ spacing: CGFloat, _ text: String) -> CGFloat {
            let label = UILabel()
            label.numberOfLines = 0
            label.attributedText = NSAttributedString(
                string: text, attributes: [.paragraphStyle: paragraph { $0.lineSpacing = spacing }])
            return label.intrinsicContentSize.height
        }
        #expect(height(10, "One\nTwo\nThree") == height(0, "One\nTwo\nThree") + 20)
        #expect(height(10, "One") == height(0, "One"))
    }

    /// The paragraph's line break mode replaces the label's: word wrapping clips a single line
    /// that does not fit, as on iOS (where a paragraph style takes a label's ellipsis away).
    @Test func lineBreakModeAndDirectionReachTheTextStyle() throws {
        func style(_ paragraph: NSParagraphStyle) throws -> TextStyle {
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 80, height: 44))
            label.attributedText = NSAttributedString(
                string: "A title much too long", attributes: [.paragraphStyle: paragraph])
            let layout = try ControlFixtures.layout(label)
            let text = try #require(layout.root.allNodes.first { if case .text = $0.content { true } else { false } })
            guard case .text(_, let style) = text.content else { throw CellSnapUIKitError(call: "", reason: "") }
            return style
        }
        #expect(try style(NSParagraphStyle.default).truncation == .clip)
        #expect(try style(paragraph { $0.lineBreakMode = .byTruncatingMiddle }).truncation == .middle)
        #expect(try style(paragraph { $0.baseWritingDirection = .rightToLeft }).direction == .rightToLeft)
        #expect(try style(paragraph { $0.lineSpacing = 3 }).lineSpacing == 3)
    }

    /// A paragraph's line heights, as TextKit lays lines out: the font's line (20.29 pt at 17 pt)
    /// times the multiple, at least the minimum and at most the maximum, every line that tall.
    @Test func lineHeightsSetEveryLine() {
        let natural = UIFont.systemFont(ofSize: 17).lineHeight
        func height(_ configure: (NSMutableParagraphStyle) -> Void) -> CGFloat {
            let label = UILabel()
            label.numberOfLines = 0
            label.attributedText = NSAttributedString(
                string: "One\nTwo\nThree", attributes: [.paragraphStyle: paragraph(configure)])
            return label.intrinsicContentSize.height
        }
        let plain = height { _ in }
        let cases: [(String, (NSMutableParagraphStyle) -> Void, CGFloat)] = [
            ("minimum", { $0.minimumLineHeight = 30 }, 90),
            ("minimum below the font's", { $0.minimumLineHeight = 12 }, plain),
            ("multiple", { $0.lineHeightMultiple = 1.5 }, 3 * natural * 1.5),
            (
                "multiple, at most the maximum",
                {
                    $0.lineHeightMultiple = 2
                    $0.maximumLineHeight = 25
                }, 75
            ),
            (
                "with spacing",
                {
                    $0.minimumLineHeight = 30
                    $0.lineSpacing = 4
                }, 98
            ),
        ]
        for (name, configure, expected) in cases {
            // Measured sizes are rounded up to the screen's pixels.
            #expect(abs(height(configure) - expected) <= 1.0 / 3, "\(name): \(height(configure)) for \(expected)")
        }
    }

    /// A taller line puts its extra height above the glyphs (TextKit's, where Pango centres
    /// them): a label of one 44 pt line draws its ink 44 - 20.29 pt lower than a plain one, in
    /// both directions; a label taller than its text still centres the lines in its bounds.
    @Test(arguments: [false, true])
    func tallerLinesPutTheirExtraHeightAboveTheGlyphs(rightToLeft: Bool) throws {
        func inkTop(minimumLineHeight: CGFloat, labelHeight: CGFloat?) throws -> Double {
            let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
            container.backgroundColor = .white
            let label = UILabel()
            label.attributedText = NSAttributedString(
                string: "Hx", attributes: [.paragraphStyle: paragraph { $0.minimumLineHeight = minimumLineHeight }])
            label.frame = CGRect(
                x: 0, y: 0, width: 300, height: labelHeight ?? label.intrinsicContentSize.height)
            container.addSubview(label)
            let image = try ControlFixtures.pixels(container, rightToLeft: rightToLeft)
            return try #require(ListSectionViewTests.inkBounds(in: image, rows: 0..<100)).minY
        }
        let natural = Double(UIFont.systemFont(ofSize: 17).lineHeight)
        let plain = try inkTop(minimumLineHeight: 0, labelHeight: nil)
        let tall = try inkTop(minimumLineHeight: 44, labelHeight: nil)
        #expect(abs(tall - plain - (44 - natural)) <= 1.0 / 3 + 1e-9, "\(plain) → \(tall)")
        // In a 100 pt label the 44 pt line is centred: its glyphs 28 pt lower than at the top.
        let centred = try inkTop(minimumLineHeight: 44, labelHeight: 100)
        #expect(abs(centred - tall - 28) <= 1.0 / 3 + 1e-9, "\(tall) → \(centred)")
    }

    /// A paragraph is laid out with the style of its first character: a style on the first run
    /// of a one-paragraph text is the whole text's, as Apple's text system fixes it, so the
    /// centred first word centres the whole line, in both directions (pixels measured).
    @Test(arguments: [false, true]) func aParagraphTakesItsFirstCharactersStyle(rightToLeft: Bool) throws {
        let firstRun = NSMutableAttributedString(
            string: "One", attributes: [.paragraphStyle: paragraph { $0.alignment = .center }])
        firstRun.append(NSAttributedString(string: " Two"))
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 44))
        container.backgroundColor = .white
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 300, height: 44))
        label.attributedText = firstRun
        container.addSubview(label)
        let image = try ControlFixtures.pixels(container, rightToLeft: rightToLeft)
        let ink = try #require(ListSectionViewTests.inkBounds(in: image, rows: 0..<44))
        #expect(abs(ink.midX - 150) <= 0.5, "\(ink)")
        #expect(ink.width > 50, "both words drawn: \(ink)")
    }

    /// What the text engine does not draw as TextKit does is refused by name.
    @Test func refusals() throws {
        let cases: [(NSParagraphStyle, String)] = [
            (paragraph { $0.headIndent = 10 }, "headIndent"),
            (paragraph { $0.firstLineHeadIndent = 10 }, "firstLineHeadIndent"),
            (paragraph { $0.paragraphSpacing = 8 }, "paragraphSpacing"),
            (paragraph { $0.hyphenationFactor = 1 }, "hyphenationFactor"),
        ]
        for (style, property) in cases {
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
            label.attributedText = NSAttributedString(string: "Text", attributes: [.paragraphStyle: style])
            let error = try #require(throws: CellSnapUIKitError.self) { try ControlFixtures.layout(label) }
            #expect(error.call == "UILabel.attributedText .paragraphStyle \(property)")
        }
        let low = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        low.attributedText = NSAttributedString(
            string: "Text", attributes: [.paragraphStyle: paragraph { $0.maximumLineHeight = 12 }])
        let lowError = try #require(throws: CellSnapUIKitError.self) { try ControlFixtures.layout(low) }
        #expect(lowError.call.hasPrefix("UILabel.attributedText .paragraphStyle line height 12.0 below the font's"))
        let parts = NSMutableAttributedString(string: "One\nTwo")
        parts.addAttribute(
            .paragraphStyle, value: paragraph { $0.alignment = .center }, range: NSRange(location: 0, length: 4))
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        label.attributedText = parts
        let error = try #require(throws: CellSnapUIKitError.self) { try ControlFixtures.layout(label) }
        #expect(error.call == "UILabel.attributedText .paragraphStyle of one paragraph differing from another's")
        // Other text draws the default paragraph style only.
        func contentView(_ style: NSParagraphStyle) -> UIListContentView {
            var content = UIListContentConfiguration.cell()
            content.attributedText = NSAttributedString(string: "Row", attributes: [.paragraphStyle: style])
            let view = UIListContentView(configuration: content)
            view.frame = CGRect(x: 0, y: 0, width: 300, height: 44)
            return view
        }
        let centred = try #require(throws: CellSnapUIKitError.self) {
            try ControlFixtures.layout(contentView(paragraph { $0.alignment = .center }))
        }
        #expect(centred.call.hasSuffix(".paragraphStyle alignment"), "\(centred.call)")
        _ = try ControlFixtures.layout(contentView(.default))
    }

    /// Attributes CellSnap does not draw are refused by name; the classes they take compile.
    @Test func undrawnAttributesAreRefusedByName() throws {
        // (`NSShadow` over the whole text is drawn: TextShadowTests; a label's attachments:
        // LabelTextAttachmentTests.)
        let attachment = NSTextAttachment(image: UIImage(systemName: "star.fill")!)
        let withAttachment = NSAttributedString(attachment: attachment)
        #expect(withAttachment.string == "\u{FFFC}" && NSTextAttachment.character == 0xFFFC)
        // (Underlines, strikethroughs, kerning, backgrounds and baseline offsets are drawn:
        // AttributedRunDecorationTests; links: TextLinkTests.)
        for (key, value) in [(NSAttributedString.Key.obliqueness, 0.2 as Any), (.strokeWidth, -2.0 as Any)] {
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
            label.attributedText = NSAttributedString(string: "Text", attributes: [key: value])
            let error = try #require(throws: CellSnapUIKitError.self) { try ControlFixtures.layout(label) }
            #expect(error.call == "UILabel.attributedText attribute \(key.rawValue)")
        }
    }

    /// A view provider is kept for its file type and made by an attachment that overrides
    /// `viewProvider(for:location:textContainer:)`.
    @Test func textAttachmentViewProvidersAreRegisteredAndTheirTextRefused() throws {
        final class Place: NSObject, NSTextLocation {
            func compare(_ location: any NSTextLocation) -> ComparisonResult { .orderedSame }
        }
        final class BadgeProvider: NSTextAttachmentViewProvider {
            override func loadView() { view = UILabel() }
        }
        final class BadgeAttachment: NSTextAttachment {
            override func viewProvider(
                for parentView: UIView?, location: any NSTextLocation, textContainer: NSTextContainer?
            ) -> NSTextAttachmentViewProvider? {
                BadgeProvider(textAttachment: self, parentView: parentView, textLayoutManager: nil, location: location)
            }
        }
        let type = "com.example.badge.round17"
        #expect(NSTextAttachment.textAttachmentViewProviderClass(forFileType: type) == nil)
        let attachment = BadgeAttachment(data: nil, ofType: type)
        #expect(!attachment.usesTextAttachmentView)
        NSTextAttachment.registerViewProviderClass(BadgeProvider.self, forFileType: type)
        #expect(NSTextAttachment.textAttachmentViewProviderClass(forFileType: type) == BadgeProvider.self)
        #expect(attachment.usesTextAttachmentView)
        attachment.allowsTextAttachmentView = false
        #expect(!attachment.usesTextAttachmentView)
        attachment.bounds = CGRect(x: 0, y: -2, width: 20, height: 12)
        let place = Place()
        let provider = try #require(attachment.viewProvider(for: nil, location: place, textContainer: nil))
        provider.loadView()
        #expect(provider.view is UILabel && provider.textAttachment === attachment && provider.location === place)
        let bounds = provider.attachmentBounds(
            for: [:], location: place, textContainer: nil, proposedLineFragment: .zero, position: .zero)
        #expect(bounds == CGRect(x: 0, y: -2, width: 20, height: 12) && !provider.tracksTextAttachmentViewBounds)
        #expect(
            NSTextAttachment(data: nil, ofType: type).viewProvider(for: nil, location: place, textContainer: nil) == nil
        )
        // A label lays its text out with TextKit 1, which draws the attachment's image, not a
        // provider's view: this attachment has none.
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        label.attributedText = NSAttributedString(attachment: attachment)
        let error = try #require(throws: CellSnapUIKitError.self) { try ControlFixtures.layout(label) }
        #expect(error.call == "UILabel.attributedText NSTextAttachment without an image")
    }
}
