import CellModel
import Primitives

extension NSAttributedString.Key {
    /// The font of a run: a `UIFont` (CellSnap draws its weight; its size must be the text's).
    public static let font = NSAttributedString.Key("NSFont")
    /// The colour of a run's text: a `UIColor`.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
}

/// A list cell's, header's or footer's content, as UIKit's `UIListContentConfiguration`, with every
/// factory, text, secondary text, attributed text, an image, their properties, margins and
/// paddings. It converts to CellModel's `ListContentConfiguration`; the default looks of a state
/// (``updated(for:)``) are CellModel's.
///
/// ```swift
/// var content = UIListContentConfiguration.valueCell()
/// content.image = UIImage(systemName: "wifi")
/// content.text = "Wi-Fi"
/// content.secondaryText = "Home"
/// content.textProperties.color = .systemBlue
/// ```
public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
    /// The factory's values, never updated for a state: what CellModel updates itself when drawing.
    let base: ListContentConfiguration
    /// The factory's values as they look in the state last given to ``updated(for:)``.
    var stateDefaults: ListContentConfiguration

    private var _text: String?
    private var _attributedText: NSAttributedString?
    private var _secondaryText: String?
    private var _secondaryAttributedText: NSAttributedString?

    /// The image.
    public var image: UIImage?
    /// The text; setting it clears ``attributedText``.
    public var text: String? {
        get { _text ?? _attributedText?.string }
        set {
            _text = newValue
            _attributedText = nil
        }
    }
    /// Attributed text (runs with `.font` and `.foregroundColor`); setting it clears ``text``.
    public var attributedText: NSAttributedString? {
        get { _attributedText }
        set {
            _attributedText = newValue
            _text = nil
        }
    }
    /// The secondary text; setting it clears ``secondaryAttributedText``.
    public var secondaryText: String? {
        get { _secondaryText ?? _secondaryAttributedText?.string }
        set {
            _secondaryText = newValue
            _secondaryAttributedText = nil
        }
    }
    /// Attributed secondary text; setting it clears ``secondaryText``.
    public var secondaryAttributedText: NSAttributedString? {
        get { _secondaryAttributedText }
        set {
            _secondaryAttributedText = newValue
            _secondaryText = nil
        }
    }

    public var textProperties: TextProperties
    public var secondaryTextProperties: TextProperties
    public var imageProperties: ImageProperties

    /// The margins the app set, `nil` until it sets them.
    private(set) var ownMargins: NSDirectionalEdgeInsets?
    /// The margins around the content. Until set, it reads as the iOS 17 defaults of a list at
    /// least 390 pt wide (11, 20, 11, 20) and the cell uses its theme's margins for its width.
    public var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get {
            ownMargins
                ?? NSDirectionalEdgeInsets(
                    top: CGFloat(Theme.iOS17.verticalTextMargin), leading: CGFloat(Theme.iOS17.wideLayoutMargin),
                    bottom: CGFloat(Theme.iOS17.verticalTextMargin), trailing: CGFloat(Theme.iOS17.wideLayoutMargin))
        }
        set { ownMargins = newValue }
    }

    private var _imageToTextPadding: CGFloat?
    private var _textToSecondaryTextHorizontalPadding: CGFloat?
    private var _textToSecondaryTextVerticalPadding: CGFloat?
    /// The space between the image and the text (until set, the theme's).
    public var imageToTextPadding: CGFloat {
        get { _imageToTextPadding ?? CGFloat(Theme.iOS17.imageToTextPadding) }
        set { _imageToTextPadding = newValue }
    }
    /// The least space between text and secondary text side by side (until set, the theme's).
    public var textToSecondaryTextHorizontalPadding: CGFloat {
        get { _textToSecondaryTextHorizontalPadding ?? CGFloat(Theme.iOS17.textToSecondaryTextHorizontalPadding) }
        set { _textToSecondaryTextHorizontalPadding = newValue }
    }
    /// The space between text and secondary text one below the other (until set, the theme's).
    public var textToSecondaryTextVerticalPadding: CGFloat {
        get { _textToSecondaryTextVerticalPadding ?? CGFloat(Theme.iOS17.textToSecondaryTextVerticalPadding) }
        set { _textToSecondaryTextVerticalPadding = newValue }
    }
    /// Secondary text on the trailing side when both fit (value cells).
    public var prefersSideBySideTextAndSecondaryText: Bool
    /// The axes along which a list content view keeps at least its superview's layout margins
    /// (both by default, as UIKit's); ``directionalLayoutMargins`` are then the least margins.
    public var axesPreservingSuperviewLayoutMargins = UIAxis.both

    init(_ base: ListContentConfiguration) {
        self.base = base
        stateDefaults = base
        textProperties = TextProperties(base.textProperties)
        secondaryTextProperties = TextProperties(base.secondaryTextProperties)
        imageProperties = ImageProperties(base.imageProperties)
        prefersSideBySideTextAndSecondaryText = base.prefersSideBySideTextAndSecondaryText
    }

    /// A plain cell.
    public static func cell() -> Self { Self(.cell()) }
    /// A cell with secondary text below the text.
    public static func subtitleCell() -> Self { Self(.subtitleCell()) }
    /// A cell with secondary text on the trailing side.
    public static func valueCell() -> Self { Self(.valueCell()) }
    /// A plain list's header.
    public static func plainHeader() -> Self { Self(.plainHeader()) }
    /// A plain list's footer.
    public static func plainFooter() -> Self { Self(.plainFooter()) }
    /// A grouped list's header.
    public static func groupedHeader() -> Self { Self(.groupedHeader()) }
    /// A grouped list's footer.
    public static func groupedFooter() -> Self { Self(.groupedFooter()) }
    /// An inset grouped list's prominent header.
    public static func prominentInsetGroupedHeader() -> Self { Self(.prominentInsetGroupedHeader()) }
    /// A sidebar cell.
    public static func sidebarCell() -> Self { Self(.sidebarCell()) }
    /// A sidebar cell with secondary text below.
    public static func sidebarSubtitleCell() -> Self { Self(.sidebarSubtitleCell()) }
    /// A sidebar cell with secondary text on the trailing side.
    public static func accompaniedSidebarCell() -> Self { Self(.accompaniedSidebarCell()) }
    /// An accompanied sidebar cell with secondary text below.
    public static func accompaniedSidebarSubtitleCell() -> Self { Self(.accompaniedSidebarSubtitleCell()) }
    /// A sidebar's header.
    public static func sidebarHeader() -> Self { Self(.sidebarHeader()) }
    /// iOS 18's header, which adapts to its list; outside a list (as here) a plain list's header.
    public static func header() -> Self { Self(.plainHeader()) }
    /// iOS 18's footer, which adapts to its list; outside a list (as here) a plain list's footer.
    public static func footer() -> Self { Self(.plainFooter()) }

    // Apple documents these three without their fonts or spacing, and CellSnap has not measured
    // them: no guessed look is drawn.
    @available(
        *, unavailable,
        message:
            "CellSnap has no measured look for the extra prominent header (Apple documents no font or spacing for it)"
    )
    public static func extraProminentInsetGroupedHeader() -> Self { fatalError() }
    @available(
        *, unavailable,
        message:
            "CellSnap has no measured look for iOS 18's prominent header, which adapts to its list; use prominentInsetGroupedHeader() in an inset grouped list"
    )
    public static func prominentHeader() -> Self { fatalError() }
    @available(
        *, unavailable,
        message:
            "CellSnap has no measured look for the extra prominent header (Apple documents no font or spacing for it)"
    )
    public static func extraProminentHeader() -> Self { fatalError() }

    /// The content view that shows this configuration.
    @preconcurrency @MainActor public func makeContentView() -> any UIView & UIContentView {
        UIListContentView(configuration: self)
    }

    /// The configuration in `state`: the properties you did not set take the state's default look
    /// (CellModel's), those you set stay.
    public func updated(for state: any UIConfigurationState) -> Self {
        var updated = self
        updated.stateDefaults = base.updated(for: state.cellSnapState)
        updated.textProperties.defaultColor = updated.stateDefaults.textProperties.color
        updated.secondaryTextProperties.defaultColor = updated.stateDefaults.secondaryTextProperties.color
        updated.imageProperties.defaultTint = updated.stateDefaults.imageProperties.tint
        return updated
    }

    /// CellModel's configuration before any state update, and the configuration as this one looks
    /// now (its state's defaults and your values, transformers applied), both for `traits`.
    func cellSnapModels(traits: Traits) throws -> (unupdated: ListContentConfiguration, looks: ListContentConfiguration)
    {
        var looks = base
        looks.text = _text
        looks.secondaryText = _secondaryText
        looks.attributedText = try _attributedText.map {
            try Self.runs(
                $0, font: textProperties.font, call: "UIListContentConfiguration.attributedText",
                adjustsForContentSizeCategory: textProperties.adjustsFontForContentSizeCategory,
                category: traits.contentSize)
        }
        looks.secondaryAttributedText = try _secondaryAttributedText.map {
            try Self.runs(
                $0, font: secondaryTextProperties.font, call: "UIListContentConfiguration.secondaryAttributedText",
                adjustsForContentSizeCategory: secondaryTextProperties.adjustsFontForContentSizeCategory,
                category: traits.contentSize)
        }
        looks.textProperties = try textProperties.model(traits: traits)
        looks.secondaryTextProperties = try secondaryTextProperties.model(traits: traits)
        let textFont = looks.textProperties.font.resolved(at: traits.contentSize)
        looks.imageProperties = try imageProperties.model(traits: traits, textFont: textFont)
        if let image {
            let (content, ownTint, weight, pointSize) = try image.model(
                traits: traits, call: "UIListContentConfiguration.image", textFont: textFont)
            looks.image = content
            if let ownTint { looks.imageProperties.tint = ownTint }
            if let weight { looks.imageProperties.symbolWeight = weight }
            if let pointSize { looks.imageProperties.symbolPointSize = pointSize }
            if image.isSymbolImage, let scale = image.symbolConfiguration?.modelScale {
                looks.imageProperties.symbolScale = scale
            }
        }
        looks.directionalLayoutMargins = ownMargins?.model
        looks.imageToTextPadding = _imageToTextPadding.map(Double.init)
        looks.textToSecondaryTextHorizontalPadding = _textToSecondaryTextHorizontalPadding.map(Double.init)
        looks.textToSecondaryTextVerticalPadding = _textToSecondaryTextVerticalPadding.map(Double.init)
        looks.prefersSideBySideTextAndSecondaryText = prefersSideBySideTextAndSecondaryText
        var unupdated = looks
        // Colours you did not set are the factory's, which CellModel updates for the state itself.
        if textProperties.isDefaultColor { unupdated.textProperties.color = base.textProperties.color }
        if secondaryTextProperties.isDefaultColor {
            unupdated.secondaryTextProperties.color = base.secondaryTextProperties.color
        }
        if imageProperties.isDefaultTint, image?.renderingMode != .alwaysOriginal {
            unupdated.imageProperties.tint = base.imageProperties.tint
        }
        return (unupdated, looks)
    }

    /// Attributed text as CellModel's runs: `.font` (a weight of the text's font and size, or a font of its own,
    /// Dynamic Type when it adjusts), `.foregroundColor`, the decorations, `.link`; others are refused.
    static func runs(
        _ linkedText: NSAttributedString, font textFont: UIFont, call: String, adjustsForContentSizeCategory: Bool,
        category: ContentSizeCategory
    ) throws -> [TextRun] {
        let text = linkedText.drawingLinks(with: [:])  // drawn as its other attributes say, as a label does
        var runs: [TextRun] = []
        var failure: CellSnapUIKitError?
        let whole = NSRange(location: 0, length: text.length)
        text.enumerateAttributes(in: whole, options: []) { attributes, range, stop in
            var run = TextRun((text.string as NSString).substring(with: range))
            for (key, value) in attributes {
                switch (key, value) {
                case (.font, let font as UIFont):
                    if font.pointSize == textFont.pointSize && font.familyName == textFont.familyName {
                        run.weight = font.weight
                    } else if let refusal = font.refusal {
                        failure = refusal
                        stop.pointee = true
                        return
                    } else {
                        run.font = font.model(
                            adjustsForContentSizeCategory: adjustsForContentSizeCategory, category: category)
                    }
                case (.foregroundColor, let color as UIColor):
                    run.color = color.cellSnapRunColor
                case (.paragraphStyle, let paragraph as NSParagraphStyle):
                    if let refusal = paragraph.refusal(of: [], call: call) {
                        failure = refusal
                        stop.pointee = true
                        return
                    }
                case _ where TextRun.decorationKeys.contains(key):
                    continue
                case (.strokeColor, _), (.strokeWidth, _):
                    // A width of 0 (the default) changes nothing: a colour alone leaves the text filled.
                    guard NSAttributedString.Key.strokeWidth(in: attributes) != 0 else { continue }
                    failure = CellSnapUIKitError(
                        call: "\(call) attribute \(key.rawValue)",
                        reason: "CellSnap does not draw outlined text (a .strokeWidth other than 0)")
                    stop.pointee = true
                    return
                default:
                    failure = CellSnapUIKitError(
                        call: "\(call) attribute \(key.rawValue)",
                        reason: key == .attachment
                            ? "CellSnap draws text attachments in a UILabel's attributedText only"
                            : "runs take .font, .foregroundColor, .paragraphStyle, .underlineStyle, .strikethroughStyle, their colours, .kern, .tracking, .backgroundColor and .baselineOffset"
                    )
                    stop.pointee = true
                    return
                }
            }
            do {
                run.decorations = try TextRun.decorations(of: attributes, call: call)
            } catch {
                failure = error as? CellSnapUIKitError
                stop.pointee = true
                return
            }
            runs.append(run)
        }
        if let failure { throw failure }
        return runs
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.base == rhs.base && lhs.stateDefaults == rhs.stateDefaults && lhs._text == rhs._text
            && lhs._attributedText == rhs._attributedText
            && lhs._secondaryText == rhs._secondaryText && lhs._secondaryAttributedText == rhs._secondaryAttributedText
            && lhs.image == rhs.image
            && lhs.textProperties == rhs.textProperties && lhs.secondaryTextProperties == rhs.secondaryTextProperties
            && lhs.imageProperties == rhs.imageProperties && lhs.ownMargins == rhs.ownMargins
            && lhs._imageToTextPadding == rhs._imageToTextPadding
            && lhs._textToSecondaryTextHorizontalPadding == rhs._textToSecondaryTextHorizontalPadding
            && lhs._textToSecondaryTextVerticalPadding == rhs._textToSecondaryTextVerticalPadding
            && lhs.prefersSideBySideTextAndSecondaryText == rhs.prefersSideBySideTextAndSecondaryText
            && lhs.axesPreservingSuperviewLayoutMargins == rhs.axesPreservingSuperviewLayoutMargins
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(base)
        hasher.combine(_text)
        hasher.combine(_secondaryText)
    }
}

