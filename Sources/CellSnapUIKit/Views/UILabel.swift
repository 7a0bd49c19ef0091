import CellLayout
import CellModel
import DisplayList
import Primitives

/// A label, as UIKit's `UILabel`: text measured by the same text engine as every other text, its
/// intrinsic size the text's size (wrapped at the width Auto Layout gives a multi-line label). Its
/// defaults are UIKit's: the system font at 17 pt (``font`` is never `nil`), `.label`, one line,
/// natural alignment, truncated at the tail.
///
/// ```swift
/// let label = UILabel()
/// label.text = "A long note that wraps onto several lines"
/// label.font = .preferredFont(forTextStyle: .body)
/// label.adjustsFontForContentSizeCategory = true
/// label.numberOfLines = 0
/// ```
@preconcurrency @MainActor open class UILabel: UIView {
    /// The text. Setting it replaces ``attributedText``; while the label shows styled text, it is
    /// that text's string, as in UIKit.
    open var text: String? {
        get { content.string }
        set {
            // Observed by key-value observing, as an app (a form library's title) observes it on iOS.
            willChangeValue(forKey: "text")
            content = newValue.map(LabelContent.plain) ?? .none
            invalidateIntrinsicContentSize()
            didChangeValue(forKey: "text")
        }
    }
    /// Text with `.font` (another weight, or a font of its own) and `.foregroundColor` runs; it
    /// takes the place of ``text``. Plain ``text`` reads back in the label's font, colour and
    /// paragraph (alignment and line breaks), as in UIKit; styled text reads back as it was set
    /// (UIKit fills in the label's attributes; Linux's Foundation cannot always hold the result,
    /// see `LabelContent`).
    open var attributedText: NSAttributedString? {
        get { content.attributed(defaults: defaultTextAttributes) }
        set {
            content = newValue.map { .styled(NSAttributedString(attributedString: $0), overridden: []) } ?? .none
            invalidateIntrinsicContentSize()
        }
    }
    /// What the label shows: nothing, plain text, or styled text.
    private var content = LabelContent.none
    /// The styled text set on the label, as it was set (`nil` while it shows plain text).
    final var cellSnapStyledText: NSAttributedString? { content.styled }
    /// The styled text the label draws (`nil` to draw its plain text): the text set, or a text
    /// view's with the data it detects as links.
    func cellSnapShownStyledText() -> NSAttributedString? { cellSnapStyledText }
    /// What the label's `.link` runs are drawn with: nothing of their own, as `UILabel` does not
    /// style links (an iOS render shows a label's link run in its own colour, not underlined:
    /// frehelfer/calcMEI's committed home screen reference); a text view's text takes the text
    /// view's `linkTextAttributes`.
    var cellSnapLinkAttributes: [NSAttributedString.Key: Any]? { nil }
    /// The font: the system font at 17 pt until set; setting `nil` restores it, as in UIKit. Set
    /// while the label shows styled text, it is drawn over all of that text.
    open var font: UIFont! {
        get { ownFont ?? UILabel.defaultFont }
        set {
            ownFont = newValue
            content.override(.font)
            invalidateIntrinsicContentSize()
            AppearanceRegistry.note(self, \UILabel.font)
        }
    }
    /// The font set on the label, `nil` for the default (a legacy table cell's label then takes
    /// the cell style's).
    private(set) var ownFont: UIFont?
    /// The text colour: `.label` until set; setting `nil` restores it, as in UIKit. Set while the
    /// label shows styled text, it is drawn over all of that text.
    open var textColor: UIColor! {
        get { ownTextColor ?? .label }
        set {
            ownTextColor = newValue
            content.override(.color)
            noteDrawnStateChange()
            AppearanceRegistry.note(self, \UILabel.textColor)
        }
    }
    /// The colour set on the label, `nil` for the default (a legacy cell's style colour then).
    private(set) var ownTextColor: UIColor?
    /// The most lines; 0 is as many as the text needs. A label shorter than its lines draws
    /// those its height holds (one at least), the last truncated by ``lineBreakMode``, centred
    /// on it as UIKit centres its text: what does not fit its bounds is not drawn.
    open var numberOfLines = 1 { didSet { invalidateIntrinsicContentSize() } }
    /// How lines sit across the label; set while the label shows styled text, it is drawn over
    /// all of that text.
    open var textAlignment = NSTextAlignment.natural {
        didSet {
            content.override(.alignment)
            noteDrawnStateChange()
        }
    }
    /// How text that does not fit is cut; set while the label shows styled text, it is drawn
    /// over all of that text.
    open var lineBreakMode = NSLineBreakMode.byTruncatingTail {
        didSet {
            content.override(.lineBreakMode)
            noteDrawnStateChange()
        }
    }
    /// How wrapped lines are chosen (`.standard`, UIKit's default: a lone word on a paragraph's
    /// last line takes the word above with it, and Korean wraps between words); `[]` breaks lines
    /// as they fill. A paragraph style in the attributed text gives its own strategy instead.
    open var lineBreakStrategy = NSParagraphStyle.LineBreakStrategy.standard { didSet { noteDrawnStateChange() } }
    open var adjustsFontForContentSizeCategory = false { didSet { invalidateIntrinsicContentSize() } }
    /// The width a multi-line label wraps at for its intrinsic size; 0 lets Auto Layout decide.
    open var preferredMaxLayoutWidth: CGFloat = 0 { didSet { invalidateIntrinsicContentSize() } }
    /// Whether the label draws its text enabled (the default). iOS dims a disabled label's text by
    /// an amount CellSnap has not measured: a disabled label with text is refused when drawn.
    open var isEnabled = true { didSet { noteDrawnStateChange() } }
    /// Whether the font shrinks, down to ``minimumScaleFactor`` of its size, until the text fits
    /// the label's bounds: one line within its width, several within its width and height.
    open var adjustsFontSizeToFitWidth = false { didSet { noteDrawnStateChange() } }
    /// The least scale of the font when ``adjustsFontSizeToFitWidth`` shrinks it (0, UIKit's
    /// default: as small as it takes).
    open var minimumScaleFactor: CGFloat = 0 { didSet { noteDrawnStateChange() } }
    /// Where shrunk text sits: on the baseline the full-size text had (the default), centred, or
    /// at the full-size text's top.
    open var baselineAdjustment = UIBaselineAdjustment.alignBaselines { didSet { noteDrawnStateChange() } }
    /// Whether iOS tightens the letter spacing before it truncates. CellSnap does not tighten: a
    /// label that would truncate with this set is refused when drawn.
    open var allowsDefaultTighteningForTruncation = false { didSet { noteDrawnStateChange() } }
    /// The text colour while ``isHighlighted`` (`nil`: the text colour).
    open var highlightedTextColor: UIColor? { didSet { noteDrawnStateChange() } }
    /// Whether the text is drawn in ``highlightedTextColor``.
    open var isHighlighted = false { didSet { noteDrawnStateChange() } }
    /// The colour of the text's shadow, drawn ``shadowOffset`` from the text (`nil`: none).
    /// Set while the label shows styled text, it is drawn under all of that text.
    open var shadowColor: UIColor? {
        didSet {
            content.override(.shadow)
            noteDrawnStateChange()
        }
    }
    /// Where the shadow is drawn from the text (UIKit's default, 0 x -1: one point up).
    open var shadowOffset = CGSize(width: 0, height: -1) {
        didSet {
            if shadowColor != nil { content.override(.shadow) }
            noteDrawnStateChange()
        }
    }
    /// How the label shows over a vibrancy effect (iOS 17).
    ///
    /// No visible effect: it changes a label only inside a vibrancy effect view, which CellSnap
    /// does not draw.
    open var preferredVibrancy = UILabelVibrancy.none
    /// Whether the full text shows when the pointer hovers over truncated text.
    ///
    /// No visible effect: it shows only under a pointer's hover, which a still picture has not.
    open var showsExpansionTextWhenTruncated = false
    /// A label takes no touches by default, as UIKit's.
    open override var isUserInteractionEnabled: Bool {
        get { ownUserInteraction }
        set { ownUserInteraction = newValue }
    }
    private var ownUserInteraction = false

