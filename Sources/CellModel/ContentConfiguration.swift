import Primitives

/// Insets measured from the leading and trailing edges, which swap sides in right-to-left layouts.
public struct DirectionalEdgeInsets: Hashable, Codable, Sendable {
    public var top: Double, leading: Double, bottom: Double, trailing: Double

    /// Creates insets.
    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        (self.top, self.leading, self.bottom, self.trailing) = (top, leading, bottom, trailing)
    }

    /// The insets in layout coordinates, where `left` is the leading edge and `right` the
    /// trailing one: CellLayout places everything from the leading edge and mirrors right-to-left
    /// layouts as a whole at the end.
    public var edgeInsets: EdgeInsets { EdgeInsets(top: top, left: leading, bottom: bottom, right: trailing) }
}

/// A font as a configuration states it: a Dynamic Type style (optionally with another weight)
/// that follows the content size category, or a fixed font.
public enum FontSpec: Hashable, Codable, Sendable {
    case textStyle(TextStyleName, weight: FontWeight? = nil)
    case fixed(Font)

    /// The font at `category`.
    public func resolved(at category: ContentSizeCategory) -> Font {
        switch self {
        case .textStyle(let style, let weight): style.font(at: category, weight: weight)
        case .fixed(let font): font
        }
    }

    /// The line height at `category`: the text style's, or 1.3 times a fixed font's size.
    public func lineHeight(at category: ContentSizeCategory) -> Double {
        switch self {
        case .textStyle(let style, _): style.lineHeight(at: category)
        case .fixed(let font): (font.size * 1.3).rounded()
        }
    }
}

/// How text is transformed before it is drawn.
public enum TextTransform: String, Hashable, Codable, Sendable {
    case none, uppercase, lowercase, capitalized

    /// `text` transformed.
    public func apply(to text: String) -> String {
        switch self {
        case .none: text
        case .uppercase: text.uppercased()
        case .lowercase: text.lowercased()
        case .capitalized: text.capitalized
        }
    }
}

/// How text that does not fit is broken or truncated, as `NSLineBreakMode`.
public enum LineBreakMode: String, Hashable, Codable, Sendable {
    case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}

/// The look of a text in a content configuration, as `UIListContentConfiguration.TextProperties`.
public struct TextProperties: Hashable, Codable, Sendable {
    public var font: FontSpec
    public var color: DynamicColor
    public var alignment: TextAlignment
    /// The most lines; `0` means as many as the text needs.
    public var numberOfLines: Int
    public var lineBreakMode: LineBreakMode
    public var transform: TextTransform
    /// Whether lines but a paragraph's last run to both edges (UIKit's `.justified` alignment,
    /// whose last line is natural: set ``alignment`` to `.natural` with it).
    public var isJustified: Bool
    /// The least scale the font shrinks to when the text does not fit its width or its
    /// ``numberOfLines`` (UIKit's `adjustsFontSizeToFitWidth` with its `minimumScaleFactor`; 0
    /// shrinks down to 1 pt); `nil`, the default, never shrinks.
    public var minimumScaleFactor: Double?

    /// Creates text properties; by default body text in the label colour, any number of lines.
    public init(
        font: FontSpec = .textStyle(.body), color: DynamicColor = .semantic(.label),
        alignment: TextAlignment = .natural,
        numberOfLines: Int = 0, lineBreakMode: LineBreakMode = .byTruncatingTail, transform: TextTransform = .none,
        isJustified: Bool = false, minimumScaleFactor: Double? = nil
    ) {
        self.isJustified = isJustified
        self.minimumScaleFactor = minimumScaleFactor
        self.font = font
        self.color = color
        self.alignment = alignment
        self.numberOfLines = numberOfLines
        self.lineBreakMode = lineBreakMode
        self.transform = transform
    }
}

/// A run of attributed text: its string, and optionally a weight, colour, font or decorations of
/// its own.
public struct TextRun: Hashable, Codable, Sendable {
    public var text: String
    public var weight: FontWeight?
    public var color: DynamicColor?
    /// A font of the run's own (another size or family, a Dynamic Type style among them); the
    /// lines it is on grow to its line height. ``weight``, when set, overrides its weight.
    public var font: FontSpec?
    /// An underline, strikethrough, kerning, background or baseline offset of the run's own.
    public var decorations: TextDecorations<DynamicColor>?

