import Primitives

/// UIKit's semantic colours, which resolve to different values in light and dark appearance, and
/// at high contrast (Increase Contrast).
///
/// High-contrast values are Apple's published ones for the system colours and the six grays
/// (`highContrastValues`). Apple publishes none for the labels, fills, backgrounds, separators
/// and `link`: those keep their normal values at high contrast rather than guessed ones.
public enum SemanticColor: String, Hashable, Codable, Sendable, CaseIterable {
    case label, secondaryLabel, tertiaryLabel, quaternaryLabel, placeholderText, link
    case separator, opaqueSeparator
    case systemBackground, secondarySystemBackground, tertiarySystemBackground
    case systemGroupedBackground, secondarySystemGroupedBackground, tertiarySystemGroupedBackground
    case systemFill, secondarySystemFill, tertiarySystemFill, quaternarySystemFill
    case systemBlue, systemRed, systemGreen, systemOrange, systemYellow, systemPink, systemPurple, systemTeal,
        systemIndigo
    case systemGray, systemGray2, systemGray3, systemGray4, systemGray5, systemGray6
    /// The app's tint: system blue by default.
    case tint

    /// The colour in `appearance`. Values are iOS's published ones (iOS 13 to 18).
    public func resolved(for appearance: ColorAppearance) -> Color {
        let (light, dark) = appearance.contrast == .high ? highContrastValues ?? values : values
        return appearance.style == .light ? light : dark
    }

    /// The light and dark values with Increase Contrast on, where Apple publishes them: the
    /// "Accessible" light and dark columns of the system colour table in Apple's Human Interface
    /// Guidelines ("Color", iOS and iPadOS system colors; the same values as Flutter's
    /// `CupertinoColors` high-contrast colours). `nil` for colours without published values.
    private var highContrastValues: (Color, Color)? {
        func rgb(_ r: Int, _ g: Int, _ b: Int) -> Color { Color(red255: r, green: g, blue: b) }
        switch self {
        case .systemBlue, .tint: return (rgb(0, 64, 221), rgb(64, 156, 255))
        case .systemRed: return (rgb(215, 0, 21), rgb(255, 105, 97))
        case .systemGreen: return (rgb(36, 138, 61), rgb(48, 219, 91))
        case .systemOrange: return (rgb(201, 52, 0), rgb(255, 179, 64))
        case .systemYellow: return (rgb(178, 80, 0), rgb(255, 212, 38))
        case .systemPink: return (rgb(211, 15, 69), rgb(255, 100, 130))
        case .systemPurple: return (rgb(137, 68, 171), rgb(218, 143, 255))
        case .systemTeal: return (rgb(0, 130, 153), rgb(93, 230, 255))
        case .systemIndigo: return (rgb(54, 52, 163), rgb(125, 122, 255))
        case .systemGray: return (rgb(108, 108, 112), rgb(174, 174, 178))
        case .systemGray2: return (rgb(142, 142, 147), rgb(124, 124, 128))
        case .systemGray3: return (rgb(174, 174, 178), rgb(84, 84, 86))
        case .systemGray4: return (rgb(188, 188, 192), rgb(68, 68, 70))
        case .systemGray5: return (rgb(216, 216, 220), rgb(54, 54, 56))
        case .systemGray6: return (rgb(235, 235, 240), rgb(36, 36, 38))
        case .label, .secondaryLabel, .tertiaryLabel, .quaternaryLabel, .placeholderText, .link, .separator,
            .opaqueSeparator, .systemBackground, .secondarySystemBackground, .tertiarySystemBackground,
            .systemGroupedBackground, .secondarySystemGroupedBackground, .tertiarySystemGroupedBackground,
            .systemFill, .secondarySystemFill, .tertiarySystemFill, .quaternarySystemFill:
            return nil
        }
    }

