// Linux only: SwiftUI's grids (GridItem, LazyVGrid, LazyHGrid, iOS 16's Grid) in list cells through
// UIHostingConfiguration, their frames checked exactly left to right and right to left, the grid
// items' bad sizes refused, and a grid under snapshot test. References: Snapshots/SwiftUIGridTests/.
import CellLayout
import CellSnapUIKitTesting
import Primitives
import Rendering
import SwiftUI
import Testing

@MainActor @Suite struct SwiftUIGridTests {
    /// The frames of the shapes `configuration` draws in a 390 pt list cell, in drawing order.
    func shapeFrames(_ configuration: some UIContentConfiguration, rightToLeft: Bool) throws -> [Rect] {
        let cell = UICollectionViewListCell()
        cell.contentConfiguration = configuration
        let traits = UITraitCollection(layoutDirection: rightToLeft ? .rightToLeft : .leftToRight)
        let model = try cell.cellSnapListCell(traits: traits, width: 390)
        let context = LayoutContext(
            measurer: try TextEngine.current(), direction: model.state.traits.direction, scale: 3)
        let row = ListCellLayout.node(for: model, width: 390, separator: false)
        let height = row.sizeThatFits(ProposedSize(width: 390, height: nil), context: context).height
        var node = row.place(in: Rect(x: 0, y: 0, width: 390, height: height), context: context)
        if rightToLeft { node = node.mirrored(within: 390) }
        return node.allNodes.filter { $0.role == .shape }.map(\.frame)
    }

    typealias Fixture = (name: String, configuration: any UIContentConfiguration, frames: [Rect])

