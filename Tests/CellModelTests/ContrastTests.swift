import CellModel
import Foundation
import Primitives
import Testing

/// Increase Contrast: system colours' published high-contrast values, colours without them kept,
/// catalog pairs with some or all high-contrast values, palettes, names and coding.
@Suite struct ContrastTests {
    static let highLight = ColorAppearance(style: .light, contrast: .high)
    static let highDark = ColorAppearance(style: .dark, contrast: .high)

    struct Resolution: CustomTestStringConvertible, Sendable {
        var color: SemanticColor
        /// Light, dark, high-contrast light, high-contrast dark, as sRGB hex (with alpha when not opaque).
        var expected: [String]
        var testDescription: String { color.rawValue }
    }

    // The high-contrast values restate the "Accessible" columns of Apple's HIG colour table
    // (iOS and iPadOS system colors); the colours without published ones keep their normal values.
    static let resolutions: [Resolution] = [
        Resolution(color: .systemBlue, expected: ["#007AFF", "#0A84FF", "#0040DD", "#409CFF"]),
        Resolution(color: .tint, expected: ["#007AFF", "#0A84FF", "#0040DD", "#409CFF"]),
        Resolution(color: .systemRed, expected: ["#FF3B30", "#FF453A", "#D70015", "#FF6961"]),
        Resolution(color: .systemGreen, expected: ["#34C759", "#30D158", "#248A3D", "#30DB5B"]),
        Resolution(color: .systemOrange, expected: ["#FF9500", "#FF9F0A", "#C93400", "#FFB340"]),
        Resolution(color: .systemYellow, expected: ["#FFCC00", "#FFD60A", "#B25000", "#FFD426"]),
        Resolution(color: .systemPink, expected: ["#FF2D55", "#FF375F", "#D30F45", "#FF6482"]),
        Resolution(color: .systemPurple, expected: ["#AF52DE", "#BF5AF2", "#8944AB", "#DA8FFF"]),
        Resolution(color: .systemTeal, expected: ["#30B0C7", "#40C8E0", "#008299", "#5DE6FF"]),
        Resolution(color: .systemIndigo, expected: ["#5856D6", "#5E5CE6", "#3634A3", "#7D7AFF"]),
        Resolution(color: .systemGray, expected: ["#8E8E93", "#8E8E93", "#6C6C70", "#AEAEB2"]),
        Resolution(color: .systemGray2, expected: ["#AEAEB2", "#636366", "#8E8E93", "#7C7C80"]),
        Resolution(color: .systemGray3, expected: ["#C7C7CC", "#48484A", "#AEAEB2", "#545456"]),
        Resolution(color: .systemGray4, expected: ["#D1D1D6", "#3A3A3C", "#BCBCC0", "#444446"]),
        Resolution(color: .systemGray5, expected: ["#E5E5EA", "#2C2C2E", "#D8D8DC", "#363638"]),
        Resolution(color: .systemGray6, expected: ["#F2F2F7", "#1C1C1E", "#EBEBF0", "#242426"]),
        // No published high-contrast values: unchanged.
        Resolution(color: .label, expected: ["#000000", "#FFFFFF", "#000000", "#FFFFFF"]),
        Resolution(color: .secondaryLabel, expected: ["#3C3C4399", "#EBEBF599", "#3C3C4399", "#EBEBF599"]),
        Resolution(color: .link, expected: ["#007AFF", "#0984FF", "#007AFF", "#0984FF"]),
        Resolution(color: .opaqueSeparator, expected: ["#C6C6C8", "#38383A", "#C6C6C8", "#38383A"]),
        Resolution(color: .systemGroupedBackground, expected: ["#F2F2F7", "#000000", "#F2F2F7", "#000000"]),
        Resolution(color: .systemFill, expected: ["#78788033", "#7878805C", "#78788033", "#7878805C"]),
    ]