    private var values: (Color, Color) {
        func rgb(_ hex: UInt32) -> Color { Color(hex: hex) }
        func rgba(_ r: Int, _ g: Int, _ b: Int, _ a: Double) -> Color { Color(red255: r, green: g, blue: b, alpha: a) }
        switch self {
        case .label: return (rgb(0x000000), rgb(0xFFFFFF))
        case .secondaryLabel: return (rgba(60, 60, 67, 0.6), rgba(235, 235, 245, 0.6))
        case .tertiaryLabel: return (rgba(60, 60, 67, 0.3), rgba(235, 235, 245, 0.3))
        case .quaternaryLabel: return (rgba(60, 60, 67, 0.18), rgba(235, 235, 245, 0.16))
        case .placeholderText: return (rgba(60, 60, 67, 0.3), rgba(235, 235, 245, 0.3))
        case .link: return (rgb(0x007AFF), rgb(0x0984FF))
        case .separator: return (rgba(60, 60, 67, 0.29), rgba(84, 84, 88, 0.6))
        case .opaqueSeparator: return (rgb(0xC6C6C8), rgb(0x38383A))
        case .systemBackground: return (rgb(0xFFFFFF), rgb(0x000000))
        case .secondarySystemBackground: return (rgb(0xF2F2F7), rgb(0x1C1C1E))
        case .tertiarySystemBackground: return (rgb(0xFFFFFF), rgb(0x2C2C2E))
        case .systemGroupedBackground: return (rgb(0xF2F2F7), rgb(0x000000))
        case .secondarySystemGroupedBackground: return (rgb(0xFFFFFF), rgb(0x1C1C1E))
        case .tertiarySystemGroupedBackground: return (rgb(0xF2F2F7), rgb(0x2C2C2E))
        case .systemFill: return (rgba(120, 120, 128, 0.2), rgba(120, 120, 128, 0.36))
        case .secondarySystemFill: return (rgba(120, 120, 128, 0.16), rgba(120, 120, 128, 0.32))
        case .tertiarySystemFill: return (rgba(118, 118, 128, 0.12), rgba(118, 118, 128, 0.24))
        case .quaternarySystemFill: return (rgba(116, 116, 128, 0.08), rgba(118, 118, 128, 0.18))
        case .systemBlue, .tint: return (rgb(0x007AFF), rgb(0x0A84FF))
        case .systemRed: return (rgb(0xFF3B30), rgb(0xFF453A))
        case .systemGreen: return (rgb(0x34C759), rgb(0x30D158))
        case .systemOrange: return (rgb(0xFF9500), rgb(0xFF9F0A))
        case .systemYellow: return (rgb(0xFFCC00), rgb(0xFFD60A))
        case .systemPink: return (rgb(0xFF2D55), rgb(0xFF375F))
        case .systemPurple: return (rgb(0xAF52DE), rgb(0xBF5AF2))
        case .systemTeal: return (rgb(0x30B0C7), rgb(0x40C8E0))
        case .systemIndigo: return (rgb(0x5856D6), rgb(0x5E5CE6))
        case .systemGray: return (rgb(0x8E8E93), rgb(0x8E8E93))
        case .systemGray2: return (rgb(0xAEAEB2), rgb(0x636366))
        case .systemGray3: return (rgb(0xC7C7CC), rgb(0x48484A))
        case .systemGray4: return (rgb(0xD1D1D6), rgb(0x3A3A3C))
        case .systemGray5: return (rgb(0xE5E5EA), rgb(0x2C2C2E))
        case .systemGray6: return (rgb(0xF2F2F7), rgb(0x1C1C1E))
        }
    }
}

/// A colour as a configuration states it: fixed, semantic, or a light/dark pair (with optional
/// high-contrast values, as an asset catalog colour set gives them).
///
/// ```swift
/// let text: DynamicColor = .semantic(.secondaryLabel)
/// text.resolved(for: .dark)   // rgba(235, 235, 245, 0.6)
/// let brand: DynamicColor = .pair(light: Color(hex: 0x2E7D32), dark: Color(hex: 0x81C784), highContrastLight: Color(hex: 0x1B5E20))
/// brand.resolved(for: ColorAppearance(style: .light, contrast: .high))   // #1B5E20
/// brand.resolved(for: ColorAppearance(style: .dark, contrast: .high))   // #81C784: no high-contrast dark, so dark
/// ```
public enum DynamicColor: Hashable, Codable, Sendable {
    case fixed(Color)
    case semantic(SemanticColor)
    /// Light and dark values; at high contrast the high-contrast value of the style, where there
    /// is one, else the normal one.
    case pair(light: Color, dark: Color, highContrastLight: Color? = nil, highContrastDark: Color? = nil)

    /// The colour in `appearance`.
    public func resolved(for appearance: ColorAppearance) -> Color {
        switch self {
        case .fixed(let color): color
        case .semantic(let name): name.resolved(for: appearance)
        case .pair(let light, let dark, let highContrastLight, let highContrastDark):
            switch (appearance.style, appearance.contrast) {
            case (.light, .normal): light
            case (.dark, .normal): dark
            case (.light, .high): highContrastLight ?? light
            case (.dark, .high): highContrastDark ?? dark
            }
        }
    }

    /// The same colour with `transform` applied to each of its values, in every appearance.
    public func map(_ transform: (Color) -> Color) -> DynamicColor {
        switch self {
        case .fixed(let color): .fixed(transform(color))
        case .semantic(let name):
            .pair(
                light: transform(name.resolved(for: .light)), dark: transform(name.resolved(for: .dark)),
                highContrastLight: transform(name.resolved(for: ColorAppearance(style: .light, contrast: .high))),
                highContrastDark: transform(name.resolved(for: ColorAppearance(style: .dark, contrast: .high))))
        case .pair(let light, let dark, let highContrastLight, let highContrastDark):
            .pair(
                light: transform(light), dark: transform(dark), highContrastLight: highContrastLight.map(transform),
                highContrastDark: highContrastDark.map(transform))
        }
    }
}
