import Foundation
import Primitives
import Testing
@testable import CellModel

/// The theme's values against the project's reference file `../shared/reference/ios-metrics.md`.
@Suite struct ReferenceMetricsTests {
    static let reference: String? = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("shared/reference/ios-metrics.md")
        return try? String(contentsOf: url, encoding: .utf8)
    }()

    /// The rows of the markdown table whose first cell is `name` (bold markers removed).
    static func row(_ name: String) -> [String]? {
        reference?.split(separator: "\n").map { line in
            line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "**", with: "") }
        }.first { $0.first == name || $0.first?.hasPrefix(name + " ") == true }
    }

    @Test(.enabled(if: reference != nil, "../shared/reference/ios-metrics.md not found"), arguments: TextStyleName.allCases)
    func dynamicTypeSizesMatchTheHIGTable(style: TextStyleName) throws {
        let cells = try #require(Self.row(style.rawValue))
        let sizes = cells[1].split(separator: " ").compactMap { Double($0) }
        #expect(sizes == style.sizes)
    }

    @Test(.enabled(if: reference != nil, "../shared/reference/ios-metrics.md not found"), arguments: [
        SemanticColor.label, .secondaryLabel, .tertiaryLabel, .quaternaryLabel, .separator, .opaqueSeparator, .systemBackground,
        .systemGroupedBackground, .secondarySystemGroupedBackground, .systemBlue, .systemRed, .systemGreen, .systemGray, .systemGray4,
    ])
    func semanticColoursMatchTheReference(color: SemanticColor) throws {
        let cells = try #require(Self.row(color.rawValue))
        #expect(color.resolved(for: .light) == Self.parse(cells[1]))
        #expect(color.resolved(for: .dark) == Self.parse(cells[2]))
    }

    /// `#RRGGBB` or `rgba(r,g,b,a)`.
    static func parse(_ text: String) -> Color? {
        if text.hasPrefix("#") { return UInt32(text.dropFirst(), radix: 16).map { Color(hex: $0) } }
        let numbers = text.drop { $0 != "(" }.dropFirst().dropLast().split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard numbers.count == 4 else { return nil }
        return Color(red255: Int(numbers[0]), green: Int(numbers[1]), blue: Int(numbers[2]), alpha: numbers[3])
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
        #expect(ContentSizeCategory.allCases.filter(\.isAccessibilityCategory).map(\.shortName) == ["AX1", "AX2", "AX3", "AX4", "AX5"])
    }
}

@Suite struct ThemeTests {
    @Test(arguments: [(320.0, 16.0), (375, 16), (389.5, 16), (390, 20), (393, 20), (430, 20)])
    func layoutMarginsFollowTheWidth(width: Double, margin: Double) {
        #expect(Theme.iOS17.layoutMargin(forWidth: width) == margin)
    }

    @Test func iOS26IsASecondThemeNotAFork() {
        #expect(Theme.iOS17.minimumRowHeight == 44 && Theme.iOS26.minimumRowHeight == 52)
        #expect(Theme.iOS17.insetGroupedCornerRadius == 10 && Theme.iOS26.insetGroupedCornerRadius == 26)
        #expect(Theme.iOS26.layoutMargin(forWidth: 393) == 20)
    }
}

@Suite struct CellStateTests {
    @Test func variantNamesAreStableAndOrdered() {
        var state = CellState(traits: Traits(style: .dark, contentSize: .accessibilityExtraLarge, direction: .rightToLeft))
        state.isEditing = true
        state.isSelected = true
        state["isArchived"] = true
        state["priority"] = .int(2)
        state["isDraft"] = false
        #expect(state.variantName == "selected-editing-isArchived-priority=2-dark-AX3-rtl@3x")
        #expect(CellState().variantName == "@3x")
        #expect(CellState(traits: Traits(displayScale: 2)).variantName == "@2x")
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
        CellAccessory(.disclosureIndicator), CellAccessory(.delete), CellAccessory(.multiselect), CellAccessory(.insert),
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
        let hidden = [CellAccessory(.checkmark, isHidden: true), CellAccessory(.disclosureIndicator, displayed: .whenEditing)]
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
        #expect(try JSONDecoder().decode(ImageContent.self, from: JSONEncoder().encode(ImageContent.symbol("star"))) == .symbol("star"))
        let bad = Data(#"{"bitmap":{"width":2,"height":2,"rgba":[1,2,3]}}"#.utf8)
        #expect {
            try JSONDecoder().decode(ImageContent.self, from: bad)
        } throws: { error in
            "\(error)".contains("a 2 x 2 bitmap needs 16 RGBA bytes and positive sides; it has 3 bytes")
        }
        #expect(!ImageContent.bitmap(width: 0, height: 0, rgba: []).isValid)
    }
}
