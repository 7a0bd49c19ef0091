import Foundation
import Primitives
import Testing

@testable import CellModel

/// The theme's values against Apple's published figures, restated here as the project's own tables
/// (Human Interface Guidelines, "Typography: Dynamic Type sizes" for iOS; UIKit's semantic and system
/// colours as resolved on iOS 17/18 in light and dark): an independent copy, so that a slip in the
/// theme cannot agree with itself.
@Suite struct ReferenceMetricsTests {
    /// Point sizes from xSmall to AX5 (the HIG table; Large is the fourth).
    static let dynamicTypeSizes: [TextStyleName: [Double]] = [
        .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
        .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
        .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
        .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
        .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
        .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
        .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
        .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
        .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
    ]

    @Test(arguments: TextStyleName.allCases)
    func dynamicTypeSizesMatchTheHIGTable(style: TextStyleName) throws {
        let sizes = try #require(Self.dynamicTypeSizes[style], "no reference row for \(style)")
        #expect(sizes == style.sizes)
    }

    /// Semantic and system colours, light then dark.
    static let colours: [(SemanticColor, light: Color, dark: Color)] = [
        (.label, Color(hex: 0x000000), Color(hex: 0xFFFFFF)),
        (
            .secondaryLabel, Color(red255: 60, green: 60, blue: 67, alpha: 0.6),
            Color(red255: 235, green: 235, blue: 245, alpha: 0.6)
        ),
        (
            .tertiaryLabel, Color(red255: 60, green: 60, blue: 67, alpha: 0.3),
            Color(red255: 235, green: 235, blue: 245, alpha: 0.3)
        ),
        (
            .quaternaryLabel, Color(red255: 60, green: 60, blue: 67, alpha: 0.18),
            Color(red255: 235, green: 235, blue: 245, alpha: 0.16)
        ),
        (
            .separator, Color(red255: 60, green: 60, blue: 67, alpha: 0.29),
            Color(red255: 84, green: 84, blue: 88, alpha: 0.6)
        ),
        (.opaqueSeparator, Color(hex: 0xC6C6C8), Color(hex: 0x38383A)),
        (.systemBackground, Color(hex: 0xFFFFFF), Color(hex: 0x000000)),
        (.systemGroupedBackground, Color(hex: 0xF2F2F7), Color(hex: 0x000000)),
        (.secondarySystemGroupedBackground, Color(hex: 0xFFFFFF), Color(hex: 0x1C1C1E)),
        (.systemBlue, Color(hex: 0x007AFF), Color(hex: 0x0A84FF)),
        (.systemRed, Color(hex: 0xFF3B30), Color(hex: 0xFF453A)),
        (.systemGreen, Color(hex: 0x34C759), Color(hex: 0x30D158)),
        (.systemGray, Color(hex: 0x8E8E93), Color(hex: 0x8E8E93)),
        (.systemGray4, Color(hex: 0xD1D1D6), Color(hex: 0x3A3A3C)),
    ]

    @Test(arguments: colours.indices)
    func semanticColoursMatchTheReference(index: Int) {
        let (color, light, dark) = Self.colours[index]
        #expect(color.resolved(for: .light) == light, "\(color) light")
        #expect(color.resolved(for: .dark) == dark, "\(color) dark")
    }
}

@Suite struct DynamicTypeTests {
    @Test(arguments: [
        (TextStyleName.body, ContentSizeCategory.large, 17.0, 22.0),
        (.body, .extraSmall, 14, 18),
        (.body, .accessibilityExtraLarge, 40, 52),
        (.subheadline, .large, 15, 20),
        (.footnote, .large, 13, 18),
        (.caption1, .large, 12, 16),
        (.largeTitle, .accessibilityExtraExtraExtraLarge, 60, 72),
    ])
    func sizesAndLineHeights(style: TextStyleName, category: ContentSizeCategory, size: Double, lineHeight: Double) {
        #expect(style.size(at: category) == size)
        #expect(style.lineHeight(at: category) == lineHeight)
    }

    @Test func headlineIsSemiboldAndWeightsCanBeOverridden() {
        #expect(TextStyleName.headline.font(at: .large) == Font(size: 17, weight: .semibold))
        #expect(TextStyleName.body.font(at: .large, weight: .bold) == Font(size: 17, weight: .bold))
    }

    @Test func accessibilityCategoriesAreTheLastFive() {
        #expect(
            ContentSizeCategory.allCases.filter(\.isAccessibilityCategory).map(\.shortName) == [
                "AX1", "AX2", "AX3", "AX4", "AX5",
            ])
    }
}

@Suite struct ThemeTests {
    @Test(arguments: [(320.0, 16.0), (375, 16), (389.5, 16), (390, 20), (393, 20), (430, 20)])
    func layoutMarginsFollowTheWidth(width: Double, margin: Double) {
        #expect(Theme.iOS17.layoutMargin(forWidth: width) == margin)
    }

