// The photo grid, packed and with gutters. References: Snapshots/PhotoGridScreenTests/.
import CellSnapUIKitTesting
import ScreenSupport
import Testing
import UIKit

@MainActor @Suite struct PhotoGridScreenTests {
    @Test(arguments: ScreenVariant.all) func screen(_ variant: ScreenVariant) {
        assertSnapshot(
            of: PhotoGridViewController(), as: .screen(size: variant.size, traits: variant.traits), named: variant.name)
    }

    /// A selected photo shows the tinted selected-background view over its square.
    @Test func selected() throws {
        let controller = PhotoGridViewController(spacing: .gutters)
        showInWindow(controller)
        controller.collectionView.selectItem(at: IndexPath(item: 5, section: 0), animated: false, scrollPosition: [])
        let cell = try #require(
            controller.collectionView.cellForItem(at: IndexPath(item: 5, section: 0)) as? ThumbnailCell)
        #expect(cell.isSelected && cell.selectedBackgroundView?.backgroundColor != nil)
        assertSnapshot(of: controller, as: .screen(size: CGSize(width: 390, height: 844)), named: "390-light")
    }

    @Test(arguments: ScreenVariant.all) func gutters(_ variant: ScreenVariant) {
        assertSnapshot(
            of: PhotoGridViewController(spacing: .gutters), as: .screen(size: variant.size, traits: variant.traits),
            named: variant.name)
    }

    /// Items a quarter of the group's width, the group the whole width and a quarter of it tall: a
    /// horizontal group repeats its one item while another fits, so four squares of width / 4 to a
    /// row, flush, rows flush; right to left the first square is at the right edge. With gutters
    /// each cell is its square inset by 4. 70 photos make 18 rows (the last holding two), and the
    /// content keeps whole rows. The rows that start above the bottom edge have cells, the next
    /// row has none.
    @Test(arguments: [CGFloat(390), 320], bothDirections)
    func frames(width: CGFloat, direction: UITraitEnvironmentLayoutDirection) throws {
        let height: CGFloat = width > 375 ? 844 : 568
        for spacing in [PhotoGridViewController.Spacing.packed, .gutters] {
            let controller = PhotoGridViewController(spacing: spacing)
            showInWindow(
                controller, size: CGSize(width: width, height: height),
                traits: UITraitCollection(layoutDirection: direction))
            let collectionView = try #require(controller.collectionView)
            let side = width / 4, inset: CGFloat = spacing == .gutters ? 4 : 0
            for item in [0, 3, 4, 9, 69] {
                let square = CGRect(x: CGFloat(item % 4) * side, y: CGFloat(item / 4) * side, width: side, height: side)
                let expected = placed(square.insetBy(dx: inset, dy: inset), width: width, direction: direction)
                let frame = itemFrame(collectionView, item: item)
                #expect(
                    same(frame, expected), "\(spacing) item \(item): \(String(describing: frame)), expected \(expected)"
                )
            }
            #expect(abs(collectionView.contentSize.height - 18 * side) < 0.001)
            let lastVisibleRow = Int((height / side).rounded(.up)) - 1
            #expect(collectionView.cellForItem(at: IndexPath(item: lastVisibleRow * 4, section: 0)) != nil)
            #expect(collectionView.cellForItem(at: IndexPath(item: (lastVisibleRow + 1) * 4, section: 0)) == nil)
            let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 5, section: 0)) as? ThumbnailCell)
            #expect(cell.numberLabel.text == "6")
            #expect(abs(cell.layer.borderWidth * cell.traitCollection.displayScale - 1) < 0.001)
        }
    }
}