extension UIListContentConfiguration {
    /// The look of a text, as `UIListContentConfiguration.TextProperties`.
    public struct TextProperties: Hashable {
        /// How lines are aligned, as `UIListContentConfiguration.TextProperties.TextAlignment`.
        public enum TextAlignment: Int, Hashable, Sendable { case natural, center, justified }
        /// A change of case, as `UIListContentConfiguration.TextProperties.TextTransform`.
        public enum TextTransform: Int, Hashable, Sendable { case none, capitalized, lowercase, uppercase }

        public var font: UIFont
        var _color: UIColor?
        /// The state's default colour, until ``color`` is set.
        var defaultColor: DynamicColor
        /// The text colour (until set, the state's default).
        public var color: UIColor {
            get { _color ?? UIColor(defaultColor) }
            set { _color = newValue }
        }
        public var colorTransformer: UIConfigurationColorTransformer?
        public var alignment: TextAlignment
        /// A legacy cell label's own alignment, which ``alignment`` has no case for (`.left` and
        /// `.right` are physical edges); set from the label, it wins over ``alignment``.
        var labelAlignment: NSTextAlignment?
        public var lineBreakMode: NSLineBreakMode
        /// The most lines; `0` is as many as the text needs.
        public var numberOfLines: Int
        /// Whether the font shrinks, down to ``minimumScaleFactor`` of its size, until the text fits
        /// its width (one line) or its ``numberOfLines``.
        public var adjustsFontSizeToFitWidth = false
        /// The least scale of the font when ``adjustsFontSizeToFitWidth`` shrinks it (0, the
        /// default, shrinks down to 1 pt).
        public var minimumScaleFactor: CGFloat = 0
        /// CellSnap never tightens letters before truncating, whatever this says.
        public var allowsDefaultTighteningForTruncation = true
        /// Whether a text style font follows the content size category.
        public var adjustsFontForContentSizeCategory = true
        public var showsExpansionTextWhenTruncated = false
        public var transform: TextTransform