    /// The font of a label that has none of its own: the system font at 17 pt.
    static let defaultFont = UIFont.systemFont(ofSize: 17)

    /// The text's size (measured with the conversion's measurer, else ``UIView/cellSnapTextMeasurer``),
    /// or no intrinsic size when there is no measurer.
    override open var intrinsicContentSize: CGSize { ownIntrinsicContentSize }

    /// UILabel's own intrinsic size, whatever a subclass's override of ``intrinsicContentSize``
    /// gives (the difference is the padding Auto Layout adds to the text, see `cellSnapContent`).
    private final var ownIntrinsicContentSize: CGSize {
        let width = preferredMaxLayoutWidth > 0 ? Double(preferredMaxLayoutWidth) : nil
        return measured(width: numberOfLines == 1 ? nil : width)
            ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// What a subclass's override of ``intrinsicContentSize`` adds to the label's own (a padding
    /// label's insets), in each dimension both give; zero when there is no override. A plain
    /// `UILabel` cannot override it, so its text is not measured a second time here.
    private final var intrinsicPadding: Size {
        guard type(of: self) != UILabel.self else { return Size(width: 0, height: 0) }
        let declared = intrinsicContentSize, own = ownIntrinsicContentSize
        func padding(_ declared: CGFloat, _ own: CGFloat) -> Double {
            declared >= 0 && own >= 0 && declared.isFinite ? Double(declared - own) : 0
        }
        return Size(width: padding(declared.width, own.width), height: padding(declared.height, own.height))
    }

    /// The text's size wrapped at `size.width`.
    override open func sizeThatFits(_ size: CGSize) -> CGSize {
        measured(width: numberOfLines == 1 || size.width <= 0 ? nil : Double(size.width)) ?? .zero
    }

    /// The rectangle the text takes in `bounds`: its size wrapped at the bounds' width, at most
    /// `numberOfLines` lines (0: any), rounded up to whole device pixels as the intrinsic size is,
    /// from the bounds' origin; an empty rectangle there without a text measurer.
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        guard let measurer = UIView.cellSnapMeasurerInEffect,
            case .text(let text)? = try? textContent(traits: traitCollection.cellSnapTraits)
        else { return CGRect(origin: bounds.origin, size: .zero) }
        var style = text.style
        style.maximumLines = max(0, numberOfLines)
        let size = measurer.measure(
            text.string, style: style, width: numberOfLines == 1 ? nil : Double(max(0, bounds.width))
        ).size
        let scale = Double(traitCollection.cellSnapTraits.displayScale)
        func up(_ value: Double) -> CGFloat { CGFloat((value * scale - 1e-9).rounded(.up) / scale) }
        return CGRect(
            origin: bounds.origin,
            size: CGSize(width: min(up(size.width), bounds.width), height: min(up(size.height), bounds.height)))
    }