    @Test func iOS26IsASecondThemeNotAFork() {
        // Measured in iOS 26.1 renders: 51 pt rows, about 26 pt corners, 16 pt margins at 390 and up.
        #expect(Theme.iOS17.minimumRowHeight == 44 && Theme.iOS26.minimumRowHeight == 51)
        #expect(Theme.iOS17.insetGroupedCornerRadius == 10 && Theme.iOS26.insetGroupedCornerRadius == 26)
        #expect(Theme.iOS17.layoutMargin(forWidth: 393) == 20 && Theme.iOS26.layoutMargin(forWidth: 393) == 16)
        // iOS 26's blue replaces the tint; colours it does not override keep the default table's.
        #expect(Theme.iOS26.resolve(.semantic(.tint), for: .light) == Color(red255: 0, green: 136, blue: 255))
        #expect(
            Theme.iOS26.resolve(.semantic(.label), for: .dark) == Theme.iOS17.resolve(.semantic(.label), for: .dark))
    }
}

@Suite struct CellStateTests {
    @Test func variantNamesAreStableAndOrdered() {
        var state = CellState(
            traits: Traits(style: .dark, contentSize: .accessibilityExtraLarge, direction: .rightToLeft))
        state.isEditing = true
        state.isSelected = true
        state["isArchived"] = true
        state["priority"] = .int(2)
        state["isDraft"] = false
        #expect(state.variantName == "selected-editing-isArchived-priority=2-dark-AX3-rtl@3x")
        #expect(CellState().variantName == "normal@3x")
        #expect(CellState(traits: Traits(displayScale: 2)).variantName == "normal@2x")
    }

    @Test func customKeysRoundTripThroughCodable() throws {
        var state = CellState()
        state["isArchived"] = true
        state["label"] = "Work"
        let decoded = try JSONDecoder().decode(CellState.self, from: JSONEncoder().encode(state))
        #expect(decoded == state && decoded["label"] == .string("Work") && decoded["missing"] == nil)
    }
}

@Suite struct AccessoryTests {
    static let all: [CellAccessory] = [
        CellAccessory(.label("12")), CellAccessory(.checkmark), CellAccessory(.reorder), CellAccessory(.detail),
        CellAccessory(.disclosureIndicator), CellAccessory(.delete), CellAccessory(.multiselect),
        CellAccessory(.insert),
        CellAccessory(.customView(identifier: "star", symbol: "star.fill", size: 20, placement: .leading)),
        CellAccessory(.popUpMenu),
    ]

    func names(_ accessories: [CellAccessory]) -> [String] {
        accessories.map { accessory in
            switch accessory.kind {
            case .label(let text): "label(\(text))"
            case .customView(let identifier, _, _, _): "custom(\(identifier))"
            default: "\(accessory.kind)"
            }
        }
    }

    @Test(arguments: [false, true])
    func systemAccessoriesTakeAFixedOrderWhateverTheArrayOrder(reversed: Bool) {
        var editing = CellState()
        editing.isEditing = true
        let (leading, trailing) = CellAccessory.arrange(reversed ? Self.all.reversed() : Self.all, in: editing)
        #expect(names(leading) == ["multiselect", "delete", "insert", "custom(star)"])
        #expect(names(trailing) == ["reorder", "disclosureIndicator", "checkmark", "detail", "popUpMenu", "label(12)"])
    }

    @Test func editingControlsShowOnlyWhileEditing() {
        let (leading, trailing) = CellAccessory.arrange(Self.all, in: CellState())
        #expect(names(leading) == ["custom(star)"])
        #expect(names(trailing) == ["disclosureIndicator", "checkmark", "detail", "popUpMenu", "label(12)"])
        let hidden = [
            CellAccessory(.checkmark, isHidden: true), CellAccessory(.disclosureIndicator, displayed: .whenEditing),
        ]
        #expect(CellAccessory.arrange(hidden, in: CellState()).trailing.isEmpty)
    }

    @Test func symbolsFollowStateAndDirection() {
        var state = CellState(traits: Traits(direction: .rightToLeft))
        #expect(CellAccessory(.disclosureIndicator).symbolName(in: state) == "chevron.left")
        #expect(CellAccessory(.multiselect).symbolName(in: state) == "circle")
        state.isSelected = true
        state.isExpanded = true
        #expect(CellAccessory(.multiselect).symbolName(in: state) == "checkmark.circle.fill")
        #expect(CellAccessory(.outlineDisclosure).symbolName(in: state) == "chevron.down")
        #expect(CellAccessory(.delete).defaultTint.resolved(for: .light) == Color(hex: 0xFF3B30))
    }
}

@Suite struct ImageContentCodingTests {
    @Test func bitmapsRoundTripAndMismatchedBytesAreADecodingError() throws {
        let good = ImageContent.bitmap(width: 1, height: 2, rgba: [UInt8](repeating: 9, count: 8))
        let data = try JSONEncoder().encode(good)
        #expect(try JSONDecoder().decode(ImageContent.self, from: data) == good)
        #expect(
            try JSONDecoder().decode(ImageContent.self, from: JSONEncoder().encode(ImageContent.symbol("star")))
                == .symbol("star"))
        let bad = Data(#"{"bitmap":{"width":2,"height":2,"rgba":[1,2,3]}}"#.utf8)
        #expect {
            try JSONDecoder().decode(ImageContent.self, from: bad)
        } throws: { error in
            "\(error)".contains("a 2 x 2 bitmap needs 16 RGBA bytes and positive sides; it has 3 bytes")
        }
        #expect(!ImageContent.bitmap(width: 0, height: 0, rgba: []).isValid)
    }
}
