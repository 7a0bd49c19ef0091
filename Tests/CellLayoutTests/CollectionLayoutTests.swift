import CellModel
import DisplayList
import Primitives
import Testing

@testable import CellLayout

/// Boxes of fixed sizes, so that flow and compositional frames can be stated exactly.
private func boxes(_ sizes: [(Double, Double)]) -> [any LayoutNode] {
    sizes.enumerated().map { index, size in
        FrameNode(width: size.0, height: size.1, ShapeNode(.rect, role: NodeRole("item\(index)")))
    }
}

/// Boxes that take the width they are offered and have a fixed height, as self-sizing cells do.
private func rows(heights: [Double]) -> [any LayoutNode] {
    heights.enumerated().map { index, height in
        FrameNode(height: height, ShapeNode(.rect, role: NodeRole("item\(index)")))
    }
}

private func layout(_ node: any LayoutNode, width: Double, direction: LayoutDirection = .leftToRight) -> String {
    LayoutEngine.layout(
        node, width: width, context: LayoutContext(measurer: FixedWidthMeasurer(), direction: direction, scale: 2)
    ).description
}

@Suite struct FlowLayoutTests {
    /// 100 pt wide, 10 pt insets (80 pt for items), 5 pt between items, 4 pt between rows. The
    /// fifth item (120 pt) is wider than the container: it shrinks to 80 pt on a row of its own.
    static let items = boxes([(30, 10), (40, 20), (20, 10), (50, 10), (120, 10), (10, 10)])
    static func flow(_ alignment: FlowLayoutConfiguration.RowAlignment) -> FlowNode {
        FlowNode(
            FlowLayoutConfiguration(
                itemSpacing: 5, lineSpacing: 4,
                sectionInsets: DirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10),
                alignment: alignment), items: items)
    }

    @Test(arguments: [
        (
            FlowLayoutConfiguration.RowAlignment.leading, LayoutDirection.leftToRight,
            """
            flow (0, 0, 100x82)
              item0 rect (10, 15, 30x10)
              item1 rect (45, 10, 40x20)
              item2 rect (10, 34, 20x10)
              item3 rect (35, 34, 50x10)
              item4 rect (10, 48, 80x10)
              item5 rect (10, 62, 10x10)
            """
        ),
        (
            .leading, .rightToLeft,
            """
            flow (0, 0, 100x82)
              item0 rect (60, 15, 30x10)
              item1 rect (15, 10, 40x20)
              item2 rect (70, 34, 20x10)
              item3 rect (15, 34, 50x10)
              item4 rect (10, 48, 80x10)
              item5 rect (80, 62, 10x10)
            """
        ),
        (
            .center, .leftToRight,
            """
            flow (0, 0, 100x82)
              item0 rect (12.5, 15, 30x10)
              item1 rect (47.5, 10, 40x20)
              item2 rect (12.5, 34, 20x10)
              item3 rect (37.5, 34, 50x10)
              item4 rect (10, 48, 80x10)
              item5 rect (45, 62, 10x10)
            """
        ),
        (
            .trailing, .leftToRight,
            """
            flow (0, 0, 100x82)
              item0 rect (15, 15, 30x10)
              item1 rect (50, 10, 40x20)
              item2 rect (15, 34, 20x10)
              item3 rect (40, 34, 50x10)
              item4 rect (10, 48, 80x10)
              item5 rect (80, 62, 10x10)
            """
        ),
        (
            .trailing, .rightToLeft,
            """
            flow (0, 0, 100x82)
              item0 rect (55, 15, 30x10)
              item1 rect (10, 10, 40x20)
              item2 rect (65, 34, 20x10)
              item3 rect (10, 34, 50x10)
              item4 rect (10, 48, 80x10)
              item5 rect (10, 62, 10x10)
            """
        ),
        (
            .justified, .leftToRight,
            """
            flow (0, 0, 100x82)
              item0 rect (10, 15, 30x10)
              item1 rect (50, 10, 40x20)
              item2 rect (10, 34, 20x10)
              item3 rect (40, 34, 50x10)
              item4 rect (10, 48, 80x10)
              item5 rect (10, 62, 10x10)
            """
        ),
    ])
    func rowsWrapAndAlign(alignment: FlowLayoutConfiguration.RowAlignment, direction: LayoutDirection, expected: String)
    {
        #expect(layout(Self.flow(alignment), width: 100, direction: direction) == expected)
    }

    @Test func withoutSpacingAnItemThatFitsExactlyStaysOnTheRow() {
        let flow = FlowNode(
            FlowLayoutConfiguration(itemSpacing: 0, lineSpacing: 0, sectionInsets: DirectionalEdgeInsets()),
            items: boxes([(50, 10), (50, 10), (30, 10)]))
        #expect(
            layout(flow, width: 100) == """
                flow (0, 0, 100x20)
                  item0 rect (0, 0, 50x10)
                  item1 rect (50, 0, 50x10)
                  item2 rect (0, 10, 30x10)
                """)
    }

    /// One item size for every item (a grid of `itemSize` without self-sizing): items take it
    /// whatever they would fit to, two fit a row of 80 pt, and justified rows spread them (the
    /// last row stays leading); an item size wider than the row is narrowed to it.
    @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func itemsOfOneSizeFillJustifiedRows(direction: LayoutDirection) {
        func flow(_ size: Size, items: Int) -> FlowNode {
            FlowNode(
                FlowLayoutConfiguration(
                    itemSpacing: 5, lineSpacing: 4,
                    sectionInsets: DirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10),
                    alignment: .justified, itemSize: size),
                items: rows(heights: Array(repeating: 40, count: items)))
        }
        let ltr = direction == .leftToRight
        #expect(
            layout(flow(Size(width: 25, height: 15), items: 5), width: 100, direction: direction) == """
                flow (0, 0, 100x73)
                  item0 rect (\(ltr ? 10 : 65), 10, 25x15)
                  item1 rect (\(ltr ? 65 : 10), 10, 25x15)
                  item2 rect (\(ltr ? 10 : 65), 29, 25x15)
                  item3 rect (\(ltr ? 65 : 10), 29, 25x15)
                  item4 rect (\(ltr ? 10 : 65), 48, 25x15)
                """)
        #expect(
            layout(flow(Size(width: 120, height: 15), items: 1), width: 100, direction: direction) == """
                flow (0, 0, 100x35)
                  item0 rect (10, 10, 80x15)
                """)
    }

    @Test func anEmptySectionTakesNoSpaceNotEvenItsInsets() {
        #expect(layout(FlowNode(FlowLayoutConfiguration(), items: []), width: 100) == "flow (0, 0, 100x0)")
    }

    @Test(arguments: [
        ([30.0, 40, 20, 50, 80, 10], 80.0, 5.0, [[0, 1], [2, 3], [4], [5]]),
        ([100, 1], 80, 5, [[0], [1]]),
        ([40, 40], 80, 0, [[0, 1]]),
        ([40, 40], 80, 0.5, [[0], [1]]),
        ([], 80, 5, []),
    ])
    func rowsAreFilledGreedily(widths: [Double], available: Double, spacing: Double, expected: [[Int]]) {
        #expect(FlowNode.rows(widths: widths, available: available, spacing: spacing) == expected)
    }
}

