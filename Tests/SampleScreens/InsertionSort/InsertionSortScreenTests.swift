// Apple's InsertionSortViewController, with the one-time Linux change of its @objc/#selector
// lines and its viewWillTransition override moved into the class (the UIKitOnLinux article): rows of coloured
// nodes that its Sort button sorts by hue, one insertion-sort step at a time.
// References: Snapshots/InsertionSortScreenTests/.
import CellSnapUIKitTesting
import ScreenSupport
import Testing
import UIKit

@MainActor @Suite struct InsertionSortScreenTests {
    /// The sample shuffles every row when it loads (`shuffled()`, a new order each run, on iOS
    /// too), so the test runs the sample's own insertion sort to the end, as its Sort button does
    /// step by step, and draws the sorted rows: each row a hue gradient from red.
    func sorted(_ controller: InsertionSortViewController) {
        var snapshot = controller.dataSource.snapshot()
        for section in snapshot.sectionIdentifiers {
            while !section.isSorted { section.sortNext() }
            snapshot.deleteItems(section.values)
            snapshot.appendItems(section.values, toSection: section)
        }
        controller.dataSource.apply(snapshot, animatingDifferences: false)
    }

    @Test(arguments: ScreenVariant.all) func screen(_ variant: ScreenVariant) {
        let controller = InsertionSortViewController()
        showInWindow(controller, size: variant.size, traits: variant.traits)
        sorted(controller)
        assertSnapshot(
            of: controller, as: .screen(size: variant.size, traits: variant.traits), named: variant.name, lint: .off)
    }

    /// The view loads at the screen's default size (393 x 852 pt), where the sample makes 25 rows
    /// (852 / 34) of 24 nodes (393 / 16). Laid out at `width`, each section is a group of
    /// `width / 16` columns (whole ones), 34 pt tall, the width shared: 24 nodes fill one group at
    /// 390 (16.25 pt each) and wrap into a second at 320 (20 of 16 pt, then 4).
    @Test(arguments: [CGFloat(390), 320], bothDirections)
    func frames(width: CGFloat, direction: UITraitEnvironmentLayoutDirection) throws {
        let controller = InsertionSortViewController()
        showInWindow(
            controller, size: CGSize(width: width, height: 844), traits: UITraitCollection(layoutDirection: direction))
        let collectionView = try #require(controller.insertionCollectionView)
        #expect(collectionView.numberOfSections == 25)
        #expect(collectionView.numberOfItems(inSection: 0) == 24)
        let columns = Int(width / 16)
        let nodeWidth = width / CGFloat(columns)
        let rowsPerSection = (24 + columns - 1) / columns
        for (section, item) in [(0, 0), (0, 1), (0, 23), (3, 5), (24, 23)] {
            let row = section * rowsPerSection + item / columns
            let expected = placed(
                CGRect(x: CGFloat(item % columns) * nodeWidth, y: CGFloat(row) * 34, width: nodeWidth, height: 34),
                width: width, direction: direction)
            let frame = itemFrame(collectionView, item: item, section: section)
            #expect(same(frame, expected), "\(section).\(item): \(String(describing: frame)), expected \(expected)")
        }
        #expect(controller.navigationItem.rightBarButtonItem?.title == "Sort")
    }
}
