import CellLayout
import CellModel
import DisplayList
import Primitives

/// A label, as UIKit's `UILabel`: text measured by the same text engine as every other text, its
/// intrinsic size the text's size (wrapped at the width Auto Layout gives a multi-line label).
///
/// ```swift
/// let label = UILabel()
/// label.text = "A long note that wraps onto several lines"
/// label.font = .preferredFont(forTextStyle: .body)
/// label.adjustsFontForContentSizeCategory = true
/// label.numberOfLines = 0
/// ```
@preconcurrency @MainActor open class UILabel: UIView {
    open var text: String? { didSet { invalidateIntrinsicContentSize() } }
    /// Text with `.font` (another weight, or a font of its own) and `.foregroundColor` runs; it
    /// takes the place of ``text``.
    open var attributedText: NSAttributedString? { didSet { invalidateIntrinsicContentSize() } }
    /// The font; `nil` until set, which draws the system font at 17 pt (in a legacy table view
    /// cell, the cell style's font).
    open var font: UIFont! { didSet { invalidateIntrinsicContentSize() } }
    /// The text colour; `nil` until set, which draws `.label` (in a legacy cell, the style's colour).
    open var textColor: UIColor! { didSet { noteDrawnStateChange() } }
    /// The most lines; 0 is as many as the text needs.
    open var numberOfLines = 1 { didSet { invalidateIntrinsicContentSize() } }
    open var textAlignment = NSTextAlignment.natural { didSet { noteDrawnStateChange() } }
    open var lineBreakMode = NSLineBreakMode.byTruncatingTail { didSet { noteDrawnStateChange() } }
    open var adjustsFontForContentSizeCategory = false { didSet { invalidateIntrinsicContentSize() } }
    /// The width a multi-line label wraps at for its intrinsic size; 0 lets Auto Layout decide.
    open var preferredMaxLayoutWidth: CGFloat = 0 { didSet { invalidateIntrinsicContentSize() } }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        labelDefaults()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        labelDefaults()
    }

    /// A label hugs its text a little more than a plain view (251).
    private func labelDefaults() {
        contentHugging = (UILayoutPriority(251), UILayoutPriority(251))
    }

    /// The text's size (measured with the conversion's measurer, else ``UIView/cellSnapTextMeasurer``),
    /// or no intrinsic size when there is no measurer.
    override open var intrinsicContentSize: CGSize {
        let width = preferredMaxLayoutWidth > 0 ? Double(preferredMaxLayoutWidth) : nil
        return measured(width: numberOfLines == 1 ? nil : width)
            ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// The text's size wrapped at `size.width`.
    override open func sizeThatFits(_ size: CGSize) -> CGSize {
        measured(width: numberOfLines == 1 || size.width <= 0 ? nil : Double(size.width)) ?? .zero
    }

    private func measured(width: Double?) -> CGSize? {
        guard let measurer = UIView.cellSnapMeasurerInEffect,
            case .text(let text)? = try? cellSnapContent(traits: traitCollection.cellSnapTraits)
        else { return nil }
        guard !text.string.isEmpty else { return .zero }
        let size = measurer.measure(text.string, style: text.style, width: width).size
        let scale = Double(traitCollection.cellSnapTraits.displayScale)
        func up(_ value: Double) -> CGFloat { CGFloat((value * scale - 1e-9).rounded(.up) / scale) }
        return CGSize(width: up(size.width), height: up(size.height))
    }

    override func cellSnapContent(traits: Traits) throws -> ViewTree.Content {
        let labelFont = font ?? .systemFont(ofSize: 17)
        let spec = try labelFont.drawnModel(
            adjustsForContentSizeCategory: adjustsFontForContentSizeCategory, category: traits.contentSize)
        let alignment: TextAlignment
        switch textAlignment {
        case .natural, .justified: alignment = .natural
        case .left: alignment = .left
        case .center: alignment = .center
        case .right: alignment = .right
        }
        let properties = TextProperties(
            font: spec, color: (textColor ?? .label).cellSnapColor(traits: traits), alignment: alignment,
            numberOfLines: max(0, numberOfLines), lineBreakMode: lineBreakMode.model,
            isJustified: textAlignment == .justified)
        let theme = traits.theme.theme
        var style = ListCellLayout.style(properties, traits: traits, theme: theme)
        var string = text ?? ""
        if let attributedText {
            let runs = try UIListContentConfiguration.runs(
                attributedText, font: labelFont, call: "UILabel.attributedText",
                adjustsForContentSizeCategory: adjustsFontForContentSizeCategory, category: traits.contentSize)
            string = runs.map(\.text).joined()
            style.spans = ListCellLayout.spans(of: runs, transform: .none, traits: traits, theme: theme)
        }
        return .text(
            ViewTree.Text(
                string: string, style: style,
                preferredMaxLayoutWidth: numberOfLines != 1 && preferredMaxLayoutWidth > 0
                    ? Double(preferredMaxLayoutWidth) : nil))
    }
}
