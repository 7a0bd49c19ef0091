import CellModel
import DisplayList
import Primitives
import Testing

@testable import CellLayout

/// Boundary items, supplementary items, decorations and orthogonal behaviours of a compositional
/// section, laid out at 200 pt (2x) in both directions: exact frames, drawn by zIndex.
@Suite struct CompositionalElementsTests {
    static func box(_ role: String) -> any LayoutNode { ShapeNode(.rect, role: NodeRole(role)) }

    /// Two items a row, each half of the 180 pt inside the 10 pt insets (90 x 40); a 20 pt header
    /// above the content and its insets, as wide as the content; a 10 x 10 badge at each cell's top
    /// trailing corner moved by half its size (5 pt out and up); a background over the whole
    /// section inside 5 pt.
    static func section() -> CompositionalNode {
        let badge = SupplementaryItemLayout(
            kind: "badge", size: LayoutSize(width: .absolute(10), height: .absolute(10)),
            containerAnchor: LayoutAnchor(edges: [.top, .trailing], offset: Point(x: 0.5, y: -0.5), isFractional: true))
        let item = CompositionalItem(
            size: LayoutSize(width: .fractionalWidth(0.5), height: .fractionalHeight(1)), supplementaryItems: [badge])
        let group = CompositionalGroup(
            axis: .horizontal, size: LayoutSize(width: .fractionalWidth(1), height: .absolute(40)),
            subitems: [.item(item)])
        let layout = CompositionalSectionLayout(
            group: group, contentInsets: DirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10),
            boundaryItems: [
                BoundaryItemLayout(
                    kind: "header", size: LayoutSize(width: .fractionalWidth(1), height: .absolute(20)), alignment: .top
                )
            ],
            decorationItems: [
                DecorationItemLayout(
                    kind: "background", contentInsets: DirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
                )
            ])
        var views: [CompositionalElementKey: any LayoutNode] = [
            CompositionalElementKey(kind: "header", item: nil): box("header"),
            CompositionalElementKey(kind: "background", item: nil): box("background"),
        ]
        for index in 0..<3 { views[CompositionalElementKey(kind: "badge", item: index)] = box("badge\(index)") }
        return CompositionalNode(
            layout, items: (0..<3).map { box("item\($0)") }, supplementaryViews: views, section: 0)
    }

    @Test(arguments: [
        (
            LayoutDirection.leftToRight,
            """
            compositional (0, 0, 200x120)
              background rect (5, 5, 190x110)
              item0 rect (10, 30, 90x40)
              item1 rect (100, 30, 90x40)
              item2 rect (10, 70, 90x40)
              badge0 rect (95, 25, 10x10)
              badge1 rect (185, 25, 10x10)
              badge2 rect (95, 65, 10x10)
              header rect (10, 0, 180x20)
            """
        ),
        (
            .rightToLeft,
            """
            compositional (0, 0, 200x120)
              background rect (5, 5, 190x110)
              item0 rect (100, 30, 90x40)
              item1 rect (10, 30, 90x40)
              item2 rect (100, 70, 90x40)
              badge0 rect (95, 25, 10x10)
              badge1 rect (5, 25, 10x10)
              badge2 rect (95, 65, 10x10)
              header rect (10, 0, 180x20)
            """
        ),
    ])
    func headerBadgesAndBackground(direction: LayoutDirection, expected: String) {
        let result = LayoutEngine.layout(
            Self.section(), width: 200,
            context: LayoutContext(measurer: FixedWidthMeasurer(), direction: direction, scale: 2))
        #expect(result.description == expected)
    }

    /// Each behaviour's row at rest, 100 pt groups of one item: every one starts at the leading
    /// inset (10), but `groupPagingCentered`, which centres the first group ((200 - 100) / 2).
    @Test(arguments: OrthogonalScrollingBehavior.allCases.filter { $0 != .none })
    func behavioursAtRest(behavior: OrthogonalScrollingBehavior) {
        let item = CompositionalItem(size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1)))
        let group = CompositionalGroup(
            axis: .horizontal, size: LayoutSize(width: .absolute(100), height: .absolute(30)), subitems: [.item(item)])
        let layout = CompositionalSectionLayout(
            group: group, contentInsets: DirectionalEdgeInsets(leading: 10, trailing: 10),
            orthogonalScrollingBehavior: behavior)
        let node = CompositionalNode(layout, items: (0..<3).map { Self.box("item\($0)") })
        let first = behavior == .groupPagingCentered ? 50.0 : 10
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            let result = LayoutEngine.layout(
                node, width: 200, context: LayoutContext(measurer: FixedWidthMeasurer(), direction: direction, scale: 2)
            )
            let frames = result.root.children.map(\.frame.minX)
            let expected = [first, first + 100, first + 200].map { direction == .leftToRight ? $0 : 200 - $0 - 100 }
            #expect(result.root.role == .compositionalOrthogonal && result.root.clipsToBounds)
            #expect(frames == expected, "\(behavior) \(direction)")
        }
    }
}