        var isDefaultColor: Bool { _color == nil && colorTransformer == nil }

        init(_ model: CellModel.TextProperties) {
            font = UIFont(model.font)
            defaultColor = model.color
            alignment = model.alignment == .center ? .center : .natural
            lineBreakMode = NSLineBreakMode(model.lineBreakMode)
            numberOfLines = model.numberOfLines
            transform =
                switch model.transform {
                case .none: .none
                case .capitalized: .capitalized
                case .lowercase: .lowercase
                case .uppercase: .uppercase
                }
        }

        /// The colour drawn: ``color`` through ``colorTransformer``.
        public func resolvedColor() -> UIColor { colorTransformer.map { $0(color) } ?? color }

        func model(traits: Traits) throws -> CellModel.TextProperties {
            let modelTransform: CellModel.TextTransform =
                switch transform {
                case .none: .none
                case .capitalized: .capitalized
                case .lowercase: .lowercase
                case .uppercase: .uppercase
                }
            return CellModel.TextProperties(
                font: try font.drawnModel(
                    adjustsForContentSizeCategory: adjustsFontForContentSizeCategory, category: traits.contentSize),
                color: resolvedColor().cellSnapColor(traits: traits),
                alignment: labelAlignment?.model ?? (alignment == .center ? .center : .natural),
                numberOfLines: numberOfLines, lineBreakMode: lineBreakMode.model,
                transform: modelTransform,
                isJustified: labelAlignment.map { $0 == .justified } ?? (alignment == .justified),
                minimumScaleFactor: adjustsFontSizeToFitWidth ? Double(min(1, max(0, minimumScaleFactor))) : nil)
        }