@Suite struct CompositionalLayoutTests {
    @Test(arguments: [
        (
            LayoutDirection.leftToRight,
            """
            compositional (0, 0, 310x130)
              item0 rect (10, 10, 90x50)
              item1 rect (110, 10, 90x50)
              item2 rect (210, 10, 90x50)
              item3 rect (10, 70, 90x50)
              item4 rect (110, 70, 90x50)
            """
        ),
        (
            .rightToLeft,
            """
            compositional (0, 0, 310x130)
              item0 rect (210, 10, 90x50)
              item1 rect (110, 10, 90x50)
              item2 rect (10, 10, 90x50)
              item3 rect (210, 70, 90x50)
              item4 rect (110, 70, 90x50)
            """
        ),
    ])
    func aGridSharesTheWidthAmongItsColumns(direction: LayoutDirection, expected: String) {
        let grid = CompositionalSectionLayout.grid(
            columns: 3, itemHeight: .absolute(50), spacing: 10,
            insets: DirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10))
        #expect(
            layout(CompositionalNode(grid, items: rows(heights: [1, 1, 1, 1, 1])), width: 310, direction: direction)
                == expected)
    }

    @Test func estimatedHeightsResolveToMeasuredOnesAndARowTakesItsTallestItem() {
        let grid = CompositionalSectionLayout.grid(
            columns: 2, itemHeight: .estimated(44), spacing: 20, insets: DirectionalEdgeInsets())
        #expect(
            layout(CompositionalNode(grid, items: rows(heights: [30, 60, 20])), width: 220) == """
                compositional (0, 0, 220x100)
                  item0 rect (0, 0, 100x60)
                  item1 rect (120, 0, 100x60)
                  item2 rect (0, 80, 100x20)
                """)
    }

    @Test func nestedGroupsAndFractionalHeights() {
        let half = CompositionalItem(size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(0.5)))
        let column = CompositionalGroup(
            axis: .vertical, size: LayoutSize(width: .fractionalWidth(0.5), height: .fractionalHeight(1)),
            subitems: [.item(half), .item(half)])
        let large = CompositionalItem(size: LayoutSize(width: .fractionalWidth(0.5), height: .fractionalHeight(1)))
        let group = CompositionalGroup(
            axis: .horizontal, size: LayoutSize(width: .fractionalWidth(1), height: .absolute(100)),
            subitems: [.item(large), .group(column)])
        let section = CompositionalSectionLayout(group: group, interGroupSpacing: 8)
        #expect(
            layout(CompositionalNode(section, items: rows(heights: [1, 1, 1, 1])), width: 200, direction: .rightToLeft)
                == """
                compositional (0, 0, 200x208)
                  item0 rect (100, 0, 100x100)
                  item1 rect (0, 0, 100x50)
                  item2 rect (0, 50, 100x50)
                  item3 rect (100, 108, 100x100)
                """)
    }

    @Test func contentInsetsShrinkTheCellInsideItsItem() {
        let item = CompositionalItem(
            size: LayoutSize(width: .fractionalWidth(0.5), height: .fractionalWidth(0.5)),
            contentInsets: DirectionalEdgeInsets(top: 2, leading: 4, bottom: 6, trailing: 8))
        let group = CompositionalGroup(
            axis: .horizontal, size: LayoutSize(width: .fractionalWidth(1), height: .fractionalWidth(0.5)),
            subitems: [.item(item), .item(item)])
        #expect(
            layout(
                CompositionalNode(CompositionalSectionLayout(group: group), items: rows(heights: [1, 1])), width: 100)
                    == """
                    compositional (0, 0, 100x50)
                      item0 rect (4, 2, 38x42)
                      item1 rect (54, 2, 38x42)
                    """)
    }

    @Test(arguments: [
        (
            LayoutDirection.leftToRight,
            """
            compositional.orthogonal (0, 0, 200x56) clipped
              item0 rect (16, 8, 80x40)
              item1 rect (106, 8, 80x40)
              item2 rect (196, 8, 80x40)
            """
        ),
        (
            .rightToLeft,
            """
            compositional.orthogonal (0, 0, 200x56) clipped
              item0 rect (104, 8, 80x40)
              item1 rect (14, 8, 80x40)
              item2 rect (-76, 8, 80x40)
            """
        ),
    ])
    func anOrthogonalSectionIsOneRowClippedAtTheEdge(direction: LayoutDirection, expected: String) {
        let row = CompositionalSectionLayout.horizontalRow(
            itemSize: LayoutSize(width: .absolute(80), height: .absolute(40)), spacing: 10)
        #expect(
            layout(CompositionalNode(row, items: rows(heights: [1, 1, 1])), width: 200, direction: direction)
                == expected)
    }

    @Test func estimatedWidthsFollowTheContent() {
        let tag = CompositionalItem(size: LayoutSize(width: .estimated(50), height: .estimated(20)))
        let group = CompositionalGroup(
            axis: .horizontal, size: LayoutSize(width: .estimated(200), height: .estimated(20)),
            subitems: [.item(tag), .item(tag)], interItemSpacing: 6)
        let section = CompositionalSectionLayout(group: group, interGroupSpacing: 4)
        #expect(
            layout(CompositionalNode(section, items: boxes([(30, 10), (40, 16), (25, 12)])), width: 200) == """
                compositional (0, 0, 200x32)
                  item0 rect (0, 0, 30x16)
                  item1 rect (36, 0, 40x16)
                  item2 rect (0, 20, 25x12)
                """)
    }

    @Test func anEmptySectionTakesNoSpace() {
        #expect(layout(CompositionalNode(.grid(columns: 2), items: []), width: 100) == "compositional (0, 0, 100x0)")
    }
}