    /// Creates a run: `TextRun("Anna", weight: .bold)`.
    public init(
        _ text: String, weight: FontWeight? = nil, color: DynamicColor? = nil, font: FontSpec? = nil,
        decorations: TextDecorations<DynamicColor>? = nil
    ) {
        self.text = text
        self.weight = weight
        self.color = color
        self.font = font
        self.decorations = decorations
    }
}

/// An image in a content configuration: a named symbol, a bitmap (straight-alpha RGBA8, row by
/// row), a vector image (an SVG document or a PDF page, shown at its intrinsic size in points
/// and drawn as vectors; a template one in the image tint), or an image of an asset catalog (its
/// representation chosen for the traits). A bitmap whose byte count is not `width * height * 4`
/// is not shown; decoding one is an error.
public enum ImageContent: Hashable, Codable, Sendable {
    case symbol(String)
    case bitmap(width: Int, height: Int, rgba: [UInt8])
    case vector(VectorImage)
    case asset(AssetImage)

    /// Whether a bitmap's size and bytes agree (symbols always do).
    public var isValid: Bool {
        switch self {
        case .symbol: true
        case .bitmap(let width, let height, let rgba): width > 0 && height > 0 && rgba.count == width * height * 4
        case .vector(let image): image.size.width > 0 && image.size.height > 0
        case .asset(let image): image.isValid
        }
    }

    /// The coded form, the same as the synthesized one, so that decoding can check the bitmap.
    private enum Coded: Codable {
        case symbol(String)
        case bitmap(width: Int, height: Int, rgba: [UInt8])
        case vector(VectorImage)
        case asset(AssetImage)
    }

    public init(from decoder: any Decoder) throws {
        switch try Coded(from: decoder) {
        case .symbol(let name): self = .symbol(name)
        case .bitmap(let width, let height, let rgba): self = .bitmap(width: width, height: height, rgba: rgba)
        case .vector(let image): self = .vector(image)
        case .asset(let image): self = .asset(image)
        }
        guard !isValid else { return }
        let reason =
            switch self {
            case .bitmap(let width, let height, let rgba):
                "a \(width) x \(height) bitmap needs \(max(0, width) * max(0, height) * 4) RGBA bytes and positive sides; it has \(rgba.count) bytes"
            case .vector(let image):
                "a vector image needs a positive size; it has \(image.size.width) x \(image.size.height)"
            default:
                "an asset image needs at least one representation, each with positive sides and scale and width * height * 4 RGBA bytes"
            }
        throw DecodingError.dataCorrupted(
            DecodingError.Context(codingPath: decoder.codingPath, debugDescription: reason))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .symbol(let name): try Coded.symbol(name).encode(to: encoder)
        case .bitmap(let width, let height, let rgba):
            try Coded.bitmap(width: width, height: height, rgba: rgba).encode(to: encoder)
        case .vector(let image): try Coded.vector(image).encode(to: encoder)
        case .asset(let image): try Coded.asset(image).encode(to: encoder)
        }
    }
}

/// The look of the image, as `UIListContentConfiguration.ImageProperties`.
public struct ImageProperties: Hashable, Codable, Sendable {
    /// The colour of a symbol or a template vector image; `nil` uses the tint colour.
    public var tint: DynamicColor?
    /// The largest size the image is drawn at.
    public var maximumSize: Size?
    /// The width reserved for the image, so that rows with different images line up; `nil` uses the theme's.
    public var reservedLayoutWidth: Double?
    /// The height reserved for the image, which is centred in it (`reservedLayoutSize.height`);
    /// taller than the text, it makes the row taller. `nil` reserves none.
    public var reservedLayoutHeight: Double?
    public var cornerRadius: Double
    /// The symbol's weight; `nil` follows the text.
    public var symbolWeight: FontWeight?
    /// The symbol's scale relative to the text (`UIImage.SymbolConfiguration(scale:)`); `nil` is
    /// the default, medium.
    public var symbolScale: SymbolScale?
    /// The symbol's point size (`UIImage.SymbolConfiguration(pointSize:)`, or the size of its text
    /// style or font); `nil` follows the text. A larger symbol widens its column past the
    /// reserved width and, past the text, makes the row taller.
    public var symbolPointSize: Double?