    /// Draws the text in `rect`: CellSnap notes the rectangle, and draws the text there. A
    /// subclass that overrides it to move the text (`super.drawText(in: rect.inset(by: insets))`)
    /// moves it in CellSnap's drawing too; one that does not call `super` draws no text, as in UIKit.
    open func drawText(in rect: CGRect) {
        drawnTextRect = rect
    }
    /// The rectangle the last ``drawText(in:)`` drew in.
    private var drawnTextRect: CGRect?

    private func measured(width: Double?) -> CGSize? {
        guard let measurer = UIView.cellSnapMeasurerInEffect,
            case .text(let text)? = try? textContent(traits: traitCollection.cellSnapTraits)
        else { return nil }
        guard !text.string.isEmpty else { return .zero }
        let size = measurer.measure(text.string, style: text.style, width: width).size
        return CGSize(width: upToDevicePixels(size.width), height: upToDevicePixels(size.height))
    }

    /// `value` rounded up to whole device pixels.
    private func upToDevicePixels(_ value: Double) -> CGFloat {
        let scale = Double(traitCollection.cellSnapTraits.displayScale)
        return CGFloat((value * scale - 1e-9).rounded(.up) / scale)
    }

    /// The height of one line of the label's text, whatever its text (none included), rounded
    /// up to whole device pixels as the intrinsic size is; `nil` without a text measurer.
    final var cellSnapLineHeight: CGFloat? {
        guard let measurer = UIView.cellSnapMeasurerInEffect,
            case .text(let text)? = try? textContent(traits: traitCollection.cellSnapTraits)
        else { return nil }
        var style = text.style
        style.spans = []
        return upToDevicePixels(measurer.measure("X", style: style, width: nil).size.height)
    }

    /// The advance of the first `count` characters of the label's text on one line, as the text
    /// engine draws them; `nil` without a text measurer.
    final func cellSnapAdvance(ofCharacters count: Int) -> CGFloat? {
        guard let measurer = UIView.cellSnapMeasurerInEffect,
            case .text(let text)? = try? textContent(traits: traitCollection.cellSnapTraits)
        else { return nil }
        let prefix = String(text.string.prefix(max(0, count)))
        guard !prefix.isEmpty else { return 0 }
        var style = text.style
        let characters = prefix.count
        style.spans = style.spans.compactMap { span in
            guard span.start < characters else { return nil }
            var clipped = span
            clipped.length = min(span.length, characters - span.start)
            return clipped
        }
        return CGFloat(measurer.measure(prefix, style: style, width: nil).size.width)
    }

