// The icon picker: a content configuration and content view of the app's own, a background that
// follows the cell's state, tiles justified by a flexible spacing. References:
// Snapshots/SymbolPaletteScreenTests/.
import CellSnapUIKitTesting
import ScreenSupport
import Testing
import UIKit

@MainActor @Suite struct SymbolPaletteScreenTests {
    /// The whole palette, the first tile selected (the collection view's selection reaches the
    /// cell's configuration state).
    @Test(arguments: ScreenVariant.all) func screen(_ variant: ScreenVariant) throws {
        let controller = SymbolPaletteViewController()
        showInWindow(controller, size: variant.size, traits: variant.traits)
        controller.collectionView.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
        #expect(controller.collectionView.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
        assertSnapshot(of: controller, as: .screen(size: variant.size, traits: variant.traits), named: variant.name)
    }

    /// One tile in its three looks: at rest, selected (the tint filled, the symbol white), and
    /// highlighted (the tint at 30 %).
    @Test func tileStates() {
        for (name, selected, highlighted) in [
            ("normal", false, false), ("selected", true, false), ("highlighted", false, true),
        ] {
            let cell = SymbolTileCell()
            cell.symbolName = "paperplane"
            cell.isSelected = selected
            cell.isHighlighted = highlighted
            assertSnapshot(of: cell, as: .image(width: 60), named: name)
        }
    }

    /// The configuration's own state handling: selected makes the symbol white, and the content
    /// view keeps the configuration it is given (it supports only its own kind).
    @Test func theConfigurationFollowsTheState() throws {
        var state = UICellConfigurationState(traitCollection: UITraitCollection())
        state.isSelected = true
        let configuration = SymbolTileConfiguration(symbol: UIImage(systemName: "star")).updated(for: state)
        #expect(configuration.symbolColor == .white)
        let view = try #require(configuration.makeContentView() as? SymbolTileContentView)
        #expect(view.imageView.image == UIImage(systemName: "star") && view.imageView.tintColor == .white)
        #expect(view.supports(SymbolTileConfiguration()) && !view.supports(UIListContentConfiguration.cell()))
        #expect((view.configuration as? SymbolTileConfiguration) == configuration)
        // Configurations are values: equal symbols and colours make equal, equally hashed configurations.
        let again = SymbolTileConfiguration(symbol: UIImage(systemName: "star")).updated(for: state)
        #expect(Set([configuration, again]).count == 1)
    }

    /// Tiles sized by their symbols (the body font's large scale inside 8 pt layout margins),
    /// 10 pt section insets: each row starts at the leading inset and, but the last, ends at the
    /// trailing one, its tiles spread by the flexible spacing with gaps of at least 10 pt; rows
    /// 10 pt apart. Right to left, the same mirrored.
    @Test(arguments: [CGFloat(390), 320], bothDirections)
    func frames(width: CGFloat, direction: UITraitEnvironmentLayoutDirection) throws {
        let controller = SymbolPaletteViewController()
        showInWindow(
            controller, size: CGSize(width: width, height: 844), traits: UITraitCollection(layoutDirection: direction))
        let collectionView = try #require(controller.collectionView)
        let count = SymbolPaletteViewController.symbols.count
        #expect(collectionView.numberOfItems(inSection: 0) == count)
        let frames = (0..<count).compactMap { itemFrame(collectionView, item: $0) }
        #expect(frames.count == count)
        let rows = Dictionary(grouping: frames, by: \.minY).sorted { $0.key < $1.key }.map(\.value)
        #expect(rows.count > 1)
        #expect(rows.first?.first.map { $0.minY } == 10)
        for (index, row) in rows.enumerated() {
            let ordered = row.sorted { direction == .leftToRight ? $0.minX < $1.minX : $0.minX > $1.minX }
            let leadingEdge = direction == .leftToRight ? ordered[0].minX : width - ordered[0].maxX
            #expect(abs(leadingEdge - 10) < 0.34, "row \(index) starts at \(leadingEdge)")
            for (before, after) in zip(ordered, ordered.dropFirst()) {
                let gap = direction == .leftToRight ? after.minX - before.maxX : before.minX - after.maxX
                #expect(gap >= 10 - 0.34, "row \(index): a gap of \(gap)")
            }
            if index < rows.count - 1 {
                let last = ordered[ordered.count - 1]
                let trailingEdge = direction == .leftToRight ? width - last.maxX : last.minX
                #expect(abs(trailingEdge - 10) < 0.34, "row \(index) ends \(trailingEdge) from the edge")
                let next = rows[index + 1][0].minY, bottom = row.map(\.maxY).max() ?? 0
                #expect(abs(next - bottom - 10) < 0.34, "row \(index + 1) starts \(next - bottom) below")
            }
        }
    }
}
