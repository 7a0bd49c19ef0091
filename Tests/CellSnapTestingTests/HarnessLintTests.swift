import CellModel
import CellSnapTesting
import Primitives
import Testing

/// A value cell whose value is set in a fixed 17 pt font (it does not follow Dynamic Type).
private func fixedValueCell() -> ListCell {
    var content = ListContentConfiguration.valueCell()
    content.text = "Wi-Fi"
    content.secondaryText = "Home"
    content.secondaryTextProperties.font = .fixed(Font(size: 17))
    return ListCell(content: .list(content))
}

@Suite struct HarnessLintTests {
    /// What `assertSnapshot` reports for each policy: the findings named by the variant, none when
    /// off, none of a rule turned off. The app's grey is judged; the system's `secondaryLabel`
    /// (Apple's decision) only when the policy leaves `system-color-contrast` on.
    @Test func lintMessagesFollowThePolicy() {
        var cell = fixedValueCell()
        if case .list(var content) = cell.content {
            content.secondaryTextProperties.color = .fixed(Color(hex: 0x999999))
            cell.content = .list(content)
        }
        let contrast =
            "lint: contrast error normal cell/secondaryText \"Home\" (329.667, 12, 43.333x20.333): contrast 2.84:1 of #999999 on #FFFFFF; WCAG AA asks 4.5:1 of 17 pt regular text"
        #expect(lintMessages(of: cell, as: .image(), named: "normal", policy: .warn) == [contrast])
        #expect(lintMessages(of: cell, as: .image(), named: "normal", policy: .fail) == [contrast])
        #expect(lintMessages(of: cell, as: .image(), named: "normal", policy: .off) == [])
        #expect(lintMessages(of: cell, as: .image(), named: "normal", policy: .warn.disabling(.contrast)) == [])
        let system = fixedValueCell()
        #expect(lintMessages(of: system, as: .image(), named: "normal", policy: .warn) == [])
        #expect(
            lintMessages(of: system, as: .image(), named: "normal", policy: LintPolicy(.warn, disabledRules: []))
                == [
                    "lint: system-color-contrast warning normal cell/secondaryText \"Home\" (329.667, 12, 43.333x20.333): contrast 3.43:1 of #8A8A8E on #FFFFFF; WCAG AA asks 4.5:1 of 17 pt regular text"
                ])
        // A strategy that draws no layout of CellSnap's has no lint.
        #expect(lintMessages(of: cell, as: .layout(), named: "normal", policy: .fail) == [])
    }

    /// `assertSnapshots(of:across:)` compares the variants: the fixed font stays 17 pt at AX3.
    @Test func acrossVariantsAFixedFontIsReported() {
        let variants = VariantMatrix(contentSizes: [.large, .accessibilityExtraLarge]).cells(of: fixedValueCell())
        let messages = crossVariantLintMessages(
            of: variants.map { ($0.name, $0.cell) }, as: .image(), policy: .warn.disabling(.contrast))
        #expect(messages.count == 1)
        #expect(
            messages.first?.hasPrefix("lint: dynamic-type warning normal-AX3@3x cell/secondaryText \"Home\"") == true)
        #expect(messages.first?.hasSuffix("does not grow with the text size: 17 pt at AX3, 17 pt at L") == true)
        #expect(
            crossVariantLintMessages(of: variants.map { ($0.name, $0.cell) }, as: .image(), policy: .off).isEmpty)
    }
}
