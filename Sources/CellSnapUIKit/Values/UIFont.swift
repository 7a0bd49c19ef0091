import AppFonts
import CellModel
import CellSnapFoundation
import Primitives

/// A font, as UIKit's `UIFont`: the system font (CellSnap's bundled Inter) at a size and weight,
/// a Dynamic Type text style, which follows the content size category when the text's
/// `adjustsFontForContentSizeCategory` is on, or one of the app's fonts by name
/// (`UIFont(name:size:)`, from the folders registered with `AppFonts.register(_:)`).
///
/// ```swift
/// let title = UIFont.preferredFont(forTextStyle: .headline)
/// let big = UIFont.preferredFont(forTextStyle: .body, compatibleWith: UITraitCollection(preferredContentSizeCategory: .accessibilityLarge))
/// big.pointSize   // 33
/// ```
public final class UIFont: NSObject, @unchecked Sendable {
    /// A Dynamic Type text style, as `UIFont.TextStyle`.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        public static let largeTitle = TextStyle("UICTFontTextStyleTitle0")
        public static let title1 = TextStyle("UICTFontTextStyleTitle1")
        public static let title2 = TextStyle("UICTFontTextStyleTitle2")
        public static let title3 = TextStyle("UICTFontTextStyleTitle3")
        public static let headline = TextStyle("UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle("UICTFontTextStyleSubhead")
        public static let body = TextStyle("UICTFontTextStyleBody")
        public static let callout = TextStyle("UICTFontTextStyleCallout")
        public static let footnote = TextStyle("UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle("UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle("UICTFontTextStyleCaption2")
        /// The extra large title style (iOS 17): its font is refused when drawn, as CellSnap has
        /// not measured its sizes.
        public static let extraLargeTitle = TextStyle("UICTFontTextStyleExtraLargeTitle")
        /// The second extra large title style (iOS 17): its font is refused when drawn, as
        /// CellSnap has not measured its sizes.
        public static let extraLargeTitle2 = TextStyle("UICTFontTextStyleExtraLargeTitle2")

        private static let table: [(TextStyle, TextStyleName)] = [
            (.largeTitle, .largeTitle), (.title1, .title1), (.title2, .title2), (.title3, .title3),
            (.headline, .headline),
            (.subheadline, .subheadline), (.body, .body), (.callout, .callout), (.footnote, .footnote),
            (.caption1, .caption1),
            (.caption2, .caption2),
        ]

        var model: TextStyleName? { Self.table.first { $0.0 == self }?.1 }
        init(_ name: TextStyleName) { self = Self.table.first { $0.1 == name }!.0 }
    }

    /// A font weight, as `UIFont.Weight`, with UIKit's raw values.
    public struct Weight: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        public static let ultraLight = Weight(-0.8)
        public static let thin = Weight(-0.6)
        public static let light = Weight(-0.4)
        public static let regular = Weight(0)
        public static let medium = Weight(0.23)
        public static let semibold = Weight(0.3)
        public static let bold = Weight(0.4)
        public static let heavy = Weight(0.56)
        public static let black = Weight(0.62)

        private static let table: [(Weight, FontWeight)] = [
            (.ultraLight, .ultraLight), (.thin, .thin), (.light, .light), (.regular, .regular), (.medium, .medium),
            (.semibold, .semibold), (.bold, .bold), (.heavy, .heavy), (.black, .black),
        ]

        /// CellModel's weight: the named weight nearest to the raw value.
        var model: FontWeight { Self.table.min { abs($0.0.rawValue - rawValue) < abs($1.0.rawValue - rawValue) }!.1 }
        init(_ weight: FontWeight) { self = Self.table.first { $0.1 == weight }!.0 }
    }