    /// The string the label draws and the lines it lays it out in at `width` (at most
    /// ``numberOfLines``), as the text engine lays them out; `nil` without a text measurer that
    /// tells its lines.
    final func cellSnapLines(width: CGFloat) -> (string: String, lines: [TextLineMetrics])? {
        guard let measurer = UIView.cellSnapMeasurerInEffect,
            case .text(let text)? = try? textContent(traits: traitCollection.cellSnapTraits)
        else { return nil }
        var style = text.style
        style.maximumLines = max(0, numberOfLines)
        let wrap = numberOfLines == 1 ? nil : Double(max(0, width))
        return measurer.lines(of: text.string, style: style, width: wrap).map { (text.string, $0) }
    }

    override func cellSnapContent(traits: Traits) throws -> ViewTree.Content {
        let content = try textContent(traits: traits)
        guard case .text(var text) = content, !text.string.isEmpty else { return content }
        try refuseWhatIsNotDrawn()
        drawnTextRect = nil
        drawText(in: bounds)
        guard let rect = drawnTextRect else {
            // An override that draws no text.
            text.string = ""
            return .text(text)
        }
        text.insets = EdgeInsets(
            top: Double(rect.minY - bounds.minY), left: Double(rect.minX - bounds.minX),
            bottom: Double(bounds.maxY - rect.maxY), right: Double(bounds.maxX - rect.maxX))
        text.intrinsicPadding = intrinsicPadding
        if adjustsFontSizeToFitWidth {
            text.fitting = ViewTree.Text.Fitting(
                minimumScaleFactor: Double(min(1, max(0, minimumScaleFactor))), baselineAdjustment: baselineAdjustment)
        }
        if allowsDefaultTighteningForTruncation, wouldTruncate(text) {
            throw CellSnapUIKitError(
                call: "UILabel.allowsDefaultTighteningForTruncation",
                reason: "iOS tightens the letters of text that does not fit before it truncates it; CellSnap does not")
        }
        if let shadowColor, text.shadow == nil {
            text.shadow = ViewTree.Text.Shadow(
                color: shadowColor.resolved(traits),
                offset: Size(width: Double(shadowOffset.width), height: Double(shadowOffset.height)))
        }
        return .text(text)
    }

    /// Whether `text` is cut short in the label's bounds at the smallest size it may shrink to
    /// (`false` before the label has a width, or without a text measurer).
    private func wouldTruncate(_ text: ViewTree.Text) -> Bool {
        let width = Double(bounds.width) - text.insets.left - text.insets.right
        guard width > 0, let measurer = UIView.cellSnapMeasurerInEffect else { return false }
        var style = text.style
        style.font.size *= text.fitting?.minimumScaleFactor ?? 1
        let metrics = measurer.measure(text.string, style: style, width: numberOfLines == 1 ? nil : width)
        return numberOfLines == 1 ? metrics.size.width > width + 1e-6 : metrics.isTruncated
    }

    /// The property a legacy cell's label has set that the cell's list content does not draw
    /// (disabled, tightening, a shadow, another line break strategy), `nil` when there is none.
    var legacyRefusal: String? {
        if !isEnabled { return "isEnabled = false" }
        if allowsDefaultTighteningForTruncation { return "allowsDefaultTighteningForTruncation" }
        if shadowColor != nil { return "shadowColor" }
        if lineBreakStrategy != .standard { return "lineBreakStrategy" }
        return nil
    }

    /// What the label cannot draw as iOS does, refused by name.
    private func refuseWhatIsNotDrawn() throws {
        if !isEnabled {
            throw CellSnapUIKitError(
                call: "UILabel.isEnabled = false",
                reason: "iOS dims a disabled label's text by an amount CellSnap has not measured")
        }
    }

