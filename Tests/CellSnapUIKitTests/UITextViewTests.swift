// Linux only: UITextView (issue 40): UIKit's defaults, its text inside the container inset and
// the line fragment padding, self-sizing with scrolling disabled, in both layout directions.
import CellSnapUIKitTesting
import Foundation
import Pixels
import Testing

/// A text view subclass as apps write them: it overrides UIKit's designated initialisers.
private final class NotesView: UITextView {
    override init(frame: CGRect, textContainer: NSTextContainer?) {
        super.init(frame: frame, textContainer: textContainer)
        text = "Notes"
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }
}

@MainActor @Suite struct UITextViewTests {
    init() { UIView.cellSnapInstallTextMeasurer() }

    static let note = "Bring the blue folder to the Thursday meeting, and the minutes of the last one."

    @Test func uikitDefaults() {
        let view = UITextView()
        #expect(view.font == .preferredFont(forTextStyle: .body) && view.textColor == .black)
        #expect(view.textContainerInset == UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
        #expect(view.textContainer.lineFragmentPadding == 5)
        #expect(view.isEditable && view.isSelectable && view.isScrollEnabled && view.dataDetectorTypes == [])
        #expect(view.text == "" && view.textAlignment == .natural && !view.adjustsFontForContentSizeCategory)
        view.attributedText = NSAttributedString(string: "Styled")
        #expect(view.text == "Styled")
        let container = NSTextContainer()
        container.lineFragmentPadding = 0
        let notes = NotesView(frame: .zero, textContainer: container)
        #expect(notes.textContainer === container && notes.text == "Notes" && NotesView().text == "Notes")
    }

    /// A label measuring `text` in the text view's font, wrapped at `width`.
    private func textSize(_ text: String, width: CGFloat) -> CGSize {
        let label = UILabel()
        label.numberOfLines = 0
        label.lineBreakMode = .byWordWrapping
        label.font = .preferredFont(forTextStyle: .body)
        label.text = text
        return label.sizeThatFits(CGSize(width: width, height: 0))
    }

    @Test func sizeThatFitsIsTheWrappedTextPlusTheInsets() {
        let view = UITextView()
        view.text = Self.note
        view.textContainerInset = UIEdgeInsets(top: 4, left: 10, bottom: 6, right: 20)
        let text = textSize(Self.note, width: 300 - 30 - 10)
        #expect(text.height > 30, "the note wraps")
        #expect(view.sizeThatFits(CGSize(width: 300, height: 0)) == CGSize(width: 300, height: text.height + 10))
    }

    @Test(arguments: [false, true])
    func aTextViewWithoutScrollingIsAsTallAsItsText(rightToLeft: Bool) throws {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        if rightToLeft { container.semanticContentAttribute = .forceRightToLeft }
        let view = UITextView()
        view.text = Self.note
        view.isScrollEnabled = false
        view.textContainerInset = UIEdgeInsets(top: 4, left: 10, bottom: 6, right: 20)
        view.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(view)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16),
            view.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            view.topAnchor.constraint(equalTo: container.topAnchor, constant: 20),
        ])
        container.layoutIfNeeded()
        let text = textSize(Self.note, width: 284 - 30 - 10)
        let x: CGFloat = rightToLeft ? 0 : 16
        #expect(view.frame == CGRect(x: x, y: 20, width: 284, height: text.height + 10))
        // The text container's insets are physical (UIEdgeInsets), as in UIKit: not mirrored.
        let label = try #require(view.subviews.first as? UILabel)
        #expect(label.frame == CGRect(x: 15, y: 4, width: 284 - 40, height: text.height))
    }

    @Test(arguments: [false, true])
    func aScrollingTextViewKeepsItsHeightAndClipsItsText(rightToLeft: Bool) throws {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        if rightToLeft { container.semanticContentAttribute = .forceRightToLeft }
        let view = UITextView()
        view.text = Self.note
        view.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(view)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            view.widthAnchor.constraint(equalToConstant: 200),
            view.topAnchor.constraint(equalTo: container.topAnchor),
            view.heightAnchor.constraint(equalToConstant: 40),
        ])
        container.layoutIfNeeded()
        #expect(view.frame == CGRect(x: rightToLeft ? 100 : 0, y: 0, width: 200, height: 40))
        #expect(view.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        let label = try #require(view.subviews.first as? UILabel)
        #expect(label.frame == CGRect(x: 5, y: 8, width: 190, height: textSize(Self.note, width: 190).height))
        #expect(view.clipsToBounds)
    }

    /// The rows and columns of 3x pixels that are red (the text) in `image`.
    private func redExtent(_ image: RGBAImage) -> (minX: Int, maxX: Int, minY: Int, maxY: Int)? {
        var extent: (minX: Int, maxX: Int, minY: Int, maxY: Int)?
        for y in 0..<image.height {
            for x in 0..<image.width {
                let pixel = image[x, y]
                guard pixel.red > 200 && pixel.green < 120 && pixel.blue < 120 else { continue }
                extent = (
                    min(extent?.minX ?? x, x), max(extent?.maxX ?? x, x), min(extent?.minY ?? y, y),
                    max(extent?.maxY ?? y, y)
                )
            }
        }
        return extent
    }

    @Test(arguments: [false, true])
    func theTextIsDrawnInsideTheInsetsAndPadding(rightToLeft: Bool) throws {
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
        view.text = "Notes"
        view.textColor = .systemRed
        view.textContainerInset = UIEdgeInsets(top: 10, left: 20, bottom: 8, right: 0)
        if rightToLeft { view.semanticContentAttribute = .forceRightToLeft }
        let image = try ControlFixtures.pixels(view, rightToLeft: rightToLeft)
        let extent = try #require(redExtent(image), "the text is drawn")
        #expect(extent.minY >= 30 && extent.maxY < 60 * 3, "below the top inset")
        if rightToLeft {
            // Natural alignment is right-aligned in right to left, against the 5 pt padding.
            #expect(extent.maxX < 195 * 3 && extent.maxX > 185 * 3)
        } else {
            #expect(extent.minX >= 25 * 3 && extent.minX < 28 * 3, "after the 20 pt inset and 5 pt padding")
        }
    }

    @Test func dataCellSnapDoesNotDetectIsRefusedWhereTheTextCouldHoldIt() throws {
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
        view.text = "Meet at 5 Main Street"
        view.dataDetectorTypes = .all
        #expect(throws: Never.self) { try ControlFixtures.pixels(view) }
        view.isEditable = false
        #expect(throws: CellSnapUIKitError.self) { try ControlFixtures.pixels(view) }
        view.text = "Meet me by the station"
        #expect(throws: Never.self) { try ControlFixtures.pixels(view) }
    }
}
