/// The user's contrast setting, as UIKit's `UIAccessibilityContrast`: normal, or high when
/// Increase Contrast is on (Settings > Accessibility > Display & Text Size).
public enum ColorContrast: String, Hashable, Codable, Sendable, CaseIterable {
    case normal, high
}

/// What a colour is resolved for: light or dark, at normal or high contrast.
///
/// Every colour of a cell resolves with its traits' appearance (``Traits/colorAppearance``), so
/// Increase Contrast reaches system colours, asset catalog colours and theme palettes alike.
///
/// ```swift
/// let blue = SemanticColor.systemBlue
/// blue.resolved(for: .dark)   // rgb(10, 132, 255)
/// blue.resolved(for: ColorAppearance(style: .dark, contrast: .high))   // rgb(64, 156, 255)
/// ```
public struct ColorAppearance: Hashable, Codable, Sendable {
    public var style: UserInterfaceStyle
    public var contrast: ColorContrast

    /// Creates an appearance; contrast is normal unless given.
    public init(style: UserInterfaceStyle, contrast: ColorContrast = .normal) {
        self.style = style
        self.contrast = contrast
    }

    /// Light appearance at normal contrast.
    public static let light = ColorAppearance(style: .light)
    /// Dark appearance at normal contrast.
    public static let dark = ColorAppearance(style: .dark)

    /// The appearances of asset catalog entries tried for this appearance, best first, as UIKit
    /// falls back: the style's own (its high-contrast entry first at high contrast), then the any
    /// appearance's, then the other style's. A `nil` style is the any appearance.
    ///
    /// ```swift
    /// ColorAppearance(style: .dark, contrast: .high).catalogFallbacks.map { "\($0.style.map(\.rawValue) ?? "any")\($0.highContrast ? "-hc" : "")" }
    /// // ["dark-hc", "dark", "any-hc", "any", "light-hc", "light"]
    /// ```
    public var catalogFallbacks: [(style: UserInterfaceStyle?, highContrast: Bool)] {
        let styles: [UserInterfaceStyle?] = style == .dark ? [.dark, nil, .light] : [.light, nil, .dark]
        let contrasts = contrast == .high ? [true, false] : [false]
        return styles.flatMap { style in contrasts.map { (style, $0) } }
    }
}