        public static func == (lhs: Self, rhs: Self) -> Bool {
            lhs.font == rhs.font && lhs._color == rhs._color && lhs.defaultColor == rhs.defaultColor
                && (lhs.colorTransformer == nil) == (rhs.colorTransformer == nil)
                && lhs.alignment == rhs.alignment && lhs.labelAlignment == rhs.labelAlignment
                && lhs.lineBreakMode == rhs.lineBreakMode
                && lhs.numberOfLines == rhs.numberOfLines
                && lhs.adjustsFontSizeToFitWidth == rhs.adjustsFontSizeToFitWidth
                && lhs.adjustsFontForContentSizeCategory == rhs.adjustsFontForContentSizeCategory
                && lhs.transform == rhs.transform
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(font)
            hasher.combine(numberOfLines)
        }
    }

    /// The look of the image, as `UIListContentConfiguration.ImageProperties`.
    public struct ImageProperties: Hashable {
        /// A reserved layout size that asks for the system's standard dimension.
        public static let standardDimension: CGFloat = -CGFloat.greatestFiniteMagnitude

        var _tint: UIColor?
        var defaultTint: DynamicColor?
        /// The symbol's colour; `nil` uses the tint colour.
        public var tintColor: UIColor? {
            get { _tint ?? defaultTint.map(UIColor.init) }
            set { _tint = newValue }
        }
        public var tintColorTransformer: UIConfigurationColorTransformer?
        /// The symbol configuration applied to the image (its weight is drawn).
        public var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
        /// The largest size the image is drawn at; zero is no limit.
        public var maximumSize = CGSize.zero
        /// The size reserved for the image so that texts line up; zero uses the standard width.
        public var reservedLayoutSize = CGSize.zero
        public var cornerRadius: CGFloat
        public var accessibilityIgnoresInvertColors = false

