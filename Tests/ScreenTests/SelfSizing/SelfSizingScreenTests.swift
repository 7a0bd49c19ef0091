// UIKit's fitting rules for self-sizing cells, as a fixture table: each chain in each container,
// with the height UIKit gives the row. References: Snapshots/SelfSizingScreenTests/.
import CellSnapUIKitTesting
import ScreenSupport
import Testing
import UIKit

@MainActor @Suite struct SelfSizingScreenTests {
    /// The rows as drawn: the collapsed and estimated rows keep their heights.
    @Test func screens() {
        let size = CGSize(width: 390, height: 844)
        assertSnapshot(of: ChainCollectionViewController(estimate: nil), as: .screen(size: size), named: "list")
        assertSnapshot(
            of: ChainCollectionViewController(estimate: 100), as: .screen(size: size), named: "estimated-100")
        assertSnapshot(of: ChainTableViewController(style: .plain), as: .screen(size: size), named: "table")
    }

    /// The label's height: a `UILabel`'s default 17 pt system font, one line, as UIKit measures
    /// it: SF Pro's line box (20.29 pt) grown to whole pixels at 3x.
    static let titleHeight: CGFloat = 61.0 / 3

    /// Each chain's row height in each container, in order of `VerticalChain.allCases`: a list
    /// (estimated 44 pt), a compositional layout estimating 44 and 100 pt, a table (fitted toward
    /// zero, 44 pt when the row collapses). A full chain is the title and 12 pt above and below it
    /// everywhere; the bar on the cell makes 10 + 30 + 10 pt everywhere. A table's row is a device
    /// pixel taller than its content view's chain, for the separator below it (iOS 12's and iOS
    /// 15's references: a 60 pt content view makes a 60.33 pt row); the bar, pinned to the cell
    /// itself, spans the separator's pixel too.
    static let fixtures: [(container: String, heights: [CGFloat])] = [
        ("list", [44, 44, titleHeight + 24, 50]),
        ("estimated-44", [44, 44, titleHeight + 24, 50]),
        ("estimated-100", [100, 100, titleHeight + 24, 50]),
        ("table", [44, 44, titleHeight + 24 + 1.0 / 3, 50]),
    ]

    @Test(arguments: fixtures.indices, bothDirections)
    func rowHeights(fixture: Int, direction: UITraitEnvironmentLayoutDirection) throws {
        let (container, heights) = Self.fixtures[fixture]
        let traits = UITraitCollection(layoutDirection: direction)
        var frames: [CGRect] = []
        if container == "table" {
            let controller = ChainTableViewController(style: .plain)
            showInWindow(controller, traits: traits)
            controller.tableView.layoutIfNeeded()
            frames = heights.indices.map { controller.tableView.rectForRow(at: IndexPath(row: $0, section: 0)) }
        } else {
            let estimate: CGFloat? = container == "list" ? nil : container == "estimated-44" ? 44 : 100
            let controller = ChainCollectionViewController(estimate: estimate)
            showInWindow(controller, traits: traits)
            for item in heights.indices {
                frames.append(try #require(itemFrame(controller.collectionView, item: item)))
            }
        }
        var top: CGFloat = 0
        for (index, (frame, height)) in zip(frames, heights).enumerated() {
            let expected = CGRect(x: 0, y: top, width: 390, height: height)
            #expect(
                same(frame, expected), "\(container) \(VerticalChain.allCases[index]): \(frame), expected \(expected)")
            top += height
        }
    }
}