/// A list section of a collection, after a flow section, with the list configuration's background
/// colour and header top padding, 390 pt wide.
@Suite struct CollectionListSectionTests {
    func collection(_ layout: SectionLayout, direction: LayoutDirection) -> LayoutResult {
        var header = ListContentConfiguration.groupedHeader()
        header.text = "More"
        var content = ListContentConfiguration.cell()
        content.text = "About"
        let tag = ListCell(content: .tag(TagContentConfiguration(text: "Swift")))
        let description = CollectionDescription(
            sections: [
                CollectionSection(layout: .flow(FlowLayoutConfiguration()), items: [tag]),
                CollectionSection(
                    layout: layout, header: header,
                    items: [ListCell(content: content, accessories: [CellAccessory(.disclosureIndicator)])]),
            ], traits: Traits(direction: direction))
        let context = LayoutContext(measurer: FixedWidthMeasurer(), direction: direction, scale: 3)
        return LayoutEngine.layout(
            CollectionLayout.node(for: description, width: 390), width: 390, context: context)
    }

    /// The list section's lines: its backdrop, header and cell.
    func listSection(_ layout: SectionLayout, direction: LayoutDirection) -> [String] {
        let tree = collection(layout, direction: direction)
        guard let section = tree.root.first(role: .sectionList) else { return [] }
        return section.allNodes.filter {
            [.sectionList, .listBackground, .text, .cell, .accessory(.disclosureIndicator)].contains($0.role)
        }.map {
            node in
            var line = "\(node.role) \(TextForm.rect(node.frame))"
            if case .shape(_, let fill?, _) = node.content { line += " \(fill.hexString)" }
            return line
        }
    }

