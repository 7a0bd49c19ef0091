// The workout playlist: reorderable value cells in inset grouped sections. References:
// Snapshots/PlaylistScreenTests/.
import CellSnapUIKitTesting
import ScreenSupport
import Testing
import UIKit

@MainActor @Suite struct PlaylistScreenTests {
    @Test(arguments: ScreenVariant.all) func screen(_ variant: ScreenVariant) {
        assertSnapshot(
            of: PlaylistViewController(), as: .screen(size: variant.size, traits: variant.traits), named: variant.name)
    }

    /// Inset grouped sections of value cells: the first 35 pt down, rows of 44 pt inset by the
    /// layout margin (20 pt at 390, 16 at 320), 35 pt between sections; the same both ways.
    @Test(arguments: [CGFloat(390), 320], bothDirections)
    func frames(width: CGFloat, direction: UITraitEnvironmentLayoutDirection) throws {
        let controller = PlaylistViewController()
        showInWindow(
            controller, size: CGSize(width: width, height: 844), traits: UITraitCollection(layoutDirection: direction))
        let collectionView = try #require(controller.collectionView)
        let inset: CGFloat = width > 375 ? 20 : 16
        var top: CGFloat = 35
        for (section, part) in PlaylistViewController.Part.allCases.enumerated() {
            let count = PlaylistViewController.tracks[part]?.count ?? 0
            #expect(collectionView.numberOfItems(inSection: section) == count)
            for item in [0, count - 1] {
                #expect(
                    itemFrame(collectionView, item: item, section: section)
                        == CGRect(x: inset, y: top + CGFloat(item) * 44, width: width - 2 * inset, height: 44),
                    "section \(section) item \(item)")
            }
            top += CGFloat(count) * 44 + 35
        }
        #expect((collectionView.contentSize.height * 3).rounded() == (top * 3).rounded())
        let favourite = try #require(
            collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
        #expect(favourite.accessories.count == 2)
        let plain = try #require(
            collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? UICollectionViewListCell)
        #expect(plain.accessories.count == 1)
    }

    /// Dragging the first track of the intervals below the third, through the collection view's
    /// interactive movement, asks the reordering handlers, applies the move, and the store
    /// follows from the section's difference.
    @Test func draggingATrackReordersItsPart() throws {
        let controller = PlaylistViewController()
        showInWindow(controller)
        let collectionView = try #require(controller.collectionView)
        let before = controller.dataSource.snapshot().itemIdentifiers(inSection: .intervals)
        #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 1)))
        let target = try #require(itemFrame(collectionView, item: 2, section: 1))
        collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: target.midX, y: target.midY))
        collectionView.endInteractiveMovement()
        let after = controller.dataSource.snapshot().itemIdentifiers(inSection: .intervals)
        #expect(after == [before[1], before[2], before[0]] + before.dropFirst(3))
        #expect(controller.store[.intervals] == after)
        #expect(controller.store[.warmUp] == PlaylistViewController.tracks[.warmUp])
    }

    /// Moving the cool-down to the top moves its section, rows and all, and draws it first.
    @Test func aPartMovesToTheTop() throws {
        let controller = PlaylistViewController()
        showInWindow(controller)
        controller.moveToTop(.coolDown)
        let snapshot = controller.dataSource.snapshot()
        #expect(snapshot.sectionIdentifiers == [.coolDown, .warmUp, .intervals])
        #expect(snapshot.numberOfItems(inSection: .coolDown) == 3)
        #expect(controller.dataSource.sectionIdentifier(for: 0) == .coolDown)
        let first = controller.dataSource.itemIdentifier(for: IndexPath(item: 0, section: 0))
        #expect(first?.title == "Stillwater")
        assertSnapshot(
            of: controller, as: .screen(size: CGSize(width: 390, height: 844)), named: "coolDownFirst")
    }
}
