import CellLayout
import CellLint
import CellModel
import DisplayList
import Primitives
import Testing

/// The summary of a row holding `children`, 393 pt wide, as the variant `name`.
private func summary(
    _ name: String, _ children: [PlacedNode], size: ContentSizeCategory = .large,
    direction: LayoutDirection = .leftToRight
) -> LintSummary {
    let root = PlacedNode(role: .cell, frame: Rect(x: 0, y: 0, width: 393, height: 44), children: children)
    return LintSummary(
        LayoutResult(size: Size(width: 393, height: 44), root: root),
        traits: Traits(contentSize: size, direction: direction), variant: name, group: "wifi.normal@3x")
}

private func label(_ x: Double, size: Double = 17, width: Double = 60) -> PlacedNode {
    PlacedNode(
        role: .text, frame: Rect(x: x, y: 11, width: width, height: 22),
        content: .text("Wi-Fi", TextStyle(font: Font(size: size))))
}

private func chevron(_ name: String, x: Double) -> PlacedNode {
    PlacedNode(
        role: .accessory(.disclosureIndicator), frame: Rect(x: x, y: 16, width: 7, height: 12),
        content: .symbol(name: name, pointSize: 17, weight: .semibold, scale: .medium, color: .black))
}

@Suite struct CrossVariantTests {
    @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func textThatDoesNotGrow(direction: LayoutDirection) {
        let large = summary("wifi.normal@3x", [label(20)], direction: direction)
        let fixed = summary("wifi.normal-AX3@3x", [label(20)], size: .accessibilityExtraLarge, direction: direction)
        #expect(
            DesignLint.crossVariantFindings([large, fixed]).map(\.description) == [
                "dynamic-type warning wifi.normal-AX3@3x cell/text \"Wi-Fi\" (20, 11, 60x22): does not grow with the text size: 17 pt at AX3, 17 pt at L"
            ])
        let grown = summary(
            "wifi.normal-AX3@3x", [label(20, size: 40)], size: .accessibilityExtraLarge, direction: direction)
        #expect(DesignLint.crossVariantFindings([large, grown]) == [])
        // Footnote is 12 pt from xS to M: a style that pauses is not a fixed font.
        let extraSmall = summary("wifi.normal-xS@3x", [label(20, size: 12)], size: .extraSmall, direction: direction)
        let medium = summary("wifi.normal-M@3x", [label(20, size: 12)], size: .medium, direction: direction)
        #expect(DesignLint.crossVariantFindings([extraSmall, medium]) == [])
        // Turned off.
        #expect(DesignLint.crossVariantFindings([large, fixed], disabling: [.dynamicType]) == [])
    }

    @Test func contentThatDoesNotMirror() {
        let leftToRight = summary("wifi.normal@3x", [label(20), chevron("chevron.right", x: 366)])
        let same = summary("wifi.normal-rtl@3x", [label(20), chevron("chevron.left", x: 20)], direction: .rightToLeft)
        #expect(
            DesignLint.crossVariantFindings([leftToRight, same]).map(\.description) == [
                "rtl-mirroring error wifi.normal-rtl@3x cell/text \"Wi-Fi\" (20, 11, 60x22): not mirrored: at x 20 right to left and 20 left to right; mirrored it would be at x 313"
            ])
        let mirroredLabel = summary(
            "wifi.normal-rtl@3x", [label(313), chevron("chevron.left", x: 20)], direction: .rightToLeft)
        #expect(DesignLint.crossVariantFindings([leftToRight, mirroredLabel]) == [])
        // 1 pt off is within the tolerance (snapping), 1.5 pt is not.
        let nearly = summary(
            "wifi.normal-rtl@3x", [label(312), chevron("chevron.left", x: 20)], direction: .rightToLeft)
        #expect(DesignLint.crossVariantFindings([leftToRight, nearly]) == [])
        let off = summary(
            "wifi.normal-rtl@3x", [label(311.5), chevron("chevron.left", x: 20)], direction: .rightToLeft)
        #expect(DesignLint.crossVariantFindings([leftToRight, off]).count == 1)
        let pointingRight = summary(
            "wifi.normal-rtl@3x", [label(313), chevron("chevron.right", x: 20)], direction: .rightToLeft)
        #expect(
            DesignLint.crossVariantFindings([leftToRight, pointingRight]).map(\.description) == [
                "rtl-mirroring error wifi.normal-rtl@3x cell/accessory.disclosureIndicator chevron.right (20, 16, 7x12): chevron.right points the same way in both directions"
            ])
        #expect(DesignLint.crossVariantFindings([leftToRight, pointingRight], disabling: [.rtlMirroring]) == [])
    }
}
