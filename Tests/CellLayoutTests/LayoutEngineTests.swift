import DisplayList
import Primitives
import Testing

@testable import CellLayout

@Suite struct LayoutEngineTests {
    let body = TextStyle(font: Font(size: 16))

    func context(_ direction: LayoutDirection = .leftToRight, scale: Double = 1) -> LayoutContext {
        LayoutContext(measurer: FixedWidthMeasurer(), direction: direction, scale: scale)
    }

    /// A row: 20 pt padding, a 30 pt square, 10 pt gap, text, flexible space, a trailing label.
    var row: any LayoutNode {
        PaddingNode(
            EdgeInsets(top: 10, left: 20, bottom: 10, right: 20),
            StackNode(
                .horizontal, spacing: 10, role: NodeRole("row"),
                [
                    FrameNode(
                        width: 30, height: 30,
                        ShapeNode(.roundedRect(CornerRadii(topLeft: 4)), fill: .black, role: NodeRole("icon"))),
                    TextNode("Inbox", style: body, role: NodeRole("title")),
                    SpacerNode(),
                    TextNode("12", style: body, role: NodeRole("value")),
                ]))
    }

    @Test(arguments: [
        (
            LayoutDirection.leftToRight,
            """
            row (20, 10, 260x30)
              icon roundedRect r=4/0/0/0 (20, 10, 30x30)
              title "Inbox" (60, 15, 40x20)
              value "12" (264, 15, 16x20)
            """
        ),
        (
            .rightToLeft,
            """
            row (20, 10, 260x30)
              icon roundedRect r=0/4/0/0 (250, 10, 30x30)
              title "Inbox" (200, 15, 40x20)
              value "12" (20, 15, 16x20)
            """
        ),
    ])
    func rowFramesInBothDirections(direction: LayoutDirection, expected: String) {
        let placed = LayoutEngine.layout(row, width: 300, context: context(direction))
        #expect(placed.description == expected)
    }

    @Test func flexibleTextWrapsInTheSpaceLeftOver() {
        let stack = StackNode(
            .horizontal, spacing: 10, role: NodeRole("row"),
            [
                FrameNode(width: 30, height: 30, ShapeNode(.rect, role: NodeRole("icon"))),
                TextNode("A title that wraps onto lines", style: body, role: NodeRole("title")),
            ])
        let placed = LayoutEngine.layout(stack, width: 200, context: context())
        // 160 pt left for the text: 20 characters a line, 29 characters in 2 lines of 20 pt.
        #expect(
            placed.description == """
                row (0, 0, 200x40)
                  icon rect (0, 5, 30x30)
                  title "A title that wraps onto lines" (40, 0, 160x40)
                """)
    }

    @Test func minimumHeightCentresContent() {
        let placed = LayoutEngine.layout(
            FrameNode(minHeight: 44, TextNode("Inbox", style: body, role: NodeRole("title"))), width: 100,
            minimumHeight: 44,
            context: context())
        #expect(placed.description == #"title "Inbox" (30, 12, 40x20)"#)
    }

    @Test func framesSnapToThePixelGridOnce() {
        let text = TextNode("ab", style: TextStyle(font: Font(size: 10.1)), role: NodeRole("t"))
        let node = PaddingNode(
            EdgeInsets(top: 0.2, left: 0.4, bottom: 0, right: 0),
            StackNode(.horizontal, role: NodeRole("row"), [text, SpacerNode()]))
        let layout = LayoutEngine.layout(node, width: 100, context: context(scale: 3))
        // x 0.4 -> 0.333; y 0.2 -> 0.333; width 10.1 grows to 10.333 (31 px); height 12.625 -> 12.667.
        #expect(
            layout.description == """
                row (0.333, 0.333, 99.667x12.333)
                  t "ab" (0.333, 0.333, 10.333x12.667)
                """)
        #expect(layout.size == Size(width: 100, height: 13))
    }

    /// A grouped header's 37.33 pt and a 44 pt row add up to 244.00000000000003 px at 3x: the
    /// canvas is 244 px, not 245 with a last row of transparent pixels.
    @Test func aHeightAHairOverWholePixelsIsThosePixels() {
        let node = StackNode(
            .vertical, role: .list, [FrameNode(height: 112.0 / 3, SpacerNode()), FrameNode(height: 44, SpacerNode())])
        let layout = LayoutEngine.layout(node, width: 390, context: context(scale: 3))
        #expect(layout.size == Size(width: 390, height: 244.0 / 3))
    }

    @Test func placingReusesTheMeasurementsOfMeasuring() {
        let layoutContext = context()
        _ = LayoutEngine.layout(row, width: 300, context: layoutContext)
        let measured = layoutContext.textCache.count
        _ = LayoutEngine.layout(row, width: 300, context: layoutContext)
        // Each text once, unwrapped: it fits its share of the row, and text is never measured at zero width.
        #expect(measured == 2)
        #expect(layoutContext.textCache.count == measured)
    }

    @Test func displayListFollowsThePlacedTree() {
        let list = LayoutEngine.layout(row, width: 300, context: context(.rightToLeft)).displayList(background: .white)
        #expect(
            list.description == """
                canvas 300x50 background #FFFFFF
                shape roundedRect(250, 10, 30x30) r=0/4/0/0 fill #000000
                text "Inbox" (200, 15, 40x20) Inter 16 regular #000000 right
                text "12" (20, 15, 16x20) Inter 16 regular #000000 right
                """)
    }
}
