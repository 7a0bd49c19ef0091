import Primitives

/// The size of a configured button's elements, as `UIButton.Configuration.Size`.
public enum ButtonSize: String, Hashable, Codable, Sendable, CaseIterable {
    case mini, small, medium, large
}

/// How a configured button's background shape is chosen, as `UIButton.Configuration.CornerStyle`.
public enum ButtonCornerStyle: String, Hashable, Codable, Sendable, CaseIterable {
    /// The background's own corner radius, as it is.
    case fixed
    /// The corner radius the style gives for the button's size (UIKit's default).
    case dynamic
    case small, medium, large
    /// Half the button's height: a capsule.
    case capsule
}

/// The look of a configured button, as the static constructors of `UIButton.Configuration` make it.
public enum ButtonStyle: String, Hashable, Codable, Sendable, CaseIterable {
    /// No background, the title in the tint (`plain()`, `borderless()`).
    case plain
    /// A grey fill, the title in the tint (`gray()`, `bordered()`).
    case gray
    /// A fill of the tint, faint, the title in the tint (`tinted()`, `borderedTinted()`).
    case tinted
    /// A fill of the tint, the title white (`filled()`, `borderedProminent()`).
    case filled
}

/// How UIKit draws a button (`UIButton`): a configured one (`UIButton.Configuration`, iOS 15) by
/// its style and size, and a classic one (`UIButton(type:)` with `setTitle(_:for:)`) by its type.
///
/// Apple publishes none of these figures, and none is measured in the project's reference renders
/// yet: each is chosen, from UIKit's documented defaults where there are some, and says so. The
/// iOS 26 theme keeps them.
///
/// | figure | value | source |
/// |---|---|---|
/// | configured title and subtitle fonts | mini footnote / caption 2, small subheadline / footnote, medium and large body / subheadline | chosen: the text styles iOS 15 to 18 draw each size in, by eye |
/// | configured content insets (top and bottom, leading and trailing) | mini 3, 8; small 5, 10; medium 7, 12; large 14, 20 | chosen: a medium one-line button is 34.33 pt tall (a 20.33 pt body line), a large one 48.33 pt |
/// | corner radius of the `.dynamic` style, by size | mini 6, small 6, medium 8, large 12 | chosen by eye |
/// | `.small`, `.medium`, `.large` corner styles | 4, 8, 12 pt | chosen |
/// | image padding, title padding | 0 and 0 (`imagePadding`, `titlePadding`'s defaults) | UIKit's property defaults |
/// | gray background | secondarySystemFill | chosen: rgb(233,233,235) over white |
/// | tinted background | the tint at 0.15 opacity | chosen |
/// | filled foreground | white | `filled()`'s documentation: a background of the tint |
/// | disabled | tertiaryLabel foreground, tertiarySystemFill background | chosen: iOS 15's greyed-out buttons |
/// | highlighted | foreground at 0.5 opacity; a filled background at 0.8 | chosen |
/// | activity indicator | medium's spokes, 16 pt mini and small, 20 pt medium and large | chosen |
/// | pop-up indicator | `chevron.up.chevron.down` at 0.75 of the title's size, semibold, 4 pt after the title | chosen |
/// | classic title | the system font at 15 pt | `UIButton.titleLabel`'s default font (Interface Builder's "System 15.0") |
/// | classic height | the title's line plus 6 pt above and below: 30 pt for a 15 pt title | UIKit's intrinsic size of a button without content insets |
/// | classic system-type title | the tint; 0.2 opacity highlighted; tertiaryLabel disabled | chosen |
/// | classic custom-type title | white | UIKit's default title colour of `.custom` buttons |
/// | info, detail disclosure, contact add | `info.circle` and `plus.circle` 22 x 22 pt, in the tint | the button's 22 pt frame of iOS 7 onwards |
/// | close | a 30 pt circle of tertiarySystemFill with a bold `xmark` of 12 pt in secondaryLabel | chosen: iOS 13's close button |
public struct ButtonMetrics: Hashable, Codable, Sendable {
    /// The metrics of one `ButtonSize`.
    public struct SizeMetrics: Hashable, Codable, Sendable {
        public var titleFont: FontSpec
        public var subtitleFont: FontSpec
        /// Insets from the button's bounds to its content (`contentInsets`' default).
        public var contentInsets: DirectionalEdgeInsets
        /// The corner radius the styles give this size (the `.dynamic` corner style).
        public var cornerRadius: Double
        /// The side of the activity indicator shown in place of the image.
        public var activityIndicatorSide: Double

        /// Creates the metrics of a size.
        public init(
            titleFont: FontSpec, subtitleFont: FontSpec, contentInsets: DirectionalEdgeInsets, cornerRadius: Double,
            activityIndicatorSide: Double
        ) {
            self.titleFont = titleFont
            self.subtitleFont = subtitleFont
            self.contentInsets = contentInsets
            self.cornerRadius = cornerRadius
            self.activityIndicatorSide = activityIndicatorSide
        }
    }