    /// First, so that Linux's Foundation compares fonts in attributed strings (CoreFoundationObjectHeader).
    private let coreFoundationHeader = CoreFoundationObjectHeader()
    /// The point size.
    public let pointSize: CGFloat
    package let weight: FontWeight
    /// The text style the font came from, which makes it follow Dynamic Type.
    package let textStyle: TextStyleName?
    /// The app font's family, ``Primitives/Font/monospacedFamily`` for the monospaced system
    /// font, or `nil` for the system font.
    let family: String?
    /// The app font's PostScript name, or `nil` for the system font.
    let postScriptName: String?
    /// Why text in this font cannot be drawn (a font `UIFontMetrics` could not scale), thrown when
    /// a view or configuration with it is drawn.
    let refusal: CellSnapUIKitError?
    /// The traits asked for beyond the weight (italic, monospace, a width). Italic is drawn in
    /// the family's italic face (Inter's for the system font); a font with a trait CellSnap's
    /// fonts do not have (a width, italic of a family without an italic face) has a ``refusal``.
    let extraTraits: UIFontDescriptor.SymbolicTraits
    /// Whether `UIFontMetrics.scaledFont(for:)` made the font from one of another size than its
    /// text style's: it then scales as the style does, in proportion.
    let scaledByMetrics: Bool
    /// Whether its digits are all one width (``monospacedDigitSystemFont(ofSize:weight:)``).
    let hasTabularFigures: Bool

    init(
        size: CGFloat, weight: FontWeight, textStyle: TextStyleName?, family: String? = nil,
        postScriptName: String? = nil, refusal: CellSnapUIKitError? = nil,
        extraTraits: UIFontDescriptor.SymbolicTraits = [], scaledByMetrics: Bool = false,
        hasTabularFigures: Bool = false
    ) {
        self.scaledByMetrics = scaledByMetrics
        self.hasTabularFigures = hasTabularFigures
        pointSize = size
        self.weight = weight
        self.textStyle = textStyle
        self.family = family
        self.postScriptName = postScriptName
        self.refusal = refusal
        self.extraTraits = extraTraits
        super.init()
    }

    /// A font made with `NSObject`'s initializer, as `UIFont()` on iOS, which apps write as the
    /// fallback of `UIFont(name:size:)`. UIKit does not document what it is; CellSnap chose the
    /// regular system font at 12 pt (``smallSystemFontSize``, also the size Core Text gives a font
    /// asked for at size 0), a font that draws rather than one that fails where it is used.
    ///
    /// ```swift
    /// let fallback = UIFont(name: "Helvetica", size: 15) ?? UIFont()
    /// UIFont().pointSize   // 12
    /// ```
    public override convenience init() {
        self.init(size: Self.smallSystemFontSize, weight: .regular, textStyle: nil)
    }

    /// The font called `fontName` at `fontSize`: the app's face with that PostScript name, else
    /// the upright face nearest to regular of the app's family with that name, else the app's face
    /// with that full name (`"Brand Semibold"`, as Core Text matches it), among the fonts
    /// registered with `AppFonts.register(_:)` and the fonts the app bundles (the font files of its
    /// target's resources, as `UIAppFonts` lists them on iOS: UIKitOnLinux.md); else a font iOS
    /// installs for every app, by PostScript, family or full name (`"Avenir-Heavy"`,
    /// `"Helvetica Neue"`, `"Helvetica Neue Bold"`, `"SavoyeLetPlain"`), which
    /// CellSnap draws in a stand-in of its weight (the system font's face, italic for an italic or
    /// oblique face, or the monospaced system font's for Courier New and Menlo) and whose
    /// condensed and monospaced italic faces it refuses when their text is drawn. A private name
    /// of the system font (`".SFUIText-Medium"`, which iOS 12 answered with the system font) is
    /// Times New Roman at `fontSize`, as iOS 13 and later answer it (Core Text logs "it will get
    /// TimesNewRomanPSMT rather than the intended font"). `nil` when no font is called so, as UIKit
    /// returns `nil` for a font neither the app nor iOS has.
    ///
    /// ```swift
    /// let brand = UIFont(name: "Brand-Semibold", size: 17)   // nil when the app has no such font
    /// let heavy = UIFont(name: "Avenir-Heavy", size: 17)!    // drawn in the heavy system face
    /// heavy.familyName   // "Avenir"
    /// ```
    public init?(name fontName: String, size fontSize: CGFloat) {
        pointSize = fontSize
        textStyle = nil
        scaledByMetrics = false
        hasTabularFigures = false
        if let face = BundledAppFonts.face(named: fontName) {
            weight = face.weight
            family = face.family
            postScriptName = face.postScriptName
            refusal = nil
            extraTraits = face.isItalic ? .traitItalic : []
        } else if let face = InstalledFonts.face(named: fontName) ?? InstalledFonts.privateSystemFontStandIn(fontName) {
            weight = face.weight
            family = face.isMonospaced ? Font.monospacedFamily : nil
            postScriptName = face.postScriptName
            refusal = face.missingStandIn.map {
                CellSnapUIKitError(
                    call: "UIFont(name: \"\(fontName)\", size: \(fontSize))",
                    reason: "\(face.postScriptName) is \($0) of \(face.family), a font iOS installs; CellSnap draws "
                        + "iOS's fonts in stand-ins of its own and has no \($0 == "an italic face" ? "italic" : "condensed") one "
                        + "(register the font's files with AppFonts.register(_:) to draw it)")
            }
            var traits: UIFontDescriptor.SymbolicTraits = []
            if face.isItalic { traits.insert(.traitItalic) }
            if face.isCondensed { traits.insert(.traitCondensed) }
            if face.isMonospaced { traits.insert(.traitMonoSpace) }
            extraTraits = traits
        } else {
            return nil
        }
        super.init()
    }

