import CellModel
import DisplayList
import Primitives
import Testing

@testable import CellLayout

/// Tags and fitting sizes with the fixed-width measurer: subheadline text is 15 pt, so a
/// character is 7.5 pt wide and a line 20 pt high; tags have 5 pt insets above and below and 10 pt
/// at the sides.
@Suite struct TagLayoutTests {
    func context(_ direction: LayoutDirection = .leftToRight) -> LayoutContext {
        LayoutContext(measurer: FixedWidthMeasurer(), direction: direction, scale: 3)
    }

    func tag(_ configuration: TagContentConfiguration, state: CellState = CellState()) -> ListCell {
        ListCell(content: .tag(configuration), state: state)
    }

    @Test(arguments: [
        // "Swift": 37.5 + 20 = 57.5 wide, rounded up to device pixels at 3x.
        (
            TagContentConfiguration(text: "Swift"), ProposedSize.unspecified, FittingMode.compressed,
            Size(width: 57.667, height: 30)
        ),
        // 20 pt of insets, the symbol (16.9 pt), 4 pt, the text, 4 pt, "12" (15 pt): 97.4, rounded up.
        (
            TagContentConfiguration(text: "Swift", leadingSymbol: "tag", trailing: .count(12)), .unspecified,
            .compressed, Size(width: 97.667, height: 30)
        ),
        // An offered width is an upper limit when compressed...
        (
            TagContentConfiguration(text: "Snapshot testing"), ProposedSize(width: 80, height: nil), .compressed,
            Size(width: 80, height: 30)
        ),
        (
            TagContentConfiguration(text: "Swift"), ProposedSize(width: 80, height: nil), .compressed,
            Size(width: 57.667, height: 30)
        ),
        // ... and taken exactly when expanded, in both directions.
        (
            TagContentConfiguration(text: "Swift"), ProposedSize(width: 80, height: 44), .expanded,
            Size(width: 80, height: 44)
        ),
        // The maximum width wins over a larger offer.
        (
            TagContentConfiguration(text: "Snapshot testing", maximumWidth: 60), ProposedSize(width: 200, height: nil),
            .compressed, Size(width: 60, height: 30)
        ),
    ])
    func fittingSizes(configuration: TagContentConfiguration, proposal: ProposedSize, mode: FittingMode, expected: Size)
    {
        let size = CellFitting.size(of: tag(configuration), proposal: proposal, mode: mode, context: context())
        #expect(abs(size.width - expected.width) < 0.001 && abs(size.height - expected.height) < 0.001, "\(size)")
    }

    @Test(arguments: [
        // The content (symbol, 4 pt, text, 4 pt, close) is 70.5 pt wide, centred in the 80 pt between the insets.
        (
            LayoutDirection.leftToRight,
            """
            tag (0, 0, 100x30)
              tag.shape capsule (0, 0, 100x30)
              tag.content (14.667, 5, 70.667x20)
                tag.symbol tag (14.667, 8.667, 16.667x12.667)
                tag.text "Swift" (35.333, 5, 37.667x20)
                tag.close xmark (77, 10.667, 8.333x8.667)
            """
        ),
        (
            .rightToLeft,
            """
            tag (0, 0, 100x30)
              tag.shape capsule (0, 0, 100x30)
              tag.content (14.667, 5, 70.667x20)
                tag.symbol tag (68.667, 8.667, 16.667x12.667)
                tag.text "Swift" (27, 5, 37.667x20)
                tag.close xmark (14.667, 10.667, 8.333x8.667)
            """
        ),
    ])
    func anExpandedTagCentresItsContent(direction: LayoutDirection, expected: String) {
        let node = TagNode(
            TagContentConfiguration(text: "Swift", leadingSymbol: "tag", trailing: .close), traits: Traits())
        #expect(LayoutEngine.layout(node, width: 100, context: context(direction)).description == expected)
    }

    @Test func statesChangeFillTextAndOpacity() {
        let normal = TagContentConfiguration(text: "Swift")
        let selected = normal.updated(for: .selectedState)
        #expect(selected.fill == .semantic(.tint))
        #expect(selected.textColor == .fixed(.white))
        #expect(selected.outlineColor == nil)
        var disabled = CellState()
        disabled.isDisabled = true
        #expect(normal.updated(for: disabled).opacity == 0.4)
        var highlighted = CellState()
        highlighted.isHighlighted = true
        #expect(normal.updated(for: highlighted).fill == .semantic(.systemGray5))
        #expect(normal.updated(for: CellState()) == normal)
    }

    @Test func aDisabledTagIsDrawnAsOneDimmedLayer() {
        var state = CellState()
        state.isDisabled = true
        let node = CellFitting.itemNode(for: tag(TagContentConfiguration(text: "Go"), state: state), width: nil)
        let placed = LayoutEngine.layout(node, width: 60, context: context())
        #expect(placed.root.opacity == 0.4)
        #expect(placed.displayList().items.count == 1)
    }

    @Test func inAListRowATagKeepsItsOwnWidthAtTheLeadingEdge() throws {
        let row = ListCellLayout.node(for: tag(TagContentConfiguration(text: "Swift")), width: 390, separator: false)
        let placed = LayoutEngine.layout(row, width: 390, context: context())
        let frame = try #require(placed.root.first(role: .tag)?.frame)
        #expect(frame.origin == Point(x: 20, y: 8) && abs(frame.width - 173.0 / 3) < 1e-9 && frame.height == 30)
    }
}

private extension CellState {
    static var selectedState: CellState {
        var state = CellState()
        state.isSelected = true
        return state
    }
}
