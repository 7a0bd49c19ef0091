import CoreGraphics
import Foundation

/// Plain or attributed text laid out over pages, as UIKit's `UISimpleTextPrintFormatter`: drawn
/// with CellSnap's text engine, wrapped at each page's content width and broken between pages at
/// whole lines (see ``UIPrintFormatter``).
///
/// Setting ``text`` replaces ``attributedText`` with the plain string, styled by ``font`` (UIKit's
/// default: the 12 pt system font), ``color`` (default black) and ``textAlignment`` (default
/// natural, which is left in a left-to-right job); attributed text keeps its own attributes, and
/// those properties style only the ranges that have none.
///
/// ```swift
/// let formatter = UISimpleTextPrintFormatter(text: "Three apples\nTwo pears")
/// formatter.font = .systemFont(ofSize: 18)
/// formatter.perPageContentInsets = UIEdgeInsets(top: 40, left: 40, bottom: 40, right: 40)
/// ```
@preconcurrency @MainActor open class UISimpleTextPrintFormatter: UIPrintFormatter {
    /// The text, plain.
    open var text: String? {
        get { attributedText?.string }
        set { attributedText = newValue.map { NSAttributedString(string: $0) } }
    }
    /// The text, with its own attributes.
    open var attributedText: NSAttributedString? {
        get { storedText }
        set { storedText = newValue.map { NSAttributedString(attributedString: $0) } }
    }
    private var storedText: NSAttributedString?
    /// The font of text that has none (`nil`: the 12 pt system font).
    open var font: UIFont?
    /// The colour of text that has none (`nil`: black).
    open var color: UIColor?
    /// The alignment of text that has no paragraph style.
    open var textAlignment: NSTextAlignment = .natural

    /// A formatter of plain `text`.
    public init(text: String) {
        super.init()
        self.text = text
    }

    /// A formatter of `attributedText`.
    public init(attributedText: NSAttributedString) {
        super.init()
        self.attributedText = attributedText
    }

    override func makeEmptyCopy() -> UIPrintFormatter {
        let copy = UISimpleTextPrintFormatter(attributedText: storedText ?? NSAttributedString(string: ""))
        copy.storedText = storedText
        (copy.font, copy.color, copy.textAlignment) = (font, color, textAlignment)
        return copy
    }

    override func contentHeight(forWidth width: CGFloat) -> CGFloat {
        guard let styled = styledText, styled.length > 0 else { return 0 }
        let size = CGSize(width: width, height: .greatestFiniteMagnitude)
        return styled.boundingRect(with: size, options: .usesLineFragmentOrigin, context: nil).height.rounded(.up)
    }

    /// The distance between lines of the first character's attributes, as the text engine lays
    /// them out (two lines' height less one line's).
    override var lineHeight: CGFloat {
        guard let styled = styledText, styled.length > 0 else { return resolvedFont.lineHeight }
        let attributes = styled.attributes(at: 0, effectiveRange: nil)
        let unbounded = CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)
        func height(_ text: String) -> CGFloat {
            NSAttributedString(string: text, attributes: attributes)
                .boundingRect(with: unbounded, options: .usesLineFragmentOrigin, context: nil).height
        }
        let pitch = height("X\nX") - height("X")
        return pitch > 0 ? pitch : resolvedFont.lineHeight
    }

    override func drawContent(in rect: CGRect) {
        styledText?.draw(in: rect)
    }

    private var resolvedFont: UIFont { font ?? .systemFont(ofSize: 12) }

    /// The text with the formatter's font, colour and alignment where it has none of its own.
    private var styledText: NSAttributedString? {
        guard let storedText else { return nil }
        let styled = NSMutableAttributedString(attributedString: storedText)
        let whole = NSRange(location: 0, length: styled.length)
        let paragraph = NSMutableParagraphStyle()
        paragraph.alignment = textAlignment
        let defaults: [NSAttributedString.Key: Any] = [
            .font: resolvedFont, .foregroundColor: color ?? UIColor.black, .paragraphStyle: paragraph,
        ]
        for (key, value) in defaults {
            var missing: [NSRange] = []
            storedText.enumerateAttribute(key, in: whole) { present, range, _ in
                if present == nil { missing.append(range) }
            }
            for range in missing { styled.addAttribute(key, value: value, range: range) }
        }
        return styled
    }
}

/// HTML laid out over pages, as UIKit's `UIMarkupTextPrintFormatter`: kept, and refused where it
/// is drawn, as CellSnap has no HTML engine (``draw(in:forPageAt:)`` notes the refusal on the
/// current context, naming the call). It lays out no pages (``UIPrintFormatter/pageCount`` is 0).
///
/// ```swift
/// let formatter = UIMarkupTextPrintFormatter(markupText: "<h1>Receipt</h1>")
/// ```
@preconcurrency @MainActor open class UIMarkupTextPrintFormatter: UIPrintFormatter {
    /// The HTML.
    open var markupText: String?

    /// A formatter of `markupText`.
    public init(markupText: String) {
        self.markupText = markupText
        super.init()
    }

    /// Refused: the refusal is noted on the current context (see the type's notes).
    open override func draw(in rect: CGRect, forPageAt pageIndex: Int) {
        UIGraphicsGetCurrentContext()?.refuse(
            "UIMarkupTextPrintFormatter.draw(in:forPageAt:)", "CellSnap has no HTML engine to lay out markup text")
    }

    override func makeEmptyCopy() -> UIPrintFormatter { UIMarkupTextPrintFormatter(markupText: markupText ?? "") }
}

/// A view's content laid out over pages, as UIKit's `UIViewPrintFormatter`
/// (``UIView/viewPrintFormatter()``): CellSnap draws the view's hierarchy as it draws it on
/// screen, scaled to the page's content width (CellSnap's choice: UIKit lets only some views,
/// such as text and web views, lay out print content of their own), and breaks it between pages.
///
/// ```swift
/// let card = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
/// let formatter = card.viewPrintFormatter()
/// ```
@preconcurrency @MainActor open class UIViewPrintFormatter: UIPrintFormatter {
    /// The view printed.
    open private(set) var view: UIView

    init(view: UIView) {
        self.view = view
        super.init()
    }

    override func makeEmptyCopy() -> UIPrintFormatter { UIViewPrintFormatter(view: view) }

    override func contentHeight(forWidth width: CGFloat) -> CGFloat {
        let size = view.bounds.size
        guard size.width > 0, size.height > 0 else { return 0 }
        return (size.height * width / size.width).rounded(.up)
    }

    override func drawContent(in rect: CGRect) {
        view.drawHierarchy(in: rect, afterScreenUpdates: true)
    }
}
