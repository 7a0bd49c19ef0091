// The files browser: a sideways row, a sidebar outline and an inset grouped list, one layout a
// section. References: Snapshots/FileBrowserScreenTests/.
import CellSnapUIKitTesting
import ScreenSupport
import Testing
import UIKit

@MainActor @Suite struct FileBrowserScreenTests {
    @Test(arguments: ScreenVariant.all) func screen(_ variant: ScreenVariant) {
        assertSnapshot(
            of: FileBrowserViewController(), as: .screen(size: variant.size, traits: variant.traits),
            named: variant.name)
    }

    /// The recents row: inside 12 pt section insets, groups 0.3 of the collection's width wide and
    /// 0.24 of it tall (an orthogonally scrolling section's insets move its groups but do not
    /// narrow what their fractions are of), 8 pt apart, each holding one
    /// item inset 4 pt on every side; at rest the row starts at the leading inset and runs past
    /// the trailing edge. The folders' outline: the header row then its five folders, expanded,
    /// one level below it.
    @Test(arguments: [CGFloat(390), 320], bothDirections)
    func frames(width: CGFloat, direction: UITraitEnvironmentLayoutDirection) throws {
        let controller = FileBrowserViewController()
        showInWindow(
            controller, size: CGSize(width: width, height: 844), traits: UITraitCollection(layoutDirection: direction))
        let collectionView = try #require(controller.collectionView)
        #expect(collectionView.numberOfSections == 3)
        let content = width
        let groupWidth = content * 0.3, groupHeight = content * 0.24
        for item in 0..<4 {
            let group = CGRect(x: 12 + CGFloat(item) * (groupWidth + 8), y: 12, width: groupWidth, height: groupHeight)
            let expected = placed(group.insetBy(dx: 4, dy: 4), width: width, direction: direction)
            let frame = itemFrame(collectionView, item: item)
            #expect(same(frame, expected), "recent \(item): \(String(describing: frame)), expected \(expected)")
        }
        #expect(collectionView.numberOfItems(inSection: 1) == 6)
        let outline = controller.dataSource.snapshot(for: .folders)
        #expect(outline.isExpanded(.foldersHeader) && outline.level(of: .folder("Photos")) == 1)
        let header = try #require(itemFrame(collectionView, item: 0, section: 1))
        let firstFolder = try #require(itemFrame(collectionView, item: 1, section: 1))
        #expect(header.minY >= 12 + groupHeight + 12 - 0.34 && abs(firstFolder.minY - header.maxY) < 0.001)
        let file = try #require(
            collectionView.cellForItem(at: IndexPath(item: 0, section: 2)) as? UICollectionViewListCell)
        #expect((file.contentConfiguration as? UIListContentConfiguration)?.secondaryText == "84 KB")
        let folder = try #require(
            collectionView.cellForItem(at: IndexPath(item: 1, section: 1)) as? UICollectionViewListCell)
        let folderContent = try #require(folder.contentConfiguration as? UIListContentConfiguration)
        #expect(folderContent.imageProperties.resolvedTintColor(for: .systemRed) == .systemBlue)
        #expect(folderContent.imageProperties.preferredSymbolConfiguration != nil)
        let summary = try #require(
            collectionView.cellForItem(at: IndexPath(item: 7, section: 2)) as? UICollectionViewListCell)
        let summaryContent = try #require(summary.contentConfiguration as? UIListContentConfiguration)
        #expect(summaryContent.text == "7 items, 13.1 MB" && summaryContent.textProperties.alignment == .center)
    }
}