    @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func theBackgroundFillsTheSectionAndThePaddingIsAboveItsHeader(direction: LayoutDirection) {
        let ltr = direction == .leftToRight
        // The flow section ends at y 62. The automatic header space after a section is 34 pt; with
        // headerTopPadding 8 the header's text starts 8 pt below the section's top, and the whole
        // section (header included, 390 pt wide, down to the 35 pt after its cells) is teal in
        // place of the grouped background. Right to left mirrors the row, not the section.
        let automatic = listSection(.list(.insetGrouped), direction: direction)
        let styled = listSection(
            .list(.insetGrouped, backgroundColor: .semantic(.systemTeal), headerTopPadding: 8), direction: direction)
        func expected(headerHeight: Double, fill: String) -> [String] {
            let n = TextForm.number
            let cellY = 62 + headerHeight
            return [
                "section.list (0, 62, 390x\(n(headerHeight + 79)))",
                "list.background (0, 62, 390x\(n(headerHeight + 79))) \(fill)",
                "cell (20, \(n(cellY)), 350x44)",
                "accessory.disclosureIndicator \(ltr ? "(342.667, " : "(41, ")\(n(cellY + 16.333)), 6.333x11.333)",
                "text (\(ltr ? 40 : 58), \(n(cellY + 12)), 292x20.333)",
                // The header, drawn in front of the cells.
                "cell (20, 62, 350x\(n(headerHeight)))", "text (40, \(n(62 + headerHeight - 21)), 310x15.667)",
            ]
        }
        #expect(automatic == expected(headerHeight: 55, fill: "#F2F2F7"))
        #expect(styled == expected(headerHeight: 29, fill: "#30B0C7"))
    }
}

/// Equal items next to each other share one node (CollectionLayout's `itemNodes`): each is still
/// its own element, placed in its own frame, with its own text where the cells differ.
@Suite struct CollectionSharedItemNodeTests {
    static func cell(_ text: String) -> ListCell {
        var content = ListContentConfiguration.cell()
        content.text = text
        return ListCell(content: content, background: .clear())
    }

    /// Each item's frame and the text drawn inside it, in item order.
    func items(_ cells: [ListCell], direction: LayoutDirection) -> [String] {
        let item = CompositionalItem(size: LayoutSize(width: .fractionalWidth(1 / 3), height: .fractionalHeight(1)))
        let group = CompositionalGroup(
            axis: .horizontal, size: LayoutSize(width: .fractionalWidth(1), height: .absolute(50)),
            subitems: [.item(item)])
        let description = CollectionDescription(
            sections: [
                CollectionSection(layout: .compositional(CompositionalSectionLayout(group: group)), items: cells)
            ], traits: Traits(direction: direction))
        let context = LayoutContext(measurer: FixedWidthMeasurer(), direction: direction, scale: 3)
        let root = LayoutEngine.layout(
            CollectionLayout.node(for: description, width: 300), width: 300, context: context
        ).root
        return root.allNodes.compactMap { node in
            guard case .item(_, let index) = node.element else { return nil }
            let texts = node.allNodes.compactMap { text -> String? in
                guard case .text(let string, _) = text.content else { return nil }
                return "\(string) \(TextForm.rect(text.frame))"
            }
            return "item\(index) \(TextForm.rect(node.frame)) \(texts.joined(separator: ", "))"
        }
    }

    @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func equalItemsSideBySideKeepTheirOwnFramesAndText(direction: LayoutDirection) {
        let a = Self.cell("A"), b = Self.cell("B"), empty = ListCell(content: .cell(), background: .clear())
        // Three 100 x 50 pt items a row; each text 68 pt wide between the cell's 16 pt margins.
        // Right to left, the first item of a row is on the right.
        let x = direction == .leftToRight ? [0.0, 100, 200] : [200.0, 100, 0]
        let n = TextForm.number
        #expect(
            items([empty, empty, a, a, b, a], direction: direction) == [
                "item0 (\(n(x[0])), 0, 100x50) ", "item1 (\(n(x[1])), 0, 100x50) ",
                "item2 (\(n(x[2])), 0, 100x50) A (\(n(x[2] + 16)), 15, 68x20.333)",
                "item3 (\(n(x[0])), 50, 100x50) A (\(n(x[0] + 16)), 65, 68x20.333)",
                "item4 (\(n(x[1])), 50, 100x50) B (\(n(x[1] + 16)), 65, 68x20.333)",
                "item5 (\(n(x[2])), 50, 100x50) A (\(n(x[2] + 16)), 65, 68x20.333)",
            ])
    }
}
