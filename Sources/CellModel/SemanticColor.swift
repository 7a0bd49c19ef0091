import Primitives

/// UIKit's semantic colours, which resolve to different values in light and dark appearance.
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

    /// The colour in `style`. Values are iOS's published ones (iOS 13 to 18).
    public func resolved(for style: UserInterfaceStyle) -> Color {
        let (light, dark) = values
        return style == .light ? light : dark
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

/// A colour as a configuration states it: fixed, semantic, or a light/dark pair.
///
/// ```swift
/// let text: DynamicColor = .semantic(.secondaryLabel)
/// text.resolved(for: .dark)   // rgba(235, 235, 245, 0.6)
/// ```
public enum DynamicColor: Hashable, Codable, Sendable {
    case fixed(Color)
    case semantic(SemanticColor)
    case pair(light: Color, dark: Color)

    /// The colour in `style`.
    public func resolved(for style: UserInterfaceStyle) -> Color {
        switch self {
        case .fixed(let color): color
        case .semantic(let name): name.resolved(for: style)
        case .pair(let light, let dark): style == .light ? light : dark
        }
    }
}
