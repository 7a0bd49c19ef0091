import AssetCatalog
import CellModel
import Foundation
import Primitives
import Testing

/// Colour sets: every notation Xcode writes, every colour space converted to sRGB once, the
/// appearances, and malformed sets with their exact errors.
@Suite struct ColorSetTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var space: String
        var components: [String: String]
        /// The sRGB result, red, green, blue, alpha, to 1e-12.
        var expected: [Double]
        var testDescription: String { "\(space) \(components.sorted { $0.key < $1.key })" }
    }

    // Expected values computed independently (Python, the same formulas written out: sRGB
    // transfer IEC 61966-2-1, P3 → sRGB matrix from the CIE xy primaries, gray gamma 2.2).
    static let cases: [Case] = [
        Case(
            space: "srgb", components: ["red": "0.500", "green": "0.250", "blue": "1.000", "alpha": "1.000"],
            expected: [0.5, 0.25, 1, 1]),
        Case(
            space: "srgb", components: ["red": "128", "green": "0", "blue": "255", "alpha": "0.500"],
            expected: [128.0 / 255, 0, 1, 0.5]),
        Case(
            space: "srgb", components: ["red": "0x80", "green": "0x00", "blue": "0xFF", "alpha": "1.000"],
            expected: [128.0 / 255, 0, 1, 1]),
        Case(
            space: "srgb", components: ["red": "0xff", "green": "0X1", "blue": "1", "alpha": "255"],
            expected: [1, 1.0 / 255, 1.0 / 255, 1]),
        Case(
            space: "extended-srgb", components: ["red": "1.200", "green": "-0.100", "blue": "0.500", "alpha": "1.000"],
            expected: [1, 0, 0.5, 1]),
        Case(
            space: "extended-linear-srgb",
            components: ["red": "0.500", "green": "0.500", "blue": "0.000", "alpha": "1.000"],
            expected: [0.7353569830524495, 0.7353569830524495, 0, 1]),
        Case(
            space: "display-p3", components: ["red": "0xE8", "green": "0x2D", "blue": "0x3A", "alpha": "1.000"],
            expected: [0.9922967660448644, 0, 0.18478100060893657, 1]),
        Case(
            space: "display-p3", components: ["red": "0xFF", "green": "0x55", "blue": "0x5C", "alpha": "1.000"],
            expected: [1, 0.2542772849169384, 0.3331871487018046, 1]),
        Case(
            space: "display-p3", components: ["red": "0.000", "green": "1.000", "blue": "0.000", "alpha": "1.000"],
            expected: [0, 1, 0, 1]),
        Case(
            space: "gray-gamma-22", components: ["white": "0.500", "alpha": "0.600"],
            expected: [0.5038667822745281, 0.5038667822745281, 0.5038667822745281, 0.6]),
        Case(space: "extended-gray", components: ["white": "1.500", "alpha": "1.000"], expected: [1, 1, 1, 1]),
    ]

    @Test(arguments: cases)
    func componentsConvertToSRGB(_ testCase: Case) throws {
        let url = try Scratch.catalog([
            "Brand.colorset/Contents.json": Scratch.colorSet(testCase.space, testCase.components)
        ])
        let color = try #require(try AssetCatalog(contentsOf: url).colors["Brand"]).resolved(for: .light)
        let got = [color.red, color.green, color.blue, color.alpha]
        for (value, expected) in zip(got, testCase.expected) {
            #expect(abs(value - expected) < 1e-12, "\(got) != \(testCase.expected)")
        }
    }

    @Test func sampleAppColoursResolveInEveryAppearance() throws {
        let catalog = try AssetCatalog(contentsOf: Scratch.sampleCatalog)
        let brand = try #require(catalog.colors["BrandPrimary"])
        // All four appearances: any, dark, any high contrast, dark high contrast.
        #expect(brand.resolved(for: .light).hexString == "#2E8B96")
        #expect(brand.resolved(for: .dark).hexString == "#62BAC4")
        #expect(brand.resolved(for: Self.highContrastLight).hexString == "#1B5F67")
        #expect(brand.resolved(for: Self.highContrastDark).hexString == "#9ADDE5")
        let appearances = [ColorAppearance.light, .dark, Self.highContrastLight, Self.highContrastDark]
        #expect(
            appearances.map { brand.dynamicColor.resolved(for: $0).hexString } == [
                "#2E8B96", "#62BAC4", "#1B5F67", "#9ADDE5",
            ])
        let accent = try #require(catalog.colors["Accent"])
        #expect(accent.resolved(for: .light).hexString == "#FD002F")  // the light entry (same as any)
        #expect(accent.resolved(for: .dark).hexString == "#FF4155")
        // High contrast: the light and dark entries win over the any high-contrast one (#C10014),
        // which serves only a set without them.
        #expect(accent.resolved(for: Self.highContrastLight).hexString == "#FD002F")
        #expect(accent.resolved(for: Self.highContrastDark).hexString == "#FF4155")
        #expect(accent.values.map(\.color.hexString).contains("#C10014"))
        let hairline = try #require(catalog.colors["Hairline"])
        #expect(hairline.dynamicColor == .fixed(hairline.resolved(for: .light)))
        #expect(hairline.resolved(for: .dark).hexString == "#80808099")
        #expect(catalog.colors.keys.sorted() == ["Accent", "BrandPrimary", "Hairline"])
    }

    static let highContrastLight = ColorAppearance(style: .light, contrast: .high)
    static let highContrastDark = ColorAppearance(style: .dark, contrast: .high)

    struct Fallback: CustomTestStringConvertible, Sendable {
        /// The set's entries by appearance: `any`, `dark`, `any-hc`, `light-hc`, `dark-hc`, with a grey level each.
        var entries: [String: Int]
        /// The grey level drawn in light, dark, high-contrast light and high-contrast dark.
        var expected: [Int]
        var testDescription: String { entries.keys.sorted().joined(separator: ", ") }
    }

    // UIKit's order: the style's high-contrast entry, the style's own, any's high-contrast entry,
    // any, then the other style's (high contrast first).
    static let fallbacks: [Fallback] = [
        Fallback(entries: ["any": 10, "dark": 20, "any-hc": 30, "dark-hc": 40], expected: [10, 20, 30, 40]),
        Fallback(entries: ["any": 10, "dark": 20, "dark-hc": 40], expected: [10, 20, 10, 40]),
        Fallback(entries: ["any": 10, "dark": 20, "any-hc": 30], expected: [10, 20, 30, 20]),
        Fallback(entries: ["any": 10, "any-hc": 30], expected: [10, 10, 30, 30]),
        Fallback(entries: ["any": 10, "light-hc": 50], expected: [10, 10, 50, 10]),
        Fallback(entries: ["any": 10, "dark": 20], expected: [10, 20, 10, 20]),
        Fallback(entries: ["any": 10], expected: [10, 10, 10, 10]),
    ]

    @Test(arguments: fallbacks)
    func highContrastFallsBackAsUIKitDoes(_ fallback: Fallback) throws {
        let entries = fallback.entries.sorted { $0.key < $1.key }.map { name, level in
            let parts = name.split(separator: "-")
            var appearances: [String] = []
            if parts[0] != "any" { appearances.append(#"{"appearance": "luminosity", "value": "\#(parts[0])"}"#) }
            if parts.count > 1 { appearances.append(#"{"appearance": "contrast", "value": "high"}"#) }
            return #"{"idiom": "universal", "appearances": [\#(appearances.joined(separator: ", "))], "#
                + #""color": {"color-space": "srgb", "components": {"red": "\#(level)", "green": "\#(level)", "blue": "\#(level)", "alpha": "1.000"}}}"#
        }
        let json = #"{"colors": [\#(entries.joined(separator: ", "))]}"#
        let url = try Scratch.catalog(["Grey.colorset/Contents.json": json])
        let grey = try #require(try AssetCatalog(contentsOf: url).colors["Grey"])
        let appearances = [ColorAppearance.light, .dark, Self.highContrastLight, Self.highContrastDark]
        let levels = { (color: Color) in Int((color.red * 255).rounded()) }
        #expect(appearances.map { levels(grey.resolved(for: $0)) } == fallback.expected)
        // The colour CellModel draws keeps the same four values.
        #expect(appearances.map { levels(grey.dynamicColor.resolved(for: $0)) } == fallback.expected)
    }

    @Test func theIPhonesOwnEntryWinsOverTheUniversalOne() throws {
        let json = """
            {"colors": [
              {"idiom": "universal", "color": {"color-space": "srgb", "components": {"red": "0", "green": "0", "blue": "0", "alpha": "1.000"}}},
              {"idiom": "ipad", "color": {"color-space": "srgb", "components": {"red": "0", "green": "0", "blue": "255", "alpha": "1.000"}}},
              {"idiom": "iphone", "color": {"color-space": "srgb", "components": {"red": "255", "green": "0", "blue": "0", "alpha": "1.000"}}}
            ]}
            """
        let url = try Scratch.catalog(["Tint.colorset/Contents.json": json])
        #expect(try AssetCatalog(contentsOf: url).colors["Tint"]?.resolved(for: .light).hexString == "#FF0000")
    }

    struct Malformed: CustomTestStringConvertible, Sendable {
        var contents: String
        var error: String
        var testDescription: String { error }
    }

    static let malformed: [Malformed] = [
        Malformed(
            contents: Scratch.colorSet("srgb", ["red": "0x1G0", "green": "0", "blue": "0", "alpha": "1.000"]),
            error:
                #"Assets.xcassets/Brand.colorset/Contents.json: colors[0].color.components.red: "0x1G0" is not a number (float, 0-255 integer or 0x hex)"#
        ),
        Malformed(
            contents: Scratch.colorSet("srgb", ["red": "1.200", "green": "0", "blue": "0", "alpha": "1.000"]),
            error:
                #"Assets.xcassets/Brand.colorset/Contents.json: colors[0].color.components.red: "1.200" is out of range (0 to 1; the extended colour spaces allow more)"#
        ),
        Malformed(
            contents: Scratch.colorSet("srgb", ["red": "256", "green": "0", "blue": "0", "alpha": "1.000"]),
            error:
                #"Assets.xcassets/Brand.colorset/Contents.json: colors[0].color.components.red: "256" is out of range (0 to 255)"#
        ),
        Malformed(
            contents: Scratch.colorSet("srgb", ["red": "0x100", "green": "0", "blue": "0", "alpha": "1.000"]),
            error:
                #"Assets.xcassets/Brand.colorset/Contents.json: colors[0].color.components.red: "0x100" is out of range (0x00 to 0xFF)"#
        ),
        Malformed(
            contents: Scratch.colorSet("extended-srgb", ["red": "0", "green": "0", "blue": "0", "alpha": "1.500"]),
            error:
                #"Assets.xcassets/Brand.colorset/Contents.json: colors[0].color.components.alpha: "1.500" is out of range (0 to 1)"#
        ),
        Malformed(
            contents: Scratch.colorSet("adobe-rgb", ["red": "0", "green": "0", "blue": "0", "alpha": "1.000"]),
            error:
                "Assets.xcassets/Brand.colorset/Contents.json: colors[0].color.color-space: unknown colour space 'adobe-rgb'; CellSnap reads 'srgb', 'extended-srgb', 'extended-linear-srgb', 'display-p3', 'gray-gamma-22', 'extended-gray'"
        ),
        Malformed(
            contents: Scratch.colorSet("srgb", ["red": "0", "green": "0", "alpha": "1.000"]),
            error: "Assets.xcassets/Brand.colorset/Contents.json: colors[0].color.components.blue: missing"),
        Malformed(
            contents: Scratch.colorSet("gray-gamma-22", ["red": "0", "alpha": "1.000"]),
            error:
                "Assets.xcassets/Brand.colorset/Contents.json: colors[0].color.components.red: unknown key; CellSnap reads 'white', 'alpha'"
        ),
        Malformed(
            contents: #"{"colors": {"idiom": "universal"}}"#,
            error: "Assets.xcassets/Brand.colorset/Contents.json: colors: expected an array, found an object"),
        Malformed(
            contents:
                #"{"colors": [{"idiom": "universal", "color": {"color-space": "srgb", "components": {"red": 1, "green": "0", "blue": "0", "alpha": "1"}}}]}"#,
            error:
                "Assets.xcassets/Brand.colorset/Contents.json: colors[0].color.components.red: expected a string, found a number"
        ),
        Malformed(
            contents: #"{"colors": [{"idiom": "phone", "color": {}}]}"#,
            error:
                "Assets.xcassets/Brand.colorset/Contents.json: colors[0].idiom: unknown idiom 'phone'; Xcode writes 'universal', 'iphone', 'ipad', 'mac', 'tv', 'watch', 'car', 'vision', 'ios-marketing', 'watch-marketing'"
        ),
        Malformed(
            contents: Scratch.colorSet(
                "srgb", ["red": "0", "green": "0", "blue": "0", "alpha": "1.000"],
                appearances: #""appearances": [{"appearance": "luminosity", "value": "dim"}], "#),
            error:
                "Assets.xcassets/Brand.colorset/Contents.json: colors[0].appearances[0].value: unknown luminosity 'dim'; CellSnap reads 'light', 'dark'"
        ),
        Malformed(
            contents:
                #"{"colors": [{"idiom": "ipad", "color": {"color-space": "srgb", "components": {"red": "0", "green": "0", "blue": "0", "alpha": "1"}}}]}"#,
            error:
                "Assets.xcassets/Brand.colorset/Contents.json: colors: the set has no colour for an iPhone (idiom universal or iphone)"
        ),
        Malformed(contents: "{\"colors\": [", error: "Assets.xcassets/Brand.colorset/Contents.json: not valid JSON"),
        Malformed(
            contents: #"{"colours": []}"#,
            error:
                "Assets.xcassets/Brand.colorset/Contents.json: colours: unknown key; CellSnap reads 'colors', 'info', 'properties'"
        ),
    ]

    @Test(arguments: malformed)
    func malformedColourSetsNameTheFileAndKey(_ testCase: Malformed) throws {
        let url = try Scratch.catalog(["Brand.colorset/Contents.json": testCase.contents])
        #expect(throws: AssetCatalogError.self) { try AssetCatalog(contentsOf: url) }
        do {
            _ = try AssetCatalog(contentsOf: url)
        } catch {
            #expect("\(error)" == testCase.error)
        }
    }

    @Test func anAccentColorSetWithoutAColourNamesNone() throws {
        // A new Xcode project's AccentColor set: one universal slot, no colour in it.
        let url = try Scratch.catalog([
            "AccentColor.colorset/Contents.json": #"{"colors": [{"idiom": "universal"}], "info": {"version": 1}}"#,
            "Brand.colorset/Contents.json": Scratch.colorSet(
                "srgb", ["red": "1", "green": "0", "blue": "0", "alpha": "1"]),
        ])
        let catalog = try AssetCatalog(contentsOf: url)
        #expect(catalog.colors["AccentColor"] == nil && catalog.colors["Brand"] != nil)
    }

    @Test func aMissingContentsJSONIsNamed() throws {
        let url = try Scratch.catalog(["Brand.colorset/readme.txt": "no contents"])
        #expect(throws: AssetCatalogError(file: "Assets.xcassets/Brand.colorset/Contents.json", message: "is missing"))
        {
            try AssetCatalog(contentsOf: url)
        }
    }
}
