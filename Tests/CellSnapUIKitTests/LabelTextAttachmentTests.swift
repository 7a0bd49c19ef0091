// Linux only: a label's text attachments (`NSTextAttachment` images inline in attributed text),
// laid out and drawn as TextKit draws them: the attachment's character as wide as its bounds, the
// image on the baseline (moved by `bounds.origin.y`), a template in the text's colour.
import CellLayout
import CellSnapUIKit
import CellSnapUIKitTesting
import DisplayList
import Foundation
import Pixels
import Primitives
import Rendering
import Testing

@MainActor @Suite struct LabelTextAttachmentTests {
    private static let blue = RGBA(red: 0, green: 0, blue: 255, alpha: 255)
    /// One device pixel at 3x, and a hair: an edge drawn at a fraction of a pixel is a blend.
    private static let pixel = 1 / 3 + 1e-9

    /// A 30 x 30 pixel blue square, 10 x 10 pt at 3x.
    private static func square() -> UIImage {
        var bitmap = RGBAImage(width: 30, height: 30)
        for y in 0..<30 { for x in 0..<30 { bitmap[x, y] = blue } }
        return UIImage(cellSnapBitmap: bitmap, scale: 3)
    }

    /// `text` after an attachment of `attachment`, in a 17 pt label at the top-left of a 200 pt view.
    private static func label(_ attachment: NSTextAttachment, _ text: String = " 4.5") -> (UIView, UILabel) {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
        view.backgroundColor = .white
        let label = UILabel()
        let attributed = NSMutableAttributedString(attachment: attachment)
        attributed.append(NSAttributedString(string: text))
        label.attributedText = attributed
        label.sizeToFit()
        label.frame.origin = CGPoint(x: 10, y: 10)
        view.addSubview(label)
        return (view, label)
    }

    /// The pixels of `image` within 64 of `color` in every channel (an edge drawn at a fraction of
    /// a pixel is a blend), as a bounding box in points at 3x.
    private static func box(of color: RGBA, in image: RGBAImage) -> Rect? {
        func near(_ pixel: RGBA) -> Bool {
            abs(Int(pixel.red) - Int(color.red)) < 64 && abs(Int(pixel.green) - Int(color.green)) < 64
                && abs(Int(pixel.blue) - Int(color.blue)) < 64
        }
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        for y in 0..<image.height {
            for x in 0..<image.width where near(image[x, y]) {
                (minX, minY, maxX, maxY) = (min(minX, x), min(minY, y), max(maxX, x), max(maxY, y))
            }
        }
        guard maxX >= 0 else { return nil }
        return Rect(
            x: Double(minX) / 3, y: Double(minY) / 3, width: Double(maxX - minX + 1) / 3,
            height: Double(maxY - minY + 1) / 3)
    }