    /// The font of `style` at the Large content size category.
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        preferredFont(forTextStyle: style, compatibleWith: nil)
    }

    /// The font of `style` at the content size category of `traitCollection` (Large when unspecified).
    public static func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?)
        -> UIFont
    {
        let category = (traitCollection ?? UITraitCollection()).cellSnapTraits.contentSize
        guard let name = style.model else {
            return UIFont(
                size: CGFloat(TextStyleName.body.size(at: category)), weight: .regular, textStyle: nil,
                refusal: CellSnapUIKitError(
                    call: "UIFont.preferredFont(forTextStyle: \(style.rawValue))",
                    reason: "CellSnap has not measured this text style's sizes"))
        }
        return UIFont(size: CGFloat(name.size(at: category)), weight: name.weight, textStyle: name)
    }

    /// The system font at `fontSize` and `weight`.
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(size: fontSize, weight: weight.model, textStyle: nil)
    }
    /// The regular system font at `fontSize`.
    public static func systemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .regular) }
    /// The bold system font at `fontSize`, which iOS draws in the system font's semibold face
    /// (its `fontName` is `.SFUI-Semibold`, its traits bold), as iOS 9 and later do: the weight
    /// of emphasized body text. `systemFont(ofSize:weight: .bold)` is the bold face.
    ///
    /// ```swift
    /// UIFont.boldSystemFont(ofSize: 17).fontName   // ".SFUI-Semibold"
    /// ```
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(size: fontSize, weight: .semibold, textStyle: nil, extraTraits: .traitBold)
    }

    /// The italic system font at `fontSize`, drawn in Inter's italic face, the stand-in for SF
    /// Pro's italic as Inter's upright faces are for SF Pro's.
    ///
    /// ```swift
    /// let aside = UIFont.italicSystemFont(ofSize: 15)
    /// aside.fontDescriptor.symbolicTraits.contains(.traitItalic)   // true
    /// ```
    public static func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(size: fontSize, weight: .regular, textStyle: nil, extraTraits: .traitItalic)
    }

    /// Whether the font draws its family's italic face.
    var isItalic: Bool { extraTraits.contains(.traitItalic) }

    /// The monospaced system font (SF Mono on iOS) at `fontSize` and `weight`, drawn in the
    /// bundled Noto Sans Mono standing in for SF Mono: its regular face for the weights up to
    /// medium, its bold face from semibold (the nearest face, as the system font's missing weights
    /// are drawn). Its ascender, descender and line height are Noto Sans Mono's own (1069 and 293
    /// thousandths of an em), as CellSnap has no measurement of SF Mono's.
    ///
    /// ```swift
    /// let code = UIFont.monospacedSystemFont(ofSize: 15, weight: .regular)
    /// code.fontName   // ".SFMono-Regular"
    /// ```
    public static func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(
            size: fontSize, weight: weight.model, textStyle: nil, family: Font.monospacedFamily,
            extraTraits: .traitMonoSpace)
    }

    /// The system font with digits of one width at `fontSize` and `weight`, as counters and
    /// timers use it: drawn with the tabular figures of the bundled system font (Inter's `tnum`),
    /// so that "1" is as wide as "8".
    ///
    /// ```swift
    /// let timer = UIFont.monospacedDigitSystemFont(ofSize: 17, weight: .medium)
    /// timer.pointSize   // 17
    /// ```
    public static func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(size: fontSize, weight: weight.model, textStyle: nil, hasTabularFigures: true)
    }

    /// The same font at another size (a text style font stops following Dynamic Type).
    public func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(
            size: fontSize, weight: weight, textStyle: fontSize == pointSize ? textStyle : nil, family: family,
            postScriptName: postScriptName, refusal: refusal, extraTraits: extraTraits,
            hasTabularFigures: hasTabularFigures)
    }

    /// The standard system font size, 17 pt.
    public static var systemFontSize: CGFloat { 17 }
    /// The system's label font size, 17 pt.
    public static var labelFontSize: CGFloat { 17 }
    /// The small system font size, 12 pt.
    public static var smallSystemFontSize: CGFloat { 12 }
    /// The system's button font size, 18 pt.
    public static var buttonFontSize: CGFloat { 18 }

    /// The family name: the app font's, the installed font's (`"Avenir"`), or the one CellSnap
    /// draws the system font (or the monospaced system font) with.
    public var familyName: String { installedFace?.family ?? family ?? Font.defaultFamily }

    /// The face iOS installs that this font stands in for (`UIFont(name: "Avenir-Heavy", size:)`).
    var installedFace: InstalledFonts.Face? {
        guard let postScriptName, family == nil || family == Font.monospacedFamily else { return nil }
        return InstalledFonts.face(named: postScriptName)
    }

    /// The PostScript name of an app font; for the system font, `.SFUI-` and the weight, and for
    /// the monospaced system font `.SFMono-` and the weight, in the form UIKit gives its system
    /// fonts' names.
    public var fontName: String {
        postScriptName ?? (isMonospacedSystemFont ? Self.monospacedSystemFontName(weight) : Self.systemFontName(weight))
    }

    /// The family CellModel draws this font in: the system font's stand-in, an installed font's
    /// stand-in, or an app's face under the name it is drawn by (`Font.appFamily(_:)`: an app's
    /// own Inter is drawn from its file, not as the system font CellSnap draws in Inter).
    var drawnFamily: String {
        guard let family else { return Font.defaultFamily }
        guard Font.standInFamilies.contains(family), let postScriptName, installedFace == nil,
            BundledAppFonts.face(named: postScriptName)?.postScriptName == postScriptName
        else { return family }
        return Font.appFamily(family)
    }

    /// Whether this is the monospaced system font (drawn in ``Primitives/Font/monospacedFamily``).
    var isMonospacedSystemFont: Bool { family == Font.monospacedFamily && postScriptName == nil }

    /// The same font, its text refused with `error` when drawn.
    func refused(_ error: CellSnapUIKitError) -> UIFont {
        UIFont(
            size: pointSize, weight: weight, textStyle: textStyle, family: family, postScriptName: postScriptName,
            refusal: error, extraTraits: extraTraits, hasTabularFigures: hasTabularFigures)
    }

    /// CellModel's font for drawing, as ``model(adjustsForContentSizeCategory:category:)``; a font
    /// whose text cannot be drawn throws the error naming why.
    func drawnModel(adjustsForContentSizeCategory: Bool, category: ContentSizeCategory) throws -> FontSpec {
        if let refusal { throw refusal }
        return model(adjustsForContentSizeCategory: adjustsForContentSizeCategory, category: category)
    }

    /// CellModel's font: a text style (with its weight when another one) when the font came from
    /// one and follows Dynamic Type (made at the Large size or at the size `category` draws), a
    /// fixed font otherwise. The monospaced system font of a text style follows Dynamic Type as a
    /// fixed font of the style's size at `category` (CellModel's text styles are the system font's).
    func model(adjustsForContentSizeCategory: Bool, category: ContentSizeCategory) -> FontSpec {
        if adjustsForContentSizeCategory, let textStyle,
            [textStyle.size(at: .large), textStyle.size(at: category)].contains(Double(pointSize))
        {
            guard family != nil || isItalic || hasTabularFigures else {
                return .textStyle(textStyle, weight: weight == textStyle.weight ? nil : weight)
            }
            return .fixed(
                Font(
                    family: drawnFamily, size: textStyle.size(at: category), weight: weight,
                    isItalic: isItalic, hasTabularFigures: hasTabularFigures))
        }
        if adjustsForContentSizeCategory, let textStyle, scaledByMetrics {
            let scale = textStyle.size(at: category) / textStyle.size(at: .large)
            return .fixed(
                Font(
                    family: drawnFamily, size: Double(pointSize) * scale, weight: weight,
                    isItalic: isItalic, hasTabularFigures: hasTabularFigures))
        }
        return .fixed(
            Font(
                family: drawnFamily, size: Double(pointSize), weight: weight, isItalic: isItalic,
                hasTabularFigures: hasTabularFigures))
    }

    /// The UIKit font for CellModel's (a text style at the Large size).
    convenience init(_ spec: FontSpec) {
        switch spec {
        case .textStyle(let style, let weight):
            self.init(size: CGFloat(style.size(at: .large)), weight: weight ?? style.weight, textStyle: style)
        case .fixed(let font) where font.family == Font.monospacedFamily:
            self.init(
                size: CGFloat(font.size), weight: font.weight, textStyle: nil, family: font.family,
                extraTraits: .traitMonoSpace)
        case .fixed(let font):
            // An app's face, found by the family it is drawn under (an app's Inter is "Inter (app)").
            let face =
                font.family == Font.defaultFamily
                ? nil
                : BundledAppFonts.faces.first(where: {
                    $0.drawnFamily == font.family && $0.weight == font.weight && $0.isItalic == font.isItalic
                })
            self.init(
                size: CGFloat(font.size), weight: font.weight, textStyle: nil,
                family: font.family == Font.defaultFamily ? nil : face?.family ?? font.family,
                postScriptName: face?.postScriptName,
                extraTraits: font.isItalic ? .traitItalic : [], hasTabularFigures: font.hasTabularFigures)
        }
    }

    /// Equal fonts have the same size, weight, text style, family and traits, and scale alike.
    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFont else { return false }
        return pointSize == other.pointSize && weight == other.weight && textStyle == other.textStyle
            && family == other.family && installedFace == other.installedFace && extraTraits == other.extraTraits
            && scaledByMetrics == other.scaledByMetrics && hasTabularFigures == other.hasTabularFigures
            && (refusal == nil) == (other.refusal == nil)
    }

    public override var hash: Int {
        var hasher = Hasher()
        hasher.combine(pointSize)
        hasher.combine(weight)
        hasher.combine(textStyle)
        hasher.combine(family)
        hasher.combine(extraTraits)
        hasher.combine(scaledByMetrics)
        hasher.combine(hasTabularFigures)
        return hasher.finalize()
    }

    public override var description: String {
        "UIFont(\(postScriptName.map { "\"\($0)\", " } ?? "")\(textStyle.map { ".\($0.rawValue), " } ?? "")\(pointSize) pt, \(weight.rawValue))"
    }
}