        var isDefaultTint: Bool { _tint == nil && tintColorTransformer == nil }

        init(_ model: CellModel.ImageProperties) {
            defaultTint = model.tint
            cornerRadius = CGFloat(model.cornerRadius)
            if let size = model.maximumSize { maximumSize = CGSize(width: size.width, height: size.height) }
        }

        /// The colour a symbol is drawn in, given the view's tint colour.
        public func resolvedTintColor(for tintColor: UIColor) -> UIColor {
            let color = self.tintColor ?? tintColor
            return tintColorTransformer.map { $0(color) } ?? color
        }

        func model(traits: Traits, textFont: Font) throws -> CellModel.ImageProperties {
            var model = CellModel.ImageProperties(cornerRadius: Double(cornerRadius))
            if tintColor != nil || tintColorTransformer != nil {
                model.tint = resolvedTintColor(for: .tintColor).cellSnapColor(traits: traits)
            }
            if maximumSize != .zero {
                model.maximumSize = Size(
                    width: maximumSize.width == 0 ? .infinity : Double(maximumSize.width),
                    height: maximumSize.height == 0 ? .infinity : Double(maximumSize.height))
            }
            if reservedLayoutSize.height != 0 && reservedLayoutSize.height != Self.standardDimension {
                guard reservedLayoutSize.height.isFinite, reservedLayoutSize.height > 0 else {
                    throw CellSnapUIKitError(
                        call:
                            "UIListContentConfiguration.imageProperties.reservedLayoutSize.height = \(reservedLayoutSize.height)",
                        reason: "a reserved height is a finite number above 0")
                }
                model.reservedLayoutHeight = Double(reservedLayoutSize.height)
            }
            if reservedLayoutSize.width != 0 && reservedLayoutSize.width != Self.standardDimension {
                model.reservedLayoutWidth = Double(reservedLayoutSize.width)
            }
            let sized = try preferredSymbolConfiguration?.model(
                call: "UIListContentConfiguration.imageProperties.preferredSymbolConfiguration", textFont: textFont,
                category: traits.contentSize)
            model.symbolWeight = sized?.weight
            model.symbolPointSize = sized?.pointSize
            model.symbolScale = preferredSymbolConfiguration?.modelScale
            return model
        }

        public static func == (lhs: Self, rhs: Self) -> Bool {
            lhs._tint == rhs._tint && lhs.defaultTint == rhs.defaultTint
                && (lhs.tintColorTransformer == nil) == (rhs.tintColorTransformer == nil)
                && lhs.preferredSymbolConfiguration == rhs.preferredSymbolConfiguration
                && lhs.maximumSize == rhs.maximumSize
                && lhs.reservedLayoutSize == rhs.reservedLayoutSize && lhs.cornerRadius == rhs.cornerRadius
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(cornerRadius)
        }
    }
}