    @Test(arguments: resolutions)
    func systemColoursResolveByStyleAndContrast(_ resolution: Resolution) {
        let appearances = [ColorAppearance.light, .dark, Self.highLight, Self.highDark]
        #expect(appearances.map { resolution.color.resolved(for: $0).hexString } == resolution.expected)
        // A semantic DynamicColor and the default theme resolve the same way.
        #expect(
            appearances.map { Theme.iOS17.resolve(.semantic(resolution.color), for: $0).hexString }
                == resolution.expected)
    }

    struct PairCase: CustomTestStringConvertible, Sendable {
        var label: String
        var color: DynamicColor
        var expected: [String]
        var testDescription: String { label }
    }

    static let pairs: [PairCase] = [
        PairCase(
            label: "all four",
            color: .pair(
                light: .init(hex: 0x111111), dark: .init(hex: 0x222222),
                highContrastLight: .init(hex: 0x333333), highContrastDark: .init(hex: 0x444444)),
            expected: ["#111111", "#222222", "#333333", "#444444"]),
        PairCase(
            label: "high-contrast light only",
            color: .pair(
                light: .init(hex: 0x111111), dark: .init(hex: 0x222222), highContrastLight: .init(hex: 0x333333)),
            expected: ["#111111", "#222222", "#333333", "#222222"]),
        PairCase(
            label: "light and dark only", color: .pair(light: .init(hex: 0x111111), dark: .init(hex: 0x222222)),
            expected: ["#111111", "#222222", "#111111", "#222222"]),
        PairCase(
            label: "fixed", color: .fixed(.init(hex: 0x555555)), expected: ["#555555", "#555555", "#555555", "#555555"]),
    ]

    @Test(arguments: pairs)
    func pairsFallBackToTheirStylesNormalValue(_ pair: PairCase) {
        let appearances = [ColorAppearance.light, .dark, Self.highLight, Self.highDark]
        #expect(appearances.map { pair.color.resolved(for: $0).hexString } == pair.expected)
        // Mapping keeps every appearance apart.
        #expect(
            appearances.map { pair.color.map { $0.withAlpha(0.5) }.resolved(for: $0).hexString }
                == pair.expected.map { $0 + "80" })
    }

    @Test func semanticColoursMappedKeepTheirHighContrastValues() {
        let blue = DynamicColor.semantic(.systemBlue).map { $0.withAlpha(0.5) }
        #expect(blue.resolved(for: Self.highDark).hexString == "#409CFF80")
        #expect(blue.resolved(for: .light).hexString == "#007AFF80")
    }

    @Test func pairsDecodeFromDataWrittenBeforeHighContrast() throws {
        let old =
            #"{"pair": {"light": {"red": 1, "green": 0, "blue": 0, "alpha": 1}, "dark": {"red": 0, "green": 0, "blue": 1, "alpha": 1}}}"#
        let decoded = try JSONDecoder().decode(DynamicColor.self, from: Data(old.utf8))
        #expect(decoded == .pair(light: Color(hex: 0xFF0000), dark: Color(hex: 0x0000FF)))
        let four = DynamicColor.pair(
            light: Color(hex: 0xFF0000), dark: Color(hex: 0x0000FF), highContrastLight: Color(hex: 0x800000),
            highContrastDark: Color(hex: 0x8080FF))
        #expect(try JSONDecoder().decode(DynamicColor.self, from: JSONEncoder().encode(four)) == four)
    }

    @Test func imageRepresentationsDecodeWithoutTheirContrast() throws {
        let old = #"{"scale": 2, "content": {"bitmap": {"width": 1, "height": 1, "rgba": [0, 0, 0, 255]}}}"#
        let decoded = try JSONDecoder().decode(AssetImage.Representation.self, from: Data(old.utf8))
        #expect(decoded == AssetImage.Representation(scale: 2, width: 1, height: 1, rgba: [0, 0, 0, 255]))
        let high = AssetImage.Representation(
            appearance: .dark, isHighContrast: true, scale: 3, width: 1, height: 1, rgba: [1, 2, 3, 4])
        #expect(try JSONDecoder().decode(AssetImage.Representation.self, from: JSONEncoder().encode(high)) == high)
    }

    @Test func traitsDecodeWithoutContrastAndRoundTripWithIt() throws {
        let old = #"{"style": "dark", "contentSize": "large", "direction": "leftToRight", "displayScale": 3}"#
        #expect(try JSONDecoder().decode(Traits.self, from: Data(old.utf8)) == Traits(style: .dark))
        let high = Traits(style: .dark, contrast: .high)
        #expect(try JSONDecoder().decode(Traits.self, from: JSONEncoder().encode(high)) == high)
        #expect(high.colorAppearance == Self.highDark)
    }

    @Test(arguments: [
        (Traits(contrast: .high), "hc@3x"),
        (Traits(style: .dark, contrast: .high), "dark-hc@3x"),
        (Traits(style: .dark, direction: .rightToLeft, contrast: .high), "dark-hc-rtl@3x"),
        (
            Traits(style: .dark, contentSize: .accessibilityExtraLarge, theme: .ios26, contrast: .high),
            "ios26-dark-hc-AX3@3x"
        ),
        (Traits(style: .dark, contrast: .normal), "dark@3x"),
    ])
    func highContrastAddsOneComponentToVariantNames(traits: Traits, name: String) {
        #expect(traits.variantName == name)
    }

    @Test func paletteOverridesKeepTheirValuesAtHighContrast() {
        // iOS 26's blue has no measured high-contrast values: it stays iOS 26's blue; colours the
        // palette leaves alone take the default table's high-contrast values.
        #expect(
            Theme.iOS26.resolve(.semantic(.systemBlue), for: Self.highLight) == Color(red255: 0, green: 136, blue: 255))
        #expect(Theme.iOS26.resolve(.semantic(.systemRed), for: Self.highLight).hexString == "#D70015")
        var theme = Theme.iOS17
        theme.palette[.tint] = .pair(
            light: Color(hex: 0x00AA00), dark: Color(hex: 0x00CC00), highContrastLight: Color(hex: 0x006600))
        #expect(theme.resolve(.semantic(.tint), for: Self.highLight).hexString == "#006600")
        #expect(theme.resolve(.semantic(.tint), for: Self.highDark).hexString == "#00CC00")
    }

    @Test func catalogFallbacksTryTheStyleThenAnyThenTheOtherStyle() {
        func names(_ appearance: ColorAppearance) -> [String] {
            appearance.catalogFallbacks.map { ($0.style?.rawValue ?? "any") + ($0.highContrast ? "-hc" : "") }
        }
        #expect(names(Self.highDark) == ["dark-hc", "dark", "any-hc", "any", "light-hc", "light"])
        #expect(names(Self.highLight) == ["light-hc", "light", "any-hc", "any", "dark-hc", "dark"])
        #expect(names(.dark) == ["dark", "any", "light"])
        #expect(names(.light) == ["light", "any", "dark"])
    }

    @Test func backgroundsResolveAtTheirContrast() {
        var background = BackgroundConfiguration.listGroupedCell()
        background.backgroundColor = .semantic(.systemGray5)
        #expect(background.resolvedColor(in: .iOS17, for: Self.highLight)?.hexString == "#D8D8DC")
        background.colorTransform = .preferredTint
        #expect(background.resolvedColor(in: .iOS17, for: Self.highDark)?.hexString == "#409CFF")
    }

    /// A background's colour and its tint transform take the theme's palette: iOS 26's blue.
    @Test func backgroundsTakeTheThemesTint() {
        var background = BackgroundConfiguration.listGroupedCell()
        background.backgroundColor = .semantic(.systemGray5)
        background.colorTransform = .preferredTint
        let tint = Theme.iOS26.resolve(.semantic(.tint), for: .light)
        #expect(tint != SemanticColor.tint.resolved(for: .light))
        #expect(background.resolvedColor(in: .iOS26, for: .light) == tint)
        background.colorTransform = .none
        background.backgroundColor = .semantic(.systemBlue)
        #expect(background.resolvedColor(in: .iOS26, for: .light) == tint)
        #expect(background.resolvedColor(in: .iOS17, for: .light) == SemanticColor.systemBlue.resolved(for: .light))
    }
}