    /// Creates image properties.
    public init(
        tint: DynamicColor? = nil, maximumSize: Size? = nil, reservedLayoutWidth: Double? = nil,
        cornerRadius: Double = 0, symbolWeight: FontWeight? = nil, symbolScale: SymbolScale? = nil,
        symbolPointSize: Double? = nil
    ) {
        self.symbolScale = symbolScale
        self.symbolPointSize = symbolPointSize
        self.tint = tint
        self.maximumSize = maximumSize
        self.reservedLayoutWidth = reservedLayoutWidth
        self.cornerRadius = cornerRadius
        self.symbolWeight = symbolWeight
    }
}

/// A content configuration: what a cell shows, updated for the cell's state.
public protocol ContentConfiguration: Hashable, Sendable {
    /// The configuration as it looks in `state`.
    func updated(for state: CellState) -> Self
}

/// UIKit's list content configuration, with its variants (`cell()`, `subtitleCell()`, `valueCell()`,
/// sidebars, headers and footers).
///
/// ```swift
/// var content = ListContentConfiguration.valueCell()
/// content.image = .symbol("wifi")
/// content.text = "Wi-Fi"
/// content.secondaryText = "Home"
/// ```
public struct ListContentConfiguration: ContentConfiguration, Codable {
    /// Which of UIKit's default configurations this started from.
    public enum Variant: String, Hashable, Codable, Sendable, CaseIterable {
        case cell, subtitleCell, valueCell, sidebarCell, sidebarSubtitleCell, accompaniedSidebarCell
        case accompaniedSidebarSubtitleCell
        case plainHeader, plainFooter, groupedHeader, groupedFooter, prominentInsetGroupedHeader, sidebarHeader

        /// Headers and footers are supplementary views, not cells.
        public var isHeaderOrFooter: Bool {
            [.plainHeader, .plainFooter, .groupedHeader, .groupedFooter, .prominentInsetGroupedHeader, .sidebarHeader]
                .contains(self)
        }

        var isSidebar: Bool {
            [
                .sidebarCell, .sidebarSubtitleCell, .accompaniedSidebarCell, .accompaniedSidebarSubtitleCell,
                .sidebarHeader,
            ]
            .contains(self)
        }
    }

    public var variant: Variant
    public var image: ImageContent?
    public var text: String?
    public var secondaryText: String?
    /// Attributed text, in runs; when set it is shown instead of ``text``.
    public var attributedText: [TextRun]?
    /// Attributed secondary text, in runs; when set it is shown instead of ``secondaryText``.
    public var secondaryAttributedText: [TextRun]?
    public var textProperties: TextProperties
    public var secondaryTextProperties: TextProperties
    public var imageProperties: ImageProperties
    /// Margins around the content; `nil` uses the theme's layout margins.
    public var directionalLayoutMargins: DirectionalEdgeInsets?
    /// `nil` uses the theme's paddings.
    public var imageToTextPadding: Double?
    public var textToSecondaryTextVerticalPadding: Double?
    public var textToSecondaryTextHorizontalPadding: Double?
    /// Secondary text on the trailing side when both fit (value cells).
    public var prefersSideBySideTextAndSecondaryText: Bool

    private init(variant: Variant, text: TextProperties, secondary: TextProperties, sideBySide: Bool = false) {
        self.variant = variant
        self.textProperties = text
        self.secondaryTextProperties = secondary
        self.imageProperties = ImageProperties()
        self.prefersSideBySideTextAndSecondaryText = sideBySide
    }

    private static let secondaryLabel = DynamicColor.semantic(.secondaryLabel)