    static func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
        Rect(x: x, y: y, width: width, height: height)
    }

    /// Grids with the frames SwiftUI's grid items give their views (no cell margins).
    static func fixtures() -> [Fixture] {
        [
            // Four flexible columns 10 pt apart share 390 - 30 pt: 90 pt each; rows 8 pt apart.
            (
                "flexible",
                UIHostingConfiguration {
                    LazyVGrid(columns: Array(repeating: GridItem(.flexible(), spacing: 10), count: 4)) {
                        ForEach(0..<6, id: \.self) { _ in SwiftUI.Color.red.frame(height: 20) }
                    }
                }.margins(.all, 0),
                [
                    rect(0, 0, 90, 20), rect(100, 0, 90, 20), rect(200, 0, 90, 20), rect(300, 0, 90, 20),
                    rect(0, 28, 90, 20), rect(100, 28, 90, 20),
                ]
            ),
            // A fixed 100 pt column and a flexible one held to 150 pt: 258 pt, centred in the cell
            // (x 66); the grid's leading alignment puts each view at its cell's leading edge,
            // centred in the row's height (the taller view's 30 pt).
            (
                "fixedAndFlexible",
                UIHostingConfiguration {
                    LazyVGrid(columns: [GridItem(.fixed(100)), GridItem(.flexible(maximum: 150))], alignment: .leading)
                    {
                        SwiftUI.Color.red.frame(width: 40, height: 20)
                        SwiftUI.Color.blue.frame(width: 40, height: 30)
                    }
                }.margins(.all, 0), [rect(66, 5, 40, 20), rect(174, 0, 40, 30)]
            ),
            // A column's own alignment wins over the grid's: bottom trailing in its cell.
            (
                "itemAlignment",
                UIHostingConfiguration {
                    LazyVGrid(
                        columns: [
                            GridItem(.fixed(100)), GridItem(.flexible(maximum: 150), alignment: .bottomTrailing),
                        ],
                        alignment: .leading
                    ) {
                        SwiftUI.Color.red.frame(width: 40, height: 30)
                        SwiftUI.Color.blue.frame(width: 40, height: 20)
                    }
                }.margins(.all, 0), [rect(66, 0, 40, 30), rect(284, 10, 40, 20)]
            ),
            // An adaptive column fits as many 80 pt columns as 390 pt holds with 8 pt between
            // them (four), widened to share the width: (390 - 24) / 4 = 91.5 pt each.
            (
                "adaptive",
                UIHostingConfiguration {
                    LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))], spacing: 4) {
                        ForEach(0..<5, id: \.self) { _ in SwiftUI.Color.red.frame(height: 10) }
                    }
                }.margins(.all, 0),
                [
                    rect(0, 0, 91.5, 10), rect(99.5, 0, 91.5, 10), rect(199, 0, 91.5, 10), rect(298.5, 0, 91.5, 10),
                    rect(0, 14, 91.5, 10),
                ]
            ),
            // An adaptive column's maximum holds its columns to 55 pt: six of them (with 8 pt
            // between) make a 370 pt grid, centred.
            (
                "adaptiveMaximum",
                UIHostingConfiguration {
                    LazyVGrid(columns: [GridItem(.adaptive(minimum: 50, maximum: 55))]) {
                        ForEach(0..<2, id: \.self) { _ in SwiftUI.Color.red.frame(height: 10) }
                    }
                }.margins(.all, 0), [rect(10, 0, 55, 10), rect(73, 0, 55, 10)]
            ),
            // A horizontal grid of two fixed rows fills each column top to bottom, columns 8 pt
            // apart, each as wide as its widest view: 88 x 58 pt, centred.
            (
                "horizontal",
                UIHostingConfiguration {
                    LazyHGrid(rows: [GridItem(.fixed(20)), GridItem(.fixed(30))]) {
                        ForEach(0..<3, id: \.self) { _ in SwiftUI.Color.red.frame(width: 40) }
                    }
                }.margins(.all, 0), [rect(151, 0, 40, 20), rect(151, 28, 40, 30), rect(199, 0, 40, 20)]
            ),
            // iOS 16's Grid: each column as wide as its widest cell (40, 60 pt), each row as tall
            // as its tallest (20, 30 pt); 110 x 54 pt, centred; views centred in their cells.
            (
                "grid",
                UIHostingConfiguration {
                    Grid(horizontalSpacing: 10, verticalSpacing: 4) {
                        GridRow {
                            SwiftUI.Color.red.frame(width: 40, height: 20)
                            SwiftUI.Color.blue.frame(width: 60, height: 10)
                        }
                        GridRow { SwiftUI.Color.green.frame(width: 20, height: 30) }
                    }
                }.margins(.all, 0), [rect(140, 0, 40, 20), rect(190, 5, 60, 10), rect(150, 24, 20, 30)]
            ),
            // A view outside a row spans the columns (80 pt); a row's alignment wins over the grid's.
            (
                "gridSpanningAndAlignment",
                UIHostingConfiguration {
                    Grid(alignment: .topLeading, horizontalSpacing: 0, verticalSpacing: 0) {
                        GridRow(alignment: .bottom) {
                            SwiftUI.Color.red.frame(width: 50, height: 10)
                            SwiftUI.Color.blue.frame(width: 30, height: 20)
                        }
                        SwiftUI.Color.gray.frame(height: 2)
                        GridRow { SwiftUI.Color.green.frame(width: 20, height: 20) }
                    }
                }.margins(.all, 0),
                [rect(155, 10, 50, 10), rect(205, 0, 30, 20), rect(155, 20, 80, 2), rect(155, 22, 20, 20)]
            ),
            // The inflexible column is served first (100 pt); the flexible one takes the rest.
            (
                "gridFlexible",
                UIHostingConfiguration {
                    Grid(horizontalSpacing: 0) {
                        GridRow {
                            SwiftUI.Color.red.frame(height: 10)
                            SwiftUI.Color.blue.frame(width: 100, height: 10)
                        }
                    }
                }.margins(.all, 0), [rect(0, 0, 290, 10), rect(290, 0, 100, 10)]
            ),
        ]
    }

    @Test(arguments: 0..<9, [false, true])
    func layout(index: Int, rightToLeft: Bool) throws {
        let fixture = Self.fixtures()[index]
        let frames = try shapeFrames(fixture.configuration, rightToLeft: rightToLeft)
        let expected =
            rightToLeft
            ? fixture.frames.map { Rect(x: 390 - $0.maxX, y: $0.minY, width: $0.width, height: $0.height) }
            : fixture.frames
        #expect(frames == expected, "\(fixture.name)")
    }

    @Test func gridItemsDefaultsAreSwiftUIs() {
        let item = GridItem()
        guard case .flexible(let minimum, let maximum) = item.size else {
            Issue.record("GridItem() is not flexible")
            return
        }
        #expect(minimum == 10 && maximum == .infinity && item.spacing == nil && item.alignment == nil)
        guard case .adaptive(let least, let most) = GridItem.Size.adaptive(minimum: 40) else { return }
        #expect(least == 40 && most == .infinity)
        #expect(PinnedScrollableViews().isEmpty && PinnedScrollableViews.sectionHeaders.rawValue == 1)
        #expect(PinnedScrollableViews.sectionFooters.rawValue == 2)
    }

    /// Grid items no layout can honour, and baseline alignments, are refused naming the grid.
    @Test(arguments: 0..<6) func refusals(index: Int) throws {
        let cases: [(any UIContentConfiguration, String, String)] = [
            (
                UIHostingConfiguration { LazyVGrid(columns: [GridItem(.adaptive(minimum: 0))]) { Text("A") } },
                "LazyVGrid(columns:)", "an adaptive grid item of minimum 0"
            ),
            (
                UIHostingConfiguration { LazyVGrid(columns: [GridItem(.fixed(-4))]) { Text("A") } },
                "LazyVGrid(columns:)", "a fixed grid item of -4.0 pt"
            ),
            (
                UIHostingConfiguration {
                    LazyHGrid(rows: [GridItem(.flexible(minimum: 50, maximum: 20))]) { Text("A") }
                }, "LazyHGrid(rows:)", "a grid item from 50.0 to 20.0 pt"
            ),
            (
                UIHostingConfiguration {
                    LazyHGrid(rows: [GridItem()], alignment: .firstTextBaseline) { Text("A") }
                }, "LazyHGrid(alignment: .firstTextBaseline)", "CellSnap does not align on baselines"
            ),
            (
                UIHostingConfiguration {
                    LazyVGrid(columns: [GridItem(alignment: .init(horizontal: .leading, vertical: .lastTextBaseline))])
                    {
                        Text("A")
                    }
                }, "LazyVGrid(columns:) .lastTextBaseline", "CellSnap does not align on baselines"
            ),
            (
                UIHostingConfiguration { Grid { GridRow(alignment: .firstTextBaseline) { Text("A") } } },
                "GridRow(alignment: .firstTextBaseline)", "CellSnap does not align on baselines"
            ),
        ]
        let cell = UICollectionViewListCell()
        cell.contentConfiguration = cases[index].0
        let error = #expect(throws: CellSnapUIKitError.self) {
            try cell.cellSnapListCell(traits: UITraitCollection(), width: 390)
        }
        #expect(error?.call == cases[index].1)
        #expect(error?.reason == cases[index].2)
    }

    /// A photo picker's grid: adaptive tiles with a caption, as an app writes one.
    @Test func photoGrid() {
        let cell = UICollectionViewListCell()
        let names = ["Beach", "Forest", "City", "Snow", "Desert"]
        let colors: [SwiftUI.Color] = [.blue, .green, .orange, .purple, .red]
        cell.contentConfiguration = UIHostingConfiguration {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 100), spacing: 12)], alignment: .leading, spacing: 12) {
                ForEach(0..<5, id: \.self) { index in
                    VStack(alignment: .leading, spacing: 4) {
                        RoundedRectangle(cornerRadius: 8).fill(colors[index]).frame(height: 60)
                        Text(names[index]).font(.caption)
                    }
                }
            }
        }
        assertSnapshot(of: cell, as: .image(width: 390), named: "light", lint: .off)
        assertSnapshot(
            of: cell, as: .image(width: 390, traits: UITraitCollection(layoutDirection: .rightToLeft)), named: "rtl",
            lint: .off)
    }
}