    public var mini: SizeMetrics
    public var small: SizeMetrics
    public var medium: SizeMetrics
    public var large: SizeMetrics
    /// The radii of the `.small`, `.medium` and `.large` corner styles.
    public var smallCornerRadius: Double
    public var mediumCornerRadius: Double
    public var largeCornerRadius: Double
    /// The gray style's background.
    public var grayBackground: DynamicColor
    /// The opacity of the tint in the tinted style's background.
    public var tintedBackgroundOpacity: Double
    /// The filled style's foreground.
    public var filledForeground: DynamicColor
    /// A disabled configured button's foreground, and its background when its style has one.
    public var disabledForeground: DynamicColor
    public var disabledBackground: DynamicColor
    /// The opacity of a highlighted configured button's foreground, and of a filled one's background.
    public var highlightedForegroundOpacity: Double
    public var highlightedFilledBackgroundOpacity: Double
    /// The pop-up indicator's size as a multiple of the title's, and its space after the title.
    public var popUpIndicatorSizeRatio: Double
    public var popUpIndicatorSpacing: Double
    /// A classic button's title font (`titleLabel.font`'s default): a system button's (and the
    /// other glyph types'), and a custom one's, the system font at `UIFont.buttonFontSize`.
    public var classicTitleFont: Font
    public var classicCustomTitleFont: Font
    /// The space above and below a classic button's content in its intrinsic height.
    public var classicVerticalPadding: Double
    /// The width of a classic button with no title, image or background image (its height is an
    /// empty line of its title font and the padding): UIKit's 30 by 34 points of `UIButton()`.
    public var classicEmptyWidth: Double
    /// A classic system button's title opacity while highlighted, and its disabled title colour.
    public var classicHighlightedOpacity: Double
    public var classicDisabledTitle: DynamicColor
    /// A classic custom button's default title colour.
    public var classicCustomTitle: DynamicColor
    /// The side of the info, detail disclosure and contact add buttons, and their symbols' point size.
    public var systemGlyphSide: Double
    public var systemGlyphPointSize: Double
    /// The close button: its circle's side and fill, its cross's point size and colour.
    public var closeSide: Double
    public var closeFill: DynamicColor
    public var closeGlyphPointSize: Double
    public var closeGlyphColor: DynamicColor

    /// The metrics of `size`.
    public func metrics(for size: ButtonSize) -> SizeMetrics {
        switch size {
        case .mini: mini
        case .small: small
        case .medium: medium
        case .large: large
        }
    }

    /// The corner radius `style` gives a button of `size` that is `height` tall, with `fixed` the
    /// background's own radius.
    public func cornerRadius(_ style: ButtonCornerStyle, size: ButtonSize, height: Double, fixed: Double) -> Double {
        switch style {
        case .fixed: fixed
        case .dynamic: metrics(for: size).cornerRadius
        case .small: smallCornerRadius
        case .medium: mediumCornerRadius
        case .large: largeCornerRadius
        case .capsule: height / 2
        }
    }

    /// iOS 15 to 18 (see the table above for the source of each figure).
    public static let iOS17 = ButtonMetrics(
        mini: SizeMetrics(
            titleFont: .textStyle(.footnote), subtitleFont: .textStyle(.caption2),
            contentInsets: DirectionalEdgeInsets(top: 3, leading: 8, bottom: 3, trailing: 8), cornerRadius: 6,
            activityIndicatorSide: 16),
        small: SizeMetrics(
            titleFont: .textStyle(.subheadline), subtitleFont: .textStyle(.footnote),
            contentInsets: DirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10), cornerRadius: 6,
            activityIndicatorSide: 16),
        medium: SizeMetrics(
            titleFont: .textStyle(.body), subtitleFont: .textStyle(.subheadline),
            contentInsets: DirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12), cornerRadius: 8,
            activityIndicatorSide: 20),
        large: SizeMetrics(
            titleFont: .textStyle(.body), subtitleFont: .textStyle(.subheadline),
            contentInsets: DirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20), cornerRadius: 12,
            activityIndicatorSide: 20),
        smallCornerRadius: 4, mediumCornerRadius: 8, largeCornerRadius: 12,
        grayBackground: .semantic(.secondarySystemFill), tintedBackgroundOpacity: 0.15,
        filledForeground: .fixed(Color(hex: 0xFFFFFF)), disabledForeground: .semantic(.tertiaryLabel),
        disabledBackground: .semantic(.tertiarySystemFill), highlightedForegroundOpacity: 0.5,
        highlightedFilledBackgroundOpacity: 0.8, popUpIndicatorSizeRatio: 0.75, popUpIndicatorSpacing: 4,
        classicTitleFont: Font(size: 15), classicCustomTitleFont: Font(size: 18), classicVerticalPadding: 6,
        classicEmptyWidth: 30, classicHighlightedOpacity: 0.2,
        classicDisabledTitle: .semantic(.tertiaryLabel), classicCustomTitle: .fixed(Color(hex: 0xFFFFFF)),
        systemGlyphSide: 22, systemGlyphPointSize: 19, closeSide: 30, closeFill: .semantic(.tertiarySystemFill),
        closeGlyphPointSize: 12, closeGlyphColor: .semantic(.secondaryLabel))
}
