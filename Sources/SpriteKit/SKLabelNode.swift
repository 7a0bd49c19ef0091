import Foundation

/// Where a label's text lies across its position, as SpriteKit's `SKLabelHorizontalAlignmentMode`.
public enum SKLabelHorizontalAlignmentMode: Int, Sendable {
    case center = 0, left, right
}

/// Where a label's text lies along its position, as SpriteKit's `SKLabelVerticalAlignmentMode`.
public enum SKLabelVerticalAlignmentMode: Int, Sendable {
    case baseline = 0, center, top, bottom
}

/// One line of text, as SpriteKit's `SKLabelNode`: ``text`` in ``fontName`` at ``fontSize``
/// (32 points) in ``fontColor`` (white), its baseline through the node's position and centred on
/// it by default.
///
/// The font is the app's font of that name (`UIFont(name:size:)`); SpriteKit's default,
/// Helvetica Neue UltraLight, and any name the app does not have are drawn in the system font of
/// ultralight weight (CellSnap's choice: the system fonts are the ones it has). Refused when
/// drawn: ``attributedText`` (CellSnap draws the label's plain text) and ``numberOfLines`` other
/// than 1 with a ``preferredMaxLayoutWidth`` (wrapping).
@preconcurrency @MainActor open class SKLabelNode: SKNode {
    open var text: String?
    open var attributedText: NSAttributedString?
    open var fontName: String? = "HelveticaNeue-UltraLight"
    open var fontSize: CGFloat = 32
    open var fontColor: UIColor? = .white
    open var horizontalAlignmentMode: SKLabelHorizontalAlignmentMode = .center
    open var verticalAlignmentMode: SKLabelVerticalAlignmentMode = .baseline
    open var numberOfLines = 1
    open var preferredMaxLayoutWidth: CGFloat = 0
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail

    public override init() { super.init() }

    /// A label of `text` in the default font.
    public convenience init(text: String?) {
        self.init()
        self.text = text
    }

    /// A label in the font called `fontName`.
    public convenience init(fontNamed fontName: String?) {
        self.init()
        self.fontName = fontName
    }

    /// A label of `attributedText`.
    public convenience init(attributedText: NSAttributedString?) {
        self.init()
        self.attributedText = attributedText
    }

    final var font: UIFont {
        fontName.flatMap { UIFont(name: $0, size: fontSize) } ?? .systemFont(ofSize: fontSize, weight: .ultraLight)
    }

    override var contentRect: CGRect {
        guard let text, !text.isEmpty else { return .null }
        let font = font
        let width = (text as NSString).size(withAttributes: [.font: font]).width
        let x: CGFloat =
            switch horizontalAlignmentMode {
            case .center: -width / 2
            case .left: 0
            case .right: -width
            }
        // The box from the descender to the ascender, its baseline at `baseline` (y up).
        let height = font.ascender - font.descender
        let baseline: CGFloat =
            switch verticalAlignmentMode {
            case .baseline: 0
            case .center: -(font.ascender + font.descender) / 2
            case .top: -font.ascender
            case .bottom: -font.descender
            }
        return CGRect(x: x, y: baseline + font.descender, width: width, height: height)
    }

    override func drawContent(in context: CGContext) throws(SpriteRefusal) {
        if attributedText != nil {
            throw SpriteRefusal(call: "SKLabelNode.attributedText", reason: "CellSnap draws a label's plain text")
        }
        if numberOfLines != 1, preferredMaxLayoutWidth > 0 {
            throw SpriteRefusal(call: "SKLabelNode.numberOfLines", reason: "CellSnap draws a label on one line")
        }
        let box = contentRect
        guard let text, !box.isNull else { return }
        // UIKit's string drawing is y-down: flip about the box's top edge.
        context.saveGState()
        context.translateBy(x: box.minX, y: box.maxY)
        context.scaleBy(x: 1, y: -1)
        let font = font
        (text as NSString).draw(
            at: CGPoint(x: 0, y: font.lineHeight > box.height ? (box.height - font.lineHeight) / 2 : 0),
            withAttributes: [.font: font, .foregroundColor: fontColor ?? .white])
        context.restoreGState()
    }
}