    /// The label's text, font, colour and paragraph, as measured and drawn.
    private func textContent(traits: Traits) throws -> ViewTree.Content {
        let labelFont: UIFont = font
        let call = "UILabel.attributedText"
        let shownText = cellSnapShownStyledText()
        var overridden = shownText == nil ? [] : content.overridden
        let color: UIColor = isHighlighted ? (highlightedTextColor ?? textColor) : textColor
        // Attributed text is set in its first character's font, as UIKit's `font` then reads:
        // its line box and tracking are the text's; characters without a font take the label's.
        var styledText = shownText.map { overridden.contains(.font) ? $0 : $0.withFont(labelFont) }
        if let text = styledText, let linkAttributes = cellSnapLinkAttributes {
            // A text view's links keep their own look over a colour set on the whole text.
            let drawn = text.drawingLinks(with: linkAttributes, over: overridden.contains(.color) ? color : nil)
            if drawn !== text {
                overridden.remove(.color)
                styledText = drawn
            }
        } else if let text = styledText {
            // A label draws a link as its other attributes say.
            styledText = text.drawingLinks(with: [:])
        }
        let textFont =
            overridden.contains(.font)
            ? labelFont
            : styledText.flatMap { $0.length > 0 ? $0.attribute(.font, at: 0, effectiveRange: nil) as? UIFont : nil }
                ?? labelFont
        let spec = try textFont.drawnModel(
            adjustsForContentSizeCategory: adjustsFontForContentSizeCategory, category: traits.contentSize)
        let paragraph = try shownText.flatMap { try NSParagraphStyle.uniform(in: $0, call: call) }
        let alignment: TextAlignment
        let drawnAlignment = (overridden.contains(.alignment) ? nil : paragraph?.alignment) ?? textAlignment
        switch drawnAlignment {
        case .natural, .justified: alignment = .natural
        case .left: alignment = .left
        case .center: alignment = .center
        case .right: alignment = .right
        }
        let properties = TextProperties(
            font: spec, color: color.cellSnapColor(traits: traits), alignment: alignment,
            numberOfLines: max(0, numberOfLines),
            lineBreakMode: ((overridden.contains(.lineBreakMode) ? nil : paragraph?.lineBreakMode) ?? lineBreakMode)
                .model,
            isJustified: drawnAlignment == .justified)
        let theme = traits.theme.theme
        var style = ListCellLayout.listStyle(properties, traits: traits, theme: theme)
        // The text's paragraph style breaks its lines (none by default); else the label's strategy.
        style.lineBreakStrategy = (paragraph?.lineBreakStrategy ?? lineBreakStrategy).drawn
        if let paragraph {
            // The font's line at the size drawn (Dynamic Type may scale it).
            let natural = textFont.cellSnapLineHeight(drawnAt: style.font.size)
            style = try paragraph.applied(to: style, naturalLineHeight: natural, call: call)
        }
        var string = text ?? ""
        let shadow =
            overridden.contains(.shadow)
            ? nil : try shownText.flatMap { try NSShadow.uniform(in: $0, call: call) }
        if let attributedText = styledText {
            let runs = try UIListContentConfiguration.runs(
                attributedText.withoutParagraphStyles.withoutShadows.withoutAttachments, font: textFont, call: call,
                adjustsForContentSizeCategory: adjustsFontForContentSizeCategory, category: traits.contentSize
            ).map { run in
                // The label's font and colour, set after the text, drawn over all of it.
                var run = run
                if overridden.contains(.font) { (run.font, run.weight) = (nil, nil) }
                if overridden.contains(.color) { run.color = nil }
                return run
            }
            string = runs.map(\.text).joined()
            style.spans =
                ListCellLayout.spans(of: runs, transform: .none, traits: traits, theme: theme)
                + (try attributedText.attachmentSpans(
                    textColor: color, overridesRunColors: overridden.contains(.color), traits: traits, call: call))
        }
        var drawn = ViewTree.Text(
            string: string, style: style,
            preferredMaxLayoutWidth: numberOfLines != 1 && preferredMaxLayoutWidth > 0
                ? Double(preferredMaxLayoutWidth) : nil)
        // An attributed shadow over the whole text; a label's own `shadowColor` only without one.
        drawn.shadow = shadow?.drawn(traits: traits)
        return .text(drawn)
    }
}

/// How shrunk text of a label sits, as UIKit's `UIBaselineAdjustment`.
public enum UIBaselineAdjustment: Int, Hashable, Sendable {
    /// On the baseline the full-size text had.
    case alignBaselines = 0
    /// Centred where the full-size text was centred.
    case alignCenters
    /// At the top of where the full-size text was.
    case none
}

/// How a label shows over a vibrancy effect, as UIKit's `UILabelVibrancy` (iOS 17).
public enum UILabelVibrancy: Int, Hashable, Sendable {
    case none = 0
    case automatic = 1
}

extension NSAttributedString {
    /// The text with `font` on the characters that have none, as a label draws them (the text
    /// itself when every character has a font).
    fileprivate func withFont(_ font: UIFont) -> NSAttributedString {
        var fontless: [NSRange] = []
        enumerateAttribute(.font, in: NSRange(location: 0, length: length), options: []) { value, range, _ in
            if value == nil { fontless.append(range) }
        }
        guard !fontless.isEmpty else { return self }
        let copy = NSMutableAttributedString(attributedString: self)
        for range in fontless { copy.addAttribute(.font, value: font, range: range) }
        return copy
    }
}
