import AssetCatalog
import CellModel
import Foundation
import Primitives
import Testing

/// Colour sets that name a system colour (`"reference": "systemBlueColor"`), resolved for the
/// appearance drawn as UIKit resolves them, and catalogs read leaving out the sets that cannot be read.
@Suite struct ColorReferenceTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var reference: String
        /// Light, dark, high-contrast light, high-contrast dark.
        var expected: [Color]
        var testDescription: String { reference }
    }

    static let cases: [Case] = [
        Case(
            reference: "systemBlueColor",
            expected: [
                Color(hex: 0x007AFF), Color(hex: 0x0A84FF), Color(red255: 0, green: 64, blue: 221),
                Color(red255: 64, green: 156, blue: 255),
            ]),
        Case(
            reference: "labelColor",
            expected: [Color(hex: 0x000000), Color(hex: 0xFFFFFF), Color(hex: 0x000000), Color(hex: 0xFFFFFF)]),
        Case(
            reference: "secondarySystemBackgroundColor",
            expected: [Color(hex: 0xF2F2F7), Color(hex: 0x1C1C1E), Color(hex: 0xF2F2F7), Color(hex: 0x1C1C1E)]),
        Case(
            reference: "groupTableViewBackgroundColor",
            expected: [Color(hex: 0xF2F2F7), Color(hex: 0x000000), Color(hex: 0xF2F2F7), Color(hex: 0x000000)]),
        Case(
            reference: "systemMintColor",
            expected: [Color(hex: 0x00C7BE), Color(hex: 0x63E6E2), Color(hex: 0x0C817B), Color(hex: 0x66D4CF)]),
        Case(
            reference: "darkGrayColor",
            expected: Array(repeating: Color(red: 1.0 / 3, green: 1.0 / 3, blue: 1.0 / 3), count: 4)),
        Case(reference: "clearColor", expected: Array(repeating: Color(red: 0, green: 0, blue: 0, alpha: 0), count: 4)),
    ]

    static let appearances = [
        ColorAppearance.light, .dark, ColorAppearance(style: .light, contrast: .high),
        ColorAppearance(style: .dark, contrast: .high),
    ]

    static func referenceSet(_ reference: String, platform: String = "ios", appearances: String = "") -> String {
        #"{"colors": [{"idiom": "universal", \#(appearances)"color": {"platform": "\#(platform)", "reference": "\#(reference)"}}]}"#
    }

    @Test(arguments: cases)
    func aReferenceInTheAnySlotIsTheSystemColourInEveryAppearance(_ testCase: Case) throws {
        let url = try Scratch.catalog(["Accent.colorset/Contents.json": Self.referenceSet(testCase.reference)])
        let color = try #require(try AssetCatalog(contentsOf: url).colors["Accent"])
        #expect(Self.appearances.map { color.resolved(for: $0) } == testCase.expected)
    }

    @Test func aReferenceInTheDarkSlotIsResolvedDarkAndTheAnySlotKeepsItsComponents() throws {
        let set = """
            {"colors": [
              {"idiom": "universal", "color": {"color-space": "srgb", "components": {"red": "1.000", "green": "0.000", "blue": "0.000", "alpha": "1.000"}}},
              {"idiom": "universal", "appearances": [{"appearance": "luminosity", "value": "dark"}],
               "color": {"platform": "ios", "reference": "systemOrangeColor"}}]}
            """
        let url = try Scratch.catalog(["Alert.colorset/Contents.json": set])
        let color = try #require(try AssetCatalog(contentsOf: url).colors["Alert"])
        #expect(color.resolved(for: .light) == Color(red: 1, green: 0, blue: 0))
        #expect(color.resolved(for: .dark) == SemanticColor.systemOrange.resolved(for: .dark))
        #expect(
            color.resolved(for: ColorAppearance(style: .dark, contrast: .high))
                == SemanticColor.systemOrange.resolved(for: ColorAppearance(style: .dark, contrast: .high)))
        #expect(
            color.dynamicColor
                == .pair(
                    light: Color(red: 1, green: 0, blue: 0), dark: SemanticColor.systemOrange.resolved(for: .dark),
                    highContrastLight: nil,
                    highContrastDark: SemanticColor.systemOrange.resolved(
                        for: ColorAppearance(style: .dark, contrast: .high))))
    }

    struct Refused: CustomTestStringConvertible, Sendable {
        var set: String
        var error: String
        var testDescription: String { error }
    }

    static let refused: [Refused] = [
        Refused(
            set: referenceSet("controlAccentColor", platform: "osx"),
            error:
                "Assets.xcassets/A.colorset/Contents.json: colors[0].color.platform: 'osx' names another platform's system colour; an iPhone draws the iOS ones (platform 'ios')"
        ),
        Refused(
            set: referenceSet("tintColor"),
            error:
                "Assets.xcassets/A.colorset/Contents.json: colors[0].color.reference: 'tintColor' is not an iOS system colour; Xcode writes one of "
                + [
                    "blackColor", "blueColor", "brownColor", "clearColor", "cyanColor", "darkGrayColor",
                    "darkTextColor", "grayColor", "greenColor", "groupTableViewBackgroundColor", "labelColor",
                    "lightGrayColor", "lightTextColor", "linkColor", "magentaColor", "opaqueSeparatorColor",
                    "orangeColor", "placeholderTextColor", "purpleColor", "quaternaryLabelColor",
                    "quaternarySystemFillColor", "redColor", "secondaryLabelColor",
                    "secondarySystemBackgroundColor", "secondarySystemFillColor",
                    "secondarySystemGroupedBackgroundColor", "separatorColor", "systemBackgroundColor",
                    "systemBlueColor", "systemBrownColor", "systemCyanColor", "systemFillColor", "systemGray2Color",
                    "systemGray3Color", "systemGray4Color", "systemGray5Color", "systemGray6Color", "systemGrayColor",
                    "systemGreenColor", "systemGroupedBackgroundColor", "systemIndigoColor", "systemMintColor",
                    "systemOrangeColor", "systemPinkColor", "systemPurpleColor", "systemRedColor", "systemTealColor",
                    "systemYellowColor", "tertiaryLabelColor", "tertiarySystemBackgroundColor",
                    "tertiarySystemFillColor", "tertiarySystemGroupedBackgroundColor", "whiteColor", "yellowColor",
                ].joined(separator: ", ")),
        Refused(
            set:
                #"{"colors": [{"idiom": "universal", "color": {"platform": "ios", "color-space": "srgb", "components": {"red": "1", "green": "1", "blue": "1", "alpha": "1.000"}}}]}"#,
            error:
                "Assets.xcassets/A.colorset/Contents.json: colors[0].color.platform: a platform is given without a reference to one of its system colours"
        ),
    ]

    @Test(arguments: refused)
    func malformedReferencesAreRefusedNamingTheKey(_ testCase: Refused) throws {
        let url = try Scratch.catalog(["A.colorset/Contents.json": testCase.set])
        #expect(throws: AssetCatalogError.self) { try AssetCatalog(contentsOf: url) }
        do {
            _ = try AssetCatalog(contentsOf: url)
        } catch {
            #expect("\(error)" == testCase.error)
        }
    }

    @Test func aCatalogReadLeavingOutUnreadableSetsKeepsTheOthersAndLookupsNameTheBrokenOne() throws {
        let url = try Scratch.catalog([
            "Thread/Grey.colorset/Contents.json": Scratch.colorSet(
                "srgb", ["red": "0.500", "green": "0.500", "blue": "0.500", "alpha": "1.000"]),
            "butterfly.imageset/Contents.json":
                #"{"images": [{"filename": "b.png", "idiom": "universal", "scale": "2x"}]}"#,
            "butterfly.imageset/b.png": "version https://git-lfs.github.com/spec/v1\noid sha256:12\nsize 156858\n",
        ])
        let lfsError =
            "Assets.xcassets/butterfly.imageset/Contents.json: images[0].filename: 'b.png' is a Git LFS pointer, not the file itself (fetch the LFS objects: git lfs pull)"
        #expect(throws: AssetCatalogError.self) { try AssetCatalog(contentsOf: url) }
        let catalog = try AssetCatalog(contentsOf: url, leavingOutUnreadableSets: true)
        #expect(catalog.colors["Grey"]?.resolved(for: .light) == Color(red: 0.5, green: 0.5, blue: 0.5))
        #expect(catalog.imageNames.isEmpty)
        #expect(
            catalog.unreadableSets.map { "\($0.kind) \($0.name): \($0.error)" } == ["imageset butterfly: \(lfsError)"])
        let library = AssetLibrary(catalogs: [catalog])
        #expect(throws: AssetCatalogError.self) { try library.image(named: "butterfly") }
        do {
            _ = try library.image(named: "butterfly")
        } catch {
            #expect("\(error)" == lfsError)
        }
        #expect(throws: AssetLookupError.self) { try library.color(named: "butterfly") }
    }
}
