// Linux only: text as UIKit code sets it (issue 40), in one view: labels with paragraph styles
// (centred, right, line spacing, middle truncation), a bold title from a font descriptor, a field
// typed into, a secure field and a text view whose storage was edited, left to right and right
// to left. References: Snapshots/TextSnapshotTests/.
import CellSnapUIKitTesting
import Foundation
import Testing

@MainActor @Suite struct TextSnapshotTests {
    func paragraph(_ configure: (NSMutableParagraphStyle) -> Void) -> NSParagraphStyle {
        let style = NSMutableParagraphStyle()
        configure(style)
        return style
    }

    /// The height `label` needs at the gallery's width, as CellSnap draws it.
    func fitting(_ label: UILabel) -> CGFloat { label.sizeThatFits(CGSize(width: 350, height: 0)).height }

    /// The gallery: each view 350 pt wide, one under the other, 20 pt from the leading edge (each
    /// label as tall as it needs, so that no text is clipped).
    func gallery() -> UIView {
        UIView.cellSnapInstallTextMeasurer()
        var views: [UIView] = []
        var y: CGFloat = 12
        func add(_ view: UIView, height: CGFloat) {
            view.frame = CGRect(x: 20, y: y, width: 350, height: height)
            views.append(view)
            y += height + 12
        }
        func label(_ text: String, _ style: NSParagraphStyle, lines: Int = 1) -> UILabel {
            let label = UILabel()
            label.numberOfLines = lines
            label.attributedText = NSAttributedString(string: text, attributes: [.paragraphStyle: style])
            return label
        }
        let title = UILabel()
        title.font = UIFont(
            descriptor: UIFontDescriptor.preferredFontDescriptor(withTextStyle: .title2).withSymbolicTraits(
                .traitBold)!,
            size: 0)
        title.text = "Paragraphs"
        add(title, height: fitting(title))
        let centred = label("Centred", paragraph { $0.alignment = .center })
        add(centred, height: fitting(centred))
        let right = label("Right", paragraph { $0.alignment = .right })
        add(right, height: fitting(right))
        let spaced = label(
            "Twelve points between these lines, which wrap in the label's width as the text engine breaks them.",
            paragraph { $0.lineSpacing = 12 }, lines: 0)
        add(spaced, height: fitting(spaced))
        let truncated = label(
            "A long title truncated in its middle by its paragraph style",
            paragraph { $0.lineBreakMode = .byTruncatingMiddle })
        add(truncated, height: fitting(truncated))
        let field = UITextField()
        field.borderStyle = .roundedRect
        field.placeholder = "Search"
        for character in "Typed" { field.insertText(String(character)) }
        add(field, height: 34)
        let secure = UITextField()
        secure.borderStyle = .roundedRect
        secure.isSecureTextEntry = true
        secure.text = "secret"
        add(secure, height: 34)
        let notes = UITextView()
        notes.isScrollEnabled = false
        notes.text = "Notes drawn from their text storage"
        notes.textStorage.replaceCharacters(in: NSRange(location: 0, length: 5), with: "Lines")
        add(notes, height: notes.sizeThatFits(CGSize(width: 350, height: 0)).height)
        return ControlFixtures.container(height: y, views)
    }

    /// The middle truncation is what the gallery shows, so the lint does not report it.
    let lint = LintPolicy.warn.disabling(.truncatedText)

    @Test func text() {
        assertSnapshot(of: gallery(), as: .screen(), named: "ltr", lint: lint)
        assertSnapshot(
            of: gallery(), as: .screen(traits: UITraitCollection(layoutDirection: .rightToLeft)), named: "rtl",
            lint: lint)
    }
}
