import CellModel
import CellSnapUIKit
import Primitives

/// A font, as SwiftUI's `Font`: a Dynamic Type style, which follows the environment's Dynamic
/// Type size through the table UIKit's text styles use (CellModel's `TextStyleName`), or the
/// system font at a fixed size.
public struct Font: Hashable, Sendable {
    enum Base: Hashable, Sendable {
        case style(TextStyle)
        case system(size: CGFloat)
    }
    let base: Base
    var weight: Weight?
    var isItalic = false
    var design: Design = .default

    /// The Dynamic Type styles.
    public enum TextStyle: CaseIterable, Hashable, Sendable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
        /// iOS 17's extra large titles: refused when drawn, as CellSnap has not measured their sizes.
        case extraLargeTitle, extraLargeTitle2

        /// The UIKit text style of the same sizes, `nil` for the unmeasured ones.
        var model: TextStyleName? {
            switch self {
            case .largeTitle: .largeTitle
            case .title: .title1
            case .title2: .title2
            case .title3: .title3
            case .headline: .headline
            case .subheadline: .subheadline
            case .body: .body
            case .callout: .callout
            case .footnote: .footnote
            case .caption: .caption1
            case .caption2: .caption2
            case .extraLargeTitle, .extraLargeTitle2: nil
            }
        }
    }

    /// Font weights, as SwiftUI's `Font.Weight`.
    public struct Weight: Hashable, Sendable {
        let model: FontWeight
        public static let ultraLight = Weight(model: .ultraLight)
        public static let thin = Weight(model: .thin)
        public static let light = Weight(model: .light)
        public static let regular = Weight(model: .regular)
        public static let medium = Weight(model: .medium)
        public static let semibold = Weight(model: .semibold)
        public static let bold = Weight(model: .bold)
        public static let heavy = Weight(model: .heavy)
        public static let black = Weight(model: .black)
    }

    /// Font designs: CellSnap draws the default design (Inter standing in for SF Pro) and the
    /// monospaced one (Noto Sans Mono standing in for SF Mono, as UIKit's monospaced system font);
    /// the serif and rounded designs are refused when drawn.
    public enum Design: Hashable, Sendable {
        case `default`, serif, rounded, monospaced
    }

    public static let largeTitle = Font(base: .style(.largeTitle))
    public static let title = Font(base: .style(.title))
    public static let title2 = Font(base: .style(.title2))
    public static let title3 = Font(base: .style(.title3))
    public static let headline = Font(base: .style(.headline))
    public static let subheadline = Font(base: .style(.subheadline))
    public static let body = Font(base: .style(.body))
    public static let callout = Font(base: .style(.callout))
    public static let footnote = Font(base: .style(.footnote))
    public static let caption = Font(base: .style(.caption))
    public static let caption2 = Font(base: .style(.caption2))

    /// The system font of `style`.
    public static func system(_ style: TextStyle, design: Design = .default) -> Font {
        Font(base: .style(style), design: design)
    }

    /// The system font of `style`, in `design` and `weight`.
    @_disfavoredOverload
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(base: .style(style), weight: weight, design: design ?? .default)
    }

    /// The system font at `size` points, which does not follow Dynamic Type.
    public static func system(size: CGFloat, weight: Weight = .regular, design: Design = .default) -> Font {
        Font(base: .system(size: size), weight: weight, design: design)
    }

    /// The system font at `size` points in `weight` and `design` (iOS 16's spelling).
    @_disfavoredOverload
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(base: .system(size: size), weight: weight, design: design ?? .default)
    }

    init(base: Base, weight: Weight? = nil, design: Design = .default) {
        (self.base, self.weight, self.design) = (base, weight, design)
    }

    /// The font of a UIKit font: its size and weight (a text style font follows Dynamic Type).
    public init(_ font: UIFont) {
        let style = font.textStyle.flatMap { name in TextStyle.allCases.first { $0.model == name } }
        base = style.map { .style($0) } ?? .system(size: font.pointSize)
        weight = Weight(model: font.weight)
    }

    /// The font in `weight`.
    public func weight(_ weight: Weight) -> Font { with { $0.weight = weight } }
    /// The font in bold.
    public func bold() -> Font { weight(.bold) }
    /// The font in its monospaced design (iOS 16).
    public func monospaced() -> Font { with { $0.design = .monospaced } }
    /// The italic font, drawn in Inter's italic face as the system font's stand-in (the
    /// monospaced design's italic is refused when drawn: Noto Sans Mono has no italic face).
    public func italic() -> Font { with { $0.isItalic = true } }

    private func with(_ change: (inout Font) -> Void) -> Font {
        var font = self
        change(&font)
        return font
    }

    /// CellModel's font for this one at the Dynamic Type size `category`, or why it cannot be
    /// drawn. The monospaced design is a fixed font of Noto Sans Mono, of its style's size at
    /// `category` (CellModel's text styles are the system font's).
    func spec(at category: CellModel.ContentSizeCategory) throws -> FontSpec {
        let upright = try uprightSpec(at: category)
        return isItalic ? try upright.italicized(at: category, call: "Font.italic()") : upright
    }

    private func uprightSpec(at category: CellModel.ContentSizeCategory) throws -> FontSpec {
        if design == .monospaced { return try monospacedSpec(at: category) }
        if design != .default {
            throw CellSnapUIKitError(
                call: "Font.Design.\(design)", reason: "CellSnap draws the default and monospaced designs only")
        }
        switch base {
        case .style(let style):
            guard let name = style.model else {
                throw CellSnapUIKitError(call: "Font.\(style)", reason: "CellSnap has not measured this style's sizes")
            }
            return .textStyle(name, weight: weight?.model)
        case .system(let size):
            return .fixed(Primitives.Font(size: Double(size), weight: weight?.model ?? .regular))
        }
    }

    private func monospacedSpec(at category: CellModel.ContentSizeCategory) throws -> FontSpec {
        let size: Double
        let styleWeight: FontWeight
        switch base {
        case .style(let style):
            guard let name = style.model else {
                throw CellSnapUIKitError(call: "Font.\(style)", reason: "CellSnap has not measured this style's sizes")
            }
            (size, styleWeight) = (name.size(at: category), name.weight)
        case .system(let fixed):
            (size, styleWeight) = (Double(fixed), .regular)
        }
        return .fixed(
            Primitives.Font(family: Primitives.Font.monospacedFamily, size: size, weight: weight?.model ?? styleWeight))
    }
}

extension FontSpec {
    /// The same font in its italic face: a text style's as a fixed font of the style's size at
    /// `category`; refused, naming `call`, for the monospaced design, whose stand-in has no italic.
    func italicized(at category: CellModel.ContentSizeCategory, call: String) throws -> FontSpec {
        var font = resolved(at: category)
        if font.family == Primitives.Font.monospacedFamily {
            throw CellSnapUIKitError(call: call, reason: "CellSnap bundles no italic face of Noto Sans Mono")
        }
        font.isItalic = true
        return .fixed(font)
    }
}
