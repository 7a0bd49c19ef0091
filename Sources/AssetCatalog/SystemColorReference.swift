import CellModel
import Primitives

/// A system colour that a colour set names instead of giving components, as Xcode's colour picker
/// writes it for iOS: `"color": {"platform": "ios", "reference": "systemBlueColor"}`. UIKit resolves
/// such a slot as the system colour itself, for the appearance it is drawn in, so a reference in the
/// set's "Any" slot is still light in light mode and dark in dark mode.
struct SystemColorReference: Hashable, Sendable {
    /// The colour at normal contrast in light and dark, then at high contrast.
    let light: Color, dark: Color, highContrastLight: Color, highContrastDark: Color

    /// The value in `appearance`.
    func resolved(for appearance: ColorAppearance) -> Color {
        switch (appearance.style, appearance.contrast) {
        case (.light, .normal): light
        case (.dark, .normal): dark
        case (.light, .high): highContrastLight
        case (.dark, .high): highContrastDark
        }
    }

    /// The reference Xcode writes as `name` (`systemBlueColor`, `labelColor`, `whiteColor`), or
    /// `nil` for a name that is not one of iOS's.
    static func named(_ name: String) -> SystemColorReference? {
        guard name.hasSuffix("Color") else { return nil }
        let base = String(name.dropLast("Color".count))
        if base != "tint", let semantic = SemanticColor(rawValue: base) {
            return SystemColorReference(
                light: semantic.resolved(for: .light), dark: semantic.resolved(for: .dark),
                highContrastLight: semantic.resolved(for: ColorAppearance(style: .light, contrast: .high)),
                highContrastDark: semantic.resolved(for: ColorAppearance(style: .dark, contrast: .high)))
        }
        if base == "groupTableViewBackground" { return named("systemGroupedBackgroundColor") }
        if let values = newerSystemColors[base] {
            return SystemColorReference(
                light: Color(hex: values.0), dark: Color(hex: values.1), highContrastLight: Color(hex: values.2),
                highContrastDark: Color(hex: values.3))
        }
        guard let fixed = fixedColors[base] else { return nil }
        return SystemColorReference(light: fixed, dark: fixed, highContrastLight: fixed, highContrastDark: fixed)
    }

    /// The names this reader knows, for the error that names an unknown one.
    static var knownNames: [String] {
        let semantic = SemanticColor.allCases.filter { $0 != .tint }.map(\.rawValue)
        return (semantic + Array(newerSystemColors.keys) + Array(fixedColors.keys) + ["groupTableViewBackground"])
            .map { $0 + "Color" }.sorted()
    }

    /// The iOS 15 system colours CellModel's semantic colours leave out: light, dark, and the
    /// high-contrast light and dark values of Apple's Human Interface Guidelines ("Color", the
    /// system colour table), as `UIColor.systemMint`, `.systemCyan` and `.systemBrown` draw them.
    private static let newerSystemColors: [String: (UInt32, UInt32, UInt32, UInt32)] = [
        "systemMint": (0x00C7BE, 0x63E6E2, 0x0C817B, 0x66D4CF),
        "systemCyan": (0x32ADE6, 0x64D2FF, 0x0071A4, 0x70D7FF),
        "systemBrown": (0xA2845E, 0xAC8E68, 0x7F6545, 0xB59469),
    ]

    /// The fixed colours of `UIColor` (`UIColor.white`, `.darkGray`, ...) and the two text colours,
    /// with the components UIKit documents for them.
    private static let fixedColors: [String: Color] = [
        "black": Color(red: 0, green: 0, blue: 0), "white": Color(red: 1, green: 1, blue: 1),
        "clear": Color(red: 0, green: 0, blue: 0, alpha: 0),
        "darkGray": Color(red: 1.0 / 3, green: 1.0 / 3, blue: 1.0 / 3),
        "lightGray": Color(red: 2.0 / 3, green: 2.0 / 3, blue: 2.0 / 3),
        "gray": Color(red: 0.5, green: 0.5, blue: 0.5), "red": Color(red: 1, green: 0, blue: 0),
        "green": Color(red: 0, green: 1, blue: 0), "blue": Color(red: 0, green: 0, blue: 1),
        "cyan": Color(red: 0, green: 1, blue: 1), "yellow": Color(red: 1, green: 1, blue: 0),
        "magenta": Color(red: 1, green: 0, blue: 1), "orange": Color(red: 1, green: 0.5, blue: 0),
        "purple": Color(red: 0.5, green: 0, blue: 0.5), "brown": Color(red: 0.6, green: 0.4, blue: 0.2),
        "darkText": Color(red: 0, green: 0, blue: 0), "lightText": Color(red: 1, green: 1, blue: 1, alpha: 0.6),
    ]
}