    @Test(arguments: [false, true])
    func aBitmapAttachmentTakesItsWidthOnTheLineAndSitsOnTheBaseline(rightToLeft: Bool) throws {
        let attachment = NSTextAttachment(image: Self.square())
        let (view, label) = Self.label(attachment)
        let plain = UILabel()
        plain.text = " 4.5"
        // The attachment adds its 10 pt to the text's width (each width rounded up to whole pixels).
        #expect(abs(label.intrinsicContentSize.width - plain.intrinsicContentSize.width - 10) <= Self.pixel)
        let layout = try ControlFixtures.layout(view, rightToLeft: rightToLeft)
        let text = try #require(
            layout.displayList(background: nil).items.lazy.compactMap { item -> TextItem? in
                if case .text(let text) = item { text } else { nil }
            }.first)
        let span = try #require(text.style.spans.first { $0.attachment != nil })
        #expect(span.start == 0 && span.length == 1 && span.attachment?.size == Size(width: 10, height: 10))
        let pixels = try ControlFixtures.pixels(view, rightToLeft: rightToLeft)
        let square = try #require(Self.box(of: Self.blue, in: pixels))
        #expect(abs(square.width - 10) <= Self.pixel && abs(square.height - 10) <= Self.pixel)
        // Its bottom on the baseline, first on the line (the text runs left to right either way).
        let metrics = try TextEngine.current().measure(text.text, style: text.style, width: text.frame.width)
        let baseline = text.frame.minY + metrics.firstBaseline
        #expect(abs(square.maxY - baseline) <= Self.pixel)
        #expect(abs(square.minX - text.frame.minX) <= Self.pixel)
    }

    /// In right-to-left text the attachment before the text is at the line's right end.
    @Test func anAttachmentLeadsRightToLeftText() throws {
        let (view, _) = Self.label(NSTextAttachment(image: Self.square()), " דירוג")
        let layout = try ControlFixtures.layout(view, rightToLeft: true)
        let text = try #require(
            layout.displayList(background: nil).items.lazy.compactMap { item -> TextItem? in
                if case .text(let text) = item { text } else { nil }
            }.first)
        let square = try #require(Self.box(of: Self.blue, in: ControlFixtures.pixels(view, rightToLeft: true)))
        #expect(abs(square.maxX - text.frame.maxX) <= Self.pixel)
    }

    @Test func boundsSizeAndMoveTheImageAndPaddingKeepsSpaceAroundIt() throws {
        let attachment = NSTextAttachment(image: Self.square())
        let (view, _) = Self.label(attachment)
        let resting = try #require(Self.box(of: Self.blue, in: ControlFixtures.pixels(view)))
        attachment.bounds = CGRect(x: 0, y: -4, width: 6, height: 6)
        attachment.lineLayoutPadding = 2
        let (moved, label) = Self.label(attachment)
        let plain = UILabel()
        plain.text = " 4.5"
        #expect(abs(label.intrinsicContentSize.width - plain.intrinsicContentSize.width - 10) <= Self.pixel)
        let square = try #require(Self.box(of: Self.blue, in: ControlFixtures.pixels(moved)))
        #expect(abs(square.width - 6) <= Self.pixel && abs(square.height - 6) <= Self.pixel)
        #expect(abs(square.minX - (resting.minX + 2)) <= Self.pixel)
        // 4 pt below the baseline the resting square sat on.
        #expect(abs(square.maxY - (resting.maxY + 4)) <= Self.pixel)
    }

    @Test func aSymbolAttachmentIsDrawnInItsCharactersColour() throws {
        let attachment = NSTextAttachment(image: try #require(UIImage(systemName: "star.fill")))
        let attributed = NSMutableAttributedString(
            attachment: attachment)
        attributed.addAttribute(.foregroundColor, value: UIColor.systemRed, range: NSRange(location: 0, length: 1))
        attributed.append(NSAttributedString(string: " Favourites"))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
        view.backgroundColor = .white
        let label = UILabel(frame: CGRect(x: 10, y: 10, width: 180, height: 40))
        label.attributedText = attributed
        view.addSubview(label)
        let pixels = try ControlFixtures.pixels(view)
        let red = RGBA(red: 255, green: 59, blue: 48, alpha: 255)
        let star = try #require(Self.box(of: red, in: pixels))
        let symbolSize = try #require(UIImage(systemName: "star.fill")).size
        #expect(star.minX >= 10 && star.maxX <= 10 + Double(symbolSize.width) + 1 / 3)
        #expect(star.width > Double(symbolSize.width) / 2)
        // The text stays black.
        #expect(
            Self.box(of: RGBA(red: 0, green: 0, blue: 0, alpha: 255), in: pixels).map { $0.minX > star.maxX } == true)
    }

    /// A symbol's own baseline sits on the text's (its glyph reaches below it, as a letter's does).
    @Test func aSymbolsBaselineSitsOnTheTextsBaseline() throws {
        let star = try #require(UIImage(systemName: "star.fill"))
        let offset = try #require(star.baselineOffsetFromBottom)
        #expect(offset > 0)
        let bounds = NSTextAttachment(image: star).attachmentBounds(
            for: nil, proposedLineFragment: .zero, glyphPosition: .zero, characterIndex: 0)
        #expect(bounds == CGRect(origin: CGPoint(x: 0, y: -offset), size: star.size))
        let flat = star.imageWithoutBaseline()
        #expect(
            NSTextAttachment(image: flat).attachmentBounds(
                for: nil, proposedLineFragment: .zero, glyphPosition: .zero, characterIndex: 0)
                == CGRect(origin: .zero, size: flat.size))
    }

    /// Text views, buttons' titles and list content refuse attachments by name.
    @Test func attachmentsOutsideLabelsAreRefusedByName() throws {
        let button = UIButton(type: .system)
        button.setAttributedTitle(NSAttributedString(attachment: NSTextAttachment(image: Self.square())), for: .normal)
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 44)
        let error = try #require(throws: CellSnapUIKitError.self) { try ControlFixtures.layout(button) }
        #expect(error.reason == "CellSnap draws text attachments in a UILabel's attributedText only")
    }

    @Test func anAttachmentWithoutAnImageIsRefusedByName() throws {
        let (view, _) = Self.label(NSTextAttachment(data: Data([1, 2, 3]), ofType: "public.data"))
        let error = try #require(throws: CellSnapUIKitError.self) { try ControlFixtures.layout(view) }
        #expect(error.call == "UILabel.attributedText NSTextAttachment of data without an image")
    }
}
