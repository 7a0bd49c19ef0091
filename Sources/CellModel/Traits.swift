import Primitives

/// Light or dark appearance.
public enum UserInterfaceStyle: String, Hashable, Codable, Sendable, CaseIterable {
    case light, dark
}

/// The user's preferred text size, from extra small to the largest accessibility size.
public enum ContentSizeCategory: String, Hashable, Codable, Sendable, CaseIterable, Comparable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge
    case accessibilityExtraExtraExtraLarge

    /// True for the five accessibility sizes (AX1 ... AX5).
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    /// The short name used in variant names and tables: `xS`, `S`, `M`, `L`, `xL`, `xxL`, `xxxL`, `AX1` ... `AX5`.
    public var shortName: String {
        ["xS", "S", "M", "L", "xL", "xxL", "xxxL", "AX1", "AX2", "AX3", "AX4", "AX5"][index]
    }

    /// The position in the Dynamic Type table, 0 (xS) to 11 (AX5).
    public var index: Int { Self.allCases.firstIndex(of: self)! }

    public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool { lhs.index < rhs.index }
}

/// How a list looks, as `UICollectionLayoutListConfiguration.Appearance`.
public enum ListAppearance: String, Hashable, Codable, Sendable, CaseIterable {
    case plain, grouped, insetGrouped, sidebar, sidebarPlain
}

/// The environment a cell is drawn in, as UIKit's trait collection.
///
/// ```swift
/// let traits = Traits(style: .dark, contentSize: .accessibilityExtraLarge, direction: .rightToLeft)
/// traits.variantName   // "dark-AX3-rtl@3x"
/// Traits(style: .dark, contrast: .high).variantName   // "dark-hc@3x"
/// ```
public struct Traits: Hashable, Codable, Sendable {
    public var style: UserInterfaceStyle
    public var contentSize: ContentSizeCategory
    public var direction: LayoutDirection
    /// Device pixels per point: 1, 2 or 3.
    public var displayScale: Double
    /// The appearance of the list the cell is in, or `nil` outside a list.
    public var listAppearance: ListAppearance?
    /// The iOS generation whose look the cell is drawn in: iOS 18 by default, or iOS 26.
    public var theme: ThemeName
    /// Normal contrast, or high when Increase Contrast is on: every colour resolves with it.
    public var contrast: ColorContrast

    /// Creates traits; the defaults are an iPhone's: light, Large text, left to right, 3x, normal contrast.
    public init(
        style: UserInterfaceStyle = .light, contentSize: ContentSizeCategory = .large,
        direction: LayoutDirection = .leftToRight,
        displayScale: Double = 3, listAppearance: ListAppearance? = nil, theme: ThemeName = .ios18,
        contrast: ColorContrast = .normal
    ) {
        self.theme = theme
        self.contrast = contrast
        self.style = style
        self.contentSize = contentSize
        self.direction = direction
        self.displayScale = displayScale
        self.listAppearance = listAppearance
    }

    /// What colours resolve for: the style and the contrast.
    public var colorAppearance: ColorAppearance { ColorAppearance(style: style, contrast: contrast) }

    /// A stable name of the traits that differ from the defaults' light, Large, left to right,
    /// normal contrast, followed by the scale: `@3x`, `dark-AX3-rtl@2x`, `dark-hc@3x` (`hc` for
    /// high contrast).
    public var variantName: String {
        variantName(variantComponents)
    }

    /// The traits that differ from the defaults, in a fixed order: `["ios26", "dark", "hc", "AX3", "rtl"]`.
    var variantComponents: [String] {
        var parts: [String] = []
        if theme != .ios18 { parts.append(theme.rawValue) }
        if style == .dark { parts.append("dark") }
        if contrast == .high { parts.append(Self.highContrastToken) }
        if contentSize != .large { parts.append(contentSize.shortName) }
        if direction == .rightToLeft { parts.append("rtl") }
        return parts
    }

    /// The component high contrast adds to variant names: `dark-hc-rtl@3x`.
    public static let highContrastToken = "hc"

    /// A scale as written in names: `3x`, `2.5x`; never traps, whatever the value (`nanx`).
    public static func scaleName(_ scale: Double) -> String {
        let whole = scale.rounded()
        return (whole == scale && abs(scale) < 1e15 ? String(Int(whole)) : String(scale)) + "x"
    }

    /// `components` joined by dashes, followed by the scale: `dark-rtl@3x`.
    func variantName(_ components: [String]) -> String {
        components.joined(separator: "-") + "@\(Self.scaleName(displayScale))"
    }
}

extension Traits {
    /// The display scales CellSnap renders at, in device pixels per point: 1 to 4, fractions
    /// allowed. Specs, `--scale` on every command and the Swift strategies share this one range.
    public static let displayScales: ClosedRange<Double> = 1...4
}

extension Traits {
    private enum CodingKeys: String, CodingKey {
        case style, contentSize, direction, displayScale, listAppearance, theme, contrast
    }

    /// Decodes traits; `theme` may be left out (iOS 18), and `contrast` (normal).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            style: try container.decode(UserInterfaceStyle.self, forKey: .style),
            contentSize: try container.decode(ContentSizeCategory.self, forKey: .contentSize),
            direction: try container.decode(LayoutDirection.self, forKey: .direction),
            displayScale: try container.decode(Double.self, forKey: .displayScale),
            listAppearance: try container.decodeIfPresent(ListAppearance.self, forKey: .listAppearance),
            theme: try container.decodeIfPresent(ThemeName.self, forKey: .theme) ?? .ios18,
            contrast: try container.decodeIfPresent(ColorContrast.self, forKey: .contrast) ?? .normal)
    }
}
