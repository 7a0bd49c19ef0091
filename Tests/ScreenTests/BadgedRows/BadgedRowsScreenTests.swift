// Rows with views on the cell itself, beside its content view: drawn above the content view (the
// stripe inserted below it, under it), laid out by one engine with the views in the content
// view, and sizing the cell. References: Snapshots/BadgedRowsScreenTests/.
import CellLayout
import CellSnapUIKitTesting
import ScreenSupport
import Testing
import UIKit

@MainActor @Suite struct BadgedRowsScreenTests {
    @Test(arguments: ScreenVariant.all) func list(_ variant: ScreenVariant) {
        assertSnapshot(
            of: BadgedCollectionViewController(style: .list), as: .screen(size: variant.size, traits: variant.traits),
            named: variant.name)
    }

    @Test(arguments: ScreenVariant.all) func grid(_ variant: ScreenVariant) {
        assertSnapshot(
            of: BadgedCollectionViewController(style: .grid), as: .screen(size: variant.size, traits: variant.traits),
            named: variant.name)
    }

    @Test(arguments: ScreenVariant.all) func table(_ variant: ScreenVariant) {
        assertSnapshot(
            of: BadgedTableViewController(style: .plain), as: .screen(size: variant.size, traits: variant.traits),
            named: variant.name)
    }

    /// Every view's frame, both directions, in the three containers.
    @Test(arguments: bothDirections) func layout(direction: UITraitEnvironmentLayoutDirection) {
        let name = direction == .rightToLeft ? "rtl" : "ltr"
        let size = CGSize(width: 390, height: 844), traits = UITraitCollection(layoutDirection: direction)
        assertSnapshot(
            of: BadgedCollectionViewController(style: .list), as: .screenLayout(size: size, traits: traits),
            named: "list-\(name)")
        assertSnapshot(
            of: BadgedCollectionViewController(style: .grid), as: .screenLayout(size: size, traits: traits),
            named: "grid-\(name)")
        assertSnapshot(
            of: BadgedTableViewController(style: .plain), as: .screenLayout(size: size, traits: traits),
            named: "table-\(name)")
    }

    /// Where the screen draws the first view named `identifier`, in the window's coordinates.
    func drawnFrame(_ identifier: String, in window: UIWindow) throws -> CGRect {
        let screen = try window.cellSnapScreen()
        let layout = try CellSnapshots.layout(of: screen.node, width: screen.size.width, traits: screen.traits)
        let frame = try #require(layout.root.first(role: NodeRole(identifier)), "no \(identifier)").frame
        return CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: frame.height)
    }

    /// The first row's views where their constraints across the cell and its content view put
    /// them, in a row `cell` (in the window's coordinates, left to right): the title 20 pt inside
    /// the content view's leading edge and 12 pt below its top; the dot 10 pt wide, 16 pt inside
    /// the cell's trailing edge and centred on the title; the divider 2 pt along the cell's bottom from
    /// under the title to the cell's trailing edge; the stripe 4 pt along the cell's leading edge.
    /// The row is the title's height and 12 pt above and below it: the views on the cell take part
    /// in its fitting size. Right to left mirrors each within the screen.
    func expectDecoration(
        in window: UIWindow, cell: CGRect, direction: UITraitEnvironmentLayoutDirection,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let title = try drawnFrame("title", in: window)
        let screenWidth: CGFloat = 390
        // Left to right within the cell, then placed in the screen.
        func expected(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
            let inCell = leading(x, y: y, width: width, height: height, in: cell.width, direction)
            return CGRect(x: cell.minX + inCell.minX, y: cell.minY + inCell.minY, width: width, height: height)
        }
        let titleTop = title.minY - cell.minY
        #expect(abs(titleTop - 12) < 0.001, "title top \(titleTop)", sourceLocation: sourceLocation)
        #expect(abs(cell.height - (title.height + 24)) < 0.34, "row \(cell)", sourceLocation: sourceLocation)
        let titleStart = direction == .rightToLeft ? cell.maxX - title.maxX : title.minX - cell.minX
        #expect(abs(titleStart - 20) < 0.001, "title start \(titleStart)", sourceLocation: sourceLocation)
        // The dot is centred on the title to a device pixel: the title's 20.33 pt line puts its
        // centre on half a pixel, which the dot's edges round either way.
        let dot = try drawnFrame("dot", in: window)
        let dotAlong = placed(expected(cell.width - 26, titleTop, 10, 10), width: screenWidth, direction: .leftToRight)
        #expect(dot.minX == dotAlong.minX && abs(dot.width - 10) < 0.001, "\(dot)", sourceLocation: sourceLocation)
        #expect(abs(dot.midY - title.midY) <= 1.0 / 6 + 0.001, "dot \(dot)", sourceLocation: sourceLocation)
        let cases: [(String, CGRect)] = [
            ("divider", expected(20, cell.height - 2, cell.width - 20, 2)),
            ("stripe", expected(0, 0, 4, cell.height)),
        ]
        for (identifier, frame) in cases {
            let drawn = try drawnFrame(identifier, in: window)
            let snapped = placed(frame, width: screenWidth, direction: .leftToRight)
            #expect(
                same(drawn, snapped), "\(identifier): \(drawn), expected \(snapped)", sourceLocation: sourceLocation)
        }
    }

    @Test(arguments: bothDirections) func listFrames(direction: UITraitEnvironmentLayoutDirection) throws {
        let controller = BadgedCollectionViewController(style: .list)
        let window = showInWindow(controller, traits: UITraitCollection(layoutDirection: direction))
        let cell = try #require(itemFrame(controller.collectionView, item: 0))
        #expect(cell.minX == 0 && cell.width == 390)
        try expectDecoration(in: window, cell: cell, direction: direction)
    }

    @Test(arguments: bothDirections) func gridFrames(direction: UITraitEnvironmentLayoutDirection) throws {
        let controller = BadgedCollectionViewController(style: .grid)
        let window = showInWindow(controller, traits: UITraitCollection(layoutDirection: direction))
        let cell = try #require(itemFrame(controller.collectionView, item: 0))
        // Two columns of (390 - 2 x 8 - 8) / 2 = 183 pt, the first at the leading inset.
        #expect(
            same(cell, placed(CGRect(x: 8, y: 8, width: 183, height: cell.height), width: 390, direction: direction)))
        try expectDecoration(in: window, cell: cell, direction: direction)
    }

    @Test(arguments: bothDirections) func tableFrames(direction: UITraitEnvironmentLayoutDirection) throws {
        let controller = BadgedTableViewController(style: .plain)
        let window = showInWindow(controller, traits: UITraitCollection(layoutDirection: direction))
        controller.tableView.layoutIfNeeded()
        let cell = controller.tableView.rectForRow(at: IndexPath(row: 0, section: 0))
        #expect(cell.minX == 0 && cell.width == 390)
        try expectDecoration(in: window, cell: cell, direction: direction)
    }
}