    /// A plain cell: body text.
    public static func cell() -> Self {
        Self(variant: .cell, text: TextProperties(), secondary: TextProperties(color: secondaryLabel))
    }
    /// Body text with subheadline secondary text below it.
    public static func subtitleCell() -> Self {
        Self(
            variant: .subtitleCell, text: TextProperties(),
            secondary: TextProperties(font: .textStyle(.subheadline), color: secondaryLabel))
    }
    /// Body text with secondary text on the trailing side (below it when they do not fit).
    public static func valueCell() -> Self {
        Self(
            variant: .valueCell, text: TextProperties(), secondary: TextProperties(color: secondaryLabel),
            sideBySide: true)
    }
    /// A sidebar row: body text, footnote secondary text (measured on an iOS screenshot of a
    /// sidebar's counts beside their rows: digits 0.8 of the row text's capitals).
    public static func sidebarCell() -> Self {
        Self(
            variant: .sidebarCell, text: TextProperties(),
            secondary: TextProperties(font: .textStyle(.footnote), color: secondaryLabel))
    }
    /// A sidebar row with subheadline secondary text below.
    public static func sidebarSubtitleCell() -> Self {
        Self(
            variant: .sidebarSubtitleCell, text: TextProperties(),
            secondary: TextProperties(font: .textStyle(.subheadline), color: secondaryLabel))
    }
    /// A sidebar row with secondary text on the trailing side.
    public static func accompaniedSidebarCell() -> Self {
        Self(
            variant: .accompaniedSidebarCell, text: TextProperties(), secondary: TextProperties(color: secondaryLabel),
            sideBySide: true)
    }
    /// An accompanied sidebar's row with subheadline secondary text below, laid out and drawn as
    /// ``sidebarSubtitleCell()``.
    public static func accompaniedSidebarSubtitleCell() -> Self {
        Self(
            variant: .accompaniedSidebarSubtitleCell, text: TextProperties(),
            secondary: TextProperties(font: .textStyle(.subheadline), color: secondaryLabel))
    }
    /// A plain list's section header: headline text.
    public static func plainHeader() -> Self {
        Self(
            variant: .plainHeader, text: TextProperties(font: .textStyle(.headline)),
            secondary: TextProperties(color: secondaryLabel))
    }
    /// A plain list's section footer: footnote, secondary label.
    public static func plainFooter() -> Self {
        Self(
            variant: .plainFooter, text: TextProperties(font: .textStyle(.footnote), color: secondaryLabel),
            secondary: TextProperties(color: secondaryLabel))
    }
    /// A grouped list's section header: uppercase footnote, secondary label.
    public static func groupedHeader() -> Self {
        Self(
            variant: .groupedHeader,
            text: TextProperties(font: .textStyle(.footnote), color: secondaryLabel, transform: .uppercase),
            secondary: TextProperties(color: secondaryLabel))
    }
    /// A grouped list's section footer: footnote, secondary label.
    public static func groupedFooter() -> Self {
        Self(
            variant: .groupedFooter, text: TextProperties(font: .textStyle(.footnote), color: secondaryLabel),
            secondary: TextProperties(color: secondaryLabel))
    }
    /// An inset grouped list's prominent header: bold title 3.
    public static func prominentInsetGroupedHeader() -> Self {
        Self(
            variant: .prominentInsetGroupedHeader, text: TextProperties(font: .textStyle(.title3, weight: .bold)),
            secondary: TextProperties(color: secondaryLabel))
    }
    /// A sidebar's section header: semibold title 3 (measured on an iOS screenshot of a sidebar:
    /// the header's capitals 1.22 times a body row's, 20 pt), secondary label.
    public static func sidebarHeader() -> Self {
        Self(
            variant: .sidebarHeader,
            text: TextProperties(font: .textStyle(.title3, weight: .semibold), color: secondaryLabel),
            secondary: TextProperties(color: secondaryLabel))
    }

    /// The configuration in `state`, as UIKit's default configurations react: disabled cells dim
    /// their text and image to tertiary label; selected, highlighted or drop-targeted rows of
    /// sidebars (sidebar variants, or any cell in a sidebar list) turn white on the tint.
    public func updated(for state: CellState) -> Self {
        var updated = self
        if state.isDisabled {
            updated.textProperties.color = .semantic(.tertiaryLabel)
            updated.secondaryTextProperties.color = .semantic(.quaternaryLabel)
            updated.imageProperties.tint = .semantic(.tertiaryLabel)
        } else if variant.isSidebar || state.traits.listAppearance == .sidebar
            || state.traits.listAppearance == .sidebarPlain,
            state.showsHighlight, !variant.isHeaderOrFooter
        {
            let white = DynamicColor.fixed(.white)
            updated.textProperties.color = white
            updated.secondaryTextProperties.color = white
            updated.imageProperties.tint = white
        }
        return updated
    }
}