/// Scales fonts of your own with Dynamic Type, as UIKit's `UIFontMetrics`.
public struct UIFontMetrics: Sendable {
    let style: TextStyleName

    /// Metrics that scale like `textStyle`.
    public init(forTextStyle textStyle: UIFont.TextStyle) { style = textStyle.model ?? .body }
    /// Metrics that scale like body text.
    public static var `default`: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }

    /// `font` made to follow Dynamic Type like the style: at the Large category it is `font`; at
    /// another it is `font`'s size times the ratio of the style's sizes at that category and at
    /// Large (the rule of ``scaledValue(for:compatibleWith:)``), in `font`'s face and weight. A font
    /// of the style's own Large size in the system face is the style itself. Apple does not
    /// publish how it scales other sizes; the proportional rule is CellSnap's choice. A font whose
    /// text cannot be drawn (traits CellSnap's fonts lack) keeps its refusal.
    public func scaledFont(for font: UIFont) -> UIFont {
        if font.refusal != nil { return font }
        return UIFont(
            size: font.pointSize, weight: font.weight, textStyle: style, family: font.family,
            postScriptName: font.postScriptName, extraTraits: font.extraTraits, scaledByMetrics: true,
            hasTabularFigures: font.hasTabularFigures)
    }

    /// `value` scaled from the Large category to `traitCollection`'s, as the style's size scales.
    public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection? = nil) -> CGFloat {
        let category = (traitCollection ?? UITraitCollection()).cellSnapTraits.contentSize
        return value * CGFloat(style.size(at: category) / style.size(at: .large))
    }
}

extension UIFont.TextStyle {
    /// The metrics that scale like the style, as iOS 17's `UIFont.TextStyle.metrics`.
    public var metrics: UIFontMetrics { UIFontMetrics(forTextStyle: self) }
}
