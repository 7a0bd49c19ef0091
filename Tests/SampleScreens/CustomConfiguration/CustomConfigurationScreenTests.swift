// Apple's CustomConfigurationViewController, unchanged: 300 symbol cells with a custom content and
// background configuration, in rows that a flexible spacing justifies.
// References: Snapshots/CustomConfigurationScreenTests/.
import CellSnapUIKitTesting
import ScreenSupport
import Testing
import UIKit

@MainActor @Suite struct CustomConfigurationScreenTests {
    /// The sample shuffles its 300 items when it first uses them (`shuffled()`, a new order every
    /// run, on iOS too) and keeps them private, so the screen is not drawn whole: its cell is, with
    /// each of the sample's twelve symbols, and in the two other looks its configurations give (the
    /// tint filled and the symbol white when selected; the tint at 30 % when highlighted).
    @Test func cells() {
        let symbols = [
            "trash", "folder", "paperplane", "book", "tag", "camera", "pin", "lock.shield", "cube.box", "gift",
            "eyeglasses", "lightbulb",
        ]
        for symbol in symbols {
            assertSnapshot(of: cell(symbol), as: .image(width: 60), named: symbol, lint: .off)
        }
        let selected = cell("lock.shield")
        selected.isSelected = true
        assertSnapshot(of: selected, as: .image(width: 60), named: "selected", lint: .off)
        let highlighted = cell("lock.shield")
        highlighted.isHighlighted = true
        assertSnapshot(of: highlighted, as: .image(width: 60), named: "highlighted", lint: .off)
    }

    /// The sample's cell showing `symbol`, as its cell registration makes it.
    func cell(_ symbol: String) -> CustomConfigurationCell {
        let cell = CustomConfigurationCell()
        cell.image = UIImage(systemName: symbol)
        return cell
    }

    /// Items sized by their symbols (the body font's large scale, inside 8 pt margins), 10 pt
    /// section insets: each row starts at the leading inset and, but the last, ends at the trailing
    /// one, its items justified by the flexible spacing with gaps of at least 10 pt; rows 10 pt apart.
    @Test(arguments: [CGFloat(390), 320], bothDirections)
    func frames(width: CGFloat, direction: UITraitEnvironmentLayoutDirection) throws {
        let controller = CustomConfigurationViewController()
        showInWindow(
            controller, size: CGSize(width: width, height: 844), traits: UITraitCollection(layoutDirection: direction))
        let collectionView = try #require(sampleCollectionView(of: controller))
        #expect(collectionView.numberOfItems(inSection: 0) == 300)
        let frames = (0..<300).compactMap { itemFrame(collectionView, item: $0) }
        #expect(frames.count == 300)
        let rows = Dictionary(grouping: frames, by: \.minY).sorted { $0.key < $1.key }.map(\.value)
        #expect(rows.first?.first.map { $0.minY } == 10)
        for (index, row) in rows.enumerated() {
            // Leading to trailing: the mirror image right to left.
            let ordered = row.sorted { direction == .leftToRight ? $0.minX < $1.minX : $0.minX > $1.minX }
            let leadingEdge = direction == .leftToRight ? ordered[0].minX : width - ordered[0].maxX
            #expect(abs(leadingEdge - 10) < 0.34, "row \(index) starts at \(leadingEdge)")
            for (before, after) in zip(ordered, ordered.dropFirst()) {
                let gap = direction == .leftToRight ? after.minX - before.maxX : before.minX - after.maxX
                #expect(gap >= 10 - 0.34, "row \(index): a gap of \(gap)")
            }
            if index < rows.count - 1 {
                let trailingEdge =
                    direction == .leftToRight
                    ? width - ordered[ordered.count - 1].maxX : ordered[ordered.count - 1].minX
                #expect(abs(trailingEdge - 10) < 0.34, "row \(index) ends \(trailingEdge) from the edge")
                let next = rows[index + 1][0].minY, bottom = row.map(\.maxY).max() ?? 0
                #expect(abs(next - bottom - 10) < 0.34, "row \(index + 1) starts \(next - bottom) below")
            }
        }
    }

    /// The sample's collection view, the only subview of its view.
    func sampleCollectionView(of controller: UIViewController) -> UICollectionView? {
        controller.view.subviews.lazy.compactMap { $0 as? UICollectionView }.first
    }
}
