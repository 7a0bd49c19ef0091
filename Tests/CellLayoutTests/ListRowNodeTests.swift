import DisplayList
import Primitives
import Testing

@testable import CellLayout

/// Exact frames of list rows, with the fixed-width measurer (8 pt characters, 20 pt lines at 16 pt).
@Suite struct ListRowNodeTests {
    let body = TextStyle(font: Font(size: 16))
    let small = TextStyle(font: Font(size: 12))

    func box(_ width: Double, _ height: Double, _ role: String) -> any LayoutNode {
        FrameNode(width: width, height: height, ShapeNode(.rect, fill: .black, role: NodeRole(role)))
    }

    func layout(_ row: ListRowNode, width: Double = 390, _ direction: LayoutDirection = .leftToRight) -> String {
        LayoutEngine.layout(
            row, width: width, context: LayoutContext(measurer: FixedWidthMeasurer(), direction: direction, scale: 3)
        ).description
    }

    var separator: ListRowNode.Separator { .init(color: .black) }

    @Test func plainRowIs44PointsWithTheSeparatorFromTheText() {
        let row = ListRowNode(text: TextNode("Inbox", style: body, role: .text), separator: separator)
        #expect(
            layout(row) == """
                cell (0, 0, 390x44)
                  text "Inbox" (20, 12, 350x20)
                  separator (20, 43.667, 370x0.333)
                """)
    }

    @Test(arguments: [
        (
            LayoutDirection.leftToRight,
            """
            cell (0, 0, 390x44)
              accessory.delete rect (20, 11, 22x22)
              accessory.disclosure rect (362, 15, 8x14)
              image rect (58, 11, 29x22)
              text "Inbox" (103, 12, 243x20)
              separator (103, 43.667, 287x0.333)
            """
        ),
        (
            .rightToLeft,
            """
            cell (0, 0, 390x44)
              accessory.delete rect (348, 11, 22x22)
              accessory.disclosure rect (20, 15, 8x14)
              image rect (303, 11, 29x22)
              text "Inbox" (44, 12, 243x20)
              separator (0, 43.667, 287x0.333)
            """
        ),
    ])
    func accessoriesImageAndSeparatorInBothDirections(direction: LayoutDirection, expected: String) {
        let row = ListRowNode(
            leadingAccessories: [.init(box(22, 22, "accessory.delete"))],
            trailingAccessories: [.init(box(8, 14, "accessory.disclosure"))],
            image: box(29, 22, "image"), text: TextNode("Inbox", style: body, role: .text), separator: separator)
        #expect(layout(row, direction) == expected)
    }

    @Test func indentationMovesContentAndOptionallyAccessories() {
        let accessory = ListRowNode.Accessory(box(22, 22, "accessory.insert"))
        let indented = ListRowNode(
            indentation: 30, leadingAccessories: [accessory], text: TextNode("A", style: body, role: .text))
        let content = ListRowNode(
            indentation: 30, indentsAccessories: false, leadingAccessories: [accessory],
            text: TextNode("A", style: body, role: .text))
        #expect(
            layout(indented) == """
                cell (0, 0, 390x44)
                  accessory.insert rect (50, 11, 22x22)
                  text "A" (88, 12, 282x20)
                """)
        #expect(
            layout(content) == """
                cell (0, 0, 390x44)
                  accessory.insert rect (20, 11, 22x22)
                  text "A" (88, 12, 282x20)
                """)
    }

    @Test func valueTextSitsOnTheTrailingSideWhenBothFit() {
        let row = ListRowNode(
            text: TextNode("Wi-Fi", style: body, role: .text),
            secondaryText: TextNode("Home", style: body, role: NodeRole("secondary")),
            secondaryPlacement: .trailing(spacing: 8, fallbackSpacing: 2))
        #expect(
            layout(row) == """
                cell (0, 0, 390x44)
                  text "Wi-Fi" (20, 12, 40x20)
                  secondary "Home" (338, 12, 32x20)
                """)
    }

    @Test func valueTextStacksWhenItDoesNotFitOrWhenAsked() {
        let long = ListRowNode(
            text: TextNode(String(repeating: "x", count: 40), style: body, role: .text),
            secondaryText: TextNode("Value", style: body, role: NodeRole("secondary")),
            secondaryPlacement: .trailing(spacing: 8, fallbackSpacing: 2))
        // 40 characters: 320 pt + 8 + 40 > 350, so the value goes below; the row grows to 11 + 42 + 11.
        #expect(
            layout(long) == """
                cell (0, 0, 390x64)
                  text "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx" (20, 11, 350x20)
                  secondary "Value" (20, 33, 350x20)
                """)
        var accessible = long
        accessible.text = TextNode("Wi-Fi", style: body, role: .text)
        accessible.stacksVertically = true
        #expect(
            layout(accessible) == """
                cell (0, 0, 390x64)
                  text "Wi-Fi" (20, 11, 350x20)
                  secondary "Value" (20, 33, 350x20)
                """)
    }

    @Test func subtitleRowsGrowWithWrappedText() {
        let row = ListRowNode(
            text: TextNode(String(repeating: "a", count: 50), style: body, role: .text),
            secondaryText: TextNode("Subtitle", style: small, role: NodeRole("secondary")),
            secondaryPlacement: .below(spacing: 3)
        )
        // 350 pt hold 43 characters: two lines (40 pt), then 3 pt, then a 15 pt subtitle line.
        #expect(
            layout(row) == """
                cell (0, 0, 390x80)
                  text "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa" (20, 11, 350x40)
                  secondary "Subtitle" (20, 54, 350x15)
                """)
    }
}
